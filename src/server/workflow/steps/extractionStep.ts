import type { Services } from "../../services";
import { updateBatch, type BatchRow } from "../../batches/batchRepo";
import { advance } from "../engine";

/** Extraction: every field and table of each document's class. */
export async function extractionStep(s: Services, batch: BatchRow) {
  batch = await updateBatch(s.db, batch.id, batch.version, { status: "EXTRACTING" });
  // TODO(issue 6): the extractor of src/server/engines/extraction; until it lands documents wait for a person empty.
  await advance(s, batch, { status: "USER_VALIDATION", workflow: { step: "Extraction" } });
}
