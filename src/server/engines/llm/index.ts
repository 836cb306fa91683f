export { createLlmClient } from "./llmClient.js";
export { classifyPagesWithLlm } from "./llmClassifier.js";
export { extractWithLlm } from "./llmExtractor.js";
