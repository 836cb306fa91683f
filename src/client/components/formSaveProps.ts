import type { BaseRecord, GetOneResponse, UseFormProps } from "@refinedev/core";

/** What a form's record query answers: the form's values, which Refine fills the fields from, and the record itself. */
type LoadedAnswer<TRecord, TValues> = GetOneResponse<TValues & BaseRecord> & { record: TRecord };

/**
 * Refine's settings shared by the master-data forms: create or edit by id, errors shown by the form itself (no toasts),
 * fallback messages naming the record. Editing, Refine's useForm loads the record (the data provider's getOne, which
 * takes it from the already loaded list where the resource's entry says so) and fills the fields with `valuesOf` it.
 * The record is read once per opening of the form: forgotten when the form closes, not read again while it is open,
 * so nothing overwrites what the person types. The save sends the version of that record as If-Match, so that a save
 * over someone else's change made meanwhile is the server's 409 sentence in the form instead of a lost update.
 */
export function formSaveProps<TRecord extends BaseRecord, TValues>(options: {
  resource: string;
  id?: string;
  what: string;
  onSaved: () => void;
  valuesOf: (record: TRecord) => TValues;
  /** The sentence when loading the record fails without one of the server's; 'Failed to fetch {what}' by default. */
  fetchError?: string;
}): UseFormProps<any, any, any> {
  const editing = !!options.id;
  return {
    resource: options.resource,
    action: editing ? "edit" : "create",
    id: options.id,
    redirect: false,
    queryOptions: {
      gcTime: 0,
      staleTime: Infinity,
      select: (answer: GetOneResponse<TRecord>): LoadedAnswer<TRecord, TValues> => ({
        ...answer,
        data: options.valuesOf(answer.data) as TValues & BaseRecord,
        record: answer.data,
      }),
    },
    queryMeta: { fallbackError: options.fetchError ?? `Failed to fetch ${options.what}` },
    mutationMeta: {
      fallbackError: `Failed to ${editing ? "update" : "create"} ${options.what}`,
      ...(editing ? { ifMatchLoaded: true } : {}),
    },
    successNotification: false,
    errorNotification: false,
    onMutationSuccess: options.onSaved,
  };
}

/** The record a form's values were filled from (formSaveProps), once loaded. */
export function loadedRecord<TRecord>(query: { data?: unknown } | undefined): TRecord | undefined {
  return (query?.data as LoadedAnswer<TRecord, unknown> | undefined)?.record;
}
