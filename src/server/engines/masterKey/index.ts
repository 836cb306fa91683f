export { identifyMasterKey, createMasterKeyMatcher, MATCH_THRESHOLD, NAME_SIMILARITY } from './identifyMasterKey.js';
export type { MasterKeyMatch, MasterKeyMatcher, MasterKeyMethod, MasterKeyPage, MasterKeyRecord } from './identifyMasterKey.js';
export { wordsInRect, textInRect, matchTrigger, triggerRegExp, normaliseRect, triggerFires, ocrTriggerActionOf, MIN_WORD_OVERLAP } from './ocrTrigger.js';
export type { Rect, TriggerLike } from './ocrTrigger.js';
export { normaliseIdentifier } from './normalise.js';
