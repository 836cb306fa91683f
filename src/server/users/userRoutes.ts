import type { FastifyInstance } from "fastify";
import type { Db } from "../db/db";
import { authOf, orgOf } from "../http/access";
import { notFound } from "../http/errors";
import { isId, parse } from "../http/validate";
import { userCreateSchema, userEditSchema } from "../../domain/schemas/user";
import { createUser, deleteUser, getUser, listUsers, updateUser } from "./userRepo";

type IdParams = { Params: { id: string } };

const userId = (id: string) => {
  if (!isId(id)) throw notFound("The user");
  return id;
};

export async function userRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get("/user", { config: { access: { entity: "user", action: "list" } } }, (req) => listUsers(db, orgOf(req)));
  app.get<IdParams>("/user/:id", { config: { access: { entity: "user", action: "list" } } }, (req) =>
    getUser(db, orgOf(req), userId(req.params.id)),
  );
  app.post("/user", { config: { access: { entity: "user", action: "create" } } }, (req) =>
    createUser(db, orgOf(req), parse(userCreateSchema, req.body)),
  );
  app.patch<IdParams>("/user/:id", { config: { access: { entity: "user", action: "edit" } } }, (req) =>
    updateUser(db, orgOf(req), userId(req.params.id), parse(userEditSchema, req.body)),
  );
  app.delete<IdParams>("/user/:id", { config: { access: { entity: "user", action: "delete" } } }, async (req) => {
    await deleteUser(db, orgOf(req), userId(req.params.id), authOf(req).userId);
    return { success: true };
  });
}
