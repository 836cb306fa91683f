import type { Services } from "../../services";
import { updateBatch, type BatchRow, type JobSnapshot, type StoredPage } from "../../batches/batchRepo";
import { classifyPagesWithLlm, createLlmClient } from "../../engines/llm";
import { loadModel, classifyDocument, predict, type ClassProfile } from "../../engines/classifier";
import { getDocumentClass } from "../../masterData/documentClasses/documentClassRepo";
import { moveOn, waitForPerson, type StepOutcome } from "../transitions";
import { TRANSITIONS } from "../../../domain/batch/transitions";
import { currentJob } from "../../batches/jobSnapshot";
import { pageTexts } from "../../batches/pageTexts";
import { DEFAULT_CONFIDENCE_THRESHOLD } from "../../../domain/schemas/job";

/** The classifier's view of the job's classes: their names, descriptions, prompts and field names. */
async function classProfiles(
  s: Services,
  orgId: string,
  classes: { _id: string; name: string }[],
): Promise<ClassProfile[]> {
  return Promise.all(
    classes.map(async (c) => {
      const cls = await getDocumentClass(s.db, orgId, c._id).catch(() => null);
      return {
        _id: c._id,
        name: cls?.name ?? c.name,
        description: cls?.description,
        systemPrompt: cls?.systemPrompt,
        userPrompt: cls?.userPrompt,
        fieldNames: (cls?.fields ?? []).map((f: any) => f.field?.name).filter(Boolean),
      };
    }),
  );
}

/** The optional LLM classifier (LLM_BASE_URL); when the endpoint fails, the built-in classifier decides. */
async function classifyWithLlm(s: Services, job: JobSnapshot, profiles: ClassProfile[], texts: Map<number, string>) {
  try {
    const client = createLlmClient(s.config.llm!);
    return await classifyPagesWithLlm(client, {
      prompt: job.classification.prompt,
      classes: profiles.map((p) => ({ _id: p._id, name: p.name, description: p.description })),
      pages: [...texts].map(([pageNo, text]) => ({ pageNo, text })),
    });
  } catch (err) {
    console.warn(`LLM classification failed, using the built-in classifier: ${(err as Error).message}`);
    return null;
  }
}

/**
 * Classification: one class per page (eachPageClassification) or per document, by the organization's classifier
 * (cold-started from the class descriptions, trained on every validation). Auto classification off: the job's
 * single class, validated at once. autoValidateClassification: the person's step is skipped.
 */
export async function classifyStep(s: Services, batch: BatchRow): Promise<StepOutcome> {
  batch = await updateBatch(s.db, batch.id, batch.version, { status: "CLASSIFYING" });
  const job = await currentJob(s.db, batch);
  const classes = job.classification.documentClasses;
  const byId = new Map(classes.map((c) => [c._id, { _id: c._id, name: c.name }]));
  let pages: StoredPage[];
  if (!job.classification.autoClassification || classes.length === 1) {
    pages = batch.page_data.map((p) => ({ ...p, documentClass: classes[0] ?? null, confidence: null }));
  } else {
    const texts = await pageTexts(s.storage, batch);
    const profiles = await classProfiles(s, batch.organization_id, classes);
    const model = await loadModel(s.db, batch.organization_id, profiles);
    const allowed = classes.map((c) => c._id);
    const result = new Map<
      number,
      { classId: string | null; bestClassId?: string | null; unsure?: boolean; confidence: number }
    >();
    const llm = s.config.llm ? await classifyWithLlm(s, job, profiles, texts) : null;
    if (llm) {
      for (const p of batch.page_data)
        result.set(
          p.pageNo,
          llm.get(p.pageNo)?.classId ? llm.get(p.pageNo)! : predict(model, texts.get(p.pageNo) ?? "", allowed),
        );
    } else if (job.classification.eachPageClassification) {
      for (const p of batch.page_data) result.set(p.pageNo, predict(model, texts.get(p.pageNo) ?? "", allowed));
    } else {
      for (const doc of batch.splitted_documents) {
        const r = classifyDocument(
          model,
          doc.mainPages.map((n: number) => texts.get(n) ?? ""),
          allowed,
        );
        for (const n of doc.mainPages)
          result.set(n, { classId: r.classId, bestClassId: r.bestClassId, unsure: r.unsure, confidence: r.confidence });
      }
    }
    // 'Unsure' (calibrated confidence below the threshold): the page stays unclassified for the person to choose,
    // as a page without a class already shows in the workspace. Without a person (auto-validation) the best guess stands.
    const personDecides = !TRANSITIONS.Classification.person.skippedBy(job);
    pages = batch.page_data.map((p) => {
      const r = result.get(p.pageNo);
      const chosen = r?.unsure && personDecides ? null : (r?.classId ?? r?.bestClassId ?? null);
      const documentClass = r?.unsure && personDecides ? null : (chosen && byId.get(chosen)) || classes[0] || null;
      return { ...p, documentClass, confidence: r ? Math.round(r.confidence * 100) / 100 : null };
    });
  }
  // Issue 15: Auto Validate Classification passes the batch when every page is at or above the job's threshold;
  // otherwise a person validates it, the pages below marked belowThreshold.
  const threshold = job.classification.confidenceThreshold ?? DEFAULT_CONFIDENCE_THRESHOLD;
  pages = pages.map((p) => ({
    ...p,
    belowThreshold: typeof p.confidence === "number" && p.confidence < threshold ? true : undefined,
  }));
  const sure = pages.every((p) => !p.belowThreshold);
  if (!job.classification.autoClassification || (TRANSITIONS.Classification.person.skippedBy(job) && sure))
    return moveOn(batch, "Classification", {
      page_data: pages,
      workflow: { classificationValidated: true, classificationThreshold: threshold },
    });
  return waitForPerson(batch, "Classification", { page_data: pages, workflow: { classificationThreshold: threshold } });
}
