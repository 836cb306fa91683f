import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError } from "zod";

/** An error a person can read, with the HTTP status the client gets. */
export class AppError extends Error {
  constructor(
    public statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = "Your session has expired. Please sign in again.") => new AppError(401, message);
export const forbidden = (message = "You do not have permission to do this.") => new AppError(403, message);
export const notFound = (what: string) => new AppError(404, `${what} was not found.`);
export const conflict = (message: string) => new AppError(409, message);

const STATUS_NAMES: Record<number, string> = {
  400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 409: "Conflict", 413: "Payload Too Large",
  415: "Unsupported Media Type", 429: "Too Many Requests", 500: "Internal Server Error",
};

/** The first problem of a zod error as one sentence, naming the field when the schema's message does not. */
export function zodMessage(err: ZodError): string {
  const issue = err.issues[0];
  const where = issue.path.join(".");
  // zod's own wording ("Invalid input: expected string...") is for programmers; schemas with a person's message keep it.
  if (issue.code === "invalid_type" && issue.message.startsWith("Invalid input"))
    return where ? `${where} is missing or has the wrong type.` : "The request body is missing or not an object.";
  if (issue.code === "unrecognized_keys") return `Unknown field: ${issue.keys.join(", ")}.`;
  return issue.message;
}

/** Every error leaves as {statusCode, error, message}; anything unexpected is a 500 that is logged, never leaked. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError | ZodError, req, reply) => {
    let statusCode = 500;
    let message = "Something went wrong on the server. Please try again.";
    if (err instanceof AppError) {
      statusCode = err.statusCode;
      message = err.message;
    } else if (err instanceof ZodError) {
      statusCode = 400;
      message = zodMessage(err);
    } else if (typeof (err as FastifyError).statusCode === "number" && (err as FastifyError).statusCode! < 500) {
      statusCode = (err as FastifyError).statusCode!;
      const code = (err as FastifyError).code;
      message =
        code === "FST_ERR_CTP_INVALID_JSON_BODY" || (err as any).name === "SyntaxError"
          ? "The request body is not valid JSON."
          : code === "FST_ERR_CTP_BODY_TOO_LARGE"
            ? "The request body is too large."
            : code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
              ? "This content type is not accepted here."
              : err.message;
    } else {
      req.log.error({ err }, "unexpected error");
    }
    reply.status(statusCode).send({ statusCode, error: STATUS_NAMES[statusCode] ?? "Error", message });
  });
}
