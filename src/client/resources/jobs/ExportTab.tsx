import { useEffect } from "react";
import {
  Controller,
  useFormState,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormSetValue,
} from "react-hook-form";
import {
  Box,
  Button,
  CircularProgress,
  Divider,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import type { DocumentClass, MFilesClass } from "../../../domain/entities";
import { MFILES_EXPORT_ID, type ExportOption } from "../../../domain/options/catalogue";
import { SelectInput } from "../../components/SelectInput";
import {
  emptyMfilesConfig,
  fieldsMappingFor,
  mappingOf,
  type ClassMappingValues,
  type JobFormValues,
} from "./jobFormModel";
import type { useMfiles } from "./useMfiles";

type Mfiles = ReturnType<typeof useMfiles>;

/** The Export tab: the export type, and for M-Files (DE-01) its connection and the document class mapping. */
export function ExportTab({
  control,
  setValue,
  getValues,
  errors,
  exportOptions,
  documentClasses,
  mfiles,
  passwordStored,
}: {
  control: Control<JobFormValues>;
  setValue: UseFormSetValue<JobFormValues>;
  getValues: UseFormGetValues<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
  exportOptions: ExportOption[];
  documentClasses: DocumentClass[];
  mfiles: Mfiles;
  /** The job has an M-Files password stored: an empty password keeps it. */
  passwordStored: boolean;
}) {
  const exportId = useWatch({ control, name: "export._id" });

  return (
    <Stack spacing={3}>
      <Controller
        control={control}
        name="export._id"
        render={({ field }) => (
          <SelectInput
            label="Export Type"
            required
            value={field.value}
            onChange={(id) => {
              // A new type starts from an empty config.
              setValue(
                "export",
                { _id: id, config: id === MFILES_EXPORT_ID ? emptyMfilesConfig() : null },
                { shouldDirty: true },
              );
              mfiles.forget();
            }}
            options={exportOptions.map((o) => ({ value: o._id, label: o.name }))}
            sx={{ maxWidth: 480 }}
          />
        )}
      />
      {exportId === MFILES_EXPORT_ID && (
        <MfilesConfigurations
          control={control}
          setValue={setValue}
          getValues={getValues}
          errors={errors}
          documentClasses={documentClasses}
          mfiles={mfiles}
          passwordStored={passwordStored}
        />
      )}
    </Stack>
  );
}

function MfilesConfigurations({
  control,
  setValue,
  getValues,
  errors,
  documentClasses,
  mfiles,
  passwordStored,
}: {
  control: Control<JobFormValues>;
  setValue: UseFormSetValue<JobFormValues>;
  getValues: UseFormGetValues<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
  documentClasses: DocumentClass[];
  mfiles: Mfiles;
  passwordStored: boolean;
}) {
  const configErrors = (errors.export as any)?.config;
  const text = (
    name: "mfilesUrl" | "mfilesUserName" | "mfilesPassword" | "mfilesVaultGuid",
    label: string,
    extra?: { type?: string; helper?: string },
  ) => (
    <Controller
      control={control}
      name={`export.config.${name}` as const}
      render={({ field }) => (
        <TextField
          label={label}
          required={!(name === "mfilesPassword" && passwordStored)}
          type={extra?.type}
          autoComplete={name === "mfilesPassword" ? "new-password" : "off"}
          value={field.value ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={!!configErrors?.[name]}
          helperText={configErrors?.[name]?.message ?? extra?.helper}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
      )}
    />
  );

  return (
    <Box component="section" aria-labelledby="mfiles-configurations">
      <Typography id="mfiles-configurations" variant="h6" sx={{ mb: 2 }}>
        M-Files Configurations
      </Typography>
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" fontWeight={600} sx={{ mb: 2 }}>
            Connection
          </Typography>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
            {text("mfilesUrl", "M-Files Url", { helper: "e.g. https://mfiles.example.com" })}
            {text("mfilesVaultGuid", "Vault Guid")}
            {text("mfilesUserName", "User Name")}
            {text("mfilesPassword", "Password", {
              type: "password",
              helper: passwordStored ? "Leave empty to keep the stored password" : undefined,
            })}
          </Box>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 1 }}>
            <Controller
              control={control}
              name="export.config.mfilesWindowsUser"
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                  label="Windows User"
                />
              )}
            />
            <Box sx={{ flex: 1 }} />
            {mfiles.status === "succeeded" && (
              <Typography variant="body2" color="success.main">
                Connected: {mfiles.classes.length} M-Files classes
              </Typography>
            )}
            <Button
              variant="outlined"
              onClick={() => {
                const config = getValues("export.config");
                if (config) mfiles.connect(config);
              }}
              disabled={mfiles.status === "loading"}
              startIcon={mfiles.status === "loading" ? <CircularProgress size={16} /> : undefined}
            >
              Login
            </Button>
          </Stack>
        </Paper>
        <DocumentClassMapping
          control={control}
          setValue={setValue}
          errors={configErrors}
          documentClasses={documentClasses}
          mfilesClasses={mfiles.classes}
        />
      </Stack>
    </Box>
  );
}

