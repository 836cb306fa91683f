import { randomUUID } from "node:crypto";
import type { Db, Queryable } from "../../db/db";
import { badRequest, notFound } from "../../http/errors";
import { isId, parse } from "../../http/validate";
import type { Job, MFilesExportConfig } from "../../../domain/entities";
import { DEFAULT_CONFIDENCE_THRESHOLD, jobSchema, type JobParsed } from "../../../domain/schemas/job";
import { decryptSecret, encryptSecret, isEncrypted } from "../../crypto/secretBox";
import { normalizeMfilesUrl } from "../../export/mfiles/mfilesClient";
import { iso, refuseStaleOrGone, versionMatches, withUniqueName } from "../shared";
import {
  mailboxDto,
  mailboxToStore,
  storedMailbox,
  withMailboxPasswordFlag,
  writeMailbox,
} from "../../mail/mailboxRepo";

/** A job as the API sends it: the M-Files password is never in it, only whether one is stored. */
export type JobDto = Omit<Job, "export"> & {
  export: { _id: string; config: (MFilesExportConfig & { mfilesPasswordSet: boolean }) | null };
};

/** The stored export config: the password is a secretBox box bound to the job ('' when none). */
type StoredMfilesConfig = MFilesExportConfig;

const passwordContext = (jobId: string) => `job:${jobId}:mfilesPassword`;

const SELECT = `
  SELECT j.id, j.name, j.description, j.document_parser, j.classification, j.split, j.extraction, j.export_type, j.export_config,
         j.version, j.created_at, j.updated_at,
         COALESCE((SELECT json_agg(json_build_object('_id', c.id, 'name', c.name) ORDER BY jd.position)
                     FROM job_document_classes jd JOIN document_classes c ON c.id = jd.document_class_id
                    WHERE jd.job_id = j.id), '[]') AS document_classes,
         (SELECT row_to_json(m) FROM job_mailboxes m WHERE m.job_id = j.id) AS mailbox
    FROM jobs j`;

