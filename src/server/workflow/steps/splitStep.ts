import type { Services } from "../../services";
import { setProgress, updateBatch, type BatchRow } from "../../batches/batchRepo";
import { ocrTriggerActionOf } from "../../engines/masterKey";
import { pageSignals, readPageCues, signalNeeds, splitPages } from "../../engines/split";
import { moveOn, waitForPerson, type StepOutcome } from "../transitions";
import { TRANSITIONS } from "../../../domain/batch/transitions";
import { currentJob } from "../../batches/jobSnapshot";
import { annotatedPages } from "../../batches/pageTexts";

/** Split: the job's split options, in order, cut the page stream into documents; then a person checks unless autoValidateSplit. */
export async function splitStep(s: Services, batch: BatchRow): Promise<StepOutcome> {
  batch = await updateBatch(s.db, batch.id, batch.version, { status: "SPLITTING" });
  const job = await currentJob(s.db, batch);
  const splitOptions = (job.split?.splitOptions ?? []).map((o) => ({
    _id: o._id,
    config: (o.config ?? {}) as Record<string, number | string>,
  }));
  const initialDocuments = batch.merged_document?.initialDocuments ?? batch.splitted_documents;
  let documents = initialDocuments;
  if (splitOptions.length) {
    const annotation = await annotatedPages(s.storage, batch);
    const needs = signalNeeds(splitOptions);
    let signals = new Map<number, { isBlank?: boolean; barcodes?: string[] }>();
    if (needs.barcodes || needs.blankThreshold !== null) {
      const local = await s.storage.toLocalFile(batch.merged_document!.fileLocation);
      try {
        const found = await pageSignals(
          local.path,
          [...annotation.values()].map((p) => ({ pageNo: p.pageNo, words: p.words })),
          splitOptions,
          {
            onProgress: (done: number, total: number) => setProgress(s.db, batch.id, { stage: "split", done, total }),
          } as any,
        );
        signals = new Map(found.map((f) => [f.pageNo, f]));
      } finally {
        await local.cleanup();
      }
    }
    const pages = batch.page_data.map((p) => ({
      pageNo: p.pageNo,
      classId: p.documentClass?._id ?? null,
      masterKeyId: p.masterKeyData?._id ?? null,
      masterKeyName: p.masterKeyData?.value ?? null,
      cues: readPageCues(annotation.get(p.pageNo)?.text ?? ""),
      ocrTriggerAction:
        p.masterKeyData?.method === "ocrTrigger"
          ? ocrTriggerActionOf(annotation.get(p.pageNo)?.words ?? [], p.masterKeyData.ocrTrigger)
          : null,
      isBlank: signals.get(p.pageNo)?.isBlank,
      barcodes: signals.get(p.pageNo)?.barcodes,
    }));
    documents = splitPages({ pages, initialDocuments, splitOptions });
  }
  if (TRANSITIONS.Split.person.skippedBy(job))
    return moveOn(batch, "Split", {
      splitted_documents: documents,
      progress: null,
      workflow: { splitValidated: true },
    });
  return waitForPerson(batch, "Split", { splitted_documents: documents, progress: null });
}
