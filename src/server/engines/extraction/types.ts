/**
 * The extraction engine's inputs and outputs. Boxes are PDF points, origin at the page's top-left
 * corner, y downward, as in the text-annotation file written by the Parse step.
 */
import type {
  DataType,
  ExtractedValue,
  ExtractionProperty,
  ExtractionTable,
  FieldValidation,
  ParseData,
} from "../../../domain/entities";
import type { TextAnnotationPage } from "../../../domain/batch/textAnnotation";

/** One page of a document's text annotation as the engine reads it (the text is optional: it reads the words). */
export type TextPage = Pick<TextAnnotationPage, "pageNo" | "width" | "height" | "words"> & { text?: string };

/** A field as the engine needs it: the class's field with its data type and description. */
export interface ExtractionField {
  _id: string;
  name: string;
  dataType: DataType;
  description?: string | null;
  /** Category id for Value_List and Master_Key fields. */
  valueListCategory?: string | null;
}

export interface ExtractionClassField {
  field: ExtractionField;
  order?: number;
  validation?: Partial<FieldValidation> | null;
}

export interface ExtractionClassTable {
  name: string;
  description?: string;
  columns: { field: ExtractionField; validation?: Partial<FieldValidation> | null }[];
}

export interface ExtractionClass {
  /** The class's id; learned hints of another class are ignored when given. */
  _id?: string;
  name?: string;
  fields: ExtractionClassField[];
  tables: ExtractionClassTable[];
}

/** A value-list item (or master-key record). */
export interface ValueListItem {
  _id: string;
  value: string;
  data?: Record<string, string> | null;
}

/** Where a person's correction taught the engine to look for a field's value. */
export interface LearnedHint {
  fieldId: string;
  masterKeyId: string;
  classId: string;
  /**
   * 'anchor': the value sits at an offset from a label phrase; 'region': the value sits in a
   * rectangle of the page; 'constant': the value is not on the page at all (written by hand).
   */
  kind: "anchor" | "region" | "constant";
  /** Page index within the document (0 = first page). */
  page: number;
  /** Learned on the document's last page (totals): read on the last page of a longer or shorter document. */
  lastPage?: boolean;
  /** The value's box when learned, as fractions of the page's width and height. */
  region: { x: number; y: number; width: number; height: number } | null;
  /** The label phrase the value is read from, as folded tokens, and where it was (page fractions). */
  anchor: {
    tokens: string[];
    x: number;
    y: number;
    /** 'right': on the label's line, after it; 'below': in the lines under it. */
    direction: "right" | "below";
    /** Value box offset from the label box, in points (left to left, top to top). */
    dx: number;
    dy: number;
    /** How many words of the line after the label are skipped before the value. */
    skip: number;
    /** The label is one the dictionary knows (so a word after it that is no value belongs to another label). */
    known?: boolean;
    /** How many amounts the place held (a row after the label, a column under it): another count, another grid. */
    values?: number;
    /** Amounts: how many places of the page the label was printed at with a value, and which of them (reading order). */
    places?: number;
    rank?: number;
  } | null;
  /** The page text where the value was found ("Flipkart.com" for the value "Flipkart"). */
  sourceText: string | null;
  /** The value the person entered. */
  value: ExtractedValue;
  /** The shape of the value: digits as 9, letters as A ("INV-0042" → "AAA-9999"). */
  shape: string | null;
  /** How many words the value spans. */
  wordCount: number;
  /** ISO 8601 */
  learnedAt?: string;
  /** The labels printed on the page it was learned from: a hint read on another layout counts for little. */
  layoutKeys?: string[];
}

/** Where a field's value was found: the viewer highlights this box. */
export interface FieldAnnotation {
  fieldId: string;
  fieldName: string;
  /** The page's pageNo as given in the text annotation. */
  pageNo: number;
  /** Page index within the document, 0 = first page (pageNumberOf of src/domain/geometry.ts: its page number). */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The text read at that place. */
  text: string;
  /** How the value was found. */
  source: CandidateSource;
  /** 0 to 1 */
  confidence: number;
}

export interface TableCellAnnotation {
  table: string;
  /** The cell's _id in the extraction tables. */
  cellId: string;
  fieldId: string;
  pageNo: number;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  text: string;
}

/** The extraction-annotation file of one document. */
export interface ExtractionAnnotation {
  version: 1;
  pages: { pageNo: number; width: number; height: number }[];
  fields: FieldAnnotation[];
  tableCells: TableCellAnnotation[];
}

export type CandidateSource =
  | "learned"
  | "label-right"
  | "label-below"
  | "label-above"
  | "column"
  | "layout"
  | "derived"
  | "master-key"
  | "value-list";

export interface ExtractDocumentInput {
  pages: TextPage[];
  documentClass: ExtractionClass;
  /** Items of each value-list category, by category id. */
  valueLists?: Record<string, ValueListItem[]>;
  /** The master key identified for the document, if any. */
  masterKey?: ValueListItem | null;
  /** Hints learned from corrections for this master key and class. */
  learned?: LearnedHint[];
}

export interface ExtractDocumentResult {
  /** What each found value rests on: the calibration's input (bench:extract refits it on held-out families). */
  evidence: import("./confidence").Evidence[];
  properties: ExtractionProperty<{ _id: string; name: string }>[];
  tables: ExtractionTable<{ _id: string; name: string }>[];
  parseData: ParseData;
  annotations: ExtractionAnnotation;
}
