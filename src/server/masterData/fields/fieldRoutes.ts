import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/db";
import { fieldCreateSchema, fieldEditSchema } from "../../../domain/schemas/field";
import { crudRoutes, MASTER_DATA_CONFLICT } from "../crudRoutes";
import { createField, deleteField, getField, listFields, updateField } from "./fieldRepo";

/** Custom fields (/fields), spec 02. */
export async function fieldRoutes(app: FastifyInstance, { db }: { db: Db }) {
  crudRoutes(app, db, {
    path: "/fields",
    entity: "field",
    thing: "field",
    schemas: { create: fieldCreateSchema, edit: fieldEditSchema },
    repo: { list: listFields, get: getField, create: createField, update: updateField, remove: deleteField },
    docs: {
      one: "The field.",
      list: { summary: "List fields", answer: "The organization's fields." },
      read: "Read a field",
      create: "Create a field",
      edit: "Rename or describe a field",
      delete: { summary: "Delete a field", errors: MASTER_DATA_CONFLICT },
    },
  });
}
