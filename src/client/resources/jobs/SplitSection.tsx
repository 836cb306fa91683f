import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormSetValue,
} from "react-hook-form";
import {
  Box,
  Button,
  FormControlLabel,
  IconButton,
  Paper,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import { splitConfigInputType, splitConfigLabel, type SplitOption } from "../../../domain/options/catalogue";
import { SelectInput } from "../../components/SelectInput";
import type { JobFormValues } from "./jobFormModel";

/**
 * Split: Auto Validate Split, 'Add Split', and the list of 'Split n' selects, each with a remove button
 * and one required input per config key of the chosen option (numeric when its default is a number).
 */
export function SplitSection({
  control,
  setValue,
  errors,
  options,
}: {
  control: Control<JobFormValues>;
  setValue: UseFormSetValue<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
  options: SplitOption[];
}) {
  const { fields: rows, append, remove } = useFieldArray({ control, name: "split.splitOptions" });
  const values = useWatch({ control, name: "split.splitOptions" });

  return (
    <Box component="section" aria-labelledby="job-split">
      <Typography id="job-split" variant="subtitle1" fontWeight={600} sx={{ mb: 1 }}>
        Split
      </Typography>
      <Controller
        control={control}
        name="split.autoValidateSplit"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label="Auto Validate Split"
          />
        )}
      />
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {rows.map((row, i) => {
          const current = values?.[i];
          const option = options.find((o) => o._id === current?._id);
          const rowErrors = (errors.split?.splitOptions as any)?.[i];
          return (
            <Paper key={row.id} variant="outlined" sx={{ p: 1.5 }}>
              <Stack direction={{ xs: "column", md: "row" }} spacing={1.5} alignItems={{ md: "flex-start" }}>
                <SelectInput
                  label={`Split ${i + 1}`}
                  required
                  size="small"
                  value={current?._id ?? ""}
                  onChange={(id) => {
                    const chosen = options.find((o) => o._id === id);
                    // A new option starts from its defaults.
                    setValue(
                      `split.splitOptions.${i}`,
                      { _id: id, config: { ...(chosen?.config ?? {}) } },
                      { shouldDirty: true, shouldValidate: !!rowErrors },
                    );
                  }}
                  options={options.map((o) => ({ value: o._id, label: o.name }))}
                  error={!!rowErrors?._id}
                  helperText={rowErrors?._id?.message}
                  sx={{ minWidth: 280, flex: 1 }}
                />
                {Object.entries(option?.config ?? {}).map(([key, fallback]) => {
                  const numeric = splitConfigInputType(fallback) === "number";
                  const message = rowErrors?.config?.[key]?.message as string | undefined;
                  return (
                    <Controller
                      key={key}
                      control={control}
                      name={`split.splitOptions.${i}.config.${key}` as any}
                      render={({ field }) => (
                        <TextField
                          label={splitConfigLabel(key)}
                          required
                          size="small"
                          type={numeric ? "number" : "text"}
                          value={field.value ?? ""}
                          onChange={(e) =>
                            field.onChange(
                              numeric && e.target.value !== "" && Number.isFinite(Number(e.target.value))
                                ? Number(e.target.value)
                                : e.target.value,
                            )
                          }
                          onBlur={field.onBlur}
                          error={!!message}
                          helperText={message}
                          slotProps={{ inputLabel: { shrink: true }, htmlInput: numeric ? { step: "any" } : undefined }}
                          sx={{ width: 200 }}
                        />
                      )}
                    />
                  );
                })}
                <Tooltip title="Remove">
                  <IconButton color="error" aria-label={`Remove split ${i + 1}`} onClick={() => remove(i)}>
                    <DeleteIcon />
                  </IconButton>
                </Tooltip>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <Button variant="outlined" sx={{ mt: 1.5 }} onClick={() => append({ _id: "", config: {} })}>
        Add Split
      </Button>
    </Box>
  );
}
