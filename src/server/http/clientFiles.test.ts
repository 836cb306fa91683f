import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheControlFor, registerCompression, serveClient } from "./clientFiles";

/** How the built client is served: compressed, hashed assets cached for a year, index.html revalidated. */
describe("client files", () => {
  let app: FastifyInstance;
  const script = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `"row ${i}"`).join(",")}];\n`;
  const brotli = brotliCompressSync(script);
  const gzipped = gzipSync(script, { level: 9 });

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "client-files-"));
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(
      path.join(dir, "index.html"),
      `<!doctype html><html><body><div id="root"></div>${"<!-- padding -->".repeat(100)}</body></html>`,
    );
    writeFileSync(path.join(dir, "assets", "index-AbC123.js"), script);
    // As the build writes them (vite.config.ts): the file, and beside it its .br and .gz.
    writeFileSync(path.join(dir, "assets", "built-XyZ789.js"), script);
    writeFileSync(path.join(dir, "assets", "built-XyZ789.js.br"), brotli);
    writeFileSync(path.join(dir, "assets", "built-XyZ789.js.gz"), gzipped);
    app = Fastify();
    await registerCompression(app);
    app.get("/api/data", async () => ({
      items: Array.from({ length: 500 }, (_, i) => ({ id: i, name: `item ${i}` })),
    }));
    await serveClient(app, dir);
    await app.ready();
  });
  afterAll(() => app.close());

  it("caches hashed assets for a year and revalidates everything else", () => {
    expect(cacheControlFor("assets/index-AbC123.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("index.html")).toBe("no-cache");
    expect(cacheControlFor("favicon.svg")).toBe("no-cache");
  });

  it("serves a hashed asset in brotli or gzip, as the browser asks, immutable for a year", async () => {
    const br = await app.inject({
      method: "GET",
      url: "/assets/index-AbC123.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await app.inject({
      method: "GET",
      url: "/assets/index-AbC123.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({
      method: "GET",
      url: "/assets/index-AbC123.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("sends the build's .br or .gz of a file as it is, as the browser asks, and the file itself otherwise", async () => {
    const br = await app.inject({
      method: "GET",
      url: "/assets/built-XyZ789.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.headers["vary"]).toMatch(/accept-encoding/i);
    expect(Buffer.compare(br.rawPayload, brotli)).toBe(0);
    const gz = await app.inject({
      method: "GET",
      url: "/assets/built-XyZ789.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(Buffer.compare(gz.rawPayload, gzipped)).toBe(0);
    const plain = await app.inject({
      method: "GET",
      url: "/assets/built-XyZ789.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("revalidates index.html at / and on client-side routes, and compresses API answers", async () => {
    for (const url of ["/", "/batches/123"]) {
      const res = await app.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(gunzipSync(res.rawPayload).toString(), url).toContain('<div id="root">');
    }
    const api = await app.inject({ method: "GET", url: "/api/data", headers: { "accept-encoding": "br" } });
    expect(api.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(api.rawPayload).toString()).items).toHaveLength(500);
    expect((await app.inject({ method: "GET", url: "/api/missing" })).statusCode).toBe(404);
  });
});
