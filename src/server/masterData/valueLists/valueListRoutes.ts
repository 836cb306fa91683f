import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/db";
import { orgOf } from "../../http/access";
import { ifMatchVersion } from "../../http/ifMatch";
import { idOf } from "../shared";
import { createCategory, deleteCategory, getCategory, listCategories, updateCategory } from "./valueListCategoryRepo";
import { createData, deleteData, getData, listData, updateData } from "./valueListDataRepo";

type IdParams = { Params: { id: string } };
type CategoryParams = { Params: { categoryId: string } };

const category = (id: string) => idOf("The value list", id);
const record = (id: string) => idOf("The value list data", id);

/** Value list categories (/Value-List-Category) and their records (/value-list-data), spec 02. */
export async function valueListRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get("/Value-List-Category", { config: { access: { entity: "valueListCategory", action: "list" } } }, (req) => listCategories(db, orgOf(req)));
  app.get<IdParams>("/Value-List-Category/:id", { config: { access: { entity: "valueListCategory", action: "list" } } }, (req) =>
    getCategory(db, orgOf(req), category(req.params.id)),
  );
  app.post("/Value-List-Category", { config: { access: { entity: "valueListCategory", action: "create" } } }, (req) => createCategory(db, orgOf(req), req.body));
  app.patch<IdParams>("/Value-List-Category/:id", { config: { access: { entity: "valueListCategory", action: "edit" } } }, (req) =>
    updateCategory(db, orgOf(req), category(req.params.id), req.body, ifMatchVersion(req, "value list")),
  );
  app.delete<IdParams>("/Value-List-Category/:id", { config: { access: { entity: "valueListCategory", action: "delete" } } }, async (req) => {
    await deleteCategory(db, orgOf(req), category(req.params.id));
    return { success: true };
  });

  app.get<CategoryParams>("/value-list-data/:categoryId/getAll", { config: { access: { entity: "valueListData", action: "list" } } }, (req) =>
    listData(db, orgOf(req), category(req.params.categoryId)),
  );
  app.get<IdParams>("/value-list-data/:id", { config: { access: { entity: "valueListData", action: "list" } } }, (req) =>
    getData(db, orgOf(req), record(req.params.id)),
  );
  app.post("/value-list-data", { config: { access: { entity: "valueListData", action: "create" } } }, (req) => createData(db, orgOf(req), req.body));
  app.patch<IdParams>("/value-list-data/:id", { config: { access: { entity: "valueListData", action: "edit" } } }, (req) =>
    updateData(db, orgOf(req), record(req.params.id), req.body, ifMatchVersion(req, "record")),
  );
  app.delete<IdParams>("/value-list-data/:id", { config: { access: { entity: "valueListData", action: "delete" } } }, async (req) => {
    await deleteData(db, orgOf(req), record(req.params.id));
    return { success: true };
  });
}
