/**
 * bench:split's first table: the master-key matcher and the document boundaries on streams of
 * concatenated real invoices (support/invoiceStreams.ts says how they are built). Prints; asserts nothing.
 */
import * as masterKey from "../../src/server/engines/masterKey/index.js";
import * as split from "../../src/server/engines/split/index.js";
import type { MasterKeyMatch, MasterKeyRecord } from "../../src/server/engines/masterKey/index.js";
import type { SplitPage } from "../../src/server/engines/split/index.js";
import { buildStreams, loadRealInvoices, ordinaryWordDistractors, type RealDocument } from "./invoiceStreams.js";

const STREAMS = 4;
const DISTRACTORS = 300;

interface Tally {
  tp: number;
  fp: number;
  fn: number;
  exact: number;
  docs: number;
  notes: Map<string, number>;
}
const pct = (n: number, d: number) => (d === 0 ? "  -  " : (n / d).toFixed(3));

export async function realStreamBench(): Promise<void> {
  const { docs, vendors } = await loadRealInvoices();
  const records: MasterKeyRecord[] = [...vendors, ...ordinaryWordDistractors(DISTRACTORS)];
  const byId = new Map(records.map((r) => [r._id, r]));
  const matcher = masterKey.createMasterKeyMatcher(records);
  const pages = docs.reduce((n, d) => n + d.pages.length, 0);
  console.log(
    `Real invoices: ${docs.length} documents (${pages} pages) from testdata/einvoices and testdata/invoices, ${vendors.length} sellers + ${DISTRACTORS} distractor vendors named by common words\n`,
  );

  // The matcher alone, every page of every document.
  const own = new Map<RealDocument, (MasterKeyMatch | null)[]>();
  let correct = 0,
    wrong = 0,
    none = 0,
    firstCorrect = 0;
  const wrongNotes: string[] = [];
  const t0 = performance.now();
  for (const d of docs) {
    const ms = d.pages.map((p) => matcher.identify(p));
    own.set(d, ms);
    ms.forEach((m, i) => {
      if (!m) none++;
      else if (m.recordId === d.vendorId) {
        correct++;
        if (i === 0) firstCorrect++;
      } else {
        wrong++;
        wrongNotes.push(`${d.name} p${i + 1} -> ${byId.get(m.recordId)?.value} (${m.method})`);
      }
    });
  }
  const ms = (performance.now() - t0) / pages;
  console.log("Master-key matcher on the real invoice pages (expected: the page's seller)");
  console.log(
    `  pages matched to their seller ${correct}/${pages} (${pct(correct, pages)}), first pages ${firstCorrect}/${docs.length}; false matches ${wrong}; no match ${none}; ${ms.toFixed(2)} ms/page`,
  );
  if (wrongNotes.length)
    console.log(
      `  false matches: ${wrongNotes.slice(0, 8).join("; ")}${wrongNotes.length > 8 ? `; ${wrongNotes.length - 8} more` : ""}`,
    );

  // Boundaries on the streams.
  const streams = buildStreams(docs, STREAMS);
  const readCues = (split as { readPageCues?: (t: string) => unknown }).readPageCues;
  const inherit = (masterKey as { inheritMasterKeys?: typeof masterKey.inheritMasterKeys }).inheritMasterKeys;
  const startsDoc = (split as { pageStartsDocument?: typeof split.pageStartsDocument }).pageStartsDocument;
  type Config = { name: string; cues: boolean; inherit: boolean };
  const configs: Config[] = [{ name: "master-key change only", cues: false, inherit: false }];
  if (readCues) configs.push({ name: "+ page cues (12.5)", cues: true, inherit: false });
  if (readCues && inherit && startsDoc)
    configs.push({ name: "+ page cues + inherited keys", cues: true, inherit: true });
  const tallies = configs.map((): Tally => ({ tp: 0, fp: 0, fn: 0, exact: 0, docs: 0, notes: new Map() }));
  let streamPages = 0,
    runs = 0;
  const inheritedVendor = { correct: 0, wrong: 0, pages: 0 };
  for (const s of streams) {
    const flat = s.docs.flatMap((d, di) => d.pages.map((p, pi) => ({ p, d, di, pi, own: own.get(d)![pi] })));
    streamPages += flat.length;
    runs += s.docs.filter((d, i) => i > 0 && s.docs[i - 1].vendorId === d.vendorId).length;
    const cues = flat.map((x) => (readCues ? readCues(x.p.text) : null)) as split.PageCues[];
    const truth = new Set(flat.flatMap((x, i) => (x.pi === 0 && i > 0 ? [i + 1] : [])));
    configs.forEach((c, ci) => {
      let keys = flat.map((x) => x.own);
      if (c.inherit) {
        keys = inherit!(keys, (i) => startsDoc!(cues[i - 1], cues[i]));
        keys.forEach((k, i) => {
          inheritedVendor.pages++;
          if (k?.recordId === flat[i].d.vendorId) inheritedVendor.correct++;
          else if (k) inheritedVendor.wrong++;
        });
      }
      const input: SplitPage[] = flat.map((x, i) => ({
        pageNo: i + 1,
        classId: "Invoice",
        masterKeyId: keys[i]?.recordId ?? null,
        masterKeyName: byId.get(keys[i]?.recordId ?? "")?.value ?? null,
        ocrTriggerAction: null,
        ...(c.cues ? { cues: cues[i] } : {}),
      }));
      const out = split.splitPages({
        pages: input,
        initialDocuments: [{ mainPages: input.map((p) => p.pageNo) }],
        splitOptions: [{ _id: "master-key-change" }],
      });
      const t = tallies[ci];
      const predicted = new Set(out.slice(1).map((d) => d.mainPages[0]));
      const note = (k: string) => t.notes.set(k, (t.notes.get(k) ?? 0) + 1);
      for (const b of predicted) {
        if (truth.has(b)) t.tp++;
        else {
          t.fp++;
          note(`false cut in ${flat[b - 1].d.name} p${flat[b - 1].pi + 1}`);
        }
      }
      for (const b of truth) {
        if (predicted.has(b)) continue;
        t.fn++;
        const prev = flat[b - 2].d;
        note(
          `missed ${flat[b - 1].d.name} after ${prev.name}${prev.vendorId === flat[b - 1].d.vendorId ? " (same seller)" : ""}`,
        );
      }
      const docKey = (pagesOf: number[]) => pagesOf.join(",");
      const predictedDocs = new Set(out.map((d) => docKey(d.mainPages)));
      let start = 1;
      for (const d of s.docs) {
        const pagesOf = d.pages.map((_, i) => start + i);
        if (predictedDocs.has(docKey(pagesOf))) t.exact++;
        start += d.pages.length;
        t.docs++;
      }
    });
  }
  console.log(
    `\nDocument boundaries on ${STREAMS} streams of ${streams[0].docs.length} real invoices (${streamPages} pages; ${runs} places where the next invoice has the same seller)`,
  );
  console.log(`  ${"signals".padEnd(30)} precision  recall  exact documents`);
  configs.forEach((c, i) => {
    const t = tallies[i];
    console.log(
      `  ${c.name.padEnd(30)} ${pct(t.tp, t.tp + t.fp).padStart(9)}  ${pct(t.tp, t.tp + t.fn).padStart(6)}  ${t.exact}/${t.docs}`,
    );
  });
  if (inheritedVendor.pages) {
    const v = inheritedVendor;
    console.log(
      `  stream pages whose master key is their seller's, continuation pages inheriting: ${v.correct}/${v.pages} (${pct(v.correct, v.pages)}); another vendor's ${v.wrong}`,
    );
  }
  configs.forEach((c, i) => {
    const list = [...tallies[i].notes].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k}${n > 1 ? ` x${n}` : ""}`);
    if (list.length)
      console.log(
        `  errors, ${c.name}: ${list.slice(0, 6).join("; ")}${list.length > 6 ? `; ${list.length - 6} more` : ""}`,
      );
  });
  console.log("");
}
