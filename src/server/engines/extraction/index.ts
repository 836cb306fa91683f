/** The built-in extraction engine (DESIGN.md section 7): a pure library, no database, no network. */
export { validateProperties } from "./validateProperties";
export { learnFromCorrection } from "./learning";
export { saveHint, loadHints } from "./learningStore";
export type * from "./types";
