import type { Services } from "../../services";
import { updateBatch, type BatchRow } from "../../batches/batchRepo";
import { advance } from "../engine";
import { currentJob } from "./currentJob";

/** Split: the job's split options cut the page stream into documents; then a person checks unless autoValidateSplit. */
export async function splitStep(s: Services, batch: BatchRow) {
  batch = await updateBatch(s.db, batch.id, batch.version, { status: "SPLITTING" });
  const job = await currentJob(s.db, batch);
  // TODO(issue 5): the split engine of src/server/engines/split; until it lands the documents of the upload stay.
  const documents = batch.merged_document?.initialDocuments ?? batch.splitted_documents;
  if (job.split?.autoValidateSplit) {
    await advance(s, batch, { splitted_documents: documents, workflow: { splitValidated: true }, nextStep: "SplitDocument" });
  } else {
    await advance(s, batch, { status: "USER_VALIDATION", splitted_documents: documents, workflow: { step: "Split" } });
  }
}
