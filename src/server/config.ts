import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { webhookConfig, type WebhookConfig } from "./webhooks/webhookConfig";
import { mailConfig, type MailConfig } from "./mail/mailConfig";

/** Configuration of one server process, read once from the environment at start-up. */
export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  production: boolean;
  /** Secret for JWTs, signed URLs and secrets at rest; generated once into DATA_DIR when not set. */
  secret: string;
  adminEmail: string;
  /** The demo identity provider: off, for requests from this computer only (the default outside production), or for everyone. */
  demoAuth: DemoAuth;
  oidc: { google: OidcProviderConfig | null; microsoft: OidcProviderConfig | null };
  accessTokenTtlSec: number;
  refreshTokenTtlSec: number;
  runWorkers: boolean;
  /** Pipeline steps a process's workers (the server's own and `npm run worker`) run at once: WORKER_CONCURRENCY, default 2. */
  workerConcurrency: number;
  /** Fastify's request log (LOG_REQUESTS=true). */
  logRequests: boolean;
  /** Step leases (workflow/stepLease.ts): a worker that stops beating for staleSeconds loses its step to another. */
  stepLease: { staleSeconds: number; heartbeatSeconds: number; sweepSeconds: number; testPauseSeconds: number };
  uploads: { maxFileBytes: number; maxFilesPerBatch: number; maxPagesPerBatch: number };
  /** PARSE_POPPLER: "auto" reads text and renders pages with poppler's tools when installed, "off" always with pdf.js. */
  parsePoppler: "auto" | "off";
  /** Which X-Forwarded-* headers to believe (Fastify's trustProxy): false unless TRUST_PROXY names the proxy. */
  trustProxy: boolean | string[];
  /** Requests per minute: sign-in per client address, expensive routes per user; 0 turns a limit off. */
  rateLimits: { signInPerMinute: number; expensivePerMinute: number };
  s3: {
    bucket: string;
    endpoint?: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  } | null;
  llm: { baseUrl: string; apiKey: string; model: string } | null;
  /** Webhook deliveries: timeout, retry schedule (WEBHOOK_* variables). */
  webhooks: WebhookConfig;
  /** E-mail intake: poll interval, limits per message (MAIL_* variables). */
  mail: MailConfig;
}

export type DemoAuth = "off" | "loopback" | "on";

export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return n;
}

