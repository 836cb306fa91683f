// The batch's transition table (spec 01, section 2): for each step a worker runs, the status it runs in, its name for
// people, the step after it, the person's validation that may follow it (with the job's switch that skips the
// person, and how the person's edits merge into what the step found), and what a re-process of it clears. The
// server's steps, validation and re-process commands and the client's Re-Process menu all read it.
import type { BatchStatus, BatchWorkflow, WorkflowStepName } from "./status";
import { tableColumns } from "./tableColumns";

/** The flags a person's validation sets, one per stage a person checks. */
export type ValidationFlag = "classificationValidated" | "splitValidated" | "extractionValidated";

/** The job's switches that let a batch pass a person's check by itself. */
export interface AutoValidateSwitches {
  classification?: { autoValidateClassification?: boolean };
  split?: { autoValidateSplit?: boolean };
  extraction?: { autoValidateExtraction?: boolean };
}

/** What a re-process of a stage clears, besides the validation flags it resets. */
export interface ReprocessClears {
  /** The extracted documents are dropped. */
  extractionDocuments?: boolean;
  /** These page fields go back to null. */
  pageFields?: readonly ("documentClass" | "confidence" | "masterKeyData")[];
  /** The documents go back to one per uploaded file (the merged document's initialDocuments). */
  initialDocuments?: boolean;
}

export interface Stage {
  /** The batch's status while a worker runs the step (and while it is queued). */
  status: BatchStatus;
  /** The step's name for people, as the history and error sentences say it. */
  label: string;
  /** The step after it ('End' once exported). */
  next: WorkflowStepName;
  /** The status the step leaves the batch in for the next one, when not the next one's own (Parse's). */
  leaves?: BatchStatus;
  /** The person's check after the step: the flag their validation sets; skipped when the job's switch is on. */
  person?: { flag: ValidationFlag; skippedBy: (job: AutoValidateSwitches) => boolean };
  /** The Re-Process menu's entry: its label, the validation that must stand first, the flags reset, what is cleared. */
  reprocess?: {
    menuLabel: string;
    after: ValidationFlag | null;
    resets: readonly ValidationFlag[];
    clears: ReprocessClears;
  };
}

export const TRANSITIONS = {
  Parse: { status: "START_DOC_PARSING", label: "Parsing", next: "Classification", leaves: "COMPLETE_DOC_PARSING" },
  Classification: {
    status: "CLASSIFYING",
    label: "Classification",
    next: "MasterKeyIdentification",
    person: { flag: "classificationValidated", skippedBy: (job) => !!job.classification?.autoValidateClassification },
    reprocess: {
      menuLabel: "1. Classification",
      after: null,
      resets: ["classificationValidated", "splitValidated", "extractionValidated"],
      clears: {
        extractionDocuments: true,
        pageFields: ["documentClass", "confidence", "masterKeyData"],
        initialDocuments: true,
      },
    },
  },
  MasterKeyIdentification: {
    status: "MASTER_KEY_IDENTIFICATION",
    label: "Master-key identification",
    next: "Split",
    reprocess: {
      menuLabel: "2. Master-Key Identification",
      after: "classificationValidated",
      resets: ["splitValidated", "extractionValidated"],
      clears: { extractionDocuments: true, pageFields: ["masterKeyData"] },
    },
  },
  Split: {
    status: "SPLITTING",
    label: "Split",
    next: "SplitDocument",
    person: { flag: "splitValidated", skippedBy: (job) => !!job.split?.autoValidateSplit },
    reprocess: {
      menuLabel: "3. Split",
      after: "classificationValidated",
      resets: ["splitValidated", "extractionValidated"],
      clears: { extractionDocuments: true },
    },
  },
  SplitDocument: { status: "SPLITTING", label: "Document splitting", next: "Extraction" },
  Extraction: {
    status: "EXTRACTING",
    label: "Extraction",
    next: "Export",
    person: { flag: "extractionValidated", skippedBy: (job) => !!job.extraction?.autoValidateExtraction },
    reprocess: { menuLabel: "4. Extraction", after: "splitValidated", resets: ["extractionValidated"], clears: {} },
  },
  Export: {
    status: "EXPORTING",
    label: "Export",
    next: "End",
    reprocess: { menuLabel: "5. Export", after: "extractionValidated", resets: [], clears: {} },
  },
} as const satisfies Record<Exclude<WorkflowStepName, "End">, Stage>;

