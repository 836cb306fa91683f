import { useMemo } from "react";
import type { Control, FieldErrors, UseFieldArrayReturn } from "react-hook-form";
import {
  Autocomplete,
  Box,
  Chip,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import DeleteIcon from "@mui/icons-material/Delete";
import type { Field } from "../../../domain/entities";
import type { FormulaField } from "../../../domain/formula";
import { SELECT_PLACEHOLDER } from "../../components/SelectInput";
import { EMPTY_VALIDATION, type DocumentClassFormValues } from "./documentClassFormModel";
import { ValidationCells, ValidationTableHead } from "./ValidationCells";

/**
 * The fields of the class, in order from 1, each with its validation: columns Field, Required, Regex,
 * Formula, Action. Fields are picked in the select above the table; the arrows change the order.
 */
export function FieldValidationsTab({
  control,
  fieldArray,
  allFields,
  selectedFields,
  errors,
}: {
  control: Control<DocumentClassFormValues>;
  fieldArray: UseFieldArrayReturn<DocumentClassFormValues, "fields">;
  allFields: Field[];
  /** The selected fields as formulas name them. */
  selectedFields: FormulaField[];
  errors: FieldErrors<DocumentClassFormValues>;
}) {
  const { fields: rows, append, remove, move } = fieldArray;
  const byId = useMemo(() => new Map(allFields.map((f) => [f._id, f])), [allFields]);
  const selectedIds = selectedFields.map((f) => f._id);
  const listError = (errors.fields as any)?.message ?? (errors.fields as any)?.root?.message;

  const onSelect = (ids: string[]) => {
    // Removed ones go (from the end, so indexes hold); new ones join at the end.
    const current = rows.map((r) => r.field);
    for (let i = current.length - 1; i >= 0; i--) if (!ids.includes(current[i])) remove(i);
    for (const id of ids) if (!current.includes(id)) append({ field: id, validation: { ...EMPTY_VALIDATION } });
  };

  return (
    <Box>
      <Autocomplete
        multiple
        options={allFields.map((f) => f._id)}
        value={selectedIds}
        onChange={(_, ids) => onSelect(ids)}
        getOptionLabel={(id) => byId.get(id)?.name ?? selectedFields.find((f) => f._id === id)?.name ?? id}
        filterSelectedOptions
        slotProps={{ listbox: { style: { maxHeight: 300 } } }}
        renderTags={(ids, getTagProps) =>
          ids.map((id, index) => {
            const { key, ...props } = getTagProps({ index });
            return (
              <Chip
                key={key}
                size="small"
                {...props}
                label={byId.get(id)?.name ?? selectedFields.find((f) => f._id === id)?.name ?? id}
              />
            );
          })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label="Fields"
            required
            placeholder={SELECT_PLACEHOLDER}
            error={!!listError}
            helperText={listError}
            InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
          />
        )}
      />
      <TableContainer sx={{ mt: 2 }}>
        <Table size="small" aria-label="Field validations">
          <ValidationTableHead />
          <TableBody>
            {rows.map((row, index) => {
              const name =
                byId.get(row.field)?.name ?? selectedFields.find((f) => f._id === row.field)?.name ?? row.field;
              return (
                <TableRow key={row.id}>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>
                    <Typography variant="body2">
                      {index + 1}. {name}
                    </Typography>
                  </TableCell>
                  <ValidationCells
                    control={control}
                    path={`fields.${index}.validation`}
                    formulaFields={selectedFields}
                    errors={(errors.fields as any)?.[index]?.validation}
                    label={name}
                  />
                  <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                    <Tooltip title="Move up">
                      <span>
                        <IconButton
                          size="small"
                          aria-label={`Move ${name} up`}
                          disabled={index === 0}
                          onClick={() => move(index, index - 1)}
                        >
                          <ArrowUpwardIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title="Move down">
                      <span>
                        <IconButton
                          size="small"
                          aria-label={`Move ${name} down`}
                          disabled={index === rows.length - 1}
                          onClick={() => move(index, index + 1)}
                        >
                          <ArrowDownwardIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title="Delete">
                      <IconButton
                        size="small"
                        color="error"
                        aria-label={`Remove ${name}`}
                        onClick={() => remove(index)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} align="center" sx={{ py: 3, color: "text.secondary" }}>
                  Select the fields of this document class above.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
