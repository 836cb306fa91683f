import type { Db, Queryable } from "../../db/db";
import { conflict, notFound } from "../../http/errors";
import { parse } from "../../http/validate";
import type { ValueListCategory } from "../../../domain/entities";
import { valueListCategorySchema } from "../../../domain/schemas/valueList";
import { staleChangeMessage } from "../../../domain/conflicts";
import { iso, quoteList, usedBy, withUniqueName } from "../shared";

const SELECT = `
  SELECT c.id, c.name, c.is_master_key, c.fields, c.main_field, c.version, c.created_at, c.updated_at,
         (SELECT count(*) FROM value_list_data d WHERE d.category_id = c.id)::int AS total_data
    FROM value_list_categories c`;

function toCategoryDto(r: any): ValueListCategory {
  return {
    _id: r.id,
    name: r.name,
    isMasterKey: r.is_master_key,
    fields: r.is_master_key ? (r.fields ?? []) : null,
    mainField: r.is_master_key ? r.main_field : null,
    totalData: Number(r.total_data ?? 0),
    version: r.version,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

export async function listCategories(db: Queryable, orgId: string): Promise<ValueListCategory[]> {
  return (await db.query(`${SELECT} WHERE c.organization_id = $1 ORDER BY lower(c.name), c.created_at`, [orgId])).map(
    toCategoryDto,
  );
}

export async function getCategory(db: Queryable, orgId: string, id: string): Promise<ValueListCategory> {
  const [row] = await db.query(`${SELECT} WHERE c.organization_id = $1 AND c.id = $2`, [orgId, id]);
  if (!row) throw notFound("The value list");
  return toCategoryDto(row);
}

export async function createCategory(db: Db, orgId: string, body: unknown): Promise<ValueListCategory> {
  const input = parse(valueListCategorySchema, body);
  const [row] = await withUniqueName("value list", input.name, () =>
    db.query<{ id: string }>(
      `INSERT INTO value_list_categories (organization_id, name, is_master_key, fields, main_field) VALUES ($1, $2, $3, $4::jsonb, $5) RETURNING id`,
      [orgId, input.name, input.isMasterKey, input.fields ? JSON.stringify(input.fields) : null, input.mainField],
    ),
  );
  return getCategory(db, orgId, row.id);
}

/**
 * Name, fields and main field change; isMasterKey never does. Once the list has data, the fields that
 * exist cannot be renamed or removed and the main field is fixed (new fields may be added).
 */
export async function updateCategory(
  db: Db,
  orgId: string,
  id: string,
  body: Record<string, unknown>,
  version?: number,
): Promise<ValueListCategory> {
  const stored = await getCategory(db, orgId, id);
  const input = parse(valueListCategorySchema, { ...body, isMasterKey: stored.isMasterKey });
  await withUniqueName("value list", input.name, () =>
    db.transaction(async (tx) => {
      // The row lock makes the data count final: adding data takes a share lock on the category. The count is a
      // statement of its own, after the lock: within the locking statement it would read the snapshot taken before
      // waiting, and miss a record committed meanwhile (PostgreSQL, READ COMMITTED).
      const [current] = await tx.query(
        `SELECT c.fields, c.main_field, c.version FROM value_list_categories c WHERE c.organization_id = $1 AND c.id = $2 FOR UPDATE`,
        [orgId, id],
      );
      if (!current) throw notFound("The value list");
      if (version !== undefined && current.version !== version)
        throw conflict(staleChangeMessage("value list"), "conflict_version");
      [{ total_data: current.total_data }] = await tx.query(
        `SELECT count(*)::int AS total_data FROM value_list_data WHERE category_id = $1`,
        [id],
      );
      if (stored.isMasterKey && Number(current.total_data) > 0) {
        const names = new Set((input.fields ?? []).map((f) => f.name));
        const lost = ((current.fields ?? []) as { name: string }[])
          .filter((f) => !names.has(f.name))
          .map((f) => f.name);
        if (lost.length)
          throw conflict(
            `This value list has data, so its ${lost.length === 1 ? "field" : "fields"} ${quoteList(lost)} cannot be renamed or removed.`,
            "conflict_in_use",
          );
        if (input.mainField !== current.main_field)
          throw conflict("This value list has data, so its main field cannot be changed.", "conflict_in_use");
      }
      await tx.query(
        `UPDATE value_list_categories SET name = $3, fields = $4::jsonb, main_field = $5, version = version + 1, updated_at = now() WHERE organization_id = $1 AND id = $2`,
        [orgId, id, input.name, input.fields ? JSON.stringify(input.fields) : null, input.mainField],
      );
    }),
  );
  return getCategory(db, orgId, id);
}

/** Deletes the list and its data, unless a field or a document class uses it. */
export async function deleteCategory(db: Db, orgId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query(
      `SELECT id FROM value_list_categories WHERE organization_id = $1 AND id = $2 FOR UPDATE`,
      [orgId, id],
    );
    if (!row) throw notFound("The value list");
    const fields = await tx.query<{ name: string }>(
      `SELECT name FROM fields WHERE organization_id = $1 AND value_list_category_id = $2 ORDER BY lower(name)`,
      [orgId, id],
    );
    if (fields.length)
      throw conflict(
        `This value list cannot be deleted because ${usedBy(
          "field",
          "fields",
          fields.map((f) => f.name),
        )} it.`,
        "conflict_in_use",
      );
    const classes = await tx.query<{ name: string }>(
      `SELECT name FROM document_classes WHERE organization_id = $1 AND master_key_category_id = $2 ORDER BY lower(name)`,
      [orgId, id],
    );
    if (classes.length)
      throw conflict(
        `This value list cannot be deleted because ${usedBy(
          "document class",
          "document classes",
          classes.map((c) => c.name),
        )} it as master key.`,
        "conflict_in_use",
      );
    await tx.query(`DELETE FROM value_list_categories WHERE organization_id = $1 AND id = $2`, [orgId, id]);
  });
}
