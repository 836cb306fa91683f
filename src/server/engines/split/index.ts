export { splitPages, isSeparatorBarcodePage, normaliseBarcodeText } from './splitPages.js';
export type { SplitInput, SplitPage, SplitOptionInput } from './splitPages.js';
export { detectBlankPage, detectBlankPixels, blankShare, DEFAULT_BLANK_THRESHOLD } from './blank.js';
export type { BlankOptions, BlankResult } from './blank.js';
export { readBarcodes, readBarcodesFromPixels } from './barcodes.js';
export { pageSignals, signalNeeds } from './pageSignals.js';
export type { PageSignal, PageSignalsOptions, SignalPage, SignalNeeds } from './pageSignals.js';
export type { PixelImage, GreyImage } from './pixels.js';
