import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../../testing/testApp";
import {
  FAKE_MFILES_VAULT_GUID,
  startFakeMfilesServer,
  type FakeMfilesServer,
} from "../../../testing/fakeMfiles/fakeMfilesServer";
import { jobBody, makeClass, makeField, post } from "../../../testing/masterDataFactories";

const LOGIN = "/api/batch-Export/m-files/login";
const CLASSES = "/api/batch-Export/m-files/documentClasses";

describe.each(TEST_DATABASES)("M-Files job form API on %s", (kind) => {
  let t: TestApp;
  let fake: FakeMfilesServer;
  beforeAll(async () => {
    t = await createTestApp(kind);
    fake = await startFakeMfilesServer();
  });
  afterAll(async () => {
    await fake.close();
    await t.close();
  });

  const connection = () => ({
    mfilesUrl: fake.url,
    mfilesUserName: "alex",
    mfilesPassword: "pw",
    mfilesVaultGuid: FAKE_MFILES_VAULT_GUID.toLowerCase().replace(/[{}]/g, ""),
    mfilesWindowsUser: false,
  });

  async function expectMessage(caller: Caller, url: string, payload: unknown, status: number, message: string) {
    const res = await caller.request({ method: "POST", url, payload: payload as any });
    expect(res.statusCode, `${JSON.stringify(payload)} -> ${res.body}`).toBe(status);
    expect(res.json().message).toBe(message);
  }

  it("logs in with verified credentials and lists the classes with their property definitions", async () => {
    const admin = await t.signedIn(["admin"]);
    const login = await admin.request({ method: "POST", url: LOGIN, payload: connection() });
    expect(login.statusCode, login.body).toBe(200);
    const { token } = login.json();
    expect(typeof token).toBe("string");
    // The session was checked, not only the token handed out.
    expect(fake.state.requests.some((r) => r.path.toLowerCase() === "/rest/session" && r.authToken === token)).toBe(
      true,
    );

    const classes = await admin.request({
      method: "POST",
      url: CLASSES,
      payload: { mfilesUrl: fake.url, mFilesToken: token },
    });
    expect(classes.statusCode, classes.body).toBe(200);
    const invoice = classes.json().find((c: any) => c.id === 3);
    expect(invoice).toMatchObject({
      name: "Invoice",
      associatedPropertyDefs: [
        { id: 1020, name: "Invoice Number", dataType: 1, required: true },
        { id: 1021, name: "Invoice Date", dataType: 5, required: false },
        { id: 1022, name: "Total", dataType: 3, required: true },
        { id: 1023, name: "Vendor", dataType: 9, required: false },
      ],
    });
    expect(classes.json().map((c: any) => c.name)).toEqual(["Invoice", "Receipt"]);
  });

  it("answers M-Files' own message for bad credentials, a bad token and an unreachable server", async () => {
    const admin = await t.signedIn(["admin"]);
    await expectMessage(admin, LOGIN, { ...connection(), mfilesPassword: "wrong" }, 400, "Login to vault failed");
    await expectMessage(
      admin,
      LOGIN,
      { ...connection(), mfilesVaultGuid: "{00000000-0000-0000-0000-000000000000}" },
      400,
      "Login to vault failed",
    );
    await expectMessage(admin, CLASSES, { mfilesUrl: fake.url, mFilesToken: "forged" }, 400, "Login to vault failed");
    fake.failNext({ status: 500, message: "", rawBody: "", pathContains: "/structure/classes" });
    const failed = await admin.request({
      method: "POST",
      url: CLASSES,
      payload: {
        mfilesUrl: fake.url,
        mFilesToken: (await admin.request({ method: "POST", url: LOGIN, payload: connection() })).json().token,
      },
    });
    expect(failed.statusCode).toBe(400);
    expect(failed.json().message).toMatch(/answered HTTP 500/);
    const unreachable = await admin.request({
      method: "POST",
      url: LOGIN,
      payload: { ...connection(), mfilesUrl: "http://127.0.0.1:9" },
    });
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().message).toMatch(/^Could not reach M-Files at http:\/\/127\.0\.0\.1:9/);
  });

  it("answers the form's messages for incomplete connection fields", async () => {
    const admin = await t.signedIn(["admin"]);
    const cases: [unknown, string][] = [
      [{ ...connection(), mfilesUrl: "" }, "M-Files Url is Required"],
      [{ ...connection(), mfilesUrl: "mfiles.local" }, "M-Files Url must start with http:// or https://"],
      [{ ...connection(), mfilesUserName: "" }, "M-Files User Name is Required"],
      [{ ...connection(), mfilesPassword: "" }, "M-Files Password is Required"],
      [{ ...connection(), mfilesVaultGuid: undefined }, "M-Files Vault Guid is Required"],
      [{ ...connection(), mfilesWindowsUser: "maybe" }, "M-Files Windows User must be true or false"],
      [[], "The request body is missing or not an object."],
    ];
    for (const [payload, message] of cases) await expectMessage(admin, LOGIN, payload, 400, message);
    await expectMessage(admin, CLASSES, { mfilesUrl: fake.url }, 400, "Please log in to M-Files first");
    await expectMessage(admin, CLASSES, { mFilesToken: "x" }, 400, "M-Files Url is Required");
  });

  it("logs in with a job's stored password, for that job's server and user only, and never shows it", async () => {
    const admin = await t.signedIn(["admin"]);
    const field = await makeField(admin);
    const cls = await makeClass(admin, [field._id]);
    const config = {
      ...connection(),
      documentClassMapping: [{ documentClassId: cls._id, mfilesClassId: 3, fieldsMapping: [] }],
    };
    const job = await post(admin, "/api/job", jobBody([cls._id], { export: { _id: "DE-01", config } }));
    expect(job.export.config).toMatchObject({ mfilesPassword: "", mfilesPasswordSet: true });
    const read = await admin.request({ method: "GET", url: `/api/job/${job._id}` });
    expect(read.json().export.config.mfilesPassword).toBe("");

    const stored = await admin.request({
      method: "POST",
      url: LOGIN,
      payload: { ...connection(), mfilesPassword: "", jobId: job._id },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(typeof stored.json().token).toBe("string");
    expect(stored.body).not.toContain('pw"');

    await expectMessage(
      admin,
      LOGIN,
      { ...connection(), mfilesPassword: "", jobId: job._id, mfilesUrl: "http://127.0.0.1:9" },
      400,
      "M-Files Password is Required",
    );
    await expectMessage(
      admin,
      LOGIN,
      { ...connection(), mfilesPassword: "", jobId: job._id, mfilesUserName: "bob" },
      400,
      "M-Files Password is Required",
    );
    const other = await t.signedIn(["admin"]);
    expect(
      (
        await other.request({
          method: "POST",
          url: LOGIN,
          payload: { ...connection(), mfilesPassword: "", jobId: job._id },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await admin.request({
          method: "POST",
          url: LOGIN,
          payload: { ...connection(), mfilesPassword: "", jobId: "job-1" },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("is for people who may edit jobs", async () => {
    const admin = await t.signedIn(["admin"]);
    const editor = await t.signedIn(["editor"], { organizationId: admin.organizationId });
    expect((await editor.request({ method: "POST", url: LOGIN, payload: connection() })).statusCode).toBe(403);
    expect(
      (await editor.request({ method: "POST", url: CLASSES, payload: { mfilesUrl: fake.url, mFilesToken: "x" } }))
        .statusCode,
    ).toBe(403);
  });
});
