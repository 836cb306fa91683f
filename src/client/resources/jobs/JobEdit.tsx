import { useRecordId } from "../../resources";
import { JobForm } from "./JobForm";

export default function JobEdit() {
  const id = useRecordId();
  return <JobForm key={id} id={id} />;
}
