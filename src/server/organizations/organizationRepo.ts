import type { Db, Queryable } from "../db/db";
import { conflict } from "../http/errors";

interface OrganizationDto {
  _id: string;
  name: string;
}

/** The organizations a person may work in: those where their membership is active. */
export async function organizationsOfUser(db: Queryable, userId: string): Promise<OrganizationDto[]> {
  const rows = await db.query<{ id: string; name: string }>(
    `SELECT o.id, o.name FROM memberships m JOIN organizations o ON o.id = m.organization_id
      WHERE m.user_id = $1 AND m.is_active ORDER BY lower(o.name)`,
    [userId],
  );
  return rows.map((r) => ({ _id: r.id, name: r.name }));
}

export async function createOrganization(db: Queryable, name: string): Promise<OrganizationDto> {
  const [existing] = await db.query(`SELECT 1 FROM organizations WHERE lower(name) = lower($1)`, [name]);
  if (existing) throw conflict(`An organization named ${name} already exists.`, "conflict_exists");
  const [row] = await db.query<{ id: string; name: string }>(
    `INSERT INTO organizations (name) VALUES ($1) RETURNING id, name`,
    [name],
  );
  return { _id: row.id, name: row.name };
}

export async function findOrganizationByName(db: Queryable, name: string): Promise<OrganizationDto | null> {
  const [row] = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM organizations WHERE lower(name) = lower($1)`,
    [name],
  );
  return row ? { _id: row.id, name: row.name } : null;
}

/** First start: one organization and its admin, so that somebody can sign in. */
export async function seedFirstStart(db: Db, adminEmail: string): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const [{ count }] = await tx.query<{ count: number }>(`SELECT count(*)::int AS count FROM organizations`);
    if (count > 0) return { seeded: false };
    const org = await createOrganization(tx, "Default Organization");
    const [user] = await tx.query<{ id: string }>(
      `INSERT INTO users (email, first_name, last_name) VALUES (lower($1), 'Admin', 'User')
       ON CONFLICT (lower(email)) DO UPDATE SET email = excluded.email RETURNING id`,
      [adminEmail],
    );
    await tx.query(`INSERT INTO memberships (organization_id, user_id, roles) VALUES ($1, $2, ARRAY['admin'])`, [
      org._id,
      user.id,
    ]);
    return { seeded: true };
  });
}
