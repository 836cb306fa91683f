import type { FieldErrors, Resolver } from "react-hook-form";
import type { DocumentClass, FieldValidation } from "../../../domain/entities";
import { formulaToText, type FormulaField } from "../../../domain/formula";
import { documentClassSchema, refId, resolveDocumentClassFormulas } from "../../../domain/schemas/documentClass";
import { issuesToErrors } from "../../components/formErrors";

export interface ValidationValues {
  required: boolean;
  regex: string;
  formulaText: string;
}

export interface DocumentClassFormValues {
  name: string;
  masterKeyCategory: string;
  description: string;
  systemPrompt: string;
  userPrompt: string;
  /** In order: the first row is order 1. */
  fields: { field: string; validation: ValidationValues }[];
  tables: { name: string; description: string; columns: { field: string; validation: ValidationValues }[] }[];
}

export const EMPTY_VALIDATION: ValidationValues = { required: false, regex: "", formulaText: "" };

export const DOCUMENT_CLASS_DEFAULTS: DocumentClassFormValues = {
  name: "",
  masterKeyCategory: "",
  description: "",
  systemPrompt: "",
  userPrompt: "",
  fields: [],
  tables: [],
};

/** The tabs, in order; the form opens on basicDetails and jumps to the first one holding an error. */
export const TABS = [
  { id: "basicDetails", label: "Document Basic Details", keys: ["name", "masterKeyCategory", "description"] },
  { id: "promptDetails", label: "Prompt Details", keys: ["systemPrompt", "userPrompt"] },
  { id: "fieldValidations", label: "Field Validations", keys: ["fields"] },
  { id: "tables", label: "Tables", keys: ["tables"] },
] as const;
export type TabId = (typeof TABS)[number]["id"];

export function firstTabWithError(errors: FieldErrors<DocumentClassFormValues>): TabId | null {
  return TABS.find((t) => t.keys.some((k) => (errors as Record<string, unknown>)[k] !== undefined))?.id ?? null;
}

const idOf = (ref: unknown): string => String(refId(ref) ?? "");

/** The name a field reference carries, for formulas stored without their text. */
function namesOf(record: DocumentClass<any>): FormulaField[] {
  const refs = [
    ...(record.fields ?? []).map((f) => f.field),
    ...(record.tables ?? []).flatMap((t) => t.columns.map((c) => c.field)),
  ];
  return refs.filter((r) => r && typeof r === "object").map((r) => ({ _id: r._id, name: r.name }));
}

function validationValues(v: Partial<FieldValidation> | undefined, fields: FormulaField[]): ValidationValues {
  const formulaText = v?.formulaText || (v?.formula ? formulaToText(v.formula, fields) : "");
  return { required: !!v?.required, regex: v?.regex ?? "", formulaText };
}

/** A class as GET /document-class lists it (fields as {_id, name}) turned into the form's values. */
export function valuesOf(record: DocumentClass<any>, allFields: FormulaField[]): DocumentClassFormValues {
  const known = [...namesOf(record), ...allFields];
  return {
    name: record.name ?? "",
    masterKeyCategory: idOf(record.masterKeyCategory ?? ""),
    description: record.description ?? "",
    systemPrompt: record.systemPrompt ?? "",
    userPrompt: record.userPrompt ?? "",
    fields: [...(record.fields ?? [])]
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
      .map((f) => ({ field: idOf(f.field), validation: validationValues(f.validation, known) })),
    tables: (record.tables ?? []).map((t) => ({
      name: t.name ?? "",
      description: t.description ?? "",
      columns: (t.columns ?? []).map((c) => ({
        field: idOf(c.field),
        validation: validationValues(c.validation, known),
      })),
    })),
  };
}

/** The values as POST/PATCH /document-class takes them, before the schema: orders from 1, no category as null. */
function toInput(values: DocumentClassFormValues) {
  return {
    name: values.name,
    description: values.description,
    systemPrompt: values.systemPrompt,
    userPrompt: values.userPrompt,
    masterKeyCategory: values.masterKeyCategory || null,
    fields: values.fields.map((f, i) => ({ field: f.field, order: i + 1, validation: f.validation })),
    tables: values.tables.map((t) => ({
      name: t.name,
      description: t.description,
      columns: t.columns.map((c) => ({ field: c.field, validation: c.validation })),
    })),
  };
}

/**
 * The shared document class schema, then every formula parsed against the fields it may name; the
 * resolved body (formula as parsed tree plus formulaText) is what the submit handler receives.
 */
export function documentClassResolver(
  fieldsById: ReadonlyMap<string, FormulaField>,
): Resolver<DocumentClassFormValues> {
  return async (values) => {
    const parsed = documentClassSchema.safeParse(toInput(values));
    if (!parsed.success) return { values: {}, errors: issuesToErrors<DocumentClassFormValues>(parsed.error.issues) };
    const resolved = resolveDocumentClassFormulas(parsed.data, fieldsById);
    if (!resolved.ok)
      return {
        values: {},
        errors: issuesToErrors<DocumentClassFormValues>([{ path: resolved.path, message: resolved.message }]),
      };
    return { values: resolved.value as any, errors: {} };
  };
}
