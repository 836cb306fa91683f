/** Everything a layout needs to draw one document, and its per-document choices (made once, then remembered). */
import type { Rng } from "../classifyCorpus";
import type { Format, Words } from "./format";
import type { InvoiceData } from "./invoice";
import type { Half } from "./vocab";

export type FontFamily = "helvetica" | "times" | "courier";

export class Ctx {
  private readonly memo = new Map<string, unknown>();
  constructor(
    readonly id: string,
    readonly half: Half,
    readonly inv: InvoiceData,
    readonly f: Format,
    readonly w: Words,
    private readonly r: Rng,
    /** Shift of the whole layout, so no two documents of a template are pixel-identical. */
    readonly dx: number,
    readonly dy: number,
    /** Body text size. */
    readonly size: number,
    readonly family: FontFamily,
  ) {}

  /** A choice made the first time it is asked for, the same on every later call (and every page). */
  once<T>(key: string, make: (r: Rng) => T): T {
    if (!this.memo.has(key)) this.memo.set(key, make(this.r));
    return this.memo.get(key) as T;
  }

  flag(key: string, p: number): boolean {
    return this.once(key, (r) => r.chance(p));
  }

  pick<T>(key: string, xs: readonly T[]): T {
    return this.once(key, (r) => r.pick(xs));
  }

  num(key: string, lo: number, hi: number): number {
    return this.once(key, (r) => lo + r.next() * (hi - lo));
  }
}
