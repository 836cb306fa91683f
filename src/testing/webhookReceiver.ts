import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { verifySignature } from "../server/webhooks/signature";

interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  raw: string;
  body: any;
  /** The signature and its timestamp checked out with the receiver's secret (what a real receiver does). */
  verified: boolean;
  reason?: string;
  receivedAt: number;
}

/** What the receiver does with the n-th request (1-based): answer with a status, or never answer ('hang'). */
type ReceiverBehaviour = (n: number) => number | "hang";

/**
 * A real webhook receiver on 127.0.0.1 and a random port: reads the raw body, checks Docflow-Signature with the
 * secret it was given (HMAC over "<t>.<body>", timestamp within 5 minutes) and answers as told.
 */
export async function startWebhookReceiver(options: { behaviour?: ReceiverBehaviour } = {}) {
  const received: ReceivedWebhook[] = [];
  const hanging = new Set<ServerResponse>();
  let secret = "";
  let behaviour: ReceiverBehaviour = options.behaviour ?? (() => 200);
  let count = 0;
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const check = verifySignature(secret, raw, req.headers["docflow-signature"] as string | undefined);
      let body: any = null;
      try {
        body = JSON.parse(raw);
      } catch {
        /* kept raw */
      }
      received.push({
        headers: req.headers,
        raw,
        body,
        verified: check.ok,
        reason: check.ok ? undefined : check.reason,
        receivedAt: Date.now(),
      });
      for (const w of waiters.splice(0)) w();
      const answer = check.ok ? behaviour(++count) : 401;
      if (answer === "hang") {
        hanging.add(res);
        return;
      }
      res.writeHead(answer, { "content-type": "text/plain" }).end(answer < 300 ? "ok" : "no");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    url,
    received,
    setSecret(value: string) {
      secret = value;
    },
    setBehaviour(value: ReceiverBehaviour) {
      behaviour = value;
      count = 0;
    },
    /** Waits until `until` holds for what was received (checked on every arrival). */
    async waitFor(until: (received: ReceivedWebhook[]) => boolean, timeoutMs = 30_000): Promise<ReceivedWebhook[]> {
      const end = Date.now() + timeoutMs;
      while (!until(received)) {
        if (Date.now() > end)
          throw new Error(
            `webhook receiver: condition not met within ${timeoutMs} ms; got ${received.map((r) => r.body?.event).join(", ") || "nothing"}`,
          );
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return received;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
