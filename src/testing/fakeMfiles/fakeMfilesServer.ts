/**
 * A local fake of the M-Files Web Service (MFWS REST) for tests, following docs/mfiles-rest.md,
 * quirks included:
 * - base path `/REST`, paths with or without `.aspx`, matched case-insensitively;
 * - PascalCase JSON, every success is HTTP 200;
 * - POST /REST/server/authenticationtokens returns a token EVEN for wrong credentials or a wrong
 *   vault; only GET /REST/session (and every other authenticated call) then answers 403
 *   "Login to vault failed";
 * - the class list carries no AssociatedPropertyDefs, only GET /REST/structure/classes/{id} does;
 * - POST /REST/objects/0 validates class, name, required properties, data types, date format and
 *   uploaded file ids, answering M-Files' error shape otherwise.
 *
 * Usage: `const fake = await startFakeMfilesServer(); ... fake.url ... await fake.close();`
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes, randomUUID } from "node:crypto";

export const FAKE_MFILES_VAULT_GUID = "{C840BE1A-5B47-4AC0-8EF7-835C166C8E24}";

interface FakeMfilesUser {
  userName: string;
  password: string;
  /** Defaults to 1, 2, ... in list order. */
  userId?: number;
  /** When set, only logins with this WindowsUser flag succeed. */
  windowsUser?: boolean;
}

interface FakeMfilesPropertyDef {
  id: number;
  name: string;
  /** MFDataType: 1 Text, 2 Integer, 3 Floating, 5 Date, 6 Time, 7 Timestamp, 8 Boolean, 9 Lookup, 10 MultiSelectLookup, 11 Integer64, 12 FILETIME, 13 MultiLineText. */
  dataType: number;
  valueList?: number;
}

interface FakeMfilesClass {
  id: number;
  name: string;
  objType?: number;
  namePropertyDef?: number;
  workflow?: number;
  associatedPropertyDefs: { propertyDef: number; required: boolean }[];
}

interface FakeMfilesOptions {
  users?: FakeMfilesUser[];
  vaultGuid?: string;
  classes?: FakeMfilesClass[];
  /** Added to (and overriding by id) the built-in definitions 0 Name or title, 22 Single file, 100 Class. */
  propertyDefs?: FakeMfilesPropertyDef[];
  /** Id of the first created object; 1100 by default. */
  firstObjectId?: number;
  /** Delay every answer by this many milliseconds (to observe concurrency). */
  latencyMs?: number;
  /** Port to listen on (127.0.0.1); 0, the default, picks a free one. */
  port?: number;
}

export interface FailNextOptions {
  /** HTTP status of the failure, 500 by default. */
  status?: number;
  message?: string;
  exceptionName?: string;
  /** Answer the error without the `Exception` wrapper (only the top-level Message). */
  withoutException?: boolean;
  /** Answer this raw text (not JSON) instead of the M-Files error body. */
  rawBody?: string;
  contentType?: string;
  /** Delay the answer by this many milliseconds (to test client timeouts). */
  delayMs?: number;
  /** Fail only the next request whose path (after /REST, without .aspx) contains this text, case-insensitive. */
  pathContains?: string;
  /** Fail only a request with this method. */
  method?: string;
}

interface FakeMfilesRequestLog {
  method: string;
  /** Path as received, without the query string. */
  path: string;
  query: string;
  authToken: string | undefined;
  contentType: string | undefined;
  bodyBytes: number;
}

interface FakeMfilesUpload {
  uploadId: number;
  bytes: Buffer;
  contentType: string | undefined;
}

interface FakeMfilesObject {
  id: number;
  version: number;
  classId: number;
  title: string;
  /** The PropertyValues exactly as received. */
  propertyValues: { PropertyDef: number; TypedValue: Record<string, unknown> }[];
  /** The Files entries as received, joined with the uploaded bytes. */
  files: { uploadId: number; title: string; extension: string; size: number; bytes: Buffer }[];
  checkIn: boolean;
  createdBy: string;
}

interface FakeMfilesToken {
  token: string;
  userName: string;
  valid: boolean;
  userId: number | null;
}

