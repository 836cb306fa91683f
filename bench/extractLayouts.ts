/**
 * Held-out benchmark of the built-in extractor on generated invoices (npm run bench:extract-layouts).
 *
 * Invoice PDFs of bench/support/layoutCorpus.ts (65 layouts × 24 documents, six languages, read from their text
 * layer as the Parse step reads them) are extracted cold with the class of bench:extract's e-invoice section
 * (Invoice Number, Invoice Date, Total, Net Amount, Tax Amount, Seller; names only) and scored with
 * support/extractScore.ts (the seller as 'name' and, legal form aside, as 'issuer').
 *
 * Honesty protocol, fourteen halves that share no layout and no label wording:
 *  A  DEV (5 layouts, half A of every label pool): for reading errors.
 *  B  HELD-OUT (5 layouts, half B): its errors were read mid-session (issue 11), so it is a second DEV set now.
 *  C  FRESH (5 more layouts, pools C): the held-out set. Report its figures only; never read its errors to change
 *     the engine. They are printed only when asked for explicitly with --errors=fresh.
 *  D  DEV2 (5 more layouts, pools D): a third development set, for reading errors (--errors=dev2).
 *  E  DEV3 (5 more layouts, pools E): written without reading the engine. Its first run is an unseen measurement
 *     (report the figures, read no error); afterwards it is a fourth development set (--errors=dev3).
 *  F  DEV4 (5 more layouts, pools F): written without reading the engine, like E. Its first run is an unseen
 *     measurement (report the figures, read no error); afterwards it is a fifth development set (--errors=dev4).
 *  G  DEV5 (5 more layouts, pools G): written without reading the engine, like E and F. Its first run is an unseen
 *     measurement (report the figures, read no error); afterwards it is a sixth development set (--errors=dev5).
 *  H  DEV6 (5 more layouts, pools H): written without reading the engine, like E, F and G. Its first run is an
 *     unseen measurement (report the figures, read no error); afterwards it is a seventh development set
 *     (--errors=dev6).
 *  I  FRESH2 (5 more layouts, pools I): written without reading the engine, the second held-out set; report its
 *     figures only, never read its errors (--errors=fresh2 prints them only when asked).
 *  J  DEV7 (5 more layouts, pools J, German and Dutch documents only): written without reading the engine, like E to
 *     H. Its first run is an unseen measurement (report the figures, read no error); afterwards it is an eighth
 *     development set (--errors=dev7).
 *  K  FRESH3 (5 more layouts, pools K): written without reading the engine, the third held-out set; report its
 *     figures only, never read its errors (--errors=fresh3 prints them only when asked).
 *  L  FRESH4 (5 more layouts, pools L): written without reading the engine, the fourth held-out set; report its
 *     figures only, never read its errors (--errors=fresh4 prints them only when asked).
 *  M  FRESH5 (5 more layouts, pools M): written without reading the engine, the fifth held-out set; report its
 *     figures only, never read its errors (--errors=fresh5 prints them only when asked).
 *  N  DEV8 (5 more layouts, pools N): written without reading the engine, like E to H and J. Its first run is an
 *     unseen measurement (report the figures, read no error); afterwards it is a ninth development set
 *     (--errors=dev8).
 *
 * With --learning, series of invoices from one sender in one look (support/layoutSeries.ts: per layout six series
 * of four, one per language) instead: the first of each series is corrected (every wrong field taught), the other
 * three are read cold and with what was learned, per half; then again with every field of the first taught, the
 * right ones too (a stress test of reading learned places: each series has five to read, not one). --series N reads N
 * series per layout instead of six (more corrections to learn from).
 *
 * Prints figures; asserts nothing. Options: --half dev|heldout|fresh|dev2|dev3|dev4|dev5|dev6|fresh2|dev7|fresh3|
 * fresh4|dev8|fresh5 (default: dev, heldout and dev2; FRESH, DEV3 to DEV8 and FRESH2 to FRESH5 only when named);
 * --errors (each wrong DEV value); --errors=heldout (each wrong HELD-OUT value); --errors=dev2 (each wrong DEV2
 * value); --errors=dev3 (each wrong DEV3 value); --errors=dev4 (each wrong DEV4 value); --errors=dev5 (each wrong
 * DEV5 value); --errors=dev6 (each wrong DEV6 value); --errors=dev7 (each wrong DEV7 value); --errors=dev8 (each
 * wrong DEV8 value); --errors=fresh; --errors=fresh2; --errors=fresh3; --errors=fresh4; --errors=fresh5.
 */
