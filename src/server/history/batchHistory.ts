import type { Queryable } from "../db/db";
import { conceptOfField } from "../engines/extraction/concepts";

/**
 * Batch history (issue 15.3): an append-only record per batch of who did what and when. Rows are only ever inserted
 * (no route changes or removes one, and a trigger refuses UPDATE and DELETE); `batch_id` has no foreign key, so the
 * history, and the tombstone written when a batch is deleted, outlive the batch. Every write goes through
 * `recordHistory`, inside the transaction of the change it describes where there is one (docs/decisions.md).
 */
export const HISTORY_KINDS = [
  "created",
  "stage_started",
  "stage_finished",
  "validation",
  "reprocess",
  "value_changed",
  "export",
  "error",
  "deleted",
] as const;
type HistoryKind = (typeof HISTORY_KINDS)[number];

/** How a batch came in: the Create Batch modal (a signed-in person), an API key, or a job's mailbox. */
export type HistoryChannel = "web" | "api_key" | "email";

interface HistoryEntry {
  kind: HistoryKind;
  /** The person (user id); null for the system (workers, the mail intake). */
  actorId?: string | null;
  channel?: HistoryChannel | null;
  details?: Record<string, unknown>;
}

/**
 * Appends entries to a batch's history; the organization and batch number are read from the batch in the same
 * statement, so the caller passes only the batch id (a deleted batch gets its entries through `recordTombstone`).
 * A failure throws: inside a transaction it undoes the change it describes.
 */
export async function recordHistory(db: Queryable, batchId: string, ...entries: HistoryEntry[]): Promise<void> {
  for (const e of entries) {
    await db.query(
      `INSERT INTO batch_history (organization_id, batch_id, batch_number, kind, actor_id, channel, details)
       SELECT organization_id, id, batch_number, $2, $3, $4, $5::jsonb FROM batches WHERE id = $1`,
      [batchId, e.kind, e.actorId ?? null, e.channel ?? null, JSON.stringify(e.details ?? {})],
    );
  }
}

/** The tombstone of a deleted batch: who deleted it and when, with its number; written before the row goes. */
export async function recordTombstone(db: Queryable, batchId: string, actorId: string | null) {
  await recordHistory(db, batchId, { kind: "deleted", actorId });
}

/**
 * A stage's figures as the batch stands: pages and documents (split, else extracted), and how many extracted
 * documents passed without a person (`autoValidated`; the insights' straight-through share).
 */
export function figuresOf(row: {
  page_data?: unknown[];
  splitted_documents?: unknown[];
  extraction_documents?: { autoValidated?: boolean }[];
}) {
  return {
    pages: row.page_data?.length ?? 0,
    documents: row.extraction_documents?.length || row.splitted_documents?.length || 0,
    autoValidated: (row.extraction_documents ?? []).filter((d) => d?.autoValidated === true).length,
  };
}

/** The document's seller (the value of its field whose concept is the issuer), for the insights' corrections per vendor. */
function vendorOf(doc: any): string | null {
  for (const p of doc?.properties ?? []) {
    const f = p.field;
    if (typeof f !== "object" || !f?.name) continue;
    if (
      conceptOfField({ name: f.name, description: f.description ?? null, dataType: f.dataType ?? "Text" }) !== "issuer"
    )
      continue;
    const v = p.value == null ? "" : String(p.value).trim();
    if (v) return v;
  }
  return null;
}

const text = (v: unknown) => (v == null ? "" : String(v));

/**
 * The values a person changed: stored documents against the saved ones (matched by their file), one entry per
 * property and per table cell whose value differs, with the field's name, from and to.
 */
export function changedValues(stored: any[], saved: any[]): Record<string, unknown>[] {
  const before = new Map(stored.map((d) => [d.fileLocation, d]));
  const out: Record<string, unknown>[] = [];
  const fieldOf = (f: any) => ({
    field: typeof f === "object" && f ? (f.name ?? f._id) : String(f ?? ""),
    fieldId: typeof f === "object" && f ? (f._id ?? null) : (f ?? null),
  });
  for (const doc of saved) {
    const old = before.get(doc.fileLocation);
    if (!old) continue;
    const vendor = vendorOf(doc) ?? vendorOf(old);
    const oldProps = new Map((old.properties ?? []).map((p: any) => [p.field?._id ?? p.field, p]));
    for (const p of doc.properties ?? []) {
      const was: any = oldProps.get(p.field?._id ?? p.field);
      if (was && text(was.value) !== text(p.value))
        out.push({ docNo: doc.docNo, ...fieldOf(p.field), vendor, from: was.value ?? null, to: p.value ?? null });
    }
    const oldCells = new Map<string, any>();
    for (const t of old.tables ?? []) for (const row of t.rows ?? []) for (const c of row) oldCells.set(c._id, c);
    for (const t of doc.tables ?? [])
      (t.rows ?? []).forEach((row: any[], i: number) => {
        for (const c of row) {
          const was = oldCells.get(c._id);
          if (was && text(was.value) !== text(c.value))
            out.push({
              docNo: doc.docNo,
              table: t.name,
              row: i + 1,
              ...fieldOf(c.field),
              vendor,
              from: was.value ?? null,
              to: c.value ?? null,
            });
        }
      });
  }
  return out;
}

interface HistoryItem {
  _id: string;
  batchId: string;
  batchNumber: number;
  at: string;
  kind: HistoryKind;
  actor: { _id: string; name: string } | null;
  channel: HistoryChannel | null;
  details: Record<string, unknown>;
}

/** A batch's history, newest first, optionally of some kinds only; people named as their organization knows them. */
export async function listHistory(
  db: Queryable,
  orgId: string,
  where: { batchId: string } | { batchNumber: number },
  kinds?: string[],
): Promise<HistoryItem[]> {
  const params: unknown[] = [orgId, "batchId" in where ? where.batchId : where.batchNumber];
  let sql = `
    SELECT h.id, h.batch_id, h.batch_number, h.at, h.kind, h.actor_id, h.channel, h.details,
           nullif(trim(concat_ws(' ', coalesce(m.first_name, u.first_name), coalesce(m.last_name, u.last_name))), '') AS actor_name, u.email AS actor_email
      FROM batch_history h
      LEFT JOIN users u ON u.id = h.actor_id
      LEFT JOIN memberships m ON m.user_id = h.actor_id AND m.organization_id = h.organization_id
     WHERE h.organization_id = $1 AND ${"batchId" in where ? "h.batch_id = $2" : "h.batch_number = $2"}`;
  if (kinds?.length) {
    params.push(kinds);
    sql += ` AND h.kind = ANY($3::text[])`;
  }
  sql += ` ORDER BY h.at DESC, h.seq DESC`;
  const rows = await db.query<any>(sql, params);
  return rows.map((r) => ({
    _id: r.id,
    batchId: r.batch_id,
    batchNumber: r.batch_number,
    at: new Date(r.at).toISOString(),
    kind: r.kind,
    actor: r.actor_id ? { _id: r.actor_id, name: r.actor_name ?? r.actor_email ?? "" } : null,
    channel: r.channel,
    details: r.details ?? {},
  }));
}
