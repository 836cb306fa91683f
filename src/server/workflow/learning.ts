import type { Services } from "../services";
import type { BatchRow } from "../batches/batchRepo";

/**
 * Every classification validation is training data for the organization's classifier (corrections included).
 * TODO(issue 5): store the pages' texts with their validated classes once the classifier engine lands.
 */
export async function onClassificationValidated(_s: Services, _batch: BatchRow, _before: any[]): Promise<void> {}

/**
 * Values a person corrected teach the extractor where that value sits for the document's master key and class.
 * TODO(issue 6): store hints once the extraction engine's learning store lands.
 */
export async function onExtractionCorrected(_s: Services, _batch: BatchRow, _documents: any[]): Promise<void> {}
