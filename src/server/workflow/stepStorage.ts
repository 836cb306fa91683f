import type { Services } from "../services";
import type { Storage } from "../storage/storage";
import { batchFolder } from "../batches/batchKeys";
import { conflict } from "../http/errors";

const BATCH_DELETED = "The batch was deleted while its step ran; what the step wrote after that is removed.";

/**
 * The services a step runs with: every file it writes into its batch's folder is checked afterwards against the batch
 * still being there. The delete (DELETE /batch/:id) removes the batch's folder and row in one transaction; a step still
 * running (a long Parse, a run another worker took over) would otherwise write files back into a folder no batch owns,
 * and they would stay for good. Written, then checked: the check waits for a delete under way (the row is locked until
 * it ends); a write it then finds the batch gone for is removed here and the step ends (409, which runStep takes as
 * 'nothing to do'); a write it finds the batch for was there before the delete began removing the folder, and goes
 * with it. Either way nothing is left, on disk or on S3.
 */
export function servicesForStep(s: Services, batchId: string, orgId: string): Services {
  const storage = s.storage;
  const folder = `${batchFolder(orgId, batchId)}/`;
  // Writes that end while no check has been sent yet share the next one (a step writes many files at once): a check
  // sent after a write ended sees what a check of its own would. The check is sent once no write into the folder is
  // still under way, so writes in flight together (the split's documents, the thumbnails) share one check instead of
  // one each; a write that started after it was sent waits for the next.
  let next: Promise<boolean> | null = null;
  let writing = 0;
  let idle: (() => void) | null = null;
  const noWriteUnderWay = () => (writing === 0 ? Promise.resolve() : new Promise<void>((resolve) => (idle = resolve)));
  const batchThere = () =>
    (next ??= new Promise<void>((r) => setImmediate(r)).then(noWriteUnderWay).then(async () => {
      next = null;
      // FOR SHARE: a delete under way (its row locked, its folder being removed) is waited for, then seen.
      const [row] = await s.db.query(`SELECT 1 FROM batches WHERE id = $1 FOR SHARE`, [batchId]);
      return !!row;
    }));
  /** The write, counted while under way when it goes into the batch's folder. */
  const counted = async (key: string, write: () => Promise<void>) => {
    if (!key.startsWith(folder)) return write();
    writing++;
    try {
      await write();
    } finally {
      if (--writing === 0 && idle) {
        const wake = idle;
        idle = null;
        wake();
      }
    }
  };
  const fence = async (key: string) => {
    if (!key.startsWith(folder)) return;
    if (await batchThere()) return;
    await storage.delete(key).catch(() => {});
    throw conflict(BATCH_DELETED);
  };
  const fenced = new Proxy(storage, {
    get(target, prop) {
      if (prop === "write") {
        return async (key: string, body: NodeJS.ReadableStream | Buffer, contentType?: string) => {
          await counted(key, () => target.write(key, body, contentType));
          await fence(key);
        };
      }
      if (prop === "copy") {
        return async (from: string, to: string) => {
          await counted(to, () => target.copy(from, to));
          await fence(to);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) satisfies Storage;
  return { ...s, storage: fenced };
}
