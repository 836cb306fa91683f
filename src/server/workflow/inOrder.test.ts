import { describe, expect, it } from "vitest";
import { mapInOrder } from "./inOrder";

describe("mapInOrder", () => {
  it("gives the results in the items' order with at most `limit` calls at once", async () => {
    let running = 0;
    let most = 0;
    const out = await mapInOrder([5, 1, 4, 2, 3], 2, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, n * 3));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it("throws the first failure and starts nothing after it", async () => {
    const seen: number[] = [];
    await expect(
      mapInOrder([1, 2, 3, 4, 5, 6], 2, async (n) => {
        seen.push(n);
        if (n === 2) throw new Error("two failed");
        await new Promise((r) => setTimeout(r, 5));
        return n;
      }),
    ).rejects.toThrow("two failed");
    expect(seen).not.toContain(6);
  });
});
