import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { migrate } from "./migrate";
import { pgliteSharedBuffers } from "../config";

/** What every query site needs: parameterised SQL returning rows. The same SQL runs on PGlite and PostgreSQL. */
export interface Queryable {
  query<T = Record<string, any>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  kind: "pglite" | "postgres";
  /** Runs fn in one transaction; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Multi-statement SQL without parameters (migrations, pg-boss schema). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The raw PGlite instance (pg-boss' db adapter) when embedded. */
  pglite?: PGlite;
  connectionString?: string;
}

interface DbOptions {
  /** postgres://... for a server; otherwise PGlite in dataDir (or in memory when dataDir is null). */
  databaseUrl?: string | null;
  dataDir?: string | null;
  /** PostgreSQL only: a schema to work in (tests isolate themselves this way). */
  schema?: string;
}

function pgliteDb(dataDir: string | null | undefined): Db {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  // Postgres's default 128 MB of shared buffers is most of PGlite's memory; see pgliteSharedBuffers.
  const pglite = new PGlite({
    dataDir: dataDir ?? undefined,
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${pgliteSharedBuffers()}`],
  });
  return {
    kind: "pglite",
    pglite,
    async query(sql, params) {
      return (await pglite.query<any>(sql, params as any[])).rows;
    },
    async transaction(fn) {
      return pglite.transaction(async (tx) =>
        fn({ query: async (sql, params) => (await tx.query<any>(sql, params as any[])).rows }),
      );
    },
    async exec(sql) {
      await pglite.exec(sql);
    },
    async close() {
      await pglite.close();
    },
  };
}

function postgresDb(url: string, schema?: string): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  return {
    kind: "postgres",
    connectionString: url,
    async query(sql, params) {
      return (await pool.query(sql, params as any[])).rows;
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn({ query: async (sql, params) => (await client.query(sql, params as any[])).rows });
        await client.query("COMMIT");
        return result;
      } catch (err) {
        await client.query("ROLLBACK").catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}

/** Opens the database and brings its schema up to date. */
export async function openDb(options: DbOptions): Promise<Db> {
  const db = options.databaseUrl ? postgresDb(options.databaseUrl, options.schema) : pgliteDb(options.dataDir);
  if (options.schema && db.kind === "postgres") await db.exec(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
  await migrate(db);
  return db;
}
