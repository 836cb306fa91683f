import type { Db, Queryable } from "../../db/db";
import { badRequest, conflict, notFound } from "../../http/errors";
import { isId, parse } from "../../http/validate";
import type { DataType, DocumentClass, FieldRef, FieldValidation } from "../../../domain/entities";
import { formulaToText } from "../../../domain/formula/formulaToText";
import { parseFormula } from "../../../domain/formula/parseFormula";
import {
  isFormulaNode,
  type FormulaField,
  type FormulaNode,
  type FormulaOperand,
} from "../../../domain/formula/formulaTree";
import {
  documentClassSchema,
  resolveDocumentClassFormulas,
  type DocumentClassResolved,
} from "../../../domain/schemas/documentClass";
import { iso, refuseStaleOrGone, usedBy, versionMatches, withUniqueName } from "../shared";

interface StoredValidation {
  required: boolean;
  regex: string;
  formula: FormulaNode | null;
  formulaText: string;
}
interface StoredField {
  field: string;
  order: number;
  validation: StoredValidation;
}
interface StoredTable {
  name: string;
  description: string;
  columns: { field: string; validation: StoredValidation }[];
}

interface FieldRow {
  id: string;
  name: string;
  data_type: DataType;
}

const SELECT = `
  SELECT id, name, description, system_prompt, user_prompt, master_key_category_id, fields, tables, version, created_at, updated_at
    FROM document_classes`;

