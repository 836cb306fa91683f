import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/db";
import { jobSchema } from "../../../domain/schemas/job";
import { crudRoutes } from "../crudRoutes";
import { createJob, deleteJob, getJob, listJobs, updateJob } from "./jobRepo";

/** Jobs (/job), spec 02. The M-Files password is stored encrypted with the server secret. */
export async function jobRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  crudRoutes(app, db, {
    path: "/job",
    entity: "job",
    thing: "job",
    schemas: { create: jobSchema, edit: jobSchema },
    repo: {
      list: listJobs,
      get: getJob,
      create: (db, orgId, body) => createJob(db, config.secret, orgId, body),
      update: (db, orgId, id, body, version) => updateJob(db, config.secret, orgId, id, body, version),
      remove: deleteJob,
    },
    docs: {
      one: "The job.",
      list: { summary: "List jobs", answer: "The organization's jobs (M-Files passwords are never returned)." },
      read: "Read a job",
      create: "Create a job",
      edit: "Edit a job",
      delete: "Delete a job",
    },
  });
}
