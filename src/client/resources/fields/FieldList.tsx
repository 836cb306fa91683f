import { useMemo } from "react";
import { useCan, useNavigation } from "@refinedev/core";
import { DataTable, type Column } from "../../components/DataTable";
import { DeleteDialog } from "../../components/DeleteDialog";
import { useDeleteWithConfirm } from "../../components/useDeleteWithConfirm";
import { useResourceBreadcrumbs } from "../../layout/breadcrumbs";
import { DATA_TYPE_LABELS, type Field } from "../../../domain/entities";
import { useValueListCategories } from "../valueList/useValueListCategories";
import { useFields } from "./useFields";

/** /fields: the generic table of fields (spec 02, fields list). */
export default function FieldList() {
  useResourceBreadcrumbs();
  const { create, edit } = useNavigation();
  const { fields, query } = useFields();
  // Only to name the category column; its own failure is not this screen's.
  const { categories } = useValueListCategories({ toast: false });
  const canCreate = useCan({ resource: "fields", action: "create" }).data?.can;
  const canEdit = useCan({ resource: "fields", action: "edit" }).data?.can;
  const canDelete = useCan({ resource: "fields", action: "delete" }).data?.can;
  const del = useDeleteWithConfirm("fields", "Failed to delete field");

  const columns = useMemo<Column<Field>[]>(
    () => [
      { id: "name", header: "Name", value: (f) => f.name },
      { id: "dataType", header: "Data Type", value: (f) => DATA_TYPE_LABELS[f.dataType] ?? f.dataType },
      {
        id: "valueListCategory",
        header: "Value List Category",
        value: (f) => (f.valueListCategory ? (categories.find((c) => c._id === f.valueListCategory)?.name ?? "") : ""),
      },
      { id: "description", header: "Description", value: (f) => f.description },
    ],
    [categories],
  );

  return (
    <>
      <DataTable
        title="Fields"
        rows={fields}
        columns={columns}
        rowKey={(f) => f._id}
        loading={query.isLoading}
        failed={query.isError}
        onCreate={canCreate ? () => create("fields") : undefined}
        onEdit={canEdit ? (f) => edit("fields", f._id) : undefined}
        onDelete={canDelete ? (f) => del.ask(f._id) : undefined}
      />
      <DeleteDialog {...del.dialog} />
    </>
  );
}
