import { useCallback, useEffect } from "react";
import { useCustom } from "@refinedev/core";
import type { MasterKeyCategoryView } from "./types";

const NONE: MasterKeyCategoryView[] = [];

/**
 * GET /batch/:id/master-keys: the master-key categories of the batch's job's classes with their
 * records (readable by everyone who may view the batch). An empty list when the server has none.
 */
export function useMasterKeys(batchId: string): { categories: MasterKeyCategoryView[]; reload: () => void } {
  const { query } = useCustom<MasterKeyCategoryView[]>({
    url: `/batch/${encodeURIComponent(batchId)}/master-keys`,
    method: "get",
    successNotification: false,
    errorNotification: false,
  });
  const { error, refetch } = query;
  useEffect(() => {
    if (error) console.error("The master keys could not be read", error);
  }, [error]);
  const list = query.data?.data;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { categories: Array.isArray(list) ? list : NONE, reload };
}
