import type { z } from "zod";
import { userCreateSchema, userEditSchema } from "../../domain/schemas/user";
import { mfilesClassesRequestSchema, mfilesLoginSchema } from "../../domain/schemas/job";
import { apiKeyCreateSchema } from "../../domain/schemas/apiKey";
import { listQuery } from "../batches/batchRoutes";
import { classificationBody } from "../batches/commands/validateClassification";
import { splitBody } from "../batches/commands/validateSplit";
import { validateBody } from "../batches/commands/extractionEdits";
import { checkBody } from "../batches/extractionRoutes";
import { organizationChoice } from "../auth/authRoutes";

/** What the OpenAPI document says of one route besides its access, which the route itself declares. */
export interface RouteDoc {
  summary: string;
  description?: string;
  /** The zod schema the handler parses the body with (the input side is documented). */
  body?: z.ZodType;
  /** For bodies checked by code rather than one schema (or a schema built per request). */
  bodyDescription?: string;
  query?: z.ZodType;
  /** The 200 answer, in words. */
  answer: string;
  /** Error answers beyond those every route of its kind has (400, 401, 403, 404), in words. */
  errors?: Record<number, string>;
}

const ONE_CALL_PER_USER = {
  429: "Too many such calls from this user in the last minute; Retry-After says when to try again.",
};
const SIGN_IN_LIMIT = { 429: "Too many sign-in attempts from this address in the last minute." };

/**
 * Every /api route by "METHOD /api/path" that does not carry its own `config.docs` (the master data's CRUD routes do,
 * from masterData/crudRoutes.ts); the OpenAPI test fails for a route described in neither.
 */
