import { useParams } from "react-router";
import { ValueListDataForm } from "./ValueListDataForm";

export default function ValueListDataEdit() {
  const { valueListCategoryId = "", valueListDataId = "" } = useParams();
  return <ValueListDataForm key={valueListDataId} categoryId={valueListCategoryId} id={valueListDataId} />;
}
