/**
 * Storing what extraction learned: saveHint after a person's correction, loadHints before
 * extracting a document of a known master key and class. One hint per field (the latest wins);
 * `corrections` counts how often the field was corrected for that sender.
 */
import type { Queryable } from "../../db/db";
import type { LearnedHint } from "./types";

export async function saveHint(db: Queryable, orgId: string, hint: LearnedHint): Promise<void> {
  await db.query(
    `INSERT INTO extraction_hints (organization_id, master_key_id, document_class_id, field_id, hint)
     VALUES ($1, $2, $3, $4, $5::jsonb)
     ON CONFLICT (organization_id, master_key_id, document_class_id, field_id)
     DO UPDATE SET hint = EXCLUDED.hint, corrections = extraction_hints.corrections + 1, updated_at = now()`,
    [orgId, hint.masterKeyId, hint.classId, hint.fieldId, JSON.stringify(hint)],
  );
}

export async function loadHints(
  db: Queryable,
  orgId: string,
  masterKeyId: string,
  classId: string,
): Promise<LearnedHint[]> {
  const rows = await db.query<{ hint: LearnedHint | string }>(
    `SELECT hint FROM extraction_hints
     WHERE organization_id = $1 AND master_key_id = $2 AND document_class_id = $3
     ORDER BY field_id`,
    [orgId, masterKeyId, classId],
  );
  return rows.map((row) => (typeof row.hint === "string" ? (JSON.parse(row.hint) as LearnedHint) : row.hint));
}

/** Forgets what was learned for a master key (and optionally one class), e.g. from an admin action. */
export async function deleteHints(
  db: Queryable,
  orgId: string,
  masterKeyId: string,
  classId?: string,
): Promise<number> {
  const rows = await db.query<{ field_id: string }>(
    `DELETE FROM extraction_hints
     WHERE organization_id = $1 AND master_key_id = $2 AND ($3::uuid IS NULL OR document_class_id = $3::uuid)
     RETURNING field_id`,
    [orgId, masterKeyId, classId ?? null],
  );
  return rows.length;
}
