import path from "node:path";
import type { Config } from "./config";
import { openDb, type Db } from "./db/db";
import { startQueue, type Queue } from "./queue/queue";
import { createStorage, type Storage } from "./storage/storage";

/** What routes and workers share: the database, the file store and the work queue. */
export interface Services {
  config: Config;
  db: Db;
  storage: Storage;
  queue: Queue;
}

export function storageFor(config: Config): Promise<Storage> {
  return createStorage({
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    signingSecret: config.secret,
    maxUploadBytes: config.uploads.maxFileBytes,
    s3: config.s3 ?? undefined,
  });
}

export async function openServices(
  config: Config,
  overrides: { db?: Db; queueSchema?: string } = {},
): Promise<Services> {
  const db =
    overrides.db ?? (await openDb({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, "db") }));
  const queue = await startQueue(db, { schema: overrides.queueSchema });
  return { config, db, storage: await storageFor(config), queue };
}

export async function closeServices(services: Services) {
  await services.queue.stop();
  await services.db.close();
}
