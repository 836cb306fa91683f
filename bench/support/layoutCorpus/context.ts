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
    if (!this.memo.has(key)) this.memo.set(key, make(this.rngFor(key)));
    return this.memo.get(key) as T;
  }

  protected rngFor(_key: string): Rng {
    return this.r;
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

/** Choices made per key from the sender's seed alone: one sender's invoices look alike whatever their data. */
export class SteadyCtx extends Ctx {
  constructor(
    private readonly rngOf: (key: string) => Rng,
    ...args: ConstructorParameters<typeof Ctx>
  ) {
    super(...args);
  }

  protected override rngFor(key: string): Rng {
    return this.rngOf(key);
  }
}
