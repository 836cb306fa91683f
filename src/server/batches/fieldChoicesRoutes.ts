import type { FastifyInstance } from "fastify";
import type { Queryable } from "../db/db";
import type { Services } from "../services";
import { orgOf } from "../http/access";
import { notFound } from "../http/errors";
import { isId } from "../http/validate";
import { findBatch } from "./batchRepo";

type IdParams = { Params: { id: string } };

/**
 * The values a Master_Key or Value_List field of the batch's classes may take (the records of its
 * category), by field id: the extraction form's pick lists. Readable by whoever may view the batch,
 * so indexers get the lists without the value-list permission.
 */
async function fieldChoices(db: Queryable, orgId: string, classIds: string[]): Promise<Record<string, string[]>> {
  if (!classIds.length) return {};
  const rows = await db.query<{ field_id: string; value: string }>(
    `WITH used AS (
       SELECT f->>'field' AS field_id FROM document_classes c, jsonb_array_elements(c.fields) f
        WHERE c.organization_id = $1 AND c.id = ANY($2::uuid[])
       UNION
       SELECT col->>'field' FROM document_classes c, jsonb_array_elements(c.tables) t, jsonb_array_elements(t->'columns') col
        WHERE c.organization_id = $1 AND c.id = ANY($2::uuid[]))
     SELECT f.id::text AS field_id, d.value
       FROM fields f JOIN used ON used.field_id = f.id::text
       JOIN value_list_data d ON d.organization_id = $1 AND d.category_id = f.value_list_category_id
      WHERE f.organization_id = $1 AND f.data_type IN ('Master_Key', 'Value_List')
      ORDER BY f.id, lower(d.value), d.value`,
    [orgId, classIds],
  );
  const choices: Record<string, string[]> = {};
  for (const r of rows) {
    const list = (choices[r.field_id] ??= []);
    if (list[list.length - 1] !== r.value) list.push(r.value);
  }
  return choices;
}

export async function fieldChoicesRoutes(app: FastifyInstance, { db }: Services) {
  app.get<IdParams>(
    "/batch/:id/field-choices",
    { config: { access: { entity: "batch", action: "view" } } },
    async (req) => {
      const orgId = orgOf(req);
      if (!isId(req.params.id)) throw notFound("The batch");
      const batch = await findBatch(db, orgId, req.params.id);
      return fieldChoices(
        db,
        orgId,
        batch.job_snapshot.classification.documentClasses.map((c) => c._id),
      );
    },
  );
}
