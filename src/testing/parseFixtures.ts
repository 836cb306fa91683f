/**
 * Generated inputs for the parse tests and bench/parse.ts: born-digital PDFs with a text layer,
 * "scanned" PDFs (page images, no text layer), RC4-encrypted PDFs, and PNG headers that declare
 * huge images. Not used by the product.
 */
import { createHash } from "node:crypto";
import { createDeflate } from "node:zlib";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { openPdfData } from "../server/pipeline/parse/pdfjs.js";
import { renderPage } from "../server/pipeline/parse/render.js";

const WORDS = (
  "invoice total amount due payment order customer account number date reference quantity price " +
  "description delivery address tax rate net gross balance service period contract supplier bank " +
  "transfer iban swift currency discount shipping item unit code remarks signature approved"
).split(" ");

/** A deterministic pseudo-random word sequence (same document every run). */
function* wordStream(seed: number): Generator<string> {
  let x = seed >>> 0 || 1;
  for (;;) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    yield WORDS[x % WORDS.length];
  }
}

/** Text on page n: a title "Page n of N", an invoice number INV-<n>, then lines of words. */
export async function makeTextPdf(pageCount: number, linesPerPage = 40): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const words = wordStream(42);
  for (let p = 1; p <= pageCount; p++) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`Page ${p} of ${pageCount}`, { x: 50, y: 800, size: 16, font: bold });
    page.drawText(`Invoice number INV-${String(p).padStart(5, "0")}`, { x: 50, y: 775, size: 12, font });
    for (let l = 0; l < linesPerPage; l++) {
      const line = Array.from({ length: 9 }, () => words.next().value).join(" ");
      page.drawText(line, { x: 50, y: 745 - l * 17, size: 11, font, color: rgb(0.1, 0.1, 0.1) });
    }
  }
  return doc.save();
}

/** A PDF whose pages are images of the pages of `source` (no text layer), like a scanner makes. */
export async function makeScannedPdf(source: Uint8Array, dpi = 200): Promise<Uint8Array> {
  const src = await openPdfData(source, { maxImagePixels: 100e6 });
  const out = await PDFDocument.create();
  try {
    for (let i = 1; i <= src.numPages; i++) {
      const page = await src.getPage(i);
      const vp = page.getViewport({ scale: 1 });
      const r = await renderPage(page, dpi / 72, 60_000);
      const jpeg = await r.canvas.encode("jpeg", 85);
      const img = await out.embedJpg(jpeg);
      const p = out.addPage([vp.width, vp.height]);
      p.drawImage(img, { x: 0, y: 0, width: vp.width, height: vp.height });
      page.cleanup();
    }
  } finally {
    await src.destroy();
  }
  return out.save();
}

// ---- RC4-encrypted PDF (standard security handler, revision 2) ----

const PASSWORD_PAD = Buffer.from("28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A", "hex");

function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i] + key[i % key.length]) & 255;
    [s[i], s[j]] = [s[j], s[i]];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]) & 255;
    [s[i], s[j]] = [s[j], s[i]];
    out[n] = data[n] ^ s[(s[i] + s[j]) & 255];
  }
  return out;
}

const md5 = (...parts: Uint8Array[]) => {
  const h = createHash("md5");
  for (const p of parts) h.update(p);
  return h.digest();
};
const padPassword = (pw: string) => Buffer.concat([Buffer.from(pw, "latin1"), PASSWORD_PAD]).subarray(0, 32);

/**
 * A one-page PDF with `text` on it, encrypted with RC4 40-bit. With userPassword '' it opens
 * without a password (owner-password protection only); otherwise a reader must ask for it.
 */
export function makeEncryptedPdf(text: string, userPassword: string, ownerPassword = "owner-secret"): Uint8Array {
  const id = Buffer.from("0123456789abcdef0123456789abcdef", "hex");
  const permissions = -44; // print allowed, modify/copy not
  const o = rc4(md5(padPassword(ownerPassword)).subarray(0, 5), padPassword(userPassword));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = md5(padPassword(userPassword), o, p, id).subarray(0, 5);
  const u = rc4(key, PASSWORD_PAD);
  const objectKey = (num: number) => {
    const extra = Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0]);
    return md5(key, extra).subarray(0, 10);
  };
  const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = Buffer.from(`BT /F1 24 Tf 72 700 Td (${escaped}) Tj ET`, "latin1");
  const encryptedContent = rc4(objectKey(4), content);

  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (b: Buffer) => {
    parts.push(b);
    length += b.length;
  };
  const obj = (num: number, body: Buffer) => {
    offsets[num] = length;
    push(Buffer.from(`${num} 0 obj\n`, "latin1"));
    push(body);
    push(Buffer.from("\nendobj\n", "latin1"));
  };
  push(Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1"));
  obj(1, Buffer.from("<< /Type /Catalog /Pages 2 0 R >>", "latin1"));
  obj(2, Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "latin1"));
  obj(
    3,
    Buffer.from(
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
      "latin1",
    ),
  );
  obj(
    4,
    Buffer.concat([
      Buffer.from(`<< /Length ${encryptedContent.length} >>\nstream\n`, "latin1"),
      encryptedContent,
      Buffer.from("\nendstream", "latin1"),
    ]),
  );
  obj(5, Buffer.from("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>", "latin1"));
  obj(
    6,
    Buffer.from(
      `<< /Filter /Standard /V 1 /R 2 /O <${o.toString("hex")}> /U <${u.toString("hex")}> /P ${permissions} >>`,
      "latin1",
    ),
  );
  const xrefAt = length;
  let xref = `xref\n0 7\n0000000000 65535 f \n`;
  for (let n = 1; n <= 6; n++) xref += `${String(offsets[n]).padStart(10, "0")} 00000 n \n`;
  push(Buffer.from(xref, "latin1"));
  push(
    Buffer.from(
      `trailer\n<< /Size 7 /Root 1 0 R /Encrypt 6 0 R /ID [<${id.toString("hex")}> <${id.toString("hex")}>] >>\nstartxref\n${xrefAt}\n%%EOF\n`,
      "latin1",
    ),
  );
  return Buffer.concat(parts);
}

// ---- PNG that declares a huge size ----

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A complete, valid PNG of width×height white grey pixels: the rows deflate to almost nothing, so
 * a file of a few hundred kilobytes decodes to width×height bytes (a decompression bomb).
 */
export async function makePngBomb(width: number, height: number): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const row = Buffer.alloc(1 + width, 0xff);
  row[0] = 0; // filter: none
  const deflater = createDeflate({ level: 9, memLevel: 9 });
  const out: Buffer[] = [];
  deflater.on("data", (b: Buffer) => out.push(b));
  const ended = new Promise<void>((resolve, reject) => {
    deflater.on("end", resolve);
    deflater.on("error", reject);
  });
  for (let y = 0; y < height; y++) {
    if (!deflater.write(row)) await new Promise((r) => deflater.once("drain", r));
  }
  deflater.end();
  await ended;
  return Buffer.concat([
    Buffer.from("89504E470D0A1A0A", "hex"),
    chunk("IHDR", ihdr),
    chunk("IDAT", Buffer.concat(out)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
