/**
 * State kept across reloads under the localStorage key 'root' (spec 01 section 4): auth, user, valueList,
 * fieldList, header, documentClass, options, job — never the batch. `batchList` keeps the batch list's page size
 * (a preference of the list, not a batch).
 */
type PersistedSlice =
  "auth" | "user" | "valueList" | "fieldList" | "header" | "documentClass" | "options" | "job" | "batchList";

const KEY = "root";

function readAll(): Partial<Record<PersistedSlice, unknown>> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? "{}") ?? {};
  } catch {
    return {};
  }
}

export const persisted = {
  get<T>(slice: PersistedSlice): T | undefined {
    return readAll()[slice] as T | undefined;
  },
  set(slice: PersistedSlice, value: unknown) {
    localStorage.setItem(KEY, JSON.stringify({ ...readAll(), [slice]: value }));
  },
  clear() {
    localStorage.removeItem(KEY);
  },
};
