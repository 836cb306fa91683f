import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { ROLES, type RoleName } from "../../domain/access";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";
import { permissionMismatches } from "../../testing/permissionWalk";

const withKey = (t: TestApp, key: string) => ({
  request: (opts: InjectOptions) =>
    t.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), authorization: `Bearer ${key}` } }),
});

describe.each(TEST_DATABASES)("API keys (%s)", (kind) => {
  let t: TestApp;
  let admin: Caller;
  const createKey = async (caller: Caller, body: Record<string, unknown>) => {
    const res = await caller.request({ method: "POST", url: "/api/api-keys", payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { _id: string; secret: string; prefix: string; roles: string[]; lastUsedAt: string | null };
  };
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signedIn(["admin"]);
  });
  afterAll(() => t.close());

  it("an admin creates, lists and revokes keys; the secret is shown once and stored as its SHA-256", async () => {
    const created = await createKey(admin, {
      name: "  ERP import ",
      roles: ["editor"],
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(created.secret).toMatch(/^dpk_[0-9a-f]{32}_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: "ERP import",
      roles: ["editor"],
      lastUsedAt: null,
      revokedAt: null,
      createdBy: { _id: admin.userId },
    });
    expect(created.secret.startsWith(created.prefix)).toBe(true);
    const [row] = await t.db.query<{ secret_hash: string }>(`SELECT secret_hash FROM api_keys WHERE id = $1`, [
      created._id,
    ]);
    expect(row.secret_hash).toBe(createHash("sha256").update(created.secret).digest("hex"));

    const list = await admin.request({ url: "/api/api-keys" });
    expect(list.statusCode).toBe(200);
    const listed = list.json().find((k: any) => k._id === created._id);
    expect(listed).toMatchObject({ name: "ERP import", roles: ["editor"], prefix: created.prefix });
    expect(list.body).not.toContain(created.secret);
    expect(list.body).not.toContain(row.secret_hash);

    const revoked = await admin.request({ method: "DELETE", url: `/api/api-keys/${created._id}` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).toEqual(expect.any(String));
    expect((await admin.request({ method: "DELETE", url: `/api/api-keys/${randomUUID()}` })).statusCode).toBe(404);
    expect((await admin.request({ method: "DELETE", url: `/api/api-keys/not-an-id` })).statusCode).toBe(404);
  });

  it("checks the body with the shared schema's sentences", async () => {
    const bad = async (payload: unknown) =>
      (await admin.request({ method: "POST", url: "/api/api-keys", payload: payload as any })).json();
    expect(await bad({ name: " ", roles: ["admin"] })).toMatchObject({ statusCode: 400, message: "Name is required" });
    expect(await bad({ name: "x", roles: [] })).toMatchObject({ statusCode: 400, message: "Choose at least one role" });
    expect(await bad({ name: "x", roles: ["owner"] })).toMatchObject({
      statusCode: 400,
      message: "Roles must be Admin, Editor or Indexer",
    });
    expect(await bad({ name: "x", roles: ["admin"], expiresAt: "2001-01-01T00:00:00Z" })).toMatchObject({
      statusCode: 400,
      message: "The expiry must be in the future",
    });
  });

  it("refuses editors and indexers (403)", async () => {
    for (const role of ["editor", "indexer"] as RoleName[]) {
      const caller = await t.signedIn([role]);
      expect((await caller.request({ url: "/api/api-keys" })).statusCode).toBe(403);
      expect(
        (await caller.request({ method: "POST", url: "/api/api-keys", payload: { name: "x", roles: ["admin"] } }))
          .statusCode,
      ).toBe(403);
      expect((await caller.request({ method: "DELETE", url: `/api/api-keys/${randomUUID()}` })).statusCode).toBe(403);
    }
  });

  it("a key of each role gets the same answers as a signed-in user of that role on every guarded route", async () => {
    const orgAdmin = await t.signedIn(["admin"]);
    const keys = {} as Record<RoleName, ReturnType<typeof withKey>>;
    for (const role of ROLES)
      keys[role] = withKey(t, (await createKey(orgAdmin, { name: `walk ${role}`, roles: [role] })).secret);
    const { checked, mismatches } = await permissionMismatches(t, keys);
    expect(checked).toBeGreaterThan(50);
    expect(mismatches).toEqual([]);
  });

  it("works in its own organization only", async () => {
    const adminA = await t.signedIn(["admin"]);
    const adminB = await t.signedIn(["admin"]);
    const keyA = withKey(t, (await createKey(adminA, { name: "A", roles: ["admin"] })).secret);
    const users = await keyA.request({ url: "/api/user" });
    expect(users.statusCode).toBe(200);
    expect(users.json().map((u: any) => u.email)).toEqual([adminA.email]);
    expect((await keyA.request({ url: `/api/user/${adminB.userId}` })).statusCode).toBe(404);
    const keyOfB = await createKey(adminB, { name: "B", roles: ["admin"] });
    expect((await keyA.request({ method: "DELETE", url: `/api/api-keys/${keyOfB._id}` })).statusCode).toBe(404);
    expect((await keyA.request({ url: "/api/api-keys" })).json().map((k: any) => k.name)).toEqual(["A"]);
    const field = await keyA.request({
      method: "POST",
      url: "/api/fields",
      payload: { name: "Total", dataType: "Number" },
    });
    expect(field.statusCode, field.body).toBe(200);
    expect((await adminB.request({ url: "/api/fields" })).json()).toEqual([]);
    expect((await adminA.request({ url: "/api/fields" })).json().map((f: any) => f.name)).toEqual(["Total"]);
    // The person's own routes (organizations, choosing one) are not for keys.
    const orgs = await keyA.request({ url: "/api/auth/organizations" });
    expect(orgs.statusCode).toBe(403);
    expect(orgs.json().message).toBe(
      "An API key works on its organization's data; this route is for people signed in to the app.",
    );
    expect(
      (
        await keyA.request({
          method: "POST",
          url: "/api/auth/select-organization",
          payload: { organization: adminB.organizationId },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("answers 401 with a sentence for revoked, expired, unknown and altered keys", async () => {
    const revoked = await createKey(admin, { name: "old", roles: ["admin"] });
    await admin.request({ method: "DELETE", url: `/api/api-keys/${revoked._id}` });
    const r1 = await withKey(t, revoked.secret).request({ url: "/api/batch" });
    expect(r1.statusCode).toBe(401);
    expect(r1.json().message).toBe("This API key has been revoked. Ask an admin of your organization for a new one.");

    const expiring = await createKey(admin, {
      name: "soon",
      roles: ["admin"],
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await withKey(t, expiring.secret).request({ url: "/api/batch" })).statusCode).toBe(200);
    await t.db.query(`UPDATE api_keys SET expires_at = '2020-01-02T03:04:05Z' WHERE id = $1`, [expiring._id]);
    const r2 = await withKey(t, expiring.secret).request({ url: "/api/batch" });
    expect(r2.statusCode).toBe(401);
    expect(r2.json().message).toBe(
      "This API key expired on 2020-01-02T03:04:05.000Z. Ask an admin of your organization for a new one.",
    );

    const good = await createKey(admin, { name: "good", roles: ["admin"] });
    const altered = good.secret.slice(0, -1) + (good.secret.endsWith("A") ? "B" : "A");
    for (const key of [altered, "dpk_nonsense", `dpk_${randomUUID().replace(/-/g, "")}_${"a".repeat(43)}`]) {
      const res = await withKey(t, key).request({ url: "/api/batch" });
      expect(res.statusCode, key).toBe(401);
      expect(res.json().message).toBe("This API key is not valid. Check that it was copied whole.");
    }
  });

  it("records the key's last use", async () => {
    const key = await createKey(admin, { name: "usage", roles: ["indexer"] });
    expect(key.lastUsedAt).toBeNull();
    const before = Date.now();
    expect((await withKey(t, key.secret).request({ url: "/api/batch" })).statusCode).toBe(200);
    const listed = (await admin.request({ url: "/api/api-keys" })).json().find((k: any) => k._id === key._id);
    expect(Date.parse(listed.lastUsedAt)).toBeGreaterThanOrEqual(before - 5_000);
    // A refused call (indexers may not list users) is still a use of the key.
    expect((await withKey(t, key.secret).request({ url: "/api/user" })).statusCode).toBe(403);
  });
});
