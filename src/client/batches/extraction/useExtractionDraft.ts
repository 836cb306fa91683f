import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { filterCounts, filterDocs, workDocsOf, type DocFilter, type WorkDoc } from "./extractionModel";
import { useExtractionChecks } from "./useExtractionChecks";

const firstToOpen = (docs: WorkDoc[]) => (docs.find((d) => !d.validated) ?? docs[0])?.key ?? null;

/**
 * The pane's working copy of the batch's documents: edits and confirmations stay here until the batch is validated,
 * with the batch version they are based on. A newer batch replaces the copy, unless it holds edits of the person:
 * those are never silently lost (the pane says the batch changed meanwhile). Also which document is open, and the
 * list's filter.
 */
export function useExtractionDraft(batch: any, onDirtyChange?: (dirty: boolean) => void) {
  const batchId: string = batch?._id ?? "";
  const [docs, setDocs] = useState<WorkDoc[]>(() => workDocsOf(batch));
  const [base, setBase] = useState<{ id: string; version: number }>({ id: batchId, version: batch?.version });
  const [dirty, setDirty] = useState(false);
  const [stale, setStale] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const acceptNext = useRef(false);
  const [selectedKey, setSelectedKey] = useState<string | null>(() => firstToOpen(workDocsOf(batch)));
  const [filter, setFilter] = useState<DocFilter>("all");
  const checks = useExtractionChecks(batchId, docs, setDocs);
  const cancelChecks = checks.cancel;

  const resetToBatch = useCallback(() => {
    cancelChecks();
    const next = workDocsOf(batch);
    setDocs(next);
    setBase({ id: batch?._id ?? "", version: batch?.version });
    setDirty(false);
    setStale(false);
    setConflict(null);
    setSelectedKey((k) => (next.some((d) => d.key === k) ? k : firstToOpen(next)));
  }, [batch, cancelChecks]);

  useEffect(() => {
    if ((batch?._id ?? "") === base.id && batch?.version === base.version) return;
    if ((batch?._id ?? "") !== base.id || !dirty || acceptNext.current) {
      acceptNext.current = false;
      resetToBatch();
    } else setStale(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [batch?._id, batch?.version]);

  // The workspace guards unsaved edits (leaving the page or the tab, closing the window asks first).
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const update = (change: (docs: WorkDoc[]) => WorkDoc[]) => {
    setDocs(change);
    setDirty(true);
  };
  /** The copy was saved (or a re-process replaces it): the batch read next replaces it. */
  const saved = () => {
    acceptNext.current = true;
    setDirty(false);
  };
  /** The person drops the copy for the batch as the server has it (read again by the caller). */
  const reset = () => {
    acceptNext.current = true;
    resetToBatch();
  };

  const doc = docs.find((d) => d.key === selectedKey) ?? null;
  const counts = filterCounts(docs);
  const listed = useMemo(() => filterDocs(docs, filter), [docs, filter]);
  const changeFilter = (f: DocFilter) => {
    setFilter(f);
    const list = filterDocs(docs, f);
    if (list.length && !list.some((d) => d.key === selectedKey)) setSelectedKey(list[0].key);
  };

  return {
    batchId,
    docs,
    setDocs,
    update,
    base,
    setBase,
    dirty,
    stale,
    conflict,
    setConflict,
    saved,
    reset,
    doc,
    selectedKey,
    setSelectedKey,
    filter,
    changeFilter,
    counts,
    listed,
    checks,
  };
}

export type ExtractionDraft = ReturnType<typeof useExtractionDraft>;
