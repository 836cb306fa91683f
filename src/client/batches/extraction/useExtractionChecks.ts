import { useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from "react";
import { useExtractionCalls } from "./extractionApi";
import { applyCheck, checkBody, type WorkDoc } from "./extractionModel";

/**
 * The class's validations on the current values after an edit (300 ms after the last keystroke, at once on leaving
 * the field), so errors that depend on the edited field follow it. A failed check changes nothing; an answer that
 * a newer check or a cancel overtook is dropped.
 */
export function useExtractionChecks(batchId: string, docs: WorkDoc[], setDocs: Dispatch<SetStateAction<WorkDoc[]>>) {
  const { checkExtraction } = useExtractionCalls();
  const docsRef = useRef(docs);
  docsRef.current = docs;
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const seqs = useRef(new Map<string, number>());

  const cancel = useCallback(() => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
    for (const [key, n] of seqs.current) seqs.current.set(key, n + 1);
  }, []);
  const run = useCallback(
    (key: string) => {
      clearTimeout(timers.current.get(key));
      timers.current.delete(key);
      const target = docsRef.current.find((d) => d.key === key);
      if (!target || !batchId) return;
      const seq = (seqs.current.get(key) ?? 0) + 1;
      seqs.current.set(key, seq);
      checkExtraction(batchId, checkBody(target)).then(
        (res) => {
          if (seqs.current.get(key) !== seq || !Array.isArray(res?.properties)) return;
          setDocs((ds) => applyCheck(ds, key, res.properties));
        },
        () => {},
      );
    },
    [batchId, setDocs, checkExtraction],
  );
  const schedule = (key: string) => {
    clearTimeout(timers.current.get(key));
    timers.current.set(
      key,
      setTimeout(() => run(key), 300),
    );
  };
  /** An edit not checked yet is checked now. */
  const flush = (key: string) => {
    if (timers.current.has(key)) run(key);
  };
  useEffect(() => cancel, [cancel]);
  return { schedule, flush, cancel };
}
