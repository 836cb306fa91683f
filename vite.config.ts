/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The client is built into dist/client and served by the API process (src/server/app.ts).
export default defineConfig({
  plugins: [react()],
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
