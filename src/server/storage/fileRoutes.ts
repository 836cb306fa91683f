/**
 * The local store's pre-signed URLs: `PUT /api/files/<key>` (upload) and `GET /api/files/<key>`
 * (download; HEAD too). Only a request with a valid, unexpired signature for its method gets
 * through (see LocalStorage.verifySignedRequest); everything else is 403 with a readable message.
 *
 * Bodies are streamed straight to disk: this plugin replaces the body parsers of its own
 * (encapsulated) context with one catch-all parser that hands the raw request stream through, so
 * neither the JSON parser nor Fastify's bodyLimit sees these bodies. The upload limit is enforced
 * here instead: up front from Content-Length, and while streaming for chunked bodies. Either way
 * the client gets 413 with a readable message, the partial file is removed, and the connection is
 * closed so the rest of an oversize body is not read.
 *
 * Register it without a prefix (paths are absolute) and without fastify-plugin, so the parser
 * change stays inside this plugin:  `app.register(fileRoutes, { storage, maxUploadBytes })`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import { StorageNotFound, UploadSizeMismatch, UploadTooLarge, uploadTooLargeMessage } from "./errors";
import { contentDisposition, contentTypeFor } from "./keys";
import type { LocalStorage } from "./localStorage";
import { codeOfStatus, type ApiErrorCode } from "../../domain/errorCodes";

interface FileRoutesOptions {
  storage: LocalStorage;
  /** Per-file upload limit in bytes; defaults to the storage's maxUploadBytes. */
  maxUploadBytes?: number;
  /**
   * Whether the key still takes an upload (the app: while its upload reservation exists, i.e. until the batch is
   * created). Asked before the body is read and again before it replaces the stored file; no: 403.
   */
  uploadOpen?: (key: string) => Promise<boolean>;
}

/** The upload's batch was created meanwhile (uploadOpen said no at commit). */
class UploadClosed extends Error {}

type FileRequest = FastifyRequest<{ Params: { "*": string }; Querystring: Record<string, unknown> }>;

const MESSAGES = {
  expired: "This link has expired.",
  invalid: "This link is not valid.",
  notFound: "The file was not found.",
  aborted: "The upload was interrupted.",
  closed: "This upload link no longer accepts files: its batch has been created.",
};

/** The API's error body (src/domain/errorCodes.ts); every 403 here is a link that does not (or no longer) let the request through. */
function sendError(reply: FastifyReply, statusCode: number, error: string, message: string, close = false) {
  reply.header("cache-control", "no-store");
  if (close) reply.header("connection", "close");
  const code: ApiErrorCode = statusCode === 403 ? "link_refused" : codeOfStatus(statusCode);
  return reply.code(statusCode).send({ statusCode, error, message, code });
}

