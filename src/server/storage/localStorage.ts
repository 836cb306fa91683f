/**
 * Local-disk storage: files under `{dataDir}/files/<key>`.
 *
 * "Pre-signed" URLs are this server's own URLs, served by fileRoutes.ts:
 *   `{publicUrl}/api/files/<key>?method=PUT|GET&expires=<unix seconds>[&name=…][&length=…]&signature=<hex>`
 * where signature = HMAC-SHA256 over the canonical string
 *   `<method>\n<key>\n<expires>` followed by `\nname=<downloadName>` and/or `\nlength=<bytes>`
 * only when the URL carries them. The HMAC key is derived from the server secret for this one
 * purpose, so the same secret used elsewhere (JWTs, secretBox) gives an unrelated key here.
 * Signatures are compared in constant time.
 *
 * Writes stream into a temporary file under `{dataDir}/files/.tmp/` (no key can name it, as key
 * parts never start with ".") and are renamed into place when complete, so a half-written file
 * never appears under its key.
 */
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { StorageNotFound, UploadTooLarge, UploadSizeMismatch, InvalidStorageKey } from "./errors";
import { assertValidKey } from "./keys";
import type { PresignUploadOptions, Storage } from "./storage";

interface LocalStorageOptions {
  dataDir: string;
  /** Base URL of this server, e.g. `http://localhost:3000` (a trailing slash is ignored). */
  publicUrl: string;
  signingSecret: string;
  maxUploadBytes: number;
}

type SignedMethod = "GET" | "PUT";

type SignedUrlCheck =
  | {
      ok: true;
      method: SignedMethod;
      key: string;
      expires: number;
      /** Download name signed into a GET URL (for Content-Disposition). */
      downloadName?: string;
      /** Exact byte length signed into a PUT URL. */
      contentLength?: number;
    }
  | { ok: false; reason: "expired" | "invalid" };

interface WriteStreamOptions {
  /** Abort with UploadTooLarge (and leave nothing behind) once more bytes than this arrive. */
  maxBytes?: number;
  /** Fail with UploadSizeMismatch unless exactly this many bytes arrive. */
  expectedLength?: number;
  /** Called once the body is complete, before it replaces the object: a throw leaves nothing behind. */
  beforeCommit?: () => Promise<void>;
}

const isNotFound = (err: unknown) => {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
};

export class LocalStorage implements Storage {
  readonly kind = "local" as const;
  readonly maxUploadBytes: number;
  /** `{dataDir}/files`: every key resolves below this folder. */
  readonly root: string;
  private readonly tmpDir: string;
  private readonly publicUrl: string;
  private readonly signingKey: Buffer;

  constructor(options: LocalStorageOptions) {
    if (!options.signingSecret) throw new Error("LocalStorage needs a signing secret");
    this.root = path.resolve(options.dataDir, "files");
    this.tmpDir = path.join(this.root, ".tmp");
    this.publicUrl = options.publicUrl.replace(/\/+$/, "");
    this.maxUploadBytes = options.maxUploadBytes;
    this.signingKey = createHmac("sha256", options.signingSecret).update("docflow/fileUrls/v1").digest();
  }

  /** Absolute path of a key's file; throws InvalidStorageKey for an unsafe key. */
  filePath(key: string): string {
    assertValidKey(key);
    const resolved = path.resolve(this.root, ...key.split("/"));
    if (!resolved.startsWith(this.root + path.sep)) {
      throw new InvalidStorageKey("The storage key points outside the storage folder.");
    }
    return resolved;
  }

  // ---- pre-signed URLs -------------------------------------------------------------------

  async presignUpload(
    key: string,
    _contentType: string,
    expiresInSec: number,
    opts: PresignUploadOptions = {},
  ): Promise<string> {
    // The content type is not bound locally: GET answers with the type of the key's extension.
    const { contentLength } = opts;
    if (contentLength !== undefined) {
      if (!Number.isSafeInteger(contentLength) || contentLength < 0) {
        throw new Error("contentLength must be a non-negative integer");
      }
      if (contentLength > this.maxUploadBytes) throw new UploadTooLarge(this.maxUploadBytes);
    }
    return this.signedUrl("PUT", key, expiresInSec, { contentLength });
  }

  async presignDownload(key: string, expiresInSec: number, downloadName?: string): Promise<string> {
    return this.signedUrl("GET", key, expiresInSec, { downloadName: downloadName || undefined });
  }

  private signedUrl(
    method: SignedMethod,
    key: string,
    expiresInSec: number,
    extra: { downloadName?: string; contentLength?: number },
  ): string {
    assertValidKey(key);
    const expires = Math.floor(Date.now() / 1000) + Math.max(1, Math.floor(expiresInSec));
    const query = new URLSearchParams({ method, expires: String(expires) });
    if (extra.downloadName !== undefined) query.set("name", extra.downloadName);
    if (extra.contentLength !== undefined) query.set("length", String(extra.contentLength));
    query.set("signature", this.sign(method, key, expires, extra.downloadName, extra.contentLength));
    const encodedKey = key.split("/").map(encodeURIComponent).join("/");
    return `${this.publicUrl}/api/files/${encodedKey}?${query.toString()}`;
  }

  private sign(
    method: SignedMethod,
    key: string,
    expires: number,
    downloadName?: string,
    contentLength?: number,
  ): string {
    let canonical = `${method}\n${key}\n${expires}`;
    if (downloadName !== undefined) canonical += `\nname=${downloadName}`;
    if (contentLength !== undefined) canonical += `\nlength=${contentLength}`;
    return createHmac("sha256", this.signingKey).update(canonical, "utf8").digest("hex");
  }

