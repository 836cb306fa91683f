import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fileRoutes } from "./fileRoutes";
import { LocalStorage } from "./localStorage";
import { createStorage, InvalidStorageKey, safeFileName, StorageNotFound, storageKey, UploadTooLarge } from "./storage";

const LIMIT = 1024 * 1024; // 1 MB upload limit in this app
const BIG_LIMIT = 32 * 1024 * 1024;

let dataDir: string;
let app: FastifyInstance;
let bigApp: FastifyInstance;
let storage: LocalStorage;
let bigStorage: LocalStorage;

async function startApp(maxUploadBytes: number): Promise<{ a: FastifyInstance; s: LocalStorage }> {
  const options = {
    dataDir: path.join(dataDir, String(maxUploadBytes)),
    signingSecret: "test-secret",
    maxUploadBytes,
  };
  const a = Fastify();
  // A sibling JSON route: the plugin's raw-body parser must not leak out of its context.
  a.post("/api/echo", async (request) => ({ got: request.body }));
  // The public URL is not part of the signature, so the routes' instance may differ from the
  // one that signs (whose URL is only known after listen).
  await a.register(fileRoutes, {
    storage: new LocalStorage({ ...options, publicUrl: "http://unused" }),
    maxUploadBytes,
  });
  const address = await a.listen({ port: 0, host: "127.0.0.1" });
  return { a, s: new LocalStorage({ ...options, publicUrl: address }) };
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "docflow-local-storage-"));
  ({ a: app, s: storage } = await startApp(LIMIT));
  ({ a: bigApp, s: bigStorage } = await startApp(BIG_LIMIT));
});

afterAll(async () => {
  await app?.close();
  await bigApp?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const key = (...rest: string[]) => storageKey("org", "o1", "batch", "b1", "uploads", ...rest);

async function tmpLeftovers(s: LocalStorage): Promise<string[]> {
  return fs.readdir(path.join(s.root, ".tmp")).catch(() => []);
}

/** Sends a chunked PUT with a raw http.request; resolves with the response once it arrives. */
function putChunked(
  url: string,
  opts: { chunk: Buffer; maxChunks: number; pauseAfter?: number; onPause?: () => Promise<void> },
): Promise<{ status: number; body: string; chunksSent: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "PUT", headers: { "content-type": "application/pdf" }, agent: false });
    let chunksSent = 0;
    let responded = false;
    req.on("response", (res) => {
      responded = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode!, body, chunksSent }));
      res.on("error", reject);
    });
    req.on("error", (err) => {
      if (!responded) reject(err);
    });
    const pump = async () => {
      while (chunksSent < opts.maxChunks && !responded && !req.destroyed) {
        if (opts.pauseAfter !== undefined && chunksSent === opts.pauseAfter && opts.onPause) {
          await opts.onPause();
        }
        const ok = req.write(opts.chunk);
        chunksSent++;
        if (!ok) {
          await new Promise<void>((r) => {
            const done = () => {
              req.off("drain", done).off("close", done);
              r();
            };
            req.on("drain", done).on("close", done);
          });
        }
      }
      if (!responded && !req.destroyed) req.end();
    };
    pump().catch(reject);
  });
}

describe("storageKey and safeFileName", () => {
  it("joins safe parts", () => {
    expect(storageKey("org", "o1", "batch", 7, "uploads", "scan.pdf")).toBe("org/o1/batch/7/uploads/scan.pdf");
  });

  it("rejects '..', slashes, absolute paths, empty and hidden parts", () => {
    for (const bad of ["..", ".", "a/..", "../etc", "x..y", "a/b", "a\\b", "/etc/passwd", "", ".hidden", "C:\\x"]) {
      expect(() => storageKey("org", bad), bad).toThrow(InvalidStorageKey);
    }
  });

  it("turns client file names into one safe part", () => {
    expect(safeFileName("../../etc/passwd")).toBe("passwd");
    expect(safeFileName("C:\\Users\\me\\Rechnung März 2024.PDF")).toBe("Rechnung_Marz_2024.pdf");
    expect(safeFileName("..")).toBe("file");
    expect(safeFileName(".bashrc")).toBe("bashrc");
    expect(safeFileName("a".repeat(500) + ".pdf").length).toBeLessThanOrEqual(200);
    expect(() => storageKey("x", safeFileName("../../../x y?.png"))).not.toThrow();
  });
});

