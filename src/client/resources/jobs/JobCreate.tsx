import { JobForm } from "./JobForm";

export default function JobCreate() {
  return <JobForm />;
}
