import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/db";
import { orgOf } from "../../http/access";
import { valueListCategorySchema } from "../../../domain/schemas/valueList";
import { crudRoutes, MASTER_DATA_CONFLICT } from "../crudRoutes";
import { idOf } from "../shared";
import { createCategory, deleteCategory, getCategory, listCategories, updateCategory } from "./valueListCategoryRepo";
import { createData, deleteData, getData, listData, updateData } from "./valueListDataRepo";

type CategoryParams = { Params: { categoryId: string } };

/** Value list categories (/Value-List-Category) and their records (/value-list-data), spec 02. */
export async function valueListRoutes(app: FastifyInstance, { db }: { db: Db }) {
  crudRoutes(app, db, {
    path: "/Value-List-Category",
    entity: "valueListCategory",
    thing: "value list",
    schemas: { create: valueListCategorySchema, edit: valueListCategorySchema },
    repo: {
      list: listCategories,
      get: getCategory,
      create: createCategory,
      update: updateCategory,
      remove: deleteCategory,
    },
    docs: {
      one: "The category.",
      list: { summary: "List value list categories", answer: "The categories with their record counts." },
      read: "Read a value list category",
      create: "Create a value list category",
      edit: "Edit a value list category",
      delete: { summary: "Delete a value list category and its records", errors: MASTER_DATA_CONFLICT },
    },
  });

  // A category's records are listed under it; the rule of a record's body depends on its category (no one schema).
  const listDoc = { summary: "List a category's records", answer: "The records of the category." };
  app.get<CategoryParams>(
    "/value-list-data/:categoryId/getAll",
    { config: { access: { entity: "valueListData", action: "list" }, docs: listDoc } },
    (req) => listData(db, orgOf(req), idOf("The value list", req.params.categoryId)),
  );
  crudRoutes(app, db, {
    path: "/value-list-data",
    entity: "valueListData",
    thing: "record",
    notFoundAs: "The value list data",
    repo: { get: getData, create: createData, update: updateData, remove: deleteData },
    docs: {
      one: "The record.",
      read: "Read a value list record",
      create: {
        summary: "Create a value list record",
        bodyDescription:
          "`{category, value}` for an ordinary list; `{category, data: {<field>: text}}` for a master key list; optional `ocrTrigger` and `customPrompt`. The rules depend on the category, so the schema is built per request.",
      },
      edit: {
        summary: "Edit a value list record",
        bodyDescription:
          "Partial: the form's fields, or `{ocrTrigger}` alone (null removes it), or `{customPrompt}` alone.",
      },
      delete: "Delete a value list record",
    },
  });
}
