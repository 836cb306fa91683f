import { describe, expect, it } from "vitest";
import { isValidRegex, regexFirstMatch, regexTest } from "./safeRegex";
import { matchTrigger } from "./ocrTrigger";
import { documentClassSchema } from "../schemas/documentClass";
import { ocrTriggerSchema } from "../schemas/valueList";
import { validateProperties } from "../../server/engines/extraction/validateProperties";

/** Patterns that take a backtracking engine exponential time on a near-miss of ~30 characters (minutes). */
const CATASTROPHIC = [
  "^([a-z]+)+$",
  "^(a|aa)+$",
  "(x+x+)+y",
  "^(\\w+\\s?)*$",
  "^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$",
];
const nearMiss = (n: number) => "a".repeat(n) + "!";

describe("user-defined regular expressions run in linear time", () => {
  it("catastrophic patterns on near-miss inputs answer at once", { timeout: 1000 }, () => {
    for (const p of CATASTROPHIC) {
      expect(isValidRegex(p), p).toBe(true);
      expect(regexTest(p, nearMiss(34)), p).toBe(false);
      expect(regexTest(p, nearMiss(100_000)), p).toBe(false);
    }
    expect(regexTest("^([a-z]+)+$", "abc")).toBe(true);
  });

  it("an OCR trigger with such a pattern over uploaded text answers at once", { timeout: 1000 }, () => {
    expect(matchTrigger(nearMiss(40), "(x+x+)+y")).toBeNull();
    expect(matchTrigger(nearMiss(40), "^(a|aa)+$")).toBeNull();
  });

  it("a field validation with such a pattern marks the value in error at once", { timeout: 1000 }, () => {
    const field = { _id: "f1", name: "Code", dataType: "String" as const };
    const [checked] = validateProperties(
      [{ field, value: nearMiss(40) }] as any,
      { fields: [{ field, validation: { required: false, regex: "^([a-z]+)+$" } }] } as any,
    );
    expect(checked.error).toBeTruthy();
  });

  it("refuses what the linear-time engine cannot run, and what does not compile", () => {
    for (const p of ["(a)\\1", "a(?=b)", "a(?!b)", "(?<!x)a", "[", "a{1001}", "x".repeat(1001), ""])
      expect(isValidRegex(p), p).toBe(false);
  });

  it("reads JavaScript syntax people write", () => {
    expect(regexFirstMatch("(?<year>\\d{4})-\\d{2}", "on 2024-05-01")).toBe("2024-05");
    expect(regexFirstMatch("\\bNo\\.?\\s*\\d+", "Invoice No. 42")).toBe("No. 42");
    expect(regexFirstMatch("\\u00e9t\\u00e9", "l'été")).toBe("été");
    expect(regexFirstMatch("\\p{Lu}{2}\\d{2}", "iban DE89")).toBe("DE89");
    expect(regexFirstMatch("x*", "abc x")).toBe("x"); // the first non-empty match
    expect(regexTest("^[A-Z]{3}$", "EUR")).toBe(true);
  });

  it("the forms' and the API's schemas say 'Invalid regex' for such a pattern", () => {
    const classBody = {
      name: "C",
      fields: [{ field: "00000000-0000-4000-8000-000000000001", order: 1, validation: { regex: "(a)\\1" } }],
    };
    const classResult = documentClassSchema.safeParse(classBody);
    expect(classResult.success).toBe(false);
    expect(classResult.error!.issues.map((i) => i.message)).toContain("Invalid regex");
    const trigger = { x: 0, y: 0, width: 10, height: 10, regEx: "a(?=b)" };
    const triggerResult = ocrTriggerSchema.safeParse(trigger);
    expect(triggerResult.success).toBe(false);
    expect(triggerResult.error!.issues.map((i) => i.message)).toContain("Invalid regex");
  });
});
