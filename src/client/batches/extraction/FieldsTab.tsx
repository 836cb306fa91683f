import { Stack, Typography } from "@mui/material";
import type { Property } from "./extractionModel";
import { FieldInput } from "./FieldInput";

interface FieldsTabProps {
  properties: Property[];
  readOnly: boolean;
  onChange: (fieldId: string, text: string) => void;
  onFocusField: (fieldId: string) => void;
  /** Leaving a field: its change is checked at once. */
  onBlurField?: (fieldId: string) => void;
  /** Pick lists of Master_Key and Value_List fields, by field id. */
  choices?: Record<string, string[]>;
  /** The job's confidence threshold (issue 15): below it a value is marked 'check'. */
  threshold?: number;
}

/** The Fields tab: one input per property of the document, in the class's order. */
export function FieldsTab({
  properties,
  readOnly,
  onChange,
  onFocusField,
  onBlurField,
  choices,
  threshold,
}: FieldsTabProps) {
  if (!properties.length)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
        This document has no fields.
      </Typography>
    );
  return (
    <Stack
      spacing={2}
      sx={{ pt: 1 }}
      component="form"
      onSubmit={(e) => e.preventDefault()}
      noValidate
      aria-label="Fields"
    >
      {properties.map((p) => (
        <FieldInput
          key={p.field._id}
          property={p}
          readOnly={readOnly}
          onChange={(text) => onChange(p.field._id, text)}
          onFocus={() => onFocusField(p.field._id)}
          onBlur={() => onBlurField?.(p.field._id)}
          choices={choices?.[p.field._id]}
          threshold={threshold}
        />
      ))}
    </Stack>
  );
}
