import type { Services } from "../../services";
import { updateBatch, type BatchRow } from "../../batches/batchRepo";
import { masterKeyRecords } from "../../batches/masterKeyRecords";
import { createMasterKeyMatcher } from "../../engines/masterKey";
import { advance } from "../engine";
import { currentJob } from "./currentJob";
import { annotatedPages } from "./pageTexts";

/**
 * MasterKeyIdentification: for each page whose class has a master-key category, the record it belongs to:
 * OCR triggers first, then the record's identifiers (VAT, IBAN...) and name found in the page text.
 */
export async function masterKeyStep(s: Services, batch: BatchRow) {
  batch = await updateBatch(s.db, batch.id, batch.version, { status: "MASTER_KEY_IDENTIFICATION" });
  const job = await currentJob(s.db, batch);
  const categories = await masterKeyRecords(s.db, batch.organization_id, job.classification.documentClasses.map((c) => c._id));
  const pages = await annotatedPages(s.storage, batch);
  const matchers = categories.map((c) => ({ category: c, matcher: createMasterKeyMatcher(c.records) }));
  const pageData = batch.page_data.map((p) => {
    const entry = matchers.find((m) => p.documentClass?._id && m.category.classIds.includes(p.documentClass._id));
    const page = pages.get(p.pageNo);
    if (!entry || !page) return { ...p, masterKeyData: null };
    const match = entry.matcher.identify(page);
    const record = match && entry.category.records.find((r) => r._id === match.recordId);
    return {
      ...p,
      masterKeyData: record
        ? { _id: record._id, value: record.value, data: record.data, valueListCategory: entry.category.categoryId, customPrompt: record.customPrompt, ocrTrigger: record.ocrTrigger, method: match!.method }
        : null,
    };
  });
  await advance(s, batch, { status: "SPLITTING", page_data: pageData, nextStep: "Split" });
}
