import type { Services } from "../services";
import type { BatchRow, JobSnapshot } from "../batches/batchRepo";
import { extractionClassOf } from "../masterData/documentClasses/extractionClass";
import { DEFAULT_CONFIDENCE_THRESHOLD } from "../../domain/schemas/job";
import { docKeyOf, drawOf, QA_SENTENCE, qaSample, reasonsToCheck } from "./judge";
import {
  fileHashes,
  findDuplicates,
  pruneFingerprints,
  registerFingerprints,
  registerFingerprintsOfDocuments,
  valueFingerprints,
  VALUE_KINDS,
} from "./fingerprints";

import type { ExtractionClass } from "../engines/extraction";
import type { DuplicateRef, ExtractionDocument } from "../../domain/entities";

type ClassInfo = ExtractionClass;

/**
 * The end of the Extraction step (issue 15): each document extracted in this run gets its fingerprints and, when an
 * earlier document has one of them, its 'possible duplicate' flag; with Auto Validate Extraction each is judged
 * (reasonsToCheck) and those that pass are stored validated, except the QA sample. Documents not extracted in this
 * run (a single-document re-process) keep what they had. `passedAll`: every document is validated, the batch moves on.
 */
export async function judgeExtraction(
  s: Services,
  batch: BatchRow,
  job: JobSnapshot,
  documents: ExtractionDocument[],
  extractedNow: (doc: ExtractionDocument) => boolean,
  classes: Map<string, ClassInfo>,
): Promise<{ documents: ExtractionDocument[]; passedAll: boolean; threshold: number }> {
  const threshold = job.extraction?.confidenceThreshold ?? DEFAULT_CONFIDENCE_THRESHOLD;
  const share = job.extraction?.qaSampleShare ?? 0;
  const auto = !!job.extraction?.autoValidateExtraction;
  const fileOf = fileHashes(s.storage, batch);
  const now = documents.filter(extractedNow);
  const classOf = (d: ExtractionDocument) => (d.documentClass ? classes.get(d.documentClass._id) : undefined);
  const entries = [];
  for (const doc of now) {
    const cls = classOf(doc);
    const file = await fileOf(doc.mainPages ?? []);
    entries.push({
      doc,
      fingerprints: {
        ...(file ? { file } : {}),
        ...(cls
          ? valueFingerprints(
              doc,
              cls.fields.map((f) => f.field as any),
            )
          : {}),
      },
    });
  }
  // The batch's documents in one statement each way, not one per document (in the documents' order, as before).
  await registerFingerprintsOfDocuments(s.db, batch, entries);
  await pruneFingerprints(s.db, batch, documents);
  const duplicates = await findDuplicates(s.db, batch.id, now);
  const judged = new Map<ExtractionDocument, { duplicateOf?: DuplicateRef; reasons: string[] }>();
  for (const doc of now) {
    const duplicateOf = duplicates.get(doc) ?? undefined;
    const required = new Set(
      (classOf(doc)?.fields ?? []).filter((f) => f.validation?.required).map((f) => f.field._id),
    );
    judged.set(doc, { duplicateOf, reasons: auto ? reasonsToCheck({ ...doc, duplicateOf }, required, threshold) : [] });
  }
  // The QA sample: drawn among the documents that pass; a document re-processed alone keeps its earlier draw.
  const passing = now.filter((d) => auto && judged.get(d)!.reasons.length === 0);
  const drawn =
    now.length === documents.length
      ? qaSample(
          batch.id,
          passing.map((d) => ({ key: docKeyOf(d) })),
          share,
        )
      : null;
  const sampled = (d: ExtractionDocument) =>
    drawn
      ? drawn.has(docKeyOf(d))
      : typeof d.qaSample === "boolean"
        ? d.qaSample
        : share > 0 && drawOf(`qa:${batch.id}:${docKeyOf(d)}`) < share;
  const out = documents.map((doc) => {
    const j = judged.get(doc);
    if (!j) return doc;
    const passes = auto && j.reasons.length === 0;
    const qa = passes && sampled(doc);
    return {
      ...doc,
      duplicateOf: j.duplicateOf,
      validated: passes && !qa,
      autoValidated: passes && !qa ? true : undefined,
      qaSample: passes ? qa : undefined,
      review: auto ? (qa ? [QA_SENTENCE] : j.reasons) : undefined,
    };
  });
  return { documents: out, passedAll: auto && out.every((d) => d.validated), threshold };
}

