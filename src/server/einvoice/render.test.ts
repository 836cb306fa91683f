import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openPdfData } from "../pipeline/parse/pdfjs";
import { extractPageText } from "../pipeline/parse/textLayer";
import { readEInvoice } from "./readEInvoice";
import { renderEInvoicePdf } from "./render";
import { EINVOICE_XML_DIR, corpusXmls } from "../../testing/einvoiceCorpus";
import type { EInvoice } from "./types";

function corpusInvoice(name: string): EInvoice {
  const result = readEInvoice(readFileSync(path.join(EINVOICE_XML_DIR, name)));
  if (!result.ok) throw new Error(result.reason);
  return result.invoice;
}

/** The text a reader of the rendered PDF gets, page by page, spaces collapsed. */
async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const doc = await openPdfData(pdf, { maxImagePixels: 1e6 });
  try {
    const texts: string[] = [];
    for (let n = 1; n <= doc.numPages; n++)
      texts.push((await extractPageText(await doc.getPage(n))).text.replace(/\s+/g, " "));
    return texts;
  } finally {
    await doc.destroy();
  }
}

const squash = (text: string) => text.replace(/\s+/g, "");

describe("a standalone e-invoice rendered as a readable PDF", () => {
  it.each(corpusXmls())("%s: number, parties, dates, lines, totals and payment are on the page", async (name) => {
    const invoice = corpusInvoice(name);
    const text = squash((await pageTexts(await renderEInvoicePdf(invoice))).join(" "));
    const expected = [
      invoice.invoiceNumber,
      invoice.issueDate,
      invoice.dueDate,
      invoice.seller.name,
      invoice.seller.vatId,
      invoice.buyer.name,
      invoice.totals.net,
      invoice.totals.tax,
      invoice.totals.total,
      invoice.totals.amountDue,
      invoice.payment.iban,
      ...invoice.lines.flatMap((l) => [l.name, l.netAmount, l.quantity]),
    ].filter((v): v is string => v !== null);
    for (const value of expected) expect(text).toContain(squash(value).replace(/[^\x20-\xff€]/g, "?"));
  });

  it("says credit note on a credit note", async () => {
    const [first] = await pageTexts(await renderEInvoicePdf(corpusInvoice("UBL_ubl-tc434-creditnote1.xml")));
    expect(first).toMatch(/^Credit note 018304 \/ 28865/);
  });

  it("continues on further pages when the lines do not fit, and draws what Helvetica cannot as '?'", async () => {
    const base = corpusInvoice("CII_EN16931_Einfach.cii.xml");
    const many = Array.from({ length: 120 }, (_, n) => ({
      ...base.lines[0],
      id: String(n + 1),
      name: `Position ${n + 1} 北京 ${"long words ".repeat(n % 5)}`,
    }));
    const texts = await pageTexts(await renderEInvoicePdf({ ...base, lines: many }));
    expect(texts.length).toBeGreaterThan(2);
    const all = texts.join(" ");
    expect(all).toContain("Position 120 ??");
    expect(texts[texts.length - 1]).toContain("Amount due");
    // Every page of lines repeats the table header.
    expect(texts.slice(1).filter((t) => t.includes("Unit price")).length).toBeGreaterThan(0);
  });
});
