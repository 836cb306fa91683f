/**
 * The text annotation: the words of each page with their boxes, as the Parse step writes it (text-annotation.json of
 * the merged PDF, and each split document's text file with the same pages). The server's steps and engines, the
 * workspace's viewer and the e2e helpers all read this one shape. Boxes are in the geometry of src/domain/geometry.ts.
 */
import type { Word } from "../text/words";

/** Degrees clockwise a scanned page was turned to stand upright. */
export type PageRotation = 0 | 90 | 180 | 270;

/** One page of a text annotation. */
export interface TextAnnotationPage {
  /** 1-based page number of the merged PDF (a split document's file keeps the merged document's numbers). */
  pageNo: number;
  /** The page's size in PDF points. */
  width: number;
  height: number;
  /** The words' text, line by line. */
  text: string;
  words: Word[];
  /** Where the words come from: the PDF's text layer, OCR (even if it found nothing), or neither. */
  source: "text" | "ocr" | "none";
  /**
   * The turn a scanned page was given before OCR; the merged PDF's page carries it in its /Rotate, so the viewer, the
   * thumbnails and the boxes show it upright. Absent when not turned.
   */
  rotation?: PageRotation;
}

export interface TextAnnotation {
  pages: TextAnnotationPage[];
}
