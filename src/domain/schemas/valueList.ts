import { z } from "zod";
import { SPLIT_ACTIONS } from "../entities";
import { isValidRegex } from "./documentClass";

/**
 * Shared by the value list forms and /Value-List-Category, /value-list-data (spec 02, section 5:
 * "Category form" and "Value list data form"), plus the OCR trigger of a master key record (spec 01).
 */

const MAIN_FIELD_MESSAGE = "Please select the field which you want to be the main field.";

const categoryFieldSchema = z.object(
  {
    name: z
      .string({ error: "Field name is required" })
      .trim()
      .min(1, "Field name is required")
      .max(100, "Field name must be at most 100 characters"),
  },
  { error: "Field name is required" },
);

/**
 * POST /Value-List-Category, and PATCH with isMasterKey taken from the stored category (it cannot change).
 * A category that is not a master key has fields and mainField null, whatever was sent.
 */
export const valueListCategorySchema = z
  .object({
    name: z
      .string({ error: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .max(100, "Name must be at most 100 characters"),
    isMasterKey: z
      .boolean({ error: "Is Master Key must be true or false" })
      .nullish()
      .transform((v) => v ?? false),
    fields: z.array(categoryFieldSchema, { error: "Fields must be a list" }).nullish(),
    mainField: z
      .string({ error: MAIN_FIELD_MESSAGE })
      .trim()
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((value, ctx) => {
    if (!value.isMasterKey) return;
    const fields = value.fields ?? [];
    if (fields.length === 0) {
      ctx.addIssue({ code: "custom", path: ["fields"], message: "A master key value list needs at least one field" });
      return;
    }
    const seen = new Set<string>();
    fields.forEach((f, i) => {
      const key = f.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: "custom",
          path: ["fields", i, "name"],
          message: `The field name ${f.name} is used more than once`,
        });
      seen.add(key);
    });
    if (!value.mainField) ctx.addIssue({ code: "custom", path: ["mainField"], message: MAIN_FIELD_MESSAGE });
    else if (!fields.some((f) => f.name.toLowerCase() === value.mainField!.toLowerCase()))
      ctx.addIssue({
        code: "custom",
        path: ["mainField"],
        message: `The main field ${value.mainField} is not one of the fields`,
      });
  })
  .transform((value) => {
    if (!value.isMasterKey) return { name: value.name, isMasterKey: false, fields: null, mainField: null };
    const fields = (value.fields ?? []).map((f) => ({ name: f.name }));
    // The main field is spelt as its field is.
    const mainField = fields.find((f) => f.name.toLowerCase() === value.mainField!.toLowerCase())!.name;
    return { name: value.name, isMasterKey: true, fields, mainField };
  });

const coordinate = (label: string, positive: boolean) => {
  const base = z
    .number({ error: `The OCR trigger's ${label} must be a number` })
    .refine(Number.isFinite, `The OCR trigger's ${label} must be a number`);
  return positive
    ? base.refine((v) => v > 0, `The OCR trigger's ${label} must be greater than 0`)
    : base.refine((v) => v >= 0, `The OCR trigger's ${label} must not be negative`);
};

/** A rectangle in PDF points (origin top-left) on a page, whose text a regular expression matches. */
export const ocrTriggerSchema = z.object(
  {
    x: coordinate("x", false),
    y: coordinate("y", false),
    width: coordinate("width", true),
    height: coordinate("height", true),
    page: z
      .number({ error: "The OCR trigger's page must be a number" })
      .int("The OCR trigger's page must be a whole number")
      .min(1, "The OCR trigger's page starts at 1")
      .optional(),
    regEx: z
      .string({ error: "Regular expression is required" })
      .min(1, "Regular expression is required")
      .max(1000, "Regular expression must be at most 1000 characters")
      .refine(isValidRegex, "Invalid regex"),
    splitAction: z
      .enum(SPLIT_ACTIONS, { error: "Split action must be FIRST_PAGE or LAST_PAGE" })
      .nullish()
      .transform((v) => v ?? "FIRST_PAGE"),
    text: z
      .string({ error: "The OCR trigger's text must be text" })
      .max(10000, "The OCR trigger's text is too long")
      .optional(),
  },
  { error: "The OCR trigger must be an object, or null to remove it" },
);

export type OcrTriggerInput = z.output<typeof ocrTriggerSchema>;

/** What a data record's schema needs to know about its category. */
export interface ValueListCategoryShape {
  isMasterKey: boolean;
  fields: { name: string }[] | null;
  mainField: string | null;
}

interface ValueListDataInput {
  value?: string;
  customPrompt?: string;
  /** Master key records: every category field, '' when not given. Null for ordinary records. */
  data?: Record<string, string> | null;
  ocrTrigger?: OcrTriggerInput | null;
}

const cell = z
  .union([z.string(), z.number(), z.boolean(), z.null()], { error: "Each value must be text" })
  .transform((v) => (v === null ? "" : String(v).trim()));

/**
 * POST (mode 'create') and PATCH (mode 'edit') /value-list-data for a record of this category.
 * - Ordinary category: value is required ('Value is Required'); data is ignored.
 * - Master key category: only the main field is required ('{field name} is required'); value is the main field's value.
 * - Edit is partial: only what is sent changes, so {ocrTrigger} alone or {customPrompt} alone is an edit.
 * - OCR triggers belong to master key records only; null removes one.
 */
export function valueListDataSchema(category: ValueListCategoryShape, mode: "create" | "edit" = "create") {
  const fieldNames = (category.fields ?? []).map((f) => f.name);
  return z
    .object({
      value: z
        .union([z.string(), z.number()], { error: "Value is Required" })
        .transform((v) => String(v).trim())
        .nullish(),
      customPrompt: z
        .string({ error: "Custom Prompt must be text" })
        .max(20000, "Custom Prompt must be at most 20000 characters")
        .nullish()
        .transform((v) => (v === undefined ? undefined : (v ?? ""))),
      data: z.record(z.string(), cell, { error: "Data must be an object keyed by field name" }).nullish(),
      ocrTrigger: ocrTriggerSchema.nullish(),
    })
    .superRefine((v, ctx) => {
      if (!category.isMasterKey) {
        if ((mode === "create" || v.value !== undefined) && !v.value)
          ctx.addIssue({ code: "custom", path: ["value"], message: "Value is Required" });
        if (v.ocrTrigger)
          ctx.addIssue({
            code: "custom",
            path: ["ocrTrigger"],
            message: "An OCR trigger can be set only on master key data",
          });
        return;
      }
      if (mode === "edit" && v.data === undefined) return;
      const data = v.data ?? {};
      for (const key of Object.keys(data)) {
        if (!fieldNames.includes(key))
          ctx.addIssue({ code: "custom", path: ["data", key], message: `${key} is not a field of this value list` });
      }
      const main = category.mainField ?? fieldNames[0];
      if (main !== undefined && !(Object.hasOwn(data, main) && data[main]))
        ctx.addIssue({ code: "custom", path: ["data", main], message: `${main} is required` });
    })
    .transform((v): ValueListDataInput => {
      const out: ValueListDataInput = {};
      if (v.customPrompt !== undefined) out.customPrompt = v.customPrompt;
      else if (mode === "create") out.customPrompt = "";
      if (v.ocrTrigger !== undefined) out.ocrTrigger = v.ocrTrigger;
      if (!category.isMasterKey) {
        if (v.value !== undefined && v.value !== null) out.value = v.value;
        if (mode === "create") out.data = null;
        return out;
      }
      if (mode === "create" || v.data !== undefined) {
        // No prototype: a field may be called 'constructor' or '__proto__'.
        const data: Record<string, string> = Object.create(null);
        for (const name of fieldNames) data[name] = v.data && Object.hasOwn(v.data, name) ? v.data[name] : "";
        out.data = data;
        out.value = data[category.mainField ?? fieldNames[0]] ?? "";
      }
      return out;
    });
}
