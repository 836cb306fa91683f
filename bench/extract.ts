/**
 * Benchmark of the built-in extractor (npm run bench:extract).
 *
 * 1. Cold: the text layer of each fixture invoice (testdata/invoices/*.pdf, read with
 *    parseBatchFiles in mode 'text-layer') is extracted with an 'Invoice' class (invoice number,
 *    date, total, tax, net, currency, issuer) and compared field by field with the fixture's JSON,
 *    exactly after normalising (identifiers: letters and digits, case-insensitive; dates: ISO;
 *    amounts: to the cent; currency: ISO code; issuer: letters and digits without legal forms such
 *    as B.V., AG, Inc.). Only fields the JSON gives are scored.
 * 2. Learning: for each vendor, a person corrects every wrong field on one document (the fixture);
 *    the vendor's second document is then extracted cold and with what was learned. Coolblue has a
 *    real second document (coolblue2). For the other vendors a second document is generated: the
 *    fixture's words are laid out again in a new PDF (pdf-lib, Helvetica) at their places, with a
 *    new invoice number, a new date, new amounts (total and net × 1.37, tax = total − net), and the
 *    lower half of each page moved down by one line, as the next invoice of the sender would be.
 *
 * 3. E-invoices: the PDFs of testdata/einvoices read from their text layer (XML ignored), per field and per
 *    renderer family, calibration left-one-family-out, learning per seller and layout (support/einvoiceBench.ts).
 *
 * Prints figures; asserts nothing. Options: --keep (keep the temporary folder), --verbose, --errors (each
 * remaining e-invoice error), --einvoices (that section only).
 */
import { INVOICES_DIR } from "../src/testing/fixtures";
import { einvoiceSection } from "./support/einvoiceBench";
import { isRight, type ScoreKind } from "./support/extractScore";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import * as os from "node:os";
import * as path from "node:path";
import { PDFDocument, StandardFonts, type PDFFont } from "pdf-lib";
import { extractDocument } from "../src/server/engines/extraction/extractDocument";
import { learnFromCorrection } from "../src/server/engines/extraction/learning";
import { buildLayout, type Token } from "../src/server/engines/extraction/layout";
import { parseDate } from "../src/server/engines/extraction/parseDate";
import { parseNumber } from "../src/server/engines/extraction/parseNumber";
import { readDate } from "../src/server/engines/extraction/readers";
import type { ExtractionClass, LearnedHint, TextPage } from "../src/server/engines/extraction/types";
import { parseBatchFiles } from "../src/server/pipeline/parse/parseBatchFiles";

const FIXTURES = INVOICES_DIR;
const KEEP = process.argv.includes("--keep");
const VERBOSE = process.argv.includes("--verbose");

type FieldKey = "invoice_number" | "date" | "amount" | "amount_tax" | "amount_untaxed" | "currency" | "issuer";
const FIELDS: {
  key: FieldKey;
  label: string;
  name: string;
  dataType: "String" | "Date" | "Number";
  description: string;
}[] = [
  {
    key: "invoice_number",
    label: "invoice number",
    name: "Invoice Number",
    dataType: "String",
    description: "The invoice's number",
  },
  { key: "date", label: "date", name: "Invoice Date", dataType: "Date", description: "Date of the invoice" },
  {
    key: "amount",
    label: "total (amount)",
    name: "Total",
    dataType: "Number",
    description: "Total amount including tax",
  },
  { key: "amount_tax", label: "tax (amount_tax)", name: "Tax", dataType: "Number", description: "Tax amount (VAT)" },
  {
    key: "amount_untaxed",
    label: "net (amount_untaxed)",
    name: "Net",
    dataType: "Number",
    description: "Net amount before tax",
  },
  { key: "currency", label: "currency", name: "Currency", dataType: "String", description: "Currency of the amounts" },
  {
    key: "issuer",
    label: "issuer",
    name: "Issuer",
    dataType: "String",
    description: "Company that issued the invoice",
  },
];

const invoiceClass: ExtractionClass = {
  _id: "class-invoice",
  name: "Invoice",
  fields: FIELDS.map((f, i) => ({
    field: { _id: f.key, name: f.name, dataType: f.dataType, description: f.description, valueListCategory: null },
    order: i + 1,
    validation: { required: false, regex: "", formula: null, formulaText: "" },
  })),
  tables: [],
};

type Expected = Partial<Record<FieldKey, string | number>>;
type Values = Record<string, string | number | boolean | null>;

