import { createRequire } from "node:module";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EINVOICES_DIR, INVOICES_DIR } from "../../../testing/fixtures";
import { original, usePdfLib } from "./pdfLibSpeedups";

const require = createRequire(import.meta.url);
const lib = usePdfLib();
const numbers = require("pdf-lib/cjs/utils/numbers") as { numberToString: (n: number) => string };
const utils = require("pdf-lib/cjs/utils/index") as { numberToString: (n: number) => string };
const proto = lib.PDFStream.prototype as unknown as { copyBytesInto: (b: Uint8Array, o: number) => number };

/** Runs fn with pdf-lib's own two functions back in place. */
async function withOriginals<T>(fn: () => Promise<T>): Promise<T> {
  const fast = { copyBytesInto: proto.copyBytesInto, numberToString: numbers.numberToString };
  proto.copyBytesInto = original.copyBytesInto!;
  numbers.numberToString = utils.numberToString = original.numberToString!;
  try {
    return await fn();
  } finally {
    proto.copyBytesInto = fast.copyBytesInto;
    numbers.numberToString = utils.numberToString = fast.numberToString;
  }
}

/** Every page of a PDF copied into a new one and saved as the split saves a document. */
async function copiedAndSaved(bytes: Buffer): Promise<Uint8Array> {
  const src = await lib.PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  const out = await lib.PDFDocument.create({ updateMetadata: false });
  for (const page of await out.copyPages(src, src.getPageIndices())) out.addPage(page);
  return out.save({ useObjectStreams: false });
}

const fixtures = [
  ...readdirSync(INVOICES_DIR)
    .filter((n) => n.endsWith(".pdf"))
    .map((n) => path.join(INVOICES_DIR, n)),
  ...readdirSync(path.join(EINVOICES_DIR, "pdf"))
    .filter((n) => n.endsWith(".pdf"))
    .map((n) => path.join(EINVOICES_DIR, "pdf", n)),
]
  .sort()
  .filter((_, i) => i % 4 === 0);

describe("pdf-lib speed-ups", () => {
  it("are applied to pdf-lib 1.17.1 and keep pdf-lib's own functions for comparison", () => {
    expect((require("pdf-lib/package.json") as { version: string }).version).toBe("1.17.1");
    expect(original.copyBytesInto).toBeTypeOf("function");
    expect(proto.copyBytesInto).not.toBe(original.copyBytesInto);
    expect(numbers.numberToString).not.toBe(original.numberToString);
    expect(utils.numberToString).toBe(numbers.numberToString);
  });

  it("write numbers as pdf-lib does", () => {
    const samples = [
      0,
      -0,
      1,
      -1,
      7,
      42,
      595,
      841.89,
      -12.5,
      0.1,
      1e-7,
      -3.2e-9,
      123456789,
      2 ** 31,
      2 ** 53,
      1e20,
      1e21,
      1.5e22,
      -4e25,
      0.000001,
      2 ** 70,
    ];
    for (const n of samples) expect(numbers.numberToString(n), String(n)).toBe(original.numberToString!(n));
  });

  it("save the same bytes as pdf-lib's own code, PDF for PDF", async () => {
    expect(fixtures.length).toBeGreaterThan(5);
    for (const file of fixtures) {
      const bytes = readFileSync(file);
      let slow: Uint8Array;
      try {
        slow = await withOriginals(() => copiedAndSaved(bytes));
      } catch {
        continue; // a file pdf-lib cannot open (Parse takes it through pdf.js)
      }
      const fast = await copiedAndSaved(bytes);
      expect(Buffer.from(fast).equals(Buffer.from(slow)), path.basename(file)).toBe(true);
    }
  });
});
