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

/** One refresh call at a time; every request that got a 401 meanwhile waits for it and is replayed. */
function refreshOnce(): Promise<boolean> {
  refreshing ??= fetch(`${API_URL}/auth/refresh`, { method: "POST", credentials: "include" })
    .then((r) => r.ok)
    .catch(() => false)
    .finally(() => setTimeout(() => (refreshing = null), 0));
  return refreshing;
}

/** The session is gone: forget the persisted state and go to the sign-in page. */
export function endSession() {
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

export interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The message to show when the server gives none. */
  fallbackError?: string;
}

/** fetch for the API: cookies, JSON, the 401 rule of spec 01 section 4, errors as ApiError with the server's message. */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const init: RequestInit = {
    method: options.method ?? "GET",
    credentials: "include",
    headers: { ...(options.body !== undefined ? { "Content-Type": "application/json" } : {}), ...options.headers },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  };
  const fallback = options.fallbackError ?? "An unknown error occurred";
  let res: Response;
  try {
    res = await fetch(`${API_URL}${path}`, init);
    if (res.status === 401 && path !== "/auth/refresh") {
      if (!(await refreshOnce())) {
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
