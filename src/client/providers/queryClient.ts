import { keepPreviousData, QueryClient } from "@tanstack/react-query";

/**
 * React Query's client, made here rather than by Refine so that the data provider can read what is already loaded
 * (getOne answers from a loaded list). The defaults are Refine's own (no refetch on window focus, previous data kept
 * while a query's key changes) and no retries: a failed call shows its error at once.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, placeholderData: keepPreviousData, retry: false } },
});
