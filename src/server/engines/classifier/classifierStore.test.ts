import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../../db/db";
import { addExamples, countExamples, loadModel } from "./classifierStore";
import { classifierMigration } from "../../db/migrations/004_classifier";
import { classifyPage, type ClassProfile } from "./model";

let db: Db;
let orgId: string;
let otherOrgId: string;
let invoiceId: string;
let receiptId: string;
let otherInvoiceId: string;

async function createClass(org: string, name: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO document_classes (organization_id, name) VALUES ($1, $2) RETURNING id`,
    [org, name],
  );
  return row.id;
}

beforeAll(async () => {
  db = await openDb({ dataDir: null }); // the migration set includes the classifier's table
  orgId = (await db.query<{ id: string }>(`INSERT INTO organizations (name) VALUES ('Org A') RETURNING id`))[0].id;
  otherOrgId = (await db.query<{ id: string }>(`INSERT INTO organizations (name) VALUES ('Org B') RETURNING id`))[0].id;
  invoiceId = await createClass(orgId, "Invoice");
  receiptId = await createClass(orgId, "Other");
  otherInvoiceId = await createClass(otherOrgId, "Invoice");
});

afterAll(async () => {
  await db?.close();
});

const profiles = (): ClassProfile[] => [
  { _id: invoiceId, name: "Invoice", fieldNames: ["Invoice Number", "Total"] },
  { _id: receiptId, name: "Other", fieldNames: [] },
];
const cloud = (n: number) =>
  `Nimbus Cloud Services\nINVOICE\nInvoice number NC-${n}\nCompute hours ${n}\nStorage GB-month\nData transfer\nTotal due ${n}.00 USD`;

describe("classifier store", () => {
  it("has a migration the lead can append", () => {
    expect(classifierMigration.id).toBe("004_classifier");
    // migrate() splits statements at a semicolon ending a line
    const statements = classifierMigration.sql
      .split(/;\s*$/m)
      .map((s) => s.trim())
      .filter(Boolean);
    expect(statements.length).toBe(3);
  });

  it("loads a cold model when there are no examples", async () => {
    const model = await loadModel(db, orgId, profiles());
    expect(classifyPage(model, cloud(1)).classId).toBe(invoiceId);
  });

  it("stores validated pages and learns from them, per organization", async () => {
    const stored = await addExamples(
      db,
      orgId,
      [1, 2, 3, 4, 5].map((n) => ({ classId: receiptId, text: cloud(n), key: `batch1:${n}` })),
    );
    expect(stored).toBe(5);
    const model = await loadModel(db, orgId, profiles());
    expect(classifyPage(model, cloud(42)).classId).toBe(receiptId);
    // the other organization's model is untouched by org A's examples
    const other = await loadModel(db, otherOrgId, [
      { _id: otherInvoiceId, name: "Invoice" },
      { _id: "7f0c4a4e-0000-4000-8000-000000000000", name: "Other" },
    ]);
    expect(classifyPage(other, cloud(42)).classId).toBe(otherInvoiceId);
  });

  it("replaces the example of a page validated again (a correction counts once, with its latest class)", async () => {
    await addExamples(db, orgId, [{ classId: invoiceId, text: cloud(3), key: "batch1:3" }]);
    expect(await countExamples(db, orgId)).toEqual({ [invoiceId]: 1, [receiptId]: 4 });
    // within one call the last example of a key wins
    await addExamples(db, orgId, [
      { classId: invoiceId, text: cloud(4), key: "batch1:4" },
      { classId: receiptId, text: cloud(4), key: "batch1:4" },
    ]);
    expect(await countExamples(db, orgId)).toEqual({ [invoiceId]: 1, [receiptId]: 4 });
  });

  it("skips pages without text", async () => {
    expect(
      await addExamples(db, orgId, [
        { classId: invoiceId, text: "" },
        { classId: invoiceId, text: "  \n " },
      ]),
    ).toBe(0);
    expect(await addExamples(db, orgId, [])).toBe(0);
  });

  it("keeps only the newest examples of each class", async () => {
    const [cls] = await db.query<{ id: string }>(
      `INSERT INTO document_classes (organization_id, name) VALUES ($1, 'Bounded') RETURNING id`,
      [orgId],
    );
    await addExamples(
      db,
      orgId,
      Array.from({ length: 8 }, (_, i) => ({ classId: cls.id, text: `page number ${i} word${i}` })),
      5,
    );
    await addExamples(db, orgId, [{ classId: cls.id, text: "the newest page wordnew" }], 5);
    const rows = await db.query<{ text: string }>(
      `SELECT text FROM classifier_examples WHERE document_class_id = $1 ORDER BY id`,
      [cls.id],
    );
    expect(rows.map((r) => r.text)).toEqual([
      "page number 4 word4",
      "page number 5 word5",
      "page number 6 word6",
      "page number 7 word7",
      "the newest page wordnew",
    ]);
    // other classes were not trimmed
    expect((await countExamples(db, orgId))[receiptId]).toBe(4);
  });

  it("recomputes features stored by another version of the tokenizer", async () => {
    const before = classifyPage(await loadModel(db, orgId, profiles()), cloud(42));
    await db.query(
      `UPDATE classifier_examples SET features = '{"bogus": 1}'::jsonb, features_version = 0 WHERE organization_id = $1`,
      [orgId],
    );
    const after = classifyPage(await loadModel(db, orgId, profiles()), cloud(42));
    expect(after.scores[receiptId]).toBeCloseTo(before.scores[receiptId], 10);
  });

  it("rejects classes of another organization and deletes examples with their class", async () => {
    await expect(addExamples(db, orgId, [{ classId: otherInvoiceId, text: "invoice" }])).rejects.toThrow();
    await db.query(`DELETE FROM document_classes WHERE id = $1`, [receiptId]);
    expect((await countExamples(db, orgId))[receiptId]).toBeUndefined();
  });

  it("ignores class ids that are not uuids", async () => {
    const model = await loadModel(db, orgId, [{ _id: "not-a-uuid", name: "Invoice" }]);
    expect(classifyPage(model, "Invoice").classId).toBe("not-a-uuid");
  });
});
