import type { Resolver } from "react-hook-form";
import type { Job, MFilesClass } from "../../../domain/entities";
import {
  DEFAULT_EXPORT_ID,
  DEFAULT_PARSER_ID,
  MFILES_EXPORT_ID,
  type SplitConfigValue,
} from "../../../domain/options/catalogue";
import { refId } from "../../../domain/schemas/documentClass";
import { DEFAULT_CONFIDENCE_THRESHOLD, jobSchema } from "../../../domain/schemas/job";
import { issuesToErrors } from "../../components/formErrors";
import { mailboxValuesOf, type MailboxFormValues } from "./mailboxFormModel";

/** The preset instruction of the classification Prompt (the spec leaves its words to us). */
const DEFAULT_CLASSIFICATION_PROMPT = [
  "You classify the pages of scanned business documents.",
  "For each page, choose exactly one of the document classes of this job, using the class names and descriptions, the page's text and its layout.",
  "A page that continues the document before it (a second invoice page, an attachment, a terms and conditions page) takes the class of that document.",
  "If no class fits, choose the class the page most resembles.",
  "Answer with the class name only.",
].join("\n");

export interface FieldMappingValues {
  fieldId: string;
  mfilesPropertyId: number;
  dataType: number;
  /** The M-Files property's name and whether M-Files requires it, so '{name} mapping is required' can be said. */
  name?: string;
  required?: boolean;
}

export interface ClassMappingValues {
  documentClassId: string;
  mfilesClassId: number | null;
  fieldsMapping: FieldMappingValues[];
}

export interface MFilesConfigValues {
  mfilesUrl: string;
  mfilesUserName: string;
  mfilesPassword: string;
  mfilesVaultGuid: string;
  mfilesWindowsUser: boolean;
  /** The server keeps a stored password: an empty one means "keep it". */
  mfilesPasswordSet?: boolean;
  documentClassMapping: ClassMappingValues[];
}

export interface JobFormValues {
  name: string;
  description: string;
  documentParser: string;
  classification: {
    documentClasses: string[];
    autoClassification: boolean;
    autoValidateClassification: boolean;
    prompt: string;
    eachPageClassification: boolean;
    /** 0 to 1: Auto Validate Classification passes pages at or above it (issue 15.2). */
    confidenceThreshold: number;
  };
  split: { autoValidateSplit: boolean; splitOptions: { _id: string; config: Record<string, SplitConfigValue> }[] };
  /** confidenceThreshold 0 to 1; qaSampleShare 0 to 1 (the form shows it in per cent). Issue 15.2. */
  extraction: {
    autoValidateExtraction: boolean;
    top_p: number;
    temperature: number;
    confidenceThreshold: number;
    qaSampleShare: number;
  };
  export: { _id: string; config: MFilesConfigValues | null };
  /** Issue 16.5: the mailbox whose messages become batches (null: none). */
  mailbox: MailboxFormValues | null;
}

export const emptyMfilesConfig = (): MFilesConfigValues => ({
  mfilesUrl: "",
  mfilesUserName: "",
  mfilesPassword: "",
  mfilesVaultGuid: "",
  mfilesWindowsUser: false,
  documentClassMapping: [],
});

export const jobDefaults = (): JobFormValues => ({
  name: "",
  description: "",
  documentParser: "",
  classification: {
    documentClasses: [],
    autoClassification: false,
    autoValidateClassification: false,
    prompt: DEFAULT_CLASSIFICATION_PROMPT,
    eachPageClassification: false,
    confidenceThreshold: DEFAULT_CONFIDENCE_THRESHOLD,
  },
  split: { autoValidateSplit: false, splitOptions: [] },
  extraction: {
    autoValidateExtraction: false,
    top_p: 0,
    temperature: 0,
    confidenceThreshold: DEFAULT_CONFIDENCE_THRESHOLD,
    qaSampleShare: 0,
  },
  export: { _id: DEFAULT_EXPORT_ID, config: null },
  mailbox: null,
});

