/**
 * Page probes, set 2: written by another hand than set 1 (bench/support/pageProbes.ts), on conventions set 1 does
 * not cover, without reading the extraction engine. Every name and value is invented. Same rules as set 1: each page
 * is plausible as a whole, its totals add up, a field not printed is null (an invoice without VAT: see T).
 * Run by bench/extractProbes.ts --set=2.
 */
import type { PageProbe } from "./pageProbes";
import { PAGE_PROBES_2B } from "./pageProbes2b";

export const PAGE_PROBES_2: PageProbe[] = [...PAGE_PROBES_2B];