function DocumentClassMapping({
  control,
  setValue,
  errors,
  documentClasses,
  mfilesClasses,
}: {
  control: Control<JobFormValues>;
  setValue: UseFormSetValue<JobFormValues>;
  errors: any;
  documentClasses: DocumentClass[];
  mfilesClasses: MFilesClass[];
}) {
  const classIds = useWatch({ control, name: "classification.documentClasses" }) ?? [];
  const config = useWatch({ control, name: "export.config" });
  const { isSubmitted } = useFormState({ control });

  const update = (documentClassId: string, change: (m: ClassMappingValues) => ClassMappingValues) => {
    const list = config?.documentClassMapping ?? [];
    const next = change(mappingOf(config ?? null, documentClassId));
    const exists = list.some((m) => m.documentClassId === documentClassId);
    setValue(
      "export.config.documentClassMapping",
      exists ? list.map((m) => (m.documentClassId === documentClassId ? next : m)) : [...list, next],
      { shouldDirty: true, shouldValidate: isSubmitted },
    );
  };

  // Once the M-Files classes are known, every property of a mapped class gets its row (required ones included).
  useEffect(() => {
    if (!mfilesClasses.length || !config) return;
    let changed = false;
    const next = config.documentClassMapping.map((m) => {
      const cls = mfilesClasses.find((c) => c.id === m.mfilesClassId);
      if (!cls) return m;
      const rows = fieldsMappingFor(cls, m.fieldsMapping);
      if (JSON.stringify(rows) === JSON.stringify(m.fieldsMapping)) return m;
      changed = true;
      return { ...m, fieldsMapping: rows };
    });
    if (changed) setValue("export.config.documentClassMapping", next);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mfilesClasses]);

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" fontWeight={600} sx={{ mb: 2 }}>
        Document Class Mapping
      </Typography>
      {classIds.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Choose the job's classes on the Job Basic Details tab first.
        </Typography>
      )}
      <Stack spacing={2} divider={<Divider flexItem />}>
        {classIds.map((classId, i) => {
          const documentClass = documentClasses.find((c) => c._id === classId);
          const mapping = mappingOf(config ?? null, classId);
          const mappingErrors = errors?.documentClassMapping?.[i];
          const classOptions = mfilesClasses.map((c) => ({ value: String(c.id), label: c.name }));
          if (mapping.mfilesClassId !== null && !mfilesClasses.some((c) => c.id === mapping.mfilesClassId))
            classOptions.push({
              value: String(mapping.mfilesClassId),
              label: `M-Files class ${mapping.mfilesClassId}`,
            });
          const fieldOptions = (documentClass?.fields ?? []).map((f) =>
            typeof f.field === "object"
              ? { value: f.field._id, label: f.field.name }
              : { value: String(f.field), label: String(f.field) },
          );
          return (
            <Box key={classId} data-testid="document-class-mapping">
              <Stack direction={{ xs: "column", md: "row" }} spacing={2} alignItems={{ md: "center" }}>
                <Typography sx={{ minWidth: 200, fontWeight: 500 }}>{documentClass?.name ?? classId}</Typography>
                <SelectInput
                  label="M-Files Class"
                  required
                  size="small"
                  value={mapping.mfilesClassId === null ? "" : String(mapping.mfilesClassId)}
                  onChange={(v) => {
                    const cls = mfilesClasses.find((c) => String(c.id) === v);
                    update(classId, (m) => ({
                      ...m,
                      mfilesClassId: v === "" ? null : Number(v),
                      fieldsMapping: cls ? fieldsMappingFor(cls, []) : [],
                    }));
                  }}
                  options={classOptions}
                  error={!!mappingErrors?.mfilesClassId}
                  helperText={
                    mappingErrors?.mfilesClassId?.message ??
                    (mfilesClasses.length === 0 ? "Log in to M-Files to load its classes" : undefined)
                  }
                  sx={{ minWidth: 280 }}
                />
              </Stack>
              {mapping.fieldsMapping.length > 0 && (
                <Box
                  sx={{
                    display: "grid",
                    gap: 2,
                    mt: 2,
                    pl: { md: 4 },
                    gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" },
                  }}
                >
                  {mapping.fieldsMapping.map((fm, j) => {
                    const message = mappingErrors?.fieldsMapping?.[j]?.fieldId?.message as string | undefined;
                    return (
                      <SelectInput
                        key={fm.mfilesPropertyId}
                        label={fm.name ?? `Property ${fm.mfilesPropertyId}`}
                        required={!!fm.required}
                        size="small"
                        value={fm.fieldId}
                        emptyLabel="Not mapped"
                        onChange={(fieldId) =>
                          update(classId, (m) => ({
                            ...m,
                            fieldsMapping: m.fieldsMapping.map((x, k) => (k === j ? { ...x, fieldId } : x)),
                          }))
                        }
                        options={fieldOptions}
                        error={!!message}
                        helperText={message}
                      />
                    );
                  })}
                </Box>
              )}
            </Box>
          );
        })}
      </Stack>
    </Paper>
  );
}