export const API_DOCS: Record<string, RouteDoc> = {
  "GET /api/health": { summary: "Health check", answer: "`{ok: true}` while the server answers." },
  "GET /api/openapi.json": { summary: "This OpenAPI document", answer: "The OpenAPI 3.1 document of the API." },

  // Sign-in and the person's session
  "GET /api/auth/google": {
    summary: "Sign in with Google",
    answer: "A redirect to the provider (or to the demo sign-in page).",
    errors: SIGN_IN_LIMIT,
  },
  "GET /api/auth/google/callback": {
    summary: "Google's answer to a sign-in",
    answer: "A redirect into the app with the session cookies set.",
    errors: SIGN_IN_LIMIT,
  },
  "GET /api/auth/microsoft": {
    summary: "Sign in with Microsoft",
    answer: "A redirect to the provider (or to the demo sign-in page).",
    errors: SIGN_IN_LIMIT,
  },
  "GET /api/auth/microsoft/callback": {
    summary: "Microsoft's answer to a sign-in",
    answer: "A redirect into the app with the session cookies set.",
    errors: SIGN_IN_LIMIT,
  },
  "GET /api/auth/demo": {
    summary: "Demo sign-in page",
    answer: "The demo identity provider's page (HTML), on this computer only unless DEMO_AUTH=on.",
    errors: SIGN_IN_LIMIT,
  },
  "POST /api/auth/demo": {
    summary: "Demo sign-in",
    bodyDescription: "Form or JSON: `email`, `redirectUrl`.",
    answer: "A redirect into the app with the session cookies set.",
    errors: SIGN_IN_LIMIT,
  },
  "GET /api/auth/config": {
    summary: "Sign-in options",
    answer: "`{demo, providers: {google, microsoft}}`: which sign-in buttons work.",
  },
  "GET /api/auth/loggedInUser": {
    summary: "The person signed in",
    answer: "The user as their current organization knows them.",
  },
  "GET /api/auth/organizations": {
    summary: "The person's organizations",
    answer: "`[{_id, name}]` of the active memberships.",
  },
  "DELETE /api/auth/organizations/:id": {
    summary: "Leave an organization",
    answer: "`{success: true}`.",
    errors: { 409: "The last active admin cannot leave." },
  },
  "POST /api/auth/select-organization": {
    summary: "Choose the organization to work in",
    body: organizationChoice,
    answer: "`{success: true, organization}`.",
  },
  "POST /api/auth/change-organization": {
    summary: "Switch to another organization",
    body: organizationChoice,
    answer: "`{success: true, organization}`.",
  },
  "POST /api/auth/refresh": {
    summary: "Renew the session",
    answer: "`{success: true}` with new session cookies (the refresh cookie is single-use).",
  },
  "POST /api/auth/logout": {
    summary: "Sign out",
    answer: "`{success: true}`; the session ends and its cookies are cleared.",
  },

  // Users and API keys
  "GET /api/user": {
    summary: "List users",
    answer:
      "The organization's users: `[{_id, firstName, lastName, email, isActive, roles, organization, createdAt, updatedAt}]`.",
  },
  "GET /api/user/:id": { summary: "Read a user", answer: "The user." },
  "POST /api/user": {
    summary: "Add a user",
    body: userCreateSchema,
    answer: "The user.",
    errors: { 409: "A user with that e-mail is already in the organization." },
  },
  "PATCH /api/user/:id": {
    summary: "Edit a user",
    body: userEditSchema,
    answer: "The user.",
    errors: { 409: "The edit would leave the organization without an active admin." },
  },
  "DELETE /api/user/:id": {
    summary: "Remove a user from the organization",
    answer: "`{success: true}`.",
    errors: { 409: "An admin cannot remove themselves." },
  },
  "GET /api/api-keys": {
    summary: "List API keys",
    answer:
      "`[{_id, name, roles, prefix, createdBy, createdAt, expiresAt, lastUsedAt, revokedAt}]`, newest first; never the secret.",
  },
  "POST /api/api-keys": {
    summary: "Create an API key",
    body: apiKeyCreateSchema,
    answer: "The key with `secret`: the only time the secret is shown (only its SHA-256 is stored).",
  },
  "DELETE /api/api-keys/:id": {
    summary: "Revoke an API key",
    answer: "The key with `revokedAt`; calls with it get 401 from now on.",
  },

  // Master data
  "GET /api/parser-options": {
    summary: "Document parsers",
    answer: "The catalogue of document parsers a job can use.",
  },
  "GET /api/split-options": {
    summary: "Split options",
    answer: "The catalogue of split options with their config keys.",
  },
  "GET /api/export-options": {
    summary: "Export options",
    answer: "The catalogue of exports (DE-01 M-Files, DE-03 archive).",
  },
  "POST /api/batch-Export/m-files/login": {
    summary: "Log in to an M-Files server",
    body: mfilesLoginSchema,
    answer: "`{token}`.",
    errors: ONE_CALL_PER_USER,
  },
  "POST /api/batch-Export/m-files/documentClasses": {
    summary: "An M-Files server's classes",
    body: mfilesClassesRequestSchema,
    answer: "`[{id, name, namePropertyDef, associatedPropertyDefs}]`.",
    errors: ONE_CALL_PER_USER,
  },

  // Batches
  "POST /api/batch/getPreSignedUrlForUpload": {
    summary: "Reserve a batch and get upload URLs",
    bodyDescription: "`{files: [file name], sizes?: [bytes]}`; PUT each file to its URL, then POST /batch.",
    answer: "`{batchId, filesInfo: [{url, fileName, filePath}]}`.",
    errors: ONE_CALL_PER_USER,
  },
  "POST /api/batch": {
    summary: "Create a batch from uploaded files",
    bodyDescription: "`{_id: batchId, job: jobId, files: [{fileName, filePath}]}` from the reservation.",
    answer: "The batch; parsing starts.",
    errors: ONE_CALL_PER_USER,
  },
  "GET /api/batch": {
    summary: "List batches (paged)",
    query: listQuery,
    answer: "`{batches: [batch summary], totalData}`: one page of the organization's batches.",
  },
  "GET /api/batch/jobs": { summary: "Jobs a batch can be created under", answer: "`[{_id, name, ...}]`." },
  "GET /api/batch/:id": {
    summary: "Read a batch",
    answer:
      "The batch with its workflow, pages, documents and extraction; `mergedDocument.url` is a download URL of the merged PDF, valid for 15 minutes.",
  },
  "GET /api/batch/:id/master-keys": {
    summary: "Master keys of a batch's job",
    answer: "The master key records OCR triggers may be attached to.",
  },
  "DELETE /api/batch/:id": { summary: "Delete a batch and its files", answer: "`{success: true}`." },
  "POST /api/batch/getPreSignedUrlForDownload/:id": {
    summary: "A download URL for a file of the batch",
    bodyDescription: "`{fileUrl}`: a file key of this batch.",
    answer: "`{url}`, valid for 15 minutes.",
  },
  "PATCH /api/batch/classificationvalidate/:id": {
    summary: "Validate the classification",
    body: classificationBody,
    answer: "The batch.",
    errors: { 409: "The batch is not waiting for classification, or it changed since it was read." },
  },
  "PATCH /api/batch/splitvalidate/:id": {
    summary: "Validate the split",
    body: splitBody,
    answer: "The batch.",
    errors: { 409: "The batch is not waiting for the split, or it changed since it was read." },
  },
  "PATCH /api/batch/reprocess/:id": {
    summary: "Re-process a batch from a step",
    bodyDescription: "`{nextWorkflowAction}`: the step to run again.",
    answer: "The batch.",
    errors: { 409: "The batch cannot be re-processed now.", ...ONE_CALL_PER_USER },
  },
  "PATCH /api/batch/extractionvalidate/:id": {
    summary: "Save or validate the extraction",
    body: validateBody,
    answer: "The batch.",
    errors: {
      409: "The batch is not at extraction, or it changed since it was read.",
      413: "The body is larger than the batch can need.",
    },
  },
  "POST /api/batch/:id/extraction-check": {
    summary: "Check extraction values without saving",
    body: checkBody,
    answer: "`{properties: [{field, error}]}`.",
  },
  "PATCH /api/batch/reProcesssingleextractiondocument/:id": {
    summary: "Extract one document again",
    bodyDescription: "The extraction body (`extractionDocuments`) plus `reprocessDocNo`.",
    answer: "The batch.",
    errors: { 409: "The batch is not at extraction, or it changed since it was read.", ...ONE_CALL_PER_USER },
  },
  "GET /api/batch/:id/field-choices": {
    summary: "Choices for a batch's value list fields",
    answer: "The value list records its fields may take.",
  },

  // Signed file URLs of the local store
  "PUT /api/files/*": {
    summary: "Upload a file to a signed URL",
    bodyDescription: "The file's bytes.",
    answer: "`{success: true}`.",
    errors: { 413: "The file is larger than the upload limit." },
  },
  "GET /api/files/*": { summary: "Download a file from a signed URL", answer: "The file's bytes." },
};
