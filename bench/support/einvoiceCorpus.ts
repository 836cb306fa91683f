/**
 * The e-invoice PDFs of testdata/einvoices as a corpus for the visual extractor: each PDF's text layer (read
 * as the Parse step reads it; the embedded XML is ignored) with the truth its issuer embedded
 * (testdata/einvoices/truth.json). Parsed pages are cached under os.tmpdir() by the file's content hash.
 * The renderer family is the file name's prefix (FX_, v1-Intarsys_, ...): the unit of leave-one-family-out.
 */
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import * as os from "node:os";
import * as path from "node:path";
import type { TextPage } from "../../src/server/engines/extraction/types";
import { parseBatchFiles } from "../../src/server/pipeline/parse/parseBatchFiles";
import type { Truth } from "../../src/testing/einvoiceCorpus";
import { EINVOICES_DIR } from "../../src/testing/fixtures";

/** The issuer's own data of each PDF, as testdata/einvoices/truth.json records it (the lines are not scored here). */
type EinvoiceTruth = Omit<Truth, "lines">;

interface EinvoiceDoc {
  name: string;
  family: string;
  pages: TextPage[];
  truth: EinvoiceTruth;
}

const familyOf = (name: string): string =>
  name.startsWith("v1-") ? name.slice(0, name.indexOf("_")) : name.slice(0, name.indexOf("_"));

const CACHE = path.join(os.tmpdir(), "bench-einvoice-pages");

/** A PDF's pages as the Parse step reads them (text layer), cached. */
export async function textPagesOf(pdfPath: string): Promise<TextPage[]> {
  // By content: a corpus drawn again writes files of the same name, and two benches may run at once.
  const hash = createHash("sha256")
    .update(await readFile(pdfPath))
    .digest("hex")
    .slice(0, 24);
  const cached = path.join(CACHE, `${path.basename(pdfPath)}-${hash}.json`);
  try {
    return JSON.parse(await readFile(cached, "utf8"));
  } catch {
    await mkdir(path.join(CACHE, "work"), { recursive: true });
    const outDir = await mkdtemp(path.join(CACHE, "work", `${path.basename(pdfPath)}-`));
    const out = await parseBatchFiles({
      files: [{ fileName: path.basename(pdfPath), path: pdfPath }],
      mode: "text-layer",
      outDir,
      onWarning: () => undefined,
    });
    const pages: TextPage[] = JSON.parse(await readFile(out.textAnnotationPath, "utf8")).pages;
    await writeFile(cached, JSON.stringify(pages));
    await rm(outDir, { recursive: true, force: true });
    return pages;
  }
}

/** Every PDF of the corpus whose truth has at least an invoice number (two Mustang samples carry no data). */
export async function loadEinvoiceCorpus(): Promise<EinvoiceDoc[]> {
  const truth: Record<string, EinvoiceTruth> = JSON.parse(
    await readFile(path.join(EINVOICES_DIR, "truth.json"), "utf8"),
  );
  const docs: EinvoiceDoc[] = [];
  for (const [name, t] of Object.entries(truth).sort(([a], [b]) => a.localeCompare(b))) {
    if (!t.invoiceNumber) continue;
    docs.push({
      name,
      family: familyOf(name),
      pages: await textPagesOf(path.join(EINVOICES_DIR, "pdf", name)),
      truth: t,
    });
  }
  return docs;
}
