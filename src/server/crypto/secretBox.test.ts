import { describe, expect, it } from "vitest";
import {
  SecretBoxError,
  decryptIfEncrypted,
  decryptSecret,
  encryptIfPlain,
  encryptSecret,
  isEncrypted,
} from "./secretBox";

const SECRET = "test-server-secret-0123456789abcdef";

function flipChar(s: string, index: number): string {
  const c = s[index]!;
  const replacement = c === "A" ? "B" : "A";
  return s.slice(0, index) + replacement + s.slice(index + 1);
}

describe("secretBox", () => {
  it("round-trips text, including empty and non-ASCII strings", () => {
    for (const plain of ["pw", "", "Pässwörd ✓ 密码", "x".repeat(5000)]) {
      const box = encryptSecret(plain, SECRET);
      expect(isEncrypted(box)).toBe(true);
      expect(box.startsWith("v1:")).toBe(true);
      expect(decryptSecret(box, SECRET)).toBe(plain);
    }
  });

  it("uses a fresh IV each time", () => {
    const a = encryptSecret("same", SECRET);
    const b = encryptSecret("same", SECRET);
    expect(a).not.toBe(b);
    expect(decryptSecret(a, SECRET)).toBe("same");
    expect(decryptSecret(b, SECRET)).toBe("same");
  });

  it("has the compact v1:<iv>:<tag>:<ciphertext> base64url shape", () => {
    const box = encryptSecret("hello", SECRET);
    const parts = box.split(":");
    expect(parts).toHaveLength(4);
    expect(parts[0]).toBe("v1");
    for (const p of parts.slice(1)) expect(p).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(parts[1]!, "base64url")).toHaveLength(12);
    expect(Buffer.from(parts[2]!, "base64url")).toHaveLength(16);
    expect(Buffer.from(parts[3]!, "base64url")).toHaveLength(5);
  });

  it("detects tampering with ciphertext, tag or IV", () => {
    const box = encryptSecret("top secret password", SECRET);
    const [v, iv, tag, ct] = box.split(":") as [string, string, string, string];
    const tampered = [
      [v, iv, tag, flipChar(ct, 3)].join(":"),
      [v, iv, flipChar(tag, 5), ct].join(":"),
      [v, flipChar(iv, 2), tag, ct].join(":"),
      [v, iv, tag, ct.slice(0, -2)].join(":"),
    ];
    for (const t of tampered) {
      expect(() => decryptSecret(t, SECRET)).toThrow(SecretBoxError);
    }
  });

  it("fails with a different server secret or context", () => {
    const box = encryptSecret("pw", SECRET, "job:1");
    expect(() => decryptSecret(box, "another-secret")).toThrow(SecretBoxError);
    expect(() => decryptSecret(box, SECRET, "job:2")).toThrow(/could not be decrypted/);
    expect(() => decryptSecret(box, SECRET)).toThrow(SecretBoxError);
    expect(decryptSecret(box, SECRET, "job:1")).toBe("pw");
  });

  it("rejects malformed input and an empty server secret", () => {
    expect(() => decryptSecret("plain password", SECRET)).toThrow(/not an encrypted secret/);
    expect(() => decryptSecret("v2:aaaa:bbbb:cccc", SECRET)).toThrow(SecretBoxError);
    expect(() => encryptSecret("pw", "")).toThrow(SecretBoxError);
  });

  it("isEncrypted recognises only boxes", () => {
    expect(isEncrypted(encryptSecret("x", SECRET))).toBe(true);
    expect(isEncrypted("v1:abc:def:ghi")).toBe(false);
    expect(isEncrypted("my password")).toBe(false);
    expect(isEncrypted("")).toBe(false);
    expect(isEncrypted(undefined)).toBe(false);
    expect(isEncrypted(42)).toBe(false);
  });

  it("encryptIfPlain / decryptIfEncrypted handle both stored forms", () => {
    const box = encryptIfPlain("pw", SECRET);
    expect(isEncrypted(box)).toBe(true);
    expect(encryptIfPlain(box, SECRET)).toBe(box);
    expect(decryptIfEncrypted(box, SECRET)).toBe("pw");
    expect(decryptIfEncrypted("legacy-plain", SECRET)).toBe("legacy-plain");
  });
});
