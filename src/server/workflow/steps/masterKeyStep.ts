import type { Services } from "../../services";
import { updateBatch, type BatchRow } from "../../batches/batchRepo";
import { masterKeyRecords } from "../../batches/masterKeyRecords";
import { createMasterKeyMatcher, inheritMasterKeys } from "../../engines/masterKey";
import { pageStartsDocument, readPageCues } from "../../engines/split";
import { moveOn, type StepOutcome } from "../transitions";
import { currentJob } from "../../batches/jobSnapshot";
import { annotatedPages } from "../../batches/pageTexts";

/**
 * MasterKeyIdentification: for each page whose class has a master-key category, the record it belongs to:
 * OCR triggers first, then the record's identifiers (VAT, IBAN...) and name found in the page text. A
 * continuation page (same class, no sign of a new document) inherits the master key of the page before
 * unless it carries strong evidence of another.
 */
export async function masterKeyStep(s: Services, batch: BatchRow): Promise<StepOutcome> {
  batch = await updateBatch(s.db, batch.id, batch.version, { status: "MASTER_KEY_IDENTIFICATION" });
  const job = await currentJob(s.db, batch);
  const categories = await masterKeyRecords(
    s.db,
    batch.organization_id,
    job.classification.documentClasses.map((c) => c._id),
  );
  const pages = await annotatedPages(s.storage, batch);
  const matchers = categories.map((c) => ({ category: c, matcher: createMasterKeyMatcher(c.records) }));
  const entries = batch.page_data.map((p) =>
    matchers.find((m) => p.documentClass?._id && m.category.classIds.includes(p.documentClass._id)),
  );
  const own = batch.page_data.map((p, i) => {
    const page = pages.get(p.pageNo);
    return entries[i] && page ? entries[i]!.matcher.identify(page) : null;
  });
  const cues = batch.page_data.map((p) => readPageCues(pages.get(p.pageNo)?.text ?? ""));
  const fileStarts = new Set((batch.merged_document?.initialDocuments ?? []).map((d) => d.mainPages[0]));
  const startsDocument = (i: number) =>
    fileStarts.has(batch.page_data[i].pageNo) ||
    entries[i] !== entries[i - 1] ||
    batch.page_data[i].documentClass?._id !== batch.page_data[i - 1].documentClass?._id ||
    pageStartsDocument(cues[i - 1], cues[i]);
  const matches = inheritMasterKeys(own, startsDocument);
  const pageData = batch.page_data.map((p, i) => {
    const entry = entries[i];
    if (!entry || !pages.get(p.pageNo)) return { ...p, masterKeyData: null };
    const match = matches[i];
    const record = match && entry.category.records.find((r) => r._id === match.recordId);
    return {
      ...p,
      masterKeyData: record
        ? {
            _id: record._id,
            value: record.value,
            data: record.data,
            valueListCategory: entry.category.categoryId,
            customPrompt: record.customPrompt,
            ocrTrigger: record.ocrTrigger,
            method: match!.method,
            ...(match!.inherited ? { inherited: true } : {}),
          }
        : null,
    };
  });
  return moveOn(batch, "MasterKeyIdentification", { page_data: pageData });
}
