import { useCallback, useState } from "react";
import { useNotification } from "@refinedev/core";
import { useBatchWrite } from "../useBatchWrite";
import { isConflict } from "../extraction/extractionApi";

/**
 * PATCHes of the batch (validations, re-process): each carries If-Match with the batch version the
 * screen shows. A 409 whose code says the batch changed meanwhile or moved on (isConflict) opens the
 * conflict dialog; other failures are toasts with the server's message or the fallback. After success
 * the batch is reloaded.
 */
export function useBatchMutation(batch: { _id: string; version: number }, reload: () => unknown) {
  const { open } = useNotification();
  const write = useBatchWrite();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);

  const patch = useCallback(
    async (path: string, body: unknown, fallbackError: string): Promise<boolean> => {
      setBusy(true);
      try {
        await write(`${path}/${encodeURIComponent(batch._id)}`, {
          method: "patch",
          body,
          version: batch.version,
          fallbackError,
        });
        await reload();
        return true;
      } catch (err) {
        if (isConflict(err)) setConflict(err.message || "");
        else
          open?.({
            type: "error",
            key: `${path}-${batch._id}`,
            message: (err instanceof Error && err.message) || fallbackError,
          });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [batch._id, batch.version, open, reload, write],
  );

  /** A failure found before any call (e.g. a page without a class): a toast. */
  const fail = useCallback(
    (message: string) => open?.({ type: "error", key: `batch-${batch._id}-check`, message }),
    [open, batch._id],
  );

  return {
    patch,
    fail,
    busy,
    conflict,
    closeConflict: () => setConflict(null),
    reloadAfterConflict: () => {
      setConflict(null);
      reload();
    },
  };
}