/** Steps the workers run by themselves; 'End', and a step waiting in USER_VALIDATION, wait for a person. */
export type WorkerStep = keyof typeof TRANSITIONS;
export const WORKER_STEPS = Object.keys(TRANSITIONS) as WorkerStep[];

export const isWorkerStep = (step: string): step is WorkerStep => Object.hasOwn(TRANSITIONS, step);

/** Statuses in which a step is waiting for a worker or running: a new batch's, and those the table's steps run or leave in. */
export const WAITING_FOR_WORKER: readonly BatchStatus[] = [
  "BATCH_CREATED",
  ...new Set(
    WORKER_STEPS.flatMap((step): BatchStatus[] => {
      const stage: Stage = TRANSITIONS[step];
      return stage.leaves ? [stage.status, stage.leaves] : [stage.status];
    }),
  ),
];

/** The stages a person may re-process, in the menu's order. */
export type ReprocessStep = {
  [K in WorkerStep]: (typeof TRANSITIONS)[K] extends { reprocess: object } ? K : never;
}[WorkerStep];
export const REPROCESS_STEPS = WORKER_STEPS.filter((step): step is ReprocessStep => "reprocess" in TRANSITIONS[step]);

/** A stage's move on: its next step and the status that step runs in (End: EXPORTED). */
export function moveAfter(step: WorkerStep): { status: BatchStatus; step: WorkflowStepName } {
  const { next, leaves }: Stage = TRANSITIONS[step];
  return { status: leaves ?? (next === "End" ? "EXPORTED" : TRANSITIONS[next].status), step: next };
}

/** What re-processing a stage changes on the batch: its data as the stage found it before, flags reset, status and step. */
export interface ReprocessChange<P, D, E> {
  status: BatchStatus;
  step: ReprocessStep;
  page_data?: P[];
  splitted_documents?: D[];
  extraction_documents?: E[];
  workflow: Partial<Pick<BatchWorkflow, ValidationFlag>>;
}

type PageFields = { documentClass?: unknown; confidence?: unknown; masterKeyData?: unknown };

/** A re-process of a stage resets that stage and everything after it, as the table says. */
export function reprocessChange<P extends PageFields, D, E>(
  step: ReprocessStep,
  batch: { page_data: P[]; splitted_documents: D[]; merged_document?: { initialDocuments?: D[] } | null },
): ReprocessChange<P, D, E> {
  const { resets, clears }: { resets: readonly ValidationFlag[]; clears: ReprocessClears } =
    TRANSITIONS[step].reprocess;
  const change: ReprocessChange<P, D, E> = { status: TRANSITIONS[step].status, step, workflow: {} };
  if (clears.extractionDocuments) change.extraction_documents = [];
  const fields = clears.pageFields;
  if (fields?.length)
    change.page_data = batch.page_data.map((p) => ({ ...p, ...Object.fromEntries(fields.map((f) => [f, null])) }));
  if (clears.initialDocuments)
    change.splitted_documents = batch.merged_document?.initialDocuments ?? batch.splitted_documents;
  for (const flag of resets) change.workflow[flag] = false;
  return change;
}

// How a person's edits merge into what the steps found, one function per validation.

/** Classification: the pages with the classes the person chose; a page they did not send keeps its class. */
export function withChosenClasses<P extends { pageNo: number; documentClass?: unknown }, C>(
  pages: P[],
  chosen: Map<number, C>,
) {
  return pages.map((p) => ({ ...p, documentClass: chosen.get(p.pageNo) ?? p.documentClass }));
}

