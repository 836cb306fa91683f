/**
 * What half D's documents draw differently from the generator's data: invoice numbers in the formats of yet other
 * issuers (an ERP's ten digits with leading zeros, the month inside the number, a public-administration series,
 * a sales-ledger prefix), none of them a format of halves A, B or C.
 */
import type { Rng } from "../classifyCorpus";
import type { InvoiceData } from "./invoice";
import type { Language } from "./vocab";
import { DAY, pad, mm, yy, yyyy, type NumberFormat } from "./util";

const FORMATS: Record<Language, NumberFormat[]> = {
  en: [
    (r, d) => `INV${yyyy(d)}${mm(d)}${pad(r.int(1, 999), 3)}`,
    (r) => `00${r.int(100000, 999999)}`,
    (r, d) => `S/${yy(d)}/${r.int(1000, 9999)}`,
    (r, d) => `${yy(d)}-INV-${pad(r.int(1, 9999), 4)}`,
  ],
  de: [
    (r, d) => `${yyyy(d)}-RE-${pad(r.int(1, 99999), 5)}`,
    (r, d) => `${r.int(1, 9)}${pad(r.int(0, 99999), 5)}/${yy(d)}`,
    (r, d) => `VR${yy(d)}-${pad(r.int(1, 999999), 6)}`,
    (r) => `90${pad(r.int(0, 999999), 6)}`,
  ],
  fr: [
    (r, d) => `${yyyy(d)}${mm(d)}-${pad(r.int(1, 999), 3)}`,
    (r) => `FACT${pad(r.int(1, 999999), 6)}`,
    (r, d) => `F/${yy(d)}/${pad(r.int(1, 99999), 5)}`,
    (r, d) => `${yyyy(d)}FA${pad(r.int(1, 9999), 4)}`,
  ],
  nl: [
    (r, d) => `${yyyy(d)}.${pad(r.int(1, 99999), 5)}`,
    (r, d) => `VF${yyyy(d)}${pad(r.int(1, 9999), 4)}`,
    (r, d) => `${yy(d)}/${pad(r.int(1, 99999), 5)}`,
    (r) => `${r.int(30000000, 39999999)}`,
  ],
  it: [
    (r, d) => `${r.int(1, 2999)}/${yyyy(d)}/PA`,
    (r, d) => `${pad(r.int(1, 99999), 5)}-${yy(d)}`,
    (r, d) => `FPA ${r.int(1, 999)}/${yy(d)}`,
    (r, d) => `VEN/${yyyy(d)}/${pad(r.int(1, 99999), 5)}`,
  ],
  es: [
    (r, d) => `${yyyy(d)}-FV-${pad(r.int(1, 99999), 5)}`,
    (r, d) => `A/${yyyy(d)}/${pad(r.int(1, 999999), 6)}`,
    (r, d) => `${yy(d)}/${pad(r.int(1, 999999), 6)}`,
    (r, d) => `FE${yyyy(d)}${pad(r.int(1, 99999), 5)}`,
  ],
};

/** An ERP's document number: ten digits, leading zeros. */
const erpNumber: NumberFormat = (r) => `00${r.int(90000000, 99999999)}`;

/** Half D's invoice number, and a credit note's corrected invoice in the same series. */
export function dev2Numbers(r: Rng, inv: InvoiceData): void {
  const format = r.pick([...FORMATS[inv.language], erpNumber]);
  inv.number = format(r, inv.issue);
  inv.originalNumber = format(r, new Date(inv.issue.getTime() - r.int(10, 90) * DAY));
}
