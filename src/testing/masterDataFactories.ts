// Factories for the master data API tests: each creates a record through the API as the caller.
import { expect } from "vitest";
import type { Caller } from "./testApp";

let counter = 0;
export const unique = (prefix: string) => `${prefix} ${++counter}`;

export async function post(caller: Caller, url: string, payload: unknown): Promise<any> {
  const res = await caller.request({ method: "POST", url, payload: payload as any });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

export function makeCategory(caller: Caller, body: Record<string, unknown> = {}) {
  return post(caller, "/api/Value-List-Category", {
    name: unique("List"),
    isMasterKey: false,
    fields: null,
    mainField: null,
    ...body,
  });
}

export function makeMasterKeyCategory(caller: Caller, body: Record<string, unknown> = {}) {
  return makeCategory(caller, {
    name: unique("Vendors"),
    isMasterKey: true,
    fields: [{ name: "Name" }, { name: "VAT" }],
    mainField: "Name",
    ...body,
  });
}

export function makeField(caller: Caller, body: Record<string, unknown> = {}) {
  return post(caller, "/api/fields", {
    name: unique("Field"),
    dataType: "String",
    description: "",
    valueListCategory: null,
    ...body,
  });
}

export function classBody(fieldIds: string[], body: Record<string, unknown> = {}) {
  return {
    name: unique("Class"),
    description: "A class",
    systemPrompt: "You read documents.",
    userPrompt: "",
    masterKeyCategory: null,
    fields: fieldIds.map((field, i) => ({
      field,
      order: i + 1,
      validation: { required: false, regex: "", formula: null, formulaText: "" },
    })),
    tables: [],
    ...body,
  };
}

export function makeClass(caller: Caller, fieldIds: string[], body: Record<string, unknown> = {}) {
  return post(caller, "/api/document-class", classBody(fieldIds, body));
}

export function jobBody(classIds: string[], body: Record<string, unknown> = {}) {
  return {
    name: unique("Job"),
    description: "",
    documentParser: "builtin",
    classification: {
      documentClasses: classIds,
      autoClassification: classIds.length > 1,
      autoValidateClassification: false,
      prompt: "Classify the page.",
      eachPageClassification: false,
    },
    split: { autoValidateSplit: false, splitOptions: [{ _id: "per-file", config: {} }] },
    extraction: { autoValidateExtraction: false, top_p: 0, temperature: 0 },
    export: { _id: "DE-03", config: null },
    ...body,
  };
}

export function makeJob(caller: Caller, classIds: string[], body: Record<string, unknown> = {}) {
  return post(caller, "/api/job", jobBody(classIds, body));
}
