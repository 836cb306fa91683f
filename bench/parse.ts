/**
 * Benchmark of the Parse step (npm run bench:parse).
 *
 * Builds a born-digital PDF (default 500 pages of text, pdf-lib) and a scanned PDF (default 20
 * pages of page images, no text layer), runs parseBatchFiles on each and prints pages per second
 * for text extraction, thumbnails and OCR, CPU seconds, and peak RSS. When pdftotext, pdftoppm and
 * tesseract are installed it times them on the same files and prints our time as a ratio of theirs.
 *
 * Also parses the real invoices of testdata (fixtures and e-invoices) repeated to --real-pages (520), text layer
 * only: many fonts and sizes, which the synthetic PDF does not have; there both paths (pdf.js alone, and poppler's
 * pdftotext/pdftoppm when installed) are timed, beside pdftotext -bbox and pdftoppm on the same file. CPU figures
 * include the child processes Parse runs.
 *
 * Options: --pages=500 --scanned-pages=20 --real-pages=520 --keep (keep the temporary folder).
 */
import { execFile as execFileCb } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import * as os from "node:os";
import * as path from "node:path";
import { promisify } from "node:util";
import { parseBatchFiles, type ParseInput } from "../src/server/pipeline/parse/parseBatchFiles.js";
import { tesseractLangPath } from "../src/server/pipeline/parse/ocr.js";
import { makeScannedPdf, makeTextPdf } from "../src/testing/parseFixtures.js";
import { PDFDocument } from "pdf-lib";
import { EINVOICES_DIR, INVOICES_DIR } from "../src/testing/fixtures";

const execFile = promisify(execFileCb);

