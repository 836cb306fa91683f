import { useMemo, useState } from "react";
import { useNavigation } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import { Controller, useFieldArray, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { Alert, Box, Paper, Stack, Tab, Tabs, TextField, Typography } from "@mui/material";
import type { DocumentClass, Field } from "../../../domain/entities";
import type { FormulaField } from "../../../domain/formula";
import { useResourceBreadcrumbs } from "../../layout/breadcrumbs";
import { FullPageLoader } from "../../components/FullPageLoader";
import { SelectInput } from "../../components/SelectInput";
import { useFields } from "../fields/useFields";
import { useValueListCategories } from "../valueList/useValueListCategories";
import {
  documentClassResolver,
  DOCUMENT_CLASS_DEFAULTS,
  firstTabWithError,
  TABS,
  valuesOf,
  type DocumentClassFormValues,
  type TabId,
} from "./documentClassFormModel";
import { FieldValidationsTab } from "./FieldValidationsTab";
import { TablesTab } from "./TablesTab";
import { FETCH_DOCUMENT_CLASSES_ERROR } from "./useDocumentClasses";
import { formSaveProps, loadedRecord } from "../../components/formSaveProps";
import { FormActions } from "../../components/FormActions";

/** The fields by id: the field list's, and the names the class itself carries for fields the list no longer has. */
function fieldsOf(allFields: Field[], record?: DocumentClass<any>): Map<string, FormulaField> {
  const map = new Map<string, FormulaField>(allFields.map((f) => [f._id, { _id: f._id, name: f.name }]));
  for (const f of record?.fields ?? [])
    if (f.field && typeof f.field === "object" && !map.has(f.field._id))
      map.set(f.field._id, { _id: f.field._id, name: f.field.name });
  return map;
}

/** Create and edit of a document class in four tabs (spec 02, document class form). */
export function DocumentClassForm({ id }: { id?: string }) {
  const editing = !!id;
  const { list } = useNavigation();
  const [tab, setTab] = useState<TabId>("basicDetails");
  const { fields: allFields, query: fieldsQuery } = useFields();
  const { categories } = useValueListCategories({ toast: false });
  // The rules need the loaded record's fields, known only after useForm: the latest render's resolver is the one used.
  const latestResolver: Resolver<DocumentClassFormValues> = (values, context, options) =>
    resolver(values, context, options);
  const {
    refineCore: { onFinish, mutation, query },
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<any, any, DocumentClassFormValues>({
    refineCoreProps: formSaveProps({
      resource: "document-class",
      id,
      what: "document class",
      fetchError: FETCH_DOCUMENT_CLASSES_ERROR,
      valuesOf: (record: DocumentClass<any>) => valuesOf(record, [...fieldsOf(allFields, record).values()]),
      onSaved: () => list("document-class"),
    }),
    resolver: latestResolver,
    defaultValues: DOCUMENT_CLASS_DEFAULTS,
  });
  // Edit takes the class from the list (GET /document-class), as the list screen has it: the data provider's getOne.
  const record: DocumentClass<any> | undefined = loadedRecord<DocumentClass<any>>(query);
  useResourceBreadcrumbs({ title: editing ? (record?.name ?? "") : undefined });
  const fieldsById: Map<string, FormulaField> = useMemo(() => fieldsOf(allFields, record), [allFields, record]);
  const resolver: Resolver<DocumentClassFormValues> = useMemo(() => documentClassResolver(fieldsById), [fieldsById]);
  const fieldArray = useFieldArray({ control, name: "fields" });
  const tableArray = useFieldArray({ control, name: "tables" });
  const selectedRows = useWatch({ control, name: "fields" });
  const selectedFields = useMemo<FormulaField[]>(
    () => (selectedRows ?? []).flatMap((r) => (fieldsById.has(r.field) ? [fieldsById.get(r.field)!] : [])),
    [selectedRows, fieldsById],
  );

  if (editing && query?.isLoading) return <FullPageLoader />;

  const submit = handleSubmit(
    // Save failures are swallowed: the form stays open with the server's message.
    (payload: any) => onFinish(payload).catch(() => {}),
    (invalid: FieldErrors<DocumentClassFormValues>) => {
      const first = firstTabWithError(invalid);
      if (first) setTab(first);
    },
  );

  const loadError = editing && !record ? query?.error?.message || "The document class was not found." : null;
  const fieldsError = fieldsQuery.isError ? fieldsQuery.error?.message || "Failed to fetch fields" : null;
  const serverError = mutation.isError ? mutation.error?.message || "An unknown error occurred" : null;
  const tabHasError = (t: (typeof TABS)[number]) =>
    t.keys.some((k) => (errors as Record<string, unknown>)[k] !== undefined);

  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {editing ? "Update Document Class" : "Add Document Class"}
      </Typography>
      {(loadError || fieldsError) && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {loadError || fieldsError}
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_, v) => setTab(v)}
        variant="scrollable"
        sx={{ borderBottom: 1, borderColor: "divider", mb: 3 }}
      >
        {TABS.map((t) => (
          <Tab
            key={t.id}
            value={t.id}
            label={t.label}
            sx={{
              textTransform: "none",
              ...(tabHasError(t) ? { color: "error.main", "&.Mui-selected": { color: "error.main" } } : {}),
            }}
          />
        ))}
      </Tabs>

      <Box hidden={tab !== "basicDetails"} role="tabpanel">
        <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
          <Controller
            control={control}
            name="name"
            render={({ field }) => (
              <TextField
                label="Name"
                required
                {...field}
                error={!!errors.name}
                helperText={errors.name?.message as string}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
          />
          <Controller
            control={control}
            name="masterKeyCategory"
            render={({ field }) => (
              <SelectInput
                label="Master Key Category"
                value={field.value}
                onChange={field.onChange}
                emptyLabel="None"
                options={categories
                  .filter((c) => c.isMasterKey || c._id === field.value)
                  .map((c) => ({ value: c._id, label: c.name }))}
                error={!!errors.masterKeyCategory}
                helperText={errors.masterKeyCategory?.message as string}
              />
            )}
          />
          <Controller
            control={control}
            name="description"
            render={({ field }) => (
              <TextField
                label="Description"
                multiline
                minRows={3}
                {...field}
                error={!!errors.description}
                helperText={errors.description?.message as string}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
          />
        </Stack>
      </Box>

      <Box hidden={tab !== "promptDetails"} role="tabpanel">
        <Stack spacing={2.5}>
          <Controller
            control={control}
            name="systemPrompt"
            render={({ field }) => (
              <TextField
                label="System Prompt"
                required
                multiline
                minRows={6}
                {...field}
                error={!!errors.systemPrompt}
                helperText={errors.systemPrompt?.message as string}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
          />
          <Controller
            control={control}
            name="userPrompt"
            render={({ field }) => (
              <TextField
                label="User Prompt"
                multiline
                minRows={6}
                {...field}
                error={!!errors.userPrompt}
                helperText={errors.userPrompt?.message as string}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
          />
        </Stack>
      </Box>

      <Box hidden={tab !== "fieldValidations"} role="tabpanel">
        <FieldValidationsTab
          control={control}
          fieldArray={fieldArray}
          allFields={allFields}
          selectedFields={selectedFields}
          errors={errors}
        />
      </Box>

      <Box hidden={tab !== "tables"} role="tabpanel">
        <TablesTab
          control={control}
          tableArray={tableArray}
          allFields={allFields}
          selectedFields={selectedFields}
          errors={errors}
        />
      </Box>

      <FormActions
        error={serverError}
        onCancel={() => list("document-class")}
        submitLabel={editing ? "Update" : "Create"}
        submitDisabled={isSubmitting || mutation.isPending || (editing && !record)}
      />
    </Paper>
  );
}
