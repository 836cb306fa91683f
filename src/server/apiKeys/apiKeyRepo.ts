import { randomUUID } from "node:crypto";
import type { Db } from "../db/db";
import { notFound, unauthorized } from "../http/errors";
import { isId } from "../http/validate";
import type { ApiKey, ApiKeyCreateInput, CreatedApiKey } from "../../domain/schemas/apiKey";
import { apiKeyId, apiKeyMatches, displayPrefix, newApiKey } from "./apiKeySecrets";

interface Row {
  id: string;
  name: string;
  roles: string[];
  created_by: string | null;
  creator_name: string | null;
  created_at: Date | string;
  expires_at: Date | string | null;
  revoked_at: Date | string | null;
  last_used_at: Date | string | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toApiKey(r: Row): ApiKey {
  return {
    _id: r.id,
    name: r.name,
    roles: r.roles,
    prefix: displayPrefix(r.id),
    createdBy: r.created_by ? { _id: r.created_by, name: r.creator_name ?? "" } : null,
    createdAt: iso(r.created_at)!,
    expiresAt: iso(r.expires_at),
    lastUsedAt: iso(r.last_used_at),
    revokedAt: iso(r.revoked_at),
  };
}

// The creator's name as this organization knows them (names are per membership).
const SELECT = `
  SELECT k.id, k.name, k.roles, k.created_by, k.created_at, k.expires_at, k.revoked_at, k.last_used_at,
         nullif(trim(concat_ws(' ', coalesce(m.first_name, u.first_name), coalesce(m.last_name, u.last_name))), '') AS creator_name
    FROM api_keys k
    LEFT JOIN users u ON u.id = k.created_by
    LEFT JOIN memberships m ON m.user_id = k.created_by AND m.organization_id = k.organization_id`;

export async function listApiKeys(db: Db, orgId: string): Promise<ApiKey[]> {
  return (await db.query<Row>(`${SELECT} WHERE k.organization_id = $1 ORDER BY k.created_at DESC, k.id`, [orgId])).map(
    toApiKey,
  );
}

async function getApiKey(db: Db, orgId: string, id: string): Promise<ApiKey> {
  const [row] = isId(id)
    ? await db.query<Row>(`${SELECT} WHERE k.organization_id = $1 AND k.id = $2`, [orgId, id])
    : [];
  if (!row) throw notFound("The API key");
  return toApiKey(row);
}

/** A new key; its secret is in this answer only (the table keeps its SHA-256). */
export async function createApiKey(
  db: Db,
  orgId: string,
  createdBy: string | null,
  input: ApiKeyCreateInput,
): Promise<CreatedApiKey> {
  const id = randomUUID();
  const { key, hash } = newApiKey(id);
  await db.query(
    `INSERT INTO api_keys (id, organization_id, name, roles, secret_hash, created_by, expires_at)
     VALUES ($1, $2, $3, $4, $5, (SELECT id FROM users WHERE id = $6), $7)`,
    [id, orgId, input.name, input.roles, hash, createdBy, input.expiresAt ?? null],
  );
  return { ...(await getApiKey(db, orgId, id)), secret: key };
}

/** Revokes a key of the organization (a second revoke keeps the first date). The row stays, for the list. */
export async function revokeApiKey(db: Db, orgId: string, id: string): Promise<ApiKey> {
  if (!isId(id)) throw notFound("The API key");
  const updated = await db.query(
    `UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE organization_id = $1 AND id = $2 RETURNING id`,
    [orgId, id],
  );
  if (updated.length === 0) throw notFound("The API key");
  return getApiKey(db, orgId, id);
}

interface ApiKeyCaller {
  keyId: string;
  organizationId: string;
  roles: string[];
  createdBy: string | null;
}

/**
 * The caller a key stands for, or 401 with a sentence. Last use is written at most once a minute per key, so a
 * busy integration does not turn every read into a write.
 */
export async function authenticateApiKey(db: Db, key: string): Promise<ApiKeyCaller> {
  const id = apiKeyId(key);
  const [row] = id
    ? await db.query<{
        organization_id: string;
        roles: string[];
        secret_hash: string;
        created_by: string | null;
        revoked_at: Date | string | null;
        expires_at: Date | string | null;
        expired: boolean;
      }>(
        `SELECT organization_id, roles, secret_hash, created_by, revoked_at, expires_at, (expires_at IS NOT NULL AND expires_at <= now()) AS expired
           FROM api_keys WHERE id = $1`,
        [id],
      )
    : [];
  if (!row || !apiKeyMatches(key, row.secret_hash))
    throw unauthorized("This API key is not valid. Check that it was copied whole.", "api_key_invalid");
  if (row.revoked_at)
    throw unauthorized(
      "This API key has been revoked. Ask an admin of your organization for a new one.",
      "api_key_invalid",
    );
  if (row.expired)
    throw unauthorized(
      `This API key expired on ${iso(row.expires_at)}. Ask an admin of your organization for a new one.`,
      "api_key_invalid",
    );
  await db.query(
    `UPDATE api_keys SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    [id],
  );
  return { keyId: id!, organizationId: row.organization_id, roles: row.roles, createdBy: row.created_by };
}
