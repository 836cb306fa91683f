import { useCallback } from "react";
import { useCustomMutation } from "@refinedev/core";

export interface BatchWriteOptions {
  method?: "post" | "patch";
  body?: unknown;
  /** The version of the record the write is based on, sent as If-Match (a stale one is the server's 409). */
  version?: number;
  fallbackError?: string;
}

/**
 * The batch screens' writes (validations, re-process, checks, master-key records, uploads) through the data provider's
 * custom call, as Refine mutations. Their failures are the caller's to show (a toast, the conflict dialog, a box):
 * Refine shows none.
 */
export function useBatchWrite() {
  const { mutateAsync } = useCustomMutation();
  return useCallback(
    async <T = unknown>(
      url: string,
      { method = "post", body, version, fallbackError }: BatchWriteOptions = {},
    ): Promise<T> => {
      const { data } = await mutateAsync({
        url,
        method,
        values: body as object,
        config: version === undefined ? undefined : { headers: { "If-Match": String(version) } },
        meta: { fallbackError },
        successNotification: false,
        errorNotification: false,
      });
      return data as T;
    },
    [mutateAsync],
  );
}

export type BatchWrite = ReturnType<typeof useBatchWrite>;
