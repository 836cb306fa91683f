/**
 * The class's validations on a document's properties: required, regular expression, formula, and
 * the data type. Each failure becomes the property's error (several joined with '; '), and a
 * property is validated only when it has none. Run after extraction and again after every edit.
 */
import type { DataType, ExtractedValue, ExtractionProperty, FieldValidation } from "../../../domain/entities";
import { evaluateFormula, formulaFieldIds, formulaToText } from "../../../domain/formula";
import { MONEY_TOLERANCE } from "./amounts";
import { parseNumber } from "./parseNumber";
import { parseDate } from "./parseDate";
import { parseBoolean } from "./parseBoolean";
import { isValidRegex, regexTest } from "../../../domain/text/safeRegex";
import { fieldIdOf } from "../../../domain/batch/transitions";

export interface ValidationClass {
  fields: {
    field: { _id: string; name: string; dataType?: DataType };
    validation?: Partial<FieldValidation> | null;
  }[];
}

type FieldOf<P> = P extends ExtractionProperty<infer F> ? F : never;

export { fieldIdOf };

const isEmpty = (value: ExtractedValue | undefined) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "");

/** A property's value as a number, when it is one ("1.234,56" typed by a person counts). */
function numericValue(value: ExtractedValue | undefined): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim()) return parseNumber(value)?.value ?? null;
  return null;
}

/** 42 → "42", 41.3 → "41.30": amounts read the way they are printed. */
function formatAmount(value: number, like: ExtractedValue | undefined): string {
  const printedDecimals =
    typeof like === "number"
      ? (String(like).split(".")[1]?.length ?? 0)
      : typeof like === "string"
        ? (/[.,](\d+)$/.exec(like)?.[1].length ?? 0)
        : 0;
  if (Number.isInteger(value) && printedDecimals === 0) return String(value);
  return value.toFixed(Math.max(2, Math.min(printedDecimals, 4)));
}

function typeError(name: string, dataType: DataType | undefined, value: ExtractedValue): string | null {
  switch (dataType) {
    case "Number":
      return numericValue(value) === null ? `${name} must be a number` : null;
    case "Date":
      return typeof value === "string" && parseDate(value) ? null : `${name} must be a valid date`;
    case "Boolean":
      return parseBoolean(value as string | boolean) === null ? `${name} must be true or false` : null;
    default:
      return null;
  }
}

/** On the linear-time engine: a pattern and a value people choose must never stall the server. */
function regexFails(regex: string, value: ExtractedValue): boolean {
  if (!isValidRegex(regex)) return false; // A broken pattern is the class's problem, not the document's.
  return !regexTest(regex, String(value));
}

export function validateProperties<P extends ExtractionProperty<unknown>>(
  properties: P[],
  documentClass: ValidationClass,
): P[] {
  const classFields = documentClass.fields ?? [];
  const byId = new Map(classFields.map((f) => [f.field._id, f]));
  const values: Record<string, number | null> = {};
  for (const property of properties) values[fieldIdOf(property.field)] = numericValue(property.value);
  const formulaFields = classFields.map((f) => ({ _id: f.field._id, name: f.field.name }));

  return properties.map((property) => {
    const id = fieldIdOf(property.field);
    const classField = byId.get(id);
    const name = classField?.field.name ?? (property.field as FieldOf<P> & { name?: string })?.name ?? "Field";
    const validation = classField?.validation ?? {};
    const errors: string[] = [];
    const value = property.value;
    if (isEmpty(value)) {
      if (validation.required) errors.push(`${name} is required`);
    } else {
      const typeProblem = typeError(name, classField?.field.dataType, value);
      if (typeProblem) errors.push(typeProblem);
      if (validation.regex && validation.regex.trim() && regexFails(validation.regex, value)) {
        errors.push(`${name} does not match the expected format`);
      }
      if (validation.formula && !typeProblem) {
        const actual = numericValue(value);
        const inputs: Record<string, number | null> = {};
        for (const fieldId of formulaFieldIds(validation.formula)) inputs[fieldId] = values[fieldId] ?? null;
        const expected = evaluateFormula(validation.formula, inputs);
        if (expected !== null && actual !== null && Math.abs(expected - actual) > MONEY_TOLERANCE + 1e-9) {
          const text = validation.formulaText?.trim() || formulaToText(validation.formula, formulaFields);
          errors.push(`${name} should be ${formatAmount(Math.round(expected * 10000) / 10000, value)} (${text})`);
        }
      }
    }
    const error = errors.length > 0 ? errors.join("; ") : null;
    return { ...property, error, validated: error === null };
  });
}
