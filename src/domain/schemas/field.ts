import { z } from "zod";
import { DATA_TYPES, DATA_TYPE_LABELS, needsValueListCategory } from "../entities";
import { refId } from "./documentClass";

/**
 * Shared by the field form and POST/PATCH /fields (spec 02, section 5 "Field form").
 * Whether the chosen category is a master key (Master_Key) or not (Value_List) is checked where the
 * categories are known: the form offers only the fitting ones, the server reads them from the database.
 */

const name = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(100, "Name must be at most 100 characters");
const description = z
  .string({ error: "Description must be text" })
  .max(2000, "Description must be at most 2000 characters")
  .nullish()
  .transform((v) => v ?? "");

const DATA_TYPE_LIST = DATA_TYPES.map((t) => DATA_TYPE_LABELS[t]);
const dataTypeMessage = `Data type must be one of ${DATA_TYPE_LIST.slice(0, -1).join(", ")} or ${DATA_TYPE_LIST[DATA_TYPE_LIST.length - 1]}`;

export const fieldCreateSchema = z
  .object({
    name,
    dataType: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      z.enum(DATA_TYPES, { error: (issue) => (issue.input === undefined ? "Data type is required" : dataTypeMessage) }),
    ),
    description,
    valueListCategory: z.preprocess(
      refId,
      z
        .string({ error: "Category is required" })
        .trim()
        .nullish()
        .transform((v) => v || null),
    ),
  })
  .superRefine((value, ctx) => {
    if (needsValueListCategory(value.dataType) && !value.valueListCategory)
      ctx.addIssue({ code: "custom", path: ["valueListCategory"], message: "Category is required" });
  })
  .transform((value) => ({
    ...value,
    valueListCategory: needsValueListCategory(value.dataType) ? value.valueListCategory : null,
  }));

/** PATCH /fields/{id}: only name and description change; anything else sent is ignored. */
export const fieldEditSchema = z.object({ name, description });
