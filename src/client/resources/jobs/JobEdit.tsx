import { useParams } from "react-router";
import { JobForm } from "./JobForm";

export default function JobEdit() {
  const { jobId } = useParams();
  return <JobForm key={jobId} id={jobId} />;
}
