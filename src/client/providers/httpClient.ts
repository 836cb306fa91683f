import type { HttpError } from "@refinedev/core";
import { persisted } from "./persistedState";
import { isApiErrorCode, type ApiErrorCode } from "../../domain/errorCodes";

export const API_URL = "/api";

/**
 * An error from the API carrying the server's readable message, and its stable code (src/domain/errorCodes.ts) for
 * code to branch on; the code is undefined when the answer had none (no answer, or not the API's).
 */
export class ApiError extends Error implements HttpError {
  constructor(
    public statusCode: number,
    message: string,
    public code?: ApiErrorCode,
  ) {
    super(message);
  }
}

let refreshing: Promise<boolean> | null = null;
/** Counts the refreshes that succeeded: a request sent before the latest one only needs replaying. */
let refreshed = 0;

/** One refresh call at a time; every request that got a 401 meanwhile waits for it and is replayed. */
function refreshOnce(): Promise<boolean> {
  refreshing ??= fetch(`${API_URL}/auth/refresh`, { method: "POST", credentials: "include" })
    .then((r) => {
      if (r.ok) refreshed++;
      return r.ok;
    })
    .catch(() => false)
    .finally(() => setTimeout(() => (refreshing = null), 0));
  return refreshing;
}

/** The session is gone: forget the persisted state and go to the sign-in page. */
function endSession() {
  persisted.clear();
  if (window.location.pathname !== "/login") window.location.assign("/login");
}

async function errorOf(res: Response, fallback: string): Promise<ApiError> {
  let message = fallback;
  let code: ApiErrorCode | undefined;
  try {
    const body = await res.json();
    if (typeof body?.message === "string" && body.message) message = body.message;
    if (isApiErrorCode(body?.code)) code = body.code;
  } catch {
    /* not JSON: keep the fallback */
  }
  return new ApiError(res.status, message, code);
}

interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The message to show when the server gives none. */
  fallbackError?: string;
}

const DEFAULT_ERROR = "An unknown error occurred";

interface EarlyAnswer {
  /** When it was asked for, and when it came (Date.now()). */
  at: number;
  arrived?: number;
  answer: Promise<unknown>;
  sharedForMs: number;
}
/** Answers asked for before the code that reads them had loaded (preload.ts), by path. */
const early = new Map<string, EarlyAnswer>();
/** An early answer nobody took within this time is not used: it is asked for again. */
const EARLY_FOR_MS = 20_000;
/** Marks an early answer's error that had no message of the server's: its reader puts its own fallback in. */
const NO_MESSAGE = "\u0000";

/**
 * Asks for GET `path` now, for a reader that is still loading: the next api() GET of the same path within 20 s gets
 * this answer (or its error) instead of asking again; with `sharedForMs`, so do the readers that ask while it is on
 * its way or within that long after it came. Any call that changes something (not a GET) drops the answers not yet
 * taken. Nothing is done with an answer nobody reads.
 */
export function askEarly(path: string, { sharedForMs = 0 } = {}) {
  if (early.has(path)) return;
  const entry: EarlyAnswer = { at: Date.now(), answer: request(path, { fallbackError: NO_MESSAGE }), sharedForMs };
  entry.answer.then(
    () => (entry.arrived = Date.now()),
    () => (entry.arrived = Date.now()),
  );
  early.set(path, entry);
}

function takeEarly<T>(path: string, options: RequestOptions): Promise<T> | null {
  const hit = early.get(path);
  if (!hit || (options.method ?? "GET") !== "GET" || options.body !== undefined || options.headers) return null;
  const now = Date.now();
  const shared = hit.sharedForMs > 0 && (hit.arrived === undefined || now - hit.arrived <= hit.sharedForMs);
  if (!shared) early.delete(path);
  if (now - hit.at > EARLY_FOR_MS) return null;
  return hit.answer.catch((err) => {
    throw err instanceof ApiError && err.message === NO_MESSAGE
      ? new ApiError(err.statusCode, options.fallbackError ?? DEFAULT_ERROR)
      : err;
  }) as Promise<T>;
}

/** fetch for the API: cookies, JSON, the 401 rule of spec 01 section 4, errors as ApiError with the server's message. */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  // A change (another organization chosen, a sign-out, any write) may make an answer asked for early stale.
  if ((options.method ?? "GET") !== "GET") early.clear();
  return takeEarly<T>(path, options) ?? request<T>(path, options);
}

async function request<T>(path: string, options: RequestOptions): Promise<T> {
  const init: RequestInit = {
    method: options.method ?? "GET",
    credentials: "include",
    headers: { ...(options.body !== undefined ? { "Content-Type": "application/json" } : {}), ...options.headers },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  };
  const fallback = options.fallbackError ?? DEFAULT_ERROR;
  let res: Response;
  try {
    const sentAfter = refreshed;
    res = await fetch(`${API_URL}${path}`, init);
    if (res.status === 401 && path !== "/auth/refresh") {
      // Sent with the old token while a refresh was under way and answered after it: replayed, not refreshed again.
      if (sentAfter === refreshed && !(await refreshOnce())) {
        endSession();
        throw await errorOf(res, "Your session has expired. Please sign in again.");
      }
      res = await fetch(`${API_URL}${path}`, init);
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError(0, fallback);
  }
  if (res.status === 401 && path === "/auth/refresh") endSession();
  if (!res.ok) throw await errorOf(res, fallback);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
