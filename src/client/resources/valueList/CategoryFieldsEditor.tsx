import { Controller, type Control, type FieldErrors, type UseFieldArrayReturn } from "react-hook-form";
import { Box, Button, IconButton, Radio, Stack, TextField, Tooltip, Typography } from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import type { CategoryFormValues } from "./ValueListCategoryForm";

const MAIN_FIELD_TOOLTIP = "Please select the field which you want to be the main field.";

/**
 * The Fields section of a master key category: a mainField radio, a name and a delete button per row, and
 * 'Add New Field +'. With data in the category the radios and the rows that existed at load are locked.
 */
export function CategoryFieldsEditor({
  control,
  fieldArray,
  errors,
  mainIndex,
  onMainIndex,
  lockMain,
  lockedCount,
}: {
  control: Control<CategoryFormValues>;
  fieldArray: UseFieldArrayReturn<CategoryFormValues, "fields">;
  errors: FieldErrors<CategoryFormValues>;
  mainIndex: number | null;
  onMainIndex: (index: number | null) => void;
  lockMain: boolean;
  lockedCount: number;
}) {
  const { fields, append, remove } = fieldArray;
  const listError = (errors.fields as any)?.message ?? (errors.fields as any)?.root?.message;
  const mainError = (errors as any).mainField?.message as string | undefined;

  const removeRow = (index: number) => {
    remove(index);
    if (mainIndex === null) return;
    if (mainIndex === index) onMainIndex(null);
    else if (mainIndex > index) onMainIndex(mainIndex - 1);
  };

  return (
    <Box>
      <Stack direction="row" alignItems="center" spacing={0.5} sx={{ mb: 1 }}>
        <Typography variant="subtitle1" fontWeight={600}>
          Fields
        </Typography>
        <Tooltip title={MAIN_FIELD_TOOLTIP}>
          <InfoOutlinedIcon fontSize="small" color="action" aria-label={MAIN_FIELD_TOOLTIP} />
        </Tooltip>
      </Stack>
      <Box sx={{ maxHeight: "20rem", overflowY: "auto", pr: 1, pt: 1 }} data-testid="category-fields">
        <Stack spacing={1.5}>
          {fields.map((row, index) => {
            const locked = index < lockedCount;
            const error = errors.fields?.[index]?.name?.message;
            return (
              <Stack key={row.id} direction="row" spacing={1} alignItems="flex-start">
                <Radio
                  checked={mainIndex === index}
                  onChange={() => onMainIndex(index)}
                  disabled={lockMain}
                  slotProps={{ input: { "aria-label": `Main field ${index + 1}` } }}
                  sx={{ mt: 0.5 }}
                />
                {/* A Controller, not register: a disabled (locked) input must keep its value in the payload. */}
                <Controller
                  control={control}
                  name={`fields.${index}.name` as const}
                  render={({ field }) => (
                    <TextField
                      size="small"
                      fullWidth
                      label={`Field ${index + 1}`}
                      required
                      disabled={locked}
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
                <IconButton
                  aria-label={`Delete field ${index + 1}`}
                  color="error"
                  disabled={locked}
                  onClick={() => removeRow(index)}
                  sx={{ mt: 0.25 }}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            );
          })}
        </Stack>
      </Box>
      {(listError || mainError) && (
        <Typography variant="caption" color="error" component="p" sx={{ mt: 1 }}>
          {listError || mainError}
        </Typography>
      )}
      <Button sx={{ mt: 1 }} onClick={() => append({ name: "" })}>
        Add New Field +
      </Button>
    </Box>
  );
}
