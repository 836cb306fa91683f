import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Services } from "../services";
import { orgOf, authOf } from "../http/access";
import { badRequest, notFound } from "../http/errors";
import { isId, parse } from "../http/validate";
import { contentTypeFor, formatBytes, UploadTooLarge } from "../storage/storage";
import { batchFolder, belongsToBatch, uploadKey } from "./batchKeys";
import { deleteBatchRow, DOWNLOAD_URL_TTL, findBatch, toBatchDto, type BatchFile } from "./batchRepo";
import { createBatchFromUpload } from "./createBatch";
import { recordTombstone } from "../history/batchHistory";
import { masterKeyRecords } from "./masterKeyRecords";
import { BATCH_SORTS, listBatches, type BatchSort } from "./batchList";
import { uploadRejection } from "../../domain/options/catalogue";

/** Before the job is known, any file some job takes; POST /batch then applies the chosen job's rule. */
const ACCEPTED = /\.(png|jpe?g|pdf|xml)$/i;
const UPLOAD_URL_TTL = 3600;

type IdParams = { Params: { id: string } };
const batchId = (id: string) => {
  if (!isId(id)) throw notFound("The batch");
  return id;
};

const fileName = z
  .string({ error: "Each file needs a name" })
  .trim()
  .min(1, "Each file needs a name")
  .max(255, "File names must be at most 255 characters");

const PAGE_MESSAGE = "page must be a whole number from 1 to 1,000,000";
const LIMIT_MESSAGE = "limit must be a whole number from 1 to 100";
export const listQuery = z.object({
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(1_000_000, PAGE_MESSAGE)
    .default(1),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(100, LIMIT_MESSAGE)
    .default(10),
  search: z.string({ error: "search must be a text" }).max(100, "search must be at most 100 characters").optional(),
  sort: z
    .enum(Object.keys(BATCH_SORTS) as [BatchSort, ...BatchSort[]], {
      error: `sort must be one of ${Object.keys(BATCH_SORTS).join(", ")}`,
    })
    .optional(),
  order: z.enum(["asc", "desc"], { error: "order must be asc or desc" }).optional(),
});

