import type { Services } from "../services";
import type { BatchRow } from "../batches/batchRepo";
import { addExamples } from "../engines/classifier";
import { pageTexts } from "./steps/pageTexts";

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

/**
 * Values a person corrected teach the extractor where that value sits for the document's master key and class.
 * TODO(issue 6): store hints once the extraction engine's learning store lands.
 */
export async function onExtractionCorrected(_s: Services, _batch: BatchRow, _documents: any[]): Promise<void> {}
