import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb, type Db } from "../db/db";
import { docKeyOf } from "./judge";
import {
  findDuplicates,
  pruneFingerprints,
  registerFingerprints,
  registerFingerprintsOfDocuments,
} from "./fingerprints";

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

  it("a batch's documents are registered in one statement in their order, and their duplicates found in one", async () => {
    const later = { id: "00000000-0000-4000-8000-0000000000b2", organization_id: org, batch_number: 8 } as any;
    const [a, b, c, d] = [doc(1, "la"), doc(2, "lb"), doc(3, "lc"), doc(4, "ld")];
    // c is the same file as a, d has b's values; b is registered with a seller kind it will lose.
    await registerFingerprintsOfDocuments(db, later, [
      { doc: a, fingerprints: { file: "same-file" } },
      { doc: b, fingerprints: { file: "b-file", "values:seller": "b-values" } },
      { doc: c, fingerprints: { file: "same-file" } },
      { doc: d, fingerprints: { file: "d-file", "values:seller": "b-values" } },
    ]);
    let found = await findDuplicates(db, later.id, [a, b, c, d]);
    expect(found.get(a)).toBeNull();
    expect(found.get(b)).toBeNull();
    expect(found.get(c)).toMatchObject({ docNo: 1, docKey: docKeyOf(a), reason: "file" });
    expect(found.get(d)).toMatchObject({ docNo: 2, docKey: docKeyOf(b), reason: "values" });
    // b's seller was corrected away (registered again with fewer kinds): d is no longer its duplicate; a person said
    // c is not a duplicate of a, so c has none.
    await registerFingerprintsOfDocuments(db, later, [{ doc: b, fingerprints: { file: "b-file" } }]);
    const cleared = { ...c, duplicateCleared: { of: { batchId: later.id, docKey: docKeyOf(a) } } };
    found = await findDuplicates(db, later.id, [cleared, d]);
    expect(found.get(cleared)).toBeNull();
    expect(found.get(d)).toBeNull();
  });
});
