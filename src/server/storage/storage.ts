/**
 * File storage: one interface, two implementations.
 *
 * - Local disk (default): files live under `{dataDir}/files/<key>`; "pre-signed" URLs are this
 *   server's own `/api/files/<key>?method=…&expires=…&signature=…` URLs (see localStorage.ts and
 *   fileRoutes.ts).
 * - S3 or any S3-compatible store (when `s3.bucket` is configured): real pre-signed URLs through
 *   the AWS SDK (see s3Storage.ts).
 *
 * Keys are always built by the server with `storageKey()`, never taken from a client: every part
 * is checked, so a key can never climb out of its folder or point at an absolute path.
 */
import path from "node:path";
import { LocalStorage } from "./localStorage";

export * from "./errors";
export * from "./keys";

export interface Storage {
  /** "local" or "s3": tells callers which guarantees the pre-signed upload URL gives (see maxUploadBytes). */
  readonly kind: "local" | "s3";
  /**
   * The configured per-file upload limit. The local store enforces it on the PUT itself (413).
   * A plain pre-signed S3 PUT cannot enforce a size unless the exact length is signed in
   * (`presignUpload(..., { contentLength })`), so callers must check `stat(key).size` after an
   * upload to S3 before accepting it.
   */
  readonly maxUploadBytes: number;
  /**
   * URL the browser PUTs the file to; the browser should send `Content-Type: <contentType>` (S3
   * stores the type the PUT carries; the local store serves the type of the key's extension).
   * With `contentLength`, the exact size is bound to the URL: the local store and S3 both refuse
   * a body of another size, and presignUpload throws UploadTooLarge when it is over the limit.
   */
  presignUpload(key: string, contentType: string, expiresInSec: number, opts?: PresignUploadOptions): Promise<string>;
  /** URL to GET the file; with `downloadName` the response carries `Content-Disposition: attachment`. */
  presignDownload(key: string, expiresInSec: number, downloadName?: string): Promise<string>;
  /** Streams the body into the store. A half-written object never becomes visible under `key`. */
  write(key: string, body: NodeJS.ReadableStream | Buffer, contentType?: string): Promise<void>;
  /** Streams the object. Throws `StorageNotFound` when there is no such object. */
  read(key: string): Promise<NodeJS.ReadableStream>;
  /** Size of the object, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /**
   * A path on local disk holding the object, for pipeline steps that need a file path.
   * Local: the stored file itself (do not modify it; cleanup() is a no-op).
   * S3: the object streamed to a temporary file; cleanup() removes it.
   * Throws `StorageNotFound` when there is no such object.
   */
  toLocalFile(key: string): Promise<{ path: string; cleanup(): Promise<void> }>;
  /** Copies an object to another key inside the store (S3: a server-side copy). Throws `StorageNotFound`. */
  copy(from: string, to: string): Promise<void>;
  /** Deletes the object; deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Deletes every object under the folder `prefix` (i.e. keys starting with `prefix + "/"`),
   * e.g. `deletePrefix(storageKey("org", orgId, "batch", batchId))`.
   */
  deletePrefix(prefix: string): Promise<void>;
}

export interface PresignUploadOptions {
  /** The exact size in bytes the client announced; must not exceed maxUploadBytes. */
  contentLength?: number;
}

export interface S3StorageConfig {
  bucket: string;
  /** For S3-compatible stores (MinIO, Ceph, R2, …); omit for AWS. */
  endpoint?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style URLs (`endpoint/bucket/key`); most S3-compatible stores need it. */
  forcePathStyle?: boolean;
}

interface StorageConfig {
  /** Root data folder; local files go to `{dataDir}/files`. */
  dataDir: string;
  /** Public base URL of this server (e.g. `http://localhost:3000`), used for local pre-signed URLs. */
  publicUrl: string;
  /** Secret for the HMAC of local pre-signed URLs. */
  signingSecret: string;
  /** Per-file upload limit in bytes (default in config: 200 MB). */
  maxUploadBytes: number;
  /** When set, S3 (or an S3-compatible store) is used instead of local disk. */
  s3?: S3StorageConfig;
}

/**
 * Chooses the store from configuration: S3 when `s3.bucket` is set, local disk otherwise. The AWS SDK is loaded only
 * for S3 (~15 MB of a process that stores on disk).
 */
export async function createStorage(config: StorageConfig): Promise<Storage> {
  if (config.s3?.bucket) {
    const { S3Storage } = await import("./s3Storage");
    return new S3Storage({
      ...config.s3,
      maxUploadBytes: config.maxUploadBytes,
      tmpDir: path.join(config.dataDir, "tmp"),
    });
  }
  return new LocalStorage({
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    signingSecret: config.signingSecret,
    maxUploadBytes: config.maxUploadBytes,
  });
}
