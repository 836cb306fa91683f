// The option catalogues served by GET /parser-options, /split-options and
// /export-options (spec 02). The ids are stored in jobs, so they never change.

export interface ParserOption {
  _id: ParserId;
  name: string;
}

export type SplitConfigValue = number | string;

export interface SplitOption {
  _id: SplitOptionId;
  name: string;
  /** Config keys with their defaults; a job stores its own values per key. */
  config: Record<string, SplitConfigValue>;
}

export interface ExportOption {
  _id: ExportId;
  name: string;
}

export type ParserId = "builtin" | "builtin-ocr" | "text-layer" | "einvoice";

export const PARSER_OPTIONS: readonly ParserOption[] = [
  { _id: "builtin", name: "Built-in parser (text layer, OCR where a page has none)" },
  { _id: "builtin-ocr", name: "Built-in parser, OCR on every page" },
  { _id: "text-layer", name: "Text layer only" },
  // The built-in parser plus the data of e-invoices (Factur-X / ZUGFeRD / XRechnung / UBL): embedded
  // XML is read and kept, standalone .xml uploads are accepted and drawn as PDFs.
  { _id: "einvoice", name: "E-invoice data, then text layer and OCR" },
];

export const EINVOICE_PARSER_ID: ParserId = "einvoice";

const SPEC_UPLOADS = ["png", "jpg", "jpeg", "pdf"];

/**
 * Whether a job with this parser takes a file of this name, and if not why: the spec's PNG, JPG,
 * JPEG and PDF, and with the e-invoice parser standalone XML e-invoices too. Null when accepted.
 */
export function uploadRejection(fileName: string, parserId: string | null): string | null {
  const dot = fileName.lastIndexOf(".");
  const extension = dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
  if (parserId === EINVOICE_PARSER_ID) {
    return [...SPEC_UPLOADS, "xml"].includes(extension)
      ? null
      : `${fileName} is not accepted: use PNG, JPG, JPEG, PDF or XML files.`;
  }
  return SPEC_UPLOADS.includes(extension) ? null : `${fileName} is not accepted: use PNG, JPG, JPEG or PDF files.`;
}

export const DEFAULT_PARSER_ID: ParserId = "builtin";

export type SplitOptionId =
  "per-file" | "class-change" | "master-key-change" | "ocr-trigger" | "fixed-pages" | "barcode" | "blank-page";

/** A job applies its split options in the order it lists them. */
export const SPLIT_OPTIONS: readonly SplitOption[] = [
  { _id: "per-file", name: "One document per uploaded file", config: {} },
  { _id: "class-change", name: "Split when the document class changes", config: {} },
  { _id: "master-key-change", name: "Split when the master key changes", config: {} },
  { _id: "ocr-trigger", name: "Split on OCR trigger", config: {} },
  // pages: how many pages each document gets.
  { _id: "fixed-pages", name: "Split every fixed number of pages", config: { pages: 1 } },
  // barcodeText: the text a barcode must carry for its page to count as a separator.
  { _id: "barcode", name: "Split on separator barcode page", config: { barcodeText: "PATCHT" } },
  // threshold: the share (0 to 1) of a page's area that must be blank (near-white,
  // no words) for the page to count as a blank separator page.
  { _id: "blank-page", name: "Split on blank page", config: { threshold: 0.99 } },
];

/** What a split option's config input is labelled with (the keys are the API's, not words for people). */
const SPLIT_CONFIG_LABELS: Record<string, string> = {
  pages: "Pages per document",
  barcodeText: "Barcode text",
  threshold: "Blank share (0 to 1)",
};

export function splitConfigLabel(key: string): string {
  return SPLIT_CONFIG_LABELS[key] ?? key;
}

export type ExportId = "DE-01" | "DE-03";

export const MFILES_EXPORT_ID: ExportId = "DE-01";
export const ARCHIVE_EXPORT_ID: ExportId = "DE-03";
export const DEFAULT_EXPORT_ID: ExportId = ARCHIVE_EXPORT_ID;

export const EXPORT_OPTIONS: readonly ExportOption[] = [
  { _id: MFILES_EXPORT_ID, name: "M-Files" },
  { _id: ARCHIVE_EXPORT_ID, name: "Built-in archive" },
];

export function findParserOption(id: string): ParserOption | undefined {
  return PARSER_OPTIONS.find((option) => option._id === id);
}

export function findSplitOption(id: string): SplitOption | undefined {
  return SPLIT_OPTIONS.find((option) => option._id === id);
}

export function findExportOption(id: string): ExportOption | undefined {
  return EXPORT_OPTIONS.find((option) => option._id === id);
}

/** A split config input is numeric when its default is a number (spec 02, job form). */
export function splitConfigInputType(defaultValue: unknown): "number" | "text" {
  return typeof defaultValue === "number" ? "number" : "text";
}
