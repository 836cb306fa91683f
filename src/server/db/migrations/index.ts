import { organizationsMigration } from "./001_organizations_users_sessions";
import { masterDataMigration } from "./002_master_data";
import { batchesMigration } from "./003_batches";
import { classifierMigration } from "./004_classifier";
import { extractionMigration } from "./005_extraction_learning";
import { membershipNamesMigration } from "./006_membership_names";
import { batchListMigration } from "./007_batch_list";
import { masterDataVersionsMigration } from "./008_master_data_versions";
import { stepRunsMigration } from "./009_step_runs";
import { apiKeysMigration } from "./010_api_keys";
import { webhooksMigration } from "./011_webhooks";
import { straightThroughMigration } from "./012_straight_through";
import { mailboxIntakeMigration } from "./013_mailbox_intake";
import { batchHistoryMigration } from "./014_batch_history";
import { webhookThroughputMigration } from "./015_webhook_throughput";
import { insightsMigration } from "./016_insights";
import { insightsSummaryMigration } from "./017_insights_summary";
import { insightsRollupMigration } from "./018_insights_rollup";
import type { Migration } from "./migration";

/**
 * The one migration set for PGlite and PostgreSQL, in the order it is applied, one file per migration named by its id,
 * the engines' tables included. Append only: never edit a migration that has shipped (migrations.test.ts holds each
 * one's hash). Statements are separated by a semicolon at the end of a line.
 */
export const migrations: Migration[] = [
  organizationsMigration,
  masterDataMigration,
  batchesMigration,
  classifierMigration,
  extractionMigration,
  membershipNamesMigration,
  batchListMigration,
  masterDataVersionsMigration,
  stepRunsMigration,
  apiKeysMigration,
  webhooksMigration,
  straightThroughMigration,
  mailboxIntakeMigration,
  batchHistoryMigration,
  webhookThroughputMigration,
  insightsMigration,
  insightsSummaryMigration,
  insightsRollupMigration,
];
