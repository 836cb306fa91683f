import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/db";
import { orgOf } from "../../http/access";
import { badRequest } from "../../http/errors";
import { parse } from "../../http/validate";
import { SecretBoxError } from "../../crypto/secretBox";
import { listClasses, login, MFilesError } from "../../export/mfiles/mfilesClient";
import { mfilesClassesRequestSchema, mfilesLoginSchema } from "../../../domain/schemas/job";
import { idOf } from "../shared";
import { storedMfilesPassword } from "../jobs/jobRepo";

/** M-Files refusals and unreachable servers are the user's to fix: 400 with M-Files' own words. */
function mfilesFailure(err: unknown, fallback: string): never {
  if (err instanceof MFilesError) throw badRequest(err.message.trim() || fallback);
  throw err;
}

/**
 * The job form's M-Files calls (spec 02, section 7): log in (the session is verified, see mfilesClient)
 * and list the document classes with their property definitions. Only people who may edit jobs use them.
 */
export async function mfilesRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  app.post("/batch-Export/m-files/login", { config: { access: { entity: "job", action: "edit" } } }, async (req) => {
    const orgId = orgOf(req);
    const input = parse(mfilesLoginSchema, req.body);
    let password = input.mfilesPassword;
    if (!password && input.jobId) {
      let stored: string | null;
      try {
        stored = await storedMfilesPassword(db, config.secret, orgId, idOf("The job", input.jobId), input);
      } catch (err) {
        if (err instanceof SecretBoxError)
          throw badRequest("The stored M-Files password can no longer be read. Please enter the password again.");
        throw err;
      }
      if (stored === null) throw badRequest("M-Files Password is Required");
      password = stored;
    }
    try {
      const token = await login({ ...input, mfilesPassword: password });
      return { token };
    } catch (err) {
      return mfilesFailure(err, "Failed to Login in M-Files");
    }
  });

  app.post(
    "/batch-Export/m-files/documentClasses",
    { config: { access: { entity: "job", action: "edit" } } },
    async (req) => {
      orgOf(req);
      const input = parse(mfilesClassesRequestSchema, req.body);
      try {
        return await listClasses(input.mfilesUrl, input.mFilesToken);
      } catch (err) {
        return mfilesFailure(err, "Failed to Load M-Files Document Classes");
      }
    },
  );
}
