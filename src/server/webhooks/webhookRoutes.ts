import type { FastifyInstance } from "fastify";
import type { RouteDoc } from "../http/apiDocs";
import type { Services } from "../services";
import { authOf, orgOf } from "../http/access";
import { notFound } from "../http/errors";
import { isId, parse } from "../http/validate";
import { webhookCreateSchema, webhookEditSchema } from "../../domain/schemas/webhook";
import {
  createTestDelivery,
  createWebhook,
  deleteWebhook,
  getWebhook,
  listDeliveries,
  listWebhooks,
  rotateSecret,
  updateWebhook,
} from "./webhookRepo";

type IdParams = { Params: { id: string } };

const webhookId = (id: string) => {
  if (!isId(id)) throw notFound("The webhook");
  return id;
};

/** Webhooks (issue 16.4): admins only (casbin entity 'webhook'). The secret is in the answer to creation and rotation only. */
export async function webhookRoutes(app: FastifyInstance, s: Services) {
  const { db, config } = s;
  const access = (action: "list" | "create" | "edit" | "delete", docs: RouteDoc) => ({
    config: { access: { entity: "webhook" as const, action }, docs },
  });
  const ONE = "The webhook: `{_id, url, events, isActive, createdAt, updatedAt, lastDelivery}`.";
  app.get(
    "/webhooks",
    access("list", {
      summary: "List the organization's webhooks",
      answer: "The webhooks, each with its last delivery (status, time, answer code, sentence).",
    }),
    (req) => listWebhooks(db, orgOf(req)),
  );
  app.get<IdParams>("/webhooks/:id", access("list", { summary: "One webhook", answer: ONE }), (req) =>
    getWebhook(db, orgOf(req), webhookId(req.params.id)),
  );
  const createDoc = {
    summary: "Register a webhook",
    description:
      "Deliveries are POSTed as JSON, signed in `Docflow-Signature: t=<unix>,v1=<hex HMAC-SHA256(secret, t + \".\" + body)>` (README, 'Connect other systems').",
    body: webhookCreateSchema,
    answer: "201 with the webhook and its `secret` (`whsec_...`), shown this once.",
  };
  app.post("/webhooks", access("create", createDoc), async (req, reply) => {
    reply.code(201);
    return createWebhook(db, config.secret, orgOf(req), authOf(req).userId, parse(webhookCreateSchema, req.body));
  });
  app.patch<IdParams>(
    "/webhooks/:id",
    access("edit", { summary: "Change a webhook's URL, events or Is Active", body: webhookEditSchema, answer: ONE }),
    (req) => updateWebhook(db, orgOf(req), webhookId(req.params.id), parse(webhookEditSchema, req.body)),
  );
  app.delete<IdParams>(
    "/webhooks/:id",
    access("delete", { summary: "Delete a webhook and its delivery log", answer: "`{success: true}`." }),
    async (req) => {
      await deleteWebhook(db, orgOf(req), webhookId(req.params.id));
      return { success: true };
    },
  );
  app.post<IdParams>(
    "/webhooks/:id/rotate-secret",
    access("edit", {
      summary: "Replace a webhook's secret",
      answer: "The webhook with its new `secret`, shown this once; the old one stops at once.",
    }),
    (req) => rotateSecret(db, config.secret, orgOf(req), webhookId(req.params.id)),
  );
  app.get<IdParams & { Querystring: { limit?: string } }>(
    "/webhooks/:id/deliveries",
    access("list", {
      summary: "A webhook's delivery log",
      answer:
        "The last deliveries (at most `limit`, default 50), newest first: event, status, tries, answer code, sentence, times.",
    }),
    (req) => listDeliveries(db, orgOf(req), webhookId(req.params.id), Number(req.query.limit) || 50),
  );
  app.post<IdParams>(
    "/webhooks/:id/test",
    access("edit", {
      summary: "Send a test event",
      answer: "202 with the queued delivery (event `webhook.test`); the log shows how it went.",
    }),
    async (req, reply) => {
      reply.code(202);
      return createTestDelivery(db, orgOf(req), webhookId(req.params.id));
    },
  );
}
