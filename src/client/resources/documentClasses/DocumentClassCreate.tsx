import { DocumentClassForm } from "./DocumentClassForm";

export default function DocumentClassCreate() {
  return <DocumentClassForm />;
}
