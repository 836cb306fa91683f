import { z } from "zod";
import { parseFormula } from "../formula/parseFormula";
import { isValidRegex } from "../text/safeRegex";
import type { FormulaField, FormulaNode } from "../formula/formulaTree";

/**
 * Shared by the document class form and POST/PATCH /document-class (spec 02, section 5 "Document class").
 * The formula rules need the names of the selected fields, so they are not in the schema itself:
 * run resolveDocumentClassFormulas on the schema's output with the fields at hand (the client has them
 * loaded, the server reads them from the database). The tree sent by a client is never trusted.
 */

/** Whether a regular expression can run on the linear-time engine ('Invalid regex' otherwise). */
export { isValidRegex };

/** A reference may come as an id or as the {_id, name} object a GET returned; both mean the id. */
export function refId(value: unknown): unknown {
  if (value !== null && typeof value === "object" && !Array.isArray(value) && "_id" in value)
    return (value as { _id: unknown })._id;
  return value;
}

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? "");

const requiredText = (message: string, label: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

const fieldRef = z.preprocess(refId, z.string({ error: "Field is required" }).trim().min(1, "Field is required"));

const fieldValidationSchema = z
  .object(
    {
      required: z
        .boolean({ error: "Required must be true or false" })
        .nullish()
        .transform((v) => v ?? false),
      regex: z
        .string({ error: "Regex must be text" })
        .max(1000, "Regex must be at most 1000 characters")
        .nullish()
        .transform((v) => v ?? "")
        .refine((v) => v === "" || isValidRegex(v), "Invalid regex"),
      /** Ignored on input: the formula is parsed again from formulaText. */
      formula: z.unknown().optional(),
      formulaText: z
        .string({ error: "Formula must be text" })
        .max(1000, "Formula must be at most 1000 characters")
        .nullish()
        .transform((v) => (v ?? "").trim()),
    },
    { error: "A validation must be an object" },
  )
  .nullish()
  .transform((v) => ({ required: v?.required ?? false, regex: v?.regex ?? "", formulaText: v?.formulaText ?? "" }));

const classFieldSchema = z.object(
  {
    field: fieldRef,
    order: z
      .number({ error: "Order must be a number" })
      .int("Order must be a whole number")
      .min(1, "Order starts at 1")
      .optional(),
    validation: fieldValidationSchema,
  },
  { error: "Each selected field must be an object" },
);

const columnSchema = z.object(
  {
    field: fieldRef,
    validation: fieldValidationSchema,
  },
  { error: "Each table column must be an object" },
);

const tableSchema = z.object(
  {
    name: requiredText("Table name is required", "Table name", 100),
    description: optionalText("Table description", 2000),
    columns: z
      .array(columnSchema, { error: "Please select at least one column" })
      .min(1, "Please select at least one column"),
  },
  { error: "Each table must be an object" },
);

export const documentClassSchema = z
  .object({
    name: requiredText("Name is required", "Name", 100),
    description: optionalText("Description", 2000),
    systemPrompt: requiredText("System Prompt is required", "System Prompt", 20000),
    userPrompt: optionalText("User Prompt", 20000),
    masterKeyCategory: z.preprocess(
      refId,
      z
        .string({ error: "Master key category must be an id" })
        .trim()
        .nullish()
        .transform((v) => v || null),
    ),
    fields: z
      .array(classFieldSchema, { error: "Please select at least one field" })
      .min(1, "Please select at least one field"),
    tables: z
      .array(tableSchema, { error: "Tables must be a list" })
      .nullish()
      .transform((v) => v ?? []),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.fields.forEach((entry, i) => {
      if (seen.has(entry.field))
        ctx.addIssue({ code: "custom", path: ["fields", i, "field"], message: "A field can be selected only once" });
      seen.add(entry.field);
    });
    const tableNames = new Set<string>();
    value.tables.forEach((table, t) => {
      const key = table.name.toLowerCase();
      if (tableNames.has(key))
        ctx.addIssue({
          code: "custom",
          path: ["tables", t, "name"],
          message: `There is more than one table named ${table.name}`,
        });
      tableNames.add(key);
      const columns = new Set<string>();
      table.columns.forEach((column, c) => {
        if (columns.has(column.field))
          ctx.addIssue({
            code: "custom",
            path: ["tables", t, "columns", c, "field"],
            message: `A field can be a column of the table ${table.name} only once`,
          });
        columns.add(column.field);
      });
    });
  })
  .transform((value) => ({
    ...value,
    // Fields in their order (given orders first, stable), numbered again from 1.
    fields: value.fields
      .map((entry, i) => ({ entry, key: entry.order ?? i + 1, i }))
      .sort((a, b) => a.key - b.key || a.i - b.i)
      .map(({ entry }, i) => ({ field: entry.field, order: i + 1, validation: entry.validation })),
  }));

export type DocumentClassParsed = z.output<typeof documentClassSchema>;

export interface ResolvedValidation {
  required: boolean;
  regex: string;
  formula: FormulaNode | null;
  formulaText: string;
}

export interface DocumentClassResolved extends Omit<DocumentClassParsed, "fields" | "tables"> {
  fields: { field: string; order: number; validation: ResolvedValidation }[];
  tables: { name: string; description: string; columns: { field: string; validation: ResolvedValidation }[] }[];
}

type ResolveFormulasResult =
  { ok: true; value: DocumentClassResolved } | { ok: false; message: string; path: (string | number)[] };

/**
 * Parses every formulaText with parseFormula and puts the parsed tree into `formula`.
 * - A selected field's formula may name the fields selected in the class.
 * - A table column's formula may name the table's columns and the class's selected fields (columns first).
 * `fieldsById` must hold every field id the class uses; an id it lacks is not a name a formula can use.
 * The first failure is returned with the parser's exact message and the path of its formulaText.
 */
export function resolveDocumentClassFormulas(
  input: DocumentClassParsed,
  fieldsById: ReadonlyMap<string, FormulaField>,
): ResolveFormulasResult {
  const known = (ids: string[]): FormulaField[] =>
    ids.flatMap((id) => (fieldsById.has(id) ? [fieldsById.get(id)!] : []));
  const classFields = known(input.fields.map((f) => f.field));
  const resolve = (
    validation: DocumentClassParsed["fields"][number]["validation"],
    fields: FormulaField[],
  ): { ok: true; value: ResolvedValidation } | { ok: false; message: string } => {
    if (!validation.formulaText) return { ok: true, value: { ...validation, formula: null } };
    const parsed = parseFormula(validation.formulaText, fields);
    if (!parsed.ok) return { ok: false, message: parsed.error };
    return { ok: true, value: { ...validation, formula: parsed.tree } };
  };

  const fields: DocumentClassResolved["fields"] = [];
  for (const [i, entry] of input.fields.entries()) {
    const r = resolve(entry.validation, classFields);
    if (!r.ok) return { ok: false, message: r.message, path: ["fields", i, "validation", "formulaText"] };
    fields.push({ ...entry, validation: r.value });
  }
  const tables: DocumentClassResolved["tables"] = [];
  for (const [t, table] of input.tables.entries()) {
    const tableFields = [...known(table.columns.map((c) => c.field)), ...classFields];
    const columns: DocumentClassResolved["tables"][number]["columns"] = [];
    for (const [c, column] of table.columns.entries()) {
      const r = resolve(column.validation, tableFields);
      if (!r.ok)
        return { ok: false, message: r.message, path: ["tables", t, "columns", c, "validation", "formulaText"] };
      columns.push({ ...column, validation: r.value });
    }
    tables.push({ ...table, columns });
  }
  return { ok: true, value: { ...input, fields, tables } };
}
