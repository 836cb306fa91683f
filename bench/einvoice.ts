/**
 * Benchmark of the e-invoice reader (npm run bench:einvoice). It prints figures and asserts nothing.
 *
 * 1. The 47 PDFs of testdata/einvoices/pdf: the embedded XML found and read, compared with
 *    truth.json term by term (per term: right / present in the truth).
 * 2. The 55 standalone XMLs: read or refused, the EN 16931 arithmetic rules, and the agreement of
 *    each CII file with its UBL sibling (the same invoice in the other syntax), per term.
 * 3. Speed per PDF: opening it with pdf.js, then finding and reading its e-invoice on the open
 *    document (what the Parse step adds, since it opens the PDF anyway), median of --runs=3.
 */
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Decimal from "decimal.js";
import { findEmbeddedEInvoice } from "../src/server/einvoice/attachments";
import { checkArithmetic } from "../src/server/einvoice/checks";
import { readEInvoice } from "../src/server/einvoice/readEInvoice";
import {
  EINVOICE_PDF_DIR,
  EINVOICE_XML_DIR,
  compareWithTruth,
  corpusPdfs,
  corpusXmls,
  loadTruth,
} from "../src/testing/einvoiceCorpus";
import type { EInvoice } from "../src/server/einvoice/types";
import { openPdfData } from "../src/server/pipeline/parse/pdfjs";

const runsArg = process.argv.find((a) => a.startsWith("--runs="));
const RUNS = Math.max(1, Number(runsArg?.slice(7)) || 3);

const pct = (n: number, of: number) => (of === 0 ? "   -" : `${((100 * n) / of).toFixed(1).padStart(5)} %`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

function table(title: string, rows: [string, number, number][]) {
  console.log(`\n${title}`);
  console.log("term                    right / of     accuracy");
  for (const [term, right, of] of rows)
    console.log(`${term.padEnd(22)} ${String(right).padStart(6)} / ${String(of).padEnd(6)} ${pct(right, of)}`);
}

async function pdfAccuracy() {
  const truth = loadTruth();
  const perTerm = new Map<string, [number, number]>();
  const notRead: string[] = [];
  const wrong: string[] = [];
  const timings = { open: [] as number[], find: [] as number[] };
  for (const name of corpusPdfs()) {
    const bytes = readFileSync(path.join(EINVOICE_PDF_DIR, name));
    const open: number[] = [];
    const find: number[] = [];
    let invoice: EInvoice | null = null;
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      const doc = await openPdfData(bytes, { maxImagePixels: 1 });
      const t1 = performance.now();
      const found = await findEmbeddedEInvoice(doc);
      const t2 = performance.now();
      await doc.destroy();
      open.push(t1 - t0);
      find.push(t2 - t1);
      if (found.found && found.ok) invoice = found.invoice;
      else if (run === 0)
        notRead.push(`${name}: ${found.found ? (found.ok ? "" : found.reason) : "no e-invoice attached"}`);
    }
    timings.open.push(median(open));
    timings.find.push(median(find));
    for (const c of compareWithTruth(invoice, truth[name])) {
      const key = `${c.key} (${c.term})`;
      const [right, of] = perTerm.get(key) ?? [0, 0];
      perTerm.set(key, [right + (c.equal ? 1 : 0), of + 1]);
      if (!c.equal)
        wrong.push(`${name} ${c.key}: expected ${JSON.stringify(c.expected)}, read ${JSON.stringify(c.actual)}`);
    }
  }
  const rows = [...perTerm].map(([k, [r, o]]) => [k, r, o] as [string, number, number]);
  const all = rows.reduce((acc, [, r, o]) => [acc[0] + r, acc[1] + o], [0, 0]);
  table(`PDFs: embedded e-invoice against truth.json (${corpusPdfs().length} PDFs)`, [
    ...rows,
    ["all terms", all[0], all[1]],
  ]);
  console.log(`\nnot read (${notRead.length}):`);
  for (const line of notRead) console.log(`  ${line}`);
  if (wrong.length > 0) console.log(`\nwrong values (${wrong.length}):\n  ${wrong.join("\n  ")}`);

  const load = os.loadavg()[0].toFixed(1);
  console.log(
    `\nSpeed per PDF, median of ${RUNS} runs each, over ${timings.find.length} PDFs (ms; load average ${load} on ${os.cpus().length} cores)`,
  );
  console.log("step                                  median    p95     max");
  const line = (label: string, xs: number[]) =>
    console.log(
      `${label.padEnd(36)} ${median(xs).toFixed(1).padStart(7)} ${quantile(xs, 0.95).toFixed(1).padStart(7)} ${Math.max(
        ...xs,
      )
        .toFixed(1)
        .padStart(7)}`,
    );
  line("open with pdf.js (Parse does anyway)", timings.open);
  line("find + read the e-invoice (added)", timings.find);
  line(
    "both",
    timings.open.map((o, i) => o + timings.find[i]),
  );
}

