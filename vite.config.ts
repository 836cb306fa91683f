/// <reference types="vitest/config" />
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";

/**
 * Every built text file of 1 kB or more also as .br (quality 11) and .gz (level 9), written once at build time: the
 * server sends these as they are (src/server/http/clientFiles.ts), smaller than compressing per request and at no CPU.
 */
function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = "";
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true }))
        .map((f) => path.join(outDir, f))
        .filter((f) => /\.(m?js|css|html|svg|json|txt)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < 1024) return;
          const bytes = await readFile(file);
          const [brotli, gzipped] = await Promise.all([
            br(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gz(bytes, { level: 9 }),
          ]);
          if (brotli.length < bytes.length) await writeFile(`${file}.br`, brotli);
          if (gzipped.length < bytes.length) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

// The client is built into dist/client and served by the API process (src/server/app.ts).
export default defineConfig({
  plugins: [react(), precompress()],
  root: ".",
  // The manifest lets a test measure what the sign-in page loads (e2e/serving.spec.ts).
  build: { outDir: "dist/client", emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 1500 },
  server: { proxy: { "/api": "http://localhost:3000" } },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    server: { deps: { inline: [/@refinedev\//, /@mui\//] } },
  },
});
