// Optional LLM extraction: one request per document, the answer constrained to a JSON schema built from the class.
import type { ExtractedValue } from "../../../domain/entities";
import { parseBoolean } from "../extraction/parseBoolean";
import { parseDate } from "../extraction/parseDate";
import { parseNumber } from "../extraction/parseNumber";
import type { ChatMessage, LlmClient } from "./llmClient.js";

export interface LlmFieldInput {
  _id: string;
  name: string;
  /** String | Number | Boolean | Date | Master_Key | Value_List (anything else is read as String). */
  dataType: string;
  description?: string | null;
}

export interface LlmDocumentClassInput {
  name: string;
  systemPrompt?: string | null;
  userPrompt?: string | null;
  fields: Array<{ field: LlmFieldInput }>;
  tables?: Array<{ name: string; columns: Array<{ field: LlmFieldInput }> }>;
}

interface ExtractWithLlmInput {
  documentClass: LlmDocumentClassInput;
  /** The master key's custom prompt; may be empty. */
  customPrompt?: string | null;
  temperature?: number | null;
  top_p?: number | null;
  /** The document's text. */
  text: string;
  timeoutMs?: number;
  /** The document text is cut to this many characters (default 100 000). */
  maxTextChars?: number;
}

interface LlmExtractionResult {
  /** Field id -> value (null when the model found nothing or the value does not fit the data type). */
  values: Record<string, ExtractedValue>;
  /** Table name -> rows, each row column field id -> value. */
  tables: Record<string, Array<Record<string, ExtractedValue>>>;
}

const EXTRACT_SCHEMA_NAME = "document_extraction";

/** JSON schema of one field's value: the JSON type of its data type, nullable. */
function fieldValueSchema(field: LlmFieldInput): Record<string, unknown> {
  const description = field.description?.trim() ? field.description.trim() : undefined;
  switch (field.dataType) {
    case "Number":
      return { type: ["number", "null"], ...(description ? { description } : {}) };
    case "Boolean":
      return { type: ["boolean", "null"], ...(description ? { description } : {}) };
    case "Date":
      return {
        type: ["string", "null"],
        description: `${description ? `${description}. ` : ""}A date formatted YYYY-MM-DD.`,
      };
    default:
      return { type: ["string", "null"], ...(description ? { description } : {}) };
  }
}

interface KeyedField {
  key: string;
  field: LlmFieldInput;
}

/** Property names are the field names; a repeated name gets " (2)", " (3)"... so every field keeps its own key. */
function keyFields(fields: LlmFieldInput[]): KeyedField[] {
  const used = new Set<string>();
  return fields.map((field) => {
    const base = field.name.trim() || field._id;
    let key = base;
    for (let n = 2; used.has(key); n++) key = `${base} (${n})`;
    used.add(key);
    return { key, field };
  });
}

function objectSchema(keyed: KeyedField[]): Record<string, unknown> {
  return {
    type: "object",
    properties: Object.fromEntries(keyed.map(({ key, field }) => [key, fieldValueSchema(field)])),
    required: keyed.map(({ key }) => key),
    additionalProperties: false,
  };
}

interface ClassLayout {
  fields: KeyedField[];
  tables: Array<{ key: string; name: string; columns: KeyedField[] }>;
}

function layoutOf(documentClass: LlmDocumentClassInput): ClassLayout {
  const fields = keyFields(documentClass.fields.map((f) => f.field));
  const tableKeys = keyFields(
    (documentClass.tables ?? []).map((t) => ({ _id: t.name, name: t.name, dataType: "String" })),
  );
  const tables = (documentClass.tables ?? []).map((t, i) => ({
    key: tableKeys[i].key,
    name: t.name,
    columns: keyFields(t.columns.map((c) => c.field)),
  }));
  return { fields, tables };
}

