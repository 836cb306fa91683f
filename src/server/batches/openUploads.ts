import type { Queryable } from "../db/db";
import type { BatchFile } from "../../domain/entities";

const UPLOAD_KEY = /^org\/([0-9a-f-]{36})\/batch\/([0-9a-f-]{36})\/uploads\/[^/]+$/;

/**
 * Whether a PUT to this key may still store a file (issue 17.2): only while it is a file of an upload reservation,
 * i.e. before `POST /batch` turned the reservation into a batch (or the sweep removed it). Afterwards the key holds
 * the batch's original, which its upload URL must no longer replace. Other keys are never upload targets.
 */
export async function uploadStillOpen(db: Queryable, key: string): Promise<boolean> {
  const match = UPLOAD_KEY.exec(key);
  if (!match) return false;
  const [row] = await db.query<{ files: BatchFile[] | string }>(
    `SELECT files FROM batch_uploads WHERE id = $1 AND organization_id = $2`,
    [match[2], match[1]],
  );
  if (!row) return false;
  const files: BatchFile[] = typeof row.files === "string" ? JSON.parse(row.files) : row.files;
  return files.some((f) => f.filePath === key);
}
