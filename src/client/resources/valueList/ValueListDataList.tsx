import { useMemo } from "react";
import { useCan, useInvalidate, useNavigation } from "@refinedev/core";
import { useParams } from "react-router";
import { DataTable, type Column } from "../../components/DataTable";
import { DeleteDialog } from "../../components/DeleteDialog";
import { FullPageLoader } from "../../components/FullPageLoader";
import { useDeleteWithConfirm } from "../../components/useDeleteWithConfirm";
import { useResourceBreadcrumbs } from "../../layout/breadcrumbs";
import type { ValueListData } from "../../../domain/entities";
import { useValueListCategories } from "./useValueListCategories";
import { useValueListData } from "./useValueListData";

/** /value-list/{id}/data: the generic table titled with the category name (spec 02, value list data list). */
export default function ValueListDataList() {
  const { categoryId = "" } = useParams();
  const { create, edit } = useNavigation();
  const invalidate = useInvalidate();
  const { categories, query: categoryQuery } = useValueListCategories();
  const category = categories.find((c) => c._id === categoryId);
  useResourceBreadcrumbs({ label: category?.name ?? "" });
  const { rows, query } = useValueListData(categoryId);
  const canCreate = useCan({ resource: "value-list-data", action: "create" }).data?.can;
  const canEdit = useCan({ resource: "value-list-data", action: "edit" }).data?.can;
  const canDelete = useCan({ resource: "value-list-data", action: "delete" }).data?.can;
  // The list reloads after a delete (Refine invalidates it); the categories' 'Total Data' changes too.
  const del = useDeleteWithConfirm("value-list-data", "Failed to delete Value-List-Data", () =>
    invalidate({ resource: "value-list", invalidates: ["list"] }),
  );

  const columns = useMemo<Column<ValueListData>[]>(() => {
    const customPrompt: Column<ValueListData> = {
      id: "customPrompt",
      header: "Custom Prompt",
      value: (r) => r.customPrompt,
    };
    // For master key categories the category's fields are the columns.
    if (category?.isMasterKey && category.fields?.length) {
      return [
        ...category.fields.map((f, i): Column<ValueListData> => ({
          id: `field-${i}`,
          header: f.name,
          value: (r) => r.data?.[f.name] ?? "",
        })),
        customPrompt,
      ];
    }
    return [{ id: "value", header: "Value", value: (r) => r.value }, customPrompt];
  }, [category]);

  if (categoryQuery.isLoading) return <FullPageLoader />;

  return (
    <>
      <DataTable
        title={category?.name ?? ""}
        rows={rows}
        columns={columns}
        rowKey={(r) => r._id}
        loading={query.isLoading}
        failed={query.isError}
        onCreate={canCreate ? () => create("value-list-data", "push", { categoryId }) : undefined}
        onEdit={canEdit ? (r) => edit("value-list-data", r._id, "push", { categoryId }) : undefined}
        onDelete={canDelete ? (r) => del.ask(r._id) : undefined}
      />
      <DeleteDialog {...del.dialog} />
    </>
  );
}
