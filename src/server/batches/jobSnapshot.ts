import type { Queryable } from "../db/db";
import type { BatchRow, JobSnapshot } from "./batchRepo";
import { getJob, type JobDto } from "../masterData/jobs/jobRepo";

/** The batch's job as configured now; the snapshot taken at creation when the job was deleted since. */
export async function currentJob(db: Queryable, batch: BatchRow): Promise<JobSnapshot> {
  try {
    return snapshotOf(await getJob(db, batch.organization_id, batch.job_id));
  } catch {
    return batch.job_snapshot;
  }
}

/** What a batch keeps of its job (never the export secrets). */
export function snapshotOf(job: JobDto): JobSnapshot {
  return {
    _id: job._id,
    name: job.name,
    documentParser: job.documentParser,
    classification: {
      eachPageClassification: !!job.classification?.eachPageClassification,
      autoClassification: !!job.classification?.autoClassification,
      autoValidateClassification: !!job.classification?.autoValidateClassification,
      prompt: job.classification?.prompt ?? "",
      documentClasses: (job.classification?.documentClasses ?? []).map((c: any) => ({ _id: c._id, name: c.name })),
      confidenceThreshold: job.classification?.confidenceThreshold,
    },
    split: job.split ?? { autoValidateSplit: false, splitOptions: [] },
    extraction: job.extraction ?? { autoValidateExtraction: false, top_p: 0, temperature: 0 },
    exportType: job.export?._id ?? "DE-03",
  };
}
