import type { Db, Queryable } from "../../db/db";
import { badRequest, conflict, notFound } from "../../http/errors";
import { isId, parse } from "../../http/validate";
import type { Field } from "../../../domain/entities";
import { fieldCreateSchema, fieldEditSchema } from "../../../domain/schemas/field";
import { iso, refuseStaleOrGone, usedBy, versionMatches, withUniqueName } from "../shared";

const SELECT = `SELECT id, name, data_type, description, value_list_category_id, version, created_at, updated_at FROM fields`;

function toDto(r: any): Field {
  return {
    _id: r.id,
    name: r.name,
    dataType: r.data_type,
    description: r.description,
    valueListCategory: r.value_list_category_id ?? null,
    version: r.version,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

export async function listFields(db: Queryable, orgId: string): Promise<Field[]> {
  return (await db.query(`${SELECT} WHERE organization_id = $1 ORDER BY lower(name), created_at`, [orgId])).map(toDto);
}

export async function getField(db: Queryable, orgId: string, id: string): Promise<Field> {
  const [row] = await db.query(`${SELECT} WHERE organization_id = $1 AND id = $2`, [orgId, id]);
  if (!row) throw notFound("The field");
  return toDto(row);
}

/** Master_Key takes a master key category, Value_List one that is not. */
export async function createField(db: Db, orgId: string, body: unknown): Promise<Field> {
  const input = parse(fieldCreateSchema, body);
  const [row] = await withUniqueName("field", input.name, () =>
    db.transaction(async (tx) => {
      if (input.valueListCategory) {
        const [category] = isId(input.valueListCategory)
          ? await tx.query<{ is_master_key: boolean; name: string }>(
              `SELECT is_master_key, name FROM value_list_categories WHERE organization_id = $1 AND id = $2 FOR SHARE`,
              [orgId, input.valueListCategory],
            )
          : [];
        if (!category) throw badRequest("The value list category was not found.");
        if (input.dataType === "Master_Key" && !category.is_master_key)
          throw badRequest(`A Master Key field needs a master key value list; ${category.name} is not one.`);
        if (input.dataType === "Value_List" && category.is_master_key)
          throw badRequest(
            `A Value List field needs a value list that is not a master key; ${category.name} is a master key.`,
          );
      }
      return tx.query<{ id: string }>(
        `INSERT INTO fields (organization_id, name, data_type, description, value_list_category_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [orgId, input.name, input.dataType, input.description, input.valueListCategory],
      );
    }),
  );
  return getField(db, orgId, row.id);
}

/** Only name and description change; data type and category stay as created. `version`: the If-Match version, if sent. */
export async function updateField(db: Db, orgId: string, id: string, body: unknown, version?: number): Promise<Field> {
  await getField(db, orgId, id);
  const input = parse(fieldEditSchema, body);
  const rows = await withUniqueName("field", input.name, () =>
    db.query(
      `UPDATE fields SET name = $3, description = $4, version = version + 1, updated_at = now()
        WHERE organization_id = $1 AND id = $2 AND ${versionMatches(5)} RETURNING id`,
      [orgId, id, input.name, input.description, version ?? null],
    ),
  );
  if (!rows.length) await refuseStaleOrGone(db, "fields", orgId, id, "The field", "field");
  return getField(db, orgId, id);
}

export async function deleteField(db: Db, orgId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query(`SELECT id FROM fields WHERE organization_id = $1 AND id = $2 FOR UPDATE`, [
      orgId,
      id,
    ]);
    if (!row) throw notFound("The field");
    const classes = await tx.query<{ name: string }>(
      `SELECT c.name FROM document_class_field_uses u JOIN document_classes c ON c.id = u.document_class_id
        WHERE u.organization_id = $1 AND u.field_id = $2 ORDER BY lower(c.name)`,
      [orgId, id],
    );
    if (classes.length)
      throw conflict(
        `This field cannot be deleted because ${usedBy(
          "document class",
          "document classes",
          classes.map((c) => c.name),
        )} it.`,
        "conflict_in_use",
      );
    await tx.query(`DELETE FROM fields WHERE organization_id = $1 AND id = $2`, [orgId, id]);
  });
}
