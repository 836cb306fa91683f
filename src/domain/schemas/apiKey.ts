import { z } from "zod";
import { ROLES } from "../access";

/** Shared by the API keys dialog and POST /api-keys: the same rules and messages on both sides. */
export const apiKeyCreateSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(100, "Name must be at most 100 characters"),
  roles: z
    .array(z.enum(ROLES, { error: "Roles must be Admin, Editor or Indexer" }), { error: "Roles must be a list" })
    .min(1, "Choose at least one role")
    .max(3),
  /** ISO 8601; absent or null: the key does not expire. */
  expiresAt: z.iso
    .datetime({ offset: true, error: "Expires must be a date and time (ISO 8601)" })
    .nullable()
    .optional()
    .refine((v) => v == null || Date.parse(v) > Date.now(), "The expiry must be in the future"),
});

export type ApiKeyCreateInput = z.infer<typeof apiKeyCreateSchema>;

/** An API key as the API lists it; the secret itself is never listed. */
export interface ApiKey {
  _id: string;
  name: string;
  roles: string[];
  /** The start of the key (`dpk_` and 8 characters), to recognise it. */
  prefix: string;
  createdBy: { _id: string; name: string } | null;
  /** ISO 8601 */
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The answer of POST /api-keys: the only time the secret is shown. */
export interface CreatedApiKey extends ApiKey {
  secret: string;
}
