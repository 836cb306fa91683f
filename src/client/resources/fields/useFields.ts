import { useList } from "@refinedev/core";
import type { Field } from "../../../domain/entities";

export const FETCH_FIELDS_ERROR = "Failed to fetch fields";

/** GET /fields: the field list (where the field form takes its record from), and the choices of the document class form. */
export function useFields({ toast = true }: { toast?: boolean } = {}) {
  const { result, query } = useList<Field>({
    resource: "fields",
    pagination: { mode: "off" },
    meta: { fallbackError: FETCH_FIELDS_ERROR },
    errorNotification: toast
      ? (err) => ({ key: "fields-load", type: "error", message: err?.message || FETCH_FIELDS_ERROR })
      : false,
  });
  return { fields: result.data ?? [], query };
}
