/** Seeded random numbers and OCR-like noise for the benchmarks' generated documents: every run yields the same set. */

/** mulberry32: small, fast, good enough for test data. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  const chance = (p: number) => next() < p;
  const shuffle = <T>(xs: T[]): T[] => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [xs[i], xs[j]] = [xs[j], xs[i]];
    }
    return xs;
  };
  const some = <T>(xs: readonly T[], lo: number, hi: number): T[] => shuffle([...xs]).slice(0, int(lo, hi));
  return { next, int, pick, chance, shuffle, some };
}
export type Rng = ReturnType<typeof rng>;

/** OCR-like damage: confusable characters, lost characters, merged or split words. */
export function ocrNoise(r: Rng, text: string, rate: number): string {
  const swaps: Record<string, string[]> = {
    rn: ["m"],
    m: ["rn"],
    l: ["1", "I"],
    I: ["l", "1"],
    O: ["0"],
    o: ["0"],
    e: ["c"],
    c: ["e"],
    i: ["l", "í"],
    a: ["o"],
    S: ["5"],
    B: ["8"],
    u: ["ii"],
  };
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch !== "\n" && r.chance(rate)) {
      const two = text.slice(i, i + 2);
      if (swaps[two] && r.chance(0.5)) {
        out += r.pick(swaps[two]);
        i++;
        continue;
      }
      const k = r.int(0, 3);
      if (k === 0 && swaps[ch]) {
        out += r.pick(swaps[ch]);
        continue;
      }
      if (k === 1) continue; // lost
      if (k === 2 && ch === " ") continue; // merged words
      if (k === 3 && ch !== " ") {
        out += ch + " ";
        continue;
      } // split word
    }
    out += ch;
  }
  return out;
}
