export { splitPages } from "./splitPages.js";
export type { SplitPage, SplitOptionInput } from "./splitPages.js";
export { pageSignals, signalNeeds } from "./pageSignals.js";
export { readPageCues } from "./pageCues.js";
export type { PageCues } from "./pageCues.js";
export { pageStartsDocument } from "./boundaries.js";
