import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** The API as fetch sees it: each GET answers the next of `answers` for its path, and is counted. */
function fakeApi(answers: Record<string, { status: number; body: unknown }[]>) {
  const calls: string[] = [];
  vi.stubGlobal("fetch", async (url: string) => {
    const path = url.replace(/^\/api/, "");
    calls.push(path);
    const next = answers[path]?.shift() ?? { status: 404, body: { message: "No such thing." } };
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  return calls;
}

describe("answers asked for early (preload.ts)", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("are taken by the next reader of the same path once, instead of asking again", async () => {
    const calls = fakeApi({
      "/batch/b1": [
        { status: 200, body: { _id: "b1", version: 1 } },
        { status: 200, body: { _id: "b1", version: 2 } },
      ],
    });
    const { api, askEarly } = await import("./httpClient");
    askEarly("/batch/b1");
    expect(await api("/batch/b1")).toEqual({ _id: "b1", version: 1 });
    expect(calls).toEqual(["/batch/b1"]);
    // The next read (a poll, a reload) asks the server.
    expect(await api("/batch/b1")).toEqual({ _id: "b1", version: 2 });
    expect(calls).toEqual(["/batch/b1", "/batch/b1"]);
  });

  it("is shared by the readers that come while it is on its way or soon after, when asked so", async () => {
    const calls = fakeApi({
      "/auth/loggedInUser": [
        { status: 200, body: { _id: "u1" } },
        { status: 200, body: { _id: "u1" } },
      ],
    });
    const { api, askEarly } = await import("./httpClient");
    askEarly("/auth/loggedInUser", { sharedForMs: 1000 });
    const [a, b] = await Promise.all([api("/auth/loggedInUser"), api("/auth/loggedInUser")]);
    expect(await api("/auth/loggedInUser")).toEqual({ _id: "u1" });
    expect([a, b]).toEqual([{ _id: "u1" }, { _id: "u1" }]);
    expect(calls).toEqual(["/auth/loggedInUser"]);
  });

  it("is dropped by any change: the session read again after another organization is chosen is the new one", async () => {
    const calls = fakeApi({
      "/auth/loggedInUser": [
        { status: 200, body: { organization: "first" } },
        { status: 200, body: { organization: "second" } },
      ],
      "/auth/change-organization": [{ status: 200, body: { success: true } }],
    });
    const { api, askEarly } = await import("./httpClient");
    askEarly("/auth/loggedInUser", { sharedForMs: 1000 });
    expect(await api("/auth/loggedInUser")).toEqual({ organization: "first" });
    await api("/auth/change-organization", { method: "POST", body: { organization: "second" } });
    expect(await api("/auth/loggedInUser")).toEqual({ organization: "second" });
    expect(calls).toEqual(["/auth/loggedInUser", "/auth/change-organization", "/auth/loggedInUser"]);
  });

  it("is not used for another method, nor when nobody read it for 20 s", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const calls = fakeApi({
      "/batch/b2": [
        { status: 200, body: { v: 1 } },
        { status: 200, body: { v: 2 } },
        { status: 200, body: { v: 3 } },
      ],
    });
    const { api, askEarly } = await import("./httpClient");
    askEarly("/batch/b2");
    await Promise.resolve();
    expect(await api("/batch/b2", { method: "POST", body: {} })).toEqual({ v: 2 });
    vi.setSystemTime(Date.now() + 21_000);
    expect(await api("/batch/b2")).toEqual({ v: 3 });
    expect(calls).toHaveLength(3);
  });

  it("hands its error to the reader, with the reader's own message when the server gave none", async () => {
    fakeApi({
      "/batch/b3": [{ status: 500, body: {} }],
      "/batch/b4": [{ status: 404, body: { message: "The batch was not found." } }],
    });
    const { api, askEarly } = await import("./httpClient");
    askEarly("/batch/b3");
    askEarly("/batch/b4");
    await expect(api("/batch/b3", { fallbackError: "Failed to fetch batch" })).rejects.toMatchObject({
      statusCode: 500,
      message: "Failed to fetch batch",
    });
    await expect(api("/batch/b4", { fallbackError: "Failed to fetch batch" })).rejects.toMatchObject({
      statusCode: 404,
      message: "The batch was not found.",
    });
  });
});

describe("the 401 rule", () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("replays a request sent before a refresh and refused after it, without refreshing a second time", async () => {
    const calls: string[] = [];
    let release!: () => void;
    const late = new Promise<void>((resolve) => (release = resolve));
    const seen: Record<string, number> = {};
    vi.stubGlobal("fetch", async (url: string) => {
      const path = url.replace(/^\/api/, "");
      calls.push(path);
      const n = (seen[path] = (seen[path] ?? 0) + 1);
      const answer = (status: number) =>
        new Response(JSON.stringify(status === 200 ? { path } : { message: "Expired." }), {
          status,
          headers: { "Content-Type": "application/json" },
        });
      if (path === "/auth/refresh") return answer(200);
      // '/late' was sent with the expired token too, but its 401 comes after the refresh has ended.
      if (path === "/late" && n === 1) await late;
      return answer(n === 1 ? 401 : 200);
    });
    const { api } = await import("./httpClient");
    const first = api("/first");
    const second = api("/late");
    expect(await first).toEqual({ path: "/first" });
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    expect(await second).toEqual({ path: "/late" });
    expect(calls.filter((c) => c === "/auth/refresh")).toHaveLength(1);
  });
});
