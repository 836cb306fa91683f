import type { Migration } from "./migration";

/** API keys of an organization (issue 16.3): only the SHA-256 of the key is stored. */
export const apiKeysMigration: Migration = {
  id: "010_api_keys",
  sql: `
CREATE TABLE api_keys (
  id uuid PRIMARY KEY,
  organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
  name text NOT NULL,
  roles text[] NOT NULL,
  secret_hash text NOT NULL,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  revoked_at timestamptz,
  last_used_at timestamptz
);
CREATE INDEX api_keys_org_idx ON api_keys (organization_id, created_at DESC);
`,
};
