import { createHash } from "node:crypto";
import type { Queryable } from "../db/db";
import type { Storage } from "../storage/storage";
import type { BatchRow } from "../batches/batchRepo";
import { conceptOfField } from "../engines/extraction/concepts";
import { docKeyOf } from "./judge";
import type { DuplicateRef } from "../../domain/entities";

/**
 * Issue 15.4: possible duplicates. Every extraction document of the organization has up to three fingerprints in
 * `document_fingerprints`: the uploaded file it is (SHA-256 of the file, with the pages it takes when it is part of
 * one), and its seller, number and total, keyed once by its master key and once by its seller-like field. A document
 * is a possible duplicate of the first document registered before it with an equal fingerprint.
 */

type FieldInfo = { _id: string; name: string; description?: string | null; dataType: string };

const sha = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");
const plain = (v: unknown) =>
  String(v ?? "")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]/gu, "");

/** A total as a number with two decimals: '1.234,50', '1234.5' and 1234.5 are the same total. */
export function totalKey(v: unknown): string | null {
  if (typeof v === "number") return Number.isFinite(v) ? v.toFixed(2) : null;
  const text = String(v ?? "").replace(/[^\d.,-]/g, "");
  if (!/\d/.test(text)) return null;
  const lastSep = Math.max(text.lastIndexOf("."), text.lastIndexOf(","));
  const decimals = lastSep >= 0 && text.length - lastSep - 1 <= 2;
  const whole = decimals ? text.slice(0, lastSep).replace(/[.,]/g, "") : text.replace(/[.,]/g, "");
  const n = Number(decimals ? `${whole}.${text.slice(lastSep + 1)}` : whole);
  return Number.isFinite(n) ? n.toFixed(2) : null;
}

/** The value fingerprints of a document: by its master key and by its seller-like field, each with number and total. */
export function valueFingerprints(doc: any, fields: FieldInfo[]): Record<string, string> {
  const byConcept = new Map<string, unknown>();
  const byId = new Map(fields.map((f) => [f._id, f]));
  for (const p of doc.properties ?? []) {
    const field = byId.get(String(p.field?._id ?? p.field));
    if (!field) continue;
    const concept = conceptOfField(field as any);
    if (concept && !byConcept.has(concept) && p.value !== null && p.value !== undefined && p.value !== "")
      byConcept.set(concept, p.value);
  }
  const number = plain(byConcept.get("invoice_number"));
  const total = totalKey(byConcept.get("total"));
  if (!number || !total) return {};
  const out: Record<string, string> = {};
  if (doc.masterKeyData?._id) out["values:masterKey"] = sha(`mk:${doc.masterKeyData._id}|${number}|${total}`);
  const seller = plain(byConcept.get("issuer"));
  if (seller) out["values:seller"] = sha(`seller:${seller}|${number}|${total}`);
  return out;
}

/** SHA-256 of each uploaded file of the batch that a document needs, read once. */
export function fileHashes(storage: Storage, batch: BatchRow) {
  const hashes = new Map<number, Promise<string | null>>();
  const hashOf = (i: number) => {
    if (!hashes.has(i)) {
      hashes.set(
        i,
        (async () => {
          const hash = createHash("sha256");
          for await (const chunk of await storage.read(batch.files[i].filePath)) hash.update(chunk as Buffer);
          return hash.digest("hex");
        })().catch(() => null),
      );
    }
    return hashes.get(i)!;
  };
  const files = (batch.merged_document?.initialDocuments ?? []) as { docNo: number; mainPages: number[] }[];
  /** The file fingerprint of a document by its pages: within one uploaded file, that file and the pages it takes. */
  return async (mainPages: number[]): Promise<string | null> => {
    if (!mainPages?.length) return null;
    const index = files.findIndex((f) => mainPages.every((p) => f.mainPages.includes(p)));
    if (index < 0 || !batch.files[index]) return null;
    const fileHash = await hashOf(index);
    if (!fileHash) return null;
    const file = files[index];
    const whole = mainPages.length === file.mainPages.length;
    return whole ? fileHash : sha(`${fileHash}#${mainPages.map((p) => file.mainPages.indexOf(p) + 1).join(",")}`);
  };
}

export const VALUE_KINDS = ["values:masterKey", "values:seller"];
const ALL_KINDS = ["file", ...VALUE_KINDS];

/**
 * Writes a document's fingerprints; those of the `managed` kinds it no longer has are removed. A new row is
 * registered now; a changed one keeps its time (the document was there first all the same).
 */
export async function registerFingerprints(
  db: Queryable,
  batch: BatchRow,
  doc: any,
  fingerprints: Record<string, string>,
  managed = ALL_KINDS,
) {
  await registerFingerprintsOfDocuments(db, batch, [{ doc, fingerprints }], managed);
}

/**
 * registerFingerprints for many documents of one batch in one statement (Extraction registers a whole batch; one
 * statement per document was a thousand for ten 50-page batches). Rows are registered in the documents' order
 * (registered_at is the clock at each row), so 'registered before' reads as it did one statement at a time.
 */
