import type { FastifyInstance } from "fastify";
import type { Services } from "../services";
import { orgOf } from "../http/access";
import { parse } from "../http/validate";
import { computeInsights, insightsQuery, MAX_DAYS } from "./insights";

const ANSWER =
  "`{from, to, days: [{day, batches, pages, documents, autoValidated, exported, corrections, errors}], totals: {… the same summed, " +
  "straightThroughShare}, uploadToExport: {batches, medianSeconds}, userValidation: {batches, medianSeconds}, " +
  "correctionsByField: [{field, corrections, batches}], correctionsByVendor: [{vendor, corrections, batches}], " +
  "queue: [{status, batches}], errorsByReason: [{stage, reason, errors}]}`. Days are UTC days, both ends included; " +
  "the lists are the top 20; the queue is the batches per status now, whatever the period.";

/** Insights (issue 15.5): admins and editors, over the organization's batch history. */
export async function insightsRoutes(app: FastifyInstance, s: Services) {
  app.get(
    "/insights",
    {
      config: {
        access: { entity: "insights" as const, action: "view" as const },
        docs: {
          summary: "Insights over a period",
          description: `Pages and documents per day, the share passed without a person, corrections per field and per vendor, median times, the queue and errors by reason. Default period: the last 30 days; at most ${MAX_DAYS} days.`,
          query: insightsQuery,
          answer: ANSWER,
        },
      },
    },
    async (req) => {
      const { from, to } = parse(insightsQuery, req.query);
      return computeInsights(s.db, orgOf(req), from, to);
    },
  );
}
