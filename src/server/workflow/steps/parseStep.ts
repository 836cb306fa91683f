import { createReadStream } from "node:fs";
import type { Services } from "../../services";
import { setProgress, updateBatch, type BatchRow } from "../../batches/batchRepo";
import { parsedKey, thumbnailKey } from "../../batches/batchKeys";
import type { ParserMode } from "../../pipeline/parse/parseBatchFiles";
import { parseInThread } from "../../threads/pool";
import { StorageNotFound } from "../../storage/storage";
import { PersonFacingError, type StepFailureCode } from "../../errors";
import { moveOn, type StepOutcome } from "../transitions";
import { mapInOrder } from "../inOrder";
import { makeWorkDir, removeWorkDir } from "../../pipeline/workDirs";
import { currentJob } from "../../batches/jobSnapshot";
import { EINVOICE_PARSER_ID } from "../../../domain/options/catalogue";
import { EINVOICE_RECORDS_NAME, findInUploads, keepEInvoices, renderXmlUploads } from "../../einvoice/intake";

const PARSER_MODES: ParserMode[] = ["builtin", "builtin-ocr", "text-layer"];
/** Thumbnails written to storage at once. */
const THUMBNAILS_IN_FLIGHT = 8;
/** Notices kept of one Parse; the rest are counted. */
const MAX_NOTICES = 20;

/**
 * Parse: the uploaded files become one merged PDF, a text annotation (words with boxes per page) and a
 * thumbnail per page, all under the batch's folder with fixed names, so a second run overwrites the first.
 */
export async function parseStep(s: Services, batch: BatchRow): Promise<StepOutcome> {
  batch = await updateBatch(s.db, batch.id, batch.version, {
    status: "START_DOC_PARSING",
    progress: { stage: "merge", done: 0, total: 0 },
  });
  const job = await currentJob(s.db, batch);
  const mode = PARSER_MODES.includes(job.documentParser as ParserMode) ? (job.documentParser as ParserMode) : "builtin";
  // The e-invoice parser reads pages as the built-in one does, and the data the files carry too.
  const eInvoiceLane = job.documentParser === EINVOICE_PARSER_ID;
  const outDir = await makeWorkDir(`parse-${batch.id}`);
  const locals: { path: string; cleanup(): Promise<void> }[] = [];
  // What could not be fully read while the batch goes on (pages left blank): shown to the person (issue 17.5).
  const notices: string[] = [];
  let unlisted = 0;
  const notice = (message: string) => (notices.length < MAX_NOTICES ? notices.push(message) : unlisted++);
  try {
    for (const file of batch.files) {
      try {
        locals.push(await s.storage.toLocalFile(file.filePath));
      } catch (err) {
        if (err instanceof StorageNotFound)
          throw new PersonFacingError<StepFailureCode>(
            `${file.fileName} is missing from storage; upload it again in a new batch.`,
            "file_missing",
          );
        throw err;
      }
    }
    const uploads = batch.files.map((f, i) => ({ fileName: f.fileName, path: locals[i].path }));
    const lane = eInvoiceLane
      ? await renderXmlUploads(uploads, outDir)
      : { files: uploads, xml: new Map<number, Uint8Array>() };
    // On a pipeline thread: pdf.js, rendering and OCR never hold up the API (progress is written from here).
    const out = await parseInThread({
      files: lane.files,
      mode,
      outDir,
      limits: { maxPages: s.config.uploads.maxPagesPerBatch },
      poppler: s.config.parsePoppler,
      onProgress: (done, total, stage) => setProgress(s.db, batch.id, { stage, done, total }),
      onWarning: notice,
    });
    const mergedKey = parsedKey(batch.organization_id, batch.id, "merged.pdf");
    const textKey = parsedKey(batch.organization_id, batch.id, "text-annotation.json");
    await s.storage.write(mergedKey, createReadStream(out.mergedPdfPath), "application/pdf");
    await s.storage.write(textKey, createReadStream(out.textAnnotationPath), "application/json");
    if (eInvoiceLane) {
      const store = async (docNo: number, xml: Uint8Array) => {
        const key = parsedKey(batch.organization_id, batch.id, `einvoice-${docNo}.xml`);
        await s.storage.write(key, Buffer.from(xml), "application/xml");
        return key;
      };
      const records = await keepEInvoices(uploads, lane.xml, await findInUploads(uploads), store);
      await s.storage.write(
        parsedKey(batch.organization_id, batch.id, EINVOICE_RECORDS_NAME),
        Buffer.from(JSON.stringify(records)),
        "application/json",
      );
    }
    // A few thumbnails in flight: the store's writes overlap, and writes in flight together share one check that the
    // batch is still there (stepStorage.ts) instead of one each.
    const pageData = await mapInOrder(out.thumbnails, THUMBNAILS_IN_FLIGHT, async (t) => {
      const key = thumbnailKey(batch.organization_id, batch.id, t.pageNo);
      await s.storage.write(key, createReadStream(t.path), "image/png");
      return { pageNo: t.pageNo, documentClass: null, thumbnailKey: key, masterKeyData: null };
    });
    return moveOn(batch, "Parse", {
      page_data: pageData,
      splitted_documents: out.documents,
      merged_document: {
        fileLocation: mergedKey,
        textAnnotationFileLocation: textKey,
        initialDocuments: out.documents,
      },
      progress: null,
      workflow: {
        notices: unlisted
          ? [...notices, `${unlisted} more ${unlisted === 1 ? "page" : "pages"} could not be fully read.`]
          : notices,
      },
    });
  } finally {
    await Promise.all(locals.map((l) => l.cleanup().catch(() => {})));
    await removeWorkDir(outDir);
  }
}
