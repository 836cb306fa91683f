/**
 * The entry of the pipeline's worker threads (see pool.ts). Plain JavaScript so that Node loads it as it is, under
 * tsx (npm run serve, the benches), under Vitest and under plain node alike; it loads the TypeScript task module
 * through tsx's loader, scoped to that import, and hands its functions to piscina by name.
 */
import { tsImport } from "tsx/esm/api";

const tasks = await tsImport("./tasks.ts", import.meta.url);

export const parse = tasks.parse;
export const splitDocuments = tasks.splitDocuments;
export const extract = tasks.extract;
export const writeArchive = tasks.writeArchive;
export const ping = tasks.ping;
