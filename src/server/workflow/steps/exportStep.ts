import type { Services } from "../../services";
import { loadBatch, updateBatch, type BatchRow } from "../../batches/batchRepo";
import { loadMfilesExportConfig } from "../../masterData/jobs/jobRepo";
import { exportToArchive } from "../../export/archive/archiveExport";
import { exportToMfiles } from "../../export/mfiles/mfilesExport";
import { MFilesError } from "../../export/mfiles/mfilesClient";
import { PersonFacingError, type StepFailureCode } from "../../errors";
import { moveOn, type StepOutcome } from "../transitions";
import { currentJob } from "../../batches/jobSnapshot";
import { listHistory } from "../../history/batchHistory";

/** Export: DE-01 to M-Files, DE-03 (default) to the built-in archive; a failure carries M-Files' own message. */
export async function exportStep(s: Services, batch: BatchRow): Promise<StepOutcome> {
  batch = await updateBatch(s.db, batch.id, batch.version, { status: "EXPORTING" });
  const job = await currentJob(s.db, batch);
  if (job.exportType === "DE-01") {
    const config = await loadMfilesExportConfig(s.db, s.config.secret, batch.organization_id, batch.job_id);
    if (!config)
      throw new PersonFacingError<StepFailureCode>(
        "The job has no M-Files connection configured.",
        "mfiles_not_configured",
      );
    try {
      await exportToMfiles(s.storage, batch, config, async (docNo, objectId) => {
        batch = await updateBatch(s.db, batch.id, batch.version, {
          extraction_documents: batch.extraction_documents.map((d) =>
            d.docNo === docNo ? { ...d, mfilesObjectId: objectId } : d,
          ),
        });
      });
    } catch (err) {
      if (err instanceof MFilesError)
        throw new PersonFacingError<StepFailureCode>(`M-Files: ${err.message}`, "mfiles_failed", { cause: err });
      throw err;
    }
    return moveOn((await loadBatch(s.db, batch.id))!, "Export", { workflow: { exportTarget: "DE-01" } });
  }
  const archive = await exportToArchive(
    s.storage,
    batch,
    await listHistory(s.db, batch.organization_id, { batchId: batch.id }),
  );
  return moveOn(batch, "Export", { workflow: { exportTarget: "DE-03", archiveFileLocation: archive } });
}
