import { useParams } from "react-router";
import { ValueListDataForm } from "./ValueListDataForm";

export default function ValueListDataCreate() {
  const { categoryId = "" } = useParams();
  return <ValueListDataForm key={categoryId} categoryId={categoryId} />;
}
