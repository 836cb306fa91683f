import { useState } from "react";
import { Autocomplete, Box, InputAdornment, TextField, Tooltip, Typography } from "@mui/material";
import EditNoteIcon from "@mui/icons-material/EditNote";
import {
  confidenceCue,
  fieldTooltip,
  propertyError,
  propertyWarning,
  sourceNote,
  type Property,
} from "./extractionModel";
import { readableDate, textOf } from "./fieldValue";
import { CHECK_ATTRIBUTE, NAV_ATTRIBUTE } from "./keyboard";

interface FieldInputProps {
  property: Property;
  readOnly: boolean;
  onChange: (text: string) => void;
  onFocus: () => void;
  onBlur?: () => void;
  /** A Master_Key or Value_List field's records: the input is a searchable pick list of them. */
  choices?: string[];
  /** The job's confidence threshold: below it a value is marked 'check'. */
  threshold?: number;
}

const INPUT_MODE: Record<string, "decimal" | "text"> = { Number: "decimal" };
const PLACEHOLDER: Record<string, string> = { Number: "0.00", Date: "YYYY-MM-DD" };

/**
 * The lines under a field: its check or what was extracted, where the value came from, and a warning (to read,
 * not to fix: coloured as one, on a line of its own, beside an error too).
 */
function helperNode(text: string, warning: string | null) {
  if (!warning) return text || undefined;
  return (
    <>
      {text}
      <Box component="span" sx={{ display: "block", color: "warning.dark" }} data-testid="field-warning">
        {warning}
      </Box>
    </>
  );
}

/**
 * One field of the extraction form, typed by its data type: Number accepts only numeric values, Date must
 * parse (shown and stored as YYYY-MM-DD), Boolean is true or false, the rest text. The text typed stays as
 * typed while the input has the focus; on leaving it shows the stored value.
 */
export function FieldInput({ property: p, readOnly, onChange, onFocus, onBlur, choices, threshold }: FieldInputProps) {
  const dataType = p.field.dataType;
  const [typing, setTyping] = useState<string | null>(null);
  const stored = p.input ?? textOf(dataType, p.value);
  const text = typing ?? stored;
  const error = propertyError(p);
  const tooltip = fieldTooltip(p);
  const changed = p.input === undefined && textOf(dataType, p.value) !== textOf(dataType, p.originalValue);
  const warning = propertyWarning(p);
  const helper =
    error ??
    (dataType === "Date" && typeof p.value === "string" && p.input === undefined ? readableDate(p.value) : "") ??
    "";
  const id = `extraction-field-${p.field._id}`;
  const cue = changed ? null : confidenceCue(p, threshold);
  // Enter can visit only the values to check (the pane's 'Only values to check' switch).
  const checkMark = cue ? { [CHECK_ATTRIBUTE]: "" } : {};

  const change = (value: string) => {
    setTyping(value);
    onChange(value);
  };
  const common = {
    id,
    label: p.field.name || p.field._id,
    size: "small" as const,
    fullWidth: true,
    error: !!error,
    // Beside the value: its check or what was extracted, and where it came from (e-invoice data, BT-112).
    helperText: helperNode(
      [helper || (changed ? `Extracted: ${textOf(dataType, p.originalValue) || "–"}` : ""), sourceNote(p)]
        .filter(Boolean)
        .join(" · "),
      warning,
    ),
    onFocus,
    onBlur: () => {
      setTyping(null);
      onBlur?.();
    },
  };

  const picked = (dataType === "Master_Key" || dataType === "Value_List") && !!choices?.length;
  const input = picked ? (
    <Autocomplete
      id={id}
      // What was extracted stays choosable even when no record has it (yet).
      options={text && !choices!.includes(text) ? [text, ...choices!] : choices!}
      value={text || null}
      onChange={(_, v) => change(v ?? "")}
      readOnly={readOnly}
      autoHighlight
      size="small"
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label={common.label}
          error={common.error}
          helperText={common.helperText}
          onFocus={onFocus}
          onBlur={common.onBlur}
          slotProps={{
            htmlInput: { ...params.inputProps, [NAV_ATTRIBUTE]: "", "data-field-id": p.field._id, ...checkMark },
          }}
        />
      )}
    />
  ) : dataType === "Boolean" ? (
    <TextField
      {...common}
      select
      value={text}
      onChange={(e) => change(e.target.value)}
      slotProps={{
        select: { native: true },
        htmlInput: { [NAV_ATTRIBUTE]: "", "data-field-id": p.field._id, disabled: readOnly, ...checkMark },
        inputLabel: { shrink: true },
      }}
    >
      <option value="">–</option>
      <option value="true">true</option>
      <option value="false">false</option>
      {text && text !== "true" && text !== "false" && <option value={text}>{text}</option>}
    </TextField>
  ) : (
    <TextField
      {...common}
      value={text}
      onChange={(e) => change(e.target.value)}
      placeholder={PLACEHOLDER[dataType ?? ""]}
      slotProps={{
        htmlInput: {
          [NAV_ATTRIBUTE]: "",
          "data-field-id": p.field._id,
          inputMode: INPUT_MODE[dataType ?? ""] ?? "text",
          readOnly,
          autoComplete: "off",
          spellCheck: false,
          ...checkMark,
        },
        input: changed
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <EditNoteIcon fontSize="small" color="info" titleAccess="Changed by you" />
                </InputAdornment>
              ),
            }
          : cue
            ? {
                endAdornment: (
                  <InputAdornment position="end">
                    <Typography
                      component="span"
                      variant="caption"
                      color="warning.main"
                      title={cue.title}
                      data-testid="confidence-cue"
                    >
                      {cue.label}
                    </Typography>
                  </InputAdornment>
                ),
              }
            : undefined,
      }}
    />
  );

  return (
    <Tooltip
      title={tooltip}
      placement="left"
      arrow
      disableInteractive
      describeChild
      slotProps={{
        tooltip: { sx: error ? { bgcolor: "error.main" } : undefined },
        arrow: { sx: error ? { color: "error.main" } : undefined },
      }}
    >
      <div data-testid={`field-${p.field.name}`}>{input}</div>
    </Tooltip>
  );
}
