// The entities of the spec (spec 01 section 3, spec 02 section 3) as the API
// sends them. Every stored entity has a string _id and ISO 8601 timestamps.
// Where a request body carries ids but a response carries {_id, name}
// objects, the type takes the reference type as a parameter.

import type { JobMailbox } from "./schemas/mailbox";
import type { RoleName } from "./access";
import type { BatchStatus, BatchWorkflow } from "./batch/status";
import type { FormulaNode } from "./formula/formulaTree";
import type { Rect } from "./geometry";

interface Timestamps {
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601 */
  updatedAt: string;
}

/** Master data carries the optimistic-concurrency counter an edit sends back in If-Match (issue 17.1). */
interface Versioned {
  version: number;
}

/** {_id, name}: how one entity refers to another in responses. */
export interface Ref {
  _id: string;
  name: string;
}

// ---- Users and organizations ----

/** 'admin' | 'editor' | 'indexer'; ROLES and ROLE_LABELS (Admin, Editor, Indexer) live in ./access. */
export type Role = RoleName;

export type OrganizationRef = Ref;

export interface User extends Timestamps {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
  roles: Role[];
  /**
   * The organization the user works in now (membership roles and isActive are per organization); null for a person
   * signed in who has not chosen one yet (GET /auth/loggedInUser).
   */
  organization: OrganizationRef | null;
}

// ---- Value lists ----

export interface ValueListCategory extends Timestamps, Versioned {
  _id: string;
  name: string;
  isMasterKey: boolean;
  /** Column names of a master-key category; null otherwise. */
  fields: { name: string }[] | null;
  /** The name of the main field, or null. */
  mainField: string | null;
  /** Count of data records. */
  totalData: number;
}

/** Whether the matching page starts or ends a document. */
export const SPLIT_ACTIONS = ["FIRST_PAGE", "LAST_PAGE"] as const;
export type SplitAction = (typeof SPLIT_ACTIONS)[number];
export const DEFAULT_SPLIT_ACTION: SplitAction = "FIRST_PAGE";

/**
 * A rectangle on a page whose text identifies a master key (and may split).
 * The rectangle is in PDF points, origin at the page's top-left corner (src/domain/geometry.ts).
 */
export interface OcrTrigger extends Rect {
  regEx: string;
  splitAction: SplitAction;
}

export interface ValueListData extends Timestamps, Versioned {
  _id: string;
  value: string;
  customPrompt: string;
  /** Keyed by category field name; master-key categories only. */
  data?: Record<string, string> | null;
  /** The category's id. */
  valueListCategory: string;
  /** Master-key records only; null when none is set. */
  ocrTrigger?: OcrTrigger | null;
}

// ---- Fields ----

export const DATA_TYPES = ["String", "Number", "Boolean", "Date", "Master_Key", "Value_List"] as const;
export type DataType = (typeof DATA_TYPES)[number];
export const DATA_TYPE_LABELS: Record<DataType, string> = {
  String: "String",
  Number: "Number",
  Boolean: "Boolean",
  Date: "Date",
  Master_Key: "Master Key",
  Value_List: "Value List",
};

/** The data types that take a value-list category. */
export function needsValueListCategory(dataType: DataType): boolean {
  return dataType === "Master_Key" || dataType === "Value_List";
}

export interface Field extends Timestamps, Versioned {
  _id: string;
  name: string;
  dataType: DataType;
  description: string;
  /** Category id for Master_Key and Value_List; null otherwise. */
  valueListCategory: string | null;
}

/** A field as other entities embed it; dataType is there when the server has it at hand. */
export interface FieldRef extends Ref {
  dataType?: DataType;
}

// ---- Document classes ----

export interface FieldValidation {
  required: boolean;
  /** '' when not set. */
  regex: string;
  /** The parsed tree of formulaText; null when there is no formula. */
  formula: FormulaNode | null;
  formulaText: string;
}

export interface DocumentClassField<F = FieldRef> {
  field: F;
  /** Starts at 1. */
  order: number;
  validation: FieldValidation;
}

interface DocumentClassTableColumn<F = FieldRef> {
  field: F;
  validation: FieldValidation;
}

export interface DocumentClassTable<F = FieldRef> {
  name: string;
  description: string;
  columns: DocumentClassTableColumn<F>[];
}

export interface DocumentClass<F = FieldRef> extends Timestamps, Versioned {
  _id: string;
  name: string;
  /** Value-list category id; null or absent when the class has no master key. */
  masterKeyCategory?: string | null;
  description: string;
  systemPrompt: string;
  userPrompt: string;
  fields: DocumentClassField<F>[];
  tables: DocumentClassTable<F>[];
}

export type DocumentClassRef = Ref;

// ---- Jobs ----

export interface JobClassification<C = DocumentClassRef> {
  documentClasses: C[];
  autoClassification: boolean;
  autoValidateClassification: boolean;
  prompt: string;
  eachPageClassification: boolean;
  /** 0 to 1, default 0.9: Auto Validate Classification passes the pages at or above it (issue 15.2). */
  confidenceThreshold?: number;
}

