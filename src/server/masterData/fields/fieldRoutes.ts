import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/db";
import { orgOf } from "../../http/access";
import { ifMatchVersion } from "../../http/ifMatch";
import { idOf } from "../shared";
import { createField, deleteField, getField, listFields, updateField } from "./fieldRepo";

type IdParams = { Params: { id: string } };

const fieldId = (id: string) => idOf("The field", id);

/** Custom fields (/fields), spec 02. */
export async function fieldRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get("/fields", { config: { access: { entity: "field", action: "list" } } }, (req) => listFields(db, orgOf(req)));
  app.get<IdParams>("/fields/:id", { config: { access: { entity: "field", action: "list" } } }, (req) => getField(db, orgOf(req), fieldId(req.params.id)));
  app.post("/fields", { config: { access: { entity: "field", action: "create" } } }, (req) => createField(db, orgOf(req), req.body));
  app.patch<IdParams>("/fields/:id", { config: { access: { entity: "field", action: "edit" } } }, (req) =>
    updateField(db, orgOf(req), fieldId(req.params.id), req.body, ifMatchVersion(req, "field")),
  );
  app.delete<IdParams>("/fields/:id", { config: { access: { entity: "field", action: "delete" } } }, async (req) => {
    await deleteField(db, orgOf(req), fieldId(req.params.id));
    return { success: true };
  });
}
