import { describe, expect, it } from "vitest";
import { confidenceOf, fitCalibration } from "./confidence";

describe("fitCalibration", () => {
  it("gives each score band the share right, never less for a higher score", () => {
    const points = [
      ...Array.from({ length: 40 }, (_, i) => ({ group: "date" as const, score: 0.95, right: i < 39 })),
      ...Array.from({ length: 20 }, (_, i) => ({ group: "date" as const, score: 0.5, right: i < 10 })),
      // Fewer right at 0.7 than at 0.5: pooled, so the table does not fall.
      ...Array.from({ length: 10 }, (_, i) => ({ group: "date" as const, score: 0.7, right: i < 3 })),
    ];
    const table = fitCalibration(points);
    const row = table.groups.date!;
    expect(row.every((v, i) => i === 0 || v >= row[i - 1])).toBe(true);
    expect(confidenceOf({ group: "date", score: 0.95 }, table)).toBeGreaterThan(0.9);
    expect(confidenceOf({ group: "date", score: 0.5 }, table)).toBeLessThan(0.6);
  });

  it("falls back to the pooled row for a group the corpus did not cover", () => {
    const table = fitCalibration([{ group: "id", score: 0.8, right: true }]);
    expect(confidenceOf({ group: "name", score: 0.8 }, table)).toBe(confidenceOf({ group: "id", score: 0.8 }, table));
  });
});
