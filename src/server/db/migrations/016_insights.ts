import type { Migration } from "./migration";

/** Indexes on the batch history for the insights (insights/insights.ts). */
export const insightsMigration: Migration = {
  id: "016_insights",
  sql: `
CREATE INDEX batch_history_org_kind_at_idx ON batch_history (organization_id, kind, at);
CREATE INDEX batch_history_batch_kind_idx ON batch_history (organization_id, batch_id, kind, at);
`,
};
