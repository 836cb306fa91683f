import type { Services } from "../services";
import { batchFolder } from "./batchKeys";

/**
 * Upload reservations that never became a batch (the modal was closed, the browser went away,
 * POST /batch failed) are removed with their files after this long. It is far beyond the life of
 * an upload URL (1 hour), so nothing can still arrive for them.
 */
const ABANDONED_UPLOAD_AFTER_SEC = 24 * 3600;
/** How often worker processes look for abandoned uploads. */
export const ABANDONED_UPLOAD_SWEEP_MS = 60 * 60 * 1000;

/**
 * Deletes reservations older than `olderThanSec` and the files uploaded for them; returns how many.
 * The row goes first: a POST /batch racing with the sweep then finds no reservation and says so,
 * instead of creating a batch whose files are being deleted.
 */
export async function removeAbandonedUploads(
  s: Pick<Services, "db" | "storage">,
  olderThanSec = ABANDONED_UPLOAD_AFTER_SEC,
): Promise<number> {
  const rows = await s.db.query<{ id: string; organization_id: string }>(
    `DELETE FROM batch_uploads WHERE created_at < now() - make_interval(secs => $1) RETURNING id, organization_id`,
    [olderThanSec],
  );
  for (const row of rows) await s.storage.deletePrefix(batchFolder(row.organization_id, row.id));
  return rows.length;
}
