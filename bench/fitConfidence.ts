/**
 * Fits the extractor's confidence table (src/server/engines/extraction/calibration.json) on the labelled
 * corpora in testdata: the e-invoice PDFs (text layer, XML ignored) and the fixture invoices. Reproducible:
 * `npm run fit:confidence` writes the same file from the same engine and corpora. bench:extract measures the
 * table honestly by refitting it without each renderer family and scoring that family.
 */
import { writeFile } from "node:fs/promises";
import * as path from "node:path";
import { fitCalibration } from "../src/server/engines/extraction/confidence";
import { loadEinvoiceCorpus } from "./support/einvoiceCorpus";
import { calibrationPoints, INVOICE_FIELDS, runCorpus } from "./support/extractRun";
import { FIXTURE_FIELDS, loadFixtureCorpus } from "./support/fixtureCorpus";

const einvoices = await loadEinvoiceCorpus();
const fixtures = await loadFixtureCorpus();
const points = [
  ...calibrationPoints(
    runCorpus(
      einvoices.map((d) => ({ ...d, truth: d.truth as unknown as Record<string, unknown> })),
      INVOICE_FIELDS,
    ).outcomes,
  ),
  ...calibrationPoints(runCorpus(fixtures, FIXTURE_FIELDS).outcomes),
];
const table = fitCalibration(points);
const out = path.resolve(import.meta.dirname, "../src/server/engines/extraction/calibration.json");
await writeFile(out, `${JSON.stringify(table)}\n`);
console.log(
  `Fitted on ${points.length} values from ${einvoices.length} e-invoices and ${fixtures.length} fixture invoices; wrote ${out}`,
);
for (const [group, row] of Object.entries(table.groups))
  console.log(`${group.padEnd(18)} ${row!.map((v) => v.toFixed(2)).join("  ")}`);
