/**
 * The built-in extraction engine (DESIGN.md section 7): pure functions, no network; saveHint and loadHints keep what
 * it learned from corrections in the database.
 */
export { validateProperties } from "./validateProperties";
export { learnFromCorrection } from "./learning";
export { saveHint, loadHints } from "./learningStore";
export type * from "./types";
