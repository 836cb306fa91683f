import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError } from "zod";
import type { ApiErrorCode } from "../../domain/errorCodes";
import { AppError, errorBody } from "../errors";

// The errors themselves live in ../errors.ts (no Fastify, no zod: the pipeline's threads load it too); routes keep
// importing them from here.
export { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from "../errors";

/** The first problem of a zod error as one sentence, naming the field when the schema's message does not. */
function zodMessage(err: ZodError): string {
  const issue = err.issues[0];
  const where = issue.path.join(".");
  // zod's own wording ("Invalid input: expected string...") is for programmers; schemas with a person's message keep it.
  if (issue.code === "invalid_type" && issue.message.startsWith("Invalid input"))
    return where ? `${where} is missing or has the wrong type.` : "The request body is missing or not an object.";
  if (issue.code === "unrecognized_keys") return `Unknown field: ${issue.keys.join(", ")}.`;
  return issue.message;
}

/** Fastify's own errors of the request (its body parser, its schema validation) as sentence and code. */
function fastifyMessage(err: FastifyError): { message: string; code?: ApiErrorCode } {
  if (err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err.name === "SyntaxError")
    return { message: "The request body is not valid JSON.", code: "invalid_json" };
  if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE")
    return { message: "The request body is too large.", code: "payload_too_large" };
  if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE")
    return { message: "This content type is not accepted here.", code: "unsupported_media_type" };
  if (err.code === "FST_ERR_VALIDATION") return { message: err.message, code: "validation_failed" };
  return { message: err.message };
}

/**
 * Every error leaves as {statusCode, error, message, code} (errorBody); anything unexpected is a 500 `internal` that is
 * logged, never leaked. A Fastify 4xx without a code of ours gets its status's (codeOfStatus).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError | ZodError, req, reply) => {
    let statusCode = 500;
    let message = "Something went wrong on the server. Please try again.";
    let code: ApiErrorCode | undefined = "internal";
    if (err instanceof AppError) {
      statusCode = err.statusCode;
      message = err.message;
      code = err.code;
    } else if (err instanceof ZodError) {
      statusCode = 400;
      message = zodMessage(err);
      code = "validation_failed";
    } else if (typeof (err as FastifyError).statusCode === "number" && (err as FastifyError).statusCode! < 500) {
      statusCode = (err as FastifyError).statusCode!;
      ({ message, code } = fastifyMessage(err as FastifyError));
    } else {
      req.log.error({ err }, "unexpected error");
    }
    reply.status(statusCode).send(errorBody(statusCode, message, code));
  });
}
