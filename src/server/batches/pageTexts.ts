import type { Storage } from "../storage/storage";
import type { BatchRow } from "./batchRepo";
import { readJson } from "../storage/storageIo";
import type { TextAnnotation, TextAnnotationPage } from "../../domain/batch/textAnnotation";

/** The merged document's text annotation, page by page. */
export async function annotatedPages(storage: Storage, batch: BatchRow): Promise<Map<number, TextAnnotationPage>> {
  if (!batch.merged_document) return new Map();
  const annotation = await readJson<TextAnnotation>(storage, batch.merged_document.textAnnotationFileLocation);
  return new Map(annotation.pages.map((p) => [p.pageNo, p]));
}

export async function pageTexts(storage: Storage, batch: BatchRow): Promise<Map<number, string>> {
  return new Map([...(await annotatedPages(storage, batch))].map(([n, p]) => [n, p.text ?? ""]));
}
