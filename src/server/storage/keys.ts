/** Safe storage keys, file names and content types. */
import path from "node:path";
import { InvalidStorageKey } from "./errors";

const SAFE_PART = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** The longest key part; file systems and S3 tools stay well clear of their 255-byte limits. */
export const MAX_PART_LENGTH = 200;

/** Throws InvalidStorageKey unless `part` is one safe path segment. */
function assertKeyPart(part: string): void {
  if (typeof part !== "string" || part.length === 0) {
    throw new InvalidStorageKey("A storage key part must not be empty.");
  }
  if (part === "." || part === ".." || part.includes("..")) {
    throw new InvalidStorageKey(`Storage key part "${part}" must not contain "..".`);
  }
  if (part.includes("/") || part.includes("\\") || path.isAbsolute(part)) {
    throw new InvalidStorageKey(`Storage key part "${part}" must not contain a path.`);
  }
  if (part.length > MAX_PART_LENGTH || !SAFE_PART.test(part)) {
    throw new InvalidStorageKey(
      `Storage key part "${part}" may only contain letters, digits, ".", "_" and "-" and must not start with ".".`,
    );
  }
}

/** Throws InvalidStorageKey unless `key` is a "/"-joined list of safe parts. */
export function assertValidKey(key: string): void {
  if (typeof key !== "string" || key.length === 0) {
    throw new InvalidStorageKey("A storage key must not be empty.");
  }
  for (const part of key.split("/")) assertKeyPart(part);
}

/**
 * Builds a storage key from parts, e.g.
 * `storageKey("org", orgId, "batch", batchId, "uploads", safeFileName(file.name))`
 * → `org/<orgId>/batch/<batchId>/uploads/<name>`.
 * Each part must be one safe segment (no "..", no slashes, no absolute path, no leading dot);
 * anything else throws InvalidStorageKey. Client-chosen names go through safeFileName() first.
 */
export function storageKey(...parts: Array<string | number>): string {
  if (parts.length === 0) throw new InvalidStorageKey("A storage key needs at least one part.");
  const strings = parts.map((p) => (typeof p === "number" ? String(p) : p));
  strings.forEach(assertKeyPart);
  return strings.join("/");
}

/**
 * Turns a client-supplied file name into one safe key part: drops any folder, transliterates
 * accents (é → e), replaces every other character with "_", keeps the extension, and shortens
 * the name to maxLength (room for a prefix the caller adds). Never throws; an unusable name becomes "file".
 */
export function safeFileName(name: string, maxLength = MAX_PART_LENGTH): string {
  const base = String(name ?? "")
    .split(/[\\/]/)
    .pop()!
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  const dot = base.lastIndexOf(".");
  let stem = dot > 0 ? base.slice(0, dot) : base;
  let ext = dot > 0 ? base.slice(dot + 1) : "";
  const clean = (s: string) =>
    s
      .replace(/[^A-Za-z0-9._-]+/g, "_")
      .replace(/\.{2,}/g, ".")
      .replace(/_{2,}/g, "_");
  stem = clean(stem)
    .replace(/^[._-]+/, "")
    .replace(/[._]+$/, "");
  ext = clean(ext)
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 10)
    .toLowerCase();
  const maxStem = maxLength - (ext ? ext.length + 1 : 0);
  stem = stem.slice(0, maxStem).replace(/[._]+$/, "") || "file";
  return ext ? `${stem}.${ext}` : stem;
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  tif: "image/tiff",
  tiff: "image/tiff",
  bmp: "image/bmp",
  json: "application/json",
  txt: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  xml: "application/xml",
  zip: "application/zip",
};

/**
 * Content-Type for a key, from its extension; unknown types are application/octet-stream.
 * (HTML/SVG are deliberately not mapped: stored files are never rendered as pages of this origin.)
 */
export function contentTypeFor(key: string): string {
  const ext =
    key
      .slice(key.lastIndexOf("/") + 1)
      .split(".")
      .pop()
      ?.toLowerCase() ?? "";
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}

/**
 * `Content-Disposition: attachment` with an ASCII fallback name and the RFC 5987 UTF-8 name.
 */
export function contentDisposition(downloadName: string): string {
  const cleaned = downloadName.replace(/[\r\n"\\/]+/g, "_").trim() || "download";
  const ascii = cleaned
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_");
  const encoded = encodeURIComponent(cleaned).replace(
    /['()*]/g,
    (c) => "%" + c.charCodeAt(0).toString(16).toUpperCase(),
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
