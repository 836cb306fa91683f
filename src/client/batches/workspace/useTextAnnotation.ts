import { useMemo } from "react";
import { useStoredJson } from "../batchFiles";
import type { TextAnnotation, TextAnnotationPage } from "../../../domain/batch/textAnnotation";

const EMPTY: TextAnnotation = { pages: [] };
const WITH_COOKIES: RequestInit = { credentials: "include" };

/** A text-annotation file's pages with their words (PDF points); pages without words are left out. */
export function readTextAnnotation(json: unknown): TextAnnotation {
  const body = json as Partial<TextAnnotation> | null;
  return { pages: Array.isArray(body?.pages) ? body.pages.filter((p) => p && Array.isArray(p.words)) : [] };
}

/** The merged document's text annotation, by page number; an empty map until loaded or on failure. */
export function useTextAnnotation(batchId: string, key: string | null | undefined): Map<number, TextAnnotationPage> {
  const annotation = useStoredJson("text annotation", batchId, key, readTextAnnotation, WITH_COOKIES) ?? EMPTY;
  return useMemo(() => new Map(annotation.pages.map((p) => [p.pageNo, p])), [annotation]);
}
