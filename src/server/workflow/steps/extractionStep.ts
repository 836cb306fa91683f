import type { Services } from "../../services";
import { updateBatch, type BatchRow } from "../../batches/batchRepo";
import { loadHints, validateProperties, type ExtractionClass, type ValueListItem } from "../../engines/extraction";
import type { ExtractDocumentResult } from "../../engines/extraction/types";
import type { ExtractionDocument } from "../../../domain/entities";
import type { TextAnnotation, TextAnnotationPage } from "../../../domain/batch/textAnnotation";
import { createLlmClient, extractWithLlm } from "../../engines/llm";
import type { JobSnapshot } from "../../batches/batchRepo";
import { storageKey } from "../../storage/storage";
import { moveOn, waitForPerson, type StepOutcome } from "../transitions";
import { currentJob } from "../../batches/jobSnapshot";
import { extractionClassOf, valueListsOf } from "../../masterData/documentClasses/extractionClass";
import { readJson } from "../../storage/storageIo";
import { extractInThread } from "../../threads/pool";
import { EINVOICE_PARSER_ID } from "../../../domain/options/catalogue";
import { eInvoicesOfBatch } from "../../einvoice/extractionLane";
import { eInvoiceLessons, teachValues } from "../learning";
import { judgeExtraction } from "../../straightThrough/straightThrough";
import { mapInOrder } from "../inOrder";

/** Documents extracted at once (see extractionStep). */
const DOCUMENTS_IN_FLIGHT = 4;

/**
 * The optional LLM extractor (LLM_BASE_URL) with the class's prompts, the master key's custom prompt and the job's
 * temperature and top_p: its values win where it found one; positions stay the built-in extractor's. On failure the
 * built-in values stand.
 */
async function applyLlm(
  s: Services,
  job: JobSnapshot,
  cls: ExtractionClass & { systemPrompt?: string; userPrompt?: string },
  doc: ExtractionDocument,
  pages: TextAnnotationPage[],
  result: ExtractDocumentResult,
) {
  try {
    const answer = await extractWithLlm(createLlmClient(s.config.llm!), {
      documentClass: {
        name: cls.name ?? "",
        systemPrompt: cls.systemPrompt,
        userPrompt: cls.userPrompt,
        fields: cls.fields,
        tables: cls.tables,
      },
      customPrompt: doc.masterKeyData?.customPrompt ?? "",
      temperature: job.extraction?.temperature ?? 0,
      top_p: job.extraction?.top_p ?? 0,
      text: pages.map((p) => p.text ?? "").join("\n\f\n"),
    });
    result.properties = validateProperties(
      result.properties.map((p) => {
        const v = answer.values[p.field._id];
        return v === null || v === undefined ? p : { ...p, value: v, originalValue: v };
      }),
      cls,
    );
  } catch (err) {
    console.warn(`LLM extraction failed, keeping the built-in values: ${(err as Error).message}`);
  }
}

/**
 * Extraction: every field and table of each document's class, validated, with where each value was found
 * (the extraction annotation the viewer highlights). A single-document re-process extracts only that one.
 */
