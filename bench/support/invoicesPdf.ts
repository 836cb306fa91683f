import { PDFDocument, StandardFonts } from "pdf-lib";

/** A born-digital PDF of `pages` one-page invoices (Helvetica text layer), as bench:e2e and bench:api-load upload. */
export async function invoicesPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) {
    const page = pdf.addPage([595, 842]);
    const net = 100 + i;
    const lines = [
      `ACME Supplies Ltd.`,
      `INVOICE`,
      `Invoice Number: INV-${10000 + i}`,
      `Invoice Date: 2024-03-${String((i % 28) + 1).padStart(2, "0")}`,
      `Description            Qty     Price`,
      `Paper A4                 2     ${(net / 2).toFixed(2)}`,
      `Net: ${net.toFixed(2)}`,
      `Tax: ${(net * 0.2).toFixed(2)}`,
      `Total: ${(net * 1.2).toFixed(2)}`,
    ];
    lines.forEach((text, l) => page.drawText(text, { x: 60, y: 780 - l * 24, size: 12, font }));
  }
  return Buffer.from(await pdf.save());
}