/** TRUST_PROXY: "true" (any sender) or a comma-separated list of proxy addresses or CIDR ranges. */
function trustProxy(env: Env): boolean | string[] {
  const raw = (env.TRUST_PROXY ?? "").trim();
  if (raw === "" || raw === "false") return false;
  if (raw === "true") return true;
  return raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

function provider(env: Env, prefix: string, defaultIssuer: string): OidcProviderConfig | null {
  const clientId = env[`${prefix}_CLIENT_ID`];
  if (!clientId) return null;
  const clientSecret = env[`${prefix}_CLIENT_SECRET`];
  if (!clientSecret) throw new Error(`${prefix}_CLIENT_SECRET is required when ${prefix}_CLIENT_ID is set`);
  return { issuer: env[`${prefix}_ISSUER`] || defaultIssuer, clientId, clientSecret };
}

function parsePoppler(env: Env): "auto" | "off" {
  const raw = (env.PARSE_POPPLER ?? "").trim();
  if (raw === "" || raw === "auto") return "auto";
  if (raw === "off") return "off";
  throw new Error(`PARSE_POPPLER must be "auto" or "off", got "${raw}"`);
}

/** DEMO_AUTH=on opens the demo provider to every client and must be said explicitly; unset means this computer only. */
function demoAuth(env: Env, production: boolean): DemoAuth {
  const raw = env.DEMO_AUTH;
  if (raw === "on" || raw === "off") return raw;
  if (raw) throw new Error(`DEMO_AUTH must be "on" or "off", got "${raw}"`);
  return production ? "off" : "loopback";
}

/**
 * Defaults: beat every 5 s, stale after 30 s, swept every 10 s, so a stopped worker's step is queued again within
 * 40 s (docs/decisions.md). STEP_TEST_PAUSE_SECONDS is for tests only: a worker waits that long inside each Parse step's lease.
 */
function stepLease(env: Env): Config["stepLease"] {
  const staleSeconds = int(env, "STEP_LEASE_STALE_SECONDS", 30);
  const heartbeatSeconds = int(env, "STEP_HEARTBEAT_SECONDS", 5);
  const sweepSeconds = int(env, "STEP_SWEEP_SECONDS", 10);
  if (!(heartbeatSeconds > 0 && sweepSeconds > 0 && heartbeatSeconds * 2 <= staleSeconds))
    throw new Error(
      "STEP_HEARTBEAT_SECONDS and STEP_SWEEP_SECONDS must be above 0, and STEP_LEASE_STALE_SECONDS at least twice the heartbeat",
    );
  return { staleSeconds, heartbeatSeconds, sweepSeconds, testPauseSeconds: int(env, "STEP_TEST_PAUSE_SECONDS", 0) };
}

/** The secret survives restarts so sessions and signed links stay valid. */
function loadSecret(env: Env, dataDir: string): string {
  if (env.APP_SECRET) return env.APP_SECRET;
  const file = path.join(dataDir, "secret.key");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): Config {
  const port = int(env, "PORT", 3000);
  const dataDir = path.resolve(env.DATA_DIR || "./data");
  const production = env.NODE_ENV === "production";
  const google = provider(env, "GOOGLE", "https://accounts.google.com");
  const microsoft = provider(env, "MICROSOFT", "https://login.microsoftonline.com/common/v2.0");
  const demo = demoAuth(env, production);
  return {
    port,
    // While anyone may sign in as anyone (demo provider), the server is not reachable from the network unless HOST says so.
    host: env.HOST || (demo === "off" ? "0.0.0.0" : "127.0.0.1"),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ""),
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    production,
    secret: loadSecret(env, dataDir),
    adminEmail: (env.ADMIN_EMAIL || "admin@example.com").toLowerCase(),
    demoAuth: demo,
    oidc: { google, microsoft },
    accessTokenTtlSec: int(env, "ACCESS_TOKEN_TTL", 15 * 60),
    refreshTokenTtlSec: int(env, "REFRESH_TOKEN_TTL", 14 * 24 * 3600),
    runWorkers: env.RUN_WORKERS !== "false",
    workerConcurrency: Math.max(1, Math.floor(int(env, "WORKER_CONCURRENCY", 2))),
    logRequests: env.LOG_REQUESTS === "true",
    stepLease: stepLease(env),
    uploads: {
      maxFileBytes: int(env, "MAX_UPLOAD_MB", 200) * 1024 * 1024,
      maxFilesPerBatch: int(env, "MAX_FILES_PER_BATCH", 1000),
      maxPagesPerBatch: int(env, "MAX_PAGES_PER_BATCH", 5000),
    },
    parsePoppler: parsePoppler(env),
    trustProxy: trustProxy(env),
    rateLimits: {
      signInPerMinute: int(env, "RATE_LIMIT_SIGN_IN", 30),
      expensivePerMinute: int(env, "RATE_LIMIT_EXPENSIVE", 60),
    },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT || undefined,
          region: env.S3_REGION || "us-east-1",
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === "true" || !!env.S3_ENDPOINT,
        }
      : null,
    llm: env.LLM_BASE_URL
      ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY || "", model: env.LLM_MODEL || "gpt-4o-mini" }
      : null,
    webhooks: webhookConfig(env),
    mail: mailConfig(env, int(env, "MAX_FILES_PER_BATCH", 1000), int(env, "MAX_UPLOAD_MB", 200) * 1024 * 1024),
  };
}

/*
 * The pipeline's thread settings are read apart from loadConfig: the pool is one per process, made at its first task,
 * and the threads' own module cannot call loadConfig (it may write the secret file), so both read the environment here.
 */

/** PIPELINE_THREADS when it is a positive integer, else null (the pool then takes one fewer than the cores). */
export function pipelineThreadsSetting(env: Env = process.env): number | null {
  const n = Number(env.PIPELINE_THREADS);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * PIPELINE_IDLE_MS: how long a pipeline thread waits for its next task before it stops (default 5000). A batch's steps
 * follow each other within a second or two, so a batch keeps its thread; after the batch the thread's heap, pdf.js,
 * sharp and the rest go back to the system, and the next batch starts a thread again (~0.6 s).
 */
export function pipelineIdleMs(env: Env = process.env): number {
  const n = Number(env.PIPELINE_IDLE_MS);
  return env.PIPELINE_IDLE_MS !== undefined && env.PIPELINE_IDLE_MS !== "" && Number.isFinite(n) && n >= 0 ? n : 5000;
}

/** PIPELINE_NICE: how much lower the pipeline threads' scheduling priority is than the API's (default 10; 0 = the same). */
export function pipelineNice(env: Env = process.env): number {
  return Number(env.PIPELINE_NICE ?? 10);
}

/**
 * PGLITE_SHARED_BUFFERS: the embedded database's shared buffers (Postgres's shared_buffers, e.g. "16MB"; default 16MB,
 * Postgres's own default is 128MB). PGlite's tables live in the process's memory or the page cache anyway, so a miss
 * costs a copy, not a disk read; the smaller pool takes ~130 MB off the server's RSS (docs/decisions.md).
 */
export function pgliteSharedBuffers(env: Env = process.env): string {
  const raw = (env.PGLITE_SHARED_BUFFERS ?? "").trim();
  if (raw === "") return "16MB";
  if (!/^\d+(kB|MB|GB)$/.test(raw)) throw new Error(`PGLITE_SHARED_BUFFERS must be a size such as 16MB, got "${raw}"`);
  return raw;
}
