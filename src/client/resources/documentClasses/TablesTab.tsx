import { useMemo } from "react";
import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFieldArrayReturn,
} from "react-hook-form";
import {
  Box,
  Button,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import type { Field } from "../../../domain/entities";
import type { FormulaField } from "../../../domain/formula";
import { SelectInput } from "../../components/SelectInput";
import { EMPTY_VALIDATION, type DocumentClassFormValues } from "./documentClassFormModel";
import { ValidationCells, ValidationTableHead } from "./ValidationCells";

/** The tables the extraction fills: each with a name, a description and columns (a field and its validation). */
export function TablesTab({
  control,
  tableArray,
  allFields,
  selectedFields,
  errors,
}: {
  control: Control<DocumentClassFormValues>;
  tableArray: UseFieldArrayReturn<DocumentClassFormValues, "tables">;
  allFields: Field[];
  selectedFields: FormulaField[];
  errors: FieldErrors<DocumentClassFormValues>;
}) {
  const { fields: tables, append, remove } = tableArray;
  return (
    <Stack spacing={2}>
      {tables.map((table, t) => (
        <TableEditor
          key={table.id}
          index={t}
          control={control}
          allFields={allFields}
          selectedFields={selectedFields}
          errors={(errors.tables as any)?.[t]}
          onRemove={() => remove(t)}
        />
      ))}
      {tables.length === 0 && (
        <Typography color="text.secondary" variant="body2">
          No tables yet.
        </Typography>
      )}
      <Box>
        <Button
          variant="outlined"
          onClick={() =>
            append({ name: "", description: "", columns: [{ field: "", validation: { ...EMPTY_VALIDATION } }] })
          }
        >
          Add Table +
        </Button>
      </Box>
    </Stack>
  );
}

function TableEditor({
  index,
  control,
  allFields,
  selectedFields,
  errors,
  onRemove,
}: {
  index: number;
  control: Control<DocumentClassFormValues>;
  allFields: Field[];
  selectedFields: FormulaField[];
  errors?: any;
  onRemove: () => void;
}) {
  const columns = useFieldArray({ control, name: `tables.${index}.columns` });
  const columnValues = useWatch({ control, name: `tables.${index}.columns` });
  const byId = useMemo(() => new Map(allFields.map((f) => [f._id, f])), [allFields]);
  // A column's formula may name the table's columns and the class's selected fields (the shared rule).
  const formulaFields = useMemo<FormulaField[]>(() => {
    const own = (columnValues ?? []).flatMap((c) =>
      c.field && byId.has(c.field) ? [{ _id: c.field, name: byId.get(c.field)!.name }] : [],
    );
    return [...own, ...selectedFields];
  }, [columnValues, byId, selectedFields]);
  const options = allFields.map((f) => ({ value: f._id, label: f.name }));
  const columnsError = errors?.columns?.message ?? errors?.columns?.root?.message;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="document-class-table">
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} alignItems={{ md: "flex-start" }}>
        <Controller
          control={control}
          name={`tables.${index}.name`}
          render={({ field }) => (
            <TextField
              label="Table Name"
              required
              size="small"
              {...field}
              error={!!errors?.name}
              helperText={errors?.name?.message}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ minWidth: 240 }}
            />
          )}
        />
        <Controller
          control={control}
          name={`tables.${index}.description`}
          render={({ field }) => (
            <TextField
              label="Description"
              size="small"
              fullWidth
              {...field}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        />
        <Tooltip title="Delete table">
          <IconButton color="error" aria-label={`Delete table ${index + 1}`} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <TableContainer sx={{ mt: 2 }}>
        <Table size="small" aria-label={`Table ${index + 1} columns`}>
          <ValidationTableHead />
          <TableBody>
            {columns.fields.map((column, c) => {
              const fieldError = errors?.columns?.[c]?.field?.message;
              const name = byId.get(columnValues?.[c]?.field ?? "")?.name ?? `Column ${c + 1}`;
              return (
                <TableRow key={column.id}>
                  <TableCell sx={{ minWidth: 200 }}>
                    <Controller
                      control={control}
                      name={`tables.${index}.columns.${c}.field`}
                      render={({ field }) => (
                        <SelectInput
                          size="small"
                          fullWidth
                          value={field.value}
                          onChange={field.onChange}
                          options={options}
                          error={!!fieldError}
                          helperText={fieldError}
                          slotProps={{ htmlInput: { "aria-label": `Table ${index + 1} column ${c + 1} field` } }}
                        />
                      )}
                    />
                  </TableCell>
                  <ValidationCells
                    control={control}
                    path={`tables.${index}.columns.${c}.validation`}
                    formulaFields={formulaFields}
                    errors={errors?.columns?.[c]?.validation}
                    label={name}
                  />
                  <TableCell align="right">
                    <Tooltip title="Delete">
                      <IconButton
                        size="small"
                        color="error"
                        aria-label={`Delete column ${c + 1}`}
                        onClick={() => columns.remove(c)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {columnsError && (
        <Typography variant="caption" color="error" component="p" sx={{ mt: 1 }}>
          {columnsError}
        </Typography>
      )}
      <Button
        size="small"
        sx={{ mt: 1 }}
        onClick={() => columns.append({ field: "", validation: { ...EMPTY_VALIDATION } })}
      >
        Add Column +
      </Button>
    </Paper>
  );
}
