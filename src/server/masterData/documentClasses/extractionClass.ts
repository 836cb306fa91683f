import type { Queryable } from "../../db/db";
import type { ExtractionClass, ValueListItem } from "../../engines/extraction";
import { getDocumentClass } from "./documentClassRepo";

/** A document class as the extractor needs it: every field with its type, description and value-list category. */
export async function extractionClassOf(
  db: Queryable,
  orgId: string,
  classId: string,
): Promise<ExtractionClass & { masterKeyCategory: string | null; systemPrompt: string; userPrompt: string }> {
  const cls = await getDocumentClass(db, orgId, classId);
  const ids = [
    ...cls.fields.map((f: any) => f.field._id),
    ...cls.tables.flatMap((t: any) => t.columns.map((c: any) => c.field._id)),
  ];
  const rows = await db.query<{
    id: string;
    name: string;
    data_type: string;
    description: string;
    value_list_category_id: string | null;
  }>(
    `SELECT id, name, data_type, description, value_list_category_id FROM fields WHERE organization_id = $1 AND id = ANY($2::uuid[])`,
    [orgId, ids],
  );
  const byId = new Map(
    rows.map((r) => [
      r.id,
      {
        _id: r.id,
        name: r.name,
        dataType: r.data_type as any,
        description: r.description,
        valueListCategory: r.value_list_category_id,
      },
    ]),
  );
  const full = (f: any) => byId.get(f._id) ?? { ...f, dataType: f.dataType ?? "String" };
  return {
    _id: cls._id,
    name: cls.name,
    masterKeyCategory: (cls.masterKeyCategory as any) ?? null,
    systemPrompt: cls.systemPrompt ?? "",
    userPrompt: cls.userPrompt ?? "",
    fields: cls.fields.map((f: any) => ({ field: full(f.field), order: f.order, validation: f.validation })),
    tables: cls.tables.map((t: any) => ({
      name: t.name,
      description: t.description,
      columns: t.columns.map((c: any) => ({ field: full(c.field), validation: c.validation })),
    })),
  };
}

/** The items of every value list the class's fields use, by category id. */
export async function valueListsOf(
  db: Queryable,
  orgId: string,
  cls: ExtractionClass,
): Promise<Record<string, ValueListItem[]>> {
  const categories = [
    ...new Set(
      [...cls.fields.map((f) => f.field), ...cls.tables.flatMap((t) => t.columns.map((c) => c.field))]
        .map((f) => f.valueListCategory)
        .filter(Boolean),
    ),
  ] as string[];
  if (!categories.length) return {};
  const rows = await db.query<{ id: string; category_id: string; value: string; data: any }>(
    `SELECT id, category_id, value, data FROM value_list_data WHERE organization_id = $1 AND category_id = ANY($2::uuid[])`,
    [orgId, categories],
  );
  const out: Record<string, ValueListItem[]> = {};
  for (const r of rows) (out[r.category_id] ??= []).push({ _id: r.id, value: r.value, data: r.data });
  return out;
}
