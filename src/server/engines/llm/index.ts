export { createLlmClient, llmConfigFromEnv, LlmError, DEFAULT_LLM_TIMEOUT_MS } from './llmClient.js';
export type { LlmClient, LlmConfig, ChatMessage, ChatJsonRequest, LlmErrorKind } from './llmClient.js';
export {
  classifyPagesWithLlm,
  classificationSchema,
  classificationSystemMessage,
  DEFAULT_LLM_CONFIDENCE,
  CLASSIFY_SCHEMA_NAME,
} from './llmClassifier.js';
export type { ClassifyPagesWithLlmInput, LlmClassInput, LlmPageInput, LlmPageClassification } from './llmClassifier.js';
export { extractWithLlm, extractionSchema, extractionMessages, fieldValueSchema, coerceValue, EXTRACT_SCHEMA_NAME } from './llmExtractor.js';
export type { ExtractWithLlmInput, LlmDocumentClassInput, LlmFieldInput, LlmExtractionResult } from './llmExtractor.js';
