// What the Export view says about an exported batch: the archive of DE-03, the M-Files objects of DE-01.

interface ExportSummary {
  /** Storage key of the DE-03 ZIP, when there is one. */
  archiveKey: string | null;
  archiveFileName: string;
  /** 'N documents exported.' */
  documentsLine: string | null;
  mfiles: { line: string; objects: { docNo: number; objectId: string | number }[] } | null;
}

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

export function exportSummary(batch: any): ExportSummary {
  const workflow = batch?.workflow ?? {};
  const docs: any[] = Array.isArray(batch?.extractionDocuments) ? batch.extractionDocuments : [];
  const archiveKey: string | null =
    typeof workflow.archiveFileLocation === "string" && workflow.archiveFileLocation
      ? workflow.archiveFileLocation
      : null;
  const last = archiveKey?.split("/").pop();
  const archiveFileName = last && /\.zip$/i.test(last) ? last : `batch-${batch?.batchNumber ?? "export"}.zip`;
  const objects = docs
    .filter((d) => d?.mfilesObjectId !== undefined && d?.mfilesObjectId !== null && d?.mfilesObjectId !== "")
    .map((d) => ({ docNo: Number(d.docNo), objectId: d.mfilesObjectId as string | number }));
  const toMfiles = workflow.exportTarget === "DE-01" || (!archiveKey && objects.length > 0);
  let mfiles: ExportSummary["mfiles"] = null;
  if (toMfiles) {
    const line = objects.length
      ? `${plural(objects.length, "document")} sent to M-Files with object ${objects.length === 1 ? "id" : "ids"} ${objects.map((o) => o.objectId).join(", ")}.`
      : "The documents were sent to M-Files.";
    mfiles = { line, objects: objects.length > 1 ? objects : [] };
  }
  return {
    archiveKey,
    archiveFileName,
    documentsLine: docs.length && !toMfiles ? `${plural(docs.length, "document")} exported.` : null,
    mfiles,
  };
}
