import { useList } from "@refinedev/core";
import type { ValueListData } from "../../../domain/entities";

const FETCH_DATA_ERROR = "Failed to fetch Value-List-Data";

/** GET /value-list-data/{categoryId}/getAll: the data list, and the record the data form edits. */
export function useValueListData(categoryId: string | undefined, { toast = true }: { toast?: boolean } = {}) {
  const { result, query } = useList<ValueListData>({
    resource: "value-list-data",
    pagination: { mode: "off" },
    meta: { path: `/value-list-data/${encodeURIComponent(categoryId ?? "")}/getAll`, fallbackError: FETCH_DATA_ERROR },
    queryOptions: { enabled: !!categoryId },
    errorNotification: toast ? (err) => ({ key: `value-list-data-load-${categoryId}`, type: "error", message: err?.message || FETCH_DATA_ERROR }) : false,
  });
  return { rows: result.data ?? [], query };
}
