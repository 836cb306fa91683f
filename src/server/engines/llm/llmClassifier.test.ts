import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLlmClient, LlmError } from "./llmClient.js";
import { classifyPagesWithLlm, DEFAULT_LLM_CONFIDENCE } from "./llmClassifier.js";
import { startLlmStandIn, type LlmStandIn, type StandInRequest } from "../../../testing/llmStandIn.js";

const classes = [
  { _id: "c-inv", name: "Invoice", description: "A bill asking for payment" },
  { _id: "c-dn", name: "Delivery Note", description: "Goods delivered" },
  { _id: "c-oth", name: "Other" },
];

function pageText(req: StandInRequest): string {
  return req.body.messages[1].content as string;
}

describe("classifyPagesWithLlm", () => {
  let standIn: LlmStandIn;
  beforeAll(async () => {
    standIn = await startLlmStandIn();
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    standIn.requests.length = 0;
  });

  it("sends the job prompt and class names, and maps answered names back to class ids", async () => {
    standIn.setResponder((req) => {
      const text = pageText(req);
      if (text.includes("INVOICE")) return { content: { className: "Invoice", confidence: 0.97 } };
      if (text.includes("DELIVERY")) return { content: { className: "delivery note" } }; // no confidence, other case
      if (text.includes("GIBBERISH")) return { content: { className: "Receipt", confidence: 0.8 } };
      return { content: { className: "Other", confidence: 55 } };
    });
    const client = createLlmClient({ baseUrl: standIn.baseUrl, apiKey: "k", model: "cls-model" });
    const result = await classifyPagesWithLlm(client, {
      prompt: "Classify German supplier documents.",
      classes,
      pages: [
        { pageNo: 1, text: "INVOICE 123 total 10 EUR" },
        { pageNo: 2, text: "DELIVERY NOTE 9" },
        { pageNo: 3, text: "GIBBERISH" },
        { pageNo: 4, text: "terms and conditions" },
      ],
    });

    expect(result.get(1)).toEqual({ classId: "c-inv", confidence: 0.97 });
    expect(result.get(2)).toEqual({ classId: "c-dn", confidence: DEFAULT_LLM_CONFIDENCE });
    expect(result.get(3)).toEqual({ classId: null, confidence: 0 });
    expect(result.get(4)).toEqual({ classId: "c-oth", confidence: 0.55 });

    expect(standIn.requests).toHaveLength(4);
    const body = standIn.requests[0].body;
    expect(body.model).toBe("cls-model");
    expect(body.temperature).toBe(0);
    expect(body.messages[0].role).toBe("system");
    expect(body.messages[0].content).toContain("Classify German supplier documents.");
    expect(body.messages[0].content).toContain("- Invoice: A bill asking for payment");
    expect(body.messages[0].content).toContain("- Other");
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(body.response_format.json_schema.schema.properties.className.enum).toEqual([
      "Invoice",
      "Delivery Note",
      "Other",
    ]);
    expect(body.response_format.json_schema.schema.required).toEqual(["className", "confidence"]);
  });

  it("rejects with the LlmError when the endpoint fails", async () => {
    standIn.setResponder(() => ({ status: 500, body: { error: { message: "model overloaded" } } }));
    const client = createLlmClient({ baseUrl: standIn.baseUrl, model: "m" });
    const err = await classifyPagesWithLlm(client, { prompt: "", classes, pages: [{ pageNo: 1, text: "x" }] }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(LlmError);
    expect((err as Error).message).toContain("model overloaded");
  });

  it("asks nothing when there are no pages or no classes", async () => {
    const client = createLlmClient({ baseUrl: standIn.baseUrl, model: "m" });
    expect((await classifyPagesWithLlm(client, { classes, pages: [] })).size).toBe(0);
    const none = await classifyPagesWithLlm(client, { classes: [], pages: [{ pageNo: 1, text: "x" }] });
    expect(none.get(1)).toEqual({ classId: null, confidence: 0 });
    expect(standIn.requests).toHaveLength(0);
  });
});
