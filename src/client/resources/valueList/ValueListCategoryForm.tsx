import { useEffect } from "react";
import { useNavigation } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import { Controller, useFieldArray, type Resolver } from "react-hook-form";
import { Button, Checkbox, FormControlLabel, Paper, Stack, TextField, Typography } from "@mui/material";
import { valueListCategorySchema } from "../../../domain/schemas/valueList";
import type { ValueListCategory } from "../../../domain/entities";
import { useResourceBreadcrumbs } from "../../layout/breadcrumbs";
import { FullPageLoader } from "../../components/FullPageLoader";
import { issuesToErrors } from "../../components/formErrors";
import { CategoryFieldsEditor } from "./CategoryFieldsEditor";
import { formSaveProps, loadedRecord } from "../../components/formSaveProps";
import { FormActions } from "../../components/FormActions";

export interface CategoryFormValues {
  name: string;
  isMasterKey: boolean;
  fields: { name: string }[];
  /** The row picked by the mainField radio: an index, so renaming the main field keeps it the main field. */
  mainIndex: number | null;
}

const DEFAULTS: CategoryFormValues = { name: "", isMasterKey: false, fields: [{ name: "" }], mainIndex: null };

/** The form's values as the API takes them: fields and mainField null unless the category is a master key. */
function toInput(values: CategoryFormValues) {
  const fields = values.isMasterKey ? values.fields.map((f) => ({ name: f.name })) : null;
  const mainField =
    values.isMasterKey && values.mainIndex !== null ? (values.fields[values.mainIndex]?.name ?? null) : null;
  return { name: values.name, isMasterKey: values.isMasterKey, fields, mainField };
}

/**
 * The shared category schema. It checks the main field only once the names pass, so a second run with
 * stand-in names collects that message too: one submit shows every message.
 */
const resolver: Resolver<CategoryFormValues> = async (values) => {
  const parsed = valueListCategorySchema.safeParse(toInput(values));
  if (parsed.success) return { values: parsed.data as any, errors: {} };
  const issues = [...parsed.error.issues];
  const stubbed = {
    ...values,
    name: "-",
    fields: values.fields.map((f, i) => ({ name: f.name.trim() || `\u0000${i}` })),
  };
  const rest = valueListCategorySchema.safeParse(toInput(stubbed));
  if (!rest.success)
    issues.push(
      ...rest.error.issues.filter((i) => i.path[0] === "mainField" || (i.path[0] === "fields" && i.path.length === 1)),
    );
  return { values: {}, errors: issuesToErrors<CategoryFormValues>(issues) };
};

function valuesOf(category: ValueListCategory): CategoryFormValues {
  const fields =
    category.isMasterKey && category.fields?.length ? category.fields.map((f) => ({ name: f.name })) : [{ name: "" }];
  const main = category.mainField ? fields.findIndex((f) => f.name === category.mainField) : -1;
  return { name: category.name, isMasterKey: category.isMasterKey, fields, mainIndex: main >= 0 ? main : null };
}

/** Create and edit of a value list category (spec 02, value list category form). */
export function ValueListCategoryForm({ id }: { id?: string }) {
  const editing = !!id;
  const { list } = useNavigation();
  // The body does not scroll while the form is open (the fields area scrolls itself).
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const {
    refineCore: { onFinish, mutation, query },
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<any, any, CategoryFormValues>({
    refineCoreProps: formSaveProps({
      resource: "value-list",
      id,
      what: "Value-List-Category",
      valuesOf,
      onSaved: () => list("value-list"),
    }),
    resolver,
    defaultValues: DEFAULTS,
  });
  const fieldArray = useFieldArray({ control, name: "fields" });
  // Edit takes the category from the already loaded list; it is not fetched separately (the data provider's getOne).
  const category = loadedRecord<ValueListCategory>(query);
  useResourceBreadcrumbs({ title: editing ? (category?.name ?? "") : undefined });

  // The state is reset on opening: the form starts from the defaults, or from the loaded category.
  useEffect(() => {
    mutation.reset();
    if (!editing) reset(DEFAULTS);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (editing && query?.isLoading) return <FullPageLoader />;
  if (editing && !category) {
    return (
      <Paper sx={{ p: 3 }}>
        <Typography color="error">{query?.error?.message || "The value list was not found."}</Typography>
        <Button sx={{ mt: 2 }} onClick={() => list("value-list")}>
          Cancel
        </Button>
      </Paper>
    );
  }

  // Fields that existed at load cannot be renamed or deleted once the category has data.
  const lockedCount = category && category.totalData > 0 && category.isMasterKey ? (category.fields?.length ?? 0) : 0;
  const hasData = (category?.totalData ?? 0) > 0;
  const isMasterKey = watch("isMasterKey");

  const submit = handleSubmit((payload: any) => {
    // Edit leaves isMasterKey out: it cannot change.
    const body = editing ? { name: payload.name, fields: payload.fields, mainField: payload.mainField } : payload;
    return onFinish(body as any).catch(() => {});
  });

  const cancel = () => {
    mutation.reset();
    reset(DEFAULTS);
    list("value-list");
  };

  const serverError = mutation.isError ? mutation.error?.message || "An unknown error occurred" : null;

  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
        {editing ? "Update Value List" : "Add Value List"}
      </Typography>
      <Stack spacing={2}>
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
          name="isMasterKey"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={!!field.value}
                  disabled={editing}
                  onChange={(e) => field.onChange(e.target.checked)}
                />
              }
              label="Is Master Key"
            />
          )}
        />
        {isMasterKey && (
          <CategoryFieldsEditor
            control={control}
            fieldArray={fieldArray}
            errors={errors}
            mainIndex={watch("mainIndex")}
            onMainIndex={(i) => setValue("mainIndex", i, { shouldDirty: true })}
            lockMain={hasData}
            lockedCount={lockedCount}
          />
        )}
      </Stack>
      <FormActions
        error={serverError}
        errorStyle="text"
        onCancel={cancel}
        submitLabel={editing ? "Save" : "Create"}
        submitDisabled={isSubmitting || mutation.isPending}
      />
    </Paper>
  );
}
