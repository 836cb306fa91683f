/**
 * Document starts from more than one signal: for each page after the first of a running document,
 * the evidence that it starts a new one is summed (page counters, a new document number or date, a
 * change of master key or class, the look of a first page after a last page) and weighed against
 * the evidence that it continues ('Page 2 of 3', the same document number). A cut is made from
 * CUT_AT on, and carries the sentence that says why.
 *
 * The weights are log-odds in spirit: a counter is near proof, a document number strong, a date or
 * the page's look alone not enough. A page without text brings no cue, so a master-key or class
 * change alone still cuts there, as it did before.
 */
import type { PageCues } from "./pageCues.js";

export interface ContentPage {
  pageNo: number;
  classId: string | null;
  masterKeyId: string | null;
  /** The master key's value, for the reason a person reads. */
  masterKeyName?: string | null;
  cues?: PageCues | null;
}

export interface ContentSignals {
  masterKey: boolean;
  classes: boolean;
}

/** What is known of the document being built. */
interface Running {
  number: string | null;
  date: string | null;
  key: string | null;
  classId: string | null;
}

const CUT_AT = 2;

interface Term {
  weight: number;
  reason?: string;
}

/** The evidence that `cur` starts a new document after `prev`, with the reasons for it. */
function startEvidence(
  prev: ContentPage,
  cur: ContentPage,
  running: Running,
  use: ContentSignals,
): { score: number; reasons: string[] } {
  const terms: Term[] = [];
  const c = cur.cues;
  const p = prev.cues;
  if (c?.counter) {
    if (c.counter.k === 1) terms.push({ weight: 3, reason: c.counter.n ? `Page 1 of ${c.counter.n}` : "Page 1" });
    else terms.push({ weight: p?.counter && p.counter.k === c.counter.k - 1 ? -4 : -2 });
  }
  if (p?.counter?.n && p.counter.k === p.counter.n && !(c?.counter && c.counter.k > 1)) {
    terms.push({ weight: 2.5, reason: `After the last page (${p.counter.k} of ${p.counter.n})` });
  }
  if (c?.docNumber && running.number) {
    terms.push(
      c.docNumber !== running.number ? { weight: 2.5, reason: `New document number ${c.docNumber}` } : { weight: -1 },
    );
  }
  if (c?.docDate && running.date && c.docDate !== running.date)
    terms.push({ weight: 1, reason: `New date ${c.docDate}` });
  if (use.masterKey && cur.masterKeyId && running.key && cur.masterKeyId !== running.key) {
    terms.push({
      weight: 2,
      reason: cur.masterKeyName ? `Vendor changes to ${cur.masterKeyName}` : "Master key changes",
    });
  }
  if (use.classes && cur.classId && running.classId && cur.classId !== running.classId)
    terms.push({ weight: 2, reason: "Class changes" });
  if (c?.hasText) {
    if (c.firstLook && p?.lastLook)
      terms.push({ weight: 2, reason: "A first page (title, addresses) after a last page (totals)" });
    else if (!c.firstLook) terms.push({ weight: -1 });
  }
  const score = terms.reduce((s, t) => s + t.weight, 0);
  return { score, reasons: terms.filter((t) => t.weight > 0 && t.reason).map((t) => t.reason!) };
}

/**
 * Cut a document's pages where the evidence says a new one starts. Returns the pieces, each with
 * the reason of its cut (null for the first piece: its reason is the one it came with).
 */
export function cutByContent(
  pages: readonly ContentPage[],
  use: ContentSignals,
): { pages: number[]; reason: string | null }[] {
  const out: { pages: number[]; reason: string | null }[] = [];
  let cur: { pages: number[]; reason: string | null } | null = null;
  let running: Running = { number: null, date: null, key: null, classId: null };
  let prev: ContentPage | null = null;
  for (const page of pages) {
    if (prev && cur) {
      const e = startEvidence(prev, page, running, use);
      if (e.score >= CUT_AT) {
        out.push(cur);
        running = { number: null, date: null, key: null, classId: null };
        cur = { pages: [], reason: e.reasons.join("; ") };
      }
    }
    cur ??= { pages: [], reason: null };
    cur.pages.push(page.pageNo);
    running.number ??= page.cues?.docNumber ?? null;
    running.date ??= page.cues?.docDate ?? null;
    if (page.masterKeyId) running.key = page.masterKeyId;
    if (page.classId) running.classId = page.classId;
    prev = page;
  }
  if (cur) out.push(cur);
  return out;
}

/** Does the page's own text say it starts a document after `prev` (master key and class left aside)? */
export function pageStartsDocument(prev: PageCues | null | undefined, cur: PageCues | null | undefined): boolean {
  if (!cur) return false;
  const running: Running = { number: prev?.docNumber ?? null, date: prev?.docDate ?? null, key: null, classId: null };
  const at = (cues: PageCues | null | undefined, pageNo: number): ContentPage => ({
    pageNo,
    classId: null,
    masterKeyId: null,
    cues,
  });
  return startEvidence(at(prev, 1), at(cur, 2), running, { masterKey: false, classes: false }).score >= CUT_AT;
}
