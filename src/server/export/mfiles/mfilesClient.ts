/**
 * M-Files Web Service (MFWS REST) client for the DE-01 export and the job form.
 * Protocol and quirks: docs/mfiles-rest.md.
 *
 * - Every success is HTTP 200; anything else is a failure (MFilesError).
 * - Error message = `Exception.Message ?? Message` of the error body; `ErrorCode` is never read.
 * - The server hands out a token even for wrong credentials, so login() verifies it with GET /session.
 * - Every request has a timeout (20 s by default).
 */

/** MFDataType values used by M-Files property definitions. */
const MFDataType = {
  Text: 1,
  Integer: 2,
  Floating: 3,
  Date: 5,
  Time: 6,
  Timestamp: 7,
  Boolean: 8,
  Lookup: 9,
  MultiSelectLookup: 10,
  Integer64: 11,
  FILETIME: 12,
  MultiLineText: 13,
} as const;

/** Built-in property definitions. */
const MFBuiltInProperty = {
  NameOrTitle: 0,
  SingleFile: 22,
  Class: 100,
} as const;

const DEFAULT_MFILES_TIMEOUT_MS = 20_000;

/** A failed M-Files call, with a message fit to show to a user. */
export class MFilesError extends Error {
  /** HTTP status when M-Files answered; undefined for network errors, timeouts and client-side checks. */
  readonly status?: number;
  /** `Exception.Name` of the error body when present (e.g. UnauthorizedAccessException). */
  readonly exceptionName?: string;
  /** e.g. "GET /REST/session" */
  readonly request?: string;

  constructor(
    message: string,
    details: { status?: number; exceptionName?: string; request?: string; cause?: unknown } = {},
  ) {
    super(message, details.cause !== undefined ? { cause: details.cause } : undefined);
    this.name = "MFilesError";
    this.status = details.status;
    this.exceptionName = details.exceptionName;
    this.request = details.request;
  }
}

export interface MFilesConnection {
  mfilesUrl: string;
  mfilesUserName: string;
  mfilesPassword: string;
  mfilesVaultGuid: string;
  mfilesWindowsUser?: boolean | string | null;
}

interface MFilesRequestOptions {
  /** Per-request timeout in milliseconds; 20 s by default. */
  timeoutMs?: number;
}

interface MFilesPropertyDefInfo {
  id: number;
  name: string;
  dataType: number;
  required: boolean;
}

interface MFilesClassInfo {
  id: number;
  name: string;
  /** The class's NamePropertyDef (the property that holds the object's name; usually 0). */
  namePropertyDef: number;
  associatedPropertyDefs: MFilesPropertyDefInfo[];
}

/** An uploaded file, ready to be put into createDocument's `file`. */
interface MFilesUploadedFile {
  UploadID: number;
  Title: string;
  Extension: string;
  Size: number;
}

type MFilesPropertyInputValue = string | number | boolean | Date | null | undefined | (string | number)[];

interface MFilesPropertyInput {
  propertyDef: number;
  /** MFDataType of the property definition. */
  dataType: number;
  value: MFilesPropertyInputValue;
  /** Name of the property for error messages (optional). */
  name?: string;
}

interface MFilesCreateDocumentInput {
  classId: number;
  /** The object's name/title. */
  name: string;
  /** The class's NamePropertyDef; 0 (Name or title) by default. */
  namePropertyDef?: number;
  properties: MFilesPropertyInput[];
  file: MFilesUploadedFile;
  /** Further files of the same object (an e-invoice's XML beside its PDF): the object is then multi-file. */
  moreFiles?: MFilesUploadedFile[];
}

interface MFilesTypedValue {
  DataType: number;
  Value?: string | number | boolean;
  Lookup?: { Item: number; Version: number };
  Lookups?: { Item: number; Version: number }[];
}

interface MFilesPropertyValue {
  PropertyDef: number;
  TypedValue: MFilesTypedValue;
}

// ---------------------------------------------------------------------------------------------
// URL handling and the request core

/** `https://host/mfiles/`, `https://host/mfiles/REST`, `https://host/mfiles/REST/` → `https://host/mfiles`. */
export function normalizeMfilesUrl(mfilesUrl: string): string {
  const raw = typeof mfilesUrl === "string" ? mfilesUrl.trim() : "";
  if (!raw) throw new MFilesError("The M-Files URL is empty");
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new MFilesError(`"${raw}" is not a valid M-Files URL (expected e.g. https://mfiles.example.com)`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new MFilesError(`"${raw}" is not a valid M-Files URL (it must start with http:// or https://)`);
  }
  let path = parsed.pathname.replace(/\/+$/, "");
  path = path.replace(/\/rest(\.aspx)?$/i, "");
  return `${parsed.origin}${path}`;
}

