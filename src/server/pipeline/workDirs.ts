/**
 * Temporary working folders of the pipeline steps (Parse, SplitDocument): all under one parent in the system's
 * temporary folder, each named `<step>-<batch>-p<pid>s<process start, unix seconds>-<random>`, so that folders a killed
 * process left behind can be recognised and swept when a server or worker process starts (issue 17.3).
 */
import { mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/** The one parent of every working folder. */
export const workDirParent = () => path.join(os.tmpdir(), "docflow-work");

/** Folders made here and not removed yet. */
const inUse = new Set<string>();

/** When this process started (the same in each of its threads, give or take a rounding second). */
const started = () => Math.round(Date.now() / 1000 - process.uptime());
const OWNER = `p${process.pid}s${started()}`;

/** A new working folder for `<label>` (e.g. `parse-<batch id>`); remove it with removeWorkDir. */
export async function makeWorkDir(label: string): Promise<string> {
  const parent = workDirParent();
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(path.join(parent, `${label}-${OWNER}-`));
  inUse.add(dir);
  return dir;
}

export async function removeWorkDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  inUse.delete(dir);
}

const ownerOf = (name: string): { pid: number; started: number } | null => {
  const m = /-p(\d+)s(\d+)-[^-]+$/.exec(name);
  return m ? { pid: Number(m[1]), started: Number(m[2]) } : null;
};

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Past this age a folder is stale whoever made it: no step works that long on one folder. */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the working folders nobody uses: those of a process that is gone, those of an earlier process that had this
 * process's id (a restarted container reuses pids: told apart by the start time in the name), and any untouched for a
 * day. Folders of this process and of other live processes (a second worker on this machine) stay. Returns the names
 * removed; never throws.
 */
export async function sweepWorkDirs(now = Date.now()): Promise<string[]> {
  const parent = workDirParent();
  const names = await readdir(parent).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    const dir = path.join(parent, name);
    if (inUse.has(dir)) continue;
    const owner = ownerOf(name);
    const earlierSelf = owner?.pid === process.pid && Math.abs(owner.started - started()) > 2;
    let stale = owner === null || earlierSelf || (owner.pid !== process.pid && !alive(owner.pid));
    if (!stale) {
      const info = await stat(dir).catch(() => null);
      stale = !!info && now - info.mtimeMs > STALE_AFTER_MS;
    }
    if (!stale) continue;
    await rm(dir, { recursive: true, force: true }).catch(() => {});
    removed.push(name);
  }
  return removed;
}

/** At a server's or worker's start: sweeps now, then hourly (a killed neighbour process's folders go too). */
export async function startWorkDirSweeps(): Promise<void> {
  await sweepWorkDirs();
  setInterval(() => void sweepWorkDirs(), 60 * 60 * 1000).unref();
}
