import { z } from "zod";
import { ROLES } from "../access";

/** Shared by the user form and POST/PATCH /user: the same rules and messages on both sides. */
const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

export const userEditSchema = z.object({
  firstName: name("First Name"),
  lastName: name("Last Name"),
  isActive: z.boolean({ error: "Is Active must be true or false" }).default(true),
  roles: z
    .array(z.enum(ROLES, { error: "Roles must be Admin, Editor or Indexer" }), { error: "Roles must be a list" })
    .max(3)
    .default([]),
});

export const userCreateSchema = userEditSchema.extend({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Email must be at most 254 characters")
    .pipe(z.email("Email is not a valid e-mail address")),
});

export type UserCreateInput = z.infer<typeof userCreateSchema>;
export type UserEditInput = z.infer<typeof userEditSchema>;
