// Batch statuses, workflow steps and the rules the batch screens derive from
// them (spec 01, sections 2 and 4). How a batch moves between steps is the transition table (transitions.ts).
import { REPROCESS_STEPS, TRANSITIONS, type ValidationFlag } from "./transitions";

export const BATCH_STATUSES = [
  "NONE",
  "BATCH_CREATED",
  "START_DOC_PARSING",
  "COMPLETE_DOC_PARSING",
  "MASTER_KEY_IDENTIFICATION",
  "USER_VALIDATION",
  "SPLITTING",
  "CLASSIFYING",
  "EXTRACTING",
  "EXPORTING",
  "EXPORTED",
  "ERROR",
] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** The steps of a batch, in order; 'End' once exported. */
export const WORKFLOW_STEP_NAMES = [
  "Parse",
  "Classification",
  "MasterKeyIdentification",
  "Split",
  "SplitDocument",
  "Extraction",
  "Export",
  "End",
] as const;
export type WorkflowStepName = (typeof WORKFLOW_STEP_NAMES)[number];

export interface BatchWorkflow {
  /** The step running or waiting (End once exported); the server always sends it (its BatchRow requires it). */
  step?: WorkflowStepName;
  classificationValidated: boolean;
  splitValidated: boolean;
  extractionValidated: boolean;
  /** The step that failed while status is ERROR. */
  failedState: WorkflowStepName | null;
  /** A sentence for a person, shown in the red box while status is ERROR. */
  error: string | null;
  /** What the last Parse could not fully read while the batch went on (e.g. pages left blank), shown as warnings. */
  notices?: string[];
  /** Issue 15: the confidence thresholds the steps judged this batch by (the pane's 'check' cue uses the extraction one). */
  classificationThreshold?: number;
  extractionThreshold?: number;
  /** Where the Export step sent the batch: DE-01 (M-Files) or DE-03 (the archive, at archiveFileLocation). */
  exportTarget?: string;
  archiveFileLocation?: string;
}

/** What the status rules need of a batch; a new batch may have no workflow yet. */
interface BatchState {
  status: BatchStatus;
  workflow?: Partial<BatchWorkflow> | null;
}

/** The detail screen re-fetches an in-progress batch this often. */
export const BATCH_POLL_INTERVAL_MS = 5000;

const RESTING_STATUSES: readonly BatchStatus[] = ["USER_VALIDATION", "ERROR", "EXPORTED", "NONE"];

/** True while the server works on the batch: the detail screen polls. */
export function isInProgress(status: BatchStatus): boolean {
  return !RESTING_STATUSES.includes(status);
}

/** The Validate button and the Re-Process menu show only while a person is needed. */
export function awaitsUser(status: BatchStatus): boolean {
  return status === "USER_VALIDATION" || status === "ERROR";
}

export type BatchTab = "classification" | "split" | "extraction" | "export" | "loading" | "none";

/** The view the detail screen opens for a batch's status (spec 01, section 4). */
export function selectTab(batch: BatchState): BatchTab {
  const workflow = batch.workflow ?? {};
  switch (batch.status) {
    case "USER_VALIDATION":
      if (!workflow.classificationValidated) return "classification";
      if (!workflow.splitValidated) return "split";
      return "extraction";
    case "EXPORTED":
      return "export";
    case "NONE":
      return "none";
    case "ERROR":
      return tabForFailedStep(workflow.failedState);
    default:
      return "loading";
  }
}

/** A failure shows the view of the last step a person can fix before it. */
function tabForFailedStep(step: WorkflowStepName | null | undefined): BatchTab {
  switch (step) {
    case "Export":
      return "extraction";
    case "Extraction":
    case "SplitDocument":
      return "split";
    default:
      // Split, MasterKeyIdentification, Classification and parse failures.
      return "classification";
  }
}

/**
 * Classification is open once it is validated, or in the error state unless
 * the failure was in split or master-key identification.
 */
export function canOpenClassificationTab(batch: BatchState): boolean {
  const workflow = batch.workflow ?? {};
  if (workflow.classificationValidated) return true;
  return (
    batch.status === "ERROR" && workflow.failedState !== "Split" && workflow.failedState !== "MasterKeyIdentification"
  );
}

interface ReprocessOption {
  /** Sent as nextWorkflowAction. */
  value: WorkflowStepName;
  label: string;
  enabled: boolean;
}

/** The Re-Process menu entries (the transition table's), each enabled when the validation before it stands. */
export function reprocessOptions(workflow: Partial<BatchWorkflow> | null | undefined): ReprocessOption[] {
  const flags = workflow ?? {};
  return REPROCESS_STEPS.map((step) => {
    const { menuLabel, after }: { menuLabel: string; after: ValidationFlag | null } = TRANSITIONS[step].reprocess;
    return { value: step, label: menuLabel, enabled: after === null || !!flags[after] };
  });
}

/** The steps a person may send as nextWorkflowAction (for request validation). */
export { REPROCESS_STEPS };

type StatusColor = "error" | "info" | "warning" | "success" | "default";

/** Colour key of a status chip in the batch list (MUI palette names). */
export function statusColor(status: BatchStatus): StatusColor {
  switch (status) {
    case "ERROR":
      return "error";
    case "BATCH_CREATED":
      return "info";
    case "USER_VALIDATION":
      return "warning";
    case "EXPORTED":
      return "success";
    default:
      return "default";
  }
}

/** A status as words for people: 'USER_VALIDATION' -> 'User Validation'. */
export function statusLabel(status: BatchStatus): string {
  return status
    .toLowerCase()
    .split("_")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
