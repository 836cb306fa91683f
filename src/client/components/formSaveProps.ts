import type { UseFormProps } from "@refinedev/core";

/**
 * Refine's save settings shared by the master-data forms: create or edit by id, the record already loaded by the
 * screen (no extra GET), errors shown by the form itself (no toasts), and a fallback message naming the record.
 * `version` is the version of the record the form was filled from: an edit sends it as If-Match, so that a save
 * over someone else's change made meanwhile is the server's 409 sentence in the form instead of a lost update.
 */
export function formSaveProps(options: { resource: string; id?: string; what: string; onSaved: () => void; version?: number }): UseFormProps<any, any, any> {
  const editing = !!options.id;
  return {
    resource: options.resource,
    action: editing ? "edit" : "create",
    id: options.id,
    redirect: false,
    queryOptions: { enabled: false },
    meta: { fallbackError: `Failed to ${editing ? "update" : "create"} ${options.what}`, ...(editing && options.version !== undefined ? { version: options.version } : {}) },
    successNotification: false,
    errorNotification: false,
    onMutationSuccess: options.onSaved,
  };
}
