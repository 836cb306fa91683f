export { createMasterKeyMatcher } from "./identifyMasterKey.js";
export type { MasterKeyMatch, MasterKeyRecord } from "./identifyMasterKey.js";
export { ocrTriggerActionOf } from "../../../domain/text/ocrTrigger";
export { inheritMasterKeys } from "./inheritance.js";