/** A job as GET /job/{id} answers it (classes as {_id, name}) turned into the form's values. */
export function valuesOf(job: Job<any>): JobFormValues {
  const d = jobDefaults();
  const config = job.export?.config as (MFilesConfigValues & { documentClassMapping?: any[] }) | null | undefined;
  return {
    name: job.name ?? "",
    description: job.description ?? "",
    documentParser: job.documentParser ?? "",
    classification: {
      ...d.classification,
      ...job.classification,
      prompt: job.classification?.prompt || DEFAULT_CLASSIFICATION_PROMPT,
      documentClasses: (job.classification?.documentClasses ?? []).map((c: unknown) => String(refId(c))),
    },
    split: {
      autoValidateSplit: !!job.split?.autoValidateSplit,
      splitOptions: (job.split?.splitOptions ?? []).map((o) => ({ _id: o._id, config: { ...(o.config ?? {}) } })),
    },
    extraction: { ...d.extraction, ...job.extraction },
    export: {
      _id: job.export?._id ?? DEFAULT_EXPORT_ID,
      config:
        job.export?._id === MFILES_EXPORT_ID && config
          ? {
              ...emptyMfilesConfig(),
              ...config,
              documentClassMapping: (config.documentClassMapping ?? []).map((m: any) => ({
                documentClassId: String(refId(m.documentClassId)),
                mfilesClassId: m.mfilesClassId ?? null,
                fieldsMapping: (m.fieldsMapping ?? []).map((f: any) => ({
                  ...f,
                  fieldId: String(refId(f.fieldId) ?? ""),
                })),
              })),
            }
          : null,
    },
    mailbox: mailboxValuesOf(job.mailbox),
  };
}

/** The mapping of one class, whether or not the form holds one yet. */
export function mappingOf(config: MFilesConfigValues | null, documentClassId: string): ClassMappingValues {
  return (
    config?.documentClassMapping.find((m) => m.documentClassId === documentClassId) ?? {
      documentClassId,
      mfilesClassId: null,
      fieldsMapping: [],
    }
  );
}

/** Every property of the M-Files class, with the field already mapped to it (if any). */
export function fieldsMappingFor(mfilesClass: MFilesClass, current: FieldMappingValues[]): FieldMappingValues[] {
  return mfilesClass.associatedPropertyDefs.map((p) => ({
    fieldId: current.find((m) => m.mfilesPropertyId === p.id)?.fieldId ?? "",
    mfilesPropertyId: p.id,
    dataType: p.dataType,
    name: p.name,
    required: p.required,
  }));
}

/**
 * The body of POST/PATCH /job before the schema: one mapping per class of the job, in the order of the
 * classes (so the schema's error paths point at the blocks on screen); no config unless the type is DE-01.
 */
function toInput(values: JobFormValues) {
  const classes = values.classification.documentClasses;
  const config =
    values.export._id === MFILES_EXPORT_ID
      ? {
          ...(values.export.config ?? emptyMfilesConfig()),
          documentClassMapping: classes.map((id) => mappingOf(values.export.config, id)),
        }
      : null;
  return { ...values, export: { _id: values.export._id, config } };
}

const BASE_KEYS = ["name", "description", "documentParser"];

/**
 * The shared job schema; the submit handler gets its output, the body the API takes. The schema checks
 * classes, splits and the M-Files config only once name, description and parser pass, so a second run
 * with those three stubbed collects the rest: one submit shows every message (and picks the right tab).
 */
export const jobResolver: Resolver<JobFormValues> = async (values) => {
  const input = toInput(values);
  const parsed = jobSchema.safeParse(input);
  if (parsed.success) return { values: parsed.data as any, errors: {} };
  const issues = [...parsed.error.issues];
  if (issues.every((i) => BASE_KEYS.includes(String(i.path[0])))) {
    const rest = jobSchema.safeParse({ ...input, name: "-", description: "", documentParser: DEFAULT_PARSER_ID });
    if (!rest.success) issues.push(...rest.error.issues.filter((i) => !BASE_KEYS.includes(String(i.path[0]))));
  }
  return { values: {}, errors: issuesToErrors<JobFormValues>(issues) };
};
