import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { TEST_DATABASES } from "../../testing/testApp";
import { openDb, type Db } from "./db";
import { migrate } from "./migrate";
import { migrations } from "./migrations";

/**
 * The migrations as they were before they moved into db/migrations/ (one file each): ids in the order applied and
 * the SHA-256 of each one's SQL. A shipped migration never changes, so neither does this list; a new one is appended.
 */
const SHIPPED: [string, string][] = [
  ["001_organizations_users_sessions", "89f43f2161d007ce7e0fb4693bc7750974c6be4489329eac62b2a70a6d6ea519"],
  ["002_master_data", "5cc4df9f85e68a9ab59b5d0990c5cdbe285c8d4bc3ccc72c027a74d555625207"],
  ["003_batches", "23538898e94259be549b0d500eb31f2e3e932d872a1b556973a68b343c13ad29"],
  ["004_classifier", "3581d8dc70d69baf8e514b4d0da51537e32a3153eab287d5d6bce5993548375a"],
  ["005_extraction_learning", "8076e228e844b1df0937181090e7122569b961294d9b3f1917d130dc84a4475d"],
  ["006_membership_names", "f436f13540446c9489fe8a95179e5c24912568746174320990ae1bb3e29ca1a9"],
  ["007_batch_list", "a7344429cd92d28c47da47b8ea17851a28971a1746dfe39a673783cd3f2c01a1"],
  ["008_master_data_versions", "86290420686008abeff45a5604782f51fddb4db380d5d7f94c3e20b2dabb5b8f"],
  ["009_step_runs", "ebec55f50b8f7376297bb41de805e5d1357ca995ed9d190cd82e8f561af335c1"],
  ["010_api_keys", "01e00b95592143664c2b294a29c18bebd861dcbf3235c8ae4f6efb21c68fc5c6"],
  ["011_webhooks", "065723b2747253f81223894f13a0c7742fb1aecadda4ac217acab3ac201abfe8"],
  ["012_straight_through", "5d50cfcc06141724752d3c364fc4544c2dfed89324923220dabf4aebd671bc3d"],
  ["013_mailbox_intake", "d929d099a194a89263330245438884043eeb44061ad80b2e71eec73fb1044952"],
  ["014_batch_history", "6b077425812ba2f6057a29eb8a89724282db0fa2deb322f91e395da459afa0b4"],
  ["015_webhook_throughput", "55152bbbb781247a4f871dd39ab1981f1b6c56c868cf086a0c6196285f9f877a"],
  ["016_insights", "ddc837e3bc40205dc7e9b6da187999b5fedb688cf3b8bc98b1644922d0952fd7"],
  ["017_insights_summary", "e021717e1e605e5b8e5561fa8f90a995a927144536b83ec49dc225795885cb70"],
  ["018_insights_rollup", "b4ba9b329a48a1951ee2dd8fd4b9f31e33381452f8f3cc543095d53cef7fa40c"],
];

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("the migration set", () => {
  it("applies the shipped migrations in their order, each with its SQL unchanged", () => {
    expect(migrations.slice(0, SHIPPED.length).map((m) => [m.id, sha256(m.sql)])).toEqual(SHIPPED);
  });

  it("names each migration once", () => {
    expect(new Set(migrations.map((m) => m.id)).size).toBe(migrations.length);
  });
});

describe.each(TEST_DATABASES)("migrating on %s", (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A database whose schema_migrations holds `ids`, as the migrations before the move left it; then openDb on it. */
  async function openAfter(ids: string[]): Promise<Db> {
    const create = `CREATE TABLE schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`;
    const insert = `INSERT INTO schema_migrations (id) SELECT unnest($1::text[])`;
    if (kind === "pglite") {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "docflow-migrations-"));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const old = new PGlite(dataDir);
      await old.exec(create);
      await old.query(insert, [ids]);
      await old.close();
      const db = await openDb({ dataDir });
      cleanups.push(() => db.close());
      return db;
    }
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `t_${randomBytes(6).toString("hex")}`;
    const old = new pg.Client({ connectionString: url });
    await old.connect();
    await old.query(`CREATE SCHEMA "${schema}"`);
    await old.query(`SET search_path = "${schema}"`);
    await old.query(create);
    await old.query(insert, [ids]);
    await old.end();
    const db = await openDb({ databaseUrl: url, schema });
    cleanups.push(async () => {
      await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    });
    return db;
  }

  const applied = async (db: Db) =>
    (await db.query<{ id: string }>(`SELECT id FROM schema_migrations ORDER BY id`)).map((r) => r.id);
  const tableExists = async (db: Db, table: string) =>
    (await db.query<{ t: string | null }>(`SELECT to_regclass($1)::text AS t`, [table]))[0].t !== null;

  it("finds nothing new to apply on a database the shipped migrations brought up to date", async () => {
    const ids = SHIPPED.map(([id]) => id);
    const db = await openAfter(ids);
    // Had any migration run, its tables would be here: the recorded ids alone say it is up to date.
    expect(await tableExists(db, "organizations")).toBe(false);
    expect(await tableExists(db, "insights_histogram")).toBe(false);
    expect(await applied(db)).toEqual([...ids].sort());
    await migrate(db);
    expect(await applied(db)).toEqual([...ids].sort());
  });

  it("brings a new database up to date with every migration, the engines' tables included", async () => {
    const db = await openAfter([]);
    expect(await applied(db)).toEqual(migrations.map((m) => m.id).sort());
    for (const table of [
      "organizations",
      "classifier_examples",
      "extraction_hints",
      "step_runs",
      "webhook_deliveries",
      "mail_messages",
      "insights_histogram",
    ])
      expect(await tableExists(db, table)).toBe(true);
  });
});
