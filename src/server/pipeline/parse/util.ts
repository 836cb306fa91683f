/** Small helpers for the parse step. */

class TimeoutError extends Error {
  override readonly name = "TimeoutError";
}

/** Reject after ms milliseconds (and run onTimeout, e.g. to cancel a render) unless p settles first. */
export function withTimeout<T>(p: Promise<T>, ms: number, what: string, onTimeout?: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      try {
        onTimeout?.();
      } catch {
        /* ignore */
      }
      reject(new TimeoutError(`${what} took longer than ${Math.round(ms / 1000)} seconds`));
    }, ms);
    timer.unref?.();
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

export type Stage = "merge" | "text" | "ocr" | "thumbnails";

/**
 * Progress reporting: the first and last call of a stage always go through, calls in between at
 * most every intervalMs, so a caller writing progress to a database is not called for every page.
 */
export class ProgressReporter {
  private lastAt = 0;
  private lastKey = "";
  constructor(
    private readonly cb: ((done: number, total: number, stage: Stage) => void | Promise<void>) | undefined,
    private readonly intervalMs = 250,
  ) {}

  async report(done: number, total: number, stage: Stage, force = false): Promise<void> {
    if (!this.cb) return;
    const key = `${stage}:${done}:${total}`;
    if (key === this.lastKey) return;
    const now = Date.now();
    if (!force && done !== 0 && done < total && now - this.lastAt < this.intervalMs) return;
    this.lastAt = now;
    this.lastKey = key;
    await this.cb(done, total, stage);
  }
}

/** Default sink for warnings about pages we could not fully read (the batch goes on). */
export function defaultWarn(message: string): void {
  process.emitWarning(message, { code: "DOCFLOW_PARSE" });
}