describe("LocalStorage (direct API)", () => {
  it("writes, stats, reads, gives a local file, deletes", async () => {
    const k = key("direct.txt");
    await storage.write(k, Buffer.from("hello"));
    expect(await storage.stat(k)).toEqual({ size: 5 });
    const chunks: Buffer[] = [];
    for await (const c of (await storage.read(k)) as Readable) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("hello");
    const local = await storage.toLocalFile(k);
    expect(await fs.readFile(local.path, "utf8")).toBe("hello");
    await local.cleanup();
    await storage.delete(k);
    expect(await storage.stat(k)).toBeNull();
    await expect(storage.read(k)).rejects.toBeInstanceOf(StorageNotFound);
    await expect(storage.toLocalFile(k)).rejects.toBeInstanceOf(StorageNotFound);
    await storage.delete(k); // deleting again is fine
  });

  it("streams writes through a temp file and deletes by prefix", async () => {
    await storage.write(storageKey("org", "o2", "batch", "b9", "a.txt"), Readable.from([Buffer.from("a")]));
    await storage.write(storageKey("org", "o2", "batch", "b9", "sub", "b.txt"), Buffer.from("b"));
    await storage.write(storageKey("org", "o2", "batch", "b90", "c.txt"), Buffer.from("c"));
    await storage.deletePrefix(storageKey("org", "o2", "batch", "b9"));
    expect(await storage.stat(storageKey("org", "o2", "batch", "b9", "a.txt"))).toBeNull();
    expect(await storage.stat(storageKey("org", "o2", "batch", "b9", "sub", "b.txt"))).toBeNull();
    // a sibling whose name only starts with the prefix is kept
    expect(await storage.stat(storageKey("org", "o2", "batch", "b90", "c.txt"))).toEqual({ size: 1 });
    expect(await tmpLeftovers(storage)).toEqual([]);
  });

  it("rejects unsafe keys everywhere", async () => {
    await expect(storage.write("org/../../x", Buffer.from("x"))).rejects.toBeInstanceOf(InvalidStorageKey);
    await expect(storage.read("/etc/passwd")).rejects.toBeInstanceOf(InvalidStorageKey);
    await expect(storage.presignDownload("a/../b", 60)).rejects.toBeInstanceOf(InvalidStorageKey);
    await expect(storage.deletePrefix("..")).rejects.toBeInstanceOf(InvalidStorageKey);
  });

  it("refuses to presign an announced size over the limit", async () => {
    await expect(
      storage.presignUpload(key("big.pdf"), "application/pdf", 60, { contentLength: LIMIT + 1 }),
    ).rejects.toBeInstanceOf(UploadTooLarge);
  });

  it("createStorage picks local without S3 config", async () => {
    const s = await createStorage({ dataDir, publicUrl: "http://x", signingSecret: "s", maxUploadBytes: 1 });
    expect(s.kind).toBe("local");
  });
});

