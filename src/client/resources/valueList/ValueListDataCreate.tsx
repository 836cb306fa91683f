import { useParams } from "react-router";
import { ValueListDataForm } from "./ValueListDataForm";

export default function ValueListDataCreate() {
  const { valueListCategoryId = "" } = useParams();
  return <ValueListDataForm key={valueListCategoryId} categoryId={valueListCategoryId} />;
}
