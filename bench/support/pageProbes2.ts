/**
 * Page probes, set 2: written by two other hands than set 1 (bench/support/pageProbes.ts), on conventions set 1 does
 * not cover, without reading the extraction engine: 2a English (UK, IE, US, CA, AU, NZ, SG), German and French; 2b
 * Dutch, Italian and Spanish (with a few senders from Andorra and Latin America). Every name and value is invented.
 * Same rules as set 1: each page is plausible as a whole, its totals add up, a field not printed is null (an invoice
 * without VAT: see T). Its first run (2026-11-29) was an unseen measurement; since then it is a development set.
 * Run by bench/extractProbes.ts --set=2.
 */
import type { PageProbe } from "./pageProbes";
import { PAGE_PROBES_2A } from "./pageProbes2a";
import { PAGE_PROBES_2B } from "./pageProbes2b";

export const PAGE_PROBES_2: PageProbe[] = [...PAGE_PROBES_2A, ...PAGE_PROBES_2B];
