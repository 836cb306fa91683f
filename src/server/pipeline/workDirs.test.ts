import { mkdir, readdir, utimes } from "node:fs/promises";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { makeWorkDir, removeWorkDir, STALE_AFTER_MS, sweepWorkDirs, workDirParent } from "./workDirs";

/** Issue 17.3: the pipeline's temporary folders live under one parent with one naming rule, and stale ones are swept. */
describe("pipeline working folders", () => {
  const names = async () => readdir(workDirParent()).catch(() => [] as string[]);

  it("are made under one parent, named after the step, the batch and the process", async () => {
    const dir = await makeWorkDir("parse-1234");
    expect(path.dirname(dir)).toBe(workDirParent());
    expect(path.basename(dir)).toMatch(new RegExp(`^parse-1234-p${process.pid}s\\d+-.+$`));
    await removeWorkDir(dir);
    expect(await names()).not.toContain(path.basename(dir));
  });

  it("a sweep removes those of a killed process and this pid's leftovers, keeps those in use and a live neighbour's", async () => {
    // A process that has ended: its pid is free (reused pids are covered by the age rule).
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).stdout.toString();
    const parent = workDirParent();
    const leftover = path.join(parent, `parse-aaaa-p${dead}s1700000000-x1`);
    const ownLeftover = path.join(parent, `split-bbbb-p${process.pid}s1700000000-x2`); // an earlier process with our pid
    const neighbour = path.join(parent, `parse-cccc-p${process.ppid}s1700000000-x3`); // a live process (our parent)
    const oldNeighbour = path.join(parent, `parse-dddd-p${process.ppid}s1700000000-x4`);
    for (const dir of [leftover, ownLeftover, neighbour, oldNeighbour])
      await mkdir(path.join(dir, "inner"), { recursive: true });
    const old = new Date(Date.now() - STALE_AFTER_MS - 60_000);
    await utimes(oldNeighbour, old, old);
    const inUse = await makeWorkDir("parse-eeee");

    const removed = await sweepWorkDirs();
    expect(removed).toEqual(
      expect.arrayContaining([path.basename(leftover), path.basename(ownLeftover), path.basename(oldNeighbour)]),
    );
    const left = await names();
    expect(left).toContain(path.basename(inUse));
    expect(left).toContain(path.basename(neighbour));
    for (const gone of [leftover, ownLeftover, oldNeighbour]) expect(left).not.toContain(path.basename(gone));
    await removeWorkDir(inUse);
    await removeWorkDir(neighbour);
  });
});
