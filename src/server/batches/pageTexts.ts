import type { Storage } from "../storage/storage";
import type { BatchRow } from "./batchRepo";
import { readJson } from "../storage/storageIo";

interface AnnotatedPage {
  pageNo: number;
  width: number;
  height: number;
  text: string;
  words: { text: string; x: number; y: number; width: number; height: number }[];
}

/** The merged document's text annotation, page by page. */
export async function annotatedPages(storage: Storage, batch: BatchRow): Promise<Map<number, AnnotatedPage>> {
  if (!batch.merged_document) return new Map();
  const annotation = await readJson<{ pages: AnnotatedPage[] }>(storage, batch.merged_document.textAnnotationFileLocation);
  return new Map(annotation.pages.map((p) => [p.pageNo, p]));
}

export async function pageTexts(storage: Storage, batch: BatchRow): Promise<Map<number, string>> {
  return new Map([...(await annotatedPages(storage, batch))].map(([n, p]) => [n, p.text ?? ""]));
}
