import { useMemo } from "react";
import { useNavigation } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller } from "react-hook-form";
import { Paper, Stack, TextField, Typography } from "@mui/material";
import {
  DATA_TYPE_LABELS,
  DATA_TYPES,
  needsValueListCategory,
  type DataType,
  type Field,
} from "../../../domain/entities";
import { fieldCreateSchema, fieldEditSchema } from "../../../domain/schemas/field";
import { useResourceBreadcrumbs } from "../../layout/breadcrumbs";
import { FullPageLoader } from "../../components/FullPageLoader";
import { SelectInput } from "../../components/SelectInput";
import { useValueListCategories } from "../valueList/useValueListCategories";
import { FETCH_FIELDS_ERROR } from "./useFields";
import { formSaveProps, loadedRecord } from "../../components/formSaveProps";
import { FormActions } from "../../components/FormActions";

interface FieldFormValues {
  name: string;
  dataType: DataType | "";
  valueListCategory: string;
  description: string;
}

const DEFAULTS: FieldFormValues = { name: "", dataType: "", valueListCategory: "", description: "" };
const valuesOf = (record: Field): FieldFormValues => ({
  name: record.name,
  dataType: record.dataType,
  valueListCategory: record.valueListCategory ?? "",
  description: record.description ?? "",
});
const createResolver = zodResolver(fieldCreateSchema as any);
const editResolver = zodResolver(fieldEditSchema as any);

/** Create and edit of a field (spec 02, fields form). Editing changes only the name and the description. */
export function FieldForm({ id }: { id?: string }) {
  const editing = !!id;
  const { list } = useNavigation();
  const { categories, query: categoriesQuery } = useValueListCategories();

  const {
    refineCore: { onFinish, mutation, query },
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<any, any, FieldFormValues>({
    refineCoreProps: formSaveProps({
      resource: "fields",
      id,
      what: "field",
      fetchError: FETCH_FIELDS_ERROR,
      valuesOf,
      onSaved: () => list("fields"),
    }),
    resolver: editing ? editResolver : createResolver,
    defaultValues: DEFAULTS,
  });
  const record = loadedRecord<Field>(query);
  useResourceBreadcrumbs({ title: editing ? (record?.name ?? "") : undefined });

  const dataType = watch("dataType");
  // Master_Key offers only master key categories, Value_List only the others.
  const categoryOptions = useMemo(
    () =>
      categories
        .filter((c) => (dataType === "Master_Key" ? c.isMasterKey : !c.isMasterKey))
        .map((c) => ({ value: c._id, label: c.name })),
    [categories, dataType],
  );

  if (editing && query?.isLoading) return <FullPageLoader />;

  const submit = handleSubmit((payload: any) => {
    const body = editing
      ? { name: payload.name, description: payload.description }
      : {
          name: payload.name,
          dataType: payload.dataType,
          description: payload.description,
          valueListCategory: payload.valueListCategory,
        };
    return onFinish(body as any).catch(() => {});
  });

  const loadError = editing && !record ? query?.error?.message || "The field was not found." : null;
  const serverError = mutation.isError ? mutation.error?.message || "An unknown error occurred" : loadError;
  const showCategory = dataType !== "" && needsValueListCategory(dataType);

  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {editing ? "Update Field" : "Add Field"}
      </Typography>
      <Stack spacing={2.5}>
        <TextField
          label="Name"
          required
          {...register("name")}
          error={!!errors.name}
          helperText={errors.name?.message as string}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Controller
          control={control}
          name="dataType"
          render={({ field }) => (
            <SelectInput
              label="Data Type"
              required
              disabled={editing}
              value={field.value}
              onChange={(v) => {
                field.onChange(v);
                // The category choices depend on the type.
                setValue("valueListCategory", "");
              }}
              options={DATA_TYPES.map((t) => ({ value: t, label: DATA_TYPE_LABELS[t] }))}
              error={!!errors.dataType}
              helperText={errors.dataType?.message as string}
            />
          )}
        />
        {showCategory && (
          <Controller
            control={control}
            name="valueListCategory"
            render={({ field }) => (
              <SelectInput
                label="Value List Category"
                required
                disabled={editing}
                value={field.value}
                onChange={field.onChange}
                options={
                  // A stored category that no longer fits still shows its name.
                  editing && field.value && !categoryOptions.some((o) => o.value === field.value)
                    ? [
                        ...categoryOptions,
                        {
                          value: field.value,
                          label: categories.find((c) => c._id === field.value)?.name ?? field.value,
                        },
                      ]
                    : categoryOptions
                }
                error={!!errors.valueListCategory}
                helperText={
                  (errors.valueListCategory?.message as string) ??
                  (categoriesQuery.isLoading ? "Loading..." : undefined)
                }
              />
            )}
          />
        )}
        <TextField
          label="Description"
          multiline
          minRows={3}
          {...register("description")}
          error={!!errors.description}
          helperText={errors.description?.message as string}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <FormActions
        error={serverError}
        onCancel={() => list("fields")}
        submitLabel={editing ? "Update" : "Create"}
        submitDisabled={isSubmitting || mutation.isPending}
      />
    </Paper>
  );
}
