import { useEffect, useState } from "react";
import { api } from "../../providers/httpClient";

/** Values a field may take, by field id (Master_Key and Value_List fields: their category's records). */
type FieldChoices = Record<string, string[]>;

/**
 * GET /batch/:id/field-choices: the pick lists of the batch's Master_Key and Value_List fields. Empty
 * while loading or when the server has none; such a field is then typed as text.
 */
export function useFieldChoices(batchId: string): FieldChoices {
  const [choices, setChoices] = useState<FieldChoices>({});
  useEffect(() => {
    let live = true;
    if (!batchId) return;
    api<FieldChoices>(`/batch/${encodeURIComponent(batchId)}/field-choices`).then(
      (read) => live && setChoices(read && typeof read === "object" ? read : {}),
      (err) => console.error("The pick lists could not be read", err),
    );
    return () => {
      live = false;
    };
  }, [batchId]);
  return choices;
}
