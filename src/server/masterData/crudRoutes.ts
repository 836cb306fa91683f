import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Action, Entity } from "../../domain/access";
import type { Db } from "../db/db";
import { orgOf } from "../http/access";
import type { RouteDoc } from "../http/apiDocs";
import { ifMatchVersion } from "../http/ifMatch";
import { idOf } from "./shared";

/** The 409s of master-data writes, as the OpenAPI document words them. */
export const MASTER_DATA_CONFLICT = {
  409: "A record of that name exists, the record is in use, or it changed since it was read (If-Match).",
};

/** A master-data repository as the routes call it; bodies arrive as objects (the object-body guard of app.ts). */
export interface CrudRepo<T> {
  /** Left out when the records are listed by a route of the resource's own (value list data, per category). */
  list?: (db: Db, orgId: string) => Promise<T[]>;
  get: (db: Db, orgId: string, id: string) => Promise<T>;
  create: (db: Db, orgId: string, body: Record<string, unknown>) => Promise<T>;
  /** `version`: the If-Match version, if sent; a stale one is the repository's 409. */
  update: (db: Db, orgId: string, id: string, body: Record<string, unknown>, version?: number) => Promise<T>;
  remove: (db: Db, orgId: string, id: string) => Promise<void>;
}

/** A route's OpenAPI text: its summary alone, or more (the answer defaults to the resource's `one`). */
type DocOf = string | (Partial<RouteDoc> & { summary: string });

export interface CrudResource<T> {
  /** The collection under /api, e.g. "/fields"; one record is `${path}/:id`. */
  path: string;
  /** The casbin entity; reading one record is its `list` action. */
  entity: Entity;
  /** The record in sentences: "If-Match must be the {thing} version ...", and "The {thing} was not found." */
  thing: string;
  /** The 404 subject when it is not "The {thing}". */
  notFoundAs?: string;
  /** The zod schemas the repository parses bodies with, for the OpenAPI document. */
  schemas?: { create: z.ZodType; edit: z.ZodType };
  repo: CrudRepo<T>;
  /** Create and edit may answer MASTER_DATA_CONFLICT; delete says so when it may. */
  docs: { one: string; list?: RouteDoc; read: DocOf; create: DocOf; edit: DocOf; delete: DocOf };
}

type IdParams = { Params: { id: string } };

/**
 * A master-data resource's five routes: GET list, GET/PATCH/DELETE `:id`, POST, each behind its casbin action and
 * described for the OpenAPI document; PATCH takes If-Match, DELETE answers `{success: true}`. Routes of the resource
 * beyond these are registered beside it.
 */
export function crudRoutes<T>(app: FastifyInstance, db: Db, resource: CrudResource<T>) {
  const { path, entity, thing, schemas, repo, docs } = resource;
  const doc = (given: DocOf, defaults: Partial<RouteDoc>): RouteDoc => ({
    answer: docs.one,
    ...defaults,
    ...(typeof given === "string" ? { summary: given } : given),
  });
  // Writes take a JSON object (the object-body guard); reading one record is the entity's `list`.
  const config = (action: Action, routeDoc: RouteDoc | undefined) => ({
    config: { access: { entity, action }, docs: routeDoc, objectBody: action === "create" || action === "edit" },
  });
  const idParam = (req: FastifyRequest<IdParams>) => idOf(resource.notFoundAs ?? `The ${thing}`, req.params.id);
  const body = (req: FastifyRequest) => req.body as Record<string, unknown>; // made an object by the guard

  const { list } = repo;
  if (list) app.get(path, config("list", docs.list), (req) => list(db, orgOf(req)));
  app.get<IdParams>(`${path}/:id`, config("list", doc(docs.read, {})), (req) => repo.get(db, orgOf(req), idParam(req)));
  const createDoc = doc(docs.create, { body: schemas?.create, errors: MASTER_DATA_CONFLICT });
  app.post(path, config("create", createDoc), (req) => repo.create(db, orgOf(req), body(req)));
  const editDoc = doc(docs.edit, { body: schemas?.edit, errors: MASTER_DATA_CONFLICT });
  app.patch<IdParams>(`${path}/:id`, config("edit", editDoc), (req) =>
    repo.update(db, orgOf(req), idParam(req), body(req), ifMatchVersion(req, thing)),
  );
  app.delete<IdParams>(
    `${path}/:id`,
    config("delete", doc(docs.delete, { answer: "`{success: true}`." })),
    async (req) => {
      await repo.remove(db, orgOf(req), idParam(req));
      return { success: true };
    },
  );
}
