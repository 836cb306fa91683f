/**
 * Poppler's command-line tools as Parse's fast path (docs/decisions.md, "Parse with poppler when present"):
 * `pdftotext -bbox` for the text layer's words and `pdftoppm` for thumbnails and OCR images. Used only when both are
 * on PATH (looked for once per process) and PARSE_POPPLER is not "off"; any failure is the caller's cue to use pdf.js.
 * Processes run without a shell, at the pipeline threads' low priority, and are killed at their timeout.
 */
import { execFile, type ChildProcess } from "node:child_process";
import { readdir } from "node:fs/promises";
import os from "node:os";
import * as path from "node:path";
import { layoutWords, type Word } from "../../../domain/text/words";
import { charOffsets } from "./textLayer.js";

export interface PopplerTools {
  pdftotext: string;
  pdftoppm: string;
}

let found: Promise<PopplerTools | null> | undefined;

/** pdftotext and pdftoppm when both are on PATH and answer; looked for once per process. */
export function popplerTools(): Promise<PopplerTools | null> {
  found ??= (async () => {
    const tools = { pdftotext: "pdftotext", pdftoppm: "pdftoppm" };
    try {
      await Promise.all([run(tools.pdftotext, ["-v"], 10_000), run(tools.pdftoppm, ["-v"], 10_000)]);
      return tools;
    } catch {
      return null;
    }
  })();
  return found;
}

/** Largest output read from one tool (pdftotext's words of a chunk of pages; one page's image). */
const MAX_OUTPUT_BYTES = 128 * 1024 * 1024;

/** Run a tool, give its stdout; rejects on a non-zero exit, a signal or the timeout (the process is killed). */
function run(file: string, args: string[], timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = execFile(
      file,
      args,
      { encoding: "buffer", timeout: timeoutMs, killSignal: "SIGKILL", maxBuffer: MAX_OUTPUT_BYTES, windowsHide: true },
      (err, stdout, stderr) => {
        if (err) {
          const detail = stderr.toString("utf8").trim().split("\n").slice(-2).join(" ");
          reject(
            new Error(
              `${file} failed${err.killed ? ` (killed after ${Math.round(timeoutMs / 1000)} s)` : ""}: ${detail || err.message}`,
            ),
          );
        } else resolve(stdout);
      },
    );
    lowerPriority(child.pid);
  });
}

/**
 * Give a child the pipeline threads' priority: the calling thread's (a pipeline thread is already lowered) or, from
 * the main thread (tests, benches), the process's lowered by PIPELINE_NICE as threads/tasks.ts does.
 */
function lowerPriority(pid: number | undefined): void {
  if (!pid) return;
  try {
    const nice = Number(process.env.PIPELINE_NICE ?? 10);
    const pipeline =
      Number.isInteger(nice) && nice > 0
        ? Math.min(19, os.getPriority(process.pid) + nice)
        : os.getPriority(process.pid);
    os.setPriority(pid, Math.max(os.getPriority(), pipeline));
  } catch {
    // the child exited already, or lowering is refused: it keeps ours
  }
}

