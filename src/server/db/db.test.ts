import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pgliteSharedBuffers } from "../config";
import { openDb } from "./db";

describe("the embedded database", () => {
  it("starts with PGLITE_SHARED_BUFFERS of shared buffers (16MB unless set), in memory and on disk", async () => {
    const memory = await openDb({ dataDir: null });
    try {
      expect((await memory.query("SHOW shared_buffers"))[0].shared_buffers).toBe(pgliteSharedBuffers());
      // PGlite's own start parameters are kept.
      expect((await memory.query("SHOW exit_on_error"))[0].exit_on_error).toBe("off");
    } finally {
      await memory.close();
    }
    const dir = mkdtempSync(path.join(os.tmpdir(), "db-test-"));
    try {
      for (let open = 0; open < 2; open++) {
        const db = await openDb({ dataDir: path.join(dir, "db") });
        try {
          expect((await db.query("SHOW shared_buffers"))[0].shared_buffers).toBe(pgliteSharedBuffers());
        } finally {
          await db.close();
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("reads PGLITE_SHARED_BUFFERS as a Postgres size and refuses anything else", () => {
    expect(pgliteSharedBuffers({})).toBe("16MB");
    expect(pgliteSharedBuffers({ PGLITE_SHARED_BUFFERS: "128MB" })).toBe("128MB");
    expect(() => pgliteSharedBuffers({ PGLITE_SHARED_BUFFERS: "16MB; drop" })).toThrow(/PGLITE_SHARED_BUFFERS/);
    expect(() => pgliteSharedBuffers({ PGLITE_SHARED_BUFFERS: "lots" })).toThrow(/PGLITE_SHARED_BUFFERS/);
  });
});
