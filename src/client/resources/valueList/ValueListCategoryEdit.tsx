import { useRecordId } from "../../resources";
import { ValueListCategoryForm } from "./ValueListCategoryForm";

export default function ValueListCategoryEdit() {
  const id = useRecordId();
  return <ValueListCategoryForm key={id} id={id} />;
}
