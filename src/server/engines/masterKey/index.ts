export { identifyMasterKey, createMasterKeyMatcher, MATCH_THRESHOLD, NAME_SIMILARITY } from './identifyMasterKey.js';
export type { MasterKeyMatch, MasterKeyMatcher, MasterKeyMethod, MasterKeyPage, MasterKeyRecord } from './identifyMasterKey.js';
export { wordsInRect, textInRect, matchTrigger, triggerRegExp, triggerFires, ocrTriggerActionOf, MIN_WORD_OVERLAP } from '../../../domain/text/ocrTrigger';
export { normaliseIdentifier } from './normalise.js';
export { inheritMasterKeys } from './inheritance.js';
export type { PageMatch } from './inheritance.js';
