/**
 * The server's errors for people: a sentence a person reads, with a stable code for programs.
 *
 * - PersonFacingError: a failure whose message is the sentence to show as it is. A worker step that ends a batch in
 *   ERROR with a sentence throws one of these (or a subclass: AppError, the parser's ParseError); anything else a step
 *   throws is a bug or an outage and is prefixed with the step ('Parsing failed: ...').
 * - AppError: a PersonFacingError the API answers, with its HTTP status and one of the API's codes
 *   (src/domain/errorCodes.ts, which the client imports). The error handler (http/errors.ts) sends it as
 *   `{statusCode, error, message, code}`.
 *
 * No runtime dependency but the domain's codes: the pipeline's threads load it with the parser.
 */
import { codeOfStatus, type ApiErrorBody, type ApiErrorCode } from "../domain/errorCodes";

/** Codes of the step failures a person reads that are not the API's nor the parser's (ParseErrorCode). */
export type StepFailureCode = "file_missing" | "mfiles_not_configured" | "mfiles_mapping_missing" | "mfiles_failed";

/** A failure whose message is a sentence a person can read, with a stable code. */
export class PersonFacingError<C extends string = string> extends Error {
  constructor(
    message: string,
    public readonly code: C,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** An error the API answers: the HTTP status, a code of src/domain/errorCodes.ts and the sentence. */
export class AppError extends PersonFacingError<ApiErrorCode> {
  constructor(
    public statusCode: number,
    message: string,
    code: ApiErrorCode = codeOfStatus(statusCode),
  ) {
    super(message, code);
  }
}

export const badRequest = (message: string, code: ApiErrorCode = "validation_failed") =>
  new AppError(400, message, code);
export const unauthorized = (
  message = "Your session has expired. Please sign in again.",
  code: ApiErrorCode = "session_expired",
) => new AppError(401, message, code);
export const forbidden = (message = "You do not have permission to do this.", code: ApiErrorCode = "forbidden") =>
  new AppError(403, message, code);
export const notFound = (what: string) => new AppError(404, `${what} was not found.`, "not_found");
/** 409: `conflict` unless a more specific code says why (conflict_version, conflict_state, conflict_exists, conflict_in_use). */
export const conflict = (message: string, code: ApiErrorCode = "conflict") => new AppError(409, message, code);

const STATUS_NAMES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
};

/** The body of every error answer: `{statusCode, error, message, code}`. */
export function errorBody(
  statusCode: number,
  message: string,
  code: ApiErrorCode = codeOfStatus(statusCode),
): ApiErrorBody {
  return { statusCode, error: STATUS_NAMES[statusCode] ?? "Error", message, code };
}
