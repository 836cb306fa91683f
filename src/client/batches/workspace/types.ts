// Shapes the workspace reads: the batch as GET /batch/:id sends it (pages carry the classifier's
// confidence) and the master keys of the job's classes. The text annotation is src/domain/batch/textAnnotation.ts.

import type { Rect } from "../../../domain/geometry";
import type { OcrTrigger, PageData, SplitAction } from "../../../domain/entities";
import type { BatchView } from "../batchModel";

/** An OCR trigger as stored on a master-key record: may carry the page it was drawn on and its text. */
export type StoredOcrTrigger = OcrTrigger & { page?: number; text?: string };

/** A page of the batch, its master key's trigger as stored on the record (with the page and text it was drawn with). */
export type WorkspacePage = Omit<PageData, "masterKeyData"> & {
  masterKeyData:
    (Omit<NonNullable<PageData["masterKeyData"]>, "ocrTrigger"> & { ocrTrigger: StoredOcrTrigger | null }) | null;
};

export type WorkspaceBatch = Omit<BatchView, "pageData"> & { pageData: WorkspacePage[] };

/** A record of a master-key value list, as GET /batch/:id/master-keys lists it. */
export interface MasterKeyRecordView {
  _id: string;
  value: string;
  customPrompt: string;
  ocrTrigger: StoredOcrTrigger | null;
}

/** GET /batch/:id/master-keys: the master-key categories of the job's classes with their records. */
export interface MasterKeyCategoryView {
  categoryId: string;
  categoryName: string;
  /** The job's classes whose master key this category is (when the server says so). */
  classIds?: string[];
  records: MasterKeyRecordView[];
}

/** What the Configure OCR Trigger modal opens with. */
export interface TriggerDraft {
  page: number;
  rect: Rect;
  /** The record whose trigger is edited (moved, resized or clicked); none for a new rectangle. */
  recordId?: string;
  regEx?: string;
  splitAction?: SplitAction;
}

/** A trigger shown on the current page. */
export interface ShownTrigger {
  recordId: string;
  label: string;
  trigger: StoredOcrTrigger;
}
