import type { Migration } from "./migration";

/** Names are per organization: what one organization types about a person is never shown to another. */
export const membershipNamesMigration: Migration = {
  id: "006_membership_names",
  sql: `
ALTER TABLE memberships ADD COLUMN first_name text;
ALTER TABLE memberships ADD COLUMN last_name text;
UPDATE memberships m SET first_name = u.first_name, last_name = u.last_name FROM users u WHERE u.id = m.user_id;
`,
};
