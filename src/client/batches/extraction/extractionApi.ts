// The calls of the extraction and export panes (the stored files' URLs are in ../batchFiles.ts): the batch PATCHes,
// each with the batch version it changes (If-Match) so someone else's change is a 409, not lost.

import { useMemo } from "react";
import { ApiError } from "../../providers/httpClient";
import { BATCH_CHANGED_CODES } from "../../../domain/errorCodes";
import { useBatchWrite } from "../useBatchWrite";

export const VALIDATE_ERROR = "Failed to Validate Extraction";
export const REPROCESS_ERROR = "Failed to Re-Process Extraction";

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

type BatchRef = { _id: string; version: number };

/** The pane's calls, through the data provider (useBatchWrite). */
export function useExtractionCalls() {
  const write = useBatchWrite();
  return useMemo(
    () => ({
      /** A PATCH on the batch at the version the person last read. */
      patchBatch: <T = unknown>(path: string, batch: BatchRef, body: unknown, fallbackError: string): Promise<T> =>
        write<T>(`/batch/${path}/${encodeURIComponent(batch._id)}`, {
          method: "patch",
          body,
          version: batch.version,
          fallbackError,
        }),
      /** The class's validations on a document's current values, nothing saved (POST /batch/{id}/extraction-check). */
      checkExtraction: (batchId: string, body: unknown): Promise<CheckResult> =>
        write<CheckResult>(`/batch/${encodeURIComponent(batchId)}/extraction-check`, {
          body,
          fallbackError: "The fields could not be checked",
        }),
      /** Issue 15.4: a person says a document flagged as a possible duplicate is none (POST /batch/{id}/not-duplicate). */
      markNotDuplicate: <T = unknown>(
        batch: BatchRef,
        doc: { docNo: number; fileLocation: string | null },
      ): Promise<T> =>
        write<T>(`/batch/${encodeURIComponent(batch._id)}/not-duplicate`, {
          body: { docNo: doc.docNo, fileLocation: doc.fileLocation },
          version: batch.version,
          fallbackError: "The duplicate flag could not be cleared",
        }),
    }),
    [write],
  );
}