export async function extractionStep(s: Services, batch: BatchRow): Promise<StepOutcome> {
  batch = await updateBatch(s.db, batch.id, batch.version, { status: "EXTRACTING" });
  const job = await currentJob(s.db, batch);
  const only = batch.extraction_documents.some((d) => d.reprocess)
    ? new Set(batch.extraction_documents.filter((d) => d.reprocess).map((d) => d.docNo))
    : null;
  const classes = new Map<string, ExtractionClass>();
  const lists = new Map<string, Record<string, ValueListItem[]>>();
  const loading = new Map<string, Promise<void>>();
  // A class and its value lists are read once, however many documents in flight ask for them.
  const loadClass = (classId: string) => {
    let done = loading.get(classId);
    if (!done) {
      done = (async () => {
        const cls = await extractionClassOf(s.db, batch.organization_id, classId);
        classes.set(classId, cls);
        lists.set(classId, await valueListsOf(s.db, batch.organization_id, cls));
      })();
      loading.set(classId, done);
    }
    return done;
  };
  // With the e-invoice parser, the data a document's file carried fills the fields it has a term for.
  const eInvoiceOf = job.documentParser === EINVOICE_PARSER_ID ? await eInvoicesOfBatch(s.storage, batch) : null;
  // Documents in flight: each waits on storage, the database and the thread pool in turn. One at a time when an
  // e-invoice teaches the seller's hints or a language model is asked (their order and rate stay as they were).
  const inFlight = eInvoiceOf || s.config.llm ? 1 : DOCUMENTS_IN_FLIGHT;
  const documents = await mapInOrder(batch.extraction_documents, inFlight, async (doc): Promise<ExtractionDocument> => {
    if (only && !only.has(doc.docNo)) return doc;
    const classId = doc.documentClass?._id;
    if (!classId) return { ...doc, reprocess: undefined };
    await loadClass(classId);
    const cls = classes.get(classId)!;
    const { pages } = await readJson<TextAnnotation>(s.storage, doc.textAnnotationFileLocation);
    const masterKey = doc.masterKeyData?._id
      ? { _id: doc.masterKeyData._id, value: doc.masterKeyData.value, data: doc.masterKeyData.data ?? null }
      : null;
    const learned = masterKey ? await loadHints(s.db, batch.organization_id, masterKey._id, classId) : [];
    const result = await extractInThread({
      pages,
      documentClass: cls,
      valueLists: lists.get(classId),
      masterKey,
      learned,
    });
    if (s.config.llm) await applyLlm(s, job, cls, doc, pages, result);
    const eInvoice = eInvoiceOf ? await eInvoiceOf(doc.mainPages) : null;
    if (eInvoice) {
      const seen = result.properties;
      result.properties = eInvoice.apply(
        seen,
        cls,
        lists.get(classId) ?? {},
        (ps) => validateProperties(ps, cls),
        pages,
      );
      result.tables = eInvoice.applyTables(result.tables, cls);
      // The sender's data teaches the page reading, so their next paper invoice needs no correction.
      if (masterKey)
        await teachValues(
          s,
          batch.organization_id,
          { masterKeyId: masterKey._id, classId, pages },
          eInvoiceLessons(seen, result.properties),
        );
    }
    const annotationKey = storageKey(
      "org",
      batch.organization_id,
      "batch",
      batch.id,
      "documents",
      `doc-${String(doc.docNo).padStart(4, "0")}.extraction.json`,
    );
    await s.storage.write(annotationKey, Buffer.from(JSON.stringify(result.annotations)), "application/json");
    const byId = new Map(cls.fields.map((f) => [f.field._id, f.field]));
    return {
      ...doc,
      reprocess: undefined,
      validated: false,
      extractionAnnotationFileLocation: annotationKey,
      properties: result.properties.map((p) => ({
        ...p,
        field: { _id: p.field._id, name: p.field.name, dataType: byId.get(p.field._id)?.dataType ?? "String" },
      })),
      tables: result.tables,
      parseData: result.parseData,
      ...(eInvoice?.notice ? { notices: [eInvoice.notice] } : { notices: undefined }),
    };
  });
  // Issue 15: duplicates are flagged; with auto-validation the documents that pass (validations, no warning or notice,
  // required fields at or above the job's threshold, no duplicate, not in the QA sample) are stored validated.
  const judged = await judgeExtraction(s, batch, job, documents, (d) => !only || only.has(d.docNo), classes);
  const workflow = { extractionThreshold: judged.threshold };
  if (judged.passedAll)
    return moveOn(batch, "Extraction", {
      extraction_documents: judged.documents,
      workflow: { ...workflow, extractionValidated: true },
    });
  return waitForPerson(batch, "Extraction", { extraction_documents: judged.documents, workflow });
}
