import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Caller, type TestApp } from "../../testing/testApp";
import { makeClass, makeField, makeJob } from "../../testing/masterDataFactories";
import { startLlmStandIn, type LlmStandIn } from "../../testing/llmStandIn";
import { createFixtureBatch, waitForBatch } from "../../testing/batches";

/** With LLM_BASE_URL set, classification and extraction ask the OpenAI-compatible endpoint (a local stand-in here). */
describe("optional LLM through the pipeline", () => {
  let t: TestApp;
  let llm: LlmStandIn;
  let admin: Caller;
  beforeAll(async () => {
    llm = await startLlmStandIn((req) => {
      const schema = JSON.stringify(req.body.response_format);
      if (schema.includes("className")) return { content: { className: "Receipt", confidence: 0.7 } };
      return { content: { fields: { "Invoice Number": "LLM-42" }, tables: {} } };
    });
    t = await createTestApp(
      "pglite",
      { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: "stand-in", LLM_API_KEY: "k" },
      { workers: true },
    );
    admin = await t.signedIn(["admin"]);
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it("uses the job's prompt to classify and the class's prompts, the job's temperature and top_p to extract", async () => {
    const number = await makeField(admin, { name: "Invoice Number" });
    const invoice = await makeClass(admin, [number._id], { name: "Invoice" });
    // The stand-in answers Receipt, so the receipt's prompts are the ones sent for extraction.
    const receipt = await makeClass(admin, [number._id], {
      name: "Receipt",
      systemPrompt: "You read receipts.",
      userPrompt: "Find the number.",
    });
    const job = await makeJob(admin, [invoice._id, receipt._id], {
      documentParser: "text-layer",
      classification: {
        documentClasses: [invoice._id, receipt._id],
        autoClassification: true,
        autoValidateClassification: true,
        prompt: "Sort the mail.",
        eachPageClassification: true,
        confidenceThreshold: 0.7,
      },
      split: { autoValidateSplit: true, splitOptions: [{ _id: "per-file", config: {} }] },
      extraction: { autoValidateExtraction: false, top_p: 0.5, temperature: 0.3 },
    });
    const created = await createFixtureBatch(t, admin, job._id, ["coolblue1.pdf"]);
    const batch = await waitForBatch(admin, created._id, (b) => ["USER_VALIDATION", "ERROR"].includes(b.status));
    expect(batch.workflow.error).toBeNull();
    expect(batch.pageData[0].documentClass.name).toBe("Receipt");
    expect(batch.pageData[0].confidence).toBe(0.7);
    expect(batch.extractionDocuments[0].properties[0].value).toBe("LLM-42");
    const classify = llm.requests.find((r) => JSON.stringify(r.body).includes("Sort the mail."));
    expect(classify?.body.model).toBe("stand-in");
    const extract = llm.requests.find((r) => JSON.stringify(r.body.messages).includes("Find the number."))!;
    expect(extract.body.temperature).toBe(0.3);
    expect(extract.body.top_p).toBe(0.5);
    expect(JSON.stringify(extract.body.messages)).toContain("You read receipts.");
    expect(extract.headers.authorization).toBe("Bearer k");
  });
});
