import { describe, expect, it } from "vitest";
import {
  addTableRow,
  applyCheck,
  checkBody,
  checkThresholdOf,
  confidenceCue,
  duplicateLabel,
  confirmBlocker,
  docHasErrors,
  deleteDoc,
  deleteTableRow,
  docStatus,
  editCell,
  editProperty,
  fieldTooltip,
  filterCounts,
  filterDocs,
  inputErrorCount,
  isEditable,
  neighbour,
  nextUnvalidated,
  pagesLabel,
  propertyError,
  reprocessBody,
  setDocValidated,
  tableColumns,
  sourceNote,
  validateBody,
  workDocsOf,
} from "./extractionModel";
import { NUMBER_ERROR } from "./fieldValue";

const field = (id: string, dataType: string) => ({ _id: id, name: id.toUpperCase(), dataType });
const prop = (id: string, dataType: string, value: unknown, error: string | null = null) => ({
  field: field(id, dataType),
  value,
  originalValue: value,
  validated: false,
  error,
});

const batch = {
  _id: "b1",
  version: 7,
  extractionDocuments: [
    {
      docNo: 1,
      totalPages: 2,
      mainPages: [1, 2],
      documentClass: { _id: "c1", name: "Invoice" },
      validated: false,
      fileLocation: "org/o/batch/b1/documents/doc-0001.pdf",
      extractionAnnotationFileLocation: null,
      properties: [
        prop("total", "Number", 100, "Total must equal Net + Tax"),
        prop("date", "Date", "2024-01-31"),
        prop("number", "String", null),
      ],
      tables: [
        {
          name: "Lines",
          rows: [
            [
              { field: field("qty", "Number"), value: 1, _id: "c-1" },
              { field: field("desc", "String"), value: "Pens", _id: "c-2" },
            ],
          ],
        },
      ],
      parseData: { formFields: [{ key: "Invoice No", value: "42" }], tables: [] },
    },
    {
      docNo: 2,
      totalPages: 1,
      mainPages: [3],
      validated: true,
      fileLocation: "org/o/batch/b1/documents/doc-0002.pdf",
      properties: [prop("total", "Number", 5)],
      tables: [],
    },
    {
      docNo: 3,
      totalPages: 1,
      mainPages: [4],
      validated: false,
      fileLocation: "org/o/batch/b1/documents/doc-0003.pdf",
      properties: [prop("total", "Number", 7)],
      tables: [],
    },
  ],
};

describe("the source of a value", () => {
  it("is kept from the server and shown until the person edits the value", () => {
    const withSource = {
      ...batch,
      extractionDocuments: [
        {
          ...batch.extractionDocuments[1],
          properties: [{ ...prop("total", "Number", 5), source: "e-invoice data, BT-112" }],
        },
      ],
    };
    const docs = workDocsOf(withSource);
    expect(sourceNote(docs[0].properties[0])).toBe("e-invoice data, BT-112");
    const edited = editProperty(docs, docs[0].key, "total", "6");
    expect(sourceNote(edited[0].properties[0])).toBeNull();
    expect(sourceNote(workDocsOf(batch)[0].properties[0])).toBeNull();
  });
});

describe("the confidence cue", () => {
  it("marks an unsure value 'check' with its confidence, and nothing on a sure, empty or edited one", () => {
    const withConfidence = {
      ...batch,
      extractionDocuments: [
        {
          ...batch.extractionDocuments[1],
          properties: [
            { ...prop("total", "Number", 5), confidence: 0.62 },
            { ...prop("date", "Date", "2024-01-31"), confidence: 0.95 },
            { ...prop("number", "String", null), confidence: 0 },
          ],
        },
      ],
    };
    const docs = workDocsOf(withConfidence);
    expect(confidenceCue(docs[0].properties[0])).toEqual({
      label: "check",
      title: "Confidence 62 %: please check this value",
    });
    expect(confidenceCue(docs[0].properties[1])).toBeNull();
    expect(confidenceCue(docs[0].properties[2])).toBeNull();
    const edited = editProperty(docs, docs[0].key, "total", "6");
    expect(confidenceCue(edited[0].properties[0])).toBeNull();
    // Documents extracted before confidence existed show no cue.
    expect(confidenceCue(workDocsOf(batch)[1].properties[0])).toBeNull();
  });
  it("uses the job's threshold the batch was extracted with (issue 15), else 0.9", () => {
    const at = (extractionThreshold: unknown) => ({ ...batch, workflow: { extractionThreshold } });
    expect(checkThresholdOf(at(0.6))).toBe(0.6);
    expect(checkThresholdOf(batch)).toBe(0.9);
    expect(checkThresholdOf(at("x"))).toBe(0.9);
    const p = { ...prop("total", "Number", 5), confidence: 0.62 } as any;
    const [doc] = workDocsOf({ ...batch, extractionDocuments: [{ ...batch.extractionDocuments[1], properties: [p] }] });
    expect(confidenceCue(doc.properties[0], 0.6)).toBeNull();
    expect(confidenceCue(doc.properties[0], 0.7)).toEqual({
      label: "check",
      title: "Confidence 62 %: please check this value",
    });
  });
});

