import { useEffect } from "react";
import { useCustom } from "@refinedev/core";

/** Values a field may take, by field id (Master_Key and Value_List fields: their category's records). */
type FieldChoices = Record<string, string[]>;

const NONE: FieldChoices = {};

/**
 * GET /batch/:id/field-choices: the pick lists of the batch's Master_Key and Value_List fields. Empty
 * while loading or when the server has none; such a field is then typed as text.
 */
export function useFieldChoices(batchId: string): FieldChoices {
  const { query } = useCustom<FieldChoices>({
    url: `/batch/${encodeURIComponent(batchId)}/field-choices`,
    method: "get",
    successNotification: false,
    errorNotification: false,
    queryOptions: { enabled: !!batchId },
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error("The pick lists could not be read", error);
  }, [error]);
  const read = query.data?.data;
  return read && typeof read === "object" ? read : NONE;
}
