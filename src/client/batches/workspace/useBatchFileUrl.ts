import { useEffect, useState } from "react";
import { api } from "../../providers/httpClient";

/** POST /batch/getPreSignedUrlForDownload/:id {fileUrl} -> {url}. */
export async function batchFileUrl(batchId: string, fileUrl: string): Promise<string> {
  const { url } = await api<{ url: string }>(`/batch/getPreSignedUrlForDownload/${encodeURIComponent(batchId)}`, {
    method: "POST",
    body: { fileUrl },
  });
  return url;
}

/**
 * A signed URL of one of the batch's files (a storage key such as mergedDocument.fileLocation),
 * asked for once per key; null while loading, or when there is no key or the server refused.
 * `given`: a URL the batch's answer already carries for this key (mergedDocument.url), used instead of asking; the
 * first one given for a key is kept, so a batch read again (with a new signature) does not reopen the file.
 */
export function useBatchFileUrl(batchId: string, key: string | null | undefined, given?: string | null): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ key: string | null; url: string | null; failed: boolean }>(() => (key && given ? { key, url: given, failed: false } : { key: null, url: null, failed: false }));
  // A new key with its URL in the answer: taken during the render, without a round of 'loading'.
  if (key && given && state.key !== key) setState({ key, url: given, failed: false });
  const known = !!key && !!given;
  useEffect(() => {
    if (!key || known) return;
    let live = true;
    batchFileUrl(batchId, key).then(
      (url) => live && setState({ key, url, failed: false }),
      (err) => {
        // Viewer initialisation failures are only logged.
        console.error("The batch file could not be opened", err);
        if (live) setState({ key, url: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [batchId, key, known]);
  return state.key === key && key ? { url: state.url, failed: state.failed } : { url: null, failed: false };
}
