import { useParams } from "react-router";
import { useRecordId } from "../../resources";
import { ValueListDataForm } from "./ValueListDataForm";

export default function ValueListDataEdit() {
  const { categoryId = "" } = useParams();
  const id = useRecordId() ?? "";
  return <ValueListDataForm key={id} categoryId={categoryId} id={id} />;
}
