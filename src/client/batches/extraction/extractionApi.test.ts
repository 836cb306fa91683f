import { describe, expect, it } from "vitest";
import { isConflict } from "./extractionApi";
import { ApiError } from "../../providers/httpClient";

describe("isConflict", () => {
  it("is a 409 from the API", () => {
    expect(isConflict(new ApiError(409, "Someone else changed this batch meanwhile."))).toBe(true);
    expect(isConflict(new ApiError(400, "x"))).toBe(false);
    expect(isConflict(new Error("x"))).toBe(false);
  });

  it("goes by the code when the answer has one: a stale version or a batch that moved on, not any 409", () => {
    expect(isConflict(new ApiError(409, "Someone else changed this batch meanwhile.", "conflict_version"))).toBe(true);
    expect(
      isConflict(
        new ApiError(
          409,
          "This batch is not waiting for classification validation; reload it to see where it is.",
          "conflict_state",
        ),
      ),
    ).toBe(true);
    expect(isConflict(new ApiError(409, "A field named Total already exists.", "conflict_exists"))).toBe(false);
    expect(isConflict(new ApiError(400, "x", "validation_failed"))).toBe(false);
  });
});
