import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { z } from "zod";
import type { RouteAccess } from "./access";
import { API_DOCS, type RouteDoc } from "./apiDocs";
import { API_ERROR_CODES } from "../../domain/errorCodes";

/** Where the interactive reference lives; its routes (page and assets) are public, like the document. */
const API_REFERENCE_PREFIX = "/api/docs";

declare module "fastify" {
  interface FastifyContextConfig {
    /** What the OpenAPI document says of the route; routes without it are described in apiDocs.ts. */
    docs?: RouteDoc;
  }
}

/** A route's description: its own `config.docs`, else its entry in apiDocs.ts. */
const docOf = (method: string, url: string, config: { docs?: RouteDoc } | undefined): RouteDoc | undefined =>
  config?.docs ?? API_DOCS[`${method} ${url}`];

/**
 * Every error answer's body (errorBody of src/server/errors.ts). `code` is on every answer too; `required` lists the
 * three fields of before, so that clients generated from an earlier document keep reading this one.
 */
const errorSchema = {
  type: "object",
  required: ["statusCode", "error", "message"],
  properties: {
    statusCode: { type: "integer" },
    error: { type: "string", examples: ["Bad Request"] },
    message: { type: "string", description: "A sentence a person can read; its wording may change." },
    code: {
      type: "string",
      enum: Object.keys(API_ERROR_CODES),
      description:
        "What went wrong, for programs: stable, unlike the message (src/domain/errorCodes.ts; e.g. `conflict_version`: the If-Match version is not the record's any more).",
    },
  },
};

/** A zod schema as JSON Schema 2020-12 (what OpenAPI 3.1 speaks), as the request must be written (its input side). */
export function requestSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" }) as Record<
    string,
    unknown
  >;
  delete json.$schema;
  return json;
}

const accessText = (access: RouteAccess) =>
  access === "public"
    ? "Access: public."
    : access === "signedIn"
      ? "Access: a person signed in (session cookie or access token); API keys are refused."
      : `Access: casbin entity \`${access.entity}\`, action \`${access.action}\` (a session or an API key whose roles allow it, in its organization).`;

/** The error answers a route can give, from what it takes and who may call it. */
function errorAnswers(
  method: string,
  url: string,
  access: RouteAccess,
  doc: RouteDoc | undefined,
): Record<string, unknown> {
  const answers: Record<string, string> = {};
  if (doc?.body || doc?.query || ["POST", "PATCH", "PUT"].includes(method))
    answers[400] = "The request is not valid; the message says what to fix.";
  if (access !== "public")
    answers[401] = "Not signed in, the session has ended, or the API key is not valid, revoked or expired.";
  if (access !== "public" || !["GET", "HEAD"].includes(method))
    answers[403] =
      typeof access === "object"
        ? "The roles do not allow this, no organization is chosen, or a state-changing call came from a foreign origin."
        : access === "signedIn"
          ? "API keys cannot use this route, or the call came from a foreign origin."
          : "The call came from a foreign origin.";
  if (/[:*]/.test(url)) answers[404] = "The record (or file) was not found in the caller's organization.";
  for (const [code, text] of Object.entries(doc?.errors ?? {})) answers[code] = text;
  return Object.fromEntries(
    Object.entries(answers).map(([code, description]) => [code, { description, ...errorSchema }]),
  );
}

const tagOf = (url: string) =>
  url
    .replace(/^\/api\//, "")
    .split("/")[0]
    .replace(/^:.*/, "") || "api";

/**
 * One OpenAPI 3.1 document of every /api route (@fastify/swagger collects the routes), built from the zod schemas the
 * handlers parse with (apiDocs.ts names them per route) and each route's declared access, which also appears as the
 * `x-access` extension. Served at /api/openapi.json; Swagger UI at /api/docs with its assets from this server.
 * Must be registered before the routes.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Document back office API",
        version: "1",
        description:
          "Every route of the app's API. Call it with `Authorization: Bearer <API key>` (admins create keys on the Users screen; a key has roles and works in its organization) or with the session of a person signed in to the app. Errors are `{statusCode, error, message, code}`: a sentence a person can read, and a stable code for programs to branch on (validation_failed, not_signed_in, session_expired, forbidden, not_found, conflict_version, rate_limited, ...).",
      },
      components: {
        securitySchemes: {
          apiKey: {
            type: "http",
            scheme: "bearer",
            description: "An API key (`dpk_...`), or a session's access token.",
          },
          session: { type: "apiKey", in: "cookie", name: "access_token", description: "The app's session cookie." },
        },
      },
    },
    transform: ({ schema, url, route }) => {
      if (
        !url.startsWith("/api/") ||
        url.startsWith(API_REFERENCE_PREFIX) ||
        (schema as { hide?: boolean } | undefined)?.hide
      )
        return { schema: { ...schema, hide: true }, url };
      const method = [route.method].flat()[0];
      const access = route.config?.access as RouteAccess;
      const doc = docOf(method, url, route.config);
      const built: Record<string, unknown> = {
        summary: doc?.summary ?? `${method} ${url}`,
        description: [doc?.description, accessText(access)].filter(Boolean).join("\n\n"),
        tags: [tagOf(url)],
        "x-access": access,
        security: access === "public" ? [] : [{ apiKey: [] }, { session: [] }],
        response: { 200: { description: doc?.answer ?? "Success." }, ...errorAnswers(method, url, access, doc) },
      };
      if (doc?.query) built.querystring = requestSchema(doc.query);
      if (doc?.body) built.body = requestSchema(doc.body);
      else if (doc?.bodyDescription) built.body = { type: "object", description: doc.bodyDescription };
      return { schema: built, url };
    },
  });

  app.get("/api/openapi.json", { config: { access: "public" } }, async () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: API_REFERENCE_PREFIX,
    uiConfig: { docExpansion: "list", deepLinking: true },
    theme: { title: "Document back office API" },
  });
}
