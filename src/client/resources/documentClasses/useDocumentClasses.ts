import { useList } from "@refinedev/core";
import type { DocumentClass } from "../../../domain/entities";

export const FETCH_DOCUMENT_CLASSES_ERROR = "Failed to fetch document classes";

/** GET /document-class: the cards (where the form takes its record from), and the job form's class choices. */
export function useDocumentClasses({ toast = true }: { toast?: boolean } = {}) {
  const { result, query } = useList<DocumentClass>({
    resource: "document-class",
    pagination: { mode: "off" },
    meta: { fallbackError: FETCH_DOCUMENT_CLASSES_ERROR },
    errorNotification: toast
      ? (err) => ({ key: "document-class-load", type: "error", message: err?.message || FETCH_DOCUMENT_CLASSES_ERROR })
      : false,
  });
  return { documentClasses: result.data ?? [], query };
}
