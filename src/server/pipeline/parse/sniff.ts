import { open } from "node:fs/promises";
import * as path from "node:path";
import { ParseError } from "./errors.js";

export type FileKind = "pdf" | "png" | "jpeg";

const KIND_LABEL: Record<FileKind, string> = { pdf: "a PDF file", png: "a PNG image", jpeg: "a JPEG image" };
const EXTENSIONS: Record<string, FileKind> = { ".pdf": "pdf", ".png": "png", ".jpg": "jpeg", ".jpeg": "jpeg" };

/** How many leading bytes are searched for "%PDF-" (readers accept junk before the header). */
const PDF_HEADER_WINDOW = 1024;
/** How many leading bytes are searched for PDF objects when a .pdf file has lost its header. */
const PDF_BODY_WINDOW = 64 * 1024;

/** The real type of a file from its first bytes, or undefined if it is none of ours. */
export function kindFromBytes(head: Uint8Array): FileKind | undefined {
  if (
    head.length >= 8 &&
    head[0] === 0x89 &&
    head[1] === 0x50 &&
    head[2] === 0x4e &&
    head[3] === 0x47 &&
    head[4] === 0x0d &&
    head[5] === 0x0a &&
    head[6] === 0x1a &&
    head[7] === 0x0a
  )
    return "png";
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  const text = Buffer.from(head.buffer, head.byteOffset, Math.min(head.length, PDF_HEADER_WINDOW)).toString("latin1");
  // "%PDF" is a PDF's signature even when the "-1.x" after it is damaged: never call such a file "not a PDF".
  if (text.includes("%PDF")) return "pdf";
  return undefined;
}

/**
 * Why a PDF's header cannot be trusted, as a clause ("its PDF header is missing"), or undefined when it is a
 * proper "%PDF-". The readers are then asked to repair the file; the clause says what was wrong if they cannot.
 */
function pdfHeaderProblem(head: Uint8Array): string | undefined {
  const text = Buffer.from(head.buffer, head.byteOffset, Math.min(head.length, PDF_HEADER_WINDOW)).toString("latin1");
  if (text.includes("%PDF-")) return undefined;
  if (text.includes("%PDF")) return 'its PDF header is damaged ("%PDF" without the version that follows it)';
  return "its PDF header is missing";
}

/** A PDF whose header is damaged or missing but whose body holds PDF objects ("12 0 obj"). */
export function looksLikeHeaderlessPdf(head: Uint8Array): boolean {
  const text = Buffer.from(head.buffer, head.byteOffset, Math.min(head.length, PDF_BODY_WINDOW)).toString("latin1");
  return /(^|[\s>])\d{1,10}\s+\d{1,5}\s+obj\b/.test(text);
}

/** Describe the first bytes of a file for a person: printable text in quotes, else hex. */
export function describeStart(head: Uint8Array): string {
  const first = head.subarray(0, 8);
  const printable = first.length > 0 && Array.from(first).every((b) => b >= 0x20 && b < 0x7f);
  if (printable) {
    const text = Buffer.from(first).toString("latin1");
    return text.trim() ? `"${text.trimEnd()}"` : "blank space";
  }
  return `the bytes ${Array.from(first.subarray(0, 4))
    .map((b) => b.toString(16).padStart(2, "0").toUpperCase())
    .join(" ")}`;
}

/**
 * Check a file's real type by its bytes: only PDF, PNG and JPEG are accepted, and the name's
 * extension (when it is one of ours or any other) must agree with the content.
 */
export async function sniffFile(
  fileName: string,
  filePath: string,
): Promise<{ kind: FileKind; size: number; headerless: boolean; headerProblem?: string }> {
  let handle;
  try {
    handle = await open(filePath, "r");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why =
      code === "ENOENT"
        ? "it is missing from storage"
        : code === "EISDIR"
          ? "it is a folder"
          : `of a storage error (${code ?? "unknown"})`;
    throw new ParseError(`${fileName} could not be opened because ${why}.`, "FILE_MISSING", fileName, { cause: err });
  }
  try {
    const { size } = await handle.stat();
    if (size === 0) throw new ParseError(`${fileName} is empty (0 bytes).`, "EMPTY_FILE", fileName);
    const head = new Uint8Array(Math.min(size, PDF_BODY_WINDOW));
    await handle.read(head, 0, head.length, 0);
    const ext = path.extname(fileName).toLowerCase();
    let kind = kindFromBytes(head);
    let headerless = false;
    if (!kind && (ext === ".pdf" || ext === "") && looksLikeHeaderlessPdf(head)) {
      // Named as a PDF and full of PDF objects, only the header is broken: let the PDF readers repair it.
      kind = "pdf";
      headerless = true;
    }
    if (!kind) {
      throw new ParseError(
        `${fileName} is not a PDF, PNG or JPEG file (it starts with ${describeStart(head)}).`,
        "UNSUPPORTED_TYPE",
        fileName,
      );
    }
    if (ext) {
      const named = EXTENSIONS[ext];
      if (!named) {
        throw new ParseError(
          `${fileName} has the extension "${ext}", but only .pdf, .png, .jpg and .jpeg files are accepted (its content is ${KIND_LABEL[kind]}).`,
          "UNSUPPORTED_TYPE",
          fileName,
        );
      }
      if (named !== kind) {
        throw new ParseError(
          `${fileName} is named as ${KIND_LABEL[named]} but its content is ${KIND_LABEL[kind]}; rename it or upload the right file.`,
          "TYPE_MISMATCH",
          fileName,
        );
      }
    }
    const headerProblem = kind === "pdf" ? pdfHeaderProblem(head) : undefined;
    // A damaged "%PDF" header is repaired like a missing one.
    return { kind, size, headerless: headerless || headerProblem !== undefined, headerProblem };
  } finally {
    await handle.close();
  }
}
