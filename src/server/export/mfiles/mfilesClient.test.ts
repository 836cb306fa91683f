import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  FAKE_MFILES_VAULT_GUID,
  startFakeMfilesServer,
  type FakeMfilesServer,
} from "../../../testing/fakeMfiles/fakeMfilesServer";
import {
  MFilesError,
  createDocument,
  listClasses,
  login,
  normalizeMfilesUrl,
  splitFileName,
  toTypedValue,
  uploadFile,
  type MFilesConnection,
} from "./mfilesClient";

let fake: FakeMfilesServer;

beforeAll(async () => {
  fake = await startFakeMfilesServer();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.state.failures.length = 0;
  fake.state.requests.length = 0;
});

function connection(overrides: Partial<MFilesConnection> = {}): MFilesConnection {
  return {
    mfilesUrl: fake.url,
    mfilesUserName: "alex",
    mfilesPassword: "pw",
    mfilesVaultGuid: FAKE_MFILES_VAULT_GUID,
    mfilesWindowsUser: false,
    ...overrides,
  };
}

async function expectMFilesError(promise: Promise<unknown>): Promise<MFilesError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(MFilesError);
    return err as MFilesError;
  }
  throw new Error("expected an MFilesError");
}

/** A port on which nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("normalizeMfilesUrl", () => {
  it("accepts the URL with or without trailing slash or /REST", () => {
    for (const u of [
      "https://m.example.com",
      "https://m.example.com/",
      "https://m.example.com/REST",
      "https://m.example.com/rest/",
      " https://m.example.com/REST.aspx ",
    ]) {
      expect(normalizeMfilesUrl(u)).toBe("https://m.example.com");
    }
    expect(normalizeMfilesUrl("https://m.example.com/mfiles/REST/")).toBe("https://m.example.com/mfiles");
  });

  it("rejects what is not an http(s) URL", () => {
    expect(() => normalizeMfilesUrl("")).toThrow(MFilesError);
    expect(() => normalizeMfilesUrl("m.example.com")).toThrow(/not a valid M-Files URL/);
    expect(() => normalizeMfilesUrl("ftp://m.example.com")).toThrow(/http/);
  });
});

describe("login", () => {
  it("returns a token for good credentials and verifies the session", async () => {
    const token = await login(connection());
    expect(typeof token).toBe("string");
    expect(token.length).toBeGreaterThan(10);
    const paths = fake.state.requests.map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(["POST /REST/server/authenticationtokens", "GET /REST/session"]);
    expect(fake.state.requests[1]!.authToken).toBe(token);
  });

  it("accepts the URL with a trailing slash or /REST, and the vault GUID without braces in any case", async () => {
    const bare = FAKE_MFILES_VAULT_GUID.replace(/[{}]/g, "").toLowerCase();
    await expect(login(connection({ mfilesUrl: `${fake.url}/`, mfilesVaultGuid: bare }))).resolves.toBeTypeOf("string");
    await expect(login(connection({ mfilesUrl: `${fake.url}/REST/` }))).resolves.toBeTypeOf("string");
    await expect(login(connection({ mfilesUrl: `${fake.url}/REST`, mfilesWindowsUser: "false" }))).resolves.toBeTypeOf(
      "string",
    );
  });

  it("turns wrong credentials (token handed out anyway) into 'Login to vault failed'", async () => {
    const err = await expectMFilesError(login(connection({ mfilesPassword: "wrong" })));
    expect(err.message).toBe("Login to vault failed");
    expect(err.status).toBe(403);
    expect(err.exceptionName).toBe("UnauthorizedAccessException");
    // the fake did hand out a token: the failure came from GET /session
    expect(fake.state.requests.map((r) => r.path)).toEqual(["/REST/server/authenticationtokens", "/REST/session"]);
  });

  it("fails for a wrong vault", async () => {
    const err = await expectMFilesError(
      login(connection({ mfilesVaultGuid: "{00000000-0000-0000-0000-000000000000}" })),
    );
    expect(err.message).toBe("Login to vault failed");
  });

  it("reads Message when the Exception wrapper is missing", async () => {
    fake.failNext({
      pathContains: "/session",
      status: 403,
      message: "Access denied to the vault",
      withoutException: true,
    });
    const err = await expectMFilesError(login(connection()));
    expect(err.message).toBe("Access denied to the vault");
  });

  it("gives a readable error for an unreachable URL", async () => {
    const port = await closedPort();
    const err = await expectMFilesError(login(connection({ mfilesUrl: `http://127.0.0.1:${port}/REST/` })));
    expect(err.message).toMatch(new RegExp(`^Could not reach M-Files at http://127\\.0\\.0\\.1:${port}: `));
    expect(err.message).toMatch(/ECONNREFUSED/);
    expect(err.status).toBeUndefined();
  });

  it("times out a request that gets no answer", async () => {
    fake.failNext({ pathContains: "authenticationtokens", delayMs: 3000 });
    const err = await expectMFilesError(login(connection(), { timeoutMs: 200 }));
    expect(err.message).toBe(`Could not reach M-Files at ${fake.url}: no answer within 0.2 s`);
  });

  it("describes a non-JSON error answer in a sentence", async () => {
    fake.failNext({ status: 502, rawBody: "<html><body>Bad Gateway</body></html>", contentType: "text/html" });
    const err = await expectMFilesError(login(connection()));
    expect(err.message).toBe(
      `M-Files at ${fake.url} answered HTTP 502 Bad Gateway to POST /REST/server/authenticationtokens: Bad Gateway`,
    );
    expect(err.status).toBe(502);
  });

  it("explains a URL that does not point to the REST service", async () => {
    const err = await expectMFilesError(login(connection({ mfilesUrl: `${fake.url}/mfiles` })));
    expect(err.message).toContain("answered HTTP 404");
  });

  it("treats every non-200 as failure, even a 201 or 204", async () => {
    fake.failNext({ status: 201, rawBody: '{"Value":"x"}', contentType: "application/json" });
    const err = await expectMFilesError(login(connection()));
    expect(err.status).toBe(201);
  });
});

describe("listClasses", () => {
  it("joins each class's AssociatedPropertyDefs with the property definitions", async () => {
    const token = await login(connection());
    const classes = await listClasses(`${fake.url}/`, token);
    expect(classes.map((c) => [c.id, c.name])).toEqual([
      [3, "Invoice"],
      [4, "Receipt"],
    ]);
    const invoice = classes[0]!;
    expect(invoice.namePropertyDef).toBe(0);
    expect(invoice.associatedPropertyDefs).toEqual([
      { id: 1020, name: "Invoice Number", dataType: 1, required: true },
      { id: 1021, name: "Invoice Date", dataType: 5, required: false },
      { id: 1022, name: "Total", dataType: 3, required: true },
      { id: 1023, name: "Vendor", dataType: 9, required: false },
    ]);
    const receipt = classes[1]!;
    expect(receipt.associatedPropertyDefs.find((p) => p.id === 1030)).toEqual({
      id: 1030,
      name: "Receipt Number",
      dataType: 2,
      required: true,
    });
    expect(receipt.associatedPropertyDefs.find((p) => p.id === 1033)).toEqual({
      id: 1033,
      name: "Tags",
      dataType: 10,
      required: false,
    });

    const paths = fake.state.requests.filter((r) => r.path.startsWith("/REST/structure")).map((r) => r.path + r.query);
    expect(paths.filter((p) => p === "/REST/structure/properties")).toHaveLength(1);
    expect(paths).toContain("/REST/structure/classes?objtype=0");
    expect(paths).toContain("/REST/structure/classes/3");
    expect(paths).toContain("/REST/structure/classes/4");
  });

  it("fetches class details concurrently, at most 4 at a time", async () => {
    const many = Array.from({ length: 10 }, (_, i) => ({
      id: 10 + i,
      name: `Class ${i}`,
      associatedPropertyDefs: [
        { propertyDef: 100, required: true },
        { propertyDef: 0, required: true },
        { propertyDef: 1020, required: i % 2 === 0 },
      ],
    }));
    const slow = await startFakeMfilesServer({
      classes: [...many, { id: 99, name: "Customer card", objType: 136, associatedPropertyDefs: [] }],
      latencyMs: 40,
    });
    try {
      const token = await login(connection({ mfilesUrl: slow.url }));
      slow.state.maxInFlight = 0;
      const classes = await listClasses(slow.url, token);
      expect(classes).toHaveLength(10);
      expect(classes.map((c) => c.id)).toEqual(many.map((c) => c.id));
      // Class (100) is set automatically and is not offered for mapping; Name or title is.
      expect(classes[0]!.associatedPropertyDefs).toEqual([
        { id: 0, name: "Name or title", dataType: 1, required: true },
        { id: 1020, name: "Invoice Number", dataType: 1, required: true },
      ]);
      expect(classes[1]!.associatedPropertyDefs[1]!.required).toBe(false);
      expect(slow.state.maxInFlight).toBeGreaterThan(1);
      expect(slow.state.maxInFlight).toBeLessThanOrEqual(4);
    } finally {
      await slow.close();
    }
  });

  it("fails with M-Files' message for a bad token", async () => {
    const err = await expectMFilesError(listClasses(fake.url, "not-a-token"));
    expect(err.message).toBe("Login to vault failed");
  });

  it("propagates a failing class detail request", async () => {
    const token = await login(connection());
    fake.failNext({ pathContains: "/structure/classes/4", status: 500, message: "Access to class 4 is denied." });
    const err = await expectMFilesError(listClasses(fake.url, token));
    expect(err.message).toBe("Access to class 4 is denied.");
    expect(err.status).toBe(500);
  });
});

describe("uploadFile", () => {
  it("posts the raw bytes and adds Title, Extension and Size", async () => {
    const token = await login(connection());
    const bytes = Buffer.from("%PDF-1.4 fake pdf content");
    const file = await uploadFile(`${fake.url}/REST`, token, bytes, "invoice 2024.001.pdf");
    expect(file).toEqual({
      UploadID: expect.any(Number),
      Title: "invoice 2024.001",
      Extension: "pdf",
      Size: bytes.length,
    });
    const upload = fake.state.uploads.get(file.UploadID)!;
    expect(upload.bytes.equals(bytes)).toBe(true);
    expect(upload.contentType).toBe("application/octet-stream");
  });

  it("accepts a Uint8Array and an answer given as an array", async () => {
    const token = await login(connection());
    fake.failNext({
      pathContains: "/files",
      status: 200,
      rawBody: '[{"UploadID":77,"Size":3,"FileInformationType":0}]',
      contentType: "application/json",
    });
    const file = await uploadFile(fake.url, token, new Uint8Array([1, 2, 3]), "scan");
    expect(file).toEqual({ UploadID: 77, Title: "scan", Extension: "", Size: 3 });
  });

  it("splits file names", () => {
    expect(splitFileName("a.pdf")).toEqual({ title: "a", extension: "pdf" });
    expect(splitFileName("C:\\docs\\b.c.PDF")).toEqual({ title: "b.c", extension: "PDF" });
    expect(splitFileName(".hidden")).toEqual({ title: ".hidden", extension: "" });
  });
});

describe("createDocument", () => {
  it("uploads and creates an Invoice with text, date, floating and lookup values", async () => {
    const token = await login(connection());
    const bytes = Buffer.from("%PDF invoice");
    const file = await uploadFile(fake.url, token, bytes, "invoice.pdf");
    const id = await createDocument(fake.url, token, {
      classId: 3,
      name: "Invoice 2024-001",
      properties: [
        { propertyDef: 1020, dataType: 1, value: "2024-001" },
        { propertyDef: 1021, dataType: 5, value: "2024-01-31T00:00:00.000Z" },
        { propertyDef: 1022, dataType: 3, value: "1,234.50" },
        { propertyDef: 1023, dataType: 9, value: "20" },
      ],
      file,
    });
    expect(id).toBeGreaterThanOrEqual(1100);
    const obj = fake.state.objects.at(-1)!;
    expect(obj.id).toBe(id);
    expect(obj.classId).toBe(3);
    expect(obj.title).toBe("Invoice 2024-001");
    expect(obj.checkIn).toBe(true);
    expect(obj.propertyValues).toEqual([
      { PropertyDef: 100, TypedValue: { DataType: 9, Lookup: { Item: 3, Version: -1 } } },
      { PropertyDef: 0, TypedValue: { DataType: 1, Value: "Invoice 2024-001" } },
      { PropertyDef: 22, TypedValue: { DataType: 8, Value: true } },
      { PropertyDef: 1020, TypedValue: { DataType: 1, Value: "2024-001" } },
      { PropertyDef: 1021, TypedValue: { DataType: 5, Value: "2024-01-31" } },
      { PropertyDef: 1022, TypedValue: { DataType: 3, Value: 1234.5 } },
      { PropertyDef: 1023, TypedValue: { DataType: 9, Lookup: { Item: 20, Version: -1 } } },
    ]);
    expect(obj.files).toHaveLength(1);
    expect(obj.files[0]).toMatchObject({ title: "invoice", extension: "pdf", size: bytes.length });
    expect(obj.files[0]!.bytes.equals(bytes)).toBe(true);
  });

  it("converts every other data type (Receipt) and gives increasing ids", async () => {
    const token = await login(connection());
    const file = await uploadFile(fake.url, token, Buffer.from("receipt"), "receipt.png");
    const before = fake.state.objects.length;
    const id = await createDocument(fake.url, token, {
      classId: 4,
      name: "  Receipt 42  ",
      properties: [
        { propertyDef: 1030, dataType: 2, value: "42" },
        { propertyDef: 1031, dataType: 8, value: "yes" },
        { propertyDef: 1032, dataType: 13, value: "line 1\nline 2" },
        { propertyDef: 1033, dataType: 10, value: [5, "6"] },
        { propertyDef: 1034, dataType: 11, value: 9007199254740991 },
        { propertyDef: 1035, dataType: 3, value: 19.99 },
        { propertyDef: 1036, dataType: 5, value: new Date(Date.UTC(2024, 1, 29)) },
        { propertyDef: 1037, dataType: 9, value: 8 },
      ],
      file,
    });
    const obj = fake.state.objects.at(-1)!;
    expect(fake.state.objects.length).toBe(before + 1);
    expect(obj.id).toBe(id);
    if (before > 0) expect(id).toBe(fake.state.objects[before - 1]!.id + 1);
    expect(obj.title).toBe("Receipt 42");
    expect(Object.fromEntries(obj.propertyValues.map((p) => [p.PropertyDef, p.TypedValue]))).toEqual({
      0: { DataType: 1, Value: "Receipt 42" },
      22: { DataType: 8, Value: true },
      100: { DataType: 9, Lookup: { Item: 4, Version: -1 } },
      1030: { DataType: 2, Value: 42 },
      1031: { DataType: 8, Value: true },
      1032: { DataType: 13, Value: "line 1\nline 2" },
      1033: {
        DataType: 10,
        Lookups: [
          { Item: 5, Version: -1 },
          { Item: 6, Version: -1 },
        ],
      },
      1034: { DataType: 11, Value: 9007199254740991 },
      1035: { DataType: 3, Value: 19.99 },
      1036: { DataType: 5, Value: "2024-02-29" },
      1037: { DataType: 9, Lookup: { Item: 8, Version: -1 } },
    });
  });

  it("uses the class's NamePropertyDef and skips empty values", async () => {
    const custom = await startFakeMfilesServer({
      classes: [
        {
          id: 5,
          name: "Contract",
          namePropertyDef: 1040,
          associatedPropertyDefs: [
            { propertyDef: 1040, required: true },
            { propertyDef: 1041, required: false },
          ],
        },
      ],
      propertyDefs: [
        { id: 1040, name: "Contract title", dataType: 1 },
        { id: 1041, name: "Signed", dataType: 8 },
      ],
      firstObjectId: 500,
    });
    try {
      const token = await login(connection({ mfilesUrl: custom.url }));
      const file = await uploadFile(custom.url, token, Buffer.from("c"), "contract.docx");
      const id = await createDocument(custom.url, token, {
        classId: 5,
        name: "Lease",
        namePropertyDef: 1040,
        properties: [
          { propertyDef: 1040, dataType: 1, value: "ignored: the name wins" },
          { propertyDef: 1041, dataType: 8, value: "" },
        ],
        file,
      });
      expect(id).toBe(500);
      expect(custom.state.objects[0]!.propertyValues.map((p) => p.PropertyDef)).toEqual([100, 1040, 22]);
      expect(custom.state.objects[0]!.title).toBe("Lease");
    } finally {
      await custom.close();
    }
  });

  it("surfaces M-Files' message when a required property is missing", async () => {
    const token = await login(connection());
    const file = await uploadFile(fake.url, token, Buffer.from("x"), "invoice.pdf");
    const count = fake.state.objects.length;
    const err = await expectMFilesError(
      createDocument(fake.url, token, {
        classId: 3,
        name: "Invoice without total",
        properties: [
          { propertyDef: 1020, dataType: 1, value: "2024-002" },
          { propertyDef: 1022, dataType: 3, value: null },
        ],
        file,
      }),
    );
    expect(err.message).toBe('Required property "Total" is missing a value.');
    expect(err.status).toBe(400);
    expect(fake.state.objects.length).toBe(count);
  });

  it("surfaces M-Files' message for an unknown upload id", async () => {
    const token = await login(connection());
    const err = await expectMFilesError(
      createDocument(fake.url, token, {
        classId: 3,
        name: "x",
        properties: [
          { propertyDef: 1020, dataType: 1, value: "1" },
          { propertyDef: 1022, dataType: 3, value: 1 },
        ],
        file: { UploadID: 987654, Title: "x", Extension: "pdf", Size: 1 },
      }),
    );
    expect(err.message).toBe("The uploaded file 987654 was not found.");
  });

  it("rejects values that cannot be converted, naming the property, before calling M-Files", async () => {
    const token = await login(connection());
    fake.state.requests.length = 0;
    const file = { UploadID: 1, Title: "x", Extension: "pdf", Size: 1 };
    const err = await expectMFilesError(
      createDocument(fake.url, token, {
        classId: 3,
        name: "x",
        properties: [{ propertyDef: 1022, dataType: 3, name: "Total", value: "twelve" }],
        file,
      }),
    );
    expect(err.message).toBe('M-Files property "Total" (1022): "twelve" is not a number');
    expect(fake.state.requests).toHaveLength(0);
    await expect(createDocument(fake.url, token, { classId: 3, name: "  ", properties: [], file })).rejects.toThrow(
      /name is empty/,
    );
  });

  it("propagates a forced server failure", async () => {
    const token = await login(connection());
    const file = await uploadFile(fake.url, token, Buffer.from("x"), "a.pdf");
    fake.failNext({
      pathContains: "/objects/0",
      status: 500,
      message: "The vault is read-only.",
      exceptionName: "COMException",
    });
    const err = await expectMFilesError(
      createDocument(fake.url, token, {
        classId: 3,
        name: "x",
        properties: [
          { propertyDef: 1020, dataType: 1, value: "1" },
          { propertyDef: 1022, dataType: 3, value: 1 },
        ],
        file,
      }),
    );
    expect(err).toMatchObject({
      message: "The vault is read-only.",
      status: 500,
      exceptionName: "COMException",
      request: "POST /REST/objects/0",
    });
  });
});

describe("toTypedValue", () => {
  const tv = (dataType: number, value: Parameters<typeof toTypedValue>[0]["value"]) =>
    toTypedValue({ propertyDef: 1, dataType, value, name: "P" });

  it("text", () => {
    expect(tv(1, 12)).toEqual({ DataType: 1, Value: "12" });
    expect(tv(13, "a\nb")).toEqual({ DataType: 13, Value: "a\nb" });
  });

  it("integers", () => {
    expect(tv(2, " 17 ")).toEqual({ DataType: 2, Value: 17 });
    expect(tv(2, "1,234")).toEqual({ DataType: 2, Value: 1234 });
    expect(tv(11, -5)).toEqual({ DataType: 11, Value: -5 });
    expect(() => tv(2, "1.5")).toThrow('M-Files property "P" (1): "1.5" is not a whole number');
    expect(() => tv(2, "abc")).toThrow(MFilesError);
    expect(() => tv(11, true)).toThrow(MFilesError);
  });

  it("floating", () => {
    expect(tv(3, "12,5")).toEqual({ DataType: 3, Value: 12.5 });
    expect(tv(3, "-0.25")).toEqual({ DataType: 3, Value: -0.25 });
    expect(tv(3, 3)).toEqual({ DataType: 3, Value: 3 });
    expect(() => tv(3, "12abc")).toThrow(/is not a number/);
    expect(() => tv(3, Number.NaN)).toThrow(MFilesError);
  });

  it("dates as plain YYYY-MM-DD", () => {
    expect(tv(5, "2024-01-31")).toEqual({ DataType: 5, Value: "2024-01-31" });
    expect(tv(5, "2024-01-31T23:30:00-05:00")).toEqual({ DataType: 5, Value: "2024-01-31" });
    expect(tv(5, new Date("2024-03-01T00:00:00Z"))).toEqual({ DataType: 5, Value: "2024-03-01" });
    expect(() => tv(5, "31.01.2024")).toThrow(/is not a date \(expected YYYY-MM-DD\)/);
    expect(() => tv(5, "2023-02-29")).toThrow(MFilesError);
    expect(() => tv(5, new Date("garbage"))).toThrow(MFilesError);
  });

  it("booleans", () => {
    for (const v of [true, "true", "yes", "YES", 1, "1"]) expect(tv(8, v)).toEqual({ DataType: 8, Value: true });
    for (const v of [false, "false", "no", 0, "0"]) expect(tv(8, v)).toEqual({ DataType: 8, Value: false });
    expect(() => tv(8, "maybe")).toThrow(/is not a yes\/no value/);
  });

  it("lookups and multi-select lookups", () => {
    expect(tv(9, 20)).toEqual({ DataType: 9, Lookup: { Item: 20, Version: -1 } });
    expect(tv(9, " 21 ")).toEqual({ DataType: 9, Lookup: { Item: 21, Version: -1 } });
    expect(() => tv(9, "Acme")).toThrow(/is not a value list item id/);
    expect(tv(10, "1, 2;3")).toEqual({ DataType: 10, Lookups: [1, 2, 3].map((Item) => ({ Item, Version: -1 })) });
    expect(tv(10, 4)).toEqual({ DataType: 10, Lookups: [{ Item: 4, Version: -1 }] });
    expect(() => tv(10, [1, "x"])).toThrow(MFilesError);
  });

  it("empty values are left out; unsupported types fail", () => {
    for (const v of [null, undefined, "", "   ", []]) expect(tv(1, v as never)).toBeNull();
    expect(() => tv(12, "x")).toThrow(/data type 12 is not supported/);
  });
});
