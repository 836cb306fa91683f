import { useParams } from "react-router";
import { FieldForm } from "./FieldForm";

export default function FieldEdit() {
  const { fieldId } = useParams();
  return <FieldForm key={fieldId} id={fieldId} />;
}
