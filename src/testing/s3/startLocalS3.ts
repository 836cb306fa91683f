/**
 * A local S3-compatible server for tests: s3rver (npm, pure JavaScript), run as a child Node
 * process (see s3rverProcess.cjs for why), storing its objects in a temporary folder.
 *
 * Limits of the fake worth knowing when reading test results: s3rver does not verify SigV4
 * signatures (a tampered pre-signed URL is accepted by it; real S3 answers 403), and it ignores
 * checksum headers. What the storage uses (PutObject, GetObject, HeadObject, DeleteObject,
 * ListObjectsV2 with continuation, DeleteObjects, pre-signed PUT/GET with
 * response-content-disposition) behaves like S3.
 *
 * Set S3RVER_LOG=1 to see its request log.
 */
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface LocalS3 {
  /** e.g. `http://127.0.0.1:41234`; use with forcePathStyle: true. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Stops the server and removes its files. */
  close(): Promise<void>;
}

const SCRIPT = fileURLToPath(new URL("./s3rverProcess.cjs", import.meta.url));
const START_TIMEOUT_MS = 30_000;

export async function startLocalS3(options: { bucket?: string } = {}): Promise<LocalS3> {
  const bucket = options.bucket ?? "docflow-test";
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "docflow-s3rver-"));
  const child = spawn(process.execPath, ["--openssl-legacy-provider", SCRIPT, directory, bucket], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  let port: number;
  try {
    port = await new Promise<number>((resolve, reject) => {
      let buffered = "";
      const timer = setTimeout(() => reject(new Error("s3rver did not start in time")), START_TIMEOUT_MS);
      const onData = (data: Buffer) => {
        buffered += data.toString("utf8");
        const newline = buffered.indexOf("\n");
        if (newline < 0) return;
        clearTimeout(timer);
        child.stdout!.off("data", onData);
        try {
          resolve((JSON.parse(buffered.slice(0, newline)) as { port: number }).port);
        } catch (err) {
          reject(err);
        }
      };
      child.stdout!.on("data", onData);
      child.once("error", (err) => {
        clearTimeout(timer);
        reject(err);
      });
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`s3rver exited with code ${code} before it was ready`));
      });
    });
  } catch (err) {
    child.kill("SIGKILL");
    await fs.rm(directory, { recursive: true, force: true });
    throw err;
  }
  // Keep draining the child's output; show it with S3RVER_LOG=1.
  if (process.env.S3RVER_LOG) child.stdout!.pipe(process.stdout);
  else child.stdout!.resume();

  let closing: Promise<void> | undefined;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: "us-east-1",
    // s3rver's built-in account.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    close() {
      closing ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          child.stdin!.end();
          const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
          await exited;
          clearTimeout(timer);
        }
        await fs.rm(directory, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}