describe("straight-through marks (issue 15)", () => {
  it("reads the duplicate flag, the reasons to check, auto-validation and the QA sample", () => {
    const flagged = {
      ...batch.extractionDocuments[0],
      duplicateOf: { batchId: "b0", batchNumber: 12, docNo: 3, docKey: "k", reason: "file" },
      review: ["Possible duplicate of Batch 12, Doc 3."],
      qaSample: false,
    };
    const passed = { ...batch.extractionDocuments[1], validated: true, autoValidated: true };
    const [a, b] = workDocsOf({ ...batch, extractionDocuments: [flagged, passed] });
    expect(a).toMatchObject({
      duplicateOf: { batchNumber: 12, docNo: 3 },
      review: ["Possible duplicate of Batch 12, Doc 3."],
      autoValidated: false,
      qaSample: false,
    });
    expect(duplicateLabel(a.duplicateOf!)).toBe("Possible duplicate of Batch 12, Doc 3");
    expect(b).toMatchObject({ duplicateOf: null, review: [], autoValidated: true, validated: true });
  });
});

describe("workDocsOf", () => {
  it("reads the documents with stable keys and fields as objects", () => {
    const docs = workDocsOf(batch);
    expect(docs.map((d) => d.key)).toEqual([
      "file:org/o/batch/b1/documents/doc-0001.pdf",
      "file:org/o/batch/b1/documents/doc-0002.pdf",
      "file:org/o/batch/b1/documents/doc-0003.pdf",
    ]);
    expect(docs[0].properties[0].field).toEqual({ _id: "total", name: "TOTAL", dataType: "Number" });
    expect(docs[0].tables[0].rows[0][1]).toEqual({
      field: { _id: "desc", name: "DESC", dataType: "String" },
      value: "Pens",
      _id: "c-2",
    });
  });
  it("copes with a batch without extraction documents", () => {
    expect(workDocsOf({})).toEqual([]);
    expect(workDocsOf({ extractionDocuments: [{ docNo: 1 }] })[0]).toMatchObject({
      properties: [],
      tables: [],
      parseData: null,
      validated: false,
    });
  });
});

describe("filter and status", () => {
  const docs = workDocsOf(batch);
  it("filters all, validated, or error (not validated)", () => {
    expect(filterDocs(docs, "all").map((d) => d.docNo)).toEqual([1, 2, 3]);
    expect(filterDocs(docs, "validated").map((d) => d.docNo)).toEqual([2]);
    expect(filterDocs(docs, "error").map((d) => d.docNo)).toEqual([1, 3]);
    expect(filterCounts(docs)).toEqual({ all: 3, validated: 1, error: 2 });
  });
  it("gives each document a status for its icon", () => {
    expect(docs.map(docStatus)).toEqual(["error", "validated", "open"]);
  });
});

describe("field tooltip", () => {
  const [total, date, number] = workDocsOf(batch)[0].properties;
  it("shows the error text, or 'Not Found' when the field has no value", () => {
    expect(fieldTooltip(total)).toBe("Total must equal Net + Tax");
    expect(fieldTooltip(number)).toBe("Not Found");
    expect(fieldTooltip(date)).toBe("");
  });
});

describe("editProperty", () => {
  const docs = setDocValidated(workDocsOf(batch), "file:org/o/batch/b1/documents/doc-0001.pdf", true);
  const key = docs[0].key;
  it("stores a typed value, keeps originalValue, and takes back the confirmation", () => {
    const next = editProperty(docs, key, "total", "1.234,50");
    const p = next[0].properties[0];
    expect(p).toMatchObject({ value: 1234.5, originalValue: 100, validated: false, edited: true });
    expect(next[0].validated).toBe(false);
    // The server's error is about the old value.
    expect(propertyError(p)).toBeNull();
    expect(next[1]).toBe(docs[1]);
  });
  it("keeps a refused text with the reason and the last good value", () => {
    const next = editProperty(docs, key, "total", "12abc");
    expect(next[0].properties[0]).toMatchObject({ value: 100, input: "12abc", inputError: NUMBER_ERROR });
    expect(fieldTooltip(next[0].properties[0])).toBe(NUMBER_ERROR);
    expect(inputErrorCount(next[0])).toBe(1);
    const fixed = editProperty(next, key, "total", "12");
    expect(fixed[0].properties[0].input).toBeUndefined();
    expect(inputErrorCount(fixed[0])).toBe(0);
  });
  it("stores dates as ISO", () => {
    expect(editProperty(docs, key, "date", "1.2.2024")[0].properties[1].value).toBe("2024-02-01");
  });
  it("stores an emptied field as null, which is 'Not Found'", () => {
    const p = editProperty(docs, key, "date", "")[0].properties[1];
    expect(p.value).toBeNull();
    expect(fieldTooltip(p)).toBe("Not Found");
  });
});

