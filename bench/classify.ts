/**
 * Benchmark of the built-in page classifier (npm run bench:classify).
 *
 * Labelled set: the real invoices of testdata/invoices (text layer read with pdf.js,
 * as the Parse step does), labelled Invoice, plus generated receipts, delivery notes, purchase
 * orders, contracts and letters in four languages (bench/support/classifyCorpus.ts, seeded).
 * Documents are split in halves per class (train / test) --splits times with different seeds;
 * every figure is over the test pages of all splits. Reported: cold-start accuracy (class
 * profiles only) with its confusion table, then accuracy after 1, 5 and 20 corrections per class
 * (validated pages drawn from the train half), per page and per document, how well confidence
 * tracks correctness, and speed. It prints figures and asserts nothing.
 *
 * Options: --splits=10 --per-class=40 --seed=7; for tuning: --errors=N (list the errors after N
 * corrections instead of the cold start's), --all-errors, --opt=name:value (a ClassifierOptions value).
 */
import { INVOICES_DIR } from "../src/testing/fixtures";
import { readdir } from "node:fs/promises";
import * as path from "node:path";
import { openPdfFile } from "../src/server/pipeline/parse/pdfjs.js";
import { extractPageText } from "../src/server/pipeline/parse/textLayer.js";
import { buildModel, classifyDocument, classifyPage, type ClassProfile, type ClassifierModel, type TrainingExample } from "../src/server/engines/classifier/index.js";
import { generateCorpus, rng, type Lang } from "./support/classifyCorpus.js";

