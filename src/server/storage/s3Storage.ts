/**
 * S3 (or any S3-compatible store) through the AWS SDK v3, with real pre-signed URLs.
 *
 * Upload size: a plain pre-signed PUT cannot limit the body size: S3 stores whatever the browser
 * sends (up to 5 GB). Two safeguards:
 *   1. `presignUpload(key, type, ttl, { contentLength })` signs the exact `Content-Length` into
 *      the URL (X-Amz-SignedHeaders includes content-length), so S3 rejects a body of any other
 *      size with 403. The caller checks the announced size against maxUploadBytes before signing
 *      (presignUpload throws UploadTooLarge when it is over).
 *   2. Without an announced size nothing is enforced at upload time: the caller must check
 *      `stat(key).size <= maxUploadBytes` after the upload, before accepting the file, and delete
 *      it otherwise.
 * (A pre-signed POST policy with content-length-range would enforce a range, but needs a form
 * POST instead of the PUT that the local store uses, so it is not used.)
 *
 * Checksums: the client is created with requestChecksumCalculation/responseChecksumValidation
 * "WHEN_REQUIRED". With the SDK default ("WHEN_SUPPORTED") pre-signed PUT URLs carry a CRC32
 * of an empty body that real uploads then fail, and streamed PutObject uses aws-chunked
 * trailers that several S3-compatible stores do not understand. DeleteObjects still sends the
 * checksum S3 requires.
 */
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { createReadStream, createWriteStream, ReadStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { StorageNotFound, UploadTooLarge } from "./errors";
import { assertValidKey, contentDisposition, contentTypeFor } from "./keys";
import type { PresignUploadOptions, S3StorageConfig, Storage } from "./storage";

interface S3StorageOptions extends S3StorageConfig {
  maxUploadBytes: number;
  /** Folder for temporary files (spooled uploads, toLocalFile); default: the OS temp folder. */
  tmpDir?: string;
  /** An existing client (tests, custom middleware); otherwise one is built from the options. */
  client?: S3Client;
  /** Keys per ListObjectsV2 page in deletePrefix (S3 maximum and default: 1000; tests use less). */
  listPageSize?: number;
}

/** SigV4 pre-signed URLs are valid for at most 7 days. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

const statusOf = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
const isNotFound = (err: unknown) => {
  const name = (err as { name?: string } | null)?.name;
  return name === "NoSuchKey" || name === "NotFound" || statusOf(err) === 404;
};

export class S3Storage implements Storage {
  readonly kind = "s3" as const;
  readonly maxUploadBytes: number;
  readonly bucket: string;
  readonly client: S3Client;
  private readonly tmpDir: string;
  private readonly listPageSize: number;

  constructor(options: S3StorageOptions) {
    this.listPageSize = Math.min(1000, Math.max(1, options.listPageSize ?? 1000));
    this.bucket = options.bucket;
    this.maxUploadBytes = options.maxUploadBytes;
    this.tmpDir = options.tmpDir ?? os.tmpdir();
    this.client =
      options.client ??
      new S3Client({
        region: options.region || "us-east-1",
        endpoint: options.endpoint || undefined,
        forcePathStyle: options.forcePathStyle ?? !!options.endpoint,
        // Without explicit keys the SDK's default chain applies (env, profile, instance role…).
        credentials:
          options.accessKeyId && options.secretAccessKey
            ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
            : undefined,
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      });
  }

  private ttl(expiresInSec: number): number {
    return Math.min(MAX_PRESIGN_SECONDS, Math.max(1, Math.floor(expiresInSec)));
  }

  async presignUpload(
    key: string,
    contentType: string,
    expiresInSec: number,
    opts: PresignUploadOptions = {},
  ): Promise<string> {
    assertValidKey(key);
    const { contentLength } = opts;
    if (contentLength !== undefined) {
      if (!Number.isSafeInteger(contentLength) || contentLength < 0) {
        throw new Error("contentLength must be a non-negative integer");
      }
      if (contentLength > this.maxUploadBytes) throw new UploadTooLarge(this.maxUploadBytes);
    }
    // Note: the presigner never signs Content-Type; the object gets the type the browser sends,
    // so the browser should send `Content-Type: <contentType>`.
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ContentType: contentType || undefined,
      ContentLength: contentLength,
    });
    return getSignedUrl(this.client, command, { expiresIn: this.ttl(expiresInSec) });
  }

  async presignDownload(key: string, expiresInSec: number, downloadName?: string): Promise<string> {
    assertValidKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: downloadName ? contentDisposition(downloadName) : undefined,
    });
    return getSignedUrl(this.client, command, { expiresIn: this.ttl(expiresInSec) });
  }

  /**
   * Buffers and whole-file streams go up in one PutObject with a known length. A stream of
   * unknown length is first spooled to a temporary file (PutObject needs the length up front),
   * so memory use stays flat either way. S3 makes an object visible only once its PUT completes.
   */
  async write(key: string, body: NodeJS.ReadableStream | Buffer, contentType?: string): Promise<void> {
    assertValidKey(key);
    const type = contentType || contentTypeFor(key);
    if (Buffer.isBuffer(body)) {
      await this.put(key, body, body.length, type);
      return;
    }
    const wholeFile = wholeFilePath(body);
    if (wholeFile) {
      const { size } = await fs.stat(wholeFile);
      await this.put(key, body as Readable, size, type);
      return;
    }
    const dir = await fs.mkdtemp(path.join(await this.ensureTmpDir(), "docflow-s3-put-"));
    try {
      const spool = path.join(dir, "body");
      await pipeline(body, createWriteStream(spool));
      const { size } = await fs.stat(spool);
      await this.put(key, createReadStream(spool), size, type);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  private async put(key: string, body: Buffer | Readable, length: number, contentType: string) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: length,
        ContentType: contentType,
      }),
    );
  }

  async read(key: string): Promise<NodeJS.ReadableStream> {
    assertValidKey(key);
    try {
      const result = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!result.Body) throw new StorageNotFound(key);
      return result.Body as Readable;
    } catch (err) {
      if (isNotFound(err)) throw new StorageNotFound(key);
      throw err;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    assertValidKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  /** Streams the object into a private temporary folder; cleanup() removes the folder. */
  async toLocalFile(key: string): Promise<{ path: string; cleanup(): Promise<void> }> {
    const stream = await this.read(key);
    const dir = await fs.mkdtemp(path.join(await this.ensureTmpDir(), "docflow-s3-get-"));
    const cleanup = () => fs.rm(dir, { recursive: true, force: true });
    const file = path.join(dir, path.basename(key));
    try {
      await pipeline(stream, createWriteStream(file));
    } catch (err) {
      await cleanup();
      throw err;
    }
    return { path: file, cleanup };
  }

  async copy(from: string, to: string): Promise<void> {
    assertValidKey(from);
    assertValidKey(to);
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: to,
          CopySource: `${this.bucket}/${from.split("/").map(encodeURIComponent).join("/")}`,
        }),
      );
    } catch (err) {
      if ((err as { name?: string }).name === "NoSuchKey") throw new StorageNotFound(from);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    const folder = prefix.replace(/\/+$/, "");
    assertValidKey(folder);
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${folder}/`,
          MaxKeys: this.listPageSize,
          ContinuationToken: continuationToken,
        }),
      );
      const keys = (page.Contents ?? []).map((o) => o.Key).filter((k): k is string => !!k);
      // ListObjectsV2 pages hold at most 1000 keys, the DeleteObjects maximum.
      if (keys.length > 0) {
        const result = await this.client.send(
          new DeleteObjectsCommand({
            Bucket: this.bucket,
            Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        if (result.Errors && result.Errors.length > 0) {
          const first = result.Errors[0];
          throw new Error(
            `Could not delete ${result.Errors.length} object(s) under ${folder}/: ${first.Key}: ${first.Code} ${first.Message ?? ""}`.trim(),
          );
        }
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  private async ensureTmpDir(): Promise<string> {
    await fs.mkdir(this.tmpDir, { recursive: true });
    return this.tmpDir;
  }
}

/** The path of an fs.ReadStream that reads a whole file from the start (so its size is known). */
function wholeFilePath(body: NodeJS.ReadableStream): string | null {
  if (!(body instanceof ReadStream)) return null;
  const stream = body as ReadStream & { start?: number; end?: number };
  if (typeof stream.path !== "string") return null;
  if ((stream.start ?? 0) !== 0 || (stream.end !== undefined && stream.end !== Infinity)) return null;
  if (stream.bytesRead > 0) return null;
  return stream.path;
}