/** Terms compared between a CII file and its UBL sibling. */
const SIBLING_TERMS: [string, (i: EInvoice) => (string | null)[], "text" | "number"][] = [
  ["BT-1 number", (i) => [i.invoiceNumber], "text"],
  ["BT-2 issue date", (i) => [i.issueDate], "text"],
  ["BT-5 currency", (i) => [i.currency], "text"],
  ["BT-9 due date", (i) => [i.dueDate], "text"],
  ["BT-10 buyer ref.", (i) => [i.buyerReference], "text"],
  ["BT-27 seller", (i) => [i.seller.name], "text"],
  ["BT-31 seller VAT id", (i) => [i.seller.vatId], "text"],
  ["BT-44 buyer", (i) => [i.buyer.name], "text"],
  ["BT-84 IBAN", (i) => [i.payment.iban], "text"],
  ["BT-109 net", (i) => [i.totals.net], "number"],
  ["BT-110 VAT", (i) => [i.totals.tax], "number"],
  ["BT-112 total", (i) => [i.totals.total], "number"],
  ["BT-115 amount due", (i) => [i.totals.amountDue], "number"],
  ["BG-25 line names", (i) => i.lines.map((l) => l.name), "text"],
  ["BG-25 quantities", (i) => i.lines.map((l) => l.quantity), "number"],
  ["BG-25 unit prices", (i) => i.lines.map((l) => l.unitPrice), "number"],
  ["BG-25 line nets", (i) => i.lines.map((l) => l.netAmount), "number"],
  ["BG-25 VAT rates", (i) => i.lines.map((l) => l.taxRate), "number"],
];

function same(a: (string | null)[], b: (string | null)[], kind: "text" | "number") {
  if (a.length !== b.length) return false;
  return a.every((x, n) => {
    const y = b[n];
    if (x === null || y === null) return x === y;
    return kind === "number" ? new Decimal(x).equals(y) : x === y;
  });
}

function xmlCorpus() {
  const read = new Map<string, EInvoice>();
  const refused: string[] = [];
  let broken = 0;
  for (const name of corpusXmls()) {
    const result = readEInvoice(readFileSync(path.join(EINVOICE_XML_DIR, name)));
    if (!result.ok) {
      refused.push(`${name}: ${result.reason}`);
      continue;
    }
    read.set(name, result.invoice);
    const violations = checkArithmetic(result.invoice);
    if (violations.length > 0) {
      broken++;
      console.log(`  arithmetic ${name}:\n    ${violations.map((v) => `${v.rule} ${v.message}`).join("\n    ")}`);
    }
  }
  console.log(
    `\nStandalone XMLs: ${read.size} / ${corpusXmls().length} read, ${refused.length} refused, ${read.size - broken} break no EN 16931 arithmetic rule`,
  );
  for (const line of refused) console.log(`  ${line}`);

  const pairs = [...read.keys()]
    .filter((n) => n.startsWith("CII_"))
    .map((n) => [n, n.replace(/^CII_/, "UBL_").replace(/\.cii\.xml$/, ".ubl.xml")])
    .filter(([, u]) => read.has(u));
  const rows: [string, number, number][] = SIBLING_TERMS.map(([label, get, kind]) => {
    const agree = pairs.filter(([c, u]) => same(get(read.get(c)!), get(read.get(u)!), kind)).length;
    return [label, agree, pairs.length];
  });
  table(`CII and UBL siblings (the same invoice in both syntaxes): terms that agree, ${pairs.length} pairs`, rows);
  for (const [label, get, kind] of SIBLING_TERMS) {
    for (const [c, u] of pairs) {
      const a = get(read.get(c)!);
      const b = get(read.get(u)!);
      if (!same(a, b, kind)) console.log(`  ${label}: ${c} ${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
    }
  }
}

await pdfAccuracy();
xmlCorpus();