function arg(name: string, fallback: number): number {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  const v = hit ? Number(hit.split("=")[1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}
const SPLITS = arg("splits", 10);
const PER_CLASS = arg("per-class", 40);
const SEED = arg("seed", 7);
/** --opt=name:value overrides a ClassifierOptions value (for tuning). */
const OPTIONS: Record<string, number> = Object.fromEntries(
  process.argv.filter((a) => a.startsWith("--opt=")).map((a) => { const [k, v] = a.slice(6).split(":"); return [k, Number(v)]; }),
);
const CORRECTIONS = [1, 5, 20];
/** --errors=N lists the errors after N corrections (split 1) instead of the cold start's. */
const ERRORS_AT = arg("errors", 0);

const FIXTURES = INVOICES_DIR;

interface Doc {
  label: string;
  source: "fixture" | "generated";
  name: string;
  lang: Lang | "?";
  pages: string[];
  notes: string[];
}

/** The job's classes as an organization would describe them. */
const PROFILES: ClassProfile[] = [
  { _id: "c-invoice", name: "Invoice", description: "Supplier invoice asking us to pay for goods or services", systemPrompt: "You read supplier invoices.", userPrompt: "Extract the invoice header and totals.", fieldNames: ["Invoice Number", "Invoice Date", "Due Date", "Supplier", "Total", "Tax", "Net", "IBAN"] },
  { _id: "c-receipt", name: "Receipt", description: "Proof of a payment already made in a shop, restaurant, hotel or petrol station (expenses)", systemPrompt: "", userPrompt: "", fieldNames: ["Merchant", "Date", "Total Paid", "Payment Method", "VAT"] },
  { _id: "c-delivery", name: "Delivery Note", description: "Document that comes with a shipment and lists the delivered goods", systemPrompt: "", userPrompt: "", fieldNames: ["Delivery Number", "Delivery Date", "Order Number", "Recipient"] },
  { _id: "c-po", name: "Purchase Order", description: "Order we send to a supplier", systemPrompt: "", userPrompt: "", fieldNames: ["PO Number", "Order Date", "Supplier", "Delivery Address", "Total"] },
  { _id: "c-contract", name: "Contract", description: "Agreement between two parties with terms, duration and signatures", systemPrompt: "", userPrompt: "", fieldNames: ["Contract Number", "Parties", "Start Date", "End Date", "Signature Date"] },
  { _id: "c-letter", name: "Letter", description: "General business correspondence", systemPrompt: "", userPrompt: "", fieldNames: ["Sender", "Recipient", "Date", "Subject"] },
];
const ID_BY_LABEL = new Map(PROFILES.map((p) => [p.name, p._id]));
const LABEL_BY_ID = new Map(PROFILES.map((p) => [p._id, p.name]));
const ALLOWED = PROFILES.map((p) => p._id);
const LABELS = PROFILES.map((p) => p.name);

async function fixtureDocs(): Promise<Doc[]> {
  const files = (await readdir(FIXTURES)).filter((f) => f.toLowerCase().endsWith(".pdf")).sort();
  const docs: Doc[] = [];
  for (const f of files) {
    const pdf = await openPdfFile(path.join(FIXTURES, f), { maxImagePixels: 100e6 });
    const pages: string[] = [];
    for (let i = 1; i <= pdf.numPages; i++) pages.push((await extractPageText(await pdf.getPage(i))).text);
    await pdf.destroy();
    docs.push({ label: "Invoice", source: "fixture", name: f, lang: "?", pages, notes: [] });
  }
  return docs;
}

// ---------------------------------------------------------------------------------------------

interface Tally {
  pages: number;
  correct: number;
  docs: number;
  docsCorrect: number;
  confusion: Map<string, Map<string, number>>;
  /** [confidence, correct] per test page. */
  conf: [number, boolean][];
  perSplit: number[];
}
const newTally = (): Tally => ({ pages: 0, correct: 0, docs: 0, docsCorrect: 0, confusion: new Map(), conf: [], perSplit: [] });

function evaluate(model: ClassifierModel, test: Doc[], t: Tally, errors?: string[]) {
  let pages = 0, correct = 0;
  for (const d of test) {
    const doc = classifyDocument(model, d.pages, ALLOWED);
    t.docs++;
    if (LABEL_BY_ID.get(doc.classId!) === d.label) t.docsCorrect++;
    d.pages.forEach((text, i) => {
      const res = classifyPage(model, text, ALLOWED);
      const got = LABEL_BY_ID.get(res.classId!)!;
      const ok = got === d.label;
      pages++;
      if (ok) correct++;
      const row = t.confusion.get(d.label) ?? new Map<string, number>();
      row.set(got, (row.get(got) ?? 0) + 1);
      t.confusion.set(d.label, row);
      t.conf.push([res.confidence, ok]);
      if (!ok && errors) errors.push(`${d.label.padEnd(14)} -> ${got.padEnd(14)} ${res.confidence.toFixed(2)}  ${d.source === "fixture" ? d.name : `${d.lang}`} p${i + 1}${d.notes.length ? `  (${d.notes.join(", ")})` : ""}  "${text.replace(/\s+/g, " ").slice(0, 60)}"`);
    });
  }
  t.pages += pages;
  t.correct += correct;
  t.perSplit.push(correct / pages);
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));

function printConfusion(title: string, t: Tally) {
  console.log(`\n${title} (rows: true class, columns: predicted; test pages of all ${SPLITS} splits)`);
  const w = 15;
  console.log("".padEnd(w) + LABELS.map((l) => l.slice(0, 12).padStart(13)).join("") + "   recall");
  for (const truth of LABELS) {
    const row = t.confusion.get(truth) ?? new Map();
    const total = [...row.values()].reduce((a, b) => a + b, 0);
    console.log(truth.padEnd(w) + LABELS.map((l) => String(row.get(l) ?? 0).padStart(13)).join("") + `   ${total ? pct((row.get(truth) ?? 0) / total) : "-"}`);
  }
}

function printReliability(title: string, t: Tally) {
  const bins = [0, 0.5, 0.7, 0.9, 0.97, 1.0001];
  const parts: string[] = [];
  for (let b = 0; b < bins.length - 1; b++) {
    const inBin = t.conf.filter(([c]) => c >= bins[b] && c < bins[b + 1]);
    if (!inBin.length) continue;
    parts.push(`[${bins[b].toFixed(2)}-${Math.min(1, bins[b + 1]).toFixed(2)}) n=${inBin.length} mean conf ${mean(inBin.map(([c]) => c)).toFixed(2)} acc ${pct(inBin.filter(([, ok]) => ok).length / inBin.length)}`);
  }
  console.log(`  ${title}:\n    ${parts.join("\n    ")}`);
}

// ---------------------------------------------------------------------------------------------

const fixtures = await fixtureDocs();
const generated: Doc[] = generateCorpus(SEED, PER_CLASS).map((g, i) => ({ label: g.label, source: "generated", name: `gen-${i}`, lang: g.lang, pages: g.pages, notes: g.notes }));
const all = [...fixtures, ...generated];

console.log("Classifier benchmark: built-in naive Bayes with a cold-start prior from each class's profile\n");
console.log("Data");
console.log(`  FIXTURES  (real documents, ${FIXTURES}): ${fixtures.length} PDFs, ${fixtures.reduce((a, d) => a + d.pages.length, 0)} pages, all labelled Invoice`);
for (const d of fixtures) console.log(`    ${d.name.padEnd(28)} ${d.pages.length} page(s)  "${d.pages[0].replace(/\s+/g, " ").slice(0, 50)}"`);
console.log(`    note: oyo.pdf is titled "PAYMENT RECEIPT" but kept as Invoice (the fixture set's label)`);
console.log(`  GENERATED (bench/support/classifyCorpus.ts, seed ${SEED}; en/de/fr/nl in turn, ~20% with OCR noise):`);
for (const label of LABELS.filter((l) => l !== "Invoice")) {
  const ds = generated.filter((d) => d.label === label);
  const noteCounts = new Map<string, number>();
  for (const d of ds) for (const n of d.notes) { const k = n.replace(/\d+%/, "n%").replace(/^\d+ pages/, "multi-page"); noteCounts.set(k, (noteCounts.get(k) ?? 0) + 1); }
  console.log(`    ${label.padEnd(15)} ${ds.length} docs, ${ds.reduce((a, d) => a + d.pages.length, 0)} pages; ${[...noteCounts].map(([k, v]) => `${v} ${k}`).join(", ")}`);
}
console.log(`  Classes offered (the job's classes): ${LABELS.join(", ")}`);
console.log(`  Protocol: ${SPLITS} random splits by document, half of each class's documents for training, half for testing;`);
console.log(`  a correction = one validated page of that class from the training half (Invoice has only ~${Math.floor(fixtures.length / 2)} training documents, so it caps there).`);

{
  const cold = buildModel(PROFILES, [], OPTIONS);
  console.log("\nCold start on each fixture page (no training; predicted class, confidence):");
  for (const d of fixtures) {
    d.pages.forEach((text, i) => {
      const res = classifyPage(cold, text, ALLOWED);
      console.log(`  ${`${d.name} p${i + 1}`.padEnd(30)} ${LABEL_BY_ID.get(res.classId!)!.padEnd(15)} ${res.confidence.toFixed(2)}`);
    });
  }
}
if (Object.keys(OPTIONS).length) console.log(`\nOptions overridden: ${JSON.stringify(OPTIONS)}`);

const levels = [0, ...CORRECTIONS];
const tallies = new Map(levels.map((l) => [l, newTally()]));
const coldErrors: string[] = [];
const trainedExamples = new Map<number, number[]>(levels.map((l) => [l, []]));
let lastModel: ClassifierModel | null = null;

for (let s = 0; s < SPLITS; s++) {
  const r = rng(SEED * 1000 + s);
  const train: Doc[] = [], test: Doc[] = [];
  for (const label of LABELS) {
    const ds = r.shuffle(all.filter((d) => d.label === label));
    const half = Math.floor(ds.length / 2);
    train.push(...ds.slice(0, half));
    test.push(...ds.slice(half));
  }
  // Corrections: the training pages of each class in a fixed random order; the first n are used.
  const pool = new Map(LABELS.map((l) => [l, r.shuffle(train.filter((d) => d.label === l).flatMap((d) => d.pages))]));
  for (const n of levels) {
    const examples: TrainingExample[] = LABELS.flatMap((l) => pool.get(l)!.slice(0, n).map((text) => ({ classId: ID_BY_LABEL.get(l)!, text })));
    trainedExamples.get(n)!.push(examples.length);
    const model = buildModel(PROFILES, examples, OPTIONS);
    evaluate(model, test, tallies.get(n)!, n === ERRORS_AT && s === 0 ? coldErrors : undefined);
    lastModel = model;
  }
}

console.log("\nAccuracy on the test pages (mean over splits ± sd; documents classified with classifyDocument)");
console.log("  corrections/class  examples  page accuracy        invoice pages (real)  other pages (generated)  document accuracy");
for (const n of levels) {
  const t = tallies.get(n)!;
  const inv = t.confusion.get("Invoice")!;
  const invTotal = [...inv.values()].reduce((a, b) => a + b, 0);
  let otherOk = 0, otherTotal = 0;
  for (const l of LABELS.filter((x) => x !== "Invoice")) { const row = t.confusion.get(l)!; otherOk += row.get(l) ?? 0; otherTotal += [...row.values()].reduce((a, b) => a + b, 0); }
  console.log(`  ${(n === 0 ? "0 (cold start)" : String(n)).padEnd(17)}  ${mean(trainedExamples.get(n)!).toFixed(0).padStart(8)}  ${`${pct(t.correct / t.pages)} ± ${pct(sd(t.perSplit))}`.padEnd(19)}  ${`${pct((inv.get("Invoice") ?? 0) / invTotal)} of ${invTotal}`.padEnd(20)}  ${`${pct(otherOk / otherTotal)} of ${otherTotal}`.padEnd(23)}  ${pct(t.docsCorrect / t.docs)} of ${t.docs}`);
}

printConfusion("Confusion at cold start", tallies.get(0)!);
printConfusion("Confusion after 20 corrections per class", tallies.get(20)!);

console.log("\nConfidence against correctness (test pages, all splits)");
for (const n of levels) printReliability(n === 0 ? "cold start" : `${n} corrections`, tallies.get(n)!);

const SHOW = process.argv.includes("--all-errors") ? Infinity : 15;
console.log(`\n${ERRORS_AT ? `Errors after ${ERRORS_AT} corrections` : "Cold-start errors"} in split 1 (${coldErrors.length}):`);
for (const e of coldErrors.slice(0, SHOW)) console.log("  " + e);
if (coldErrors.length > SHOW) console.log(`  ... ${coldErrors.length - SHOW} more`);

// Speed: every page of the set, classified repeatedly with the last trained model.
{
  const pages = all.flatMap((d) => d.pages);
  const model = lastModel!;
  classifyPage(model, pages[0], ALLOWED); // compile once
  const rounds = 20;
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) for (const p of pages) classifyPage(model, p, ALLOWED);
  const ms = performance.now() - t0;
  const avgChars = mean(pages.map((p) => p.length));
  const t1 = performance.now();
  const big = buildModel(PROFILES, pages.map((text, i) => ({ classId: ALLOWED[i % ALLOWED.length], text })));
  classifyPage(big, pages[0], ALLOWED);
  const buildMs = performance.now() - t1;
  console.log(`\nSpeed: ${((rounds * pages.length * 1000) / ms).toFixed(0)} pages/s classifyPage (${pages.length} pages x ${rounds}, ${avgChars.toFixed(0)} chars per page on average, one core)`);
  console.log(`       training on ${pages.length} pages and compiling: ${buildMs.toFixed(0)} ms`);
}
