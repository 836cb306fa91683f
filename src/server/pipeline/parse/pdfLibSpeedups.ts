/**
 * Two of pdf-lib's hot spots done the fast way, with byte-for-byte the same output (pdfLibSpeedups.test.ts compares
 * them with pdf-lib's own on the fixtures). pdf-lib 1.17 is no longer developed, so its code will not change under us;
 * the patch checks the version it was written for and leaves any other alone.
 * - Writing a stream copied its contents into the output one byte at a time in JavaScript (the largest part of saving
 *   a merged or a cut PDF: fonts and images are most of the bytes): now one `Uint8Array.set`.
 * - Every number parsed or made (`PDFNumber.of`: each object number, offset, coordinate and array entry) went through
 *   `numberToString`, which splits the number's text to look for an exponent; an integer of fewer than 21 digits has
 *   none, and its text is `String(n)`.
 * Applied once per thread by `usePdfLib()`, which the merge and the split call instead of importing pdf-lib.
 */
import { createRequire } from "node:module";

type PdfLib = typeof import("pdf-lib");

const require = createRequire(import.meta.url);
/** The version the two functions below were compared with. */
const PATCHED_VERSION = "1.17.1";

let patched = false;

/** pdf-lib's own functions, kept for the test that compares the outputs. */
export const original: {
  copyBytesInto?: (buffer: Uint8Array, offset: number) => number;
  numberToString?: (n: number) => string;
} = {};

const STREAM = Uint8Array.from(Buffer.from("\nstream\n", "latin1"));
const ENDSTREAM = Uint8Array.from(Buffer.from("\nendstream", "latin1"));

/** pdf-lib, with the speed-ups applied (once; a version other than the one they were written for is left as it is). */
export function usePdfLib(): PdfLib {
  const lib = require("pdf-lib") as PdfLib;
  if (patched) return lib;
  patched = true;
  let version: string | undefined;
  try {
    version = (require("pdf-lib/package.json") as { version?: string }).version;
  } catch {
    version = undefined;
  }
  if (version !== PATCHED_VERSION) return lib;
  const numbers = require("pdf-lib/cjs/utils/numbers") as { numberToString: (n: number) => string };
  const utils = require("pdf-lib/cjs/utils/index") as { numberToString: (n: number) => string };
  const slowNumberToString = numbers.numberToString;
  original.numberToString = slowNumberToString;
  const fastNumberToString = (n: number): string =>
    Number.isInteger(n) && Math.abs(n) < 1e21 ? String(n) : slowNumberToString(n);
  numbers.numberToString = fastNumberToString;
  utils.numberToString = fastNumberToString;

  const proto = lib.PDFStream.prototype as unknown as {
    copyBytesInto(buffer: Uint8Array, offset: number): number;
    updateDict(): void;
    getContents(): Uint8Array;
    dict: { copyBytesInto(buffer: Uint8Array, offset: number): number };
  };
  original.copyBytesInto = proto.copyBytesInto;
  proto.copyBytesInto = function (buffer: Uint8Array, offset: number): number {
    this.updateDict();
    const start = offset;
    offset += this.dict.copyBytesInto(buffer, offset);
    buffer.set(STREAM, offset);
    offset += STREAM.length;
    const contents = this.getContents();
    if (contents instanceof Uint8Array) {
      buffer.set(contents, offset);
      offset += contents.length;
    } else {
      for (let i = 0, n = (contents as ArrayLike<number>).length; i < n; i++)
        buffer[offset++] = (contents as ArrayLike<number>)[i];
    }
    buffer.set(ENDSTREAM, offset);
    offset += ENDSTREAM.length;
    return offset - start;
  };
  return lib;
}
