import { describe, expect, it } from "vitest";
import { readableFailure } from "./engine";
import { AppError, PersonFacingError, type StepFailureCode } from "../errors";
import { ParseError } from "../pipeline/parse/errors";

/** Issue 13.4: a step's failure a person reads is one type, PersonFacingError; its sentence is kept as it is. */
describe("the sentence a failed step leaves", () => {
  it("is a PersonFacingError's own sentence (a step's, the parser's, an AppError)", () => {
    const missing = new PersonFacingError<StepFailureCode>(
      "a.pdf is missing from storage; upload it again in a new batch.",
      "file_missing",
    );
    expect(readableFailure("Parse", missing)).toBe("a.pdf is missing from storage; upload it again in a new batch.");
    const parse = new ParseError("a.pdf is empty (0 bytes).", "EMPTY_FILE", "a.pdf");
    expect(parse).toBeInstanceOf(PersonFacingError);
    expect(parse).toMatchObject({ name: "ParseError", code: "EMPTY_FILE", fileName: "a.pdf" });
    expect(readableFailure("Parse", parse)).toBe("a.pdf is empty (0 bytes).");
    expect(readableFailure("Export", new AppError(404, "The job was not found."))).toBe("The job was not found.");
  });

  it("is prefixed with the step for anything else (a bug or an outage)", () => {
    expect(readableFailure("SplitDocument", new Error("ENOSPC: no space left on device"))).toBe(
      "Document splitting failed: ENOSPC: no space left on device",
    );
    expect(readableFailure("Export", "boom")).toBe("Export failed: boom");
  });
});
