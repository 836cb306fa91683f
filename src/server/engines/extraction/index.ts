/** The built-in extraction engine (DESIGN.md section 7): a pure library, no database, no network. */
export { extractDocument, cellId } from "./extractDocument";
export { validateProperties, numericValue, formatAmount } from "./validateProperties";
export { learnFromCorrection, shapeOf } from "./learning";
export { saveHint, loadHints, deleteHints } from "./learningStore";
export { parseNumber } from "./parseNumber";
export { parseDate } from "./parseDate";
export { parseBoolean } from "./parseBoolean";
export { conceptOfField } from "./concepts";
export type * from "./types";
