import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/db";
import { documentClassSchema } from "../../../domain/schemas/documentClass";
import { crudRoutes, MASTER_DATA_CONFLICT } from "../crudRoutes";
import {
  createDocumentClass,
  deleteDocumentClass,
  getDocumentClass,
  listDocumentClasses,
  updateDocumentClass,
} from "./documentClassRepo";

/** Document classes (/document-class), spec 02. */
export async function documentClassRoutes(app: FastifyInstance, { db }: { db: Db }) {
  crudRoutes(app, db, {
    path: "/document-class",
    entity: "documentClass",
    thing: "document class",
    schemas: { create: documentClassSchema, edit: documentClassSchema },
    repo: {
      list: listDocumentClasses,
      get: getDocumentClass,
      create: createDocumentClass,
      update: updateDocumentClass,
      remove: deleteDocumentClass,
    },
    docs: {
      one: "The document class.",
      list: { summary: "List document classes", answer: "The organization's document classes." },
      read: "Read a document class",
      create: "Create a document class",
      edit: "Edit a document class",
      delete: { summary: "Delete a document class", errors: MASTER_DATA_CONFLICT },
    },
  });
}
