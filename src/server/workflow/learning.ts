import type { Services } from "../services";
import type { BatchRow } from "../batches/batchRepo";
import { addExamples } from "../engines/classifier";
import { pageTexts } from "./steps/pageTexts";
import { learnFromCorrection, saveHint } from "../engines/extraction";
import { extractionClassOf } from "./steps/extractionClass";
import { readJson } from "./steps/storageIo";

/**
 * Every classification validation is training data for the organization's classifier, corrections included.
 * Keyed by batch and page, so validating the same page again replaces its example.
 */
export async function onClassificationValidated(s: Services, batch: BatchRow, _before: any[]): Promise<void> {
  const texts = await pageTexts(s.storage, batch).catch(() => new Map<number, string>());
  const examples = batch.page_data
    .filter((p) => p.documentClass?._id && texts.get(p.pageNo))
    .map((p) => ({ classId: p.documentClass._id, text: texts.get(p.pageNo)!, key: `${batch.id}:${p.pageNo}` }));
  if (examples.length) await addExamples(s.db, batch.organization_id, examples);
}

const normalised = (v: unknown) => (v === null || v === undefined ? "" : String(v).trim().toLowerCase());

/**
 * Values a person corrected teach the extractor where that value sits for the document's master key and class,
 * so the next document from the same sender comes out right.
 */
export async function onExtractionCorrected(s: Services, batch: BatchRow, documents: any[]): Promise<void> {
  for (const doc of documents) {
    const masterKeyId = doc.masterKeyData?._id;
    const classId = doc.documentClass?._id;
    if (!masterKeyId || !classId) continue;
    const corrected = (doc.properties ?? []).filter((p: any) => normalised(p.value) !== normalised(p.originalValue));
    if (!corrected.length) continue;
    const cls = await extractionClassOf(s.db, batch.organization_id, classId).catch(() => null);
    if (!cls) continue;
    const { pages } = await readJson<{ pages: any[] }>(s.storage, doc.textAnnotationFileLocation);
    for (const p of corrected) {
      const field = cls.fields.find((f) => f.field._id === (p.field?._id ?? p.field))?.field;
      if (!field) continue;
      const hint = learnFromCorrection({ pages, field, correctedValue: p.value, masterKeyId, classId });
      if (hint) await saveHint(s.db, batch.organization_id, hint);
    }
  }
}
