import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLlmClient, llmConfigFromEnv, LlmError } from "./llmClient.js";
import { startLlmStandIn, type LlmStandIn } from "../../../testing/llmStandIn.js";

const schema = { type: "object", properties: { a: { type: "number" } }, required: ["a"], additionalProperties: false };

describe("llmClient", () => {
  let standIn: LlmStandIn;
  beforeAll(async () => {
    standIn = await startLlmStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.requests.length = 0;
    standIn.setResponder(() => ({ content: { a: 1 } }));
  });

  it("posts model, messages, sampling and the json_schema response format, with the bearer key", async () => {
    const client = createLlmClient({ baseUrl: `${standIn.baseUrl}/`, apiKey: "sk-test", model: "test-model" });
    const answer = await client.chatJson<{ a: number }>({
      messages: [{ role: "user", content: "hi" }],
      schema,
      schemaName: "thing",
      temperature: 0.2,
      top_p: 0.7,
    });
    expect(answer).toEqual({ a: 1 });
    expect(standIn.requests).toHaveLength(1);
    const req = standIn.requests[0];
    expect(req.method).toBe("POST");
    expect(req.path).toBe("/v1/chat/completions");
    expect(req.headers.authorization).toBe("Bearer sk-test");
    expect(req.body).toEqual({
      model: "test-model",
      messages: [{ role: "user", content: "hi" }],
      temperature: 0.2,
      top_p: 0.7,
      response_format: { type: "json_schema", json_schema: { name: "thing", schema, strict: true } },
    });
  });

  it("takes a base URL without /v1 as given", async () => {
    const client = createLlmClient({ baseUrl: standIn.baseUrl.replace(/\/v1$/, ""), model: "m" });
    await client.chatJson({ messages: [], schema, schemaName: "s" });
    expect(standIn.requests[0].path).toBe("/chat/completions");
    expect(standIn.requests[0].headers.authorization).toBeUndefined();
  });

  it("reports a non-200 answer with the body's error.message", async () => {
    standIn.setResponder(() => ({
      status: 401,
      body: { error: { message: "Incorrect API key provided", type: "auth" } },
    }));
    const client = createLlmClient({ baseUrl: standIn.baseUrl, apiKey: "bad", model: "m" });
    const err = await client.chatJson({ messages: [], schema, schemaName: "s" }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LlmError);
    expect((err as LlmError).kind).toBe("http");
    expect((err as LlmError).status).toBe(401);
    expect((err as LlmError).message).toBe("LLM endpoint answered 401: Incorrect API key provided");
  });

  it("reports a non-JSON error body as text", async () => {
    standIn.setResponder(() => ({ status: 502, body: "Bad Gateway" }));
    const client = createLlmClient({ baseUrl: standIn.baseUrl, model: "m" });
    await expect(client.chatJson({ messages: [], schema, schemaName: "s" })).rejects.toThrow(
      "LLM endpoint answered 502: Bad Gateway",
    );
  });

  it("times out with a readable error", async () => {
    standIn.setResponder(() => ({ content: { a: 1 }, delayMs: 1_000 }));
    const client = createLlmClient({ baseUrl: standIn.baseUrl, model: "m" });
    const started = Date.now();
    const err = await client
      .chatJson({ messages: [], schema, schemaName: "s", timeoutMs: 100 })
      .catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(900);
    expect(err).toBeInstanceOf(LlmError);
    expect((err as LlmError).kind).toBe("timeout");
    expect((err as LlmError).message).toMatch(/timed out after 100 ms/);
  });

  it("rejects content that is not JSON", async () => {
    standIn.setResponder(() => ({ content: "Sure! The answer is 1." }));
    const client = createLlmClient({ baseUrl: standIn.baseUrl, model: "m" });
    const err = await client.chatJson({ messages: [], schema, schemaName: "s" }).catch((e: unknown) => e);
    expect((err as LlmError).kind).toBe("invalid_json");
    expect((err as LlmError).message).toMatch(/not valid JSON: Sure! The answer is 1\./);
  });

  it("accepts JSON wrapped in code fences", async () => {
    standIn.setResponder(() => ({ content: '```json\n{"a": 2}\n```' }));
    const client = createLlmClient({ baseUrl: standIn.baseUrl, model: "m" });
    await expect(client.chatJson({ messages: [], schema, schemaName: "s" })).resolves.toEqual({ a: 2 });
  });

  it("reports an unreachable endpoint as a network error", async () => {
    const client = createLlmClient({ baseUrl: "http://127.0.0.1:1/v1", model: "m" });
    const err = await client.chatJson({ messages: [], schema, schemaName: "s" }).catch((e: unknown) => e);
    expect((err as LlmError).kind).toBe("network");
  });

  it("is off unless base URL and model are configured", () => {
    expect(llmConfigFromEnv({})).toBeNull();
    expect(llmConfigFromEnv({ LLM_BASE_URL: "http://x/v1" })).toBeNull();
    expect(llmConfigFromEnv({ LLM_BASE_URL: "http://x/v1", LLM_MODEL: "m", LLM_API_KEY: "k" })).toEqual({
      baseUrl: "http://x/v1",
      model: "m",
      apiKey: "k",
    });
  });
});
