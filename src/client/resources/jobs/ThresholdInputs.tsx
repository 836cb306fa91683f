import { Controller, type Control, type FieldErrors } from "react-hook-form";
import { TextField } from "@mui/material";
import type { JobFormValues } from "./jobFormModel";

type Name = "extraction.confidenceThreshold" | "classification.confidenceThreshold" | "extraction.qaSampleShare";

const errorOf = (errors: FieldErrors<JobFormValues> | undefined, name: Name): string | undefined => {
  const [group, key] = name.split(".") as ["extraction" | "classification", string];
  return ((errors?.[group] as any)?.[key]?.message as string | undefined) ?? undefined;
};

/**
 * Issue 15.2: a confidence threshold (0 to 1) or, with `percent`, the QA sample share shown in per cent (stored 0 to 1).
 * An emptied input sends nothing, so the default applies.
 */
export function ShareInput({
  control,
  errors,
  name,
  label,
  helperText,
  percent = false,
}: {
  control: Control<JobFormValues>;
  errors?: FieldErrors<JobFormValues>;
  name: Name;
  label: string;
  helperText: string;
  percent?: boolean;
}) {
  const error = errorOf(errors, name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value =
          field.value === null || field.value === undefined || Number.isNaN(field.value)
            ? ""
            : percent
              ? String(Math.round(Number(field.value) * 1000) / 10)
              : String(field.value);
        return (
          <TextField
            label={label}
            type="number"
            size="small"
            value={value}
            onChange={(e) => {
              const text = e.target.value;
              field.onChange(text === "" ? null : percent ? Number(text) / 100 : Number(text));
            }}
            onBlur={field.onBlur}
            error={!!error}
            helperText={error ?? helperText}
            sx={{ width: 260 }}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: percent ? { min: 0, max: 100, step: 1 } : { min: 0, max: 1, step: 0.05 },
            }}
          />
        );
      }}
    />
  );
}
