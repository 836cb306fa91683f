import { useCustom } from "@refinedev/core";
import type { ExportOption, ParserOption, SplitOption } from "../../../domain/options/catalogue";

function useOptions<T>(url: string, fallbackError: string): { options: T[]; isLoading: boolean } {
  const { result, query } = useCustom<any>({
    url,
    method: "get",
    meta: { fallbackError },
    queryOptions: { staleTime: 5 * 60_000 },
    errorNotification: (err) => ({ key: `options-${url}`, type: "error", message: err?.message || fallbackError }),
  });
  const data = result?.data as unknown;
  return { options: Array.isArray(data) ? (data as T[]) : [], isLoading: query.isLoading };
}

/** GET /parser-options, /split-options and /export-options: the job form's catalogues. */
export function useJobOptions() {
  const parsers = useOptions<ParserOption>("/parser-options", "Failed to fetch parser options");
  const splits = useOptions<SplitOption>("/split-options", "Failed to fetch split options");
  const exports = useOptions<ExportOption>("/export-options", "Failed to fetch export options");
  return {
    parsers: parsers.options,
    splits: splits.options,
    exports: exports.options,
    isLoading: parsers.isLoading || splits.isLoading || exports.isLoading,
  };
}
