import { useCallback, useMemo, useState } from "react";
import type { SplittedDocument } from "../../../domain/entities";
import { documentsOf } from "./workspaceModel";
import type { WorkspaceBatch } from "./types";

export type ClassDraft = Record<number, string>;

/**
 * What the person changes before validating: the class of each page and the documents (page
 * editing). Both start from the batch as loaded and start over whenever a new version of the batch
 * is loaded (after a validation, a re-process or a reload).
 */
export function useWorkspaceDraft(batch: WorkspaceBatch) {
  const key = `${batch._id}:${batch.version}:${batch.status}`;
  const base = useMemo(
    () => ({
      classes: Object.fromEntries(
        (batch.pageData ?? []).map((p) => [p.pageNo, p.documentClass?._id ?? ""]),
      ) as ClassDraft,
      documents: documentsOf(batch.splittedDocuments, batch.pageData ?? []),
    }),
    [key],
  );
  const [classState, setClassState] = useState<{ key: string; classes: ClassDraft } | null>(null);
  const [docState, setDocState] = useState<{ key: string; documents: SplittedDocument[] } | null>(null);

  const classes = classState?.key === key ? classState.classes : base.classes;
  const documents = docState?.key === key ? docState.documents : base.documents;

  const setPageClasses = useCallback(
    (pageNos: number[], classId: string) =>
      setClassState((prev) => {
        const current = prev?.key === key ? prev.classes : base.classes;
        const next = { ...current };
        for (const n of pageNos) next[n] = classId;
        return { key, classes: next };
      }),
    [key, base],
  );
  const setDocuments = useCallback((next: SplittedDocument[]) => setDocState({ key, documents: next }), [key]);
  const resetDocuments = useCallback(() => setDocState(null), []);

  const documentsChanged =
    JSON.stringify(documents.map((d) => d.mainPages)) !== JSON.stringify(base.documents.map((d) => d.mainPages));
  const classesChanged = Object.entries(classes).some(
    ([pageNo, classId]) => (base.classes[Number(pageNo)] ?? "") !== classId,
  );
  return { classes, setPageClasses, documents, setDocuments, resetDocuments, documentsChanged, classesChanged };
}

export type WorkspaceDraft = ReturnType<typeof useWorkspaceDraft>;
