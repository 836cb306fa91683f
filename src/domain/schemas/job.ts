import { z } from "zod";
import {
  ARCHIVE_EXPORT_ID,
  findParserOption,
  findSplitOption,
  MFILES_EXPORT_ID,
  type SplitConfigValue,
} from "../options/catalogue";
import { refId } from "./documentClass";
import { mailboxSchema } from "./mailbox";

/**
 * Shared by the job form and POST/PATCH /job (spec 02, section 5 "Job form"), and the M-Files
 * connection of POST /batch-Export/m-files/login.
 *
 * The M-Files password: a job read from the server carries mfilesPassword '' and mfilesPasswordSet
 * true when one is stored; an empty password then means "keep the stored one". The server decides
 * mfilesPasswordSet itself and ignores the flag a client sends.
 */

const bool = (label: string) =>
  z
    .boolean({ error: `${label} must be true or false` })
    .nullish()
    .transform((v) => v ?? false);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? "");

/** A share or a confidence, 0 to 1; missing means the default (jobs saved before it existed keep working). */
const between0and1 = (label: string, fallback: number) =>
  z
    .number({ error: `${label} must be a number between 0 and 1` })
    .min(0, `${label} must be between 0 and 1`)
    .max(1, `${label} must be between 0 and 1`)
    .nullish()
    .transform((v) => v ?? fallback);

/** Issue 15: below this confidence a value (a page's class) is for a person to check; auto-validation passes only what is at or above it. */
export const DEFAULT_CONFIDENCE_THRESHOLD = 0.9;

const between0and2 = (label: string) =>
  z
    .number({ error: `${label} must be a number between 0 and 2` })
    .min(0, `${label} must be between 0 and 2`)
    .max(2, `${label} must be between 0 and 2`)
    .nullish()
    .transform((v) => v ?? 0);

/** "" for anything that is not a non-blank string or a number. */
const looseText = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : ""));

const wholeNumber = z
  .unknown()
  .optional()
  .transform((v): number | null => {
    const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : Number.NaN;
    return Number.isSafeInteger(n) ? n : null;
  });

const fieldMappingSchema = z.object(
  {
    fieldId: z.preprocess(refId, looseText),
    mfilesPropertyId: wholeNumber,
    dataType: wholeNumber,
    /** The M-Files property's name and whether M-Files requires it, as the class list gave them (optional). */
    name: z.string().max(500).optional().catch(undefined),
    required: z.boolean().optional().catch(undefined),
  },
  { error: "Each field mapping must be an object" },
);

const classMappingSchema = z.object(
  {
    documentClassId: z.preprocess(refId, looseText),
    mfilesClassId: wholeNumber,
    fieldsMapping: z
      .array(fieldMappingSchema, { error: "The fields mapping must be a list" })
      .nullish()
      .transform((v) => v ?? []),
  },
  { error: "Each document class mapping must be an object" },
);

/** The M-Files export config as sent; the rules and their messages are applied by jobSchema. */
const mfilesConfigShape = z.object(
  {
    mfilesUrl: looseText,
    mfilesUserName: looseText,
    mfilesPassword: z
      .unknown()
      .optional()
      .transform((v) => (typeof v === "string" ? v : "")),
    mfilesVaultGuid: looseText,
    mfilesWindowsUser: bool("M-Files Windows User"),
    mfilesPasswordSet: z
      .unknown()
      .optional()
      .transform((v) => v === true),
    documentClassMapping: z
      .array(classMappingSchema, { error: "The document class mapping must be a list" })
      .nullish()
      .transform((v) => v ?? []),
  },
  { error: "M-Files Url is Required" },
);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

interface MFilesFieldMappingInput {
  fieldId: string;
  mfilesPropertyId: number;
  dataType: number;
  name?: string;
  required?: boolean;
}

