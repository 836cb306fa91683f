// Optional LLM page classifier: one request per page, the answer constrained to an enum of the job's class names.
import type { LlmClient } from "./llmClient.js";

interface LlmClassInput {
  _id: string;
  name: string;
  description?: string | null;
}

interface LlmPageInput {
  pageNo: number;
  text: string;
}

interface LlmPageClassification {
  /** null when the model's answer names no known class. */
  classId: string | null;
  /** 0..1: the model's own confidence when given, else DEFAULT_LLM_CONFIDENCE (0 when classId is null). */
  confidence: number;
}

interface ClassifyPagesWithLlmInput {
  /** The job's classification prompt (may be empty). */
  prompt?: string | null;
  classes: LlmClassInput[];
  pages: LlmPageInput[];
  temperature?: number;
  top_p?: number;
  timeoutMs?: number;
  /** Requests in flight at once (default 4). */
  concurrency?: number;
  /** Page text is cut to this many characters (default 12 000). */
  maxPageChars?: number;
}

export const DEFAULT_LLM_CONFIDENCE = 0.9;
const CLASSIFY_SCHEMA_NAME = "page_classification";

interface ClassAnswer {
  className?: unknown;
  confidence?: unknown;
}

/** The JSON schema of one page's answer: a class name from the enum and a confidence. */
function classificationSchema(classNames: string[]): Record<string, unknown> {
  return {
    type: "object",
    properties: {
      className: { type: "string", enum: classNames, description: "The name of the document class of this page." },
      confidence: { type: "number", description: "How sure you are, from 0 to 1." },
    },
    required: ["className", "confidence"],
    additionalProperties: false,
  };
}

function classificationSystemMessage(prompt: string | null | undefined, classes: LlmClassInput[]): string {
  const intro =
    prompt && prompt.trim()
      ? prompt.trim()
      : "You classify pages of business documents into one of the given document classes.";
  const list = classes
    .map((c) => (c.description && c.description.trim() ? `- ${c.name}: ${c.description.trim()}` : `- ${c.name}`))
    .join("\n");
  return `${intro}\n\nDocument classes:\n${list}\n\nAnswer with the name of exactly one class (className) and your confidence from 0 to 1.`;
}

/** Classifies every page; rejects with LlmError when a request fails (callers fall back to the built-in classifier). */
export async function classifyPagesWithLlm(
  client: LlmClient,
  input: ClassifyPagesWithLlmInput,
): Promise<Map<number, LlmPageClassification>> {
  const result = new Map<number, LlmPageClassification>();
  if (input.pages.length === 0) return result;

  // Names are matched case-insensitively; the first class of a duplicated name wins.
  const idByName = new Map<string, string>();
  const names: string[] = [];
  for (const c of input.classes) {
    const key = normaliseName(c.name);
    if (!key || idByName.has(key)) continue;
    idByName.set(key, c._id);
    names.push(c.name);
  }
  if (names.length === 0) {
    for (const p of input.pages) result.set(p.pageNo, { classId: null, confidence: 0 });
    return result;
  }

  const schema = classificationSchema(names);
  const system = classificationSystemMessage(input.prompt, input.classes);
  const maxChars = input.maxPageChars ?? 12_000;

  const classifyOne = async (page: LlmPageInput): Promise<void> => {
    const text = page.text.length > maxChars ? page.text.slice(0, maxChars) : page.text;
    const answer = await client.chatJson<ClassAnswer>({
      messages: [
        { role: "system", content: system },
        { role: "user", content: `Page ${page.pageNo} text:\n\n${text.trim() || "(the page has no text)"}` },
      ],
      schema,
      schemaName: CLASSIFY_SCHEMA_NAME,
      temperature: input.temperature ?? 0,
      top_p: input.top_p,
      timeoutMs: input.timeoutMs,
    });
    const name = typeof answer?.className === "string" ? answer.className : "";
    const classId = idByName.get(normaliseName(name)) ?? null;
    if (classId === null) {
      result.set(page.pageNo, { classId: null, confidence: 0 });
      return;
    }
    const conf = typeof answer.confidence === "number" && Number.isFinite(answer.confidence) ? answer.confidence : null;
    result.set(page.pageNo, {
      classId,
      confidence:
        conf === null ? DEFAULT_LLM_CONFIDENCE : Math.min(1, Math.max(0, conf > 1 && conf <= 100 ? conf / 100 : conf)),
    });
  };

  const queue = [...input.pages];
  const workers = Array.from({ length: Math.max(1, Math.min(input.concurrency ?? 4, queue.length)) }, async () => {
    for (let page = queue.shift(); page; page = queue.shift()) await classifyOne(page);
  });
  await Promise.all(workers);
  return result;
}

function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}
