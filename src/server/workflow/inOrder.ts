/**
 * `fn` over the items with at most `limit` calls running at once; the results in the items' order. A step's
 * per-document work waits on storage, the database and the thread pool in turn: a few documents in flight keep them
 * all busy. The first failure is thrown once the calls already started have settled.
 */
export async function mapInOrder<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const run = async () => {
    for (let i = next++; i < items.length && !failed; i = next++) {
      try {
        results[i] = await fn(items[i], i);
      } catch (err) {
        failed = true; // nothing more is started
        throw err;
      }
    }
  };
  const runs = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, run);
  const settled = await Promise.allSettled(runs);
  const rejected = settled.find((r) => r.status === "rejected");
  if (rejected) throw (rejected as PromiseRejectedResult).reason;
  return results;
}
