import type { Queryable } from "../../db/db";
import type { BatchRow, JobSnapshot } from "../../batches/batchRepo";
import { getJob } from "../../masterData/jobs/jobRepo";

/** The batch's job as configured now; the snapshot taken at creation when the job was deleted since. */
export async function currentJob(db: Queryable, batch: BatchRow): Promise<JobSnapshot> {
  try {
    const job = await getJob(db, batch.organization_id, batch.job_id);
    return snapshotOf(job as any);
  } catch {
    return batch.job_snapshot;
  }
}

export function snapshotOf(job: { _id: string; name: string; documentParser: string; classification: any }): JobSnapshot {
  return {
    _id: job._id,
    name: job.name,
    documentParser: job.documentParser,
    classification: {
      eachPageClassification: !!job.classification?.eachPageClassification,
      autoClassification: !!job.classification?.autoClassification,
      autoValidateClassification: !!job.classification?.autoValidateClassification,
      documentClasses: (job.classification?.documentClasses ?? []).map((c: any) => ({ _id: c._id, name: c.name })),
    },
  };
}
