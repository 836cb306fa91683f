import { readFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { findEmbeddedEInvoiceInPdf } from "./attachments";
import {
  EINVOICE_PDF_DIR,
  EINVOICE_XML_DIR,
  compareWithTruth,
  corpusPdfs,
  loadTruth,
} from "../../testing/einvoiceCorpus";

const truth = loadTruth();

describe("the e-invoices embedded in the corpus PDFs", () => {
  const pdfs = corpusPdfs();

  it("holds the 47 PDFs of truth.json", () => {
    expect(pdfs).toHaveLength(47);
    expect(pdfs).toEqual(Object.keys(truth).sort());
  });

  it.each(pdfs)("%s: every business term of its truth is read exactly", async (name) => {
    const found = await findEmbeddedEInvoiceInPdf(readFileSync(path.join(EINVOICE_PDF_DIR, name)));
    const expected = truth[name];
    if (expected.invoiceNumber === null) {
      // Two pre-standard ZUGFeRD drafts (root Invoice in a CBFBUY namespace): found by file name,
      // refused with a reason, as their truth holds no term.
      expect(found).toMatchObject({ found: true, ok: false });
      if (found.found && !found.ok) expect(found.reason).toMatch(/not a CII or UBL e-invoice standard/);
      return;
    }
    if (!found.found || !found.ok) throw new Error(`no e-invoice read from ${name}: ${JSON.stringify(found)}`);
    const wrong = compareWithTruth(found.invoice, expected).filter((c) => !c.equal);
    expect(wrong).toEqual([]);
    expect(found.invoice.lines).toHaveLength(expected.lines.length);
  });
});

/** A one-page PDF with these files embedded the way Factur-X embeds its XML. */
async function pdfWithAttachments(files: { name: string; content: Uint8Array }[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  for (const file of files) await doc.attach(file.content, file.name, { mimeType: "text/xml" });
  return doc.save();
}

/** A PDF whose factur-x.xml stream claims Flate compression but holds garbage. */
async function pdfWithBrokenAttachment(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  const broken = doc.context.stream(new Uint8Array(Array.from({ length: 500 }, (_, i) => (i * 37) % 256)), {
    Type: "EmbeddedFile",
    Filter: "FlateDecode",
  });
  const fileSpec = doc.context.obj({
    Type: "Filespec",
    F: PDFString.of("factur-x.xml"),
    UF: PDFString.of("factur-x.xml"),
    EF: { F: doc.context.register(broken) },
  });
  const names = doc.context.obj({
    EmbeddedFiles: { Names: [PDFString.of("factur-x.xml"), doc.context.register(fileSpec)] },
  });
  doc.catalog.set(PDFName.of("Names"), names);
  return doc.save();
}

describe("attachments that are not a readable e-invoice", () => {
  const cii = readFileSync(path.join(EINVOICE_XML_DIR, "CII_EN16931_Einfach.cii.xml"));

  it("finds nothing in a PDF without attachments", async () => {
    expect(await findEmbeddedEInvoiceInPdf(await pdfWithAttachments([]))).toEqual({ found: false });
  });

  it("finds an invoice attached under another name by its root, and ignores other XML", async () => {
    const other = new TextEncoder().encode("<Logistics><Parcel/></Logistics>");
    const found = await findEmbeddedEInvoiceInPdf(
      await pdfWithAttachments([
        { name: "logistics.xml", content: other },
        { name: "invoice-data.xml", content: cii },
      ]),
    );
    expect(found).toMatchObject({
      found: true,
      ok: true,
      fileName: "invoice-data.xml",
      invoice: { invoiceNumber: "471102" },
    });
    expect(
      await findEmbeddedEInvoiceInPdf(await pdfWithAttachments([{ name: "logistics.xml", content: other }])),
    ).toEqual({ found: false });
  });

  it("names the attachment and the reason when factur-x.xml is truncated", async () => {
    const found = await findEmbeddedEInvoiceInPdf(
      await pdfWithAttachments([{ name: "factur-x.xml", content: cii.subarray(0, 9000) }]),
    );
    expect(found).toMatchObject({ found: true, ok: false, fileName: "factur-x.xml" });
    if (found.found && !found.ok)
      expect(found.reason).toMatch(
        /^The PDF's attachment factur-x\.xml is not a readable e-invoice\. The XML cannot be read: .+\.$/,
      );
  });

  it("names the attachment when its stream is damaged", async () => {
    const found = await findEmbeddedEInvoiceInPdf(await pdfWithBrokenAttachment());
    expect(found).toMatchObject({ found: true, ok: false, fileName: "factur-x.xml" });
    if (found.found && !found.ok)
      expect(found.reason).toMatch(
        /^The PDF's attachment factur-x\.xml (is empty or damaged|is not a readable e-invoice)/,
      );
  });

  it("says so when the PDF itself cannot be opened", async () => {
    const found = await findEmbeddedEInvoiceInPdf(new TextEncoder().encode("%PDF-1.7\nnot really"));
    expect(found).toMatchObject({ found: true, ok: false });
    if (found.found && !found.ok) expect(found.reason).toMatch(/^The PDF cannot be opened: /);
  });
});
