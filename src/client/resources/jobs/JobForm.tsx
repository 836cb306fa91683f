import { useEffect, useState } from "react";
import { useNavigation } from "@refinedev/core";
import { useForm } from "@refinedev/react-hook-form";
import { Controller, type FieldErrors } from "react-hook-form";
import { Box, Divider, Paper, Stack, Tab, Tabs, TextField, Typography } from "@mui/material";
import type { Job } from "../../../domain/entities";
import { MFILES_EXPORT_ID } from "../../../domain/options/catalogue";
import { useResourceBreadcrumbs } from "../../layout/breadcrumbs";
import { FullPageLoader } from "../../components/FullPageLoader";
import { SelectInput } from "../../components/SelectInput";
import { useDocumentClasses } from "../documentClasses/useDocumentClasses";
import { ClassificationSection } from "./ClassificationSection";
import { ExportTab } from "./ExportTab";
import { ExtractionSection } from "./ExtractionSection";
import { jobDefaults, jobResolver, valuesOf, type JobFormValues } from "./jobFormModel";
import { SplitSection } from "./SplitSection";
import { MailboxSection } from "./MailboxSection";
import { useJobOptions } from "./useJobOptions";
import { useMfiles } from "./useMfiles";
import { formSaveProps, loadedRecord } from "../../components/formSaveProps";
import { FormActions } from "../../components/FormActions";

type JobTab = "basic" | "export";

/** Create and edit of a job: 'Job Basic Details' and 'Export' tabs (spec 02, job form). */
export function JobForm({ id }: { id?: string }) {
  const editing = !!id;
  const { list } = useNavigation();
  const [tab, setTab] = useState<JobTab>("basic");
  const { parsers, splits, exports } = useJobOptions();
  const { documentClasses } = useDocumentClasses();
  const mfiles = useMfiles(id);

  const {
    refineCore: { onFinish, mutation, query },
    control,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<any, any, JobFormValues>({
    refineCoreProps: formSaveProps({ resource: "jobs", id, what: "job", valuesOf, onSaved: () => list("jobs") }),
    resolver: jobResolver,
    defaultValues: jobDefaults(),
  });
  // Read with GET /job/{id} on every opening (the entry has no recordFromList): a job in a list may be stale.
  const job = loadedRecord<Job>(query);
  useResourceBreadcrumbs({ title: editing ? (job?.name ?? "") : undefined });

  // A saved M-Files connection logs in at once, so the mapping shows the M-Files classes.
  useEffect(() => {
    const saved = job && valuesOf(job).export;
    const config = saved?.config;
    if (saved?._id === MFILES_EXPORT_ID && config?.mfilesUrl && config.mfilesUserName && config.mfilesVaultGuid)
      mfiles.connect(config);
  }, [job, mfiles.connect]);

  if (editing && query?.isLoading) return <FullPageLoader />;

  const submit = handleSubmit(
    (payload: any) => onFinish(payload).catch(() => {}),
    // An invalid submit shows the tab with the problem: Export when the export config is invalid, else the basic tab.
    (invalid: FieldErrors<JobFormValues>) => setTab(invalid.export ? "export" : "basic"),
  );

  const loadError = editing && query?.isError ? query.error?.message || "Failed to fetch job" : null;
  const serverError = mutation.isError ? mutation.error?.message || "An unknown error occurred" : loadError;
  const passwordStored = !!(job?.export?.config as any)?.mfilesPasswordSet;

  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {editing ? "Update Job" : "Add Job"}
      </Typography>
      <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ borderBottom: 1, borderColor: "divider", mb: 3 }}>
        <Tab
          value="basic"
          label="Job Basic Details"
          sx={{
            textTransform: "none",
            ...(errors.name ||
            errors.documentParser ||
            errors.classification ||
            errors.split ||
            errors.extraction ||
            errors.mailbox
              ? { color: "error.main" }
              : {}),
          }}
        />
        <Tab
          value="export"
          label="Export"
          sx={{ textTransform: "none", ...(errors.export ? { color: "error.main" } : {}) }}
        />
      </Tabs>

      <Box hidden={tab !== "basic"} role="tabpanel">
        <Stack spacing={3}>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
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
              name="documentParser"
              render={({ field }) => (
                <SelectInput
                  label="Document Parser"
                  required
                  value={field.value}
                  onChange={field.onChange}
                  options={parsers.map((p) => ({ value: p._id, label: p.name }))}
                  error={!!errors.documentParser}
                  helperText={errors.documentParser?.message as string}
                />
              )}
            />
          </Box>
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
          <Divider />
          <ClassificationSection
            control={control}
            setValue={setValue}
            errors={errors}
            documentClasses={documentClasses}
          />
          <Divider />
          <ExtractionSection control={control} errors={errors} />
          <Divider />
          <SplitSection control={control} setValue={setValue} errors={errors} options={splits} />
          <Divider />
          <MailboxSection
            control={control}
            setValue={setValue}
            getValues={getValues}
            errors={errors}
            jobId={id}
            status={job?.mailbox?.status}
            passwordStored={!!job?.mailbox?.passwordSet}
          />
        </Stack>
      </Box>

      <Box hidden={tab !== "export"} role="tabpanel">
        <ExportTab
          control={control}
          setValue={setValue}
          getValues={getValues}
          errors={errors}
          exportOptions={exports}
          documentClasses={documentClasses}
          mfiles={mfiles}
          passwordStored={passwordStored}
        />
      </Box>

      <FormActions
        error={serverError}
        onCancel={() => list("jobs")}
        submitLabel={editing ? "Update" : "Create"}
        submitDisabled={isSubmitting || mutation.isPending || (editing && !job)}
      />
    </Paper>
  );
}
