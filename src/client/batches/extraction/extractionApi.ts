// The calls of the extraction and export panes: short-lived download URLs for stored files, and the batch
// PATCHes, each with the batch version it changes (If-Match) so someone else's change is a 409, not lost.

import { api, ApiError } from "../../providers/httpClient";
import { BATCH_CHANGED_CODES } from "../../../domain/errorCodes";

export const VALIDATE_ERROR = "Failed to Validate Extraction";
export const REPROCESS_ERROR = "Failed to Re-Process Extraction";

/** The server signs download URLs for 15 minutes; one is reused for 10. */
const URL_REUSE_MS = 10 * 60 * 1000;

interface UrlCache {
  get(batchId: string, key: string): Promise<string>;
}

/** Download URLs by storage key, asked once per key while fresh; a failed request is not kept. */
export function createUrlCache(fetchUrl: (batchId: string, key: string) => Promise<string>, now: () => number = Date.now): UrlCache {
  const entries = new Map<string, { at: number; url: Promise<string> }>();
  return {
    get(batchId, key) {
      const id = `${batchId}\n${key}`;
      const hit = entries.get(id);
      if (hit && now() - hit.at < URL_REUSE_MS) return hit.url;
      const url = fetchUrl(batchId, key);
      entries.set(id, { at: now(), url });
      url.catch(() => entries.delete(id));
      return url;
    },
  };
}

export async function fetchDownloadUrl(batchId: string, key: string): Promise<string> {
  const { url } = await api<{ url: string }>(`/batch/getPreSignedUrlForDownload/${encodeURIComponent(batchId)}`, {
    method: "POST",
    body: { fileUrl: key },
    fallbackError: "The file could not be loaded",
  });
  return url;
}

export const downloadUrls = createUrlCache(fetchDownloadUrl);

/** A PATCH on the batch at the version the person last read. */
export function patchBatch<T = unknown>(path: string, batch: { _id: string; version: number }, body: unknown, fallbackError: string): Promise<T> {
  return api<T>(`/batch/${path}/${encodeURIComponent(batch._id)}`, { method: "PATCH", body, headers: { "If-Match": String(batch.version) }, fallbackError });
}

/**
 * The batch is not as the screen shows it (someone else changed it, or it moved on): the codes of
 * BATCH_CHANGED_CODES; an answer without a code (not the API's) by its status, 409.
 */
export function isConflict(err: unknown): err is ApiError {
  if (!(err instanceof ApiError)) return false;
  return err.code ? BATCH_CHANGED_CODES.includes(err.code) : err.statusCode === 409;
}

export function messageOf(err: unknown, fallback: string): string {
  return err instanceof Error && err.message ? err.message : fallback;
}

/** JSON of a stored file (the extraction annotation); null when it cannot be read. */
export async function fetchStoredJson(batchId: string, key: string): Promise<unknown> {
  try {
    const url = await downloadUrls.get(batchId, key);
    const res = await fetch(url);
    if (!res.ok) return null;
    return await res.json();
  } catch {
    return null;
  }
}

interface CheckResult {
  properties: { field: string; error: string | null }[];
}

/** The class's validations on a document's current values, nothing saved (POST /batch/{id}/extraction-check). */
export function checkExtraction(batchId: string, body: unknown): Promise<CheckResult> {
  return api<CheckResult>(`/batch/${encodeURIComponent(batchId)}/extraction-check`, { method: "POST", body, fallbackError: "The fields could not be checked" });
}

/** Issue 15.4: a person says a document flagged as a possible duplicate is none (POST /batch/{id}/not-duplicate). */
export function markNotDuplicate<T = unknown>(batch: { _id: string; version: number }, doc: { docNo: number; fileLocation: string | null }): Promise<T> {
  return api<T>(`/batch/${encodeURIComponent(batch._id)}/not-duplicate`, {
    method: "POST",
    body: { docNo: doc.docNo, fileLocation: doc.fileLocation },
    headers: { "If-Match": String(batch.version) },
    fallbackError: "The duplicate flag could not be cleared",
  });
}
