import { useMemo } from "react";
import { useInvalidate, useNavigation } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import { Controller, type FieldErrors, type Resolver } from "react-hook-form";
import { Paper, Stack, TextField, Typography } from "@mui/material";
import { valueListDataSchema } from "../../../domain/schemas/valueList";
import type { ValueListCategory, ValueListData } from "../../../domain/entities";
import { useResourceBreadcrumbs } from "../../layout/breadcrumbs";
import { FullPageLoader } from "../../components/FullPageLoader";
import { useValueListCategories } from "./useValueListCategories";
import { FETCH_DATA_ERROR } from "./useValueListData";
import { formSaveProps, loadedRecord } from "../../components/formSaveProps";
import { FormActions } from "../../components/FormActions";

interface DataFormValues {
  value: string;
  customPrompt: string;
  /** One value per category field, in the category's field order (names may hold any character). */
  data: string[];
}

/** The main field of a master key category: its mainField, or the first field when none is set. */
const mainFieldOf = (category: ValueListCategory) => category.mainField ?? category.fields?.[0]?.name ?? null;

/** A record's values in the form: one per category field, in the category's order ('' where it has none). */
function valuesOf(record: ValueListData, category: ValueListCategory | undefined): DataFormValues {
  return {
    value: record.value ?? "",
    customPrompt: record.customPrompt ?? "",
    data: (category?.fields ?? []).map((f) => (record.data?.[f.name] ?? "") as string),
  };
}

/**
 * Runs the shared value-list-data schema on the values as the API takes them, and puts its messages
 * back on the inputs: 'Value is Required', '{field name} is required'.
 */
function dataResolver(category: ValueListCategory, mode: "create" | "edit"): Resolver<DataFormValues> {
  const schema = valueListDataSchema(category, mode);
  const names = (category.fields ?? []).map((f) => f.name);
  return async (values) => {
    const input = category.isMasterKey
      ? { customPrompt: values.customPrompt, data: Object.fromEntries(names.map((n, i) => [n, values.data[i] ?? ""])) }
      : { value: values.value, customPrompt: values.customPrompt };
    const parsed = schema.safeParse(input);
    if (parsed.success) return { values: parsed.data as any, errors: {} };
    const errors: FieldErrors<DataFormValues> = {};
    for (const issue of parsed.error.issues) {
      const [head, key] = issue.path;
      if (head === "data") {
        const index = names.indexOf(String(key));
        const data = ((errors as any).data ??= []) as any[];
        if (index >= 0 && !data[index]) data[index] = { type: "custom", message: issue.message };
      } else if (head === "value" || head === "customPrompt") {
        errors[head] ??= { type: "custom", message: issue.message };
      } else {
        (errors as any).root ??= { type: "custom", message: issue.message };
      }
    }
    return { values: {}, errors };
  };
}

/** Create and edit of a value list entry (spec 02, value list data form). */
export function ValueListDataForm({ categoryId, id }: { categoryId: string; id?: string }) {
  const editing = !!id;
  const { list } = useNavigation();
  const invalidate = useInvalidate();
  const { categories, query: categoryQuery } = useValueListCategories();
  const category = categories.find((c) => c._id === categoryId);
  useResourceBreadcrumbs({ label: category?.name ?? "" });

  const resolver = useMemo<Resolver<DataFormValues>>(
    () =>
      category
        ? dataResolver(category, editing ? "edit" : "create")
        : async () => ({ values: {}, errors: { root: { type: "custom", message: "The value list was not found." } } }),
    [category, editing],
  );

  const {
    refineCore: { onFinish, mutation, query },
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<any, any, DataFormValues>({
    refineCoreProps: formSaveProps({
      resource: "value-list-data",
      id,
      what: "Value-List-Data",
      fetchError: FETCH_DATA_ERROR,
      valuesOf: (record: ValueListData) => valuesOf(record, category),
      onSaved: () => {
        invalidate({ resource: "value-list", invalidates: ["list"] });
        list("value-list-data", "push", { categoryId });
      },
    }),
    resolver,
    defaultValues: { value: "", customPrompt: "", data: [] },
  });
  // Edit takes the record from the category's already loaded data list (the data provider's getOne).
  const record = loadedRecord<ValueListData>(query);

  if (categoryQuery.isLoading || (editing && query?.isLoading)) return <FullPageLoader />;

  const submit = handleSubmit((payload: any) => {
    const body = editing
      ? {
          value: payload.value,
          customPrompt: payload.customPrompt,
          ...(category?.isMasterKey ? { data: payload.data } : {}),
        }
      : {
          value: payload.value,
          customPrompt: payload.customPrompt,
          valueListCategory: categoryId,
          ...(category?.isMasterKey ? { data: payload.data } : {}),
        };
    return onFinish(body as any).catch(() => {});
  });

  const mainField = category ? mainFieldOf(category) : null;
  const loadError = !category
    ? categoryQuery.error?.message || "The value list was not found."
    : editing && !record
      ? query?.error?.message || "The value list data was not found."
      : null;
  const serverError = mutation.isError ? mutation.error?.message || "An unknown error occurred" : loadError;

  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {editing ? "Edit Value List Data" : "Add Value List Data"}
      </Typography>
      <Stack spacing={2.5}>
        {category && !category.isMasterKey && (
          <Controller
            control={control}
            name="value"
            render={({ field }) => (
              <TextField
                label="Value"
                required
                {...field}
                error={!!errors.value}
                helperText={errors.value?.message as string}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
          />
        )}
        {category?.isMasterKey &&
          (category.fields ?? []).map((f, i) => {
            const error = (errors.data as any)?.[i]?.message as string | undefined;
            return (
              <Controller
                key={`${i}-${f.name}`}
                control={control}
                name={`data.${i}` as const}
                render={({ field }) => (
                  <TextField
                    label={f.name}
                    required={f.name === mainField}
                    value={field.value ?? ""}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={!!error}
                    helperText={error}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                )}
              />
            );
          })}
        <Controller
          control={control}
          name="customPrompt"
          render={({ field }) => (
            <TextField
              label="Custom Prompt"
              multiline
              rows={4}
              {...field}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        />
      </Stack>
      <FormActions
        error={serverError}
        onCancel={() => list("value-list-data", "push", { categoryId })}
        submitLabel={editing ? "Save" : "Submit"}
        submitDisabled={isSubmitting || mutation.isPending || !category}
      />
    </Paper>
  );
}
