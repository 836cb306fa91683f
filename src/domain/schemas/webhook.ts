import { z } from "zod";

/** The batch events a webhook can subscribe to (issue 16.4), with the labels the webhook screen shows. */
export const WEBHOOK_EVENTS = [
  "batch.created",
  "batch.status_changed",
  "batch.waiting_for_validation",
  "batch.exported",
  "batch.failed",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  "batch.created": "Batch created",
  "batch.status_changed": "Status changed",
  "batch.waiting_for_validation": "Waiting for validation",
  "batch.exported": "Exported",
  "batch.failed": "Failed",
};
/** The event 'Send test event' delivers; nobody subscribes to it. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

/** http(s) only: HTTPS for receivers elsewhere, HTTP for local use. */
const url = z
  .string({ error: "URL is required" })
  .trim()
  .min(1, "URL is required")
  .max(2000, "URL must be at most 2000 characters")
  .refine((value) => {
    try {
      return ["http:", "https:"].includes(new URL(value).protocol);
    } catch {
      return true; // reported by the next check
    }
  }, "The URL must start with https:// (or http:// for a receiver on your own network).")
  .refine((value) => {
    try {
      const parsed = new URL(value);
      return !!parsed.hostname && !parsed.username && !parsed.password;
    } catch {
      return false;
    }
  }, "The URL is not a valid web address (for example https://example.com/hooks/docflow), and may not contain a user name or password.");

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `Events must be among ${WEBHOOK_EVENTS.join(", ")}` }), {
    error: "Events must be a list",
  })
  .min(1, "Choose at least one event")
  .transform((list) => WEBHOOK_EVENTS.filter((e) => list.includes(e)));

export const webhookCreateSchema = z.object({
  url,
  events,
  isActive: z.boolean({ error: "Is Active must be true or false" }).default(true),
});

export const webhookEditSchema = z.object({
  url: url.optional(),
  events: events.optional(),
  isActive: z.boolean({ error: "Is Active must be true or false" }).optional(),
});

export type WebhookCreateInput = z.infer<typeof webhookCreateSchema>;
export type WebhookEditInput = z.infer<typeof webhookEditSchema>;

export type WebhookDeliveryStatus = "pending" | "sending" | "retrying" | "delivered" | "failed";

export interface WebhookDelivery {
  _id: string;
  event: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The receiver's HTTP status of the last try (null when it did not answer). */
  lastStatusCode: number | null;
  /** A sentence about the last try that did not succeed. */
  lastError: string | null;
  batchNumber: number | null;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

export interface Webhook {
  _id: string;
  url: string;
  events: WebhookEvent[];
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  lastDelivery: WebhookDelivery | null;
  /** Only in the answer to creation and to rotating the secret: shown once. */
  secret?: string;
}
