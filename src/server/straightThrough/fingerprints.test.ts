import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../db/db";
import { docKeyOf } from "./judge";
import { pruneFingerprints, registerFingerprints } from "./fingerprints";

let db: Db;
const org = "00000000-0000-4000-8000-000000000001";
const batch = { id: "00000000-0000-4000-8000-0000000000b1", organization_id: org, batch_number: 7 } as any;
const doc = (docNo: number, file: string) => ({ docNo, fileLocation: `documents/${file}.pdf` });

beforeAll(async () => {
  db = await openDb({ dataDir: null });
  // The rows alone are under test: the organization and the batch they belong to are left out.
  await db.exec(`SET session_replication_role = replica`);
});
afterAll(() => db.close());

const rows = () =>
  db.query<{ doc_key: string; doc_no: number; kind: string; fingerprint: string }>(
    `SELECT doc_key, doc_no, kind, fingerprint FROM document_fingerprints WHERE batch_id = $1 ORDER BY doc_key, kind`,
    [batch.id],
  );

describe("document fingerprints", () => {
  it("a document's kinds are written in one go, the kinds it no longer has removed, and renumbering follows the batch", async () => {
    const a = doc(1, "a");
    const b = doc(2, "b");
    await registerFingerprints(db, batch, a, { file: "f-a", "values:seller": "s-a" });
    await registerFingerprints(db, batch, b, { file: "f-b" });
    // The seller was corrected away: that kind goes, the file's stays with its new value.
    await registerFingerprints(db, batch, a, { file: "f-a2" }, ["file", "values:seller"]);
    expect(await rows()).toEqual([
      { doc_key: docKeyOf(a), doc_no: 1, kind: "file", fingerprint: "f-a2" },
      { doc_key: docKeyOf(b), doc_no: 2, kind: "file", fingerprint: "f-b" },
    ]);
    // The first document was deleted by a person: its rows go, the second is now number 1.
    await pruneFingerprints(db, batch, [doc(1, "b")]);
    expect(await rows()).toEqual([{ doc_key: docKeyOf(b), doc_no: 1, kind: "file", fingerprint: "f-b" }]);
  });
});
