import { describe, expect, it } from "vitest";
import { qaSample, reasonsToCheck } from "./judge";
import { totalKey, valueFingerprints } from "./fingerprints";

describe("straight-through judging (issue 15)", () => {
  const doc = (properties: any[], extra: any = {}) => ({ docNo: 1, documentClass: { _id: "c" }, properties, ...extra });
  const p = (id: string, confidence: number | undefined, extra: any = {}) => ({
    field: { _id: id, name: id.toUpperCase() },
    value: "x",
    confidence,
    error: null,
    ...extra,
  });

  it("counts required fields by confidence, every field by its validations, notices and duplicates", () => {
    const required = new Set(["a"]);
    expect(reasonsToCheck(doc([p("a", 0.9), p("b", 0.1)]), required, 0.9)).toEqual([]);
    expect(reasonsToCheck(doc([p("a", 0.89), p("b", 0.1)]), required, 0.9)).toEqual([
      "Below the confidence threshold 0.90: A (0.89).",
    ]);
    expect(reasonsToCheck(doc([p("a", undefined)]), required, 0.9)).toEqual([
      "Below the confidence threshold 0.90: A (unknown).",
    ]);
    expect(reasonsToCheck(doc([p("a", 1), p("b", 1, { warning: "differs" })]), required, 0.9)).toEqual([
      "A field has an error or a warning.",
    ]);
    expect(
      reasonsToCheck(doc([p("a", 1)], { notices: ["n"], duplicateOf: { batchNumber: 12, docNo: 3 } }), required, 0.9),
    ).toEqual(["Possible duplicate of Batch 12, Doc 3.", "The document has a notice to read."]);
  });

  it("draws the QA sample by document id: the same documents every time, the share of them", () => {
    const docs = Array.from({ length: 10 }, (_, i) => ({ key: `doc-${i}` }));
    const a = qaSample("batch-1", docs, 0.5);
    expect(a.size).toBe(5);
    expect(qaSample("batch-1", [...docs].reverse(), 0.5)).toEqual(a);
    expect(qaSample("batch-1", docs, 0).size).toBe(0);
    expect(qaSample("batch-1", docs, 1).size).toBe(10);
    // 5 % of 10 documents: 0 or 1 by the batch's own draw; on average over batches 5 %.
    const sizes = Array.from({ length: 400 }, (_, i) => qaSample(`batch-${i}`, docs, 0.05).size);
    expect(sizes.every((n) => n === 0 || n === 1)).toBe(true);
    const mean = sizes.reduce((a, b) => a + b, 0) / sizes.length / 10;
    expect(mean).toBeGreaterThan(0.03);
    expect(mean).toBeLessThan(0.07);
  });

  it("fingerprints seller, number and total by the fields' concepts, totals as numbers", () => {
    expect(totalKey("1.234,50")).toBe("1234.50");
    expect(totalKey(1234.5)).toBe("1234.50");
    expect(totalKey("€ 1,234.50")).toBe("1234.50");
    expect(totalKey("")).toBeNull();
    const fields = [
      { _id: "n", name: "Invoice Number", dataType: "String" },
      { _id: "t", name: "Total", dataType: "Number" },
      { _id: "s", name: "Seller", dataType: "String" },
    ];
    const values = (n: unknown, t: unknown, s: unknown, mk?: string) =>
      valueFingerprints(
        {
          properties: [
            { field: { _id: "n" }, value: n },
            { field: { _id: "t" }, value: t },
            { field: { _id: "s" }, value: s },
          ],
          masterKeyData: mk ? { _id: mk } : null,
        },
        fields,
      );
    expect(values("INV-1", 10, "ACME GmbH")).toEqual(values("inv 1", "10.00", "Acme GmbH"));
    expect(Object.keys(values("INV-1", 10, "ACME", "mk1"))).toEqual(["values:masterKey", "values:seller"]);
    expect(values("INV-1", 10, "ACME")).not.toEqual(values("INV-2", 10, "ACME"));
    expect(values("", 10, "ACME")).toEqual({});
  });
});