export async function batchRoutes(app: FastifyInstance, s: Services) {
  const { db, storage, config } = s;
  const limits = config.uploads;

  /** Reserves a batch id and hands out one upload URL per file, under keys the server chooses. */
  app.post(
    "/batch/getPreSignedUrlForUpload",
    { config: { access: { entity: "batch", action: "create" } } },
    async (req) => {
      const orgId = orgOf(req);
      const body = parse(
        z.object({
          files: z
            .array(fileName, { error: "At least one file is required" })
            .min(1, "At least one file is required")
            .max(limits.maxFilesPerBatch, `A batch can have at most ${limits.maxFilesPerBatch} files.`),
          sizes: z.array(z.number().int().nonnegative()).optional(),
        }),
        req.body,
      );
      for (const name of body.files)
        if (!ACCEPTED.test(name)) throw badRequest(uploadRejection(name, null) ?? `${name} is not accepted.`);
      body.sizes?.forEach((size, i) => {
        if (size === 0) throw badRequest(`${body.files[i]} is empty (0 bytes).`);
        if (size > limits.maxFileBytes)
          throw badRequest(
            `${body.files[i]} is ${formatBytes(size)}; the limit is ${formatBytes(limits.maxFileBytes)} per file.`,
          );
      });
      const id = randomUUID();
      const files: BatchFile[] = body.files.map((name, i) => ({
        fileName: name,
        filePath: uploadKey(orgId, id, i, name),
        size: body.sizes?.[i],
      }));
      await db.query(`INSERT INTO batch_uploads (id, organization_id, files) VALUES ($1, $2, $3::jsonb)`, [
        id,
        orgId,
        JSON.stringify(files),
      ]);
      const filesInfo = [];
      for (const f of files) {
        try {
          const url = await storage.presignUpload(
            f.filePath,
            contentTypeFor(f.fileName),
            UPLOAD_URL_TTL,
            f.size ? { contentLength: f.size } : undefined,
          );
          filesInfo.push({ url, fileName: f.fileName, filePath: f.filePath });
        } catch (err) {
          if (err instanceof UploadTooLarge) throw badRequest(err.message);
          throw err;
        }
      }
      return { batchId: id, filesInfo };
    },
  );

  /** Creates the batch from files that really arrived, and starts parsing. */
  app.post("/batch", { config: { access: { entity: "batch", action: "create" } } }, async (req) => {
    const orgId = orgOf(req);
    const body = parse(
      z.object({
        job: z.string({ error: "Job is required" }).min(1, "Job is required"),
        _id: z.string({ error: "The batch id is missing" }),
        files: z
          .array(z.object({ fileName, filePath: z.string() }), { error: "At least one file is required" })
          .min(1, "At least one file is required"),
      }),
      req.body,
    );
    if (!isId(body._id)) throw badRequest("Unknown upload: ask for upload URLs first.");
    const auth = authOf(req);
    const channel = auth.apiKeyId ? { kind: "api_key" as const, apiKeyId: auth.apiKeyId } : { kind: "web" as const };
    const row = await createBatchFromUpload(s, {
      orgId,
      batchId: body._id,
      jobId: body.job,
      files: body.files,
      createdBy: auth.userId,
      channel,
    });
    return toBatchDto(row, storage);
  });

  /** One page of the list: search (batch number, job name, status), sort by any column, 1-based page and page size. */
  app.get("/batch", { config: { access: { entity: "batch", action: "list" } } }, async (req) => {
    const q = parse(listQuery, req.query);
    return listBatches(db, orgOf(req), q);
  });

  /** The organization's jobs for the Create Batch modal: every batch creator may pick one, not only job admins. */
  app.get("/batch/jobs", { config: { access: { entity: "batch", action: "create" } } }, async (req) => {
    const rows = await db.query<{ id: string; name: string; document_parser: string }>(
      `SELECT id, name, document_parser FROM jobs WHERE organization_id = $1 ORDER BY lower(name)`,
      [orgOf(req)],
    );
    // The parser tells the modal which files the job takes (XML e-invoices under the e-invoice parser).
    return rows.map((r) => ({ _id: r.id, name: r.name, documentParser: r.document_parser }));
  });

  app.get<IdParams>("/batch/:id", { config: { access: { entity: "batch", action: "view" } } }, async (req) =>
    toBatchDto(await findBatch(db, orgOf(req), batchId(req.params.id)), storage),
  );

  /** The master keys the workspace may attach OCR triggers to: those of the batch's job's classes. */
  app.get<IdParams>(
    "/batch/:id/master-keys",
    { config: { access: { entity: "batch", action: "view" } } },
    async (req) => {
      const orgId = orgOf(req);
      const batch = await findBatch(db, orgId, batchId(req.params.id));
      return masterKeyRecords(
        db,
        orgId,
        batch.job_snapshot.classification.documentClasses.map((c) => c._id),
      );
    },
  );

  app.delete<IdParams>("/batch/:id", { config: { access: { entity: "batch", action: "delete" } } }, async (req) => {
    const orgId = orgOf(req);
    const id = batchId(req.params.id);
    // The tombstone (who, when, the number) is written in the delete's transaction and outlives the batch. The files
    // go in that transaction too, after the row is locked and before it is gone for others: whoever finds the batch
    // gone finds none of its files (once the list showed it gone while its folder was still being removed), and a step
    // still writing waits for the end of the delete to see that it is gone (workflow/stepStorage.ts).
    await db.transaction(async (tx) => {
      await recordTombstone(tx, id, authOf(req).userId);
      await deleteBatchRow(tx, orgId, id);
      await storage.deletePrefix(batchFolder(orgId, id));
    });
    return { success: true };
  });

  app.post<IdParams>(
    "/batch/getPreSignedUrlForDownload/:id",
    { config: { access: { entity: "batch", action: "view" } } },
    async (req) => {
      const orgId = orgOf(req);
      const batch = await findBatch(db, orgId, batchId(req.params.id));
      const { fileUrl } = parse(
        z.object({ fileUrl: z.string({ error: "fileUrl is required" }).min(1, "fileUrl is required").max(1000) }),
        req.body,
      );
      if (!belongsToBatch(fileUrl, orgId, batch.id)) throw notFound("The file");
      if (!(await storage.stat(fileUrl))) throw notFound("The file");
      // The export archive downloads as a file with a readable name; everything else opens in the viewer.
      const downloadName = fileUrl.endsWith(".zip") ? `batch-${batch.batch_number}.zip` : undefined;
      return { url: await storage.presignDownload(fileUrl, DOWNLOAD_URL_TTL, downloadName) };
    },
  );
}
