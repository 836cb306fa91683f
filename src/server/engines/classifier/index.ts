/** The built-in page classifier (DESIGN.md section 7): pure functions plus a small store. */
export {
  buildModel,
  train,
  classifyPage,
  classifyDocument,
  predict,
  profilePrior,
  exampleCounts,
  DEFAULT_OPTIONS,
  type ClassProfile,
  type TrainingExample,
  type ClassifierModel,
  type ClassifierOptions,
  type PageClassification,
  type DocumentClassification,
} from "./model";
export { extractFeatures, learnedFeatures, isLearnable, normalizeText, FEATURES_VERSION, type FeatureCounts } from "./features";
export { addExamples, loadModel, countExamples, MAX_EXAMPLES_PER_CLASS, type StoredExample } from "./classifierStore";
