import { Controller, useWatch, type Control, type FieldErrors, type UseFormSetValue } from "react-hook-form";
import { Autocomplete, Box, Chip, FormControlLabel, Stack, Switch, TextField, Typography } from "@mui/material";
import type { DocumentClass } from "../../../domain/entities";
import { SELECT_PLACEHOLDER, SelectInput } from "../../components/SelectInput";
import type { JobFormValues } from "./jobFormModel";
import { ShareInput } from "./ThresholdInputs";

/**
 * Classifications: Auto Classification, and with it Auto Validate Classification, Each Page
 * Classification and the Prompt; the classes are a multi-select with auto classification, one class without.
 */
export function ClassificationSection({
  control,
  setValue,
  errors,
  documentClasses,
}: {
  control: Control<JobFormValues>;
  setValue: UseFormSetValue<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
  documentClasses: DocumentClass[];
}) {
  const auto = useWatch({ control, name: "classification.autoClassification" });
  const names = new Map(documentClasses.map((c) => [c._id, c.name]));
  const classesError = (errors.classification?.documentClasses as any)?.message as string | undefined;

  return (
    <Box component="section" aria-labelledby="job-classifications">
      <Typography id="job-classifications" variant="subtitle1" fontWeight={600} sx={{ mb: 1 }}>
        Classifications
      </Typography>
      <Stack spacing={2}>
        <Stack direction={{ xs: "column", md: "row" }} spacing={{ md: 3 }}>
          <Controller
            control={control}
            name="classification.autoClassification"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={!!field.value}
                    onChange={(e) => {
                      field.onChange(e.target.checked);
                      // Multi and single selection do not mix: toggling clears the classes.
                      setValue("classification.documentClasses", [], { shouldDirty: true });
                    }}
                  />
                }
                label="Auto Classification"
              />
            )}
          />
          {auto && (
            <Controller
              control={control}
              name="classification.autoValidateClassification"
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                  label="Auto Validate Classification"
                />
              )}
            />
          )}
          {auto && (
            <Controller
              control={control}
              name="classification.eachPageClassification"
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                  label="Each Page Classification"
                />
              )}
            />
          )}
        </Stack>
        {auto && (
          <ShareInput
            control={control}
            errors={errors}
            name="classification.confidenceThreshold"
            label="Classification Confidence Threshold"
            helperText="0 to 1. Auto Validate Classification passes the batch only when every page's class is at or above it."
          />
        )}
        {auto && (
          <Controller
            control={control}
            name="classification.prompt"
            render={({ field }) => (
              <TextField
                label="Prompt"
                required
                multiline
                minRows={4}
                {...field}
                error={!!errors.classification?.prompt}
                helperText={errors.classification?.prompt?.message as string}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="classification.documentClasses"
          render={({ field }) =>
            auto ? (
              <Autocomplete
                multiple
                options={documentClasses.map((c) => c._id)}
                value={field.value ?? []}
                onChange={(_, ids) => field.onChange(ids)}
                getOptionLabel={(id) => names.get(id) ?? id}
                filterSelectedOptions
                // Several classes are picked in a row: the list stays open after each.
                disableCloseOnSelect
                slotProps={{ listbox: { style: { maxHeight: 300 } } }}
                renderTags={(ids, getTagProps) =>
                  ids.map((id, index) => {
                    const { key, ...props } = getTagProps({ index });
                    return <Chip key={key} size="small" {...props} label={names.get(id) ?? id} />;
                  })
                }
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="Classes"
                    required
                    placeholder={SELECT_PLACEHOLDER}
                    error={!!classesError}
                    helperText={classesError}
                    InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
                  />
                )}
              />
            ) : (
              <SelectInput
                label="Classes"
                required
                value={field.value?.[0] ?? ""}
                onChange={(id) => field.onChange(id ? [id] : [])}
                options={documentClasses.map((c) => ({ value: c._id, label: c.name }))}
                error={!!classesError}
                helperText={classesError}
              />
            )
          }
        />
      </Stack>
    </Box>
  );
}
