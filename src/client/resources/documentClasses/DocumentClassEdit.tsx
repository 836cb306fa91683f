import { useParams } from "react-router";
import { DocumentClassForm } from "./DocumentClassForm";

export default function DocumentClassEdit() {
  const { documentClassId } = useParams();
  return <DocumentClassForm key={documentClassId} id={documentClassId} />;
}