export interface FakeMfilesState {
  users: FakeMfilesUser[];
  vaultGuid: string;
  classes: FakeMfilesClass[];
  propertyDefs: FakeMfilesPropertyDef[];
  tokens: Map<string, FakeMfilesToken>;
  uploads: Map<number, FakeMfilesUpload>;
  objects: FakeMfilesObject[];
  requests: FakeMfilesRequestLog[];
  /** Queue of forced failures; the first entry matching a request is used and removed. */
  failures: FailNextOptions[];
  nextObjectId: number;
  nextUploadId: number;
  latencyMs: number;
  inFlight: number;
  maxInFlight: number;
}

export interface FakeMfilesServer {
  /** Server root, e.g. http://127.0.0.1:41234 (the REST API is under {url}/REST). */
  url: string;
  state: FakeMfilesState;
  /** Makes the next (matching) request fail. Can be called several times to queue failures. */
  failNext(options?: FailNextOptions): void;
  close(): Promise<void>;
}

const FAKE_MFILES_BUILTIN_PROPERTY_DEFS: FakeMfilesPropertyDef[] = [
  { id: 0, name: "Name or title", dataType: 1 },
  { id: 20, name: "Created", dataType: 7 },
  { id: 22, name: "Single file", dataType: 8 },
  { id: 100, name: "Class", dataType: 9, valueList: 1 },
];

/** Property definitions of the default fixture (besides the built-ins). */
const FAKE_MFILES_DEFAULT_PROPERTY_DEFS: FakeMfilesPropertyDef[] = [
  { id: 1020, name: "Invoice Number", dataType: 1 },
  { id: 1021, name: "Invoice Date", dataType: 5 },
  { id: 1022, name: "Total", dataType: 3 },
  { id: 1023, name: "Vendor", dataType: 9, valueList: 101 },
  { id: 1030, name: "Receipt Number", dataType: 2 },
  { id: 1031, name: "Paid", dataType: 8 },
  { id: 1032, name: "Notes", dataType: 13 },
  { id: 1033, name: "Tags", dataType: 10, valueList: 102 },
  { id: 1034, name: "Ledger Entry", dataType: 11 },
  { id: 1035, name: "Amount", dataType: 3 },
  { id: 1036, name: "Receipt Date", dataType: 5 },
  { id: 1037, name: "Merchant", dataType: 9, valueList: 101 },
];

/**
 * Default classes: 3 'Invoice' (1020 Invoice Number Text required, 1021 Invoice Date Date,
 * 1022 Total Floating required, 1023 Vendor Lookup) and 4 'Receipt' (one property of every other
 * data type: Integer required, Boolean, MultiLineText, MultiSelectLookup, Integer64, Floating, Date, Lookup).
 */
const FAKE_MFILES_DEFAULT_CLASSES: FakeMfilesClass[] = [
  {
    id: 3,
    name: "Invoice",
    namePropertyDef: 0,
    associatedPropertyDefs: [
      { propertyDef: 1020, required: true },
      { propertyDef: 1021, required: false },
      { propertyDef: 1022, required: true },
      { propertyDef: 1023, required: false },
    ],
  },
  {
    id: 4,
    name: "Receipt",
    namePropertyDef: 0,
    associatedPropertyDefs: [
      { propertyDef: 1030, required: true },
      { propertyDef: 1031, required: false },
      { propertyDef: 1032, required: false },
      { propertyDef: 1033, required: false },
      { propertyDef: 1034, required: false },
      { propertyDef: 1035, required: false },
      { propertyDef: 1036, required: false },
      { propertyDef: 1037, required: false },
    ],
  },
];

const FAKE_MFILES_DEFAULT_USERS: FakeMfilesUser[] = [{ userName: "alex", password: "pw", userId: 7 }];

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly exceptionName = "MFilesException",
  ) {
    super(message);
  }
}

function normalizeGuid(guid: unknown): string {
  return typeof guid === "string" ? guid.trim().replace(/^\{/, "").replace(/\}$/, "").toLowerCase() : "";
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
  });
  res.end(text);
}

