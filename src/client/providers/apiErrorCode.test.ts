import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./httpClient";

/** fetch answering every call with this status and body. */
function answer(status: number, body: string) {
  vi.stubGlobal("fetch", async () => new Response(body, { status, headers: { "Content-Type": "application/json" } }));
}

describe("ApiError carries the answer's code (issue 13.4)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("with the server's message and its code", async () => {
    answer(
      409,
      JSON.stringify({
        statusCode: 409,
        error: "Conflict",
        message: "Someone else changed this batch meanwhile.",
        code: "conflict_version",
      }),
    );
    await expect(api("/batch/classificationvalidate/b1", { method: "PATCH", body: {} })).rejects.toMatchObject({
      statusCode: 409,
      message: "Someone else changed this batch meanwhile.",
      code: "conflict_version",
    });
  });

  it("without a code when the answer has none, or one the client does not know", async () => {
    answer(404, JSON.stringify({ message: "No such thing." }));
    await expect(api("/x")).rejects.toMatchObject({ statusCode: 404, message: "No such thing.", code: undefined });
    answer(400, JSON.stringify({ message: "Odd.", code: "something_new" }));
    await expect(api("/x")).rejects.toMatchObject({ statusCode: 400, code: undefined });
    answer(502, "<html>Bad gateway</html>");
    await expect(api("/x", { fallbackError: "Failed" })).rejects.toMatchObject({
      statusCode: 502,
      message: "Failed",
      code: undefined,
    });
  });
});
