// Pure rules of the batch screens: which files the Create Batch modal accepts, how an upload is
// typed, and how a batch's progress reads. No React here, so they have unit tests of their own.

import { formatBytes } from "../../domain/text/bytes";
import { ACCEPTED_UPLOAD_EXTENSIONS, type Batch } from "../../domain/entities";
import { EINVOICE_PARSER_ID, uploadRejection } from "../../domain/options/catalogue";
import { isInProgress, statusLabel } from "../../domain/batch/status";

/** A batch as the batch screens read it (the domain's Batch). */
export type BatchView = Batch;

/** `accept` of the file input: extensions and their media types. */
export const ACCEPT_ATTRIBUTE = [
  ...ACCEPTED_UPLOAD_EXTENSIONS.map((e) => `.${e}`),
  "image/png",
  "image/jpeg",
  "application/pdf",
].join(",");

const CONTENT_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  pdf: "application/pdf",
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

/** `accept` of the file input for a job with this parser: XML too under the e-invoice parser. */
export const acceptAttributeFor = (parserId: string | null) =>
  parserId === EINVOICE_PARSER_ID ? `${ACCEPT_ATTRIBUTE},.xml,application/xml,text/xml` : ACCEPT_ATTRIBUTE;

/**
 * The reason a file cannot be uploaded, or null when it is accepted (png, jpg, jpeg, pdf and not empty; xml too
 * when the chosen job's parser reads e-invoices).
 */
export function rejectionOf(file: { name: string; size: number }, parserId: string | null = null): string | null {
  const rejection = uploadRejection(file.name, parserId);
  if (rejection) return rejection;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

/** The type a file is PUT with: the one of its extension (the type the server signs the URL for), else the browser's. */
export function contentTypeOf(file: { name: string; type: string }): string {
  return CONTENT_TYPES[extensionOf(file.name)] || file.type || "application/octet-stream";
}

/** The same file chosen twice (same name, size and date) is kept once. */
export function sameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

export { formatBytes };

const STAGE_LABELS: Record<string, string> = {
  merge: "Merging",
  text: "Reading text",
  ocr: "OCR",
  thumbnails: "Thumbnails",
};

/** A stage key as words: known parse stages by name, anything else as the server wrote it. */
export function stageLabel(stage: string): string {
  if (STAGE_LABELS[stage]) return STAGE_LABELS[stage];
  // 'doc_parsing' -> 'Doc Parsing'; a stage already in words stays as it is.
  if (/^[a-z0-9_]+$/.test(stage))
    return stage
      .split("_")
      .filter(Boolean)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(" ");
  return stage;
}

/**
 * What a batch's status reads as: the status in words, and while the server works on it the
 * stage and the pages done when known, e.g. 'Parsing · 12/40 pages'.
 */
export function statusText(batch: Pick<BatchView, "status" | "progress">): string {
  const label = statusLabel(batch.status);
  const progress = batch.progress;
  if (!isInProgress(batch.status) || !progress) return label;
  const stage = progress.stage ? stageLabel(progress.stage) : label;
  if (!(progress.total > 0)) return stage;
  return `${stage} · ${Math.min(progress.done, progress.total)}/${progress.total} pages`;
}

/** Runs `worker` over the items with at most `limit` at once; resolves when all settled, with their errors. */
export async function runPool<T>(
  items: readonly T[],
  limit: number,
  worker: (item: T, index: number) => Promise<void>,
): Promise<unknown[]> {
  const errors: unknown[] = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        await worker(items[index], index);
      } catch (err) {
        errors.push(err);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return errors;
}

/** GET /batch for a page of the list with its search and sort; the table's column ids are the server's sort names. */
export function batchListUrl(
  page: number,
  pageSize: number,
  search: string,
  sort: { id: string; dir: "asc" | "desc" } | null,
): string {
  const params = new URLSearchParams({ page: String(page), limit: String(pageSize) });
  if (search.trim()) params.set("search", search.trim());
  if (sort) {
    params.set("sort", sort.id);
    params.set("order", sort.dir);
  }
  return `/batch?${params}`;
}