/**
 * The answer's schema: {fields: {<field name>: value|null ...}, tables: {<table name>: [{<column name>: value|null}]}}.
 * Fields and tables sit in separate objects so a table named like a field cannot collide with it.
 */
function extractionSchema(documentClass: LlmDocumentClassInput): Record<string, unknown> {
  const layout = layoutOf(documentClass);
  return {
    type: "object",
    properties: {
      fields: objectSchema(layout.fields),
      tables: {
        type: "object",
        properties: Object.fromEntries(
          layout.tables.map((t) => [t.key, { type: "array", items: objectSchema(t.columns) }]),
        ),
        required: layout.tables.map((t) => t.key),
        additionalProperties: false,
      },
    },
    required: ["fields", "tables"],
    additionalProperties: false,
  };
}

function extractionMessages(input: ExtractWithLlmInput): ChatMessage[] {
  const cls = input.documentClass;
  const system =
    cls.systemPrompt?.trim() ||
    `You extract data from a document of class "${cls.name}". Answer only with values that appear in the document; use null when a value is not present.`;
  const maxChars = input.maxTextChars ?? 100_000;
  const text = input.text.length > maxChars ? input.text.slice(0, maxChars) : input.text;
  const user = [
    cls.userPrompt?.trim() || `Extract the fields and tables of this ${cls.name} document.`,
    input.customPrompt?.trim() || "",
    `Document text:\n\n${text.trim() || "(the document has no text)"}`,
  ]
    .filter((part) => part !== "")
    .join("\n\n");
  return [
    { role: "system", content: system },
    { role: "user", content: user },
  ];
}

/** Coerces an answered value to the field's data type; null when it does not fit. */
function coerceValue(dataType: string, value: unknown): ExtractedValue {
  if (value === null || value === undefined) return null;
  switch (dataType) {
    case "Number": {
      if (typeof value === "number") return Number.isFinite(value) ? value : null;
      if (typeof value === "string") return parseNumber(value)?.value ?? null;
      return null;
    }
    case "Boolean": {
      if (typeof value === "boolean") return value;
      if (typeof value === "string") return parseBoolean(value);
      return null;
    }
    case "Date": {
      if (typeof value !== "string") return null;
      const s = value.trim();
      if (s === "") return null;
      if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return s;
      return parseDate(s) ?? s;
    }
    default: {
      if (typeof value === "string") return value.trim() === "" ? null : value;
      if (typeof value === "number" || typeof value === "boolean") return String(value);
      return null;
    }
  }
}

/** Extracts every field and table of the class; rejects with LlmError when the request fails. */
export async function extractWithLlm(client: LlmClient, input: ExtractWithLlmInput): Promise<LlmExtractionResult> {
  const layout = layoutOf(input.documentClass);
  const answer = await client.chatJson<{ fields?: unknown; tables?: unknown }>({
    messages: extractionMessages(input),
    schema: extractionSchema(input.documentClass),
    schemaName: EXTRACT_SCHEMA_NAME,
    temperature: input.temperature ?? undefined,
    top_p: input.top_p ?? undefined,
    timeoutMs: input.timeoutMs,
  });

  const answeredFields = asRecord(answer?.fields);
  const answeredTables = asRecord(answer?.tables);

  const values: Record<string, ExtractedValue> = {};
  for (const { key, field } of layout.fields) values[field._id] = coerceValue(field.dataType, answeredFields[key]);

  const tables: Record<string, Array<Record<string, ExtractedValue>>> = {};
  for (const t of layout.tables) {
    const rows = Array.isArray(answeredTables[t.key]) ? (answeredTables[t.key] as unknown[]) : [];
    tables[t.name] = rows
      .map((row) => {
        const cells = asRecord(row);
        const out: Record<string, ExtractedValue> = {};
        for (const { key, field } of t.columns) out[field._id] = coerceValue(field.dataType, cells[key]);
        return out;
      })
      .filter((row) => Object.values(row).some((v) => v !== null));
  }
  return { values, tables };
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
