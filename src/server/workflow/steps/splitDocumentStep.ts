import { PDFDocument } from "pdf-lib";
import type { Services } from "../../services";
import { updateBatch, type BatchRow } from "../../batches/batchRepo";
import { storageKey } from "../../storage/storage";
import { advance } from "../engine";
import { readJson, readBytes } from "./storageIo";

const docKey = (batch: BatchRow, docNo: number, ext: string) =>
  storageKey("org", batch.organization_id, "batch", batch.id, "documents", `doc-${String(docNo).padStart(4, "0")}.${ext}`);

/**
 * SplitDocument: one PDF and one text annotation per split document (the extraction documents), under fixed
 * names, so running it again replaces the files instead of adding new ones.
 */
export async function splitDocumentStep(s: Services, batch: BatchRow) {
  batch = await updateBatch(s.db, batch.id, batch.version, { status: "SPLITTING" });
  const merged = await PDFDocument.load(await readBytes(s.storage, batch.merged_document!.fileLocation), { ignoreEncryption: true, updateMetadata: false });
  const annotation = await readJson<{ pages: { pageNo: number }[] }>(s.storage, batch.merged_document!.textAnnotationFileLocation);
  const byPage = new Map(batch.page_data.map((p) => [p.pageNo, p]));
  const documents = [];
  for (const doc of batch.splitted_documents) {
    const pdf = await PDFDocument.create();
    const copied = await pdf.copyPages(merged, doc.mainPages.map((n: number) => n - 1));
    copied.forEach((p) => pdf.addPage(p));
    const fileLocation = docKey(batch, doc.docNo, "pdf");
    const textAnnotationFileLocation = docKey(batch, doc.docNo, "text.json");
    await s.storage.write(fileLocation, Buffer.from(await pdf.save()), "application/pdf");
    const pages = doc.mainPages.map((n: number) => annotation.pages.find((p) => p.pageNo === n)).filter(Boolean);
    await s.storage.write(textAnnotationFileLocation, Buffer.from(JSON.stringify({ pages })), "application/json");
    const first = byPage.get(doc.mainPages[0]);
    documents.push({
      docNo: doc.docNo,
      totalPages: doc.mainPages.length,
      mainPages: doc.mainPages,
      documentClass: first?.documentClass ?? null,
      masterKeyData: first?.masterKeyData ?? null,
      validated: false,
      currentDoc: documents.length === 0,
      fileLocation,
      textAnnotationFileLocation,
      extractionAnnotationFileLocation: null,
      properties: [],
      tables: [],
      parseData: null,
    });
  }
  await advance(s, batch, { status: "EXTRACTING", extraction_documents: documents, nextStep: "Extraction" });
}