describe("table cells", () => {
  const docs = workDocsOf(batch);
  const key = docs[0].key;
  it("are edited by their _id", () => {
    const next = editCell(docs, key, "c-2", "Pencils");
    expect(next[0].tables[0].rows[0][1].value).toBe("Pencils");
    expect(next[0].tables[0].rows[0][0].value).toBe(1);
  });
  it("check their data type", () => {
    const next = editCell(docs, key, "c-1", "one");
    expect(next[0].tables[0].rows[0][0]).toMatchObject({ value: 1, inputError: NUMBER_ERROR });
    expect(inputErrorCount(next[0])).toBe(1);
  });
  it("columns come from the widest row", () => {
    expect(tableColumns(docs[0].tables[0]).map((f) => f.name)).toEqual(["QTY", "DESC"]);
  });
  it("rows can be added (one empty cell per column, new ids) and deleted; either un-confirms the document and goes in the body", () => {
    const confirmed = setDocValidated(docs, key, true);
    let n = 0;
    const added = addTableRow(confirmed, key, 0, () => `new-${++n}`);
    expect(added[0].validated).toBe(false);
    expect(added[0].tables[0].rows[1]).toEqual([
      { field: field("qty", "Number"), value: null, _id: "new-1" },
      { field: field("desc", "String"), value: null, _id: "new-2" },
    ]);
    const typed = editCell(added, key, "new-2", "Erasers");
    const deleted = deleteTableRow(typed, key, 0, 0);
    expect(validateBody(deleted).extractionDocuments[0].tables).toEqual([
      {
        name: "Lines",
        rows: [
          [
            { field: field("qty", "Number"), value: null, _id: "new-1" },
            { field: field("desc", "String"), value: "Erasers", _id: "new-2" },
          ],
        ],
      },
    ]);
    expect(deleted[1]).toBe(docs[1]);
  });
  it("a table found empty takes its columns from the class, as the server sends them", () => {
    const [doc] = workDocsOf({
      _id: "b2",
      version: 1,
      extractionDocuments: [
        {
          docNo: 1,
          tables: [{ name: "Lines", columns: [{ _id: "qty", name: "QTY", dataType: "Number" }], rows: [] }],
          properties: [],
        },
      ],
    });
    expect(tableColumns(doc.tables[0]).map((f) => f._id)).toEqual(["qty"]);
    expect(addTableRow([doc], doc.key, 0, () => "n1")[0].tables[0].rows).toEqual([
      [{ field: field("qty", "Number"), value: null, _id: "n1" }],
    ]);
  });
});

describe("documents", () => {
  const docs = workDocsOf(batch);
  it("deleting a document renumbers the rest from 1", () => {
    const next = deleteDoc(docs, docs[0].key);
    expect(next.map((d) => [d.docNo, d.fileLocation])).toEqual([
      [1, "org/o/batch/b1/documents/doc-0002.pdf"],
      [2, "org/o/batch/b1/documents/doc-0003.pdf"],
    ]);
  });
  it("confirming validates the document and its properties", () => {
    const next = setDocValidated(docs, docs[2].key, true);
    expect(next[2].validated).toBe(true);
    expect(next[2].properties.every((p) => p.validated)).toBe(true);
  });
  it("the next unvalidated document comes after the current one, wrapping around", () => {
    expect(nextUnvalidated(docs, docs[0].key)?.docNo).toBe(3);
    expect(nextUnvalidated(docs, docs[2].key)?.docNo).toBe(1);
    expect(
      nextUnvalidated(setDocValidated(setDocValidated(docs, docs[0].key, true), docs[2].key, true), docs[2].key),
    ).toBeNull();
  });
  it("neighbours in a list", () => {
    expect(neighbour(docs, docs[1].key, 1)?.docNo).toBe(3);
    expect(neighbour(docs, docs[0].key, -1)).toBeNull();
    expect(neighbour(docs, "gone", 1)?.docNo).toBe(1);
  });
  it("labels pages", () => {
    expect(pagesLabel([3])).toBe("Page 3");
    expect(pagesLabel([3, 4, 5])).toBe("Pages 3–5");
    expect(pagesLabel([2, 4])).toBe("Pages 2, 4");
  });
});