/** Split: empty documents are dropped and the rest numbered from 1, whatever the client sent. */
export function numberedDocuments(documents: { mainPages: number[] }[]) {
  return documents
    .filter((d) => d.mainPages.length)
    .map((d, i) => ({ docNo: i + 1, totalPages: d.mainPages.length, mainPages: d.mainPages }));
}

/** A property's field as stored (an object with _id) or as sent (its id). */
export function fieldIdOf(field: unknown): string {
  if (typeof field === "string") return field;
  if (field && typeof field === "object" && "_id" in field) return String((field as { _id: unknown })._id);
  return "";
}

/**
 * Extraction: the stored properties with the given values in place of theirs. A value a person changed is theirs:
 * sure (confidence 1), from no other source, and what a warning said about the old value no longer applies.
 */
export function withValues(stored: any[], edits: { field: unknown; value?: unknown }[]) {
  const edited = new Map(edits.map((p) => [fieldIdOf(p.field), p]));
  return stored.map((p: any) => {
    const e = edited.get(fieldIdOf(p.field));
    if (!e || e.value === undefined) return p;
    if (String(e.value ?? "") === String(p.value ?? "")) return { ...p, value: e.value };
    const { warning: _warning, source: _source, ...rest } = p;
    return { ...rest, value: e.value, confidence: 1 };
  });
}

export type CellEdit = { _id?: string; field?: unknown; value?: unknown };
const NEW_CELL_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Extraction: a stored table with the rows a person left, in their order: known cells (by _id) take the new value,
 * rows they deleted are gone, and cells of rows they added get the table's column field and an id of their own (the
 * client's, when it is new and well-formed). A cell of a field that is not a column is dropped.
 */
export function withRows(stored: any, edit: { rows: CellEdit[][] } | undefined, newId: () => string) {
  if (!edit) return stored;
  const rows: any[][] = stored.rows ?? [];
  const known = new Map<string, any>(rows.flat().map((c) => [c._id, c]));
  const columns: { _id: string; name: string; dataType?: string }[] = tableColumns(stored);
  const byField = new Map(columns.map((f) => [fieldIdOf(f), f]));
  const used = new Set(known.keys());
  const placed = new Set<string>();
  const cellOf = (c: CellEdit) => {
    const old = c._id && !placed.has(c._id) ? known.get(c._id) : undefined;
    if (old) {
      placed.add(old._id);
      return { ...old, value: c.value === undefined ? old.value : c.value };
    }
    const field = byField.get(fieldIdOf(c.field));
    if (!field) return null;
    const id = typeof c._id === "string" && NEW_CELL_ID.test(c._id) && !used.has(c._id) ? c._id : newId();
    used.add(id);
    placed.add(id);
    return { _id: id, field: { ...field }, value: c.value ?? null };
  };
  return {
    ...stored,
    rows: edit.rows.map((row) => row.map(cellOf).filter((c) => c !== null)).filter((row) => row.length > 0),
  };
}

/**
 * Extraction: one document's edit merged into the stored document: only values and table cells change (originalValue
 * stays what the extractor found), the class's validations run again (`validate`), and the document is validated
 * only when the person says so and no value has an error. A table edit is matched by name, else by position.
 */
export function mergedDocument<Doc extends { properties?: any[]; tables?: any[] }>(
  stored: Doc,
  edit: {
    validated?: boolean;
    properties?: { field: unknown; value?: unknown }[];
    tables?: { name: string; rows: CellEdit[][] }[];
  },
  validate: (properties: any[]) => any[],
  newId: () => string,
) {
  const checked = validate(withValues(stored.properties ?? [], edit.properties ?? []));
  const tables = (stored.tables ?? []).map((t: any, i: number) =>
    withRows(t, edit.tables?.find((e) => e.name === t.name) ?? edit.tables?.[i], newId),
  );
  return { ...stored, properties: checked, tables, validated: !!edit.validated && checked.every((p: any) => !p.error) };
}
