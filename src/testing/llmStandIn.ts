// A local OpenAI-compatible stand-in for tests: records every request and answers with a configurable function.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** Parsed JSON body (undefined when the body was not JSON). */
  body: any;
}

type StandInReply =
  /** A successful chat completion whose message content is `content` (objects are JSON-stringified). */
  | { content: unknown; delayMs?: number }
  /** Any status and raw body (objects are JSON-stringified). */
  | { status: number; body: unknown; delayMs?: number };

export type StandInResponder = (request: StandInRequest) => StandInReply | Promise<StandInReply>;

export interface LlmStandIn {
  /** Base URL including /v1, e.g. http://127.0.0.1:54321/v1 */
  baseUrl: string;
  requests: StandInRequest[];
  setResponder(responder: StandInResponder): void;
  close(): Promise<void>;
}

export async function startLlmStandIn(responder: StandInResponder = () => ({ content: {} })): Promise<LlmStandIn> {
  let respond = responder;
  const requests: StandInRequest[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = undefined;
        }
        const recorded: StandInRequest = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body };
        requests.push(recorded);

        if (req.method !== "POST" || !/\/chat\/completions$/.test((req.url ?? "").split("?")[0])) {
          send(res, 404, { error: { message: `no route ${req.method} ${req.url}`, type: "not_found" } });
          return;
        }
        let reply: StandInReply;
        try {
          reply = await respond(recorded);
        } catch (err) {
          send(res, 500, { error: { message: err instanceof Error ? err.message : String(err) } });
          return;
        }
        if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
        if (res.destroyed) return;
        if ("status" in reply) {
          send(res, reply.status, reply.body);
          return;
        }
        const content = typeof reply.content === "string" ? reply.content : JSON.stringify(reply.content);
        send(res, 200, {
          id: `chatcmpl-standin-${requests.length}`,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: (body as { model?: string } | undefined)?.model ?? "stand-in",
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
        });
      })();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setResponder(next) {
      respond = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json" });
  res.end(text);
}
