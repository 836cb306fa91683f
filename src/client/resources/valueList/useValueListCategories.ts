import { useList } from "@refinedev/core";
import type { ValueListCategory } from "../../../domain/entities";

const FETCH_CATEGORIES_ERROR = "Failed to fetch Value-List-Category";

/**
 * GET /Value-List-Category, shared by every screen that needs the categories: the forms take their
 * category from this already loaded list by _id rather than fetching it separately (the category form through
 * the data provider's getOne).
 */
export function useValueListCategories({ toast = true }: { toast?: boolean } = {}) {
  const { result, query } = useList<ValueListCategory>({
    resource: "value-list",
    pagination: { mode: "off" },
    meta: { fallbackError: FETCH_CATEGORIES_ERROR },
    errorNotification: toast
      ? (err) => ({ key: "value-list-load", type: "error", message: err?.message || FETCH_CATEGORIES_ERROR })
      : false,
  });
  return { categories: result.data ?? [], query };
}
