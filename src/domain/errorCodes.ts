/**
 * The stable codes of the API's error answers, declared once for the server (which answers them) and the client
 * (which branches on them). An error answer is `{statusCode, error, message, code}`: `message` is a sentence for a
 * person and may be reworded; `code` is for programs and does not change. Each code is listed with the status it
 * comes with (`bad_request` also with the rarer 4xx that Fastify itself answers, e.g. 405).
 */
export const API_ERROR_CODES = {
  /** The body, a query parameter, an id or a header is not valid; the message names the problem. */
  validation_failed: 400,
  /** The body is not valid JSON. */
  invalid_json: 400,
  /** Another 4xx the request itself caused (Fastify's own, e.g. a method it does not take). */
  bad_request: 400,
  /** No session and no API key. */
  not_signed_in: 401,
  /** The session expired or was ended: sign in again. */
  session_expired: 401,
  /** The API key is unknown, revoked or expired. */
  api_key_invalid: 401,
  /** The roles (or the kind of caller) do not allow this. */
  forbidden: 403,
  /** A signed-in person without an organization chosen yet. */
  organization_required: 403,
  /** A request from another origin than the app's (cross-site). */
  foreign_origin: 403,
  /** A pre-signed file link that is not valid, has expired, or no longer takes an upload. */
  link_refused: 403,
  /** The record (or route, or file) does not exist in this organization. */
  not_found: 404,
  /** The change is refused by a rule of the data (e.g. the last admin); the message says which. */
  conflict: 409,
  /** Someone else changed the record meanwhile (If-Match with an older version): reload it. */
  conflict_version: 409,
  /** The batch is not at the step this change is for (it moved on, or is being processed): reload it. */
  conflict_state: 409,
  /** A record with this name (or email) already exists. */
  conflict_exists: 409,
  /** The record is used by others, so it cannot be deleted or changed so. */
  conflict_in_use: 409,
  /** The body or the upload is larger than accepted. */
  payload_too_large: 413,
  /** The content type is not accepted here. */
  unsupported_media_type: 415,
  /** A byte range outside the file. */
  range_not_satisfiable: 416,
  /** Too many requests: wait as long as the message (and Retry-After) says. */
  rate_limited: 429,
  /** A bug or an outage on the server; the message says nothing more. */
  internal: 500,
} as const satisfies Record<string, number>;

export type ApiErrorCode = keyof typeof API_ERROR_CODES;

/** Every error the API answers has this body. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code: ApiErrorCode;
}

export const isApiErrorCode = (value: unknown): value is ApiErrorCode =>
  typeof value === "string" && Object.hasOwn(API_ERROR_CODES, value);

/** The code of an error of this status when nothing more specific is known. */
export function codeOfStatus(statusCode: number): ApiErrorCode {
  switch (statusCode) {
    case 400:
      return "validation_failed";
    case 401:
      return "session_expired";
    case 403:
      return "forbidden";
    case 404:
      return "not_found";
    case 409:
      return "conflict";
    case 413:
      return "payload_too_large";
    case 415:
      return "unsupported_media_type";
    case 416:
      return "range_not_satisfiable";
    case 429:
      return "rate_limited";
    default:
      return statusCode < 500 ? "bad_request" : "internal";
  }
}

/** 409s after which the batch on the screen is not the batch on the server: the conflict dialog offers a reload. */
export const BATCH_CHANGED_CODES: readonly ApiErrorCode[] = ["conflict_version", "conflict_state"];
