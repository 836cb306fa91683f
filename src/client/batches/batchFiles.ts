import { useDataProvider, type DataProvider } from "@refinedev/core";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";

/**
 * The server signs a download URL for 15 minutes (getPreSignedUrlForDownload). React Query keeps one per batch and
 * storage key: used for 10 minutes, then asked for again; one nobody reads is dropped after 10. A URL is not refetched
 * when the window regains focus, which would reopen the document in the viewer.
 */
export const SIGNED_URL_FRESH_MS = 10 * 60 * 1000;
export const SIGNED_URL_GC_MS = 10 * 60 * 1000;
const FILE_ERROR = "The file could not be loaded";

type Custom = NonNullable<DataProvider["custom"]>;

/** The query of a stored file's signed URL, through the data provider's custom call (POST, so not an early answer). */
export function signedUrlQuery(custom: Custom, batchId: string, key: string) {
  return queryOptions({
    queryKey: ["batch-file-url", batchId, key],
    queryFn: async () => {
      try {
        const { data } = await custom<{ url: string }>({
          url: `/batch/getPreSignedUrlForDownload/${encodeURIComponent(batchId)}`,
          method: "post",
          payload: { fileUrl: key },
          meta: { fallbackError: FILE_ERROR },
        });
        return data.url;
      } catch (err) {
        // The viewer's failures are only logged, and shown as one quiet line.
        console.error("The batch file could not be opened", err);
        throw err;
      }
    },
    staleTime: SIGNED_URL_FRESH_MS,
    gcTime: SIGNED_URL_GC_MS,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

function useCustomCall(): Custom {
  const custom = useDataProvider()().custom;
  if (!custom) throw new Error("The data provider has no custom call.");
  return custom;
}

export interface BatchFileUrl {
  /** null while it is being asked for, when there is no key, or when the server refused. */
  url: string | null;
  failed: boolean;
  /** The server's sentence when it refused. */
  error: string | null;
}

const NO_URL: BatchFileUrl = { url: null, failed: false, error: null };

/**
 * A signed URL of one of the batch's files (a storage key such as mergedDocument.fileLocation).
 * `given`: a URL the batch's answer already carries for this key (mergedDocument.url), taken without a signing round
 * trip; a URL already cached for the key stays, so a batch read again (with a new signature) does not reopen the file.
 */
export function useBatchFileUrl(batchId: string, key: string | null | undefined, given?: string | null): BatchFileUrl {
  const custom = useCustomCall();
  const query = useQuery({
    ...signedUrlQuery(custom, batchId, key ?? ""),
    enabled: !!key,
    initialData: key && given ? given : undefined,
  });
  if (!key) return NO_URL;
  // A URL gone stale is asked for again when a reader comes: not shown meanwhile, it may be near its end.
  if (query.isFetching && query.isStale) return NO_URL;
  if (query.data) return { url: query.data, failed: false, error: null };
  if (query.isError) return { url: null, failed: true, error: query.error.message || FILE_ERROR };
  return NO_URL;
}

/** Signs a URL for a stored file at each call (a download the person starts: signed URLs expire). */
export function useFreshFileUrl(batchId: string): (key: string) => Promise<string> {
  const custom = useCustomCall();
  const client = useQueryClient();
  return (key) => client.fetchQuery({ ...signedUrlQuery(custom, batchId, key), staleTime: 0 });
}

/**
 * A stored JSON file of the batch (a text or extraction annotation) read through its signed URL, as `read` makes it,
 * cached by kind and key like the URLs. undefined while loading, and when it cannot be read (not kept: asked again).
 */
export function useStoredJson<T>(
  kind: string,
  batchId: string,
  key: string | null | undefined,
  read: (json: unknown) => T,
  init?: RequestInit,
): T | undefined {
  const custom = useCustomCall();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ["batch-file-json", kind, batchId, key],
    queryFn: async () => {
      try {
        const url = await client.fetchQuery(signedUrlQuery(custom, batchId, key!));
        const res = await fetch(url, init);
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return read(await res.json());
      } catch (err) {
        console.error(`The ${kind} could not be read`, err);
        throw err;
      }
    },
    enabled: !!key,
    staleTime: SIGNED_URL_FRESH_MS,
    gcTime: SIGNED_URL_GC_MS,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return key ? query.data : undefined;
}
