/**
 * A continuation page inherits the master key of the page before it: its header is often gone, and
 * what it does show (a delivery address, a quoted company) is weak evidence of another vendor. It
 * keeps its own master key only when it carries strong evidence of another (an OCR trigger, a long
 * identifier of that record) or when the page starts a document of its own.
 */
import type { MasterKeyMatch } from "./identifyMasterKey.js";

interface PageMatch extends MasterKeyMatch {
  /** Taken from the page before, not found on the page itself. */
  inherited?: boolean;
}

/** An identifier this strong, or a trigger, outweighs the page before. */
const STRONG = 0.9;

const isStrong = (m: MasterKeyMatch) => m.method === "ocrTrigger" || (m.method === "identifier" && m.score >= STRONG);

/**
 * matches: each page's own match, in stream order; startsDocument(i): page i begins a new document
 * (its own evidence, not the master key's). Pages where a new file or class begins should be told
 * as starts too.
 */
export function inheritMasterKeys(
  matches: readonly (MasterKeyMatch | null)[],
  startsDocument: (index: number) => boolean,
): (PageMatch | null)[] {
  const out: (PageMatch | null)[] = [];
  matches.forEach((own, i) => {
    const prev = i > 0 ? out[i - 1] : null;
    if (!prev || startsDocument(i) || (own && (own.recordId === prev.recordId || isStrong(own)))) {
      out.push(own);
      return;
    }
    out.push({ recordId: prev.recordId, method: prev.method, score: prev.score, inherited: true });
  });
  return out;
}
