/**
 * What a document's pages print, to ask "is this value on the page?" without knowing where: every amount
 * (sign set aside: a credit note prints its total either way), every date, and the letters and digits of
 * the text. The e-invoice cross-check and the extraction benchmarks ask it.
 */
import { allAmounts, allDates } from "./candidates";
import { buildLayout } from "./layout";
import { compact, fold } from "./text";
import type { TextPage } from "./types";

export interface Printed {
  /** An amount printed anywhere, to the cent. */
  amount(value: number): boolean;
  /** A date (ISO) printed anywhere, in any of the forms the extractor reads. */
  date(iso: string): boolean;
  /** The same letters and digits, in order, anywhere (case, accents, spacing and punctuation aside). */
  text(value: string): boolean;
  /** Whether the pages have any text at all: a page without it can confirm nothing. */
  readable: boolean;
}

export function printedOn(pages: TextPage[]): Printed {
  const layout = buildLayout(pages);
  const amounts = allAmounts(layout).map((a) => Math.abs(Number(a.value)));
  const dates = new Set(allDates(layout).map((d) => String(d.value)));
  const text = compact(fold(layout.lines.map((l) => l.text).join(" ")));
  return {
    amount: (value) => amounts.some((a) => Math.abs(a - Math.abs(value)) < 0.005),
    date: (iso) => dates.has(iso),
    text: (value) => {
      const wanted = compact(fold(value));
      return wanted.length > 0 && text.includes(wanted);
    },
    readable: text.length > 0,
  };
}