/** Parses a single `bytes=` range; null = no (usable) range header, "unsatisfiable" = 416. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | "unsatisfiable" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null; // multiple or malformed ranges: answer with the whole file
  const [, startRaw, endRaw] = match;
  let start: number;
  let end: number;
  if (startRaw === "") {
    if (endRaw === "") return null;
    const suffix = Number(endRaw);
    if (suffix === 0) return "unsatisfiable";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(startRaw);
    end = endRaw === "" ? size - 1 : Math.min(Number(endRaw), size - 1);
    if (endRaw !== "" && Number(endRaw) < start) return null;
  }
  if (start >= size || size === 0) return "unsatisfiable";
  return { start, end };
}

export async function fileRoutes(app: FastifyInstance, options: FileRoutesOptions): Promise<void> {
  const { storage } = options;
  const maxUploadBytes = options.maxUploadBytes ?? storage.maxUploadBytes;

  // Scoped to this plugin: no JSON/text parsing, no bodyLimit; the handler gets the raw stream.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

  app.put("/api/files/*", { config: { access: "public" } }, async (request: FileRequest, reply) => {
    const key = request.params["*"];
    const check = storage.verifySignedRequest(request.method, key, request.query ?? {});
    if (!check.ok) {
      return sendError(reply, 403, "Forbidden", MESSAGES[check.reason], true);
    }
    const { uploadOpen } = options;
    if (uploadOpen && !(await uploadOpen(key))) return sendError(reply, 403, "Forbidden", MESSAGES.closed, true);

    const raw: IncomingMessage = request.raw;
    const lengthHeader = request.headers["content-length"];
    const declared = lengthHeader === undefined ? undefined : Number(lengthHeader);
    if (declared !== undefined && Number.isFinite(declared)) {
      if (declared > maxUploadBytes) {
        return sendError(reply, 413, "Payload Too Large", uploadTooLargeMessage(maxUploadBytes), true);
      }
      if (check.contentLength !== undefined && declared !== check.contentLength) {
        return sendError(reply, 400, "Bad Request", new UploadSizeMismatch(check.contentLength).message, true);
      }
    }

    // Read the request through a PassThrough: when the write fails (limit exceeded), the stream
    // pipeline destroys the PassThrough, not the socket, so the 413 can still be sent.
    const body = new PassThrough();
    const onError = (err: Error) => body.destroy(err);
    const onClose = () => {
      if (!raw.complete) body.destroy(new Error(MESSAGES.aborted));
    };
    raw.on("error", onError);
    raw.on("close", onClose);
    raw.pipe(body);
    try {
      await storage.writeStream(key, body, {
        maxBytes: maxUploadBytes,
        expectedLength: check.contentLength,
        beforeCommit: uploadOpen
          ? async () => {
              if (!(await uploadOpen(key))) throw new UploadClosed(MESSAGES.closed);
            }
          : undefined,
      });
    } catch (err) {
      raw.unpipe(body);
      raw.pause();
      if (err instanceof UploadTooLarge) {
        return sendError(reply, 413, "Payload Too Large", err.message, true);
      }
      if (err instanceof UploadSizeMismatch) {
        return sendError(reply, 400, "Bad Request", err.message, true);
      }
      if (err instanceof UploadClosed) return sendError(reply, 403, "Forbidden", err.message, true);
      if (!raw.complete) {
        // The client went away; nothing can be answered, but do not leave the reply pending.
        return sendError(reply, 400, "Bad Request", MESSAGES.aborted, true);
      }
      throw err;
    } finally {
      raw.off("error", onError);
      raw.off("close", onClose);
    }
    reply.header("cache-control", "no-store");
    return reply.code(200).send();
  });

  const download = async (request: FileRequest, reply: FastifyReply) => {
    const key = request.params["*"];
    const check = storage.verifySignedRequest(request.method, key, request.query ?? {});
    if (!check.ok) return sendError(reply, 403, "Forbidden", MESSAGES[check.reason]);

    const size = (await storage.stat(key))?.size;
    if (size === undefined) return sendError(reply, 404, "Not Found", MESSAGES.notFound);

    const range = parseRange(request.headers.range, size);
    if (range === "unsatisfiable") {
      reply.header("content-range", `bytes */${size}`);
      return sendError(reply, 416, "Range Not Satisfiable", "The requested range is not in the file.");
    }
    const remainingSec = Math.max(0, check.expires - Math.floor(Date.now() / 1000));
    reply
      .header("content-type", contentTypeFor(key))
      .header("x-content-type-options", "nosniff")
      .header("accept-ranges", "bytes")
      .header("cache-control", `private, max-age=${Math.min(remainingSec, 3600)}`);
    if (check.downloadName) reply.header("content-disposition", contentDisposition(check.downloadName));
    if (range) {
      reply
        .code(206)
        .header("content-range", `bytes ${range.start}-${range.end}/${size}`)
        .header("content-length", range.end - range.start + 1);
    } else {
      reply.code(200).header("content-length", size);
    }
    // HEAD: headers only, without opening (and reading through) the file.
    if (request.method === "HEAD") return reply.send();
    try {
      const { stream } = await storage.openRead(key, range ?? undefined);
      return reply.send(stream);
    } catch (err) {
      if (err instanceof StorageNotFound) {
        for (const name of ["content-length", "content-type", "content-disposition", "content-range"])
          reply.removeHeader(name);
        return sendError(reply, 404, "Not Found", MESSAGES.notFound);
      }
      throw err;
    }
  };
  // An explicit HEAD route: Fastify's automatic one would read the whole file and discard it.
  app.get("/api/files/*", { exposeHeadRoute: false, config: { access: "public" } }, download);
  app.head("/api/files/*", { config: { access: "public" } }, download);
}
