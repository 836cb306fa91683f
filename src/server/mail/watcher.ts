import { randomBytes } from "node:crypto";
import os from "node:os";
import type { ImapFlow } from "imapflow";
import type { Services } from "../services";
import {
  dropMailboxLease,
  enabledMailboxes,
  loadMailboxConnection,
  recordCheck,
  recordMailboxError,
  takeMailboxLease,
} from "./mailboxRepo";
import { openMailbox, problemSentence, supportsIdle } from "./imap";
import { scanFolder } from "./intake";

/**
 * The mailbox watchers of one worker process (issue 16.5). Every MAIL_SUPERVISE_SECONDS the process looks at the
 * jobs with a mailbox: it takes the lease of each one no live worker holds (job_mailboxes.lease_owner, renewed each
 * round, lost after MAIL_LEASE_SECONDS without renewal), so one worker at a time signs in to a mailbox, and it starts
 * a watcher for it; a removed or disabled mailbox, or one whose settings changed, has its watcher stopped (and
 * started again with the new settings).
 *
 * A watcher keeps one IMAP connection: it takes what is in the folder, then waits. With IDLE the server pushes new
 * messages and the folder is read again at once; every MAIL_POLL_SECONDS it is read anyway (the whole wait on a
 * server without IDLE). A failure (sign-in refused, server unreachable) is written to the job's mailbox status as a
 * sentence and the watcher tries again after the poll interval; nothing else stops.
 */
export function startMailIntake(s: Services): { stop(): Promise<void> } {
  const owner = `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const watchers = new Map<string, MailboxWatcher>();
  const { superviseSeconds, leaseSeconds } = s.config.mail;
  let stopped = false;

  const supervise = async () => {
    if (stopped) return;
    const rows = await enabledMailboxes(s.db);
    const wanted = new Map(rows.map((r) => [r.jobId, r]));
    for (const [jobId, watcher] of watchers) {
      const row = wanted.get(jobId);
      const keep =
        row &&
        row.configVersion === watcher.configVersion &&
        (await takeMailboxLease(s.db, jobId, owner, leaseSeconds));
      if (!keep) {
        watchers.delete(jobId);
        await watcher.stop();
      }
    }
    for (const row of rows) {
      if (stopped || watchers.has(row.jobId)) continue;
      if (!(await takeMailboxLease(s.db, row.jobId, owner, leaseSeconds))) continue; // another worker watches it
      watchers.set(row.jobId, new MailboxWatcher(s, row.jobId, row.configVersion));
    }
  };

  const stop = async () => {
    stopped = true;
    const all = [...watchers.entries()];
    watchers.clear();
    await Promise.all(
      all.map(async ([jobId, watcher]) => {
        await watcher.stop();
        await dropMailboxLease(s.db, jobId, owner).catch(() => {});
      }),
    );
  };
  supervise().catch((err) => console.error("Watching job mailboxes failed:", err instanceof Error ? err.message : err));
  s.queue.every("Watching job mailboxes", superviseSeconds * 1000, supervise);
  s.queue.onStop(stop);
  return { stop };
}

class MailboxWatcher {
  private stopped = false;
  private client: ImapFlow | null = null;
  private wake: (() => void) | null = null;
  private news = false;
  private readonly done: Promise<void>;

  constructor(
    private readonly s: Services,
    private readonly jobId: string,
    readonly configVersion: number,
  ) {
    this.done = this.run();
  }

  private async run() {
    const pollMs = this.s.config.mail.pollSeconds * 1000;
    while (!this.stopped) {
      const m = await loadMailboxConnection(this.s.db, this.s.config.secret, this.jobId).catch(() => null);
      if (!m) return;
      try {
        const client = await openMailbox(m, this.s.config.mail);
        this.client = client;
        if (this.stopped) break;
        client.on("exists", () => {
          this.news = true;
          this.wake?.();
        });
        client.on("close", () => this.wake?.());
        const idle = supportsIdle(client);
        while (!this.stopped && client.usable) {
          this.news = false;
          await scanFolder(this.s, m, client, { stopped: () => this.stopped });
          await recordCheck(this.s.db, this.jobId, idle);
          if (!this.news) await this.sleep(pollMs);
        }
      } catch (err) {
        if (this.stopped) break;
        const sentence = problemSentence(err, m);
        console.warn(`Mailbox of job ${this.jobId}: ${sentence}`);
        await recordMailboxError(this.s.db, this.jobId, sentence).catch(() => {});
        await this.sleep(pollMs);
      } finally {
        const client = this.client;
        this.client = null;
        if (client)
          await Promise.race([
            client.logout().catch(() => client.close()),
            new Promise((r) => setTimeout(r, 2000)),
          ]).then(() => client.close());
      }
    }
  }

  private sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  /** Ends the watch: the message being taken is finished (10 s at most), then the connection is closed. */
  async stop() {
    this.stopped = true;
    this.wake?.();
    const finished = await Promise.race([
      this.done.then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), 10_000)),
    ]);
    if (!finished) this.client?.close();
    await this.done.catch(() => {});
  }
}
