import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";

const NUL = "Text must not contain the NUL character (\\u0000).";
const SURROGATE = "Text must not contain an incomplete Unicode character (a lone surrogate such as \\ud800).";
const SOME_BATCH = "00000000-0000-4000-8000-000000000001";

describe.each(TEST_DATABASES)("text PostgreSQL cannot store is refused with 400 on every route, on %s", (kind) => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signedIn(["admin"]);
  });
  afterAll(() => t.close());

  const expect400 = async (res: { statusCode: number; json(): any }, message: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: "Bad Request", message, code: "validation_failed" });
  };

  it("a NUL in a user's first name", async () => {
    await expect400(
      await admin.request({
        method: "POST",
        url: "/api/user",
        payload: { firstName: "A\u0000", lastName: "B", email: "nul@example.com" },
      }),
      NUL,
    );
  });

  it("a NUL on the master-data routes (which had a guard of their own before this one)", async () => {
    await expect400(
      await admin.request({ method: "POST", url: "/api/fields", payload: { name: "Total\u0000", dataType: "String" } }),
      NUL,
    );
    await expect400(
      await admin.request({
        method: "POST",
        url: "/api/Value-List-Category",
        payload: { name: "Currencies", isMasterKey: false, ["x\u0000"]: 1 },
      }),
      NUL,
    );
    await expect400(
      await admin.request({
        method: "PATCH",
        url: `/api/document-class/${SOME_BATCH}`,
        payload: { name: "Invoice", description: "\u0000" },
      }),
      NUL,
    );
    await expect400(await admin.request({ method: "POST", url: "/api/job", payload: { name: "A\u0000" } }), NUL);
    await expect400(
      await admin.request({
        method: "POST",
        url: "/api/batch-Export/m-files/login",
        payload: { mfilesUrl: "http://127.0.0.1:9", mfilesUserName: "a\u0000", mfilesPassword: "p" },
      }),
      NUL,
    );
    expect((await admin.request({ method: "GET", url: "/api/fields" })).json()).toEqual([]);
  });

  it("a NUL in an upload's file name", async () => {
    await expect400(
      await admin.request({
        method: "POST",
        url: "/api/batch/getPreSignedUrlForUpload",
        payload: { files: ["scan\u0000.pdf"] },
      }),
      NUL,
    );
  });

  it("a NUL in the demo e-mail, as JSON and as the form posts it", async () => {
    await expect400(
      await t.app.inject({ method: "POST", url: "/api/auth/demo", payload: { email: "a\u0000@example.com" } }),
      NUL,
    );
    const form = await t.app.inject({
      method: "POST",
      url: "/api/auth/demo",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=a%00%40example.com&redirectUrl=http%3A%2F%2Flocalhost%3A3000",
    });
    await expect400(form, NUL);
  });

  it("a NUL and a lone surrogate in an extraction value", async () => {
    const body = (value: string) => ({ docNo: 1, properties: [{ field: SOME_BATCH, value }] });
    await expect400(
      await admin.request({
        method: "POST",
        url: `/api/batch/${SOME_BATCH}/extraction-check`,
        payload: body("12\u00003"),
      }),
      NUL,
    );
    // JSON.stringify would escape the surrogate; a client can send the escape itself.
    const raw = `{"documents":[{"docNo":1,"properties":[{"field":"${SOME_BATCH}","value":"\\ud800"}]}]}`;
    const res = await admin.request({
      method: "PATCH",
      url: `/api/batch/extractionvalidate/${SOME_BATCH}`,
      payload: raw,
      headers: { "content-type": "application/json", "if-match": "1" },
    });
    await expect400(res, SURROGATE);
  });

  it("in keys and query strings too, while a complete pair (an emoji) passes", async () => {
    await expect400(await admin.request({ method: "POST", url: "/api/user", payload: { ["first\u0000"]: "x" } }), NUL);
    await expect400(await admin.request({ method: "GET", url: "/api/batch?search=%00" }), NUL);
    const ok = await admin.request({
      method: "POST",
      url: "/api/user",
      payload: { firstName: "Ada 🙂", lastName: "B", email: "emoji@example.com" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().firstName).toBe("Ada 🙂");
  });
});
