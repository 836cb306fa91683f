import type { Db, Queryable } from "../../db/db";
import { badRequest, notFound } from "../../http/errors";
import { isId, parse } from "../../http/validate";
import type { ValueListData } from "../../../domain/entities";
import {
  valueListDataSchema,
  type OcrTriggerInput,
  type ValueListCategoryShape,
} from "../../../domain/schemas/valueList";
import { iso, refuseStaleOrGone, versionMatches } from "../shared";

/** A record as the API sends it; the OCR trigger may carry the page and the text it was drawn on. */
type ValueListDataDto = Omit<ValueListData, "ocrTrigger"> & { ocrTrigger: OcrTriggerInput | null };

interface CategoryRow {
  id: string;
  is_master_key: boolean;
  fields: { name: string }[] | null;
  main_field: string | null;
}

const shape = (c: CategoryRow): ValueListCategoryShape => ({
  isMasterKey: c.is_master_key,
  fields: c.fields,
  mainField: c.main_field,
});

const SELECT = `
  SELECT d.id, d.value, d.custom_prompt, d.data, d.ocr_trigger, d.category_id, d.version, d.created_at, d.updated_at,
         c.is_master_key, c.fields AS category_fields
    FROM value_list_data d JOIN value_list_categories c ON c.id = d.category_id`;

function toDto(r: any): ValueListDataDto {
  let data: Record<string, string> | null = null;
  if (r.is_master_key) {
    // Every column of the category, '' where a field was added after the record.
    data = Object.create(null) as Record<string, string>;
    for (const f of (r.category_fields ?? []) as { name: string }[])
      data[f.name] = r.data && Object.hasOwn(r.data, f.name) ? String(r.data[f.name]) : "";
  }
  return {
    _id: r.id,
    value: r.value,
    customPrompt: r.custom_prompt,
    data,
    valueListCategory: r.category_id,
    ocrTrigger: r.ocr_trigger ?? null,
    version: r.version,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

export async function listData(db: Queryable, orgId: string, categoryId: string): Promise<ValueListDataDto[]> {
  const [category] = await db.query(`SELECT id FROM value_list_categories WHERE organization_id = $1 AND id = $2`, [
    orgId,
    categoryId,
  ]);
  if (!category) throw notFound("The value list");
  return (
    await db.query(
      `${SELECT} WHERE d.organization_id = $1 AND d.category_id = $2 ORDER BY lower(d.value), d.created_at`,
      [orgId, categoryId],
    )
  ).map(toDto);
}

export async function getData(db: Queryable, orgId: string, id: string): Promise<ValueListDataDto> {
  const [row] = await db.query(`${SELECT} WHERE d.organization_id = $1 AND d.id = $2`, [orgId, id]);
  if (!row) throw notFound("The value list data");
  return toDto(row);
}

/** The category, share-locked so that its fields cannot change (nor the data count be read) while a record is written. */
async function lockCategory(tx: Queryable, orgId: string, categoryId: string): Promise<CategoryRow | undefined> {
  const [row] = await tx.query<CategoryRow>(
    `SELECT id, is_master_key, fields, main_field FROM value_list_categories WHERE organization_id = $1 AND id = $2 FOR SHARE`,
    [orgId, categoryId],
  );
  return row;
}

export async function createData(db: Db, orgId: string, raw: Record<string, unknown>): Promise<ValueListDataDto> {
  const categoryId = typeof raw.valueListCategory === "string" ? raw.valueListCategory.trim() : "";
  if (!categoryId) throw badRequest("Category is required");
  const id = await db.transaction(async (tx) => {
    const category = isId(categoryId) ? await lockCategory(tx, orgId, categoryId) : undefined;
    if (!category) throw badRequest("The value list of this record was not found.");
    const input = parse(valueListDataSchema(shape(category), "create"), raw);
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO value_list_data (organization_id, category_id, value, custom_prompt, data, ocr_trigger)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb) RETURNING id`,
      [
        orgId,
        category.id,
        input.value ?? "",
        input.customPrompt ?? "",
        input.data ? JSON.stringify(input.data) : null,
        input.ocrTrigger ? JSON.stringify(input.ocrTrigger) : null,
      ],
    );
    return row.id;
  });
  return getData(db, orgId, id);
}

/**
 * A partial update: only what is sent changes ({ocrTrigger} alone, {customPrompt} alone, or the form's fields).
 * `version`: the If-Match version, if sent (409 when the record has another).
 */
export async function updateData(
  db: Db,
  orgId: string,
  id: string,
  raw: Record<string, unknown>,
  version?: number,
): Promise<ValueListDataDto> {
  await db.transaction(async (tx) => {
    const [record] = await tx.query<{ category_id: string }>(
      `SELECT category_id FROM value_list_data WHERE organization_id = $1 AND id = $2`,
      [orgId, id],
    );
    if (!record) throw notFound("The value list data");
    const category = await lockCategory(tx, orgId, record.category_id);
    if (!category) throw notFound("The value list data");
    const input = parse(valueListDataSchema(shape(category), "edit"), raw);
    const sets: string[] = [];
    const params: unknown[] = [orgId, id];
    const set = (column: string, value: unknown, cast = "") => {
      params.push(value);
      sets.push(`${column} = $${params.length}${cast}`);
    };
    if (input.value !== undefined) set("value", input.value);
    if (input.customPrompt !== undefined) set("custom_prompt", input.customPrompt);
    if (input.data !== undefined) set("data", input.data ? JSON.stringify(input.data) : null, "::jsonb");
    if (input.ocrTrigger !== undefined)
      set("ocr_trigger", input.ocrTrigger ? JSON.stringify(input.ocrTrigger) : null, "::jsonb");
    params.push(version ?? null);
    const rows = await tx.query(
      `UPDATE value_list_data SET ${[...sets, "version = version + 1", "updated_at = now()"].join(", ")}
        WHERE organization_id = $1 AND id = $2 AND ${versionMatches(params.length)} RETURNING id`,
      params,
    );
    if (!rows.length) await refuseStaleOrGone(tx, "value_list_data", orgId, id, "The value list data", "record");
  });
  return getData(db, orgId, id);
}

export async function deleteData(db: Db, orgId: string, id: string): Promise<void> {
  const rows = await db.query(`DELETE FROM value_list_data WHERE organization_id = $1 AND id = $2 RETURNING id`, [
    orgId,
    id,
  ]);
  if (!rows.length) throw notFound("The value list data");
}
