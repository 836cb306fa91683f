/**
 * npm run bench:orientation — how often the orientation detector (src/server/pipeline/parse/orientation.ts)
 * finds which way up a scanned page lies, and how long it takes.
 *
 * Set (src/testing/turnedScans.ts): the first page of every PDF in testdata/einvoices/pdf and testdata/invoices,
 * rendered at 300 dpi (the OCR resolution), turned 0/90/180/270° clockwise, skewed up to ±1.5°, grey paper
 * and speckles. Prints accuracy per turn and ms per page; asserts nothing.
 */
import { readdirSync } from "node:fs";
import * as path from "node:path";
import { detectOrientation } from "../src/server/pipeline/parse/orientation.js";
import { RenderSurface } from "../src/server/pipeline/parse/render.js";
import { EINVOICES_DIR, INVOICES_DIR } from "../src/testing/fixtures";
import { renderFirstPage, turnedScan } from "../src/testing/turnedScans.js";

const TURNS = [0, 90, 180, 270] as const;

async function main() {
  const pdfs = [
    ...readdirSync(path.join(EINVOICES_DIR, "pdf")).map((f) => path.join(EINVOICES_DIR, "pdf", f)),
    ...readdirSync(INVOICES_DIR)
      .filter((f) => f.endsWith(".pdf"))
      .map((f) => path.join(INVOICES_DIR, f)),
  ].sort();
  const surface = new RenderSurface();
  const right = new Map<number, number>();
  const misses: string[] = [];
  let n = 0,
    ms = 0,
    lowConfidenceWrong = 0;
  try {
    for (const [i, pdf] of pdfs.entries()) {
      const page = await renderFirstPage(pdf, 300, surface);
      for (const turn of TURNS) {
        const scan = await turnedScan(page, turn, i * 4 + turn);
        const t0 = performance.now();
        const found = detectOrientation(scan);
        ms += performance.now() - t0;
        n++;
        if (found.rotation === (360 - turn) % 360) right.set(turn, (right.get(turn) ?? 0) + 1);
        else {
          misses.push(
            `${path.basename(pdf)} turned ${turn}: ${found.rotation} (confidence ${found.confidence.toFixed(2)})`,
          );
          if (found.confidence < 0.2) lowConfidenceWrong++;
        }
      }
    }
  } finally {
    surface.release();
  }
  console.log(`bench:orientation — ${pdfs.length} real invoice pages at 300 dpi x 4 turns, skewed and noisy\n`);
  console.log("turned   upright after detection");
  for (const turn of TURNS) console.log(`${String(turn).padStart(4)}°    ${right.get(turn) ?? 0}/${pdfs.length}`);
  const all = [...right.values()].reduce((a, b) => a + b, 0);
  console.log(`all      ${all}/${n} (${((100 * all) / n).toFixed(1)} %); ${(ms / n).toFixed(1)} ms per page`);
  if (misses.length) console.log(`misses (${lowConfidenceWrong} of them below confidence 0.2): ${misses.join("; ")}`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