import {
  accuracyTable,
  afterOneCorrection,
  calibrationSummary,
  errorPatterns,
  familyTable,
} from "./support/einvoiceBench";
import { INVOICE_FIELDS, runCorpus, type BenchField, type FieldOutcome, type LabelledDoc } from "./support/extractRun";
import { isRight } from "./support/extractScore";
import { loadLayoutCorpus, type LayoutDoc } from "./support/layoutCorpus";
import { loadLayoutSeries } from "./support/layoutSeries";
import type { Half } from "./support/layoutCorpus/vocab";

const argv = process.argv.slice(2);
const halfArg = argv[argv.indexOf("--half") + 1];
const NAMED: Half[] = [
  "dev",
  "heldout",
  "fresh",
  "dev2",
  "dev3",
  "dev4",
  "dev5",
  "dev6",
  "fresh2",
  "dev7",
  "fresh3",
  "fresh4",
  "dev8",
  "fresh5",
];
/** Series per layout with --learning (--series N; six by default, one per language). */
const SERIES_PER_LAYOUT = argv.includes("--series") ? Math.max(1, Number(argv[argv.indexOf("--series") + 1]) || 6) : 6;
const HALVES: Half[] =
  argv.includes("--half") && NAMED.includes(halfArg as Half) ? [halfArg as Half] : ["dev", "heldout", "dev2"];
const LIST_ERRORS: Record<Half, boolean> = {
  dev: argv.includes("--errors"),
  heldout: argv.includes("--errors=heldout"),
  fresh: argv.includes("--errors=fresh"),
  dev2: argv.includes("--errors=dev2"),
  dev3: argv.includes("--errors=dev3"),
  dev4: argv.includes("--errors=dev4"),
  dev5: argv.includes("--errors=dev5"),
  dev6: argv.includes("--errors=dev6"),
  // I FRESH2: written without reading the engine, the second held-out set; report its figures only, never read its
  // errors (--errors=fresh2 prints them only when asked).
  fresh2: argv.includes("--errors=fresh2"),
  dev7: argv.includes("--errors=dev7"),
  // K FRESH3: written without reading the engine, the third held-out set; report its figures only, never read its
  // errors (--errors=fresh3 prints them only when asked).
  fresh3: argv.includes("--errors=fresh3"),
  // L FRESH4: written without reading the engine, the fourth held-out set; report its figures only, never read its
  // errors (--errors=fresh4 prints them only when asked).
  fresh4: argv.includes("--errors=fresh4"),
  dev8: argv.includes("--errors=dev8"),
  // M FRESH5: written without reading the engine, the fifth held-out set; report its figures only, never read its
  // errors (--errors=fresh5 prints them only when asked).
  fresh5: argv.includes("--errors=fresh5"),
};
const NAMES: Record<Half, string> = {
  dev: "DEV",
  heldout: "HELD-OUT",
  fresh: "FRESH",
  dev2: "DEV2",
  dev3: "DEV3",
  dev4: "DEV4",
  dev5: "DEV5",
  dev6: "DEV6",
  fresh2: "FRESH2",
  dev7: "DEV7",
  fresh3: "FRESH3",
  fresh4: "FRESH4",
  dev8: "DEV8",
  fresh5: "FRESH5",
};

const SCORED = ["invoiceNumber", "issueDate", "totalAmount", "netAmount", "taxAmount", "seller"] as const;
const ISSUER: BenchField = { id: "sellerIssuer", name: "Seller (issuer)", dataType: "String", kind: "issuer" };

/** Whether each value is printed comes from the generator, which knows (the engine's own check misses some formats). */
function printedAsGenerated(outcomes: FieldOutcome[], docs: LayoutDoc[]): FieldOutcome[] {
  const unprinted = new Map(docs.map((d) => [d.name, d.truth.unprinted]));
  return outcomes.map((o) => ({ ...o, printed: !unprinted.get(o.doc)!.includes(o.field) }));
}

function labelled(d: LayoutDoc): LabelledDoc {
  const truth: Record<string, unknown> = {};
  for (const k of SCORED) truth[k] = d.truth[k];
  return { name: d.name, family: d.template, pages: d.pages, truth };
}