  /**
   * Checks a request to `/api/files/<key>?…` against its signature and expiry.
   * `requestMethod` is the HTTP method used (HEAD counts as GET); a URL signed for GET cannot
   * be used to PUT and vice versa. `expired` is only reported for a genuine, expired URL.
   */
  verifySignedRequest(
    requestMethod: string,
    key: string,
    query: Record<string, unknown>,
    nowMs: number = Date.now(),
  ): SignedUrlCheck {
    const invalid = { ok: false, reason: "invalid" } as const;
    const str = (name: string) => (typeof query[name] === "string" ? (query[name] as string) : undefined);
    const method = str("method");
    const expiresRaw = str("expires");
    const signature = str("signature");
    const downloadName = str("name");
    const lengthRaw = str("length");
    const effectiveMethod = requestMethod.toUpperCase() === "HEAD" ? "GET" : requestMethod.toUpperCase();
    if (method !== "GET" && method !== "PUT") return invalid;
    if (method !== effectiveMethod) return invalid;
    if (!expiresRaw || !/^\d{1,12}$/.test(expiresRaw)) return invalid;
    if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return invalid;
    if (lengthRaw !== undefined && !/^\d{1,15}$/.test(lengthRaw)) return invalid;
    try {
      assertValidKey(key);
    } catch {
      return invalid;
    }
    const expires = Number(expiresRaw);
    const contentLength = lengthRaw === undefined ? undefined : Number(lengthRaw);
    const expected = Buffer.from(this.sign(method, key, expires, downloadName, contentLength), "hex");
    const given = Buffer.from(signature, "hex");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
    if (expires * 1000 <= nowMs) return { ok: false, reason: "expired" };
    return { ok: true, method, key, expires, downloadName, contentLength };
  }

  // ---- objects ---------------------------------------------------------------------------

  async write(key: string, body: NodeJS.ReadableStream | Buffer, _contentType?: string): Promise<void> {
    await this.writeStream(key, body);
  }

  /**
   * Streams `body` into a temporary file, then renames it to the key's path. Never buffers the
   * whole body. On any error (limit exceeded, size mismatch, source error) the temporary file is
   * removed and the key is left as it was. Returns the number of bytes written.
   */
  async writeStream(
    key: string,
    body: NodeJS.ReadableStream | Buffer,
    options: WriteStreamOptions = {},
  ): Promise<number> {
    const dest = this.filePath(key);
    const { maxBytes, expectedLength } = options;
    await fs.mkdir(this.tmpDir, { recursive: true });
    const tmp = path.join(this.tmpDir, `${randomUUID()}.part`);
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        if (maxBytes !== undefined && bytes > maxBytes) {
          callback(new UploadTooLarge(maxBytes));
        } else if (expectedLength !== undefined && bytes > expectedLength) {
          callback(new UploadSizeMismatch(expectedLength));
        } else {
          callback(null, chunk);
        }
      },
    });
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    try {
      await pipeline(source, counter, createWriteStream(tmp, { flags: "wx" }));
      if (expectedLength !== undefined && bytes !== expectedLength) {
        throw new UploadSizeMismatch(expectedLength);
      }
      await options.beforeCommit?.();
      await this.moveIntoPlace(tmp, dest);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
    return bytes;
  }

  private async moveIntoPlace(tmp: string, dest: string): Promise<void> {
    // A concurrent delete may prune the (empty) parent folder between mkdir and rename: retry.
    for (let attempt = 0; ; attempt++) {
      await fs.mkdir(path.dirname(dest), { recursive: true });
      try {
        await fs.rename(tmp, dest);
        return;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "ENOENT" || attempt >= 3) throw err;
      }
    }
  }

  async read(key: string): Promise<NodeJS.ReadableStream> {
    return this.openRead(key).then((opened) => opened.stream);
  }

  /**
   * Opens a key's file for streaming, optionally a byte range (inclusive `end`).
   * Throws StorageNotFound when it does not exist. Used by the GET route (which needs the size).
   */
  async openRead(key: string, range?: { start: number; end: number }): Promise<{ stream: Readable; size: number }> {
    const file = this.filePath(key);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, "r");
    } catch (err) {
      if (isNotFound(err)) throw new StorageNotFound(key);
      throw err;
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) throw new StorageNotFound(key);
      const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      return { stream, size: stats.size };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const stats = await fs.stat(this.filePath(key));
      return stats.isFile() ? { size: stats.size } : null;
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async toLocalFile(key: string): Promise<{ path: string; cleanup(): Promise<void> }> {
    const file = this.filePath(key);
    if (!(await this.stat(key))) throw new StorageNotFound(key);
    return { path: file, cleanup: async () => {} };
  }

  async copy(from: string, to: string): Promise<void> {
    const source = this.filePath(from);
    const target = this.filePath(to);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.copyFile(source, target).catch((err: NodeJS.ErrnoException) => {
      throw err.code === "ENOENT" ? new StorageNotFound(from) : err;
    });
  }

  async delete(key: string): Promise<void> {
    const file = this.filePath(key);
    await fs.rm(file, { force: true });
    await this.pruneEmptyParents(path.dirname(file));
  }

  async deletePrefix(prefix: string): Promise<void> {
    const dir = this.filePath(prefix.replace(/\/+$/, ""));
    // A file written into the folder while it is being removed (a step still running) fails the removal of its
    // folder (ENOTEMPTY) and would leave the rest behind: removal is tried again then.
    await fs.rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 });
    await this.pruneEmptyParents(path.dirname(dir));
  }

  /** Removes now-empty folders from `dir` up to (not including) the root. */
  private async pruneEmptyParents(dir: string): Promise<void> {
    let current = dir;
    while (current.startsWith(this.root + path.sep)) {
      try {
        await fs.rmdir(current);
      } catch {
        return; // not empty, already gone or not removable: stop here
      }
      current = path.dirname(current);
    }
  }
}
