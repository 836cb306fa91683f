/** Errors of the storage layer; each carries the HTTP status a route should answer with. */
import { formatBytes } from "../../domain/text/bytes";

export { formatBytes };

/** Thrown by read()/toLocalFile() when the object does not exist. */
export class StorageNotFound extends Error {
  readonly statusCode = 404;
  constructor(readonly key: string) {
    super("The file was not found.");
    this.name = "StorageNotFound";
  }
}

/** Thrown when a key or key part is not safe (contains "..", slashes, absolute paths, …). */
export class InvalidStorageKey extends Error {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message);
    this.name = "InvalidStorageKey";
  }
}

/** Thrown by the local store when a body is larger than the allowed size. */
export class UploadTooLarge extends Error {
  readonly statusCode = 413;
  constructor(readonly maxBytes: number) {
    super(uploadTooLargeMessage(maxBytes));
    this.name = "UploadTooLarge";
  }
}

export function uploadTooLargeMessage(maxBytes: number): string {
  return `The file is larger than the upload limit of ${formatBytes(maxBytes)}.`;
}

/** Thrown when an upload's size differs from the size signed into its URL. */
export class UploadSizeMismatch extends Error {
  readonly statusCode = 400;
  constructor(readonly expectedBytes: number) {
    super(`The upload does not match the announced file size of ${expectedBytes} bytes.`);
    this.name = "UploadSizeMismatch";
  }
}