/** The seller scored a second time as 'issuer' (legal form aside), as bench:extract scores its fixtures. */
function withIssuer(outcomes: FieldOutcome[]): FieldOutcome[] {
  const issuer = outcomes
    .filter((o) => o.field === "seller")
    .map((o) => ({ ...o, field: ISSUER.id, right: isRight("issuer", o.got, o.expected) }));
  return [...outcomes, ...issuer];
}

function report(half: Half, docs: LayoutDoc[], outcomes: FieldOutcome[], cpuMs: number, pages: number): void {
  const name = NAMES[half];
  const languageOf = new Map(docs.map((d) => [d.name, d.language]));
  const templates = [...new Set(docs.map((d) => d.template))];
  console.log(
    `\n== ${name}: ${docs.length} documents, ${pages} pages, layouts ${templates.join(", ")}; ${(cpuMs / pages).toFixed(1)} ms CPU per page ==`,
  );
  const fields = [...INVOICE_FIELDS, ISSUER];
  accuracyTable(`${name}, cold (nothing learned):`, outcomes, fields, docs.length, LIST_ERRORS[half]);
  const byLanguage = outcomes.map((o) => ({ ...o, family: languageOf.get(o.doc)! }));
  familyTable(byLanguage, fields, "language");
  familyTable(outcomes, fields, "layout");
  calibrationSummary(
    `${name}, calibration (the committed confidence table, never fitted on this corpus):`,
    outcomes.filter((o) => o.field !== ISSUER.id),
  );
  errorPatterns(
    outcomes.filter((o) => o.field !== ISSUER.id),
    INVOICE_FIELDS,
    LIST_ERRORS[half],
  );
}

/** Per half: the first invoice of each series corrected, the series' others read cold and after learning. */
async function learning(): Promise<void> {
  const series = await loadLayoutSeries(HALVES, SERIES_PER_LAYOUT);
  console.log(
    `Series of one sender in one look (bench/support/layoutSeries.ts): ${series.length} documents; the first of each corrected`,
  );
  for (const half of HALVES) {
    const docs = series.filter((d) => d.half === half);
    const { cold, warm, taught } = afterOneCorrection(
      docs.map((d) => ({ ...labelled(d), family: d.series })),
      INVOICE_FIELDS,
    );
    const read = docs.filter((d) => cold.some((o) => o.doc === d.name));
    const scored = (outcomes: FieldOutcome[]) => withIssuer(printedAsGenerated(outcomes, read));
    console.log(
      `\n== ${NAMES[half]}: ${docs.length - read.length} series, ${taught} corrections on their first invoices, ${read.length} invoices read after them ==`,
    );
    accuracyTable(`${NAMES[half]}, cold:`, scored(cold), [...INVOICE_FIELDS, ISSUER], read.length, false);
    if (LIST_ERRORS[half]) errorPatterns(cold, INVOICE_FIELDS, true);
    accuracyTable(
      `${NAMES[half]}, after one correction per sender:`,
      scored(warm),
      [...INVOICE_FIELDS, ISSUER],
      read.length,
      LIST_ERRORS[half],
    );
    errorPatterns(warm, INVOICE_FIELDS, LIST_ERRORS[half]);
    // Every field of the first taught, right ones too: five places a series to read, where a correction teaches one.
    const stress = afterOneCorrection(
      docs.map((d) => ({ ...labelled(d), family: d.series })),
      INVOICE_FIELDS,
      true,
    );
    accuracyTable(
      `${NAMES[half]}, every field of the first taught (learned places read, a stress test):`,
      scored(stress.warm),
      [...INVOICE_FIELDS, ISSUER],
      read.length,
      LIST_ERRORS[half],
    );
    errorPatterns(stress.warm, INVOICE_FIELDS, LIST_ERRORS[half]);
  }
}

async function main(): Promise<void> {
  if (argv.includes("--learning")) return learning();
  const corpus = await loadLayoutCorpus(HALVES);
  runCorpus(corpus.slice(0, 1).map(labelled), INVOICE_FIELDS); // warm-up
  console.log(
    `Generated invoices (bench/support/layoutCorpus.ts): ${corpus.length} documents, text layer; class: ${INVOICE_FIELDS.map((f) => f.name).join(", ")}`,
  );
  for (const half of HALVES) {
    const docs = corpus.filter((d) => d.half === half);
    const { outcomes, cpuMs, pages } = runCorpus(docs.map(labelled), INVOICE_FIELDS);
    report(half, docs, withIssuer(printedAsGenerated(outcomes, docs)), cpuMs, pages);
  }
}

await main();
