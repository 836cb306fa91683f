/**
 * ParseError: the only error type parseBatchFiles throws for a problem in the uploaded files.
 * Its message is a sentence a person can read, naming the file and the problem; the batch goes to
 * ERROR with this message as workflow.error. Any other error type is a bug or an environment
 * problem (disk full, missing OCR data), not the user's file. It is a PersonFacingError (src/server/errors.ts), the
 * one type of the worker failures a person reads.
 */
import { PersonFacingError } from "../../errors.js";

export type ParseErrorCode =
  | "FILE_MISSING"
  | "EMPTY_FILE"
  | "UNSUPPORTED_TYPE"
  | "TYPE_MISMATCH"
  | "UNREADABLE_PDF"
  | "PASSWORD_PROTECTED"
  | "NO_PAGES"
  | "TOO_MANY_PAGES"
  | "IMAGE_TOO_LARGE"
  | "UNREADABLE_IMAGE"
  | "NO_FILES";

/** `code`: a machine-readable kind of problem, for callers that want to branch on it. */
export class ParseError extends PersonFacingError<ParseErrorCode> {
  override readonly name = "ParseError";
  /** The uploaded file name the problem is about (undefined only for batch-level problems). */
  readonly fileName: string | undefined;

  constructor(message: string, code: ParseErrorCode, fileName?: string, options?: { cause?: unknown }) {
    super(message, code, options);
    this.fileName = fileName;
  }
}

/** Turn a library's error text into a short clause fit to end a sentence. */
export function reasonOf(err: unknown): string {
  let text = err instanceof Error ? err.message : String(err ?? "");
  // pdf-lib: "Failed to parse PDF document (line:73 col:16 offset=753): No PDF header found"
  text = text.replace(/\s*\(line:\d+ col:\d+ offset=\d+\)\s*(:?)\s*/g, (_, colon: string) => (colon ? ": " : " "));
  text = text.replace(/\s+/g, " ").trim();
  if (text.length > 160) text = text.slice(0, 157).trimEnd() + "...";
  text = text.replace(/[.:;,\s]+$/, "");
  if (!text) return "the file structure is damaged";
  return text.charAt(0).toLowerCase() + text.slice(1);
}