function arg(name: string, fallback: number): number {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  const v = hit ? Number(hit.split("=")[1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

const PAGES = arg("pages", 500);
const SCANNED_PAGES = arg("scanned-pages", 20);
const KEEP = process.argv.includes("--keep");

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const rate = (pages: number, ms: number) => (ms > 0 ? `${((pages * 1000) / ms).toFixed(1)} pages/s` : "n/a");
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface RunResult {
  totalMs: number;
  cpuMs: number;
  stageMs: Record<string, number>;
  /** CPU time (all threads of this process: main, sharp, canvas encoders, tesseract worker). */
  stageCpuMs: Record<string, number>;
  peakRss: number;
  /** RSS just before the run (modules loaded, inputs built). */
  startRss: number;
  pageCount: number;
}

/** Run parseBatchFiles, timing each stage from its first progress report to the next stage's. */
async function timedParse(input: Omit<ParseInput, "onProgress">): Promise<RunResult> {
  global.gc?.();
  const stageStart: Record<string, number> = {};
  const stageCpuStart: Record<string, number> = {};
  const order: string[] = [];
  // This process's threads and its finished children (pdftotext, pdftoppm).
  const cpuNow = () => {
    const c = process.cpuUsage();
    return (c.user + c.system) / 1000 + childrenCpuMs();
  };
  const startRss = process.memoryUsage.rss();
  let peakRss = startRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 20);
  const cpu0 = cpuNow();
  const t0 = performance.now();
  const out = await parseBatchFiles({
    ...input,
    onProgress: (_done, _total, stage) => {
      if (!(stage in stageStart)) {
        stageStart[stage] = performance.now();
        stageCpuStart[stage] = cpuNow();
        order.push(stage);
      }
    },
  });
  const t1 = performance.now();
  const cpuEnd = cpuNow();
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  const stageMs: Record<string, number> = {};
  const stageCpuMs: Record<string, number> = {};
  order.forEach((stage, i) => {
    const next = order[i + 1];
    stageMs[stage] = (next ? stageStart[next] : t1) - stageStart[stage];
    stageCpuMs[stage] = (next ? stageCpuStart[next] : cpuEnd) - stageCpuStart[stage];
  });
  return { totalMs: t1 - t0, cpuMs: cpuEnd - cpu0, stageMs, stageCpuMs, peakRss, startRss, pageCount: out.pageCount };
}

async function which(cmd: string): Promise<string | undefined> {
  try {
    const { stdout } = await execFile("which", [cmd]);
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Wall and CPU milliseconds of child processes (CPU from the children's rusage). */
interface Timing {
  wallMs: number;
  cpuMs: number;
}

function childrenCpuMs(): number {
  // process.resourceUsage() covers this process only; read the children's user+system from /proc.
  try {
    const stat = readFileSync("/proc/self/stat", "latin1");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[13]) + Number(fields[14]); // cutime + cstime (fields 16, 17)
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return NaN;
  }
}

async function timeCommands(runs: [string, string[]][], env?: NodeJS.ProcessEnv): Promise<Timing> {
  const c0 = childrenCpuMs();
  const t0 = performance.now();
  for (const [cmd, args] of runs) await execFile(cmd, args, { maxBuffer: 256 * 1024 * 1024, env: env ?? process.env });
  return { wallMs: performance.now() - t0, cpuMs: childrenCpuMs() - c0 };
}

const REAL_PAGES = arg("real-pages", 520);

/** The invoice PDFs of testdata (fixtures and e-invoices), page after page, repeated to `pages` pages. */
async function realDocumentsPdf(pages: number): Promise<{ bytes: Buffer; files: number }> {
  const sources: PDFDocument[] = [];
  for (const dirPath of [INVOICES_DIR, path.join(EINVOICES_DIR, "pdf")]) {
    for (const name of (await readdir(dirPath)).filter((n) => n.endsWith(".pdf")).sort()) {
      try {
        sources.push(await PDFDocument.load(readFileSync(path.join(dirPath, name)), { ignoreEncryption: true }));
      } catch {
        // A fixture pdf-lib cannot open is left out of this set.
      }
    }
  }
  const out = await PDFDocument.create();
  for (let i = 0; out.getPageCount() < pages; i++) {
    const src = sources[i % sources.length];
    const indices = src.getPageIndices().slice(0, pages - out.getPageCount());
    for (const page of await out.copyPages(src, indices)) out.addPage(page);
  }
  return { bytes: Buffer.from(await out.save()), files: sources.length };
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-parse-"));
  console.log(
    `Parse benchmark: node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? "?"}), folder ${dir}`,
  );
  try {
    const t = performance.now();
    const digital = await makeTextPdf(PAGES, 40);
    const digitalPath = path.join(dir, "born-digital.pdf");
    await writeFile(digitalPath, digital);
    const scanned = await makeScannedPdf(await makeTextPdf(SCANNED_PAGES, 40), 200);
    const scannedPath = path.join(dir, "scanned.pdf");
    await writeFile(scannedPath, scanned);
    console.log(
      `Inputs: born-digital ${PAGES} pages (${mb(digital.length)}), scanned ${SCANNED_PAGES} pages at 200 dpi (${mb(scanned.length)}), built in ${secs(performance.now() - t)}`,
    );

    // Warm-up: module loading, pdf.js fonts, sharp, canvas (not part of the figures).
    const warm = path.join(dir, "warm.pdf");
    await writeFile(warm, await makeTextPdf(2, 5));
    await parseBatchFiles({
      files: [{ fileName: "warm.pdf", path: warm }],
      mode: "text-layer",
      outDir: path.join(dir, "out-warm"),
    });

    console.log("\n== Born-digital PDF, mode builtin (text layer; OCR only for pages without one) ==");
    const d = await timedParse({
      files: [{ fileName: "born-digital.pdf", path: digitalPath }],
      mode: "builtin",
      outDir: path.join(dir, "out-digital"),
    });
    const textMs = d.stageMs.text ?? 0;
    const thumbMs = d.stageMs.thumbnails ?? 0;
    const line = (label: string, stage: string, r: RunResult) => {
      const wall = r.stageMs[stage] ?? 0;
      const cpu = r.stageCpuMs[stage] ?? 0;
      return `${label.padEnd(30)} wall ${secs(wall)} = ${rate(r.pageCount, wall).padEnd(17)} CPU ${secs(cpu)} = ${rate(r.pageCount, cpu)} per core`;
    };
    console.log(line("merge (pdf-lib copy + save):", "merge", d));
    console.log(line("text extraction:", "text", d));
    console.log(line("thumbnails (200 px PNG):", "thumbnails", d));
    const tcCpu = (d.stageCpuMs.text ?? 0) + (d.stageCpuMs.thumbnails ?? 0);
    console.log(
      `${"text + thumbnails:".padEnd(30)} wall ${secs(textMs + thumbMs)} = ${rate(d.pageCount, textMs + thumbMs).padEnd(17)} CPU ${secs(tcCpu)} = ${rate(d.pageCount, tcCpu)} per core`,
    );
    console.log(
      `${"whole parse:".padEnd(30)} wall ${secs(d.totalMs)} = ${rate(d.pageCount, d.totalMs)}; CPU ${secs(d.cpuMs)} (${(d.cpuMs / d.totalMs).toFixed(2)} cores busy on average)`,
    );
    console.log(`${"OCR pages:".padEnd(30)} ${d.stageMs.ocr ? "some (unexpected)" : "none"}`);
    console.log(
      `${"peak RSS during the run:".padEnd(30)} ${mb(d.peakRss)} (${mb(d.startRss)} before it: +${mb(d.peakRss - d.startRss)})`,
    );

    // Real documents: many fonts and sizes, which a one-font synthetic PDF never shows (glyph cache, text layer).
    const real = await realDocumentsPdf(REAL_PAGES);
    const realPath = path.join(dir, "real.pdf");
    await writeFile(realPath, real.bytes);
    console.log(
      `\n== Real documents: ${real.files} invoices of testdata (fixtures and e-invoices) repeated to ${REAL_PAGES} pages (${mb(real.bytes.length)}), mode text-layer ==`,
    );
    const perPage = (ms: number, pages: number) => `${(ms / pages).toFixed(1)} ms`;
    const realRuns: { label: string; r: RunResult }[] = [];
    for (const poppler of ["off", "auto"] as const) {
      const r = await timedParse({
        files: [{ fileName: "real.pdf", path: realPath }],
        mode: "text-layer",
        outDir: path.join(dir, `out-real-${poppler}`),
        poppler,
      });
      const label = poppler === "off" ? "pdf.js (PARSE_POPPLER=off)" : "poppler (PARSE_POPPLER=auto)";
      realRuns.push({ label, r });
      console.log(`-- ${label}`);
      console.log(line("text extraction:", "text", r));
      console.log(line("thumbnails (200 px PNG):", "thumbnails", r));
      const tt = (r.stageCpuMs.text ?? 0) + (r.stageCpuMs.thumbnails ?? 0);
      console.log(
        `${"CPU per page:".padEnd(30)} text ${perPage(r.stageCpuMs.text ?? 0, r.pageCount)}, thumbnails ${perPage(r.stageCpuMs.thumbnails ?? 0, r.pageCount)}, text + thumbnails ${perPage(tt, r.pageCount)}, whole parse ${perPage(r.cpuMs, r.pageCount)} (merge ${perPage(r.stageCpuMs.merge ?? 0, r.pageCount)})`,
      );
      console.log(
        `${"whole parse:".padEnd(30)} wall ${secs(r.totalMs)} = ${rate(r.pageCount, r.totalMs)}; CPU ${secs(r.cpuMs)} = ${(r.cpuMs / r.pageCount).toFixed(1)} ms per page`,
      );
      console.log(
        `${"peak RSS during the run:".padEnd(30)} ${mb(r.peakRss)} (${mb(r.startRss)} before it: +${mb(r.peakRss - r.startRss)})`,
      );
    }
    const [realText, realPpm] = await Promise.all([which("pdftotext"), which("pdftoppm")]);
    if (realText && realPpm) {
      await mkdir(path.join(dir, "ppm-real"), { recursive: true });
      const t = await timeCommands([[realText, ["-bbox", realPath, path.join(dir, "pdftotext-real.html")]]]);
      const p = await timeCommands([
        [realPpm, ["-png", "-scale-to-x", "200", "-scale-to-y", "-1", realPath, path.join(dir, "ppm-real", "p")]],
      ]);
      const both = t.cpuMs + p.cpuMs;
      console.log(
        `-- poppler's tools alone: pdftotext -bbox ${perPage(t.cpuMs, REAL_PAGES)} CPU per page, pdftoppm -png 200 px ${perPage(p.cpuMs, REAL_PAGES)}, together ${perPage(both, REAL_PAGES)}`,
      );
      for (const { label, r } of realRuns) {
        const tt = (r.stageCpuMs.text ?? 0) + (r.stageCpuMs.thumbnails ?? 0);
        console.log(
          `${label.padEnd(30)} text ${((r.stageCpuMs.text ?? 0) / t.cpuMs).toFixed(2)}× pdftotext, thumbnails ${((r.stageCpuMs.thumbnails ?? 0) / p.cpuMs).toFixed(2)}× pdftoppm, text + thumbnails ${(tt / both).toFixed(2)}× poppler's CPU, whole parse (with merge) ${(r.cpuMs / both).toFixed(2)}×`,
        );
      }
    } else console.log("pdftotext/pdftoppm: not installed, no comparison on real documents");

    console.log("\n== Scanned PDF, mode builtin (no text layer: every page OCRed) ==");
    const s = await timedParse({
      files: [{ fileName: "scanned.pdf", path: scannedPath }],
      mode: "builtin",
      outDir: path.join(dir, "out-scanned"),
    });
    const ocrMs = s.stageMs.ocr ?? 0;
    console.log(line("merge:", "merge", s));
    console.log(line("text extraction:", "text", s));
    console.log(line("OCR (+ thumbnails):", "ocr", s));
    console.log(
      `${"".padEnd(30)} (300 dpi render + tesseract.js; ${(ocrMs / s.pageCount / 1000).toFixed(2)} s/page wall, ${((s.stageCpuMs.ocr ?? 0) / s.pageCount / 1000).toFixed(2)} s/page CPU)`,
    );
    console.log(`${"whole parse:".padEnd(30)} wall ${secs(s.totalMs)}; CPU ${secs(s.cpuMs)}`);
    console.log(
      `${"peak RSS during the run:".padEnd(30)} ${mb(s.peakRss)} (${mb(s.startRss)} before it: +${mb(s.peakRss - s.startRss)})`,
    );
    console.log(
      `\nprocess peak RSS (maxRSS, including building the inputs): ${mb(process.resourceUsage().maxRSS * 1024)}`,
    );

    // ---- reference tools ----
    const [pdftotext, pdftoppm, tesseract] = await Promise.all([
      which("pdftotext"),
      which("pdftoppm"),
      which("tesseract"),
    ]);
    console.log("\n== Reference tools (poppler, tesseract CLI) on the same files ==");
    if (!pdftotext && !pdftoppm && !tesseract) {
      console.log(
        "pdftotext, pdftoppm and tesseract are not installed: no comparison (apt-get install poppler-utils tesseract-ocr).",
      );
      return;
    }
    const ratio = (oursWall: number, oursCpu: number, t: Timing) =>
      `ours/theirs: wall ${(oursWall / t.wallMs).toFixed(2)}×, CPU ${(oursCpu / t.cpuMs).toFixed(2)}×`;
    const show = (label: string, pages: number, t: Timing, oursWall: number, oursCpu: number) =>
      console.log(
        `${label.padEnd(44)} wall ${secs(t.wallMs)} = ${rate(pages, t.wallMs).padEnd(17)} CPU ${secs(t.cpuMs)}; ${ratio(oursWall, oursCpu, t)}`,
      );
    if (pdftotext) {
      const t = await timeCommands([[pdftotext, ["-bbox", digitalPath, path.join(dir, "pdftotext.html")]]]);
      show(`text: pdftotext -bbox (${PAGES} pages)`, PAGES, t, textMs, d.stageCpuMs.text ?? 0);
    } else console.log("pdftotext: not installed");
    if (pdftoppm) {
      await mkdir(path.join(dir, "ppm"), { recursive: true });
      const t = await timeCommands([
        [pdftoppm, ["-png", "-scale-to-x", "200", "-scale-to-y", "-1", digitalPath, path.join(dir, "ppm", "p")]],
      ]);
      show("thumbnails: pdftoppm -png, 200 px wide", PAGES, t, thumbMs, d.stageCpuMs.thumbnails ?? 0);
    } else console.log("pdftoppm: not installed");
    if (tesseract && pdftoppm) {
      // The same model as ours (eng 4.0.0 best_int), one thread like our single tesseract.js worker.
      const tessdata = path.join(dir, "tessdata");
      await mkdir(tessdata, { recursive: true });
      await writeFile(
        path.join(tessdata, "eng.traineddata"),
        gunzipSync(readFileSync(path.join(tesseractLangPath(), "eng.traineddata.gz"))),
      );
      const ocrDir = path.join(dir, "ocr");
      await mkdir(ocrDir, { recursive: true });
      const render = await timeCommands([[pdftoppm, ["-r", "300", "-gray", scannedPath, path.join(ocrDir, "p")]]]);
      const images = (await readdir(ocrDir)).filter((f) => f.endsWith(".pgm")).sort();
      const env = { ...process.env, OMP_THREAD_LIMIT: "1" };
      const ocrT = await timeCommands(
        images.map(
          (img) =>
            [tesseract, ["--tessdata-dir", tessdata, path.join(ocrDir, img), path.join(ocrDir, img), "tsv"]] as [
              string,
              string[],
            ],
        ),
        env,
      );
      const t = { wallMs: render.wallMs + ocrT.wallMs, cpuMs: render.cpuMs + ocrT.cpuMs };
      show(`OCR: pdftoppm -r 300 + tesseract 5 CLI`, images.length, t, ocrMs, s.stageCpuMs.ocr ?? 0);
    } else console.log("tesseract (with pdftoppm): not installed");
  } finally {
    if (!KEEP) await rm(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