describe("fileRoutes: signed URLs", () => {
  it("PUT via a signed URL, then GET returns the same bytes", async () => {
    const k = key("roundtrip.pdf");
    const bytes = Buffer.from("%PDF-1.4 roundtrip " + "x".repeat(5000));
    const putUrl = await storage.presignUpload(k, "application/pdf", 60);
    expect(putUrl).toMatch(
      /\/api\/files\/org\/o1\/batch\/b1\/uploads\/roundtrip\.pdf\?method=PUT&expires=\d+&signature=[0-9a-f]{64}$/,
    );
    const put = await fetch(putUrl, { method: "PUT", body: bytes, headers: { "content-type": "application/pdf" } });
    expect(put.status).toBe(200);

    const get = await fetch(await storage.presignDownload(k, 60));
    expect(get.status).toBe(200);
    expect(get.headers.get("content-type")).toBe("application/pdf");
    expect(get.headers.get("content-length")).toBe(String(bytes.length));
    expect(get.headers.get("content-disposition")).toBeNull();
    expect(Buffer.from(await get.arrayBuffer()).equals(bytes)).toBe(true);

    const head = await fetch(await storage.presignDownload(k, 60), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.length));
    expect(head.headers.get("content-type")).toBe("application/pdf");
  });

  it("adds Content-Disposition when a download name was signed in, and serves ranges", async () => {
    const k = key("named.pdf");
    await storage.write(k, Buffer.from("0123456789"));
    const url = await storage.presignDownload(k, 60, "Rechnung März.pdf");
    const get = await fetch(url);
    expect(get.headers.get("content-disposition")).toBe(
      `attachment; filename="Rechnung Marz.pdf"; filename*=UTF-8''Rechnung%20M%C3%A4rz.pdf`,
    );
    await get.arrayBuffer();
    const part = await fetch(url, { headers: { range: "bytes=2-5" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 2-5/10");
    expect(await part.text()).toBe("2345");
    const bad = await fetch(url, { headers: { range: "bytes=50-" } });
    expect(bad.status).toBe(416);
    // the name is part of the signature
    const renamed = await fetch(url.replace(/name=[^&]+/, "name=evil.exe"));
    expect(renamed.status).toBe(403);
  });

  it("answers a tampered signature, key or expiry with 403 'not valid'", async () => {
    const k = key("tamper.pdf");
    await storage.write(k, Buffer.from("secret"));
    const url = await storage.presignDownload(k, 60);
    const flipped = url.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === "0" ? "1" : "0"}`);
    const otherKey = url.replace("tamper.pdf", "other.pdf");
    const laterExpiry = url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 1000}`);
    const noSignature = url.replace(/&signature=[0-9a-f]+/, "");
    for (const bad of [flipped, otherKey, laterExpiry, noSignature]) {
      const res = await fetch(bad);
      expect(res.status, bad).toBe(403);
      expect(await res.json()).toEqual({
        statusCode: 403,
        error: "Forbidden",
        message: "This link is not valid.",
        code: "link_refused",
      });
    }
  });

  it("answers an expired link with 403 'has expired'", async () => {
    const k = key("expired.pdf");
    await storage.write(k, Buffer.from("old"));
    const realNow = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(realNow - 3600_000);
    const getUrl = await storage.presignDownload(k, 60);
    const putUrl = await storage.presignUpload(k, "application/pdf", 60);
    vi.restoreAllMocks();
    const get = await fetch(getUrl);
    expect(get.status).toBe(403);
    expect(await get.json()).toEqual({
      statusCode: 403,
      error: "Forbidden",
      message: "This link has expired.",
      code: "link_refused",
    });
    const put = await fetch(putUrl, { method: "PUT", body: "new" });
    expect(put.status).toBe(403);
    expect((await put.json()).message).toBe("This link has expired.");
    expect(await fs.readFile(storage.filePath(k), "utf8")).toBe("old");
  });

  it("does not let a GET URL be used to PUT (or a PUT URL to GET)", async () => {
    const k = key("method.pdf");
    await storage.write(k, Buffer.from("original"));
    const getUrl = await storage.presignDownload(k, 60);
    const put = await fetch(getUrl, { method: "PUT", body: "overwritten" });
    expect(put.status).toBe(403);
    expect((await put.json()).message).toBe("This link is not valid.");
    // changing the method in the query breaks the signature
    const put2 = await fetch(getUrl.replace("method=GET", "method=PUT"), { method: "PUT", body: "overwritten" });
    expect(put2.status).toBe(403);
    expect(await fs.readFile(storage.filePath(k), "utf8")).toBe("original");

    const putUrl = await storage.presignUpload(k, "application/pdf", 60);
    const get = await fetch(putUrl);
    expect(get.status).toBe(403);
  });

  it("rejects encoded path tricks in the URL", async () => {
    const url = await storage.presignDownload(key("x.pdf"), 60);
    const res = await fetch(url.replace("/uploads/x.pdf", "/uploads/%2e%2e/%2e%2e/x.pdf"));
    expect(res.status).toBe(403);
  });

  it("answers 404 with a readable message when the file is missing", async () => {
    const res = await fetch(await storage.presignDownload(key("missing.pdf"), 60));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      statusCode: 404,
      error: "Not Found",
      message: "The file was not found.",
      code: "not_found",
    });
  });

  it("passes any content type through raw (no JSON parsing), without touching other routes", async () => {
    const k = key("data.json");
    const body = '{"not": "parsed", "big": "' + "y".repeat(LIMIT / 2) + '"}';
    const put = await fetch(await storage.presignUpload(k, "application/json", 60), {
      method: "PUT",
      body,
      headers: { "content-type": "application/json" },
    });
    expect(put.status).toBe(200);
    expect(await fs.readFile(storage.filePath(k), "utf8")).toBe(body);
    const noType = await fetch(await storage.presignUpload(key("notype.bin"), "", 60), {
      method: "PUT",
      body: new Uint8Array([1, 2, 3]),
    });
    expect(noType.status).toBe(200);
    expect(await storage.stat(key("notype.bin"))).toEqual({ size: 3 });

    const echo = await app.inject({ method: "POST", url: "/api/echo", payload: { a: 1 } });
    expect(echo.json()).toEqual({ got: { a: 1 } });
  });

  it("enforces a signed content length", async () => {
    const k = key("sized.pdf");
    const url = await storage.presignUpload(k, "application/pdf", 60, { contentLength: 10 });
    const wrong = await fetch(url, { method: "PUT", body: "too long for ten bytes" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toMatch(/announced file size/);
    expect(await storage.stat(k)).toBeNull();
    const right = await fetch(url, { method: "PUT", body: "0123456789" });
    expect(right.status).toBe(200);
    const tampered = await fetch(url.replace("length=10", "length=22"), {
      method: "PUT",
      body: "too long for ten bytes",
    });
    expect(tampered.status).toBe(403);
  });
});

