import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { loadConfig, type Config } from "../server/config";
import { openDb, type Db } from "../server/db/db";
import { buildApp } from "../server/app";
import { storageFor, type Services } from "../server/services";
import { startQueue } from "../server/queue/queue";
import { startWorkers } from "../server/workflow/engine";
import { createSession } from "../server/auth/sessions";
import { signAccessToken } from "../server/auth/tokens";
import type { RoleName } from "../domain/access";

/** The databases every API test runs against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DATABASES: ("pglite" | "postgres")[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  services: Services;
  config: Config;
  close(): Promise<void>;
  /** A new organization with a member holding these roles, signed in with an organization chosen. */
  signedIn(roles: RoleName[], options?: { organizationId?: string; email?: string }): Promise<Caller>;
  createOrganization(name?: string): Promise<string>;
}

export interface Caller {
  userId: string;
  organizationId: string;
  email: string;
  token: string;
  /** app.inject with this caller's access token. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/**
 * A real app over a fresh database (an in-memory PGlite, or a schema of its own in PostgreSQL).
 * `databaseUrl` (PostgreSQL): a database of the test's own, used as a worker process would (default schemas, no
 * schema of its own), so that workers started from `npm run worker` with that DATABASE_URL share it; the test drops it.
 * `pgliteOnDisk`: PGlite in the app's data folder, as the server runs it (files on disk, not in the process's memory).
 */
export async function createTestApp(
  kind: "pglite" | "postgres" = "pglite",
  env: Record<string, string> = {},
  options: { workers?: boolean; databaseUrl?: string; pgliteOnDisk?: boolean } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "docflow-test-"));
  // Tests sign in and create batches far faster than people: rate limits are off unless a test sets them.
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_SECRET: "test-secret",
    PUBLIC_URL: "http://localhost:3000",
    RUN_WORKERS: "false",
    RATE_LIMIT_SIGN_IN: "0",
    RATE_LIMIT_EXPENSIVE: "0",
    ...env,
  });
  const schema = kind === "postgres" && !options.databaseUrl ? `t_${randomBytes(6).toString("hex")}` : undefined;
  const db = await openDb(
    kind === "postgres"
      ? { databaseUrl: options.databaseUrl ?? process.env.TEST_DATABASE_URL!, schema }
      : { dataDir: options.pgliteOnDisk ? path.join(dataDir, "db") : null },
  );
  const queue = await startQueue(db, { schema: schema ? `pgboss_${schema}` : undefined, pollingIntervalSeconds: 0.5 });
  const services: Services = { config, db, queue, storage: await storageFor(config) };
  const app = await buildApp(services);
  await app.ready();
  if (options.workers) await startWorkers(services, { concurrency: config.workerConcurrency });
  let counter = 0;

  const createOrganization = async (name = `Org ${randomBytes(4).toString("hex")}`) =>
    (await db.query<{ id: string }>(`INSERT INTO organizations (name) VALUES ($1) RETURNING id`, [name]))[0].id;

  return {
    app,
    db,
    config,
    services,
    createOrganization,
    async close() {
      await app.close();
      await services.queue.stop();
      if (schema) await dropSchemas(db, schema);
      await db.close();
    },
    async signedIn(roles, options = {}) {
      const organizationId = options.organizationId ?? (await createOrganization());
      const email = options.email ?? `user${++counter}-${randomBytes(3).toString("hex")}@example.com`;
      const [user] = await db.query<{ id: string }>(
        `INSERT INTO users (email, first_name, last_name) VALUES ($1, 'Test', 'User')
         ON CONFLICT (lower(email)) DO UPDATE SET email = excluded.email RETURNING id`,
        [email],
      );
      await db.query(`INSERT INTO memberships (organization_id, user_id, roles) VALUES ($1, $2, $3)`, [
        organizationId,
        user.id,
        roles,
      ]);
      const { sessionId } = await createSession(db, user.id, 3600);
      await db.query(`UPDATE sessions SET organization_id = $2 WHERE id = $1`, [sessionId, organizationId]);
      const token = await signAccessToken(config.secret, { sub: user.id, sid: sessionId }, 3600);
      return {
        userId: user.id,
        organizationId,
        email,
        token,
        request: (opts) =>
          app.inject({ ...opts, headers: { ...(opts.headers ?? {}), authorization: `Bearer ${token}` } }),
      };
    },
  };
}

/**
 * Drops a test's schemas. A query the app started in the background (a sweep, a webhook delivery) may still hold a
 * table's lock while DROP takes them one by one; PostgreSQL then reports a deadlock and rolls the DROP back, so it is
 * tried again a moment later (seen once in CI, after every test of the file had passed).
 */
async function dropSchemas(db: { exec(sql: string): Promise<void> }, schema: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.exec(`DROP SCHEMA "${schema}" CASCADE; DROP SCHEMA IF EXISTS "pgboss_${schema}" CASCADE`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "40P01" || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}
