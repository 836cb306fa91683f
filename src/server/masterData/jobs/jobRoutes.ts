import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/db";
import { orgOf } from "../../http/access";
import { ifMatchVersion } from "../../http/ifMatch";
import { idOf } from "../shared";
import { createJob, deleteJob, getJob, listJobs, updateJob } from "./jobRepo";

type IdParams = { Params: { id: string } };

const jobId = (id: string) => idOf("The job", id);

/** Jobs (/job), spec 02. The M-Files password is stored encrypted with the server secret. */
export async function jobRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  app.get("/job", { config: { access: { entity: "job", action: "list" } } }, (req) => listJobs(db, orgOf(req)));
  app.get<IdParams>("/job/:id", { config: { access: { entity: "job", action: "list" } } }, (req) => getJob(db, orgOf(req), jobId(req.params.id)));
  app.post("/job", { config: { access: { entity: "job", action: "create" } } }, (req) => createJob(db, config.secret, orgOf(req), req.body));
  app.patch<IdParams>("/job/:id", { config: { access: { entity: "job", action: "edit" } } }, (req) =>
    updateJob(db, config.secret, orgOf(req), jobId(req.params.id), req.body, ifMatchVersion(req, "job")),
  );
  app.delete<IdParams>("/job/:id", { config: { access: { entity: "job", action: "delete" } } }, async (req) => {
    await deleteJob(db, orgOf(req), jobId(req.params.id));
    return { success: true };
  });
}