export interface PopplerPageText {
  width: number;
  height: number;
  words: Word[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function unescapeXml(s: string): string {
  if (!s.includes("&")) return s;
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (all, e: string) => {
    if (e[0] === "#") {
      const code = e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : all;
    }
    return ENTITIES[e.toLowerCase()] ?? all;
  });
}

/**
 * Words of pages first..last from `pdftotext -bbox`: boxes in points, top-left origin, /Rotate applied, in reading
 * order by layoutWords as the pdf.js path gives them. Pages are keyed by their number in the PDF.
 */
export async function popplerText(
  tools: PopplerTools,
  pdf: string,
  first: number,
  last: number,
  timeoutMs: number,
): Promise<Map<number, PopplerPageText>> {
  // -cropbox: the page as pdf.js shows it (crop box, its origin at the top left); /Rotate is applied to the words.
  const args = ["-q", "-bbox", "-cropbox", "-enc", "UTF-8", "-f", String(first), "-l", String(last), pdf, "-"];
  const out = await run(tools.pdftotext, args, timeoutMs);
  return parseBbox(out.toString("utf8"), first);
}

/**
 * Render pages first..last as PNG files `${root}-NNN.png` (pdftoppm's names: the page number padded to the
 * document's page count) `width` pixels wide, keeping the aspect; gives their paths by page number.
 */
export async function popplerThumbnails(
  tools: PopplerTools,
  pdf: string,
  first: number,
  last: number,
  size: { width?: number; height?: number },
  root: string,
  timeoutMs: number,
): Promise<Map<number, string>> {
  const args = ["-png", "-cropbox", "-f", String(first), "-l", String(last)];
  args.push("-scale-to-x", String(size.width ?? -1), "-scale-to-y", String(size.height ?? -1), pdf, root);
  await run(tools.pdftoppm, args, timeoutMs);
  const dir = path.dirname(root);
  const base = path.basename(root);
  const out = new Map<number, string>();
  for (const name of await readdir(dir)) {
    const m = /^(.*)-(\d+)\.png$/.exec(name);
    if (m && m[1] === base) out.set(Number(m[2]), path.join(dir, name));
  }
  return out;
}

/** One page as a grey PGM (P5) at `dpi`, as tesseract reads it. */
export async function popplerGreyPage(
  tools: PopplerTools,
  pdf: string,
  pageNo: number,
  dpi: number,
  timeoutMs: number,
): Promise<Buffer> {
  const r = dpi.toFixed(3);
  const pgm = await run(
    tools.pdftoppm,
    ["-gray", "-cropbox", "-r", r, "-f", String(pageNo), "-l", String(pageNo), pdf],
    timeoutMs,
  );
  if (pgm.length < 16 || pgm[0] !== 0x50 || pgm[1] !== 0x35)
    throw new Error(`pdftoppm gave no image of page ${pageNo}`);
  return pgm;
}

/** Pages of pdftotext's -bbox XHTML, numbered from `first`. Exported for tests. */
export function parseBbox(html: string, first: number): Map<number, PopplerPageText> {
  const pages = new Map<number, PopplerPageText>();
  const re =
    /<page width="([^"]+)" height="([^"]+)">|<word xMin="([^"]+)" yMin="([^"]+)" xMax="([^"]+)" yMax="([^"]+)">([^<]*)<\/word>|<\/page>/g;
  let pageNo = first - 1;
  let current: { width: number; height: number; words: Word[] } | undefined;
  let m: RegExpExecArray | null;
  const close = () => {
    if (current) pages.set(pageNo, { width: current.width, height: current.height, ...layoutWords(current.words) });
    current = undefined;
  };
  while ((m = re.exec(html))) {
    if (m[1] !== undefined) {
      close();
      pageNo++;
      current = { width: Number(m[1]), height: Number(m[2]), words: [] };
    } else if (m[3] !== undefined) {
      if (!current) continue;
      const x0 = Number(m[3]),
        y0 = Number(m[4]),
        x1 = Number(m[5]),
        y1 = Number(m[6]);
      const box = {
        text: unescapeXml(m[7]),
        x: Math.min(x0, x1),
        y: Math.min(y0, y1),
        width: Math.abs(x1 - x0),
        height: Math.abs(y1 - y0),
      };
      current.words.push(...splitAtWhitespace(box));
    } else close();
  }
  close();
  return pages;
}

/**
 * pdftotext keeps glyphs of tabs and spaces inside a word ("Telefon:\t\t01234"); the pdf.js path cuts words at
 * whitespace, so the word is cut there too, each piece getting its characters' share of the box along its longer side.
 */
const THIN_SPACE = 100;

function splitAtWhitespace(word: Word): Word[] {
  const text = word.text;
  if (!/\s/.test(text)) return text ? [word] : [];
  // Whitespace inside one of poppler's words is narrow (poppler cuts words at real gaps): a thin space's weight.
  const offsets = charOffsets(text, false, THIN_SPACE);
  const across = word.width >= word.height;
  const length = across ? word.width : word.height;
  const pieces: Word[] = [];
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const s0 = offsets[m.index] * length;
    const s1 = offsets[m.index + m[0].length] * length;
    pieces.push(
      across
        ? { text: m[0], x: word.x + s0, y: word.y, width: s1 - s0, height: word.height }
        : { text: m[0], x: word.x, y: word.y + s0, width: word.width, height: s1 - s0 },
    );
  }
  return pieces;
}
