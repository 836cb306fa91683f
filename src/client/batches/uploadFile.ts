import { contentTypeOf } from "./batchModel";

/** Why one file's PUT failed: the server's message when it gave one. */
export class UploadError extends Error {
  constructor(
    public fileName: string,
    message: string,
    public aborted = false,
  ) {
    super(message);
  }
}

function serverMessage(xhr: XMLHttpRequest): string | null {
  try {
    const body = JSON.parse(xhr.responseText);
    if (typeof body?.message === "string" && body.message) return body.message;
  } catch {
    /* not JSON (e.g. S3's XML): no readable message */
  }
  return null;
}

/**
 * PUTs one file to its pre-signed URL with its content type. XMLHttpRequest rather than fetch, for
 * upload progress: `onProgress` gets 0..100. A non-2xx answer rejects with the server's `message`.
 */
export function uploadFile(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadError(file.name, "Upload cancelled", true));
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.setRequestHeader("Content-Type", contentTypeOf(file));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new UploadError(file.name, serverMessage(xhr) ?? `The upload failed (HTTP ${xhr.status}).`));
      }
    };
    // The server may close the connection on a refused upload before the browser has sent the
    // whole body; the browser then reports a network error without the answer.
    xhr.onerror = () =>
      reject(
        new UploadError(
          file.name,
          serverMessage(xhr) ?? "The upload was interrupted: check the connection and the file size, then try again.",
        ),
      );
    xhr.onabort = () => reject(new UploadError(file.name, "Upload cancelled", true));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