describe("request bodies", () => {
  const docs = editProperty(workDocsOf(batch), "file:org/o/batch/b1/documents/doc-0001.pdf", "date", "31.01.2024");
  it("extractionvalidate sends docNo, properties with field ids, validated, tables and parseData", () => {
    const body = validateBody(deleteDoc(docs, docs[1].key));
    expect(body.extractionDocuments).toHaveLength(2);
    expect(body.extractionDocuments[0]).toEqual({
      docNo: 1,
      fileLocation: "org/o/batch/b1/documents/doc-0001.pdf",
      properties: [
        { field: "total", value: 100, originalValue: 100, validated: false, error: "Total must equal Net + Tax" },
        { field: "date", value: "2024-01-31", originalValue: "2024-01-31", validated: false, error: null },
        { field: "number", value: null, originalValue: null, validated: false, error: null },
      ],
      validated: false,
      tables: [
        {
          name: "Lines",
          rows: [
            [
              { field: { _id: "qty", name: "QTY", dataType: "Number" }, value: 1, _id: "c-1" },
              { field: { _id: "desc", name: "DESC", dataType: "String" }, value: "Pens", _id: "c-2" },
            ],
          ],
        },
      ],
      parseData: { formFields: [{ key: "Invoice No", value: "42" }], tables: [] },
    });
    expect(body.extractionDocuments[1].docNo).toBe(2);
  });
  it("an edited property's stale server error is not sent back", () => {
    const edited = editProperty(docs, docs[0].key, "total", "90");
    expect(validateBody(edited).extractionDocuments[0].properties[0]).toEqual({
      field: "total",
      value: 90,
      originalValue: 100,
      validated: false,
      error: null,
    });
  });
  it("client-only state never leaves the browser", () => {
    const refused = applyCheck(editProperty(docs, docs[0].key, "total", "x"), docs[0].key, [
      { field: "date", error: "bad" },
    ]);
    expect(JSON.stringify(validateBody(refused))).not.toMatch(
      /inputError|"input"|edited|liveChecked|liveError|"key":"file:/,
    );
  });
  it("reprocess sends all documents and the one to re-process", () => {
    const body = reprocessBody(docs, 3);
    expect(body.reprocessDocNo).toBe(3);
    expect(body.extractionDocuments.map((d) => d.docNo)).toEqual([1, 2, 3]);
  });
});

describe("isEditable", () => {
  it("only while the batch waits for extraction validation", () => {
    expect(isEditable({ status: "USER_VALIDATION", workflow: { step: "Extraction", splitValidated: true } })).toBe(
      true,
    );
    expect(
      isEditable({ status: "USER_VALIDATION", workflow: { classificationValidated: true, splitValidated: true } }),
    ).toBe(true);
    expect(isEditable({ status: "USER_VALIDATION", workflow: { step: "Split", classificationValidated: true } })).toBe(
      false,
    );
    expect(isEditable({ status: "ERROR", workflow: { step: "Export", splitValidated: true } })).toBe(false);
    expect(isEditable({ status: "EXPORTED", workflow: {} })).toBe(false);
  });
});

describe("loadValue", () => {
  it("types what the server sent for the field", () => {
    const docs = workDocsOf({
      extractionDocuments: [
        {
          docNo: 1,
          properties: [
            prop("d", "Date", "28/11/2022"),
            prop("b", "Boolean", "yes"),
            prop("n", "Number", "1,234.50"),
            prop("s", "String", "007"),
            prop("x", "Number", "n/a"),
          ],
          tables: [{ name: "T", rows: [[{ field: field("q", "Number"), value: "2", _id: "c" }]] }],
        },
      ],
    });
    const [d, b, n, s, x] = docs[0].properties;
    expect([d.value, b.value, n.value, s.value]).toEqual(["2022-11-28", true, 1234.5, "007"]);
    expect(d.originalValue).toBe("28/11/2022");
    expect(x).toMatchObject({ value: "n/a", input: "n/a", inputError: NUMBER_ERROR });
    expect(inputErrorCount(docs[0])).toBe(1);
    expect(docs[0].tables[0].rows[0][0].value).toBe(2);
  });
});

