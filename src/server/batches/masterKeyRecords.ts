import type { Queryable } from "../db/db";

interface MasterKeyCategoryRecords {
  categoryId: string;
  categoryName: string;
  classIds: string[];
  records: { _id: string; value: string; data: Record<string, string> | null; customPrompt: string; ocrTrigger: any }[];
}

/** The master-key categories of the given classes with their records (for matching, and for the workspace's trigger modal). */
export async function masterKeyRecords(
  db: Queryable,
  orgId: string,
  classIds: string[],
): Promise<MasterKeyCategoryRecords[]> {
  if (!classIds.length) return [];
  const rows = await db.query<{
    category_id: string;
    category_name: string;
    class_ids: string[];
    id: string | null;
    value: string;
    data: any;
    custom_prompt: string;
    ocr_trigger: any;
  }>(
    `WITH cats AS (
       SELECT c.master_key_category_id AS category_id, array_agg(c.id::text) AS class_ids
         FROM document_classes c WHERE c.organization_id = $1 AND c.id = ANY($2::uuid[]) AND c.master_key_category_id IS NOT NULL
        GROUP BY c.master_key_category_id)
     SELECT cats.category_id, vc.name AS category_name, cats.class_ids, d.id, d.value, d.data, d.custom_prompt, d.ocr_trigger
       FROM cats JOIN value_list_categories vc ON vc.id = cats.category_id AND vc.organization_id = $1
       LEFT JOIN value_list_data d ON d.category_id = cats.category_id AND d.organization_id = $1
      ORDER BY vc.name, d.value`,
    [orgId, classIds],
  );
  const byCategory = new Map<string, MasterKeyCategoryRecords>();
  for (const r of rows) {
    let entry = byCategory.get(r.category_id);
    if (!entry)
      byCategory.set(
        r.category_id,
        (entry = { categoryId: r.category_id, categoryName: r.category_name, classIds: r.class_ids, records: [] }),
      );
    if (r.id)
      entry.records.push({
        _id: r.id,
        value: r.value,
        data: r.data,
        customPrompt: r.custom_prompt,
        ocrTrigger: r.ocr_trigger,
      });
  }
  return [...byCategory.values()];
}
