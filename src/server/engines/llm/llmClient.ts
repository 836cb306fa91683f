// A small client for OpenAI-compatible chat completions that answer JSON under a JSON schema.
// Off unless configured: the steps use it only when config.llm is set (LLM_BASE_URL, loadConfig in config.ts).

interface LlmConfig {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1; taken as given, trailing slash removed. */
  baseUrl: string;
  apiKey?: string;
  model: string;
}

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface ChatJsonRequest {
  messages: ChatMessage[];
  schema: Record<string, unknown>;
  schemaName: string;
  temperature?: number;
  top_p?: number;
  /** Default 60 000 ms. */
  timeoutMs?: number;
}

export interface LlmClient {
  readonly model: string;
  readonly baseUrl: string;
  chatJson<T = unknown>(request: ChatJsonRequest): Promise<T>;
}

type LlmErrorKind = "http" | "timeout" | "network" | "invalid_json" | "empty";

export class LlmError extends Error {
  readonly kind: LlmErrorKind;
  readonly status?: number;
  constructor(kind: LlmErrorKind, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "LlmError";
    this.kind = kind;
    this.status = options.status;
  }
}

const DEFAULT_LLM_TIMEOUT_MS = 60_000;

/** Reads LLM_BASE_URL, LLM_API_KEY, LLM_MODEL; null (LLM off) unless base URL and model are set. */
export function llmConfigFromEnv(env: Record<string, string | undefined>): LlmConfig | null {
  const baseUrl = env.LLM_BASE_URL?.trim();
  const model = env.LLM_MODEL?.trim();
  if (!baseUrl || !model) return null;
  const apiKey = env.LLM_API_KEY?.trim();
  return { baseUrl, model, ...(apiKey ? { apiKey } : {}) };
}

export function createLlmClient(config: LlmConfig): LlmClient {
  const baseUrl = config.baseUrl.replace(/\/+$/, "");
  const url = `${baseUrl}/chat/completions`;
  const model = config.model;

  async function chatJson<T>(request: ChatJsonRequest): Promise<T> {
    const timeoutMs = request.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
    const body: Record<string, unknown> = {
      model,
      messages: request.messages,
      response_format: {
        type: "json_schema",
        json_schema: { name: request.schemaName, schema: request.schema, strict: true },
      },
    };
    if (request.temperature !== undefined && request.temperature !== null) body.temperature = request.temperature;
    if (request.top_p !== undefined && request.top_p !== null) body.top_p = request.top_p;

    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
    if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;

    let status: number;
    let raw: string;
    try {
      const res = await fetch(url, {
        method: "POST",
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      raw = await res.text();
    } catch (err) {
      if (isTimeout(err)) {
        throw new LlmError("timeout", `LLM request timed out after ${timeoutMs} ms (${url})`, { cause: err });
      }
      const reason =
        err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
      throw new LlmError("network", `LLM request to ${url} failed: ${reason}`, { cause: err });
    }

    if (status < 200 || status >= 300) {
      throw new LlmError("http", `LLM endpoint answered ${status}: ${errorMessageOf(raw)}`, { status });
    }

    let envelope: unknown;
    try {
      envelope = JSON.parse(raw);
    } catch (err) {
      throw new LlmError("invalid_json", `LLM endpoint answered a body that is not JSON: ${snippet(raw)}`, {
        status,
        cause: err,
      });
    }
    const choice = (envelope as { choices?: Array<{ message?: { content?: unknown; refusal?: unknown } }> })
      ?.choices?.[0];
    const content = choice?.message?.content;
    if (typeof content !== "string" || content.trim() === "") {
      const refusal = choice?.message?.refusal;
      throw new LlmError(
        "empty",
        typeof refusal === "string" && refusal ? `LLM refused: ${refusal}` : "LLM answer has no message content",
        { status },
      );
    }
    try {
      return JSON.parse(stripFences(content)) as T;
    } catch (err) {
      throw new LlmError("invalid_json", `LLM answer is not valid JSON: ${snippet(content)}`, { status, cause: err });
    }
  }

  return { model, baseUrl, chatJson };
}

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
}

function errorMessageOf(raw: string): string {
  try {
    const parsed = JSON.parse(raw) as { error?: { message?: unknown } | string; message?: unknown };
    if (typeof parsed?.error === "string" && parsed.error) return parsed.error;
    if (parsed?.error && typeof parsed.error === "object" && typeof parsed.error.message === "string")
      return parsed.error.message;
    if (typeof parsed?.message === "string") return parsed.message;
  } catch {
    // not JSON: fall through to the raw text
  }
  return snippet(raw) || "(empty body)";
}

/** Some compatible servers wrap JSON in ```json fences even under a schema. */
function stripFences(text: string): string {
  const m = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text);
  return m ? m[1] : text;
}

function snippet(text: string, max = 200): string {
  const t = text.trim();
  return t.length > max ? `${t.slice(0, max)}…` : t;
}
