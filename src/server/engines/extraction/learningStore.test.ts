import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../../db/db";
import { learnFromCorrection } from "./learning";
import { deleteHints, loadHints, saveHint } from "./learningStore";
import { R, page } from "../../../testing/extractionPages";
import type { LearnedHint } from "./types";

let db: Db;
let orgId: string;
let otherOrgId: string;
let vendorId: string;
let otherVendorId: string;
let classId: string;
let numberFieldId: string;
let totalFieldId: string;

async function one<T>(sql: string, params: unknown[]): Promise<T> {
  const [row] = await db.query<T>(sql, params);
  return row;
}

beforeAll(async () => {
  db = await openDb({ dataDir: null });
  orgId = (await one<{ id: string }>(`INSERT INTO organizations (name) VALUES ('Learning Org') RETURNING id`, [])).id;
  otherOrgId = (await one<{ id: string }>(`INSERT INTO organizations (name) VALUES ('Other Org') RETURNING id`, [])).id;
  const category = (
    await one<{ id: string }>(
      `INSERT INTO value_list_categories (organization_id, name, is_master_key) VALUES ($1, 'Vendors', true) RETURNING id`,
      [orgId],
    )
  ).id;
  vendorId = (
    await one<{ id: string }>(
      `INSERT INTO value_list_data (organization_id, category_id, value) VALUES ($1, $2, 'Acme') RETURNING id`,
      [orgId, category],
    )
  ).id;
  otherVendorId = (
    await one<{ id: string }>(
      `INSERT INTO value_list_data (organization_id, category_id, value) VALUES ($1, $2, 'Globex') RETURNING id`,
      [orgId, category],
    )
  ).id;
  classId = (
    await one<{ id: string }>(
      `INSERT INTO document_classes (organization_id, name) VALUES ($1, 'Invoice') RETURNING id`,
      [orgId],
    )
  ).id;
  numberFieldId = (
    await one<{ id: string }>(
      `INSERT INTO fields (organization_id, name, data_type) VALUES ($1, 'Invoice Number', 'String') RETURNING id`,
      [orgId],
    )
  ).id;
  totalFieldId = (
    await one<{ id: string }>(
      `INSERT INTO fields (organization_id, name, data_type) VALUES ($1, 'Total', 'Number') RETURNING id`,
      [orgId],
    )
  ).id;
});

afterAll(async () => {
  await db?.close();
});

const doc = (number: string, amount: string) =>
  page([R(100, [40, "Belegzeichen"], [140, number]), R(400, [300, "Zu überweisen"], [480, amount])]);

function hintFor(
  fieldId: string,
  name: string,
  dataType: "String" | "Number",
  value: string | number,
  masterKeyId = vendorId,
): LearnedHint {
  const hint = learnFromCorrection({
    pages: [doc("AB-1", "€ 12,00")],
    field: { _id: fieldId, name, dataType },
    correctedValue: value,
    masterKeyId,
    classId,
  });
  if (!hint) throw new Error("nothing learned");
  return hint;
}

describe("learningStore", () => {
  it("saves a hint and loads it back for the same organization, master key and class", async () => {
    const hint = hintFor(numberFieldId, "Invoice Number", "String", "AB-1");
    await saveHint(db, orgId, hint);
    expect(await loadHints(db, orgId, vendorId, classId)).toEqual([hint]);
    expect(await loadHints(db, orgId, otherVendorId, classId)).toEqual([]);
    expect(await loadHints(db, otherOrgId, vendorId, classId)).toEqual([]);
  });

  it("keeps one hint per field: a later correction replaces the earlier one and is counted", async () => {
    const total = hintFor(totalFieldId, "Total", "Number", 12);
    await saveHint(db, orgId, total);
    const again = { ...total, learnedAt: "2030-01-01T00:00:00.000Z" };
    await saveHint(db, orgId, again);
    const hints = await loadHints(db, orgId, vendorId, classId);
    expect(hints).toHaveLength(2);
    expect(hints.find((h) => h.fieldId === totalFieldId)?.learnedAt).toBe("2030-01-01T00:00:00.000Z");
    const [row] = await db.query<{ corrections: number }>(
      `SELECT corrections FROM extraction_hints WHERE field_id = $1`,
      [totalFieldId],
    );
    expect(row.corrections).toBe(2);
  });

  it("forgets the hints of a master key when asked and when the master key is deleted", async () => {
    await saveHint(db, orgId, hintFor(numberFieldId, "Invoice Number", "String", "AB-1", otherVendorId));
    expect(await loadHints(db, orgId, otherVendorId, classId)).toHaveLength(1);
    expect(await deleteHints(db, orgId, otherVendorId, classId)).toBe(1);
    expect(await loadHints(db, orgId, otherVendorId, classId)).toEqual([]);

    await db.query(`DELETE FROM value_list_data WHERE id = $1`, [vendorId]);
    expect(await loadHints(db, orgId, vendorId, classId)).toEqual([]);
  });
});
