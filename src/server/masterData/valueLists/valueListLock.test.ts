import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type TestApp } from "../../../testing/testApp";
import { post, unique } from "../../../testing/masterDataFactories";

const CATEGORY = "/api/Value-List-Category";
const DATA = "/api/value-list-data";

/** Issue 17.9: removing a field of a master-key list raced with a new record must never let both succeed. */
describe.each(TEST_DATABASES)("master-key list lock under concurrency on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("a PATCH removing a field and the list's first record at the same moment: never both", async () => {
    const admin = await t.signedIn(["admin"]);
    for (let run = 0; run < 15; run++) {
      const category = await post(admin, CATEGORY, {
        name: unique("Vendors"),
        isMasterKey: true,
        fields: [{ name: "Name" }, { name: "City" }],
        mainField: "Name",
      });
      const [patch, record] = await Promise.all([
        admin.request({
          method: "PATCH",
          url: `${CATEGORY}/${category._id}`,
          payload: { name: category.name, fields: [{ name: "Name" }], mainField: "Name" },
        }),
        admin.request({
          method: "POST",
          url: DATA,
          payload: { valueListCategory: category._id, data: { Name: "Acme", City: "Paris" } },
        }),
      ]);
      expect([patch.statusCode, record.statusCode], `run ${run}: ${patch.body} ${record.body}`).not.toEqual([200, 200]);
      // Whatever won, every stored record has exactly the list's fields.
      const stored = (await admin.request({ method: "GET", url: CATEGORY }))
        .json()
        .find((c: any) => c._id === category._id);
      const names = stored.fields.map((f: any) => f.name).sort();
      for (const r of (await admin.request({ method: "GET", url: `${DATA}/${category._id}/getAll` })).json())
        expect(Object.keys(r.data).sort()).toEqual(names);
    }
  });
});
