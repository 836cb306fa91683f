import { useRecordId } from "../../resources";
import { DocumentClassForm } from "./DocumentClassForm";

export default function DocumentClassEdit() {
  const id = useRecordId();
  return <DocumentClassForm key={id} id={id} />;
}
