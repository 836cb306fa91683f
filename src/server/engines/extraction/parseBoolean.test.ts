import { describe, expect, it } from "vitest";
import { parseBoolean } from "./parseBoolean";

describe("parseBoolean", () => {
  it("reads yes and no in several languages and as marks", () => {
    for (const yes of ["Yes", "true", "Ja", "oui", "X", "☑", "✓", true]) expect(parseBoolean(yes)).toBe(true);
    for (const no of ["No", "false", "Nein", "non", "nee", "☐", false]) expect(parseBoolean(no)).toBe(false);
  });

  it("is null for anything else", () => {
    expect(parseBoolean("maybe")).toBeNull();
    expect(parseBoolean("")).toBeNull();
    expect(parseBoolean(null)).toBeNull();
  });
});
