import { existsSync } from "node:fs";
import path from "node:path";
import { constants as zlib } from "node:zlib";
import type { FastifyInstance } from "fastify";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import { errorBody } from "../errors";

/** Vite puts content-hashed files under /assets/: their name changes whenever their content does. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/** The Cache-Control of a built client file (path relative to the client folder or an URL path). */
export function cacheControlFor(filePath: string): string {
  return /(^|[\\/])assets[\\/]/.test(filePath) ? IMMUTABLE : REVALIDATE;
}

/**
 * Brotli or gzip for every compressible response (JSON, HTML, JavaScript, CSS), as the browser accepts.
 * Brotli at quality 5: most of its gain at a fraction of the default's CPU, since files are compressed per request.
 * The built client's files come compressed from the build instead (serveClient); this is for the rest.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
}

/**
 * The built client: hashed assets cached for a year, index.html revalidated on every visit (so a new
 * release is picked up at once), and index.html for every client-side route. A file with a .br or .gz
 * beside it (the build writes them: vite.config.ts) is sent as that, as the browser accepts.
 */
export async function serveClient(app: FastifyInstance, clientDir: string) {
  const hasClient = existsSync(path.join(clientDir, "index.html"));
  // "/" is the app too (without an index the static plugin refuses a folder with 403).
  if (hasClient)
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      index: "index.html",
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) =>
        void res.header("Cache-Control", cacheControlFor(path.relative(clientDir, filePath))),
    });
  // Client-side routes: any non-API GET that is not a file gets the app.
  app.setNotFoundHandler((req, reply) => {
    if (hasClient && req.method === "GET" && !req.url.startsWith("/api/"))
      return reply.header("Cache-Control", REVALIDATE).type("text/html").sendFile("index.html");
    return reply.status(404).send(errorBody(404, `No route ${req.method} ${req.url.split("?")[0]}.`, "not_found"));
  });
}
