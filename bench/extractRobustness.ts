/**
 * npm run bench:extract-robustness — the development halves of the layout corpus (bench/support/layoutCorpus.ts) read
 * again with the text-layer quirks real PDFs show, one at a time: words a little off their line, values in a larger
 * type or labels in a smaller one on the same baseline, everything in capitals, colons left out, long words printed
 * letter-spaced (one glyph per word, as a PDF's character spacing gives: 15 % of the words of four letters or more,
 * never one with a digit), the page printed smaller. Prints, per quirk, the share of documents with all six fields
 * right and each field's share; asserts nothing. Only development halves are read (their errors may be read); the
 * held-out halves are not run here.
 * Usage: tsx bench/extractRobustness.ts [halves, comma-separated; default dev,heldout,dev2,dev3,dev4,dev5,dev6,dev7]
 */
import { rng } from "./support/classifyCorpus";
import { INVOICE_FIELDS, runCorpus, type LabelledDoc } from "./support/extractRun";
import { loadLayoutCorpus, type LayoutDoc } from "./support/layoutCorpus";
import type { Half } from "./support/layoutCorpus/vocab";
import type { TextPage } from "../src/server/engines/extraction/types";

type Word = TextPage["words"][number];
type Quirk = (words: Word[], r: ReturnType<typeof rng>) => Word[];

const QUIRKS: [string, Quirk][] = [
  ["none", (ws) => ws],
  ["words up to 1.5 pt off their line", (ws, r) => ws.map((w) => ({ ...w, y: w.y + (r.next() - 0.5) * 3 }))],
  [
    "values in a 1.4x larger type, same baseline",
    (ws) => ws.map((w) => (/\d/.test(w.text) ? { ...w, y: w.y - 0.4 * w.height, height: 1.4 * w.height } : w)),
  ],
  [
    "words without digits in a 0.7x smaller type, same baseline",
    (ws) => ws.map((w) => (/\d/.test(w.text) ? w : { ...w, y: w.y + 0.3 * w.height, height: 0.7 * w.height })),
  ],
  ["everything in capitals", (ws) => ws.map((w) => ({ ...w, text: w.text.toUpperCase() }))],
  ["colons left out", (ws) => ws.map((w) => ({ ...w, text: w.text.replace(/:$/, "") })).filter((w) => w.text)],
  [
    "15 % of the longer words letter-spaced",
    (ws, r) =>
      ws.flatMap((w) => {
        if (/\d/.test(w.text) || w.text.length < 4 || r.next() > 0.15) return [w];
        const advance = w.width / w.text.length;
        return [...w.text].map((c, i) => ({ ...w, text: c, x: w.x + i * advance, width: advance * 0.6 }));
      }),
  ],
  [
    "the page printed at 80 %",
    (ws) => ws.map((w) => ({ ...w, x: w.x * 0.8, y: w.y * 0.8, width: w.width * 0.8, height: w.height * 0.8 })),
  ],
];

const FIELDS = ["invoiceNumber", "issueDate", "totalAmount", "netAmount", "taxAmount", "seller"] as const;

async function main(): Promise<void> {
  const halves = (process.argv[2] ?? "dev,heldout,dev2,dev3,dev4,dev5,dev6,dev7").split(",") as Half[];
  const docs = await loadLayoutCorpus(halves);
  console.log(`bench:extract-robustness — ${docs.length} documents of the halves ${halves.join(", ")}, text layer`);
  console.log(`${"quirk".padEnd(60)} all six   ${FIELDS.map((f) => f.slice(0, 9).padEnd(9)).join(" ")}`);
  for (const [name, quirk] of QUIRKS) {
    const r = rng(7);
    const labelled: LabelledDoc[] = docs.map((d: LayoutDoc) => ({
      name: d.name,
      family: d.template,
      pages: d.pages.map((p) => ({ ...p, words: quirk(p.words, r) })),
      truth: Object.fromEntries(FIELDS.map((k) => [k, d.truth[k]])),
    }));
    const { outcomes } = runCorpus(labelled, INVOICE_FIELDS);
    const byDoc = new Map<string, boolean>();
    for (const o of outcomes) byDoc.set(o.doc, (byDoc.get(o.doc) ?? true) && o.right);
    const allSix = (100 * [...byDoc.values()].filter(Boolean).length) / byDoc.size;
    const perField = INVOICE_FIELDS.map((f) => {
      const os = outcomes.filter((o) => o.field === f.id);
      return `${Math.round((100 * os.filter((o) => o.right).length) / os.length)} %`.padEnd(9);
    });
    console.log(`${name.padEnd(60)} ${`${allSix.toFixed(1)} %`.padEnd(9)} ${perField.join(" ")}`);
  }
}

await main();