function restBase(mfilesUrl: string): { root: string; rest: string } {
  const root = normalizeMfilesUrl(mfilesUrl);
  return { root, rest: `${root}/REST` };
}

interface RequestSpec {
  method: "GET" | "POST" | "DELETE";
  /** Path under /REST, starting with "/". */
  path: string;
  token?: string;
  json?: unknown;
  bytes?: Uint8Array;
  timeoutMs?: number;
}

function errorMessageFromBody(body: unknown): { message?: string; exceptionName?: string } {
  if (typeof body !== "object" || body === null) return {};
  const b = body as { Exception?: { Message?: unknown; Name?: unknown } | null; Message?: unknown };
  const exceptionMessage =
    typeof b.Exception?.Message === "string" && b.Exception.Message.trim() ? b.Exception.Message : undefined;
  const topMessage = typeof b.Message === "string" && b.Message.trim() ? b.Message : undefined;
  return {
    message: exceptionMessage ?? topMessage,
    exceptionName: typeof b.Exception?.Name === "string" ? b.Exception.Name : undefined,
  };
}

function describeFetchFailure(err: unknown, timeoutMs: number): string {
  if (err instanceof Error) {
    if (err.name === "TimeoutError" || err.name === "AbortError")
      return `no answer within ${Math.round(timeoutMs / 100) / 10} s`;
    const cause = (err as { cause?: unknown }).cause;
    if (cause instanceof Error) {
      const code = (cause as { code?: unknown }).code;
      return typeof code === "string" && !cause.message.includes(code) ? `${cause.message} (${code})` : cause.message;
    }
    if (typeof cause === "object" && cause !== null && typeof (cause as { code?: unknown }).code === "string") {
      return String((cause as { code: string }).code);
    }
    return err.message;
  }
  return String(err);
}

function shortText(text: string): string {
  const stripped = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return stripped.length > 200 ? `${stripped.slice(0, 200)}…` : stripped;
}