interface JobSplitOption {
  /** A split option id of the catalogue. */
  _id: string;
  config: Record<string, number | string>;
}

export interface JobSplit {
  autoValidateSplit: boolean;
  /** Applied in this order. */
  splitOptions: JobSplitOption[];
}

export interface JobExtraction {
  autoValidateExtraction: boolean;
  /** 0 to 2, step 0.1, default 0. */
  top_p: number;
  /** 0 to 2, step 0.1, default 0. */
  temperature: number;
  /** 0 to 1, default 0.9: a required field below it holds its document for a person (issue 15.2). */
  confidenceThreshold?: number;
  /** 0 to 1, default 0: the share of documents that would pass sent to a person anyway (QA sample). */
  qaSampleShare?: number;
}

export interface JobExport {
  /** An export option id: DE-01 (M-Files) or DE-03 (built-in archive). */
  _id: string;
  /** Only for DE-01; null otherwise. */
  config: MFilesExportConfig | null;
}

export interface Job<C = DocumentClassRef> extends Timestamps, Versioned {
  _id: string;
  name: string;
  description: string;
  /** A parser option id of the catalogue. */
  documentParser: string;
  classification: JobClassification<C>;
  split: JobSplit;
  extraction: JobExtraction;
  export: JobExport;
  /** Issue 16.5: the mailbox whose messages become batches of the job (null or absent: none). */
  mailbox?: JobMailbox | null;
}

// ---- M-Files ----

interface MFilesFieldMapping {
  fieldId: string;
  mfilesPropertyId: number;
  /** The M-Files property's data type (MFDataType number), so values are sent typed. */
  dataType: number;
}

export interface MFilesDocumentClassMapping {
  documentClassId: string;
  mfilesClassId: number;
  fieldsMapping: MFilesFieldMapping[];
}

export interface MFilesExportConfig {
  mfilesUrl: string;
  mfilesUserName: string;
  mfilesPassword: string;
  mfilesVaultGuid: string;
  mfilesWindowsUser: boolean;
  documentClassMapping: MFilesDocumentClassMapping[];
}

export interface MFilesPropertyDef {
  id: number;
  name: string;
  dataType: number;
  required: boolean;
}

export interface MFilesClass {
  id: number;
  name: string;
  associatedPropertyDefs: MFilesPropertyDef[];
}

// ---- Batches ----

export interface SplittedDocument {
  /** From 1. */
  docNo: number;
  /** Always mainPages.length. */
  totalPages: number;
  /** Page numbers (pageNo, from 1) of the merged document, in order. */
  mainPages: number[];
  /** Why the Split step started a document here (a sentence a person reads); absent when no cut made it. */
  splitReason?: string;
}

/** How the Master-key step found a page's key: its OCR trigger fired, an identifier of the record, or its name. */
export type MasterKeyMethod = "ocrTrigger" | "identifier" | "name";

export interface MasterKeyData {
  /** The value-list data record's id. */
  _id: string;
  value: string;
  /** The category's id. */
  valueListCategory: string;
  customPrompt: string;
  ocrTrigger: OcrTrigger | null;
  /** The record's data, keyed by the category's field names (as the Master-key step found it). */
  data?: Record<string, string> | null;
  /** Absent when a person chose the key. */
  method?: MasterKeyMethod;
  /** The key was carried over from an earlier page of the same document. */
  inherited?: boolean;
}

export interface PageData {
  /** From 1. */
  pageNo: number;
  documentClass: DocumentClassRef | null;
  /** A short-lived URL of the page's thumbnail; null when it has none. */
  thumbnailUrl: string | null;
  masterKeyData: MasterKeyData | null;
  /** The classifier's confidence, 0 to 1; null when the class is not the classifier's; absent before classification. */
  confidence?: number | null;
  /** The confidence is below the job's classification threshold: a person should check the class. */
  belowThreshold?: boolean;
}

export interface MergedDocument {
  fileLocation: string;
  textAnnotationFileLocation: string;
  /** A download URL of the merged PDF (15 minutes), signed with the batch's answer so the viewer need not ask for one. */
  url?: string;
}

/** An extracted value: typed by the field's data type, Date as an ISO date string. */
export type ExtractedValue = string | number | boolean | null;

export interface ExtractionProperty<F = FieldRef> {
  field: F;
  value: ExtractedValue;
  /** The value as extracted, before any correction. */
  originalValue: ExtractedValue;
  validated: boolean;
  /** Why the value fails its validation; null when it passes. */
  error: string | null;
  /**
   * How sure the extractor is, 0 to 1, calibrated: of values given 0.9, about nine in ten are right. 0 when
   * nothing was found; absent on documents extracted before confidence existed.
   */
  confidence?: number;
  /** Where the value came from when not from reading the page, e.g. "e-invoice data, BT-112"; absent otherwise. */
  source?: string;
  /**
   * A disagreement a person should read, e.g. "The page shows 197.56; the e-invoice data says 197.65." It does
   * not stop a person from confirming, but the document does not pass auto-validation. Absent when none.
   */
  warning?: string;
}

