import type { Db, Queryable } from "../db/db";
import { conflict, notFound } from "../http/errors";
import type { UserCreateInput, UserEditInput } from "../../domain/schemas/user";
import type { User } from "../../domain/entities";

/**
 * Everything shown comes from the membership (names, dates) except the e-mail, which is the identity itself:
 * what another organization typed about the person, or when they joined the platform, is never read here.
 * A membership without names of its own (seeded before names were per organization) shows the person's.
 */
const SELECT = `
  SELECT u.id, coalesce(m.first_name, u.first_name) AS first_name, coalesce(m.last_name, u.last_name) AS last_name, u.email,
         m.is_active, m.roles, o.id AS org_id, o.name AS org_name, m.created_at, m.updated_at
    FROM memberships m JOIN users u ON u.id = m.user_id JOIN organizations o ON o.id = m.organization_id`;

function toDto(r: any): User {
  return {
    _id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    isActive: r.is_active,
    roles: r.roles,
    organization: r.org_id ? { _id: r.org_id, name: r.org_name } : null,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

export async function listUsers(db: Queryable, orgId: string): Promise<User[]> {
  return (
    await db.query(`${SELECT} WHERE m.organization_id = $1 ORDER BY lower(u.last_name), lower(u.first_name)`, [orgId])
  ).map(toDto);
}

export async function getUser(db: Queryable, orgId: string, userId: string): Promise<User> {
  const [row] = await db.query(`${SELECT} WHERE m.organization_id = $1 AND u.id = $2`, [orgId, userId]);
  if (!row) throw notFound("The user");
  return toDto(row);
}

/**
 * A person with an e-mail already known to the product joins this organization instead of being duplicated; the
 * answer is what this organization entered, the same as for a new person, so it tells nothing about other organizations.
 */
export async function createUser(db: Db, orgId: string, input: UserCreateInput): Promise<User> {
  return getUser(db, orgId, await addMember(db, orgId, input));
}

/** Adds the membership (and the person when new); returns the user id. */
export async function addMember(db: Db, orgId: string, input: UserCreateInput): Promise<string> {
  return db.transaction(async (tx) => {
    let [user] = await tx.query<{ id: string }>(`SELECT id FROM users WHERE lower(email) = lower($1)`, [input.email]);
    if (!user) {
      [user] = await tx.query<{ id: string }>(
        `INSERT INTO users (email, first_name, last_name) VALUES (lower($1), $2, $3) RETURNING id`,
        [input.email, input.firstName, input.lastName],
      );
    }
    const [existing] = await tx.query(`SELECT 1 FROM memberships WHERE organization_id = $1 AND user_id = $2`, [
      orgId,
      user.id,
    ]);
    if (existing)
      throw conflict(
        `A user with the email ${input.email.toLowerCase()} already exists in this organization.`,
        "conflict_exists",
      );
    await tx.query(
      `INSERT INTO memberships (organization_id, user_id, roles, is_active, first_name, last_name) VALUES ($1, $2, $3, $4, $5, $6)`,
      [orgId, user.id, input.roles, input.isActive, input.firstName, input.lastName],
    );
    return user.id;
  });
}

export async function updateUser(db: Db, orgId: string, userId: string, input: UserEditInput): Promise<User> {
  await db.transaction(async (tx) => {
    // The admins' rows are locked first, so two admins demoting each other at once cannot both succeed.
    await tx.query(
      `SELECT user_id FROM memberships WHERE organization_id = $1 AND is_active AND 'admin' = ANY(roles) FOR UPDATE`,
      [orgId],
    );
    const rows = await tx.query(
      `UPDATE memberships SET roles = $3, is_active = $4, first_name = $5, last_name = $6, updated_at = now()
        WHERE organization_id = $1 AND user_id = $2 RETURNING user_id`,
      [orgId, userId, input.roles, input.isActive, input.firstName, input.lastName],
    );
    if (!rows.length) throw notFound("The user");
    await assertAnActiveAdminLeft(tx, orgId);
  });
  return getUser(db, orgId, userId);
}

/** The caller is an active admin, so only their own change can leave none: the organization would be locked out. */
async function assertAnActiveAdminLeft(tx: Queryable, orgId: string) {
  const [left] = await tx.query(
    `SELECT 1 FROM memberships WHERE organization_id = $1 AND is_active AND 'admin' = ANY(roles) LIMIT 1`,
    [orgId],
  );
  if (!left)
    throw conflict(
      "You are the last admin of this organization, so you cannot remove your own admin role or deactivate yourself. Make someone else an admin first.",
    );
}

/** Removes the person from this organization; their memberships elsewhere stay. */
export async function deleteUser(db: Db, orgId: string, userId: string, callerId: string): Promise<void> {
  if (userId === callerId) throw conflict("You cannot delete your own user.");
  await db.transaction(async (tx) => {
    const rows = await tx.query(
      `DELETE FROM memberships WHERE organization_id = $1 AND user_id = $2 RETURNING user_id`,
      [orgId, userId],
    );
    if (!rows.length) throw notFound("The user");
    await tx.query(
      `DELETE FROM users u WHERE u.id = $1 AND NOT EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id)`,
      [userId],
    );
  });
}

/**
 * The person leaves an organization they were added to (no consent was asked when they were added). The last active
 * admin cannot leave: the organization would be locked out. Sessions working in it lose it on their next request.
 */
export async function leaveOrganization(db: Db, orgId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `SELECT user_id FROM memberships WHERE organization_id = $1 AND is_active AND 'admin' = ANY(roles) FOR UPDATE`,
      [orgId],
    );
    const rows = await tx.query(
      `DELETE FROM memberships WHERE organization_id = $1 AND user_id = $2 RETURNING is_active AND 'admin' = ANY(roles) AS admin`,
      [orgId, userId],
    );
    if (!rows.length) throw notFound("The organization");
    const [left] = await tx.query(
      `SELECT 1 FROM memberships WHERE organization_id = $1 AND is_active AND 'admin' = ANY(roles) LIMIT 1`,
      [orgId],
    );
    if (rows[0].admin && !left)
      throw conflict(
        "You are the last admin of this organization, so you cannot leave it. Make someone else an admin first.",
      );
    await tx.query(`UPDATE sessions SET organization_id = NULL WHERE user_id = $1 AND organization_id = $2`, [
      userId,
      orgId,
    ]);
  });
}