export async function registerFingerprintsOfDocuments(
  db: Queryable,
  batch: BatchRow,
  entries: { doc: any; fingerprints: Record<string, string> }[],
  managed = ALL_KINDS,
) {
  if (!entries.length) return;
  // A document listed twice keeps its last fingerprints (an upsert cannot touch one row twice in a statement).
  const byKey = new Map(entries.map((e) => [docKeyOf(e.doc), e]));
  const rows = [...byKey].flatMap(([key, { doc, fingerprints }]) =>
    Object.entries(fingerprints).map(([kind, fingerprint]) => ({ key, docNo: doc.docNo as number, kind, fingerprint })),
  );
  // Kinds a document no longer has go (the delete and the upsert never touch one row: a kind kept is not deleted).
  await db.query(
    `WITH k AS (SELECT * FROM unnest($4::text[], $5::int[], $6::text[], $7::text[]) WITH ORDINALITY AS k(doc_key, doc_no, kind, fingerprint, ord)),
     gone AS (DELETE FROM document_fingerprints f WHERE f.batch_id = $2 AND f.doc_key = ANY($8::text[]) AND f.kind = ANY($9::text[])
                AND NOT EXISTS (SELECT 1 FROM k WHERE k.doc_key = f.doc_key AND k.kind = f.kind))
     INSERT INTO document_fingerprints (organization_id, batch_id, batch_number, doc_key, doc_no, kind, fingerprint)
     SELECT $1, $2, $3, k.doc_key, k.doc_no, k.kind, k.fingerprint FROM k ORDER BY k.ord
     ON CONFLICT (batch_id, doc_key, kind) DO UPDATE SET fingerprint = excluded.fingerprint, doc_no = excluded.doc_no`,
    [
      batch.organization_id,
      batch.id,
      batch.batch_number,
      rows.map((r) => r.key),
      rows.map((r) => r.docNo),
      rows.map((r) => r.kind),
      rows.map((r) => r.fingerprint),
      [...byKey.keys()],
      managed,
    ],
  );
}

/** Rows of documents no longer in the batch (deleted by a person) go; the others get their current numbers. */
export async function pruneFingerprints(db: Queryable, batch: { id: string }, docs: any[]) {
  await db.query(`DELETE FROM document_fingerprints WHERE batch_id = $1 AND NOT (doc_key = ANY($2::text[]))`, [
    batch.id,
    docs.map(docKeyOf),
  ]);
  await db.query(
    `UPDATE document_fingerprints f SET doc_no = d.doc_no
       FROM unnest($2::text[], $3::int[]) AS d(doc_key, doc_no)
      WHERE f.batch_id = $1 AND f.doc_key = d.doc_key AND f.doc_no <> d.doc_no`,
    [batch.id, docs.map(docKeyOf), docs.map((d) => d.docNo)],
  );
}

/**
 * For each document, the document registered before it with an equal fingerprint (the earliest; a file match before a
 * values match), skipping the one a person said it is not a duplicate of; null when there is none. One statement for
 * the documents of one batch. Indexed by (organization, kind, fingerprint).
 */
export async function findDuplicates(
  db: Queryable,
  batchId: string,
  docs: any[],
): Promise<Map<any, DuplicateRef | null>> {
  const out = new Map<any, DuplicateRef | null>();
  if (!docs.length) return out;
  const keys = docs.map(docKeyOf);
  const rows = await db.query<{
    for_key: string;
    batch_id: string;
    batch_number: number;
    doc_no: number;
    doc_key: string;
    kind: string;
  }>(
    `SELECT d.doc_key AS for_key, o.batch_id, o.batch_number, o.doc_no, o.doc_key, o.kind
       FROM unnest($2::text[]) WITH ORDINALITY AS d(doc_key, ord)
       CROSS JOIN LATERAL (
         SELECT o.batch_id, o.batch_number, o.doc_no, o.doc_key, o.kind, o.registered_at
           FROM document_fingerprints m
           JOIN document_fingerprints o ON o.organization_id = m.organization_id AND o.kind = m.kind AND o.fingerprint = m.fingerprint
          WHERE m.batch_id = $1 AND m.doc_key = d.doc_key AND NOT (o.batch_id = m.batch_id AND o.doc_key = m.doc_key)
            AND (o.registered_at, o.batch_number, o.doc_no) < (m.registered_at, m.batch_number, m.doc_no)
          ORDER BY (o.kind = 'file') DESC, o.registered_at, o.batch_number, o.doc_no
          LIMIT 10) o
      ORDER BY d.ord, (o.kind = 'file') DESC, o.registered_at, o.batch_number, o.doc_no`,
    [batchId, keys],
  );
  const byKey = new Map<string, typeof rows>();
  for (const r of rows) byKey.set(r.for_key, [...(byKey.get(r.for_key) ?? []), r]);
  for (const [i, doc] of docs.entries()) {
    const cleared = doc.duplicateCleared?.of as { batchId?: string; docKey?: string } | undefined;
    const row = (byKey.get(keys[i]) ?? []).find(
      (r) => !(cleared && cleared.batchId === r.batch_id && cleared.docKey === r.doc_key),
    );
    out.set(
      doc,
      row
        ? {
            batchId: row.batch_id,
            batchNumber: row.batch_number,
            docNo: row.doc_no,
            docKey: row.doc_key,
            reason: row.kind === "file" ? "file" : "values",
          }
        : null,
    );
  }
  return out;
}
