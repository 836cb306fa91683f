import { Controller, type Control } from "react-hook-form";
import { Checkbox, TableCell, TableHead, TableRow, TextField } from "@mui/material";
import { parseFormula, type FormulaField } from "../../../domain/formula";
import { isValidRegex } from "../../../domain/schemas/documentClass";
import type { DocumentClassFormValues } from "./documentClassFormModel";

type ValidationPath = `fields.${number}.validation` | `tables.${number}.columns.${number}.validation`;

/**
 * The Required, Regex and Formula cells of a field or a table column. Regex and formula are checked
 * as they are typed ('Invalid regex', the formula parser's messages), not only on submit.
 */
export function ValidationCells({
  control,
  path,
  formulaFields,
  errors,
  label,
}: {
  control: Control<DocumentClassFormValues>;
  path: ValidationPath;
  /** The fields the formula may name. */
  formulaFields: FormulaField[];
  /** The submit errors of this validation. */
  errors?: { regex?: { message?: string }; formulaText?: { message?: string } };
  /** Names the inputs for screen readers, e.g. the field's name. */
  label: string;
}) {
  return (
    <>
      <TableCell padding="checkbox" align="center">
        <Controller
          control={control}
          name={`${path}.required` as any}
          render={({ field }) => (
            <Checkbox
              checked={!!field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              slotProps={{ input: { "aria-label": `${label} required` } }}
            />
          )}
        />
      </TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        <Controller
          control={control}
          name={`${path}.regex` as any}
          render={({ field }) => {
            const live = field.value && !isValidRegex(field.value) ? "Invalid regex" : undefined;
            const message = live ?? errors?.regex?.message;
            return (
              <TextField
                size="small"
                fullWidth
                placeholder="Regex"
                value={field.value ?? ""}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={!!message}
                helperText={message}
                slotProps={{ htmlInput: { "aria-label": `${label} regex` } }}
              />
            );
          }}
        />
      </TableCell>
      <TableCell sx={{ minWidth: 220 }}>
        <Controller
          control={control}
          name={`${path}.formulaText` as any}
          render={({ field }) => {
            const text = String(field.value ?? "");
            const parsed = text.trim() ? parseFormula(text, formulaFields) : null;
            const message = (parsed && !parsed.ok ? parsed.error : undefined) ?? errors?.formulaText?.message;
            return (
              <TextField
                size="small"
                fullWidth
                placeholder="[Field A] + [Field B]"
                value={text}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={!!message}
                helperText={message}
                slotProps={{ htmlInput: { "aria-label": `${label} formula` } }}
              />
            );
          }}
        />
      </TableCell>
    </>
  );
}

/** Column headers of a validations table (spec 02: Field, Required, Regex, Formula, Action). */
export function ValidationTableHead() {
  return (
    <TableHead>
      <TableRow>
        <TableCell sx={{ fontWeight: 600 }}>Field</TableCell>
        <TableCell sx={{ fontWeight: 600 }} align="center">
          Required
        </TableCell>
        <TableCell sx={{ fontWeight: 600 }}>Regex</TableCell>
        <TableCell sx={{ fontWeight: 600 }}>Formula</TableCell>
        <TableCell sx={{ fontWeight: 600 }} align="right">
          Action
        </TableCell>
      </TableRow>
    </TableHead>
  );
}
