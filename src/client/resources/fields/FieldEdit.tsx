import { useRecordId } from "../../resources";
import { FieldForm } from "./FieldForm";

export default function FieldEdit() {
  const id = useRecordId();
  return <FieldForm key={id} id={id} />;
}