describe("confirmBlocker", () => {
  const docs = workDocsOf(batch);
  it("refuses inputs that are not values of their type", () => {
    expect(confirmBlocker(editProperty(docs, docs[0].key, "total", "x")[0])).toBe(
      "Doc 1: correct the field marked red before confirming.",
    );
  });
  it("refuses an unchanged document with a validation error", () => {
    expect(confirmBlocker(docs[0])).toBe("Doc 1: a field is in error; correct it before confirming.");
  });
  it("lets a changed document through: the server checks it again", () => {
    expect(confirmBlocker(editProperty(docs, docs[0].key, "date", "2024-02-01")[0])).toBeNull();
    expect(confirmBlocker(docs[2])).toBeNull();
  });
});

describe("live check (the class's validations on the current values)", () => {
  // Total = Net + Tax, stored with a formula error because Net was mistyped.
  const stored = workDocsOf({
    extractionDocuments: [
      {
        docNo: 1,
        fileLocation: "f1",
        properties: [
          prop("net", "Number", 593.63),
          prop("tax", "Number", 124.61),
          prop("total", "Number", 717.97, "Total should be 718.24 ([Net] + [Tax])"),
        ],
        tables: [],
      },
    ],
  });
  const key = stored[0].key;
  const total = (d: ReturnType<typeof workDocsOf>) => d[0].properties[2];

  it("the check's body carries every current value by field id, a refused text as empty", () => {
    const edited = editProperty(editProperty(stored, key, "net", "593.36"), key, "tax", "x");
    expect(checkBody(edited[0])).toEqual({
      docNo: 1,
      fileLocation: "f1",
      properties: [
        { field: "net", value: 593.36 },
        { field: "tax", value: null },
        { field: "total", value: 717.97 },
      ],
    });
  });
  it("before any check, the stored error shows on the field that was not edited (the old behaviour)", () => {
    const edited = editProperty(stored, key, "net", "593.36");
    expect(propertyError(total(edited))).toBe("Total should be 718.24 ([Net] + [Tax])");
  });
  it("a clean check clears the stale error of a field that depends on the one fixed", () => {
    const fixed = applyCheck(editProperty(stored, key, "net", "593.36"), key, [
      { field: "net", error: null },
      { field: "tax", error: null },
      { field: "total", error: null },
    ]);
    expect(propertyError(total(fixed))).toBeNull();
    expect(fieldTooltip(total(fixed))).toBe("");
    expect(docHasErrors(fixed[0])).toBe(false);
    expect(docStatus(fixed[0])).toBe("open");
    expect(confirmBlocker(fixed[0])).toBeNull();
    expect(validateBody(fixed).extractionDocuments[0].properties[2].error).toBeNull();
  });
  it("a live error shows on a field nobody edited, and blocks confirming though the document was changed", () => {
    const clean = workDocsOf({
      extractionDocuments: [
        {
          docNo: 1,
          properties: [prop("net", "Number", 593.36), prop("tax", "Number", 124.61), prop("total", "Number", 717.97)],
          tables: [],
        },
      ],
    });
    const broken = applyCheck(editProperty(clean, clean[0].key, "net", "593.63"), clean[0].key, [
      { field: "net", error: null },
      { field: "total", error: "Total should be 718.24 ([Net] + [Tax])" },
    ]);
    expect(propertyError(total(broken))).toBe("Total should be 718.24 ([Net] + [Tax])");
    expect(docHasErrors(broken[0])).toBe(true);
    expect(docStatus(broken[0])).toBe("error");
    expect(confirmBlocker(broken[0])).toBe("Doc 1: a field is in error; correct it before confirming.");
  });
  it("a document confirmed before the answer came is un-confirmed when a field is in error", () => {
    const confirmed = setDocValidated(stored, key, true);
    expect(
      applyCheck(confirmed, key, [{ field: "total", error: "Total should be 718.24 ([Net] + [Tax])" }])[0].validated,
    ).toBe(false);
    expect(applyCheck(confirmed, key, [{ field: "total", error: null }])[0].validated).toBe(true);
  });
  it("a refused input still wins over the live result", () => {
    const checked = applyCheck(stored, key, [{ field: "total", error: null }]);
    const refused = editProperty(checked, key, "total", "abc");
    expect(propertyError(total(refused))).toBe(NUMBER_ERROR);
    expect(confirmBlocker(refused[0])).toBe("Doc 1: correct the field marked red before confirming.");
  });
  it("only the checked document changes", () => {
    const docs = workDocsOf(batch);
    const after = applyCheck(docs, docs[0].key, [{ field: "total", error: null }]);
    expect(after[1]).toBe(docs[1]);
    expect(propertyError(after[0].properties[0])).toBeNull();
  });
});
