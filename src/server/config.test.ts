import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const config = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: "/tmp/docflow-config-test", APP_SECRET: "x", ...env });

describe("WORKER_CONCURRENCY", () => {
  it("is 2 steps at once unless set, and a whole number of at least one when set", () => {
    expect(config({}).workerConcurrency).toBe(2);
    expect(config({ WORKER_CONCURRENCY: "3" }).workerConcurrency).toBe(3);
    expect(config({ WORKER_CONCURRENCY: "0" }).workerConcurrency).toBe(1);
  });

  it("refuses a value that is not a number instead of starting without workers", () => {
    expect(() => config({ WORKER_CONCURRENCY: "many" })).toThrow(
      'WORKER_CONCURRENCY must be a non-negative number, got "many"',
    );
  });
});