/** How each field is scored: the shared rules of bench/support/extractScore.ts (the issuer legal form aside). */
const SCORE: Record<FieldKey, ScoreKind> = {
  invoice_number: "id",
  date: "date",
  amount: "amount",
  amount_tax: "amount",
  amount_untaxed: "amount",
  currency: "code",
  issuer: "issuer",
};
const correct = (key: FieldKey, got: unknown, expected: unknown): boolean => isRight(SCORE[key], got, expected);

async function readExpected(name: string): Promise<Expected> {
  const json = JSON.parse(await readFile(path.join(FIXTURES, `${name}.json`), "utf8"));
  const record = Array.isArray(json) ? json[0] : json;
  const out: Expected = {};
  for (const f of FIELDS)
    if (record[f.key] !== undefined && record[f.key] !== null && record[f.key] !== "") out[f.key] = record[f.key];
  return out;
}

async function parsePdf(pdfPath: string, outDir: string): Promise<TextPage[]> {
  const out = await parseBatchFiles({
    files: [{ fileName: path.basename(pdfPath), path: pdfPath }],
    mode: "text-layer",
    outDir,
    onWarning: () => undefined,
  });
  return JSON.parse(await readFile(out.textAnnotationPath, "utf8")).pages;
}

interface Run {
  values: Values;
  cpuMs: number;
}

function extract(pages: TextPage[], learned: LearnedHint[] = [], masterKeyId?: string): Run {
  const c0 = process.cpuUsage();
  const result = extractDocument({
    pages,
    documentClass: invoiceClass,
    masterKey: masterKeyId ? { _id: masterKeyId, value: masterKeyId } : null,
    learned,
  });
  const c = process.cpuUsage(c0);
  return {
    values: Object.fromEntries(result.properties.map((p) => [p.field._id, p.value])),
    cpuMs: (c.user + c.system) / 1000,
  };
}

// ---------- second documents: the fixture laid out again with new values ----------

