import { safeFileName, storageKey } from "../storage/storage";

/** Every file of a batch lives under this folder; deleting the batch deletes the folder. */
export const batchFolder = (orgId: string, batchId: string) => storageKey("org", orgId, "batch", batchId);

export const uploadKey = (orgId: string, batchId: string, index: number, fileName: string) =>
  storageKey("org", orgId, "batch", batchId, "uploads", `${String(index + 1).padStart(4, "0")}-${safeFileName(fileName)}`);

export const parsedKey = (orgId: string, batchId: string, name: string) => storageKey("org", orgId, "batch", batchId, "parsed", name);

export const thumbnailKey = (orgId: string, batchId: string, pageNo: number) =>
  storageKey("org", orgId, "batch", batchId, "parsed", "thumbnails", `page-${String(pageNo).padStart(4, "0")}.png`);

/** A key a client may ask a download URL for: only inside its own batch's folder. */
export const belongsToBatch = (key: string, orgId: string, batchId: string) =>
  typeof key === "string" && key.startsWith(`${batchFolder(orgId, batchId)}/`) && !key.includes("..");
