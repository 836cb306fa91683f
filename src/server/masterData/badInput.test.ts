// Every write route of the master data, fed odd values at every place of a valid body: the answer is
// a readable 4xx, never a 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_DATABASES, type Caller, type TestApp } from "../../testing/testApp";
import {
  classBody,
  jobBody,
  makeCategory,
  makeClass,
  makeField,
  makeJob,
  makeMasterKeyCategory,
  post,
} from "../../testing/masterDataFactories";

const ODD_VALUES: unknown[] = [
  null,
  0,
  -1,
  1e308,
  1.5,
  "",
  " ",
  "x".repeat(3000),
  "\u0000",
  "constructor",
  "__proto__",
  true,
  [],
  [null],
  {},
  { _id: {} },
  "00000000-0000-4000-8000-000000000000",
];

/** Every path of a JSON value (objects and arrays, not the root). */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== "object") return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...paths(child, [...prefix, key])]);
}

function withValueAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as any;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  node[path[path.length - 1]] = value;
  return copy;
}

describe.each(TEST_DATABASES)("master data API with odd input on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function hammer(caller: Caller, method: "POST" | "PATCH", url: string, body: unknown) {
    const statuses = new Set<number>();
    for (const path of paths(body)) {
      for (const value of ODD_VALUES) {
        const payload = withValueAt(body, path, value);
        const res = await caller.request({ method, url, payload: payload as any });
        expect(
          res.statusCode,
          `${method} ${url} ${JSON.stringify(path)}=${JSON.stringify(value)?.slice(0, 40)} -> ${res.body}`,
        ).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof res.json().message).toBe("string");
        statuses.add(res.statusCode);
      }
    }
    for (const payload of [null, [], "text", 42, { unexpected: true }]) {
      const res = await caller.request({
        method,
        url,
        payload: JSON.stringify(payload),
        headers: { "content-type": "application/json" },
      });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)} -> ${res.body}`).toBeLessThan(500);
    }
    return statuses;
  }

  it("never answers 500 on the value list, field and document class routes", async () => {
    const admin = await t.signedIn(["admin"]);
    const master = await makeMasterKeyCategory(admin);
    const plain = await makeCategory(admin);
    await hammer(admin, "POST", "/api/Value-List-Category", {
      name: "A",
      isMasterKey: true,
      fields: [{ name: "X" }, { name: "Y" }],
      mainField: "X",
    });
    const edited = await makeMasterKeyCategory(admin);
    await post(admin, "/api/value-list-data", { valueListCategory: edited._id, data: { Name: "A", VAT: "1" } });
    await hammer(admin, "PATCH", `/api/Value-List-Category/${edited._id}`, {
      name: edited.name,
      fields: [{ name: "Name" }, { name: "VAT" }, { name: "New" }],
      mainField: "Name",
    });
    const record = await post(admin, "/api/value-list-data", {
      valueListCategory: master._id,
      data: { Name: "A", VAT: "1" },
    });
    await hammer(admin, "POST", "/api/value-list-data", {
      valueListCategory: master._id,
      value: "v",
      customPrompt: "p",
      data: { Name: "A", VAT: "1" },
    });
    await hammer(admin, "POST", "/api/value-list-data", {
      valueListCategory: plain._id,
      value: "v",
      customPrompt: "p",
    });
    await hammer(admin, "PATCH", `/api/value-list-data/${record._id}`, {
      data: { Name: "B" },
      customPrompt: "p",
      ocrTrigger: { x: 1, y: 2, width: 3, height: 4, page: 1, regEx: "A+", splitAction: "FIRST_PAGE", text: "AAA" },
    });
    await hammer(admin, "POST", "/api/fields", {
      name: "F",
      dataType: "Master_Key",
      description: "d",
      valueListCategory: master._id,
    });
    const field = await makeField(admin, { dataType: "Number" });
    const other = await makeField(admin, { dataType: "Number" });
    await hammer(admin, "PATCH", `/api/fields/${field._id}`, { name: "G", description: "d" });
    const body = classBody([field._id, other._id], {
      masterKeyCategory: master._id,
      tables: [
        {
          name: "T",
          description: "",
          columns: [
            {
              field: other._id,
              validation: { required: true, regex: "a", formula: null, formulaText: `[${field.name}] + 1` },
            },
          ],
        },
      ],
    });
    (body.fields[1] as any).validation = {
      required: true,
      regex: "^a$",
      formula: null,
      formulaText: `[${field.name}] * 2`,
    };
    await hammer(admin, "POST", "/api/document-class", body);
    const cls = await makeClass(admin, [field._id]);
    await hammer(admin, "PATCH", `/api/document-class/${cls._id}`, { ...body, name: cls.name });
  });

  it("never answers 500 on the job and M-Files routes", async () => {
    const admin = await t.signedIn(["admin"]);
    const field = await makeField(admin);
    const cls = await makeClass(admin, [field._id]);
    const body = jobBody([cls._id], {
      split: {
        autoValidateSplit: true,
        splitOptions: [
          { _id: "fixed-pages", config: { pages: 2 } },
          { _id: "barcode", config: { barcodeText: "X" } },
        ],
      },
      export: {
        _id: "DE-01",
        config: {
          mfilesUrl: "http://127.0.0.1:9",
          mfilesUserName: "alex",
          mfilesPassword: "pw",
          mfilesVaultGuid: "{C840BE1A-5B47-4AC0-8EF7-835C166C8E24}",
          mfilesWindowsUser: false,
          documentClassMapping: [
            {
              documentClassId: cls._id,
              mfilesClassId: 3,
              fieldsMapping: [{ fieldId: field._id, mfilesPropertyId: 1020, dataType: 1, name: "N", required: true }],
            },
          ],
        },
      },
    });
    await hammer(admin, "POST", "/api/job", body);
    const job = await makeJob(admin, [cls._id]);
    await hammer(admin, "PATCH", `/api/job/${job._id}`, body);
    // The M-Files calls go to a closed port: every answer is a 400 with a reason.
    await hammer(admin, "POST", "/api/batch-Export/m-files/documentClasses", {
      mfilesUrl: "http://127.0.0.1:9",
      mFilesToken: "t",
    });
    await hammer(admin, "POST", "/api/batch-Export/m-files/login", {
      mfilesUrl: "http://127.0.0.1:9",
      mfilesUserName: "alex",
      mfilesPassword: "pw",
      mfilesVaultGuid: "{C840BE1A-5B47-4AC0-8EF7-835C166C8E24}",
      mfilesWindowsUser: false,
      jobId: job._id,
    });
  });
});
