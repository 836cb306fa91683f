import { ValueListCategoryForm } from "./ValueListCategoryForm";

export default function ValueListCategoryCreate() {
  return <ValueListCategoryForm />;
}
