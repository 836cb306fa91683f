import type { MFilesExportConfig } from "../../../domain/entities";
import { createDocument, listClasses, login, uploadFile } from "./mfilesClient";
import { readBytes } from "../../storage/storageIo";
import type { Storage } from "../../storage/storage";
import type { BatchRow } from "../../batches/batchRepo";
import { eInvoiceXmlOfBatch } from "../../einvoice/extractionLane";
import { PersonFacingError, type StepFailureCode } from "../../errors";

/**
 * DE-01: per document, upload its PDF (and its e-invoice XML when it came with one) and create a document
 * object of the mapped class with its mapped fields. `onExported` records the object id right away, so a re-run skips what already went across.
 */
export async function exportToMfiles(
  storage: Storage,
  batch: BatchRow,
  config: MFilesExportConfig,
  onExported: (docNo: number, objectId: number) => Promise<void>,
): Promise<void> {
  const token = await login(config);
  const classes = await listClasses(config.mfilesUrl, token);
  // A document sent as an e-invoice keeps its XML as a second file of its object.
  const xmlOf = await eInvoiceXmlOfBatch(storage, batch);
  for (const doc of batch.extraction_documents) {
    if (doc.mfilesObjectId) continue;
    const mapping = config.documentClassMapping.find((m) => m.documentClassId === doc.documentClass?._id);
    if (!mapping)
      throw new PersonFacingError<StepFailureCode>(
        `Document ${doc.docNo} (${doc.documentClass?.name ?? "no class"}) has no M-Files class mapping in the job.`,
        "mfiles_mapping_missing",
      );
    const mfilesClass = classes.find((c) => c.id === mapping.mfilesClassId);
    const fileName = `${doc.documentClass?.name ?? "Document"} ${batch.batch_number}-${doc.docNo}.pdf`;
    const file = await uploadFile(config.mfilesUrl, token, await readBytes(storage, doc.fileLocation), fileName);
    const xml = xmlOf(doc.mainPages);
    const moreFiles = xml
      ? [await uploadFile(config.mfilesUrl, token, await readBytes(storage, xml), fileName.replace(/\.pdf$/, ".xml"))]
      : [];
    const valueOf = (fieldId: string) =>
      (doc.properties ?? []).find((p) => (p.field?._id ?? p.field) === fieldId)?.value ?? null;
    const objectId = await createDocument(config.mfilesUrl, token, {
      classId: mapping.mfilesClassId,
      name: fileName.replace(/\.pdf$/, ""),
      namePropertyDef: mfilesClass?.namePropertyDef,
      properties: mapping.fieldsMapping.map((m) => ({
        propertyDef: m.mfilesPropertyId,
        dataType: m.dataType,
        value: valueOf(m.fieldId),
        name: mfilesClass?.associatedPropertyDefs.find((p) => p.id === m.mfilesPropertyId)?.name,
      })),
      file,
      moreFiles,
    });
    await onExported(doc.docNo, objectId);
  }
}