async function request<T>(mfilesUrl: string, spec: RequestSpec): Promise<T> {
  const { root, rest } = restBase(mfilesUrl);
  const timeoutMs = spec.timeoutMs ?? DEFAULT_MFILES_TIMEOUT_MS;
  const label = `${spec.method} /REST${spec.path.split("?")[0]}`;
  const headers: Record<string, string> = { Accept: "application/json" };
  if (spec.token !== undefined) headers["X-Authentication"] = spec.token;
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (spec.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(spec.json);
  } else if (spec.bytes !== undefined) {
    headers["Content-Type"] = "application/octet-stream";
    // A copy typed Uint8Array<ArrayBuffer> (fetch's BodyInit does not take a SharedArrayBuffer view).
    body = new Uint8Array(spec.bytes);
  }

  let response: Response;
  let text: string;
  try {
    response = await fetch(`${rest}${spec.path}`, {
      method: spec.method,
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "follow",
    });
    text = await response.text();
  } catch (err) {
    throw new MFilesError(`Could not reach M-Files at ${root}: ${describeFetchFailure(err, timeoutMs)}`, {
      request: label,
      cause: err,
    });
  }

  let parsed: unknown;
  let isJson = false;
  if (text.trim() !== "") {
    try {
      parsed = JSON.parse(text);
      isJson = true;
    } catch {
      isJson = false;
    }
  }

  if (response.status !== 200) {
    const { message, exceptionName } = isJson ? errorMessageFromBody(parsed) : {};
    if (message) throw new MFilesError(message, { status: response.status, exceptionName, request: label });
    const statusText = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`;
    const detail = !isJson && text.trim() ? `: ${shortText(text)}` : "";
    throw new MFilesError(`M-Files at ${root} answered ${statusText} to ${label}${detail}`, {
      status: response.status,
      request: label,
    });
  }
  if (!isJson) {
    throw new MFilesError(
      `M-Files at ${root} did not answer ${label} with JSON; check that the M-Files URL points to the M-Files Web Service`,
      { status: response.status, request: label },
    );
  }
  return parsed as T;
}

// ---------------------------------------------------------------------------------------------
// Login

function normalizeVaultGuid(guid: string): string {
  const bare = String(guid ?? "")
    .trim()
    .replace(/^\{/, "")
    .replace(/\}$/, "")
    .trim();
  if (!bare) throw new MFilesError("The M-Files vault GUID is empty");
  return `{${bare.toUpperCase()}}`;
}

function toBool(v: unknown): boolean {
  if (typeof v === "string") return ["true", "yes", "1", "on"].includes(v.trim().toLowerCase());
  return Boolean(v);
}

/**
 * Logs in and verifies the session (the server returns a token even for wrong credentials).
 * Resolves to the authentication token, to be sent as `X-Authentication`.
 */
export async function login(connection: MFilesConnection, options: MFilesRequestOptions = {}): Promise<string> {
  const { mfilesUrl, mfilesUserName, mfilesPassword, mfilesVaultGuid, mfilesWindowsUser } = connection;
  const answer = await request<{ Value?: unknown }>(mfilesUrl, {
    method: "POST",
    path: "/server/authenticationtokens",
    json: {
      Username: mfilesUserName ?? "",
      Password: mfilesPassword ?? "",
      VaultGuid: normalizeVaultGuid(mfilesVaultGuid),
      WindowsUser: toBool(mfilesWindowsUser),
    },
    timeoutMs: options.timeoutMs,
  });
  const token = answer && typeof answer.Value === "string" ? answer.Value : "";
  if (!token)
    throw new MFilesError("M-Files did not return an authentication token", {
      request: "POST /REST/server/authenticationtokens",
    });
  await request<unknown>(mfilesUrl, { method: "GET", path: "/session", token, timeoutMs: options.timeoutMs });
  return token;
}

// ---------------------------------------------------------------------------------------------
// Classes

interface RawClass {
  ID: number;
  Name: string;
  ObjType?: number;
  NamePropertyDef?: number;
  AssociatedPropertyDefs?: { PropertyDef: number; Required?: boolean }[];
}

interface RawPropertyDef {
  ID: number;
  Name: string;
  DataType: number;
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i]!);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const CLASS_FETCH_CONCURRENCY = 4;

/** Built-ins the export always sets itself; they are not offered for mapping. */
const AUTOMATIC_PROPERTIES = new Set<number>([MFBuiltInProperty.Class, MFBuiltInProperty.SingleFile]);

/**
 * The document classes (object type 0) with their associated property definitions, each joined with
 * the property definition's name and data type. Class 100 (Class) and 22 (Single file) are left out
 * of associatedPropertyDefs because createDocument always sets them.
 */
export async function listClasses(
  mfilesUrl: string,
  token: string,
  options: MFilesRequestOptions = {},
): Promise<MFilesClassInfo[]> {
  const timeoutMs = options.timeoutMs;
  const [classes, properties] = await Promise.all([
    request<RawClass[]>(mfilesUrl, { method: "GET", path: "/structure/classes?objtype=0", token, timeoutMs }),
    request<RawPropertyDef[]>(mfilesUrl, { method: "GET", path: "/structure/properties", token, timeoutMs }),
  ]);
  if (!Array.isArray(classes)) throw new MFilesError("M-Files answered the class list with an unexpected shape");
  if (!Array.isArray(properties))
    throw new MFilesError("M-Files answered the property definitions with an unexpected shape");
  const propertyById = new Map<number, RawPropertyDef>(properties.map((p) => [p.ID, p]));

  const documentClasses = classes.filter((c) => (c.ObjType ?? 0) === 0);
  const details = await mapLimit(documentClasses, CLASS_FETCH_CONCURRENCY, (c) =>
    request<RawClass>(mfilesUrl, {
      method: "GET",
      path: `/structure/classes/${encodeURIComponent(String(c.ID))}`,
      token,
      timeoutMs,
    }),
  );

  return documentClasses.map((c, i) => {
    const detail = details[i]!;
    const associated = Array.isArray(detail?.AssociatedPropertyDefs) ? detail.AssociatedPropertyDefs : [];
    return {
      id: c.ID,
      name: detail?.Name ?? c.Name,
      namePropertyDef: detail?.NamePropertyDef ?? c.NamePropertyDef ?? MFBuiltInProperty.NameOrTitle,
      associatedPropertyDefs: associated
        .filter((a) => !AUTOMATIC_PROPERTIES.has(a.PropertyDef))
        .map((a) => {
          const def = propertyById.get(a.PropertyDef);
          return {
            id: a.PropertyDef,
            name: def?.Name ?? `Property ${a.PropertyDef}`,
            dataType: def?.DataType ?? 0,
            required: a.Required === true,
          };
        }),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Upload

/** Splits "invoice.2024.pdf" into title "invoice.2024" and extension "pdf". */
export function splitFileName(fileName: string): { title: string; extension: string } {
  const base =
    String(fileName ?? "")
      .split(/[\\/]/)
      .pop() ?? "";
  const dot = base.lastIndexOf(".");
  if (dot <= 0 || dot === base.length - 1) return { title: base || "document", extension: "" };
  return { title: base.slice(0, dot), extension: base.slice(dot + 1) };
}

/** Uploads the file's bytes (raw octet-stream) and returns the Files entry for createDocument. */
export async function uploadFile(
  mfilesUrl: string,
  token: string,
  bytes: Buffer | Uint8Array,
  fileName: string,
  options: MFilesRequestOptions = {},
): Promise<MFilesUploadedFile> {
  const answer = await request<unknown>(mfilesUrl, {
    method: "POST",
    path: "/files",
    token,
    bytes,
    timeoutMs: options.timeoutMs,
  });
  const info = (Array.isArray(answer) ? answer[0] : answer) as { UploadID?: unknown; Size?: unknown } | undefined;
  if (!info || typeof info.UploadID !== "number") {
    throw new MFilesError("M-Files did not return an upload id for the file", { request: "POST /REST/files" });
  }
  const { title, extension } = splitFileName(fileName);
  return {
    UploadID: info.UploadID,
    Title: title,
    Extension: extension,
    Size: typeof info.Size === "number" ? info.Size : bytes.byteLength,
  };
}

// ---------------------------------------------------------------------------------------------
// Value conversion

function label(p: { propertyDef: number; name?: string }): string {
  return p.name ? `"${p.name}" (${p.propertyDef})` : `${p.propertyDef}`;
}

function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Parses "1234.5", "1,234.50", "12,5", " 42 " into a number; NaN when not a number. */
function parseNumber(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return Number.NaN;
  let s = value.replace(/[\s\u00a0\u202f]/g, "");
  if (/^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replace(/,/g, "");
  else if (/^[+-]?\d+,\d+$/.test(s)) s = s.replace(",", ".");
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s)) return Number.NaN;
  return Number(s);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

function toDateString(value: unknown): string | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  }
  if (typeof value !== "string") return null;
  const m = ISO_DATE.exec(value.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  return `${m[1]}-${m[2]}-${m[3]}`;
}

const TRUE_WORDS = new Set(["true", "yes", "y", "1", "on"]);
const FALSE_WORDS = new Set(["false", "no", "n", "0", "off"]);

function toBoolean(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value === 1 ? true : value === 0 ? false : null;
  if (typeof value === "string") {
    const s = value.trim().toLowerCase();
    if (TRUE_WORDS.has(s)) return true;
    if (FALSE_WORDS.has(s)) return false;
  }
  return null;
}

function toItemId(value: unknown): number | null {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && /^\s*-?\d+\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * Converts one value to its M-Files TypedValue by MFDataType. Returns null for an empty value
 * (null, undefined, blank string, empty list) so the property is left out. Throws MFilesError
 * naming the property when the value cannot be converted.
 */
export function toTypedValue(property: MFilesPropertyInput): MFilesTypedValue | null {
  const { dataType, value } = property;
  if (isEmptyValue(value)) return null;
  const fail = (expected: string): never => {
    const shown =
      value instanceof Date
        ? Number.isNaN(value.getTime())
          ? "Invalid Date"
          : value.toISOString()
        : Array.isArray(value)
          ? value.join(", ")
          : String(value);
    throw new MFilesError(`M-Files property ${label(property)}: "${shown}" is not ${expected}`);
  };
  switch (dataType) {
    case MFDataType.Text:
    case MFDataType.MultiLineText: {
      if (value instanceof Date) return { DataType: dataType, Value: value.toISOString().slice(0, 10) };
      if (Array.isArray(value)) return { DataType: dataType, Value: value.join(", ") };
      return { DataType: dataType, Value: String(value) };
    }
    case MFDataType.Integer:
    case MFDataType.Integer64: {
      const n = parseNumber(value);
      if (!Number.isSafeInteger(n)) return fail("a whole number");
      return { DataType: dataType, Value: n };
    }
    case MFDataType.Floating: {
      const n = parseNumber(value);
      if (!Number.isFinite(n)) return fail("a number");
      return { DataType: dataType, Value: n };
    }
    case MFDataType.Date: {
      const d = toDateString(value);
      if (d === null) return fail("a date (expected YYYY-MM-DD)");
      return { DataType: dataType, Value: d as string };
    }
    case MFDataType.Time: {
      const s = value instanceof Date ? value.toISOString().slice(11, 19) : String(value).trim();
      if (!/^\d{2}:\d{2}(:\d{2})?$/.test(s)) return fail("a time (expected HH:MM:SS)");
      return { DataType: dataType, Value: s.length === 5 ? `${s}:00` : s };
    }
    case MFDataType.Timestamp: {
      const d =
        value instanceof Date ? value : typeof value === "string" ? new Date(value.trim()) : new Date(Number.NaN);
      if (Number.isNaN(d.getTime())) return fail("a timestamp (expected ISO 8601)");
      return { DataType: dataType, Value: d.toISOString() };
    }
    case MFDataType.Boolean: {
      const b = toBoolean(value);
      if (b === null) return fail("a yes/no value");
      return { DataType: dataType, Value: b as boolean };
    }
    case MFDataType.Lookup: {
      const id = toItemId(Array.isArray(value) && value.length === 1 ? value[0] : value);
      if (id === null) return fail("a value list item id");
      return { DataType: dataType, Lookup: { Item: id as number, Version: -1 } };
    }
    case MFDataType.MultiSelectLookup: {
      const list = Array.isArray(value)
        ? value
        : typeof value === "string"
          ? value
              .split(/[,;]/)
              .map((s) => s.trim())
              .filter(Boolean)
          : [value];
      const ids = list.map(toItemId);
      if (ids.some((id) => id === null)) return fail("a list of value list item ids");
      return { DataType: dataType, Lookups: (ids as number[]).map((Item) => ({ Item, Version: -1 })) };
    }
    default:
      throw new MFilesError(
        `M-Files property ${label(property)}: data type ${dataType} is not supported by the export`,
      );
  }
}

/** The PropertyValues of a new single-file document: class, name, single file, then each mapped property. */
function buildPropertyValues(input: Omit<MFilesCreateDocumentInput, "file">): MFilesPropertyValue[] {
  const singleFile = !input.moreFiles?.length;
  const namePropertyDef = input.namePropertyDef ?? MFBuiltInProperty.NameOrTitle;
  const name = typeof input.name === "string" ? input.name.trim() : "";
  if (!name) throw new MFilesError("The M-Files document name is empty");
  if (!Number.isSafeInteger(input.classId)) throw new MFilesError("No M-Files class is set for the document");
  const values: MFilesPropertyValue[] = [
    {
      PropertyDef: MFBuiltInProperty.Class,
      TypedValue: { DataType: MFDataType.Lookup, Lookup: { Item: input.classId, Version: -1 } },
    },
    { PropertyDef: namePropertyDef, TypedValue: { DataType: MFDataType.Text, Value: name } },
    { PropertyDef: MFBuiltInProperty.SingleFile, TypedValue: { DataType: MFDataType.Boolean, Value: singleFile } },
  ];
  const seen = new Set(values.map((v) => v.PropertyDef));
  for (const p of input.properties ?? []) {
    if (seen.has(p.propertyDef)) continue;
    const typed = toTypedValue(p);
    if (!typed) continue;
    seen.add(p.propertyDef);
    values.push({ PropertyDef: p.propertyDef, TypedValue: typed });
  }
  return values;
}

// ---------------------------------------------------------------------------------------------
// Create

/** Creates a checked-in single-file document of the class with the uploaded file; resolves to the new object id. */
export async function createDocument(
  mfilesUrl: string,
  token: string,
  input: MFilesCreateDocumentInput,
  options: MFilesRequestOptions = {},
): Promise<number> {
  const PropertyValues = buildPropertyValues(input);
  const files = [input.file, ...(input.moreFiles ?? [])];
  if (files.some((f) => !f || typeof f.UploadID !== "number"))
    throw new MFilesError("No uploaded file was given for the M-Files document");
  const answer = await request<{ ObjVer?: { ID?: unknown } }>(mfilesUrl, {
    method: "POST",
    path: "/objects/0?checkIn=true",
    token,
    json: {
      PropertyValues,
      Files: files.map((f) => ({ UploadID: f.UploadID, Title: f.Title, Extension: f.Extension, Size: f.Size })),
    },
    timeoutMs: options.timeoutMs,
  });
  const id = answer?.ObjVer?.ID;
  if (typeof id !== "number")
    throw new MFilesError("M-Files did not return the id of the new document", { request: "POST /REST/objects/0" });
  return id;
}
