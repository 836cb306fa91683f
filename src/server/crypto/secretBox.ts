/**
 * Secrets at rest (for example the M-Files password of a job's export config).
 *
 * AES-256-GCM with a key derived from the server secret (Config.secret) by scrypt with a fixed,
 * purpose-specific salt, so the same server secret used for JWTs gives an unrelated key here.
 * Output: `v1:<iv>:<tag>:<ciphertext>`, each part base64url without padding.
 * An optional `context` string (e.g. "job:<id>:mfilesPassword") is bound as additional
 * authenticated data: a box decrypts only with the same context.
 */
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from "node:crypto";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_SALT = "docflow/secretBox/v1";

/** Thrown when a box cannot be opened: wrong server secret, wrong context, tampered or malformed data. */
export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SecretBoxError";
  }
}

const keyCache = new Map<string, Buffer>();

/** The 32-byte AES key for a server secret (cached; scrypt is deliberately slow). */
function deriveSecretBoxKey(serverSecret: string): Buffer {
  if (typeof serverSecret !== "string" || serverSecret.length === 0) {
    throw new SecretBoxError("A server secret is required to encrypt or decrypt secrets");
  }
  let key = keyCache.get(serverSecret);
  if (!key) {
    key = scryptSync(serverSecret, KEY_SALT, 32, { N: 1 << 14, r: 8, p: 1 });
    keyCache.set(serverSecret, key);
  }
  return key;
}

function aad(context: string | undefined): Buffer {
  return Buffer.from(`${VERSION}|${context ?? ""}`, "utf8");
}

/** Encrypts `plaintext`; every call uses a fresh random IV, so the same input gives different boxes. */
export function encryptSecret(plaintext: string, serverSecret: string, context?: string): string {
  if (typeof plaintext !== "string") throw new SecretBoxError("Only strings can be encrypted");
  const key = deriveSecretBoxKey(serverSecret);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString("base64url"), tag.toString("base64url"), ciphertext.toString("base64url")].join(":");
}

const BOX_PATTERN = /^v1:([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]*)$/;

/** True when `value` has the shape of a box made by encryptSecret (it does not check the key). */
export function isEncrypted(value: unknown): value is string {
  return typeof value === "string" && BOX_PATTERN.test(value);
}

/** Opens a box made by encryptSecret. Throws SecretBoxError on a wrong key/context or tampered data. */
export function decryptSecret(box: string, serverSecret: string, context?: string): string {
  const match = typeof box === "string" ? BOX_PATTERN.exec(box) : null;
  if (!match) throw new SecretBoxError("The value is not an encrypted secret");
  const iv = Buffer.from(match[1]!, "base64url");
  const tag = Buffer.from(match[2]!, "base64url");
  const ciphertext = Buffer.from(match[3]!, "base64url");
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES)
    throw new SecretBoxError("The value is not an encrypted secret");
  const key = deriveSecretBoxKey(serverSecret);
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad(context));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
  } catch {
    throw new SecretBoxError("The secret could not be decrypted (wrong server secret, or the data was altered)");
  }
}

/** Encrypts a plaintext value; returns an already encrypted value unchanged (idempotent save). */
export function encryptIfPlain(value: string, serverSecret: string, context?: string): string {
  return isEncrypted(value) ? value : encryptSecret(value, serverSecret, context);
}

/** Decrypts an encrypted value; returns a plaintext (legacy, not yet encrypted) value unchanged. */
export function decryptIfEncrypted(value: string, serverSecret: string, context?: string): string {
  return isEncrypted(value) ? decryptSecret(value, serverSecret, context) : value;
}
