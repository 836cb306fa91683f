import PgBoss from "pg-boss";
import type { Db } from "../db/db";

/** The work queue: pg-boss on the same database as everything else (PGlite through its db adapter, or PostgreSQL). */
export interface Queue {
  send(name: string, data: object, options?: PgBoss.SendOptions): Promise<string | null>;
  work<T extends object>(
    name: string,
    handler: (data: T, jobId: string) => Promise<void>,
    options?: { concurrency?: number },
  ): Promise<void>;
  /** Housekeeping in worker processes: runs `task` every `intervalMs` until the queue stops (errors are logged). */
  every(name: string, intervalMs: number, task: () => Promise<unknown>): void;
  /** Runs before the queue stops (a worker's long-lived work, e.g. the mailbox watchers, ends there). */
  onStop(task: () => Promise<void>): void;
  stop(): Promise<void>;
  boss: PgBoss;
}

/** pg-boss talks to PGlite through this adapter: multi-statement SQL without values goes to exec, one call at a time. */
function pgliteAdapter(db: Db): PgBoss.Db {
  let chain: Promise<unknown> = Promise.resolve();
  return {
    executeSql(text: string, values: any[]) {
      const run = async () => {
        if (!values?.length) {
          const results = await db.pglite!.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }
        return { rows: (await db.pglite!.query<any>(text, values)).rows };
      };
      const result = chain.then(run, run);
      chain = result.catch(() => {});
      return result;
    },
  };
}

interface QueueOptions {
  /** pg-boss' own schema; tests give each run its own. */
  schema?: string;
  pollingIntervalSeconds?: number;
}

export async function startQueue(db: Db, options: QueueOptions = {}): Promise<Queue> {
  const common = { schema: options.schema ?? "pgboss", supervise: true, schedule: false, migrate: true } as const;
  const boss =
    db.kind === "pglite"
      ? new PgBoss({ ...common, db: pgliteAdapter(db) })
      : new PgBoss({ ...common, connectionString: db.connectionString!, max: 4 });
  boss.on("error", (err) => console.error("queue error:", err.message));
  await boss.start();
  // One creation per queue name, shared by every caller: a send racing a work() on a queue being created
  // would otherwise insert its job before the queue exists, and pg-boss drops such a job (send answers null).
  // Creations run one at a time: pg-boss' create_queue alters the shared job table, and two at once deadlock on
  // PostgreSQL. Another process creating at the same moment can still deadlock us: tried again, a few times.
  const created = new Map<string, Promise<void>>();
  let creating: Promise<unknown> = Promise.resolve();
  const createOnce = async (name: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(name);
        return;
      } catch (err) {
        if (await boss.getQueue(name)) return; // made meanwhile, by us or another process
        if (attempt >= 5) throw err;
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
  };
  const ensure = (name: string): Promise<void> => {
    let ready = created.get(name);
    if (!ready) {
      ready = creating.then(() => createOnce(name));
      creating = ready.catch(() => undefined);
      ready.catch(() => created.delete(name)); // a later call tries again
      created.set(name, ready);
    }
    return ready;
  };
  const polling = options.pollingIntervalSeconds ?? 1;
  const timers = new Set<NodeJS.Timeout>();
  const stopTasks: (() => Promise<void>)[] = [];
  // This process's workers by queue: a job sent here wakes them at once instead of at their next poll.
  const localWorkers = new Map<string, string[]>();
  return {
    boss,
    async send(name, data, sendOptions) {
      await ensure(name);
      const id = await boss.send(name, data, {
        retryLimit: 3,
        retryDelay: 5,
        expireInSeconds: 15 * 60,
        ...sendOptions,
      });
      for (const worker of localWorkers.get(name) ?? []) boss.notifyWorker(worker);
      return id;
    },
    async work(name, handler, workOptions = {}) {
      await ensure(name);
      for (let i = 0; i < (workOptions.concurrency ?? 1); i++) {
        let worker = "";
        worker = await boss.work<object>(name, { batchSize: 1, pollingIntervalSeconds: polling }, async ([job]) => {
          try {
            await handler(job.data as any, job.id);
          } finally {
            // pg-boss sleeps out the rest of its polling interval after a job shorter than it, even with more jobs
            // waiting (ten batches' next steps): a worker that just did a job looks again at once.
            boss.notifyWorker(worker);
          }
        });
        localWorkers.set(name, [...(localWorkers.get(name) ?? []), worker]);
      }
    },
    every(name, intervalMs, task) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        task()
          .catch((err) => console.error(`${name} failed:`, err instanceof Error ? err.message : err))
          .finally(() => {
            running = false;
          });
      }, intervalMs);
      timer.unref();
      timers.add(timer);
    },
    onStop(task) {
      stopTasks.push(task);
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      await Promise.all(
        stopTasks
          .splice(0)
          .map((task) => task().catch((err) => console.error("Stopping:", err instanceof Error ? err.message : err))),
      );
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
