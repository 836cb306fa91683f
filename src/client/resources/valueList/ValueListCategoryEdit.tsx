import { useParams } from "react-router";
import { ValueListCategoryForm } from "./ValueListCategoryForm";

export default function ValueListCategoryEdit() {
  const { valueListCategoryId } = useParams();
  return <ValueListCategoryForm key={valueListCategoryId} id={valueListCategoryId} />;
}
