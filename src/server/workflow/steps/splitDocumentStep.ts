import { createReadStream } from "node:fs";
import type { Services } from "../../services";
import { updateBatch, type BatchRow } from "../../batches/batchRepo";
import { storageKey } from "../../storage/storage";
import { moveOn, type StepOutcome } from "../transitions";
import { makeWorkDir, removeWorkDir } from "../../pipeline/workDirs";
import { splitDocumentsInThread } from "../../threads/pool";
import { mapInOrder } from "../inOrder";

const docKey = (batch: BatchRow, docNo: number, ext: string) =>
  storageKey(
    "org",
    batch.organization_id,
    "batch",
    batch.id,
    "documents",
    `doc-${String(docNo).padStart(4, "0")}.${ext}`,
  );

/**
 * SplitDocument: one PDF and one text annotation per split document (the extraction documents), under fixed
 * names, so running it again replaces the files instead of adding new ones.
 */
export async function splitDocumentStep(s: Services, batch: BatchRow): Promise<StepOutcome> {
  batch = await updateBatch(s.db, batch.id, batch.version, { status: "SPLITTING" });
  // pdf-lib cuts the PDFs and the text is sliced on a pipeline thread (loading a 500-page PDF takes a CPU second).
  const merged = await s.storage.toLocalFile(batch.merged_document!.fileLocation);
  const annotation = await s.storage.toLocalFile(batch.merged_document!.textAnnotationFileLocation);
  const outDir = await makeWorkDir(`split-${batch.id}`);
  try {
    const files = await splitDocumentsInThread({
      mergedPath: merged.path,
      annotationPath: annotation.path,
      documents: batch.splitted_documents.map((doc) => doc.mainPages),
      outDir,
    });
    return moveOn(batch, "SplitDocument", { extraction_documents: await writeDocuments(s, batch, files) });
  } finally {
    await merged.cleanup().catch(() => {});
    await annotation.cleanup().catch(() => {});
    await removeWorkDir(outDir);
  }
}

/** Documents whose files are written to storage at once (local disk or S3 both wait more than they compute). */
const WRITES_IN_FLIGHT = 8;

/** Each document's PDF and text annotation into storage: the extraction documents. */
async function writeDocuments(s: Services, batch: BatchRow, files: { pdf: string; text: string }[]) {
  const byPage = new Map(batch.page_data.map((p) => [p.pageNo, p]));
  return mapInOrder(batch.splitted_documents, WRITES_IN_FLIGHT, async (doc, i) => {
    const fileLocation = docKey(batch, doc.docNo, "pdf");
    const textAnnotationFileLocation = docKey(batch, doc.docNo, "text.json");
    await s.storage.write(fileLocation, createReadStream(files[i].pdf), "application/pdf");
    await s.storage.write(textAnnotationFileLocation, createReadStream(files[i].text), "application/json");
    const first = byPage.get(doc.mainPages[0]);
    return {
      docNo: doc.docNo,
      totalPages: doc.mainPages.length,
      mainPages: doc.mainPages,
      documentClass: first?.documentClass ?? null,
      masterKeyData: first?.masterKeyData ?? null,
      validated: false,
      currentDoc: i === 0,
      fileLocation,
      textAnnotationFileLocation,
      extractionAnnotationFileLocation: null,
      properties: [],
      tables: [],
      parseData: null,
    };
  });
}
