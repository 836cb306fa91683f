/** The built-in page classifier (DESIGN.md section 7): pure functions plus a small store. */
export {
  buildModel,
  classifyDocument,
  predict,
  DEFAULT_OPTIONS,
  type ClassProfile,
  type TrainingExample,
  type ClassifierModel,
  type ClassifierOptions,
} from "./model";
export { addExamples, loadModel } from "./classifierStore";
