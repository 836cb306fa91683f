import type { Services } from "../../services";
import { updateBatch, type BatchRow } from "../../batches/batchRepo";
import { advance } from "../engine";
import { currentJob } from "./currentJob";

/**
 * PLACEHOLDER until the classifier of the workspace issue lands: every page gets the job's first class
 * (confidence unknown) and the batch waits for a person in USER_VALIDATION (classification).
 */
export async function classifyStep(s: Services, batch: BatchRow) {
  batch = await updateBatch(s.db, batch.id, batch.version, { status: "CLASSIFYING" });
  const job = await currentJob(s.db, batch);
  const first = job.classification.documentClasses[0] ?? null;
  await advance(s, batch, {
    status: "USER_VALIDATION",
    page_data: batch.page_data.map((p) => ({ ...p, documentClass: first, confidence: null })),
    workflow: { step: "Classification" },
  });
}