function toDto(r: any): JobDto {
  const stored = r.export_config as StoredMfilesConfig | null;
  const classification = r.classification ?? {};
  return {
    _id: r.id,
    name: r.name,
    description: r.description,
    documentParser: r.document_parser,
    classification: {
      documentClasses: typeof r.document_classes === "string" ? JSON.parse(r.document_classes) : r.document_classes,
      autoClassification: Boolean(classification.autoClassification),
      autoValidateClassification: Boolean(classification.autoValidateClassification),
      prompt: classification.prompt ?? "",
      eachPageClassification: Boolean(classification.eachPageClassification),
      // Issue 15: jobs saved before the thresholds existed read with their defaults.
      confidenceThreshold:
        typeof classification.confidenceThreshold === "number"
          ? classification.confidenceThreshold
          : DEFAULT_CONFIDENCE_THRESHOLD,
    },
    split: r.split,
    extraction: { confidenceThreshold: DEFAULT_CONFIDENCE_THRESHOLD, qaSampleShare: 0, ...r.extraction },
    export: {
      _id: r.export_type,
      config: stored ? { ...stored, mfilesPassword: "", mfilesPasswordSet: Boolean(stored.mfilesPassword) } : null,
    },
    mailbox: mailboxDto(r.mailbox),
    version: r.version,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

export async function listJobs(db: Queryable, orgId: string): Promise<JobDto[]> {
  return (await db.query(`${SELECT} WHERE j.organization_id = $1 ORDER BY lower(j.name), j.created_at`, [orgId])).map(
    toDto,
  );
}

export async function getJob(db: Queryable, orgId: string, id: string): Promise<JobDto> {
  const [row] = await db.query(`${SELECT} WHERE j.organization_id = $1 AND j.id = $2`, [orgId, id]);
  if (!row) throw notFound("The job");
  return toDto(row);
}

async function storedExportConfig(db: Queryable, orgId: string, jobId: string): Promise<StoredMfilesConfig | null> {
  const [row] = await db.query<{ export_config: StoredMfilesConfig | null }>(
    `SELECT export_config FROM jobs WHERE organization_id = $1 AND id = $2`,
    [orgId, jobId],
  );
  if (!row) throw notFound("The job");
  return row.export_config;
}

function sameUrl(a: string, b: string): boolean {
  try {
    return normalizeMfilesUrl(a).toLowerCase() === normalizeMfilesUrl(b).toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Whether a stored password may stand in for an empty one: only for the same M-Files server and user
 * it was saved with, so that nobody can send a stored password to another server.
 */
function storedPasswordApplies(
  stored: StoredMfilesConfig | null,
  connection: { mfilesUrl?: unknown; mfilesUserName?: unknown },
): boolean {
  if (!stored?.mfilesPassword) return false;
  const url = typeof connection.mfilesUrl === "string" ? connection.mfilesUrl : "";
  const user = typeof connection.mfilesUserName === "string" ? connection.mfilesUserName.trim().toLowerCase() : "";
  return sameUrl(url, stored.mfilesUrl) && user === stored.mfilesUserName.trim().toLowerCase();
}

/** The stored M-Files password of a job in clear, for logging in with it (never for sending to a client). */
export async function storedMfilesPassword(
  db: Queryable,
  secret: string,
  orgId: string,
  jobId: string,
  connection: { mfilesUrl?: unknown; mfilesUserName?: unknown },
): Promise<string | null> {
  const stored = await storedExportConfig(db, orgId, jobId);
  if (!stored || !storedPasswordApplies(stored, connection)) return null;
  return decryptSecret(stored.mfilesPassword, secret, passwordContext(jobId));
}

/** The job's M-Files export config with the password in clear, for the export stage; null unless the job exports to M-Files. */
export async function loadMfilesExportConfig(
  db: Queryable,
  secret: string,
  orgId: string,
  jobId: string,
): Promise<MFilesExportConfig | null> {
  const stored = await storedExportConfig(db, orgId, jobId);
  if (!stored) return null;
  const password = isEncrypted(stored.mfilesPassword)
    ? decryptSecret(stored.mfilesPassword, secret, passwordContext(jobId))
    : stored.mfilesPassword;
  return { ...stored, mfilesPassword: password };
}

/** Rules that need the database: the classes are this organization's, and mapped fields belong to their class. */
async function validate(
  db: Queryable,
  orgId: string,
  jobId: string | null,
  raw: Record<string, unknown>,
): Promise<{ input: JobParsed; stored: StoredMfilesConfig | null }> {
  const stored = jobId ? await storedExportConfig(db, orgId, jobId) : null;
  // mfilesPasswordSet is the server's to say: a stored password counts only for the same server and user.
  const exp = raw.export;
  const withFlag =
    exp &&
    typeof exp === "object" &&
    !Array.isArray(exp) &&
    (exp as any).config &&
    typeof (exp as any).config === "object" &&
    !Array.isArray((exp as any).config)
      ? {
          ...raw,
          export: {
            ...exp,
            config: { ...(exp as any).config, mfilesPasswordSet: storedPasswordApplies(stored, (exp as any).config) },
          },
        }
      : raw;
  const input = parse(jobSchema, withFlag);

  const classIds = input.classification.documentClasses;
  const classes = classIds.every(isId)
    ? await db.query<{ id: string; name: string; fields: { field: string }[] }>(
        `SELECT id, name, fields FROM document_classes WHERE organization_id = $1 AND id = ANY($2::uuid[])`,
        [orgId, classIds],
      )
    : [];
  if (classes.length !== classIds.length)
    throw badRequest("A selected document class was not found. It may have been deleted; please reload the classes.");
  const config = input.export.config;
  if (config) {
    for (const mapping of config.documentClassMapping) {
      const cls = classes.find((c) => c.id === mapping.documentClassId)!;
      const fieldIds = new Set((cls.fields ?? []).map((f) => f.field));
      if (mapping.fieldsMapping.some((m) => !fieldIds.has(m.fieldId)))
        throw badRequest(
          `The M-Files mapping of ${cls.name} names a field that is not a field of that document class.`,
        );
    }
  }
  return { input, stored };
}

function exportConfigToStore(
  input: JobParsed,
  stored: StoredMfilesConfig | null,
  jobId: string,
  secret: string,
): StoredMfilesConfig | null {
  const config = input.export.config;
  if (!config) return null;
  const mfilesPassword = config.mfilesPassword
    ? encryptSecret(config.mfilesPassword, secret, passwordContext(jobId))
    : (stored?.mfilesPassword ?? "");
  return { ...config, mfilesPassword };
}

/** `version`: for an edit, the If-Match version if sent (409 when the job has another). */
async function write(
  tx: Queryable,
  orgId: string,
  jobId: string,
  input: JobParsed,
  exportConfig: StoredMfilesConfig | null,
  isNew: boolean,
  version?: number,
) {
  const { documentClasses, ...classification } = input.classification;
  const params = [
    orgId,
    jobId,
    input.name,
    input.description,
    input.documentParser,
    JSON.stringify(classification),
    JSON.stringify(input.split),
    JSON.stringify(input.extraction),
    input.export._id,
    exportConfig ? JSON.stringify(exportConfig) : null,
  ];
  if (isNew) {
    await tx.query(
      `INSERT INTO jobs (organization_id, id, name, description, document_parser, classification, split, extraction, export_type, export_config)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9, $10::jsonb)`,
      params,
    );
  } else {
    const rows = await tx.query(
      `UPDATE jobs SET name = $3, description = $4, document_parser = $5, classification = $6::jsonb, split = $7::jsonb, extraction = $8::jsonb,
              export_type = $9, export_config = $10::jsonb, version = version + 1, updated_at = now()
        WHERE organization_id = $1 AND id = $2 AND ${versionMatches(11)} RETURNING id`,
      [...params, version ?? null],
    );
    if (!rows.length) await refuseStaleOrGone(tx, "jobs", orgId, jobId, "The job", "job");
    await tx.query(`DELETE FROM job_document_classes WHERE job_id = $1`, [jobId]);
  }
  await tx.query(
    `INSERT INTO job_document_classes (job_id, organization_id, document_class_id, position)
     SELECT $1, $2, c.id, c.position FROM unnest($3::uuid[]) WITH ORDINALITY AS c(id, position)`,
    [jobId, orgId, documentClasses],
  );
}

export async function createJob(db: Db, secret: string, orgId: string, body: Record<string, unknown>): Promise<JobDto> {
  const { input } = await validate(db, orgId, null, withMailboxPasswordFlag(body, null));
  const id = randomUUID();
  const exportConfig = exportConfigToStore(input, null, id, secret);
  const mailbox = mailboxToStore(input.mailbox, null, id, secret);
  await withUniqueName("job", input.name, () =>
    db.transaction(async (tx) => {
      await write(tx, orgId, id, input, exportConfig, true);
      await writeMailbox(tx, orgId, id, mailbox);
    }),
  );
  return getJob(db, orgId, id);
}

/** The same body as create; an empty M-Files password keeps the stored one (same server and user only). */
export async function updateJob(
  db: Db,
  secret: string,
  orgId: string,
  id: string,
  body: Record<string, unknown>,
  version?: number,
): Promise<JobDto> {
  const storedBox = isId(id) ? await storedMailbox(db, orgId, id) : null;
  const { input, stored } = await validate(db, orgId, id, withMailboxPasswordFlag(body, storedBox));
  const exportConfig = exportConfigToStore(input, stored, id, secret);
  const mailbox = mailboxToStore(input.mailbox, storedBox, id, secret);
  await withUniqueName("job", input.name, () =>
    db.transaction(async (tx) => {
      await write(tx, orgId, id, input, exportConfig, false, version);
      await writeMailbox(tx, orgId, id, mailbox);
    }),
  );
  return getJob(db, orgId, id);
}

export async function deleteJob(db: Db, orgId: string, id: string): Promise<void> {
  const rows = await db.query(`DELETE FROM jobs WHERE organization_id = $1 AND id = $2 RETURNING id`, [orgId, id]);
  if (!rows.length) throw notFound("The job");
}
