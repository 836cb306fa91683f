import { Controller, type Control, type FieldErrors } from "react-hook-form";
import { Box, FormControlLabel, Slider, Stack, Switch, Typography } from "@mui/material";
import type { JobFormValues } from "./jobFormModel";
import { ShareInput } from "./ThresholdInputs";

const MARKS = [0, 0.5, 1, 1.5, 2].map((value) => ({ value, label: String(value) }));

function ZeroToTwo({
  control,
  name,
  label,
}: {
  control: Control<JobFormValues>;
  name: "extraction.temperature" | "extraction.top_p";
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box sx={{ flex: 1, px: 1 }}>
          <Typography variant="body2" id={`${name}-label`} gutterBottom>
            {label}: {Number(field.value ?? 0).toFixed(1)}
          </Typography>
          <Slider
            value={Number(field.value ?? 0)}
            onChange={(_, v) => field.onChange(Math.round((v as number) * 10) / 10)}
            min={0}
            max={2}
            step={0.1}
            marks={MARKS}
            valueLabelDisplay="auto"
            aria-labelledby={`${name}-label`}
          />
        </Box>
      )}
    />
  );
}

/**
 * Extraction: Auto Validate Extraction with its confidence threshold and QA sample (issue 15.2), and the Temperature
 * and Top_P sliders (0 to 2 by 0.1).
 */
export function ExtractionSection({
  control,
  errors,
}: {
  control: Control<JobFormValues>;
  errors?: FieldErrors<JobFormValues>;
}) {
  return (
    <Box component="section" aria-labelledby="job-extraction">
      <Typography id="job-extraction" variant="subtitle1" fontWeight={600} sx={{ mb: 1 }}>
        Extraction
      </Typography>
      <Controller
        control={control}
        name="extraction.autoValidateExtraction"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label="Auto Validate Extraction"
          />
        )}
      />
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mt: 1 }}>
        <ShareInput
          control={control}
          errors={errors}
          name="extraction.confidenceThreshold"
          label="Confidence Threshold"
          helperText="0 to 1. A document passes without a person only when every required field is at or above it; below it a value is marked 'check'."
        />
        <ShareInput
          control={control}
          errors={errors}
          name="extraction.qaSampleShare"
          label="QA Sample (%)"
          percent
          helperText="Share of the documents that would pass sent to a person anyway; their corrections measure the accuracy."
        />
      </Stack>
      <Stack direction={{ xs: "column", md: "row" }} spacing={4} sx={{ mt: 1 }}>
        <ZeroToTwo control={control} name="extraction.temperature" label="Temperature" />
        <ZeroToTwo control={control} name="extraction.top_p" label="Top_P" />
      </Stack>
    </Box>
  );
}
