import { useState } from "react";
import { useDelete } from "@refinedev/core";

/** The delete flow of every list: click, confirm dialog, delete, close; a failure shows the server's message as a toast. */
export function useDeleteWithConfirm(resource: string, fallbackError: string, onDeleted?: () => void) {
  const [target, setTarget] = useState<string | null>(null);
  const { mutate, mutation } = useDelete();
  return {
    ask: (id: string) => setTarget(id),
    dialog: {
      open: target !== null,
      busy: mutation.isPending,
      onCancel: () => setTarget(null),
      onConfirm: () => {
        if (!target) return;
        mutate(
          {
            resource,
            id: target,
            meta: { fallbackError },
            successNotification: false,
            errorNotification: (err) => ({ type: "error", message: err?.message || fallbackError }),
          },
          { onSettled: () => setTarget(null), onSuccess: () => onDeleted?.() },
        );
      },
    },
  };
}
