import { MAX_PART_LENGTH, safeFileName, storageKey } from "../storage/storage";

/** Every file of a batch lives under this folder; deleting the batch deletes the folder. */
export const batchFolder = (orgId: string, batchId: string) => storageKey("org", orgId, "batch", batchId);

/** The stored name is shortened to fit one key part with its number in front; the batch keeps the original for display. */
export function uploadKey(orgId: string, batchId: string, index: number, fileName: string): string {
  const prefix = `${String(index + 1).padStart(4, "0")}-`;
  return storageKey(
    "org",
    orgId,
    "batch",
    batchId,
    "uploads",
    `${prefix}${safeFileName(fileName, MAX_PART_LENGTH - prefix.length)}`,
  );
}

/** Where a batch keeps an uploaded original once the batch exists, out of reach of its upload URL. */
export function originalKey(orgId: string, batchId: string, index: number, fileName: string): string {
  const prefix = `${String(index + 1).padStart(4, "0")}-`;
  return storageKey(
    "org",
    orgId,
    "batch",
    batchId,
    "originals",
    `${prefix}${safeFileName(fileName, MAX_PART_LENGTH - prefix.length)}`,
  );
}

export const parsedKey = (orgId: string, batchId: string, name: string) =>
  storageKey("org", orgId, "batch", batchId, "parsed", name);

export const thumbnailKey = (orgId: string, batchId: string, pageNo: number) =>
  storageKey("org", orgId, "batch", batchId, "parsed", "thumbnails", `page-${String(pageNo).padStart(4, "0")}.png`);

/** A key a client may ask a download URL for: only inside its own batch's folder. */
export const belongsToBatch = (key: string, orgId: string, batchId: string) =>
  typeof key === "string" && key.startsWith(`${batchFolder(orgId, batchId)}/`) && !key.includes("..");
