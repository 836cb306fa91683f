import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { signedUrlQuery } from "./batchFiles";

afterEach(() => vi.useRealTimers());

/** The data provider's custom call, answering a URL stamped with the time it was signed. */
function fakeCustom(fail = () => false) {
  return vi.fn(async ({ payload }: { payload?: unknown }) => {
    if (fail()) throw new Error("nope");
    return { data: { url: `https://files/${(payload as { fileUrl: string }).fileUrl}?t=${Date.now()}` } };
  }) as any;
}

describe("signedUrlQuery", () => {
  it("asks once per key while the URL is fresh, again after 10 minutes", async () => {
    vi.useFakeTimers({ now: 0 });
    const client = new QueryClient();
    const custom = fakeCustom();
    expect(await client.fetchQuery(signedUrlQuery(custom, "b", "k1"))).toBe("https://files/k1?t=0");
    vi.setSystemTime(9 * 60 * 1000);
    expect(await client.fetchQuery(signedUrlQuery(custom, "b", "k1"))).toBe("https://files/k1?t=0");
    expect(await client.fetchQuery(signedUrlQuery(custom, "b", "k2"))).toBe(`https://files/k2?t=${9 * 60 * 1000}`);
    vi.setSystemTime(11 * 60 * 1000);
    expect(await client.fetchQuery(signedUrlQuery(custom, "b", "k1"))).toBe(`https://files/k1?t=${11 * 60 * 1000}`);
    expect(custom).toHaveBeenCalledTimes(3);
    expect(custom.mock.calls[0][0]).toMatchObject({
      url: "/batch/getPreSignedUrlForDownload/b",
      method: "post",
      payload: { fileUrl: "k1" },
    });
    client.clear();
  });

  it("does not keep a failure", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let fail = true;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const custom = fakeCustom(() => fail);
    await expect(client.fetchQuery(signedUrlQuery(custom, "b", "k"))).rejects.toThrow("nope");
    fail = false;
    expect(await client.fetchQuery(signedUrlQuery(custom, "b", "k"))).toMatch(/^https:\/\/files\/k\?t=/);
    client.clear();
  });

  it("is kept for less than the URL's 15 minutes", () => {
    const options = signedUrlQuery(fakeCustom(), "b", "k");
    expect(options.staleTime).toBeLessThan(15 * 60 * 1000);
    expect(options.gcTime).toBeLessThan(15 * 60 * 1000);
  });
});