export interface ExtractionTableCell<F = FieldRef> {
  field: F;
  value: ExtractedValue;
  /** Cells are edited by this id. */
  _id: string;
}

export interface ExtractionTable<F = FieldRef> {
  name: string;
  /** The class's columns of the table (so rows can be added to a table found empty); older batches lack it. */
  columns?: F[];
  rows: ExtractionTableCell<F>[][];
}

export interface MergedCell {
  startRow: number;
  startCol: number;
  rowSpan: number;
  colSpan: number;
}

export interface ParsedTable {
  name: string;
  rows: string[][];
  mergedCells: MergedCell[];
}

export interface ParsedFormField {
  key: string;
  value: string;
}

/** The layout as read from the page: key-value pairs and tables. */
export interface ParseData {
  formFields: ParsedFormField[];
  tables: ParsedTable[];
}

/** An earlier document a document may repeat (issue 15.4). */
export interface DuplicateRef {
  batchId: string;
  batchNumber: number;
  docNo: number;
  /** The other document's file (its key within its batch). */
  docKey: string;
  /** file: the same uploaded file (and pages); values: the same seller or master key, number and total. */
  reason: "file" | "values";
}

export interface ExtractionDocument<F = FieldRef> {
  docNo: number;
  totalPages: number;
  mainPages: number[];
  /** The class and master key of the document's first page. */
  documentClass: DocumentClassRef | null;
  masterKeyData: MasterKeyData | null;
  validated: boolean;
  fileLocation: string;
  /** Null until the Extraction step has read the document. */
  extractionAnnotationFileLocation: string | null;
  textAnnotationFileLocation: string;
  currentDoc?: boolean;
  properties: ExtractionProperty<F>[];
  tables: ExtractionTable<F>[];
  /** Null until the Extraction step has read the document. */
  parseData: ParseData | null;
  /** Sentences about the whole document a person should read (an attached e-invoice that could not be read). */
  notices?: string[];
  /** Issue 15: a possible duplicate of an earlier document. */
  duplicateOf?: DuplicateRef;
  /** A person said it is not a duplicate of `of`. */
  duplicateCleared?: { of: DuplicateRef; by: string | null; at: string };
  /** Issue 15: why auto-validation left the document for a person (or that it is in the QA sample). */
  review?: string[];
  /** Issue 15: passed auto-validation without a person. */
  autoValidated?: boolean;
  /** Issue 15: would have passed; a person checks it to measure the accuracy of straight-through processing. */
  qaSample?: boolean;
  /** Marked for the Extraction step to read again (a re-process of this one document). */
  reprocess?: boolean;
  /** DE-01: the M-Files object the Export step created for the document (a re-run skips it). */
  mfilesObjectId?: number;
}

export interface BatchFile {
  fileName: string;
  filePath: string;
}

/** The part of the job a batch carries. */
export interface BatchJob {
  _id: string;
  name: string;
  classification: {
    eachPageClassification: boolean;
    autoClassification: boolean;
    documentClasses: DocumentClassRef[];
  };
}

/** Where a batch came from when not from the Create Batch modal: the e-mail it arrived with (issue 16.5). */
export interface BatchSource {
  kind: "email";
  subject: string;
  from: string;
  messageId: string | null;
  receivedAt: string | null;
}

/** Progress of the running stage; `stage` names the stage when the step says it. */
export interface BatchProgress {
  done: number;
  total: number;
  stage?: string | null;
}

export interface Batch extends Timestamps {
  _id: string;
  batchNumber: number;
  status: BatchStatus;
  job: BatchJob;
  workflow: BatchWorkflow;
  files: BatchFile[];
  splittedDocuments: SplittedDocument[];
  pageData: PageData[];
  mergedDocument: MergedDocument | null;
  extractionDocuments: ExtractionDocument[];
  /** Optimistic-concurrency counter: sent back in If-Match with every change. */
  version: number;
  /** Pages done in the running stage, for the progress shown while in progress. */
  progress?: BatchProgress | null;
  /** The e-mail a batch of the mailbox intake came from; absent for uploads. */
  source?: BatchSource;
}

export interface UploadFileInfo extends BatchFile {
  /** Pre-signed PUT URL. */
  url: string;
}

export interface UploadPresignedResponse {
  batchId: string;
  filesInfo: UploadFileInfo[];
}

// ---- Client state ----

export const DEFAULT_ERROR_MESSAGE = "An unknown error occurred";

/** Accepted upload types, by extension. */
export const ACCEPTED_UPLOAD_EXTENSIONS = ["png", "jpg", "jpeg", "pdf"] as const;
