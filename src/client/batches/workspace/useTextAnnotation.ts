import { useEffect, useMemo, useState } from "react";
import { batchFileUrl } from "./useBatchFileUrl";
import type { AnnotationPage, TextAnnotation } from "./types";

const EMPTY: TextAnnotation = { pages: [] };

/** Reads a text-annotation file: its pages with their words (PDF points); empty text on any failure. */
async function loadTextAnnotation(batchId: string, key: string): Promise<TextAnnotation> {
  try {
    const url = await batchFileUrl(batchId, key);
    const res = await fetch(url, { credentials: "include" });
    if (!res.ok) return EMPTY;
    const body = (await res.json()) as Partial<TextAnnotation>;
    return { pages: Array.isArray(body?.pages) ? body.pages.filter((p) => p && Array.isArray(p.words)) : [] };
  } catch (err) {
    console.error("The text annotation could not be read", err);
    return EMPTY;
  }
}

/** The merged document's text annotation, by page number; an empty map until loaded or on failure. */
export function useTextAnnotation(batchId: string, key: string | null | undefined): Map<number, AnnotationPage> {
  const [state, setState] = useState<{ key: string | null; annotation: TextAnnotation }>({ key: null, annotation: EMPTY });
  useEffect(() => {
    if (!key) return;
    let live = true;
    loadTextAnnotation(batchId, key).then((annotation) => live && setState({ key, annotation }));
    return () => {
      live = false;
    };
  }, [batchId, key]);
  const annotation = state.key === key ? state.annotation : EMPTY;
  return useMemo(() => new Map(annotation.pages.map((p) => [p.pageNo, p])), [annotation]);
}