interface MFilesExportConfigInput {
  mfilesUrl: string;
  mfilesUserName: string;
  /** '' means: keep the stored password (only when one is stored). */
  mfilesPassword: string;
  mfilesVaultGuid: string;
  mfilesWindowsUser: boolean;
  documentClassMapping: { documentClassId: string; mfilesClassId: number; fieldsMapping: MFilesFieldMappingInput[] }[];
}

export const jobSchema = z
  .object({
    name: z
      .string({ error: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .max(100, "Name must be at most 100 characters"),
    description: optionalText("Description", 2000),
    documentParser: z.preprocess(
      (v) => v ?? "",
      z.string({ error: "Document Parser is required" }).trim().min(1, "Document Parser is required"),
    ),
    classification: z
      .object(
        {
          documentClasses: z
            .array(z.preprocess(refId, z.string({ error: "Each class must be an id" }).trim()), {
              error: "At least one class is required",
            })
            .nullish()
            .transform((v) => [...new Set((v ?? []).filter(Boolean))]),
          autoClassification: bool("Auto Classification"),
          autoValidateClassification: bool("Auto Validate Classification"),
          prompt: optionalText("Prompt", 20000),
          eachPageClassification: bool("Each Page Classification"),
          confidenceThreshold: between0and1("Classification Confidence Threshold", DEFAULT_CONFIDENCE_THRESHOLD),
        },
        { error: "At least one class is required" },
      )
      .nullish()
      .transform(
        (v) =>
          v ?? {
            documentClasses: [],
            autoClassification: false,
            autoValidateClassification: false,
            prompt: "",
            eachPageClassification: false,
            confidenceThreshold: DEFAULT_CONFIDENCE_THRESHOLD,
          },
      ),
    split: z
      .object(
        {
          autoValidateSplit: bool("Auto Validate Split"),
          splitOptions: z
            .array(
              z.unknown().transform((v) => {
                const o =
                  v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
                const config =
                  o.config !== null && typeof o.config === "object" && !Array.isArray(o.config)
                    ? (o.config as Record<string, unknown>)
                    : {};
                return { _id: typeof o._id === "string" ? o._id.trim() : "", config };
              }),
              { error: "Split options must be a list" },
            )
            .nullish()
            .transform((v) => v ?? []),
        },
        { error: "Split must be an object" },
      )
      .nullish()
      .transform((v) => v ?? { autoValidateSplit: false, splitOptions: [] }),
    extraction: z
      .object(
        {
          autoValidateExtraction: bool("Auto Validate Extraction"),
          top_p: between0and2("Top_P"),
          temperature: between0and2("Temperature"),
          confidenceThreshold: between0and1("Confidence Threshold", DEFAULT_CONFIDENCE_THRESHOLD),
          /** The share of documents that would pass auto-validation sent to a person anyway (issue 15.2). */
          qaSampleShare: between0and1("QA Sample", 0),
        },
        { error: "Extraction must be an object" },
      )
      .nullish()
      .transform(
        (v) =>
          v ?? {
            autoValidateExtraction: false,
            top_p: 0,
            temperature: 0,
            confidenceThreshold: DEFAULT_CONFIDENCE_THRESHOLD,
            qaSampleShare: 0,
          },
      ),
    export: z
      .object(
        {
          _id: z
            .enum([MFILES_EXPORT_ID, ARCHIVE_EXPORT_ID], {
              error: "Export type must be DE-01 (M-Files) or DE-03 (Built-in archive)",
            })
            .nullish()
            .transform((v) => v ?? ARCHIVE_EXPORT_ID),
          config: z.unknown().optional(),
        },
        { error: "Export must be an object" },
      )
      .nullish()
      .transform((v) => v ?? { _id: ARCHIVE_EXPORT_ID, config: undefined }),
    /** Issue 16.5: the IMAP mailbox whose messages become batches of the job; optional: null removes it, absent keeps it. */
    mailbox: mailboxSchema.nullish(),
  })
  .transform((job, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });

    if (!findParserOption(job.documentParser))
      issue(["documentParser"], `Unknown document parser ${job.documentParser}`);

    const { classification } = job;
    if (classification.autoClassification && !classification.prompt.trim())
      issue(["classification", "prompt"], "Prompt is required");
    if (classification.documentClasses.length === 0)
      issue(["classification", "documentClasses"], "At least one class is required");
    else if (!classification.autoClassification && classification.documentClasses.length > 1)
      issue(["classification", "documentClasses"], "Only one class can be selected when Auto Classification is off");

    const splitOptions = job.split.splitOptions.map((entry, i) => {
      const config: Record<string, SplitConfigValue> = {};
      const path = ["split", "splitOptions", i];
      if (!entry._id) {
        issue([...path, "_id"], `Split ${i + 1} is required`);
        return { _id: entry._id, config };
      }
      const option = findSplitOption(entry._id);
      if (!option) {
        issue([...path, "_id"], `Split ${i + 1} is not a known split option`);
        return { _id: entry._id, config };
      }
      for (const [key, fallback] of Object.entries(option.config)) {
        const raw = entry.config[key];
        const blank = raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "");
        if (blank) {
          issue([...path, "config", key], `The ${key} field is required`);
          continue;
        }
        if (typeof fallback === "number") {
          const n = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw) : Number.NaN;
          if (!Number.isFinite(n)) issue([...path, "config", key], `The ${key} field must be a number`);
          else if (key === "pages" && (!Number.isInteger(n) || n < 1))
            issue([...path, "config", key], "The pages field must be a whole number of at least 1");
          else if (key === "threshold" && (n < 0 || n > 1))
            issue([...path, "config", key], "The threshold field must be between 0 and 1");
          config[key] = n;
        } else if (typeof raw === "string" || typeof raw === "number") {
          config[key] = String(raw).trim();
        } else {
          issue([...path, "config", key], `The ${key} field must be text`);
        }
      }
      return { _id: option._id as string, config };
    });

    let config: MFilesExportConfigInput | null = null;
    if (job.export._id === MFILES_EXPORT_ID) {
      const parsed = mfilesConfigShape.safeParse(job.export.config ?? {});
      if (!parsed.success) {
        for (const i of parsed.error.issues) issue(["export", "config", ...(i.path as (string | number)[])], i.message);
        return z.NEVER;
      }
      const c = parsed.data;
      const at = (...p: (string | number)[]) => ["export", "config", ...p];
      if (!c.mfilesUrl) issue(at("mfilesUrl"), "M-Files Url is Required");
      else if (!isHttpUrl(c.mfilesUrl)) issue(at("mfilesUrl"), "M-Files Url must start with http:// or https://");
      if (!c.mfilesUserName) issue(at("mfilesUserName"), "M-Files User Name is Required");
      if (!c.mfilesPassword && !c.mfilesPasswordSet) issue(at("mfilesPassword"), "M-Files Password is Required");
      if (!c.mfilesVaultGuid) issue(at("mfilesVaultGuid"), "M-Files Vault Guid is Required");

      // One mapping per class of the job; mappings of classes the job does not have are dropped.
      const documentClassMapping: MFilesExportConfigInput["documentClassMapping"] = [];
      for (const classId of classification.documentClasses) {
        const index = c.documentClassMapping.findIndex((m) => m.documentClassId === classId);
        const mapping = index >= 0 ? c.documentClassMapping[index] : undefined;
        if (!mapping || mapping.mfilesClassId === null) {
          issue(at("documentClassMapping", Math.max(index, 0), "mfilesClassId"), "M-Files Document Class is Required");
          continue;
        }
        const fieldsMapping: MFilesFieldMappingInput[] = [];
        const properties = new Set<number>();
        mapping.fieldsMapping.forEach((m, j) => {
          const where = at("documentClassMapping", index, "fieldsMapping", j);
          if (!m.fieldId) {
            // An unmapped property; M-Files refuses the object when it requires one.
            if (m.required)
              issue(
                [...where, "fieldId"],
                `${m.name ?? `Property ${m.mfilesPropertyId ?? ""}`.trim()} mapping is required`,
              );
            return;
          }
          if (m.mfilesPropertyId === null)
            return issue([...where, "mfilesPropertyId"], "Each mapped field needs an M-Files property");
          if (m.dataType === null)
            return issue([...where, "dataType"], "Each mapped field needs the M-Files property's data type");
          if (properties.has(m.mfilesPropertyId))
            return issue(
              [...where, "mfilesPropertyId"],
              `${m.name ?? `The M-Files property ${m.mfilesPropertyId}`} is mapped more than once`,
            );
          properties.add(m.mfilesPropertyId);
          fieldsMapping.push({
            fieldId: m.fieldId,
            mfilesPropertyId: m.mfilesPropertyId,
            dataType: m.dataType,
            ...(m.name !== undefined ? { name: m.name } : {}),
            ...(m.required !== undefined ? { required: m.required } : {}),
          });
        });
        documentClassMapping.push({ documentClassId: classId, mfilesClassId: mapping.mfilesClassId, fieldsMapping });
      }
      config = {
        mfilesUrl: c.mfilesUrl,
        mfilesUserName: c.mfilesUserName,
        mfilesPassword: c.mfilesPassword,
        mfilesVaultGuid: c.mfilesVaultGuid,
        mfilesWindowsUser: c.mfilesWindowsUser,
        documentClassMapping,
      };
    }

    return {
      name: job.name,
      description: job.description,
      documentParser: job.documentParser,
      classification,
      split: { autoValidateSplit: job.split.autoValidateSplit, splitOptions },
      extraction: job.extraction,
      export: { _id: job.export._id, config },
      mailbox: job.mailbox,
    };
  });