describe("fileRoutes: upload limits", () => {
  it("answers 413 from Content-Length before reading the body", async () => {
    const k = key("too-big.pdf");
    for (const size of [LIMIT + 1, 32 * LIMIT]) {
      const res = await fetch(await storage.presignUpload(k, "application/pdf", 60), {
        method: "PUT",
        body: Buffer.alloc(size, 1),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        statusCode: 413,
        error: "Payload Too Large",
        message: "The file is larger than the upload limit of 1 MB.",
        code: "payload_too_large",
      });
      expect(await storage.stat(k)).toBeNull();
    }
  });

  it("accepts a file of exactly the limit", async () => {
    const k = key("exact.pdf");
    const res = await fetch(await storage.presignUpload(k, "application/pdf", 60), {
      method: "PUT",
      body: Buffer.alloc(LIMIT, 2),
    });
    expect(res.status).toBe(200);
    expect(await storage.stat(k)).toEqual({ size: LIMIT });
  });

  it("aborts a chunked body that grows over the limit with 413, leaves no file, does not hang", async () => {
    const k = key("stream-too-big.pdf");
    const url = await storage.presignUpload(k, "application/pdf", 60);
    const result = await putChunked(url, { chunk: Buffer.alloc(64 * 1024, 3), maxChunks: 1000 });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).message).toBe("The file is larger than the upload limit of 1 MB.");
    // the server stopped reading long before the client's 64 MB were sent
    expect(result.chunksSent).toBeLessThan(200);
    expect(await storage.stat(k)).toBeNull();
    // the temp file is removed (give the server a moment to finish its cleanup)
    await vi.waitFor(async () => expect(await tmpLeftovers(storage)).toEqual([]));
  });

  it("answers 413 to fetch with a streaming body too", async () => {
    const k = key("fetch-stream.pdf");
    const url = await storage.presignUpload(k, "application/pdf", 60);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 16 * LIMIT) return controller.close();
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const res = await fetch(url, { method: "PUT", body, duplex: "half" } as RequestInit & { duplex: "half" });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/upload limit of 1 MB/);
    expect(await storage.stat(k)).toBeNull();
  });

  it("removes the partial file when the client aborts mid-upload", async () => {
    const k = key("aborted.pdf");
    const url = await storage.presignUpload(k, "application/pdf", 60);
    await new Promise<void>((resolve) => {
      const req = http.request(url, { method: "PUT", agent: false });
      req.on("error", () => resolve());
      req.write(Buffer.alloc(100 * 1024));
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 100);
    });
    await vi.waitFor(async () => expect(await tmpLeftovers(storage)).toEqual([]));
    expect(await storage.stat(k)).toBeNull();
  });

  it("streams a 20 MB upload to disk while it arrives (not buffered whole)", async () => {
    const k = key("twenty.pdf");
    const chunk = Buffer.alloc(256 * 1024);
    for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 31) & 0xff;
    const chunks = 80; // 20 MB
    const expectedHash = createHash("sha256");
    for (let i = 0; i < chunks; i++) expectedHash.update(chunk);
    let tmpSizeMidway = 0;
    const rssBefore = process.memoryUsage().rss;
    const result = await putChunked(await bigStorage.presignUpload(k, "application/pdf", 60), {
      chunk,
      maxChunks: chunks,
      pauseAfter: 40,
      onPause: async () => {
        // half the body is sent and the request is still open: it must already be on disk
        await vi.waitFor(async () => {
          const [tmp] = await tmpLeftovers(bigStorage);
          expect(tmp).toBeDefined();
          tmpSizeMidway = (await fs.stat(path.join(bigStorage.root, ".tmp", tmp))).size;
          expect(tmpSizeMidway).toBeGreaterThan(5 * 1024 * 1024);
        });
      },
    });
    const rssGrowth = process.memoryUsage().rss - rssBefore;
    expect(result.status).toBe(200);
    expect(tmpSizeMidway).toBeGreaterThan(5 * 1024 * 1024);
    expect(await bigStorage.stat(k)).toEqual({ size: chunks * chunk.length });
    // loose: the server holds chunks, not the file (client + server share this process)
    expect(rssGrowth).toBeLessThan(64 * 1024 * 1024);

    const hash = createHash("sha256");
    await new Promise<void>((resolve, reject) => {
      bigStorage.presignDownload(k, 60).then((url) =>
        // agent: false — a kept-alive socket after a streamed response delays server.close()
        http
          .get(url, { agent: false }, (res) => {
            expect(res.statusCode).toBe(200);
            res.on("data", (piece: Buffer) => hash.update(piece));
            res.on("end", () => resolve());
            res.on("error", reject);
          })
          .on("error", reject),
      );
    });
    expect(hash.digest("hex")).toBe(expectedHash.digest("hex"));
  });
});
