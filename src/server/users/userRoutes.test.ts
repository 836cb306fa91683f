import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type TestApp } from "../../testing/testApp";

describe.each(TEST_DATABASES)("users API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("creates, lists, reads, updates and deletes users of the caller's organization", async () => {
    const admin = await t.signedIn(["admin"]);
    const created = await admin.request({ method: "POST", url: "/api/user", payload: { firstName: "Ada", lastName: "Lovelace", email: "Ada@Example.com", roles: ["editor"] } });
    expect(created.statusCode).toBe(200);
    const user = created.json();
    expect(user).toMatchObject({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", isActive: true, roles: ["editor"] });
    expect((await admin.request({ method: "GET", url: "/api/user" })).json().map((u: any) => u.email)).toContain("ada@example.com");
    const patched = await admin.request({ method: "PATCH", url: `/api/user/${user._id}`, payload: { firstName: "Ada", lastName: "King", isActive: false, roles: ["indexer"], email: "ignored@x.com" } });
    expect(patched.json()).toMatchObject({ lastName: "King", isActive: false, roles: ["indexer"], email: "ada@example.com" });
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
    const malformed = await admin.request({ method: "POST", url: "/api/user", payload: "{not json", headers: { "content-type": "application/json" } });
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

  it("keeps organizations apart: another organization's user is 404", async () => {
    const a = await t.signedIn(["admin"]);
    const b = await t.signedIn(["admin"]);
    expect((await b.request({ method: "GET", url: `/api/user/${a.userId}` })).statusCode).toBe(404);
    expect((await b.request({ method: "PATCH", url: `/api/user/${a.userId}`, payload: { firstName: "x", lastName: "y" } })).statusCode).toBe(404);
    expect((await b.request({ method: "DELETE", url: `/api/user/${a.userId}` })).statusCode).toBe(404);
    expect((await b.request({ method: "GET", url: "/api/user" })).json().map((u: any) => u._id)).not.toContain(a.userId);
  });

  it("refuses callers without the role (403) and without a session (401)", async () => {
    const editor = await t.signedIn(["editor"]);
    expect((await editor.request({ method: "GET", url: "/api/user" })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/user" })).statusCode).toBe(401);
    const tampered = await t.app.inject({ method: "GET", url: "/api/user", headers: { authorization: `Bearer ${editor.token.slice(0, -2)}xx` } });
    expect(tampered.statusCode).toBe(401);
  });
});
