import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type TestApp } from "../../testing/testApp";
import { createFixtureBatch, invoiceFixture } from "../../testing/batches";
import { makeClass, makeField, makeJob } from "../../testing/masterDataFactories";

/** Issue 17.11: file names up to the schema's 255 characters are stored under a shortened key and shown in full. */
describe.each(TEST_DATABASES)("long file names on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("a 255-character name uploads, its storage key part stays within 200 characters, and the batch shows the name", async () => {
    const admin = await t.signedIn(["admin"]);
    const documentClass = await makeClass(admin, [(await makeField(admin))._id]);
    const job = await makeJob(admin, [documentClass._id]);
    for (const name of [`${"Rechnung é ".repeat(25)}.pdf`.slice(-255), `${"x".repeat(251)}.pdf`]) {
      expect(name).toHaveLength(255);
      const batch = await createFixtureBatch(t, admin, job._id, [name], () => invoiceFixture("coolblue1.pdf"));
      const stored = (await admin.request({ method: "GET", url: `/api/batch/${batch._id}` })).json();
      expect(stored.files[0].fileName).toBe(name);
      const keyPart = stored.files[0].filePath.split("/").pop();
      expect(keyPart.length).toBeLessThanOrEqual(200);
      expect(keyPart).toMatch(/^0001-.+\.pdf$/);
    }
  });
});
