/**
 * The fixture invoices of testdata/invoices as a labelled corpus: each PDF's text layer with the values of
 * its JSON under the e-invoice corpus's names. Their issuer is written without a legal form in some files
 * ('Amazon Web Services') and with one in others, so it is scored legal form aside. Each sender is its own family.
 */
import { readFile, readdir } from "node:fs/promises";
import * as path from "node:path";
import { INVOICES_DIR } from "../../src/testing/fixtures";
import { textPagesOf } from "./einvoiceCorpus";
import type { BenchField, LabelledDoc } from "./extractRun";
import { INVOICE_FIELDS } from "./extractRun";

export const FIXTURE_FIELDS: BenchField[] = INVOICE_FIELDS.map((f) =>
  f.id === "seller" ? { ...f, kind: "issuer" } : f,
);

const KEYS: Record<string, string> = {
  invoice_number: "invoiceNumber",
  date: "issueDate",
  amount: "totalAmount",
  amount_untaxed: "netAmount",
  amount_tax: "taxAmount",
  issuer: "seller",
};

export async function loadFixtureCorpus(): Promise<LabelledDoc[]> {
  const names = (await readdir(INVOICES_DIR)).filter((f) => f.endsWith(".pdf")).sort();
  const docs: LabelledDoc[] = [];
  for (const file of names) {
    const json = JSON.parse(await readFile(path.join(INVOICES_DIR, file.replace(/\.pdf$/, ".json")), "utf8"));
    const record = Array.isArray(json) ? json[0] : json;
    const truth: Record<string, unknown> = {};
    for (const [from, to] of Object.entries(KEYS))
      if (record[from] !== undefined && record[from] !== null && record[from] !== "") truth[to] = record[from];
    docs.push({
      name: file,
      family: `fixture:${file.replace(/\d*\.pdf$/, "")}`,
      pages: await textPagesOf(path.join(INVOICES_DIR, file)),
      truth,
    });
  }
  return docs;
}
