import { useCallback, useEffect, useState } from "react";
import { api } from "../../providers/httpClient";
import type { MasterKeyCategoryView } from "./types";

/**
 * GET /batch/:id/master-keys: the master-key categories of the batch's job's classes with their
 * records (readable by everyone who may view the batch). An empty list when the server has none.
 */
export function useMasterKeys(batchId: string): { categories: MasterKeyCategoryView[]; reload: () => void } {
  const [categories, setCategories] = useState<MasterKeyCategoryView[]>([]);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    api<MasterKeyCategoryView[]>(`/batch/${encodeURIComponent(batchId)}/master-keys`).then(
      (list) => live && setCategories(Array.isArray(list) ? list : []),
      (err) => console.error("The master keys could not be read", err),
    );
    return () => {
      live = false;
    };
  }, [batchId, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { categories, reload };
}