const addDays = (iso: string): string => {
  const [y, m, d] = iso.split("-").map(Number);
  // Keep the day on the same side of 12 so that day-month order stays as decidable as it was.
  const day = d > 12 ? 13 + ((d - 13 + 7) % 15) : 1 + ((d - 1 + 5) % 12);
  return `${y}-${String(m).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
};
const newNumber = (id: string): string => {
  let left = 3;
  return [...id]
    .reverse()
    .map((c) => (/\d/.test(c) && left-- > 0 ? String((Number(c) + 3) % 10) : c))
    .reverse()
    .join("");
};

interface AmountStyle {
  decimals: number;
  decimal: string;
  group: string | null;
}
function styleOf(text: string): AmountStyle {
  const m = /[.,](\d+)$/.exec(text);
  const decimals = m && !(m[1].length === 3 && /^\d{1,3}([.,]\d{3})+$/.test(text)) ? m[1].length : 0;
  const decimal = decimals ? text[text.length - decimals - 1] : ".";
  const integer = decimals ? text.slice(0, -decimals - 1) : text;
  const group = /[.,' ]/.exec(integer)?.[0] ?? null;
  return { decimals, decimal, group };
}
function format(value: number, style: AmountStyle): string {
  const fixed = value.toFixed(style.decimals);
  const [int, frac] = fixed.split(".");
  const grouped = style.group ? int.replace(/\B(?=(\d{3})+(?!\d))/g, style.group) : int;
  return frac ? `${grouped}${style.decimal}${frac}` : grouped;
}

interface Variant {
  expected: Expected;
  pdf: Uint8Array;
}

async function relayout(pages: TextPage[], expected: Expected): Promise<Variant> {
  const layout = buildLayout(pages);
  const next: Expected = { ...expected };
  // New values.
  if (typeof expected.invoice_number === "string") next.invoice_number = newNumber(expected.invoice_number);
  if (typeof expected.date === "string") next.date = addDays(expected.date);
  const total = typeof expected.amount === "number" ? expected.amount : null;
  let net = typeof expected.amount_untaxed === "number" ? expected.amount_untaxed : null;
  let tax = typeof expected.amount_tax === "number" ? expected.amount_tax : null;
  if (total !== null && net !== null && tax === null) tax = Math.round((total - net) * 100) / 100;
  if (total !== null && tax !== null && net === null) net = Math.round((total - tax) * 100) / 100;
  const integers = total !== null && Number.isInteger(total) && (net === null || Number.isInteger(net));
  const round = (v: number) => (integers ? Math.round(v) : Math.round(v * 100) / 100);
  const newTotal = total !== null ? round(total * 1.37) : null;
  const newNet = net !== null ? round(net * 1.37) : null;
  const newTax =
    newTotal !== null && newNet !== null
      ? Math.round((newTotal - newNet) * 100) / 100
      : tax !== null
        ? round(tax * 1.37)
        : null;
  if (newTotal !== null) next.amount = newTotal;
  if (expected.amount_untaxed !== undefined && newNet !== null) next.amount_untaxed = newNet;
  if (expected.amount_tax !== undefined && newTax !== null) next.amount_tax = newTax;
  const amountMap: [number, number][] = [];
  if (total !== null && newTotal !== null) amountMap.push([total, newTotal]);
  if (net !== null && newNet !== null && net !== total) amountMap.push([net, newNet]);
  if (tax !== null && newTax !== null && tax !== 0) amountMap.push([tax, newTax]);

  // New texts for the tokens.
  const text = new Map<Token, string>();
  const oldId = typeof expected.invoice_number === "string" ? expected.invoice_number.replace(/^#/, "") : null;
  const newId = typeof next.invoice_number === "string" ? next.invoice_number.replace(/^#/, "") : null;
  for (const line of layout.lines) {
    for (let i = 0; i < line.tokens.length; i++) {
      const token = line.tokens[i];
      if (oldId && newId && oldId.length >= 3 && token.text.includes(oldId)) {
        text.set(token, token.text.split(oldId).join(newId));
        continue;
      }
      if (typeof expected.date === "string" && typeof next.date === "string") {
        const read = readDate(line.tokens, i, layout);
        if (read && read.value === expected.date) {
          const changed = redate(read.tokens, expected.date, next.date, layout.dateOrder);
          if (changed) {
            read.tokens.forEach((t, k) => text.set(t, changed[k]));
            i += read.tokens.length - 1;
            continue;
          }
        }
      }
      let replaced = token.text;
      replaced = replaced.replace(
        /\d{1,3}(?:[.,']\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?/g,
        (match, offset: number, whole: string) => {
          if (/\d/.test(whole[offset - 1] ?? "") || /\d/.test(whole[offset + match.length] ?? "")) return match;
          const value = parseNumber(match, { decimalSeparator: layout.decimalSeparator })?.value;
          const hit = amountMap.find(([old]) => value !== undefined && Math.abs(old - value) < 0.005);
          return hit ? format(hit[1], styleOf(match)) : match;
        },
      );
      if (replaced !== token.text) text.set(token, replaced);
    }
  }

  // Draw every token at its place (the lower half of each page one line lower).
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const p of layout.pages) {
    const page = doc.addPage([p.width, p.height]);
    const tokens = p.lines.flatMap((l) => l.tokens);
    const lower = tokens.filter((t) => t.y > p.height * 0.45);
    const room = p.height - 4 - Math.max(0, ...lower.map((t) => t.y + t.height));
    const shift = Math.max(0, Math.min(14, room));
    for (const t of tokens) {
      const printed = winAnsi(font, text.get(t) ?? t.text);
      if (!printed.trim()) continue;
      // The font size that gives the original word its printed width (pdf.js boxes can be lower than the font).
      const widthAt1 = font.widthOfTextAtSize(winAnsi(font, t.text), 1);
      const size = Math.max(0.5 * t.height, Math.min(3 * t.height, widthAt1 > 0 ? t.width / widthAt1 : t.height));
      const y = t.y + (t.y > p.height * 0.45 ? shift : 0);
      page.drawText(printed, { x: t.x, y: p.height - y - 0.8 * t.height, size, font });
    }
  }
  return { expected: next, pdf: await doc.save() };
}

/** The date's tokens with the day changed, or null when the printed form cannot be rewritten. */
function redate(tokens: Token[], oldIso: string, newIso: string, order: "DMY" | "MDY" | null): string[] | null {
  const oldDay = Number(oldIso.slice(8));
  const newDay = Number(newIso.slice(8));
  for (let k = 0; k < tokens.length; k++) {
    const pattern = /\d+/g;
    let m: RegExpExecArray | null;
    while ((m = pattern.exec(tokens[k].text))) {
      if (Number(m[0]) !== oldDay) continue;
      const day = String(newDay).padStart(m[0].length, "0");
      const texts = tokens.map((t) => t.text);
      texts[k] = texts[k].slice(0, m.index) + day + texts[k].slice(m.index + m[0].length);
      if (parseDate(texts.join(" "), { order }) === newIso) return texts;
    }
  }
  return null;
}

function winAnsi(font: PDFFont, text: string): string {
  let out = "";
  for (const c of text.replace(/[\u2212]/g, "-")) {
    try {
      font.encodeText(c);
      out += c;
    } catch {
      out += "?";
    }
  }
  return out;
}

// ---------- report ----------

interface Tally {
  correct: number;
  scored: number;
}
const pct = (t: Tally) => (t.scored ? `${((100 * t.correct) / t.scored).toFixed(1)}%` : "n/a");
const cell = (t: Tally) => `${t.correct}/${t.scored}`.padStart(6) + ` ${pct(t).padStart(6)}`;

function tally(runs: { expected: Expected; values: Values }[]): Record<FieldKey | "all", Tally> {
  const out = Object.fromEntries(
    [...FIELDS.map((f) => f.key), "all"].map((k) => [k, { correct: 0, scored: 0 }]),
  ) as Record<FieldKey | "all", Tally>;
  for (const run of runs) {
    for (const f of FIELDS) {
      if (run.expected[f.key] === undefined) continue;
      const ok = correct(f.key, run.values[f.key], run.expected[f.key]);
      out[f.key].scored++;
      out.all.scored++;
      if (ok) {
        out[f.key].correct++;
        out.all.correct++;
      }
    }
  }
  return out;
}

function detail(title: string, runs: { name: string; expected: Expected; values: Values }[]): void {
  console.log(`\n${title}`);
  const width = Math.max(...runs.map((r) => r.name.length)) + 2;
  console.log(
    "document".padEnd(width) +
      FIELDS.map((f) => f.key.replace("amount_", "").replace("invoice_", "").padEnd(9)).join(""),
  );
  for (const run of runs) {
    const marks = FIELDS.map((f) =>
      (run.expected[f.key] === undefined
        ? "·"
        : correct(f.key, run.values[f.key], run.expected[f.key])
          ? "✓"
          : "✗"
      ).padEnd(9),
    ).join("");
    console.log(run.name.padEnd(width) + marks);
    if (VERBOSE) {
      for (const f of FIELDS) {
        if (run.expected[f.key] !== undefined && !correct(f.key, run.values[f.key], run.expected[f.key])) {
          console.log(
            `${"".padEnd(width)}  ${f.key}: got ${JSON.stringify(run.values[f.key])}, expected ${JSON.stringify(run.expected[f.key])}`,
          );
        }
      }
    }
  }
}

async function main(): Promise<void> {
  if (!process.argv.includes("--einvoices")) await fixtureSection();
  await einvoiceSection();
}

async function fixtureSection(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-extract-"));
  console.log(`Extraction benchmark: node ${process.version}, fixtures ${FIXTURES}, folder ${dir}`);
  try {
    const names = (await readdir(FIXTURES))
      .filter((f) => f.endsWith(".pdf"))
      .map((f) => f.replace(/\.pdf$/, ""))
      .sort();
    const docs: { name: string; pages: TextPage[]; expected: Expected }[] = [];
    for (const name of names) {
      docs.push({
        name,
        pages: await parsePdf(path.join(FIXTURES, `${name}.pdf`), path.join(dir, "parsed", name)),
        expected: await readExpected(name),
      });
    }
    const pageCount = docs.reduce((n, d) => n + d.pages.length, 0);

    // 1. Cold.
    extract(docs[0].pages); // warm-up (module and regular-expression compilation)
    const cold = docs.map((d) => ({ name: d.name, expected: d.expected, ...extract(d.pages) }));
    const cpu = cold.reduce((n, r) => n + r.cpuMs, 0);
    const coldTally = tally(cold);
    console.log(
      `\n== Cold: ${docs.length} fixture invoices, ${pageCount} pages, text layer; ${(cpu / pageCount).toFixed(1)} ms CPU per page ==`,
    );
    console.log("field                   correct accuracy");
    for (const f of FIELDS) console.log(`${f.label.padEnd(22)} ${cell(coldTally[f.key])}`);
    console.log(`${"all fields".padEnd(22)} ${cell(coldTally.all)}`);
    detail("Per document (✓ right, ✗ wrong or empty, · not in the fixture's JSON):", cold);

    // 2. Learning: a second document per vendor.
    const vendorOf = (name: string) => name.replace(/\d+$/, "");
    const byVendor = new Map<string, typeof docs>();
    for (const d of docs) byVendor.set(vendorOf(d.name), [...(byVendor.get(vendorOf(d.name)) ?? []), d]);
    const pairs: {
      vendor: string;
      first: (typeof docs)[number];
      second: { name: string; pages: TextPage[]; expected: Expected };
      generated: boolean;
    }[] = [];
    for (const [vendor, list] of byVendor) {
      if (list.length >= 2) {
        pairs.push({ vendor, first: list[0], second: list[1], generated: false });
        continue;
      }
      const first = list[0];
      const variant = await relayout(first.pages, first.expected);
      const pdfPath = path.join(dir, "generated", `${first.name}-2.pdf`);
      await mkdir(path.dirname(pdfPath), { recursive: true });
      await writeFile(pdfPath, variant.pdf);
      const pages = await parsePdf(pdfPath, path.join(dir, "parsed", `${first.name}-2`));
      pairs.push({
        vendor,
        first,
        second: { name: `${first.name}-2 (generated)`, pages, expected: variant.expected },
        generated: true,
      });
    }

    const secondCold: { name: string; expected: Expected; values: Values }[] = [];
    const secondWarm: { name: string; expected: Expected; values: Values }[] = [];
    const secondAll: { name: string; expected: Expected; values: Values }[] = [];
    let corrections = 0;
    let hintsLearned = 0;
    const teach = (pages: TextPage[], key: FieldKey, expected: string | number, masterKeyId: string) => {
      const f = FIELDS.find((x) => x.key === key)!;
      const field = invoiceClass.fields.find((c) => c.field._id === key)!.field;
      const value = f.dataType === "Date" ? (parseDate(String(expected)) ?? String(expected)) : expected;
      return learnFromCorrection({ pages, field, correctedValue: value, masterKeyId, classId: invoiceClass._id! });
    };
    for (const pair of pairs) {
      const masterKeyId = `vendor:${pair.vendor}`;
      // A person validates the first document and corrects every wrong field.
      const firstRun = extract(pair.first.pages, [], masterKeyId);
      const hints: LearnedHint[] = [];
      const everyField: LearnedHint[] = [];
      for (const f of FIELDS) {
        const expected = pair.first.expected[f.key];
        if (expected === undefined) continue;
        const hint = teach(pair.first.pages, f.key, expected, masterKeyId);
        if (hint) everyField.push(hint);
        if (correct(f.key, firstRun.values[f.key], expected)) continue;
        corrections++;
        if (hint) {
          hints.push(hint);
          hintsLearned++;
        }
      }
      secondCold.push({
        name: pair.second.name,
        expected: pair.second.expected,
        values: extract(pair.second.pages, [], masterKeyId).values,
      });
      secondWarm.push({
        name: pair.second.name,
        expected: pair.second.expected,
        values: extract(pair.second.pages, hints, masterKeyId).values,
      });
      secondAll.push({
        name: pair.second.name,
        expected: pair.second.expected,
        values: extract(pair.second.pages, everyField, masterKeyId).values,
      });
    }
    const generated = pairs.filter((p) => p.generated).length;
    const before = tally(secondCold);
    const after = tally(secondWarm);
    const all = tally(secondAll);
    console.log(
      `\n== Learning: the second document of each of ${pairs.length} vendors (${pairs.length - generated} real: coolblue2; ${generated} generated by re-laying out the fixture with new values), ` +
        `cold and after one corrected document per vendor (${corrections} corrections, ${hintsLearned} hints learned) ==`,
    );
    console.log(
      "The last column reads every field from the place taught on the first document (as if each value had been corrected): how well learned places carry over.",
    );
    console.log("field                     cold          after learning   every field taught");
    for (const f of FIELDS)
      console.log(`${f.label.padEnd(22)} ${cell(before[f.key])}   ${cell(after[f.key])}     ${cell(all[f.key])}`);
    console.log(`${"all fields".padEnd(22)} ${cell(before.all)}   ${cell(after.all)}     ${cell(all.all)}`);
    detail("Second documents, cold:", secondCold);
    detail("Second documents, after learning:", secondWarm);
    if (VERBOSE) detail("Second documents, every field taught:", secondAll);
  } finally {
    if (KEEP) console.log(`\nKept ${dir}`);
    else await rm(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
