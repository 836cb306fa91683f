import { describe, expect, it } from "vitest";
import { ROLES, ROLE_LABELS } from "./access";
import { DATA_TYPES, DATA_TYPE_LABELS, needsValueListCategory } from "./entities";

describe("labels", () => {
  it("shows data types as the field form lists them", () => {
    expect(DATA_TYPES.map((type) => DATA_TYPE_LABELS[type])).toEqual([
      "String",
      "Number",
      "Boolean",
      "Date",
      "Master Key",
      "Value List",
    ]);
  });

  it("shows roles as Admin, Editor, Indexer", () => {
    expect(ROLES.map((role) => ROLE_LABELS[role])).toEqual(["Admin", "Editor", "Indexer"]);
  });
});

describe("needsValueListCategory", () => {
  it("is true only for Master_Key and Value_List", () => {
    expect(DATA_TYPES.filter(needsValueListCategory)).toEqual(["Master_Key", "Value_List"]);
  });
});
