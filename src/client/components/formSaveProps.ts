import type { UseFormProps } from "@refinedev/core";

/**
 * Refine's save settings shared by the master-data forms: create or edit by id, the record already loaded by the
 * screen (no extra GET), errors shown by the form itself (no toasts), and a fallback message naming the record.
 */
export function formSaveProps(options: { resource: string; id?: string; what: string; onSaved: () => void }): UseFormProps<any, any, any> {
  const editing = !!options.id;
  return {
    resource: options.resource,
    action: editing ? "edit" : "create",
    id: options.id,
    redirect: false,
    queryOptions: { enabled: false },
    meta: { fallbackError: `Failed to ${editing ? "update" : "create"} ${options.what}` },
    successNotification: false,
    errorNotification: false,
    onMutationSuccess: options.onSaved,
  };
}