async function fieldsByIds(db: Queryable, orgId: string, ids: string[]): Promise<Map<string, FieldRow>> {
  const unique = [...new Set(ids)].filter(isId);
  if (!unique.length) return new Map();
  const rows = await db.query<FieldRow>(
    `SELECT id, name, data_type FROM fields WHERE organization_id = $1 AND id = ANY($2::uuid[])`,
    [orgId, unique],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

const usedFieldIds = (fields: { field: string }[], tables: { columns: { field: string }[] }[]) => [
  ...new Set([...fields.map((f) => f.field), ...tables.flatMap((t) => t.columns.map((c) => c.field))]),
];

/** Structural equality (JSONB does not keep key order). */
function sameTree(a: FormulaOperand, b: FormulaOperand): boolean {
  if (isFormulaNode(a) || isFormulaNode(b)) {
    return (
      isFormulaNode(a) &&
      isFormulaNode(b) &&
      a.operator === b.operator &&
      sameTree(a.left, b.left) &&
      sameTree(a.right, b.right)
    );
  }
  return a.type === b.type && a.value === b.value;
}

/**
 * The stored formula text, unless a field was renamed since: then the text is written again from the
 * stored tree (which holds field ids) so that it shows the current names.
 */
function presentValidation(v: StoredValidation, fields: FormulaField[]): FieldValidation {
  let formulaText = v.formulaText ?? "";
  if (v.formula) {
    const again = formulaText ? parseFormula(formulaText, fields) : null;
    if (!again?.ok || !sameTree(again.tree, v.formula)) formulaText = formulaToText(v.formula, fields);
  }
  return { required: v.required, regex: v.regex ?? "", formula: v.formula ?? null, formulaText };
}

function toDto(r: any, known: Map<string, FieldRow>): DocumentClass {
  const ref = (id: string): FieldRef => {
    const f = known.get(id);
    return f ? { _id: f.id, name: f.name, dataType: f.data_type } : { _id: id, name: "" };
  };
  const asFormulaFields = (ids: string[]): FormulaField[] =>
    ids.flatMap((id) => (known.has(id) ? [{ _id: id, name: known.get(id)!.name }] : []));
  const fields = (r.fields ?? []) as StoredField[];
  const tables = (r.tables ?? []) as StoredTable[];
  const classFields = asFormulaFields(fields.map((f) => f.field));
  return {
    _id: r.id,
    name: r.name,
    masterKeyCategory: r.master_key_category_id ?? null,
    description: r.description,
    systemPrompt: r.system_prompt,
    userPrompt: r.user_prompt,
    fields: fields.map((f) => ({
      field: ref(f.field),
      order: f.order,
      validation: presentValidation(f.validation, classFields),
    })),
    tables: tables.map((t) => {
      const tableFields = [...asFormulaFields(t.columns.map((c) => c.field)), ...classFields];
      return {
        name: t.name,
        description: t.description,
        columns: t.columns.map((c) => ({
          field: ref(c.field),
          validation: presentValidation(c.validation, tableFields),
        })),
      };
    }),
    version: r.version,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

async function present(db: Queryable, orgId: string, rows: any[]): Promise<DocumentClass[]> {
  const known = await fieldsByIds(
    db,
    orgId,
    rows.flatMap((r) => usedFieldIds(r.fields ?? [], r.tables ?? [])),
  );
  return rows.map((r) => toDto(r, known));
}

export async function listDocumentClasses(db: Queryable, orgId: string): Promise<DocumentClass[]> {
  return present(
    db,
    orgId,
    await db.query(`${SELECT} WHERE organization_id = $1 ORDER BY lower(name), created_at`, [orgId]),
  );
}

export async function getDocumentClass(db: Queryable, orgId: string, id: string): Promise<DocumentClass> {
  const [row] = await db.query(`${SELECT} WHERE organization_id = $1 AND id = $2`, [orgId, id]);
  if (!row) throw notFound("The document class");
  return (await present(db, orgId, [row]))[0];
}

/**
 * Validates a body into what is stored: the schema's messages, the fields and the master key category
 * must be this organization's, and every formula is parsed again here (the client's tree is ignored).
 */
async function validate(db: Queryable, orgId: string, body: unknown): Promise<DocumentClassResolved> {
  const input = parse(documentClassSchema, body);
  const known = await fieldsByIds(db, orgId, usedFieldIds(input.fields, input.tables));
  if (input.fields.some((f) => !known.has(f.field)))
    throw badRequest("A selected field was not found. It may have been deleted; please reload the fields.");
  for (const table of input.tables) {
    if (table.columns.some((c) => !known.has(c.field)))
      throw badRequest(
        `A column of the table ${table.name} names a field that was not found. It may have been deleted; please reload the fields.`,
      );
  }
  if (input.masterKeyCategory) {
    const [category] = isId(input.masterKeyCategory)
      ? await db.query<{ name: string; is_master_key: boolean }>(
          `SELECT name, is_master_key FROM value_list_categories WHERE organization_id = $1 AND id = $2`,
          [orgId, input.masterKeyCategory],
        )
      : [];
    if (!category) throw badRequest("The master key category was not found.");
    if (!category.is_master_key)
      throw badRequest(`The master key category must be a master key value list; ${category.name} is not one.`);
  }
  const resolved = resolveDocumentClassFormulas(
    input,
    new Map([...known].map(([id, f]) => [id, { _id: id, name: f.name }])),
  );
  if (!resolved.ok) throw badRequest(resolved.message);
  return resolved.value;
}

async function writeFieldUses(tx: Queryable, orgId: string, classId: string, input: DocumentClassResolved) {
  await tx.query(`DELETE FROM document_class_field_uses WHERE document_class_id = $1`, [classId]);
  const ids = usedFieldIds(input.fields, input.tables);
  await tx.query(
    `INSERT INTO document_class_field_uses (document_class_id, organization_id, field_id) SELECT $1, $2, unnest($3::uuid[])`,
    [classId, orgId, ids],
  );
}

const storedParams = (input: DocumentClassResolved) => [
  input.name,
  input.description,
  input.systemPrompt,
  input.userPrompt,
  input.masterKeyCategory,
  JSON.stringify(input.fields),
  JSON.stringify(input.tables),
];

export async function createDocumentClass(db: Db, orgId: string, body: unknown): Promise<DocumentClass> {
  const input = await validate(db, orgId, body);
  const id = await withUniqueName("document class", input.name, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO document_classes (organization_id, name, description, system_prompt, user_prompt, master_key_category_id, fields, tables)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb) RETURNING id`,
        [orgId, ...storedParams(input)],
      );
      await writeFieldUses(tx, orgId, row.id, input);
      return row.id;
    }),
  );
  return getDocumentClass(db, orgId, id);
}

/** `version`: the If-Match version, if sent (409 when the class has another). */
export async function updateDocumentClass(
  db: Db,
  orgId: string,
  id: string,
  body: unknown,
  version?: number,
): Promise<DocumentClass> {
  await getDocumentClass(db, orgId, id);
  const input = await validate(db, orgId, body);
  await withUniqueName("document class", input.name, () =>
    db.transaction(async (tx) => {
      const rows = await tx.query(
        `UPDATE document_classes SET name = $3, description = $4, system_prompt = $5, user_prompt = $6, master_key_category_id = $7,
                fields = $8::jsonb, tables = $9::jsonb, version = version + 1, updated_at = now()
          WHERE organization_id = $1 AND id = $2 AND ${versionMatches(10)} RETURNING id`,
        [orgId, id, ...storedParams(input), version ?? null],
      );
      if (!rows.length)
        await refuseStaleOrGone(tx, "document_classes", orgId, id, "The document class", "document class");
      await writeFieldUses(tx, orgId, id, input);
    }),
  );
  return getDocumentClass(db, orgId, id);
}

export async function deleteDocumentClass(db: Db, orgId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query(`SELECT id FROM document_classes WHERE organization_id = $1 AND id = $2 FOR UPDATE`, [
      orgId,
      id,
    ]);
    if (!row) throw notFound("The document class");
    const jobs = await tx.query<{ name: string }>(
      `SELECT j.name FROM job_document_classes jd JOIN jobs j ON j.id = jd.job_id WHERE jd.organization_id = $1 AND jd.document_class_id = $2 ORDER BY lower(j.name)`,
      [orgId, id],
    );
    if (jobs.length)
      throw conflict(
        `This document class cannot be deleted because ${usedBy(
          "job",
          "jobs",
          jobs.map((j) => j.name),
        )} it.`,
        "conflict_in_use",
      );
    await tx.query(`DELETE FROM document_classes WHERE organization_id = $1 AND id = $2`, [orgId, id]);
  });
}
