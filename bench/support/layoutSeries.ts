/**
 * Series of invoices from one sender for the learning benchmark (bench:extract-layouts --learning): per layout and
 * language, a seller who sends several invoices in the same look (the same wordings, style, font and position,
 * invoice numbers counting up in the seller's one format) to different customers with different lines, amounts and
 * dates. The first of a series is corrected, the others are read with what it taught.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import * as os from "node:os";
import * as path from "node:path";
import { rng } from "./classifyCorpus";
import { textPagesOf } from "./einvoiceCorpus";
import {
  dressed,
  LANGUAGES,
  LAYOUT_CORPUS_VERSION,
  numbersOfHalf,
  seedOf,
  TEMPLATES,
  unprintedOf,
  type LayoutDoc,
  type LayoutTruth,
} from "./layoutCorpus";
import { COUNTRIES } from "./layoutCorpus/countries";
import { renderPdf, type Template } from "./layoutCorpus/flow";
import { generateInvoice } from "./layoutCorpus/invoice";
import type { Half } from "./layoutCorpus/vocab";

/** Invoices per series: the first is corrected, the others are read after it. */
export const SERIES_LENGTH = 4;

const CACHE = path.join(os.tmpdir(), `bench-layout-series-v${LAYOUT_CORPUS_VERSION}.2`);

/** The k-th invoice number after the first: its last run of three or more digits counted up (a year aside). */
function numberAfter(first: string, k: number): string {
  const runs = [...first.matchAll(/\d{3,}/g)].filter((m) => !/^(19|20)\d\d$/.test(m[0]));
  const run = runs.at(-1);
  if (!run) return `${first}-${k}`;
  const next = String(Number(run[0]) + k * 7).padStart(run[0].length, "0");
  return first.slice(0, run.index) + next + first.slice(run.index! + run[0].length);
}

/** The k-th invoice of series s of a template: the series' seller, look and number format, data of its own. */
function seriesDocument(template: Template, series: number, k: number) {
  const sender = rng(seedOf(`${template.id}/series`, series));
  const languages = template.languages ?? LANGUAGES;
  const language = languages[series % languages.length];
  const country = sender.pick(COUNTRIES.filter((c) => c.language === language));
  const first = generateInvoice(sender, country, false);
  numbersOfHalf(template.half, sender, first, template.id);
  const data = rng(seedOf(`${template.id}/series/${series}`, k));
  const inv = k === 0 ? first : generateInvoice(data, country, k % 3 === 2 && series % 2 === 1);
  // The half's number series (a progress invoice lists earlier ones), from a stream of its own.
  if (k > 0) numbersOfHalf(template.half, rng(seedOf(`${template.id}/numbers/${series}`, k)), inv, template.id);
  inv.seller = first.seller;
  inv.number = numberAfter(first.number, k);
  template.reshape?.(k === 0 ? sender : data, inv);
  const look = rng(seedOf(`${template.id}/look`, series));
  const steady = (key: string) => rng(seedOf(`${template.id}/look/${series}/${key}`, 0));
  return dressed(template, `${template.id}-s${series}-${k}-${country.code}`, inv, look, steady);
}

/** Writes every series' PDFs and truth.json into the cache folder unless this version is there already. */
async function writeSeries(seriesPerTemplate: number): Promise<string> {
  const dir = `${CACHE}-${seriesPerTemplate}x${SERIES_LENGTH}`;
  const truthPath = path.join(dir, "truth.json");
  try {
    await readFile(truthPath);
    return dir;
  } catch {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
  }
  const truth: Record<string, LayoutTruth & { series: string }> = {};
  for (const template of TEMPLATES)
    for (let s = 0; s < seriesPerTemplate; s++)
      for (let k = 0; k < SERIES_LENGTH; k++) {
        const doc = seriesDocument(template, s, k);
        await writeFile(path.join(dir, `${doc.ctx.id}.pdf`), await renderPdf(doc.ctx, template));
        truth[doc.ctx.id] = { ...doc.truth, unprinted: unprintedOf(doc.ctx, template), series: `${template.id}#${s}` };
      }
  await writeFile(truthPath, JSON.stringify(truth, null, 1));
  return dir;
}

/** The series of the given halves, in order within each series (the first one is the one to correct). */
export async function loadLayoutSeries(
  halves: Half[],
  seriesPerTemplate = 6,
): Promise<(LayoutDoc & { series: string })[]> {
  const dir = await writeSeries(seriesPerTemplate);
  const truth: Record<string, LayoutTruth & { series: string }> = JSON.parse(
    await readFile(path.join(dir, "truth.json"), "utf8"),
  );
  const docs: (LayoutDoc & { series: string })[] = [];
  for (const [name, t] of Object.entries(truth)) {
    if (!halves.includes(t.half)) continue;
    const pages = await textPagesOf(path.join(dir, `${name}.pdf`));
    docs.push({ name, template: t.template, half: t.half, language: t.language, pages, truth: t, series: t.series });
  }
  return docs;
}