/**
 * After a person saved extraction edits: the documents' value fingerprints follow their values (a later document is
 * compared with what the person corrected), deleted documents lose theirs, and the QA sample's confirmed documents
 * record how many of their values the person changed (stp_qa_results).
 */
export async function afterExtractionSaved(s: Services, batch: BatchRow, userId: string | null) {
  const classes = new Map<string, ClassInfo | null>();
  for (const doc of batch.extraction_documents) {
    const classId = doc.documentClass?._id;
    if (classId && !classes.has(classId))
      classes.set(classId, await extractionClassOf(s.db, batch.organization_id, classId).catch(() => null));
    const cls = classId ? classes.get(classId) : null;
    if (cls)
      await registerFingerprints(
        s.db,
        batch,
        doc,
        valueFingerprints(
          doc,
          cls.fields.map((f) => f.field as any),
        ),
        VALUE_KINDS,
      );
  }
  await pruneFingerprints(s.db, batch, batch.extraction_documents);
  for (const doc of batch.extraction_documents) {
    if (!doc.qaSample) continue;
    if (!doc.validated) {
      await s.db.query(`DELETE FROM stp_qa_results WHERE batch_id = $1 AND doc_key = $2`, [batch.id, docKeyOf(doc)]);
      continue;
    }
    const properties = doc.properties ?? [];
    const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));
    const changed = properties
      .filter((p) => text(p.value) !== text(p.originalValue))
      .map((p) => p.field?.name ?? String(p.field));
    await s.db.query(
      `INSERT INTO stp_qa_results (organization_id, job_id, batch_id, batch_number, doc_key, doc_no, values_total, values_changed, changed_fields, validated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10)
       ON CONFLICT (batch_id, doc_key) DO UPDATE SET doc_no = excluded.doc_no, values_total = excluded.values_total, values_changed = excluded.values_changed,
         changed_fields = excluded.changed_fields, validated_by = excluded.validated_by, validated_at = now()`,
      [
        batch.organization_id,
        batch.job_id,
        batch.id,
        batch.batch_number,
        docKeyOf(doc),
        doc.docNo,
        properties.length,
        changed.length,
        JSON.stringify(changed),
        userId,
      ],
    );
  }
}

/** The measured accuracy of straight-through processing: what people changed on the QA sample, per job and in all. */
export async function stpAccuracy(s: Services, orgId: string, jobId: string | null) {
  const rows = await s.db.query<{
    job_id: string;
    documents: string;
    unchanged: string;
    values_total: string;
    values_changed: string;
  }>(
    `SELECT job_id, count(*) AS documents, count(*) FILTER (WHERE values_changed = 0) AS unchanged, COALESCE(sum(values_total), 0) AS values_total, COALESCE(sum(values_changed), 0) AS values_changed
       FROM stp_qa_results WHERE organization_id = $1 AND ($2::uuid IS NULL OR job_id = $2::uuid) GROUP BY job_id ORDER BY job_id`,
    [orgId, jobId],
  );
  const figures = (documents: number, unchanged: number, values: number, changed: number) => ({
    documents,
    documentsUnchanged: unchanged,
    values,
    valuesChanged: changed,
    /** Share of the sample's values a person left as extracted; null before any QA document was confirmed. */
    valueAccuracy: values ? Math.round((1 - changed / values) * 10000) / 10000 : null,
    /** Share of the sample's documents a person confirmed without a change. */
    documentAccuracy: documents ? Math.round((unchanged / documents) * 10000) / 10000 : null,
  });
  const jobs = rows.map((r) => ({
    jobId: r.job_id,
    ...figures(Number(r.documents), Number(r.unchanged), Number(r.values_total), Number(r.values_changed)),
  }));
  const sum = (k: "documents" | "documentsUnchanged" | "values" | "valuesChanged") =>
    jobs.reduce((n, j) => n + j[k], 0);
  return { ...figures(sum("documents"), sum("documentsUnchanged"), sum("values"), sum("valuesChanged")), jobs };
}
