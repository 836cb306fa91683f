import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/db";
import { orgOf } from "../../http/access";
import { ifMatchVersion } from "../../http/ifMatch";
import { idOf } from "../shared";
import { createDocumentClass, deleteDocumentClass, getDocumentClass, listDocumentClasses, updateDocumentClass } from "./documentClassRepo";

type IdParams = { Params: { id: string } };

const classId = (id: string) => idOf("The document class", id);

/** Document classes (/document-class), spec 02. */
export async function documentClassRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get("/document-class", { config: { access: { entity: "documentClass", action: "list" } } }, (req) => listDocumentClasses(db, orgOf(req)));
  app.get<IdParams>("/document-class/:id", { config: { access: { entity: "documentClass", action: "list" } } }, (req) =>
    getDocumentClass(db, orgOf(req), classId(req.params.id)),
  );
  app.post("/document-class", { config: { access: { entity: "documentClass", action: "create" } } }, (req) => createDocumentClass(db, orgOf(req), req.body));
  app.patch<IdParams>("/document-class/:id", { config: { access: { entity: "documentClass", action: "edit" } } }, (req) =>
    updateDocumentClass(db, orgOf(req), classId(req.params.id), req.body, ifMatchVersion(req, "document class")),
  );
  app.delete<IdParams>("/document-class/:id", { config: { access: { entity: "documentClass", action: "delete" } } }, async (req) => {
    await deleteDocumentClass(db, orgOf(req), classId(req.params.id));
    return { success: true };
  });
}
