import { describe, expect, it, vi } from "vitest";
import { createUrlCache, isConflict } from "./extractionApi";
import { ApiError } from "../../providers/httpClient";

describe("createUrlCache", () => {
  it("asks once per key while the URL is fresh, again after 10 minutes", async () => {
    let t = 0;
    const fetchUrl = vi.fn(async (_b: string, key: string) => `https://files/${key}?t=${t}`);
    const cache = createUrlCache(fetchUrl, () => t);
    expect(await cache.get("b", "k1")).toBe("https://files/k1?t=0");
    t = 9 * 60 * 1000;
    expect(await cache.get("b", "k1")).toBe("https://files/k1?t=0");
    expect(await cache.get("b", "k2")).toBe(`https://files/k2?t=${t}`);
    t = 11 * 60 * 1000;
    expect(await cache.get("b", "k1")).toBe(`https://files/k1?t=${t}`);
    expect(fetchUrl).toHaveBeenCalledTimes(3);
  });
  it("does not keep a failure", async () => {
    let fail = true;
    const cache = createUrlCache(async () => {
      if (fail) throw new Error("nope");
      return "u";
    });
    await expect(cache.get("b", "k")).rejects.toThrow("nope");
    fail = false;
    expect(await cache.get("b", "k")).toBe("u");
  });
});

describe("isConflict", () => {
  it("is a 409 from the API", () => {
    expect(isConflict(new ApiError(409, "Someone else changed this batch meanwhile."))).toBe(true);
    expect(isConflict(new ApiError(400, "x"))).toBe(false);
    expect(isConflict(new Error("x"))).toBe(false);
  });

  it("goes by the code when the answer has one: a stale version or a batch that moved on, not any 409", () => {
    expect(isConflict(new ApiError(409, "Someone else changed this batch meanwhile.", "conflict_version"))).toBe(true);
    expect(isConflict(new ApiError(409, "This batch is not waiting for classification validation; reload it to see where it is.", "conflict_state"))).toBe(true);
    expect(isConflict(new ApiError(409, "A field named Total already exists.", "conflict_exists"))).toBe(false);
    expect(isConflict(new ApiError(400, "x", "validation_failed"))).toBe(false);
  });
});
