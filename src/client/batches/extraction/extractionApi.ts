// The calls of the extraction and export panes (the stored files' URLs are in ../batchFiles.ts): the batch PATCHes,
// each with the batch version it changes (If-Match) so someone else's change is a 409, not lost.

import { api, ApiError } from "../../providers/httpClient";
import { BATCH_CHANGED_CODES } from "../../../domain/errorCodes";

export const VALIDATE_ERROR = "Failed to Validate Extraction";
export const REPROCESS_ERROR = "Failed to Re-Process Extraction";

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

export interface CheckResult {
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