function sendError(
  res: ServerResponse,
  status: number,
  path: string,
  method: string,
  message: string,
  exceptionName: string,
  withoutException = false,
): void {
  const body: Record<string, unknown> = { Status: status, URL: path, Method: method };
  if (!withoutException)
    body.Exception = { Name: exceptionName, Message: message, InnerException: null, StackText: null };
  body.Message = message;
  body.Stack = null;
  sendJson(res, status, body);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    throw new HttpError(400, "The request body is not valid JSON.", "SerializationException");
  }
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function isValidDate(s: string): boolean {
  const m = DATE_PATTERN.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

function isLookup(v: unknown): v is { Item: number; Version?: number } {
  return typeof v === "object" && v !== null && typeof (v as { Item?: unknown }).Item === "number";
}

/** Whether a TypedValue carries a value (M-Files treats null / empty as "no value"). */
function hasValue(tv: Record<string, unknown>): boolean {
  if (tv.HasValue === false) return false;
  if (tv.DataType === 9) return isLookup(tv.Lookup);
  if (tv.DataType === 10) return Array.isArray(tv.Lookups) && tv.Lookups.length > 0;
  return tv.Value !== null && tv.Value !== undefined && tv.Value !== "";
}

function validateTypedValue(prop: FakeMfilesPropertyDef, tv: Record<string, unknown>): void {
  const where = `property "${prop.name}" (${prop.id})`;
  if (tv.DataType !== prop.dataType) {
    throw new HttpError(
      400,
      `The data type ${String(tv.DataType)} of the value of ${where} does not match the property definition (${prop.dataType}).`,
      "ArgumentException",
    );
  }
  if (!hasValue(tv)) return;
  const v = tv.Value;
  switch (prop.dataType) {
    case 1:
    case 13:
      if (typeof v !== "string") throw new HttpError(400, `Invalid text value for ${where}.`, "ArgumentException");
      break;
    case 2:
    case 11:
      if (typeof v !== "number" || !Number.isInteger(v))
        throw new HttpError(400, `Invalid integer value for ${where}.`, "ArgumentException");
      break;
    case 3:
      if (typeof v !== "number" || !Number.isFinite(v))
        throw new HttpError(400, `Invalid floating point value for ${where}.`, "ArgumentException");
      break;
    case 5:
      if (typeof v !== "string" || !isValidDate(v)) {
        throw new HttpError(
          400,
          `Invalid date value "${String(v)}" for ${where}. Dates must be given as YYYY-MM-DD.`,
          "FormatException",
        );
      }
      break;
    case 8:
      if (typeof v !== "boolean") throw new HttpError(400, `Invalid boolean value for ${where}.`, "ArgumentException");
      break;
    case 9:
      if (!isLookup(tv.Lookup)) throw new HttpError(400, `Invalid lookup value for ${where}.`, "ArgumentException");
      break;
    case 10:
      if (!Array.isArray(tv.Lookups) || !tv.Lookups.every(isLookup))
        throw new HttpError(400, `Invalid multi-select lookup value for ${where}.`, "ArgumentException");
      break;
    default:
      break;
  }
}

export async function startFakeMfilesServer(options: FakeMfilesOptions = {}): Promise<FakeMfilesServer> {
  const propertyDefs = new Map<number, FakeMfilesPropertyDef>();
  for (const p of [
    ...FAKE_MFILES_BUILTIN_PROPERTY_DEFS,
    ...(options.propertyDefs ?? FAKE_MFILES_DEFAULT_PROPERTY_DEFS),
  ]) {
    propertyDefs.set(p.id, p);
  }
  const state: FakeMfilesState = {
    users: (options.users ?? FAKE_MFILES_DEFAULT_USERS).map((u) => ({ ...u })),
    vaultGuid: options.vaultGuid ?? FAKE_MFILES_VAULT_GUID,
    classes: (options.classes ?? FAKE_MFILES_DEFAULT_CLASSES).map((c) => ({
      ...c,
      associatedPropertyDefs: c.associatedPropertyDefs.map((a) => ({ ...a })),
    })),
    propertyDefs: [...propertyDefs.values()],
    tokens: new Map(),
    uploads: new Map(),
    objects: [],
    requests: [],
    failures: [],
    nextObjectId: options.firstObjectId ?? 1100,
    nextUploadId: 1,
    latencyMs: options.latencyMs ?? 0,
    inFlight: 0,
    maxInFlight: 0,
  };

  const timers = new Set<NodeJS.Timeout>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });

  const propertyDef = (id: number) => state.propertyDefs.find((p) => p.id === id);

  function classJson(c: FakeMfilesClass, withAssociated: boolean): Record<string, unknown> {
    const out: Record<string, unknown> = {
      ID: c.id,
      Name: c.name,
      ObjType: c.objType ?? 0,
      NamePropertyDef: c.namePropertyDef ?? 0,
      Workflow: c.workflow ?? -1,
      ObjectTypeId: c.objType ?? 0,
    };
    if (withAssociated) {
      out.AssociatedPropertyDefs = c.associatedPropertyDefs.map((a) => ({
        PropertyDef: a.propertyDef,
        Required: a.required,
      }));
    }
    return out;
  }

  function propertyJson(p: FakeMfilesPropertyDef): Record<string, unknown> {
    return {
      ID: p.id,
      Name: p.name,
      DataType: p.dataType,
      ValueList: p.valueList ?? 0,
      ObjectType: 0,
      ContentType: 0,
      Predefined: p.id < 1000,
      AllObjectTypes: p.id < 1000,
      AutomaticValueType: 0,
      DependencyPD: -1,
      DependencyRelation: 1,
      SortAscending: true,
      UpdateType: 0,
    };
  }

  function authenticate(req: IncomingMessage): FakeMfilesToken {
    const header = req.headers["x-authentication"];
    const token = Array.isArray(header) ? header[0] : header;
    const entry = token ? state.tokens.get(token) : undefined;
    if (!entry || !entry.valid) throw new HttpError(403, "Login to vault failed", "UnauthorizedAccessException");
    return entry;
  }

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    route: string,
    query: URLSearchParams,
    body: Buffer,
  ): Promise<void> {
    // 1. Authentication token: a token comes back even for wrong credentials (quirk).
    if (method === "POST" && route === "/server/authenticationtokens") {
      const b = parseJson(body) as Record<string, unknown>;
      const user = state.users.find(
        (u) =>
          typeof b.Username === "string" &&
          u.userName.toLowerCase() === b.Username.toLowerCase() &&
          u.password === b.Password,
      );
      const windowsOk = !user || user.windowsUser === undefined || user.windowsUser === Boolean(b.WindowsUser);
      const vaultOk = normalizeGuid(b.VaultGuid) === normalizeGuid(state.vaultGuid);
      const valid = Boolean(user) && windowsOk && vaultOk;
      const token = randomBytes(48).toString("base64url");
      state.tokens.set(token, {
        token,
        userName: typeof b.Username === "string" ? b.Username : "",
        valid,
        userId: user ? (user.userId ?? state.users.indexOf(user) + 1) : null,
      });
      sendJson(res, 200, { Value: token });
      return;
    }

    const auth = authenticate(req);

    if (route === "/session") {
      if (method === "GET") {
        sendJson(res, 200, {
          AccountName: auth.userName,
          UserID: auth.userId,
          IsLoggedToVault: true,
          IsLoggedToApplication: true,
          Language: 0,
          DefaultLanguage: 0,
        });
        return;
      }
      if (method === "DELETE") {
        state.tokens.delete(auth.token);
        sendJson(res, 200, {});
        return;
      }
    }

    if (method === "GET" && route === "/structure/classes") {
      const objType = query.get("objtype");
      const list = state.classes.filter((c) => objType === null || String(c.objType ?? 0) === objType);
      sendJson(
        res,
        200,
        list.map((c) => classJson(c, false)),
      );
      return;
    }

    const classMatch = /^\/structure\/classes\/(-?\d+)$/.exec(route);
    if (method === "GET" && classMatch) {
      const c = state.classes.find((x) => x.id === Number(classMatch[1]));
      if (!c) throw new HttpError(404, "Not found.", "MFilesException");
      sendJson(res, 200, classJson(c, true));
      return;
    }

    if (method === "GET" && route === "/structure/properties") {
      sendJson(res, 200, state.propertyDefs.map(propertyJson));
      return;
    }

    const propMatch = /^\/structure\/properties\/(-?\d+)$/.exec(route);
    if (method === "GET" && propMatch) {
      const p = propertyDef(Number(propMatch[1]));
      if (!p) throw new HttpError(404, "Not found.", "MFilesException");
      sendJson(res, 200, propertyJson(p));
      return;
    }

    if (method === "POST" && route === "/files") {
      if (body.length === 0) throw new HttpError(400, "No file content was uploaded.", "ArgumentException");
      const uploadId = state.nextUploadId++;
      state.uploads.set(uploadId, { uploadId, bytes: body, contentType: req.headers["content-type"] });
      sendJson(res, 200, { UploadID: uploadId, Size: body.length, FileInformationType: 0 });
      return;
    }

    if (method === "POST" && route === "/objects/0") {
      createObject(res, auth, query, body);
      return;
    }

    throw new HttpError(404, `The resource '${route}' was not found.`, "NotFoundException");
  }

  function createObject(res: ServerResponse, auth: FakeMfilesToken, query: URLSearchParams, body: Buffer): void {
    const b = parseJson(body) as { PropertyValues?: unknown; Files?: unknown };
    if (!Array.isArray(b.PropertyValues)) throw new HttpError(400, "PropertyValues are missing.", "ArgumentException");
    const values = new Map<number, Record<string, unknown>>();
    for (const pv of b.PropertyValues as { PropertyDef?: unknown; TypedValue?: unknown }[]) {
      if (typeof pv?.PropertyDef !== "number" || typeof pv.TypedValue !== "object" || pv.TypedValue === null) {
        throw new HttpError(400, "Invalid property value.", "ArgumentException");
      }
      const def = propertyDef(pv.PropertyDef);
      if (!def)
        throw new HttpError(404, `The property definition ${pv.PropertyDef} does not exist.`, "MFilesException");
      if (values.has(def.id))
        throw new HttpError(400, `The property "${def.name}" is given more than once.`, "ArgumentException");
      const tv = pv.TypedValue as Record<string, unknown>;
      validateTypedValue(def, tv);
      values.set(def.id, tv);
    }

    const classValue = values.get(100);
    if (!classValue || !isLookup(classValue.Lookup))
      throw new HttpError(400, 'The property "Class" must have a value.', "MFilesException");
    const cls = state.classes.find(
      (c) => c.id === (classValue.Lookup as { Item: number }).Item && (c.objType ?? 0) === 0,
    );
    if (!cls)
      throw new HttpError(
        404,
        `The class ${(classValue.Lookup as { Item: number }).Item} does not exist.`,
        "MFilesException",
      );

    const nameDefId = cls.namePropertyDef ?? 0;
    const nameValue = values.get(nameDefId);
    if (!nameValue || !hasValue(nameValue)) {
      const nameDef = propertyDef(nameDefId);
      throw new HttpError(400, `The property "${nameDef?.name ?? nameDefId}" must have a value.`, "MFilesException");
    }
    for (const a of cls.associatedPropertyDefs) {
      const tv = values.get(a.propertyDef);
      if (a.required && (!tv || !hasValue(tv))) {
        const def = propertyDef(a.propertyDef);
        throw new HttpError(
          400,
          `Required property "${def?.name ?? a.propertyDef}" is missing a value.`,
          "MFilesException",
        );
      }
    }

    const files: FakeMfilesObject["files"] = [];
    if (b.Files !== undefined && b.Files !== null) {
      if (!Array.isArray(b.Files)) throw new HttpError(400, "Files must be a list.", "ArgumentException");
      for (const f of b.Files as Record<string, unknown>[]) {
        const upload = typeof f?.UploadID === "number" ? state.uploads.get(f.UploadID) : undefined;
        if (!upload)
          throw new HttpError(400, `The uploaded file ${String(f?.UploadID)} was not found.`, "MFilesException");
        files.push({
          uploadId: upload.uploadId,
          title: typeof f.Title === "string" ? f.Title : "",
          extension: typeof f.Extension === "string" ? f.Extension : "",
          size: typeof f.Size === "number" ? f.Size : upload.bytes.length,
          bytes: upload.bytes,
        });
      }
    }
    const singleFile = values.get(22);
    if (singleFile?.Value === true && files.length !== 1) {
      throw new HttpError(400, "A single-file document must have exactly one file.", "MFilesException");
    }
    for (const f of files) state.uploads.delete(f.uploadId);

    const id = state.nextObjectId++;
    const title = String(nameValue.Value);
    const obj: FakeMfilesObject = {
      id,
      version: 1,
      classId: cls.id,
      title,
      propertyValues: (b.PropertyValues as FakeMfilesObject["propertyValues"]).map((pv) => ({
        PropertyDef: pv.PropertyDef,
        TypedValue: pv.TypedValue,
      })),
      files,
      checkIn: (query.get("checkIn") ?? query.get("checkin"))?.toLowerCase() === "true",
      createdBy: auth.userName,
    };
    state.objects.push(obj);
    const now = new Date().toISOString();
    sendJson(res, 200, {
      Title: title,
      DisplayID: String(id),
      ObjVer: { ID: id, Version: 1, Type: 0 },
      Class: cls.id,
      CheckedOutTo: obj.checkIn ? 0 : auth.userId,
      CheckedOutToUserName: obj.checkIn ? "" : auth.userName,
      ObjectCheckedOut: !obj.checkIn,
      SingleFile: singleFile?.Value === true,
      CreatedUtc: now,
      LastModifiedUtc: now,
      ObjectGUID: `{${randomUUID().toUpperCase()}}`,
      Files: files.map((f, i) => ({
        ID: i + 1,
        Version: 1,
        Name: f.title,
        Extension: f.extension,
        Size: f.bytes.length,
        ChangeTimeUtc: now,
      })),
    });
  }

  const server = createServer((req, res) => {
    void (async () => {
      const method = (req.method ?? "GET").toUpperCase();
      const u = new URL(req.url ?? "/", "http://fake");
      const body = await readBody(req);
      state.inFlight++;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      try {
        const authHeader = req.headers["x-authentication"];
        state.requests.push({
          method,
          path: u.pathname,
          query: u.search,
          authToken: Array.isArray(authHeader) ? authHeader[0] : authHeader,
          contentType: req.headers["content-type"],
          bodyBytes: body.length,
        });
        if (!/^\/rest(\/|$)/i.test(u.pathname)) {
          res.writeHead(404, { "Content-Type": "text/html" });
          res.end("<html><body><h1>404 - File or directory not found.</h1></body></html>");
          return;
        }
        const route =
          u.pathname
            .replace(/^\/rest/i, "")
            .replace(/\.aspx$/i, "")
            .replace(/\/+$/, "")
            .toLowerCase() || "/";
        const routeForMatch = route.replace(/\.aspx(?=\/|$)/gi, "");

        const failIndex = state.failures.findIndex(
          (f) =>
            (f.pathContains === undefined ||
              routeForMatch.includes(f.pathContains.toLowerCase().replace(/\.aspx/g, ""))) &&
            (f.method === undefined || f.method.toUpperCase() === method),
        );
        const latency = state.latencyMs;
        if (failIndex >= 0) {
          const failure = state.failures.splice(failIndex, 1)[0]!;
          if (failure.delayMs || latency) await sleep((failure.delayMs ?? 0) + latency);
          if (res.destroyed) return;
          const status = failure.status ?? 500;
          if (failure.rawBody !== undefined) {
            res.writeHead(status, { "Content-Type": failure.contentType ?? "text/plain" });
            res.end(failure.rawBody);
          } else {
            sendError(
              res,
              status,
              route,
              method,
              failure.message ?? "An unexpected error occurred.",
              failure.exceptionName ?? "MFilesException",
              failure.withoutException,
            );
          }
          return;
        }
        if (latency) await sleep(latency);
        if (res.destroyed) return;
        try {
          await handle(
            req,
            res,
            method,
            routeForMatch,
            new URLSearchParams([...u.searchParams].map(([k, v]) => [k.toLowerCase(), v])),
            body,
          );
        } catch (err) {
          if (err instanceof HttpError) sendError(res, err.status, route, method, err.message, err.exceptionName);
          else sendError(res, 500, route, method, err instanceof Error ? err.message : String(err), "Exception");
        }
      } finally {
        state.inFlight--;
      }
    })().catch((err: unknown) => {
      if (!res.headersSent) sendError(res, 500, req.url ?? "", req.method ?? "", String(err), "Exception");
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    state,
    failNext(failure: FailNextOptions = {}) {
      state.failures.push(failure);
    },
    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
