import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type TestApp } from "../../../testing/testApp";
import { EXPORT_OPTIONS, PARSER_OPTIONS, SPLIT_OPTIONS } from "../../../domain/options/catalogue";

describe.each(TEST_DATABASES)("option catalogues API on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("gives every role the parser, split and export options", async () => {
    const admin = await t.signedIn(["admin"]);
    const editor = await t.signedIn(["editor"], { organizationId: admin.organizationId });
    const indexer = await t.signedIn(["indexer"], { organizationId: admin.organizationId });
    for (const caller of [admin, editor, indexer]) {
      expect((await caller.request({ method: "GET", url: "/api/parser-options" })).json()).toEqual(PARSER_OPTIONS);
      expect((await caller.request({ method: "GET", url: "/api/split-options" })).json()).toEqual(SPLIT_OPTIONS);
      expect((await caller.request({ method: "GET", url: "/api/export-options" })).json()).toEqual(EXPORT_OPTIONS);
    }
    const split = (await indexer.request({ method: "GET", url: "/api/split-options" })).json();
    expect(split.find((o: any) => o._id === "fixed-pages")).toEqual({
      _id: "fixed-pages",
      name: "Split every fixed number of pages",
      config: { pages: 1 },
    });
    expect(
      (await indexer.request({ method: "GET", url: "/api/export-options" })).json().map((o: any) => o._id),
    ).toEqual(["DE-01", "DE-03"]);
  });

  it("refuses callers without a session or without an organization", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/parser-options" })).statusCode).toBe(401);
    const member = await t.signedIn(["admin"]);
    await t.db.query(`UPDATE memberships SET is_active = false WHERE user_id = $1`, [member.userId]);
    expect((await member.request({ method: "GET", url: "/api/split-options" })).statusCode).toBe(403);
  });
});
