import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalS3, type LocalS3 } from "../../testing/s3/startLocalS3";
import { S3Storage } from "./s3Storage";
import { createStorage, StorageNotFound, storageKey, UploadTooLarge } from "./storage";

let s3: LocalS3;
let storage: S3Storage;
let tmpDir: string;

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as Readable) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  s3 = await startLocalS3();
  tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), "docflow-s3-storage-"));
  const created = await createStorage({
    dataDir: tmpDir,
    publicUrl: "http://unused",
    signingSecret: "unused",
    maxUploadBytes: 1024 * 1024,
    s3: {
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
    },
  });
  expect(created.kind).toBe("s3");
  storage = created as S3Storage;
});

afterAll(async () => {
  storage?.client.destroy();
  await s3?.close();
  await fs.rm(tmpDir, { recursive: true, force: true });
});

const key = (...rest: string[]) => storageKey("org", "o1", "batch", "b1", "uploads", ...rest);

describe("S3Storage against a local S3-compatible server", () => {
  it("uploads through a pre-signed PUT URL, then reads, stats and downloads", async () => {
    const k = key("scan.pdf");
    const bytes = Buffer.from("%PDF-1.4 " + "z".repeat(10_000));
    const putUrl = await storage.presignUpload(k, "application/pdf", 300);
    expect(putUrl.startsWith(`${s3.endpoint}/${s3.bucket}/org/o1/batch/b1/uploads/scan.pdf?`)).toBe(true);
    expect(putUrl).toContain("X-Amz-Signature=");
    expect(putUrl).not.toContain("x-amz-checksum"); // no checksum of an empty body in the URL
    const put = await fetch(putUrl, { method: "PUT", body: bytes, headers: { "content-type": "application/pdf" } });
    expect(put.status).toBe(200);

    expect(await storage.stat(k)).toEqual({ size: bytes.length });
    expect((await readAll(await storage.read(k))).equals(bytes)).toBe(true);

    const get = await fetch(await storage.presignDownload(k, 300, "Rechnung März.pdf"));
    expect(get.status).toBe(200);
    expect(get.headers.get("content-type")).toBe("application/pdf");
    expect(get.headers.get("content-disposition")).toContain("filename*=UTF-8''Rechnung%20M%C3%A4rz.pdf");
    expect(Buffer.from(await get.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("binds an announced size into the pre-signed PUT and refuses one over the limit", async () => {
    const url = new URL(await storage.presignUpload(key("sized.pdf"), "application/pdf", 300, { contentLength: 1234 }));
    expect(url.searchParams.get("X-Amz-SignedHeaders")?.split(";")).toContain("content-length");
    await expect(
      storage.presignUpload(key("huge.pdf"), "application/pdf", 300, { contentLength: 1024 * 1024 + 1 }),
    ).rejects.toBeInstanceOf(UploadTooLarge);
  });

  it("writes buffers, streams of unknown length and file streams", async () => {
    await storage.write(key("buf.txt"), Buffer.from("from a buffer"));
    expect((await readAll(await storage.read(key("buf.txt")))).toString()).toBe("from a buffer");

    const parts = Array.from({ length: 50 }, (_, i) => Buffer.alloc(10_000, i));
    await storage.write(key("stream.bin"), Readable.from(parts), "application/octet-stream");
    expect(await storage.stat(key("stream.bin"))).toEqual({ size: 500_000 });
    expect((await readAll(await storage.read(key("stream.bin")))).equals(Buffer.concat(parts))).toBe(true);

    const file = path.join(tmpDir, "source.bin");
    await fs.writeFile(file, Buffer.alloc(300_000, 7));
    const { createReadStream } = await import("node:fs");
    await storage.write(key("file.bin"), createReadStream(file));
    expect(await storage.stat(key("file.bin"))).toEqual({ size: 300_000 });
    // no spool files left behind
    expect((await fs.readdir(path.join(tmpDir, "tmp"))).filter((n) => n.startsWith("docflow-s3-put-"))).toEqual([]);
  });

  it("streams an object to a temporary local file and cleans it up", async () => {
    await storage.write(key("local.pdf"), Buffer.from("local copy"));
    const local = await storage.toLocalFile(key("local.pdf"));
    expect(path.basename(local.path)).toBe("local.pdf");
    expect(await fs.readFile(local.path, "utf8")).toBe("local copy");
    await local.cleanup();
    await expect(fs.stat(local.path)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("reports missing objects", async () => {
    expect(await storage.stat(key("nope.pdf"))).toBeNull();
    await expect(storage.read(key("nope.pdf"))).rejects.toBeInstanceOf(StorageNotFound);
    await expect(storage.toLocalFile(key("nope.pdf"))).rejects.toBeInstanceOf(StorageNotFound);
  });

  it("deletes one object, and everything under a prefix (across list pages)", async () => {
    await storage.write(key("gone.txt"), Buffer.from("x"));
    await storage.delete(key("gone.txt"));
    expect(await storage.stat(key("gone.txt"))).toBeNull();
    await storage.delete(key("gone.txt")); // idempotent

    // pages of 10 keys, so 25 objects take three ListObjectsV2 pages
    const paged = new S3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      maxUploadBytes: 1024,
      listPageSize: 10,
    });
    const batch = storageKey("org", "o9", "batch", "b9");
    const keys = Array.from({ length: 25 }, (_, i) => `${batch}/pages/p${i}.txt`);
    await Promise.all(keys.map((k) => paged.write(k, Buffer.from("p"))));
    await paged.write(`${batch}/merged.pdf`, Buffer.from("m"));
    const sibling = storageKey("org", "o9", "batch", "b90", "keep.txt");
    await paged.write(sibling, Buffer.from("keep"));

    await paged.deletePrefix(batch);
    for (const k of [...keys, `${batch}/merged.pdf`]) expect(await paged.stat(k), k).toBeNull();
    expect(await paged.stat(sibling)).toEqual({ size: 4 });
    paged.client.destroy();
  });
});