export type JobParsed = z.output<typeof jobSchema>;

/** POST /batch-Export/m-files/login: the five connection fields; jobId lets an empty password mean the job's stored one. */
export const mfilesLoginSchema = z
  .object({
    mfilesUrl: looseText,
    mfilesUserName: looseText,
    mfilesPassword: z
      .unknown()
      .optional()
      .transform((v) => (typeof v === "string" ? v : "")),
    mfilesVaultGuid: looseText,
    mfilesWindowsUser: bool("M-Files Windows User"),
    jobId: z.preprocess(refId, looseText),
  })
  .transform((v, ctx) => {
    if (!v.mfilesUrl) ctx.addIssue({ code: "custom", path: ["mfilesUrl"], message: "M-Files Url is Required" });
    else if (!isHttpUrl(v.mfilesUrl))
      ctx.addIssue({ code: "custom", path: ["mfilesUrl"], message: "M-Files Url must start with http:// or https://" });
    if (!v.mfilesUserName)
      ctx.addIssue({ code: "custom", path: ["mfilesUserName"], message: "M-Files User Name is Required" });
    if (!v.mfilesPassword && !v.jobId)
      ctx.addIssue({ code: "custom", path: ["mfilesPassword"], message: "M-Files Password is Required" });
    if (!v.mfilesVaultGuid)
      ctx.addIssue({ code: "custom", path: ["mfilesVaultGuid"], message: "M-Files Vault Guid is Required" });
    return { ...v, jobId: v.jobId || null };
  });

/** POST /batch-Export/m-files/documentClasses. */
export const mfilesClassesRequestSchema = z
  .object({ mfilesUrl: looseText, mFilesToken: looseText })
  .transform((v, ctx) => {
    if (!v.mfilesUrl) ctx.addIssue({ code: "custom", path: ["mfilesUrl"], message: "M-Files Url is Required" });
    else if (!isHttpUrl(v.mfilesUrl))
      ctx.addIssue({ code: "custom", path: ["mfilesUrl"], message: "M-Files Url must start with http:// or https://" });
    if (!v.mFilesToken)
      ctx.addIssue({ code: "custom", path: ["mFilesToken"], message: "Please log in to M-Files first" });
    return v;
  });
