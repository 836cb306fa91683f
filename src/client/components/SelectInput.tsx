import type { ReactNode } from "react";
import { MenuItem, TextField, type TextFieldProps } from "@mui/material";

/** The select widget defaults of the spec: menu at most 300 high, at least 140, placeholder 'Select...'. */
const SELECT_MENU_PROPS = { slotProps: { paper: { sx: { maxHeight: 300, minHeight: 0 } } } } as const;
export const SELECT_PLACEHOLDER = "Select...";

interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/** A single select over options; an empty value shows the placeholder. */
export function SelectInput({
  value,
  onChange,
  options,
  emptyLabel,
  ...props
}: Omit<TextFieldProps, "onChange" | "select" | "value"> & {
  value: string | null | undefined;
  onChange: (value: string) => void;
  options: SelectOption[];
  /** An extra first option meaning "none" (e.g. an optional category). */
  emptyLabel?: string;
}) {
  return (
    <TextField
      {...props}
      select
      value={value ?? ""}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        ...props.slotProps,
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          MenuProps: SELECT_MENU_PROPS,
          renderValue: (v: unknown) => {
            const found = options.find((o) => o.value === v);
            if (found) return found.label;
            return <span style={{ color: "#9e9e9e" }}>{emptyLabel ?? SELECT_PLACEHOLDER}</span>;
          },
        },
      }}
      sx={{ minWidth: 140, ...props.sx }}
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
