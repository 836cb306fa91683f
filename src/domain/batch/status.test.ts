import { describe, expect, it } from "vitest";
import {
  BATCH_STATUSES,
  awaitsUser,
  canOpenClassificationTab,
  isInProgress,
  reprocessOptions,
  selectTab,
  statusColor,
  statusLabel,
  type BatchStatus,
  type BatchWorkflow,
  type WorkflowStepName,
} from "./status";

const workflow = (flags: Partial<BatchWorkflow> = {}): BatchWorkflow => ({
  classificationValidated: false,
  splitValidated: false,
  extractionValidated: false,
  failedState: null,
  error: null,
  ...flags,
});

describe("isInProgress", () => {
  it("stops polling in user validation, error, exported and none", () => {
    const resting = BATCH_STATUSES.filter((status) => !isInProgress(status));
    expect(resting.sort()).toEqual(["ERROR", "EXPORTED", "NONE", "USER_VALIDATION"]);
  });

  it("polls while the server works", () => {
    for (const status of [
      "BATCH_CREATED",
      "START_DOC_PARSING",
      "CLASSIFYING",
      "SPLITTING",
      "EXTRACTING",
      "EXPORTING",
    ] as const) {
      expect(isInProgress(status)).toBe(true);
    }
  });
});

describe("awaitsUser", () => {
  it("is true only in user validation and error", () => {
    expect(BATCH_STATUSES.filter(awaitsUser).sort()).toEqual(["ERROR", "USER_VALIDATION"]);
  });
});

describe("selectTab", () => {
  it("opens the first step not yet validated in user validation", () => {
    expect(selectTab({ status: "USER_VALIDATION", workflow: workflow() })).toBe("classification");
    expect(selectTab({ status: "USER_VALIDATION", workflow: workflow({ classificationValidated: true }) })).toBe(
      "split",
    );
    expect(
      selectTab({
        status: "USER_VALIDATION",
        workflow: workflow({ classificationValidated: true, splitValidated: true }),
      }),
    ).toBe("extraction");
  });

  it("shows export when exported, nothing for none, loading otherwise", () => {
    expect(selectTab({ status: "EXPORTED", workflow: workflow() })).toBe("export");
    expect(selectTab({ status: "NONE", workflow: null })).toBe("none");
    for (const status of ["BATCH_CREATED", "CLASSIFYING", "SPLITTING", "EXTRACTING", "EXPORTING"] as BatchStatus[]) {
      expect(selectTab({ status, workflow: workflow() })).toBe("loading");
    }
  });

  it("chooses by the failed step in error", () => {
    const cases: [WorkflowStepName | null, string][] = [
      ["Export", "extraction"],
      ["Extraction", "split"],
      ["SplitDocument", "split"],
      ["Split", "classification"],
      ["MasterKeyIdentification", "classification"],
      ["Classification", "classification"],
      [null, "classification"],
    ];
    for (const [failedState, tab] of cases) {
      expect(selectTab({ status: "ERROR", workflow: workflow({ failedState }) })).toBe(tab);
    }
  });

  it("copes with a batch that has no workflow yet", () => {
    expect(selectTab({ status: "USER_VALIDATION" })).toBe("classification");
    expect(selectTab({ status: "ERROR", workflow: null })).toBe("classification");
  });
});

describe("canOpenClassificationTab", () => {
  it("is open once classification is validated", () => {
    expect(
      canOpenClassificationTab({ status: "USER_VALIDATION", workflow: workflow({ classificationValidated: true }) }),
    ).toBe(true);
    expect(
      canOpenClassificationTab({ status: "EXTRACTING", workflow: workflow({ classificationValidated: true }) }),
    ).toBe(true);
  });

  it("is closed before validation outside the error state", () => {
    expect(canOpenClassificationTab({ status: "USER_VALIDATION", workflow: workflow() })).toBe(false);
    expect(canOpenClassificationTab({ status: "CLASSIFYING", workflow: workflow() })).toBe(false);
  });

  it("is open in error unless split or master-key identification failed", () => {
    expect(canOpenClassificationTab({ status: "ERROR", workflow: workflow({ failedState: "Classification" }) })).toBe(
      true,
    );
    expect(canOpenClassificationTab({ status: "ERROR", workflow: workflow({ failedState: "Split" }) })).toBe(false);
    expect(
      canOpenClassificationTab({ status: "ERROR", workflow: workflow({ failedState: "MasterKeyIdentification" }) }),
    ).toBe(false);
  });
});

describe("reprocessOptions", () => {
  it("lists the five steps with their labels and values in order", () => {
    expect(reprocessOptions(workflow()).map(({ value, label }) => [value, label])).toEqual([
      ["Classification", "1. Classification"],
      ["MasterKeyIdentification", "2. Master-Key Identification"],
      ["Split", "3. Split"],
      ["Extraction", "4. Extraction"],
      ["Export", "5. Export"],
    ]);
  });

  const enabled = (flags: Partial<BatchWorkflow> | null) =>
    reprocessOptions(flags && workflow(flags))
      .filter((option) => option.enabled)
      .map((option) => option.value);

  it("enables each step when the step it needs is validated", () => {
    expect(enabled(null)).toEqual(["Classification"]);
    expect(enabled({})).toEqual(["Classification"]);
    expect(enabled({ classificationValidated: true })).toEqual(["Classification", "MasterKeyIdentification", "Split"]);
    expect(enabled({ classificationValidated: true, splitValidated: true })).toEqual([
      "Classification",
      "MasterKeyIdentification",
      "Split",
      "Extraction",
    ]);
    expect(enabled({ classificationValidated: true, splitValidated: true, extractionValidated: true })).toEqual([
      "Classification",
      "MasterKeyIdentification",
      "Split",
      "Extraction",
      "Export",
    ]);
  });
});

describe("statusColor", () => {
  it("gives four statuses their own colour and the rest the default", () => {
    expect(statusColor("ERROR")).toBe("error");
    expect(statusColor("BATCH_CREATED")).toBe("info");
    expect(statusColor("USER_VALIDATION")).toBe("warning");
    expect(statusColor("EXPORTED")).toBe("success");
    const others = BATCH_STATUSES.filter(
      (status) => !["ERROR", "BATCH_CREATED", "USER_VALIDATION", "EXPORTED"].includes(status),
    );
    expect(others).toHaveLength(8);
    for (const status of others) expect(statusColor(status)).toBe("default");
  });
});

describe("statusLabel", () => {
  it("writes a status as words", () => {
    expect(statusLabel("USER_VALIDATION")).toBe("User Validation");
    expect(statusLabel("START_DOC_PARSING")).toBe("Start Doc Parsing");
    expect(statusLabel("ERROR")).toBe("Error");
  });
});
