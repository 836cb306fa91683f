/**
 * Page-probe benchmark: the invoice extraction engine on small invoice pages written from how real issuers print
 * invoices (bench/support/pageProbes.ts) — where the seller's name stands, how number and date are labelled, which
 * other numbers and dates stand near them, how totals, tax notes and deductions are worded, in English, German,
 * French, Dutch, Italian and Spanish. The probes were written without reading the engine. It prints the share of
 * fields right per field, per language and per category, and the pages with every field right; with --errors, each
 * wrong value with the probe's id and note. It asserts nothing: a benchmark prints figures.
 *
 * A field the page does not carry (truth null) is right when the engine returns nothing for it.
 *
 * Sets: 1 (bench/support/pageProbes.ts, the default) and 2 (bench/support/pageProbes2.ts, written later by another
 * hand on other conventions; its first run was an unseen measurement).
 *
 *   npm run bench:extract-probes [-- --set=1|2|all] [--errors]
 */
import { extractDocument } from "../src/server/engines/extraction/extractDocument";
import { page } from "../src/testing/extractionPages";
import { classOf, INVOICE_FIELDS } from "./support/extractRun";
import { isRight, pct } from "./support/extractScore";
import { PAGE_PROBES as SET_1, type PageProbe, type ProbeTruth } from "./support/pageProbes";
import { PAGE_PROBES_2 as SET_2 } from "./support/pageProbes2";

interface Outcome {
  probe: PageProbe;
  field: keyof ProbeTruth;
  got: unknown;
  expected: unknown;
  right: boolean;
}

const showErrors = process.argv.includes("--errors");
const set = process.argv.find((a) => a.startsWith("--set="))?.slice(6) ?? "1";
const PAGE_PROBES: PageProbe[] = set === "all" ? [...SET_1, ...SET_2] : set === "2" ? SET_2 : SET_1;
const documentClass = classOf(INVOICE_FIELDS);
const outcomes: Outcome[] = [];

for (const probe of PAGE_PROBES) {
  const result = extractDocument({ pages: [page(probe.lines)], documentClass });
  for (const f of INVOICE_FIELDS) {
    const field = f.id as keyof ProbeTruth;
    const expected = probe.truth[field];
    const got = result.properties.find((p) => p.field._id === f.id)?.value ?? null;
    const empty = got === null || got === undefined || got === "";
    const right = expected === null ? empty : isRight(f.kind, got, expected);
    outcomes.push({ probe, field, got: empty ? null : got, expected, right });
  }
}

const fieldIds = INVOICE_FIELDS.map((f) => f.id as keyof ProbeTruth);
const short: Record<string, string> = {
  invoiceNumber: "number",
  issueDate: "date",
  totalAmount: "total",
  netAmount: "net",
  taxAmount: "tax",
  seller: "seller",
};

function table(title: string, keyOf: (p: PageProbe) => string): void {
  const keys = [...new Set(PAGE_PROBES.map(keyOf))].sort();
  const width = Math.max(title.length, ...keys.map((k) => k.length), 5) + 2;
  console.log(
    `\n${title.padEnd(width)}${"pages".padStart(6)}${fieldIds.map((f) => short[f].padStart(8)).join("")}${"fields".padStart(8)}${"all".padStart(8)}`,
  );
  for (const key of [...keys, "all"]) {
    const probes = PAGE_PROBES.filter((p) => key === "all" || keyOf(p) === key);
    const mine = outcomes.filter((o) => probes.includes(o.probe));
    const cells = fieldIds.map((f) => {
      const of = mine.filter((o) => o.field === f);
      return pct(of.filter((o) => o.right).length, of.length).padStart(8);
    });
    const allRight = probes.filter((p) => mine.filter((o) => o.probe === p).every((o) => o.right)).length;
    console.log(
      `${key.padEnd(width)}${String(probes.length).padStart(6)}${cells.join("")}${pct(mine.filter((o) => o.right).length, mine.length).padStart(8)}${`${allRight}/${probes.length}`.padStart(8)}`,
    );
  }
}

console.log(
  `Page probes, set ${set}: ${PAGE_PROBES.length} pages, ${outcomes.length} fields (share right; 'all' = pages with every field right)`,
);
table("language", (p) => p.language);
table("country", (p) => `${p.language}-${p.country}`);
table("category", (p) => p.category);

if (showErrors) {
  console.log("\nWrong values:");
  for (const o of outcomes.filter((x) => !x.right)) {
    console.log(
      `  ${o.probe.id.padEnd(28)} ${short[o.field].padEnd(7)} got ${JSON.stringify(o.got)}, expected ${JSON.stringify(o.expected)}  — ${o.probe.note}`,
    );
  }
}
