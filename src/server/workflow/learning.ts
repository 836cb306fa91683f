import type { Services } from "../services";
import type { BatchRow, StoredPage } from "../batches/batchRepo";
import { addExamples } from "../engines/classifier";
import { pageTexts } from "../batches/pageTexts";
import { learnFromCorrection, saveHint } from "../engines/extraction";
import { extractionClassOf } from "../masterData/documentClasses/extractionClass";
import { readJson } from "../storage/storageIo";
import type { TextPage } from "../engines/extraction/types";
import type { ExtractionDocument } from "../../domain/entities";
import type { TextAnnotation } from "../../domain/batch/textAnnotation";

/**
 * Every classification validation is training data for the organization's classifier, corrections included.
 * Keyed by batch and page, so validating the same page again replaces its example.
 */
export async function onClassificationValidated(s: Services, batch: BatchRow, _before: StoredPage[]): Promise<void> {
  const texts = await pageTexts(s.storage, batch).catch(() => new Map<number, string>());
  const examples = batch.page_data.flatMap((p) =>
    p.documentClass?._id && texts.get(p.pageNo)
      ? [{ classId: p.documentClass._id, text: texts.get(p.pageNo)!, key: `${batch.id}:${p.pageNo}` }]
      : [],
  );
  if (examples.length) await addExamples(s.db, batch.organization_id, examples);
}

const normalised = (v: unknown) => (v === null || v === undefined ? "" : String(v).trim().toLowerCase());

/** One value the extractor should have read: the field and the value a person (or the sender's data) gave. */
interface TaughtValue {
  fieldId: string;
  value: unknown;
}

/**
 * Teach the extractor where each value sits on the document's pages, for its master key and class, so the
 * next document from the same sender and layout comes out right.
 */
export async function teachValues(
  s: Services,
  organizationId: string,
  doc: { masterKeyId: string; classId: string; pages: TextPage[] },
  values: TaughtValue[],
): Promise<void> {
  if (!values.length) return;
  const cls = await extractionClassOf(s.db, organizationId, doc.classId).catch(() => null);
  if (!cls) return;
  for (const v of values) {
    const field = cls.fields.find((f) => f.field._id === v.fieldId)?.field;
    if (!field) continue;
    const hint = learnFromCorrection({
      pages: doc.pages,
      field,
      correctedValue: v.value as any,
      masterKeyId: doc.masterKeyId,
      classId: doc.classId,
    });
    if (hint) await saveHint(s.db, organizationId, hint);
  }
}

/**
 * Values a person corrected teach the extractor where that value sits for the document's master key and class,
 * so the next document from the same sender comes out right.
 */
export async function onExtractionCorrected(
  s: Services,
  batch: BatchRow,
  documents: ExtractionDocument[],
): Promise<void> {
  for (const doc of documents) {
    const masterKeyId = doc.masterKeyData?._id;
    const classId = doc.documentClass?._id;
    if (!masterKeyId || !classId) continue;
    const corrected = (doc.properties ?? []).filter((p) => normalised(p.value) !== normalised(p.originalValue));
    if (!corrected.length) continue;
    const { pages } = await readJson<TextAnnotation>(s.storage, doc.textAnnotationFileLocation);
    await teachValues(
      s,
      batch.organization_id,
      { masterKeyId, classId, pages },
      corrected.map((p) => ({ fieldId: p.field?._id ?? p.field, value: p.value })),
    );
  }
}

/**
 * An e-invoice with the sender's own printed page is a labelled example: each value its data gave that the
 * page reading got wrong teaches the extractor, exactly as a person's correction would.
 */
export function eInvoiceLessons(
  seen: { field: { _id: string }; value: unknown }[],
  filled: { field: { _id: string }; value: unknown; source?: string; warning?: string }[],
): TaughtValue[] {
  const read = new Map(seen.map((p) => [p.field._id, p.value]));
  // A value the page does not show (a warning) has no place on it to learn.
  return filled
    .filter((p) => p.source && !p.warning && normalised(p.value) !== normalised(read.get(p.field._id)))
    .map((p) => ({ fieldId: p.field._id, value: p.value }));
}
