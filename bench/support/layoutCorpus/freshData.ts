/**
 * What half C's documents draw differently from the generator's data: invoice numbers in the formats of other
 * issuers (a series letter, the year in the middle, a sales-ledger prefix), so the numbers are new to the engine.
 */
import type { Rng } from "../classifyCorpus";
import type { InvoiceData } from "./invoice";
import type { Language } from "./vocab";
import { DAY, pad, mm, yy, yyyy, type NumberFormat } from "./util";

const FORMATS: Record<Language, NumberFormat[]> = {
  en: [
    (r, d) => `${yy(d)}${mm(d)}-${pad(r.int(1, 999), 3)}`,
    (r) => `IN${pad(r.int(1, 99999), 6)}`,
    (r, d) => `${yyyy(d)}/INV/${pad(r.int(1, 9999), 5)}`,
    (r) => `A${r.int(10000, 99999)}`,
  ],
  de: [
    (r, d) => `${yyyy(d)}/${pad(r.int(1, 9999), 4)}`,
    (r, d) => `RN-${yy(d)}-${pad(r.int(1, 9999), 5)}`,
    (r) => `${r.int(100000, 999999)}`,
    (r, d) => `AR${yy(d)}${mm(d)}${pad(r.int(1, 999), 3)}`,
  ],
  fr: [
    (r, d) => `FC${yyyy(d)}${mm(d)}${pad(r.int(1, 9999), 4)}`,
    (r, d) => `${yy(d)}-${pad(r.int(1, 99999), 5)}`,
    (r, d) => `FV/${yyyy(d)}/${pad(r.int(1, 9999), 4)}`,
    (r) => pad(r.int(1, 99999), 6),
  ],
  nl: [
    (r, d) => `${yyyy(d)}-F${pad(r.int(1, 9999), 4)}`,
    (r, d) => `INV${yy(d)}${pad(r.int(1, 99999), 5)}`,
    (r) => `${r.int(200000, 299999)}`,
    (r) => `F${pad(r.int(1, 99999), 6)}`,
  ],
  it: [
    (r) => `${r.int(1, 2999)}/E`,
    (r, d) => `${yyyy(d)}/FE/${pad(r.int(1, 9999), 4)}`,
    (r) => `FT ${r.int(1, 4999)}`,
    (r, d) => `V${yy(d)}-${pad(r.int(1, 9999), 4)}`,
  ],
  es: [
    (r, d) => `FV${yy(d)}-${pad(r.int(1, 99999), 5)}`,
    (r, d) => `${yyyy(d)}-A${pad(r.int(1, 9999), 4)}`,
    (r) => `B/${pad(r.int(1, 99999), 6)}`,
    (r, d) => `F-${yy(d)}${mm(d)}-${pad(r.int(1, 999), 3)}`,
  ],
};

/** Half C's invoice number, and a credit note's corrected invoice in the same series. */
export function freshNumbers(r: Rng, inv: InvoiceData): void {
  const format = r.pick([...FORMATS[inv.language], (r2: Rng, d: Date) => `${yy(d)}${pad(r2.int(1, 999999), 6)}`]);
  inv.number = format(r, inv.issue);
  inv.originalNumber = format(r, new Date(inv.issue.getTime() - r.int(10, 90) * DAY));
}
