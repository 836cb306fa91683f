import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession, setSessionOrganization } from "../auth/sessions";
import { signAccessToken } from "../auth/tokens";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";

describe.each(TEST_DATABASES)("users API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("creates, lists, reads, updates and deletes users of the caller's organization", async () => {
    const admin = await t.signedIn(["admin"]);
    const created = await admin.request({
      method: "POST",
      url: "/api/user",
      payload: { firstName: "Ada", lastName: "Lovelace", email: "Ada@Example.com", roles: ["editor"] },
    });
    expect(created.statusCode).toBe(200);
    const user = created.json();
    expect(user).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      isActive: true,
      roles: ["editor"],
    });
    expect((await admin.request({ method: "GET", url: "/api/user" })).json().map((u: any) => u.email)).toContain(
      "ada@example.com",
    );
    const patched = await admin.request({
      method: "PATCH",
      url: `/api/user/${user._id}`,
      payload: { firstName: "Ada", lastName: "King", isActive: false, roles: ["indexer"], email: "ignored@x.com" },
    });
    expect(patched.json()).toMatchObject({
      lastName: "King",
      isActive: false,
      roles: ["indexer"],
      email: "ada@example.com",
    });
    expect((await admin.request({ method: "DELETE", url: `/api/user/${user._id}` })).json()).toEqual({ success: true });
    expect((await admin.request({ method: "GET", url: `/api/user/${user._id}` })).statusCode).toBe(404);
  });

  it("answers the form's messages for bad bodies, never 500", async () => {
    const admin = await t.signedIn(["admin"]);
    const cases: [unknown, string][] = [
      [{ lastName: "x", email: "a@b.co" }, "First Name is required"],
      [{ firstName: " ", lastName: "x", email: "a@b.co" }, "First Name is required"],
      [{ firstName: "x", lastName: "", email: "a@b.co" }, "Last Name is required"],
      [{ firstName: "x", lastName: "y", email: "" }, "Email is required"],
      [{ firstName: "x", lastName: "y", email: "nope" }, "Email is not a valid e-mail address"],
      [{ firstName: "x".repeat(101), lastName: "y", email: "a@b.co" }, "First Name must be at most 100 characters"],
      [{ firstName: "x", lastName: "y", email: "a@b.co", roles: ["root"] }, "Roles must be Admin, Editor or Indexer"],
      [{ firstName: 5, lastName: "y", email: "a@b.co" }, "First Name is required"],
      [[1, 2], "The request body is missing or not an object."],
    ];
    for (const [payload, message] of cases) {
      const res = await admin.request({ method: "POST", url: "/api/user", payload: payload as any });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const malformed = await admin.request({
      method: "POST",
      url: "/api/user",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("The request body is not valid JSON.");
    expect((await admin.request({ method: "GET", url: "/api/user/not-an-id" })).statusCode).toBe(404);
  });

  it("adds a membership when the e-mail exists elsewhere, and refuses a duplicate in the same organization", async () => {
    const a = await t.signedIn(["admin"]);
    const b = await t.signedIn(["admin"]);
    const body = { firstName: "Sam", lastName: "Shared", email: `shared-${kind}@example.com`, roles: ["indexer"] };
    expect((await a.request({ method: "POST", url: "/api/user", payload: body })).statusCode).toBe(200);
    expect((await b.request({ method: "POST", url: "/api/user", payload: body })).statusCode).toBe(200);
    const dup = await a.request({ method: "POST", url: "/api/user", payload: body });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toContain("already exists in this organization");
  });

  /** Calls as an existing member, signed in with that organization chosen. */
  const sessionOf = async (userId: string, organizationId: string) => {
    const { sessionId } = await createSession(t.db, userId, 3600);
    await setSessionOrganization(t.db, sessionId, organizationId);
    const token = await signAccessToken(t.config.secret, { sub: userId, sid: sessionId }, 3600);
    return (url: string, method: "GET" | "DELETE" = "GET", id?: string) =>
      t.app.inject({ method, url: id ? `${url}/${id}` : url, headers: { authorization: `Bearer ${token}` } });
  };
  const leaveAs = (c: Caller) => c.request({ method: "DELETE", url: `/api/auth/organizations/${c.organizationId}` });

  describe("two organizations sharing a person", () => {
    const email = `person-${kind}@example.com`;
    let a: Caller, b: Caller, inA: any, inB: any;
    beforeAll(async () => {
      a = await t.signedIn(["admin"]);
      b = await t.signedIn(["admin"]);
      inA = (
        await a.request({
          method: "POST",
          url: "/api/user",
          payload: { firstName: "Ada", lastName: "Lovelace", email, roles: ["editor"] },
        })
      ).json();
      await new Promise((r) => setTimeout(r, 20));
    });

    it("POST answers what the adding organization entered, nothing from the other one", async () => {
      const before = Date.now();
      const res = await b.request({
        method: "POST",
        url: "/api/user",
        payload: { firstName: "Augusta", lastName: "King", email: email.toUpperCase(), roles: ["indexer"] },
      });
      expect(res.statusCode).toBe(200);
      inB = res.json();
      expect(inB).toMatchObject({
        _id: inA._id,
        firstName: "Augusta",
        lastName: "King",
        email,
        roles: ["indexer"],
        isActive: true,
        organization: { _id: b.organizationId },
      });
      // A fresh e-mail answers the same shape, and the dates are this membership's, not the person's first appearance.
      const fresh = (
        await b.request({
          method: "POST",
          url: "/api/user",
          payload: { firstName: "New", lastName: "Person", email: `fresh-${kind}@example.com` },
        })
      ).json();
      expect(Object.keys(inB).sort()).toEqual(Object.keys(fresh).sort());
      expect(Date.parse(inB.createdAt)).toBeGreaterThanOrEqual(before - 5);
      expect(Date.parse(inB.updatedAt)).toBeGreaterThanOrEqual(before - 5);
    });

    it("GET list and GET one show each organization its own names", async () => {
      const listA = (await a.request({ method: "GET", url: "/api/user" })).json();
      const listB = (await b.request({ method: "GET", url: "/api/user" })).json();
      expect(listA.find((u: any) => u._id === inA._id)).toMatchObject({
        firstName: "Ada",
        lastName: "Lovelace",
        roles: ["editor"],
      });
      expect(listB.find((u: any) => u._id === inA._id)).toMatchObject({
        firstName: "Augusta",
        lastName: "King",
        roles: ["indexer"],
      });
      expect(listA.map((u: any) => u.email)).not.toContain(`fresh-${kind}@example.com`);
      expect((await a.request({ method: "GET", url: `/api/user/${inA._id}` })).json()).toMatchObject({
        firstName: "Ada",
        organization: { _id: a.organizationId },
      });
      expect((await b.request({ method: "GET", url: `/api/user/${inA._id}` })).json()).toMatchObject({
        firstName: "Augusta",
        organization: { _id: b.organizationId },
      });
    });

    it("PATCH by one organization changes only its own view", async () => {
      const res = await b.request({
        method: "PATCH",
        url: `/api/user/${inA._id}`,
        payload: { firstName: "Renamed", lastName: "ByB", isActive: false, roles: [] },
      });
      expect(res.json()).toMatchObject({ firstName: "Renamed", lastName: "ByB", isActive: false, roles: [] });
      expect((await a.request({ method: "GET", url: `/api/user/${inA._id}` })).json()).toMatchObject({
        firstName: "Ada",
        lastName: "Lovelace",
        isActive: true,
        roles: ["editor"],
        updatedAt: inA.updatedAt,
      });
    });

    it("the person sees the names of the organization they work in, and every organization they belong to", async () => {
      const person = await sessionOf(inA._id, a.organizationId);
      expect((await person("/api/auth/loggedInUser")).json()).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
      await b.request({
        method: "PATCH",
        url: `/api/user/${inA._id}`,
        payload: { firstName: "Augusta", lastName: "King", isActive: true, roles: ["indexer"] },
      });
      const orgs = (await person("/api/auth/organizations")).json().map((o: any) => o._id);
      expect(orgs.sort()).toEqual([a.organizationId, b.organizationId].sort());
    });

    it("the person can leave an organization they were added to, but not as its last admin", async () => {
      const person = await sessionOf(inA._id, a.organizationId);
      const leave = (orgId: string) => person("/api/auth/organizations", "DELETE", orgId);
      expect((await leave(b.organizationId)).json()).toEqual({ success: true });
      expect((await person("/api/auth/organizations")).json().map((o: any) => o._id)).toEqual([a.organizationId]);
      expect((await b.request({ method: "GET", url: `/api/user/${inA._id}` })).statusCode).toBe(404);
      expect((await leave(b.organizationId)).statusCode).toBe(404);
      expect((await leave("not-an-id")).statusCode).toBe(404);
      // An admin who is the only one cannot leave.
      const lastAdmin = await leaveAs(b);
      expect(lastAdmin.statusCode).toBe(409);
      expect(lastAdmin.json().message).toBe(
        "You are the last admin of this organization, so you cannot leave it. Make someone else an admin first.",
      );
      // Back in B for the next test, as B's admin adds them again.
      await b.request({
        method: "POST",
        url: "/api/user",
        payload: { firstName: "Augusta", lastName: "King", email, roles: ["indexer"] },
      });
    });

    it("DELETE by one organization leaves the person in the other", async () => {
      expect((await b.request({ method: "DELETE", url: `/api/user/${inA._id}` })).json()).toEqual({ success: true });
      expect((await b.request({ method: "GET", url: `/api/user/${inA._id}` })).statusCode).toBe(404);
      expect((await a.request({ method: "GET", url: `/api/user/${inA._id}` })).json()).toMatchObject({
        firstName: "Ada",
        email,
      });
    });
  });

  it("the last admin cannot remove their own admin role or deactivate themselves (409); with another admin they can", async () => {
    const admin = await t.signedIn(["admin"]);
    const self = `/api/user/${admin.userId}`;
    const lastAdmin =
      "You are the last admin of this organization, so you cannot remove your own admin role or deactivate yourself. Make someone else an admin first.";
    for (const payload of [
      { firstName: "A", lastName: "B", roles: ["editor"] },
      { firstName: "A", lastName: "B", roles: ["admin"], isActive: false },
    ]) {
      const res = await admin.request({ method: "PATCH", url: self, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(409);
      expect(res.json().message).toBe(lastAdmin);
    }
    expect((await admin.request({ method: "GET", url: self })).json()).toMatchObject({
      roles: ["admin"],
      isActive: true,
      firstName: "Test",
    });
    // An inactive admin does not count.
    const inactive = (
      await admin.request({
        method: "POST",
        url: "/api/user",
        payload: {
          firstName: "I",
          lastName: "A",
          email: `inactive-admin-${kind}@example.com`,
          roles: ["admin"],
          isActive: false,
        },
      })
    ).json();
    expect(
      (
        await admin.request({
          method: "PATCH",
          url: self,
          payload: { firstName: "A", lastName: "B", roles: ["editor"] },
        })
      ).statusCode,
    ).toBe(409);
    await admin.request({
      method: "PATCH",
      url: `/api/user/${inactive._id}`,
      payload: { firstName: "I", lastName: "A", roles: ["admin"], isActive: true },
    });
    expect(
      (
        await admin.request({
          method: "PATCH",
          url: self,
          payload: { firstName: "A", lastName: "B", roles: ["editor"] },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("two admins demoting themselves at the same moment: one succeeds, one is refused", async () => {
    const a = await t.signedIn(["admin"]);
    const b = await t.signedIn(["admin"], { organizationId: a.organizationId });
    const demote = (c: Caller) =>
      c.request({
        method: "PATCH",
        url: `/api/user/${c.userId}`,
        payload: { firstName: "A", lastName: "B", roles: ["editor"] },
      });
    const codes = (await Promise.all([demote(a), demote(b)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const stillAdmin = await Promise.all(
      [a, b].map(async (c) => (await c.request({ method: "GET", url: "/api/user" })).statusCode),
    );
    expect(stillAdmin.sort()).toEqual([200, 403]);
  });

  it("keeps organizations apart: another organization's user is 404", async () => {
    const a = await t.signedIn(["admin"]);
    const b = await t.signedIn(["admin"]);
    expect((await b.request({ method: "GET", url: `/api/user/${a.userId}` })).statusCode).toBe(404);
    expect(
      (await b.request({ method: "PATCH", url: `/api/user/${a.userId}`, payload: { firstName: "x", lastName: "y" } }))
        .statusCode,
    ).toBe(404);
    expect((await b.request({ method: "DELETE", url: `/api/user/${a.userId}` })).statusCode).toBe(404);
    expect((await b.request({ method: "GET", url: "/api/user" })).json().map((u: any) => u._id)).not.toContain(
      a.userId,
    );
  });

  it("refuses callers without the role (403) and without a session (401)", async () => {
    const editor = await t.signedIn(["editor"]);
    expect((await editor.request({ method: "GET", url: "/api/user" })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/user" })).statusCode).toBe(401);
    const tampered = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { authorization: `Bearer ${editor.token.slice(0, -2)}xx` },
    });
    expect(tampered.statusCode).toBe(401);
  });
});
