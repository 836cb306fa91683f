import { FieldForm } from "./FieldForm";

export default function FieldCreate() {
  return <FieldForm />;
}
