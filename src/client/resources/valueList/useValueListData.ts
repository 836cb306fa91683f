import { useList } from "@refinedev/core";
import type { ValueListData } from "../../../domain/entities";

export const FETCH_DATA_ERROR = "Failed to fetch Value-List-Data";

/** GET /value-list-data/{categoryId}/getAll: the data list, where the data form takes its record from. */
export function useValueListData(categoryId: string | undefined, { toast = true }: { toast?: boolean } = {}) {
  const { result, query } = useList<ValueListData>({
    resource: "value-list-data",
    pagination: { mode: "off" },
    meta: { path: `/value-list-data/${encodeURIComponent(categoryId ?? "")}/getAll`, fallbackError: FETCH_DATA_ERROR },
    queryOptions: { enabled: !!categoryId },
    errorNotification: toast
      ? (err) => ({
          key: `value-list-data-load-${categoryId}`,
          type: "error",
          message: err?.message || FETCH_DATA_ERROR,
        })
      : false,
  });
  return { rows: result.data ?? [], query };
}
