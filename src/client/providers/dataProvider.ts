import type { BaseRecord, DataProvider, GetListResponse, GetOneResponse } from "@refinedev/core";
import { resourceByName } from "../resources";
import { api, API_URL } from "./httpClient";
import { queryClient } from "./queryClient";

const path = (resource: string) => resourceByName(resource).meta.apiPath;

/** What React Query holds of a resource's calls (Refine's keys: data, the provider, resource, action), newest first. */
function loaded<T>(resource: string, ...key: string[]): T[] {
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: ["data", "default", resource, ...key] })
    .filter((q) => q.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .map((q) => q.state.data as T);
}

/**
 * Spec 02: an edit form's record is "taken from the already loaded list; it is not fetched separately", for the
 * resources whose entry says `recordFromList`. Without a loaded list that holds it (a link opened directly), GET.
 */
function fromLoadedList(resource: string, id: string): BaseRecord | undefined {
  if (!resourceByName(resource).meta.recordFromList) return undefined;
  for (const list of loaded<GetListResponse>(resource, "list")) {
    const record = list.data.find((r) => r._id === id);
    if (record) return record;
  }
  return undefined;
}

/**
 * Maps Refine's calls onto the spec's API paths; ids are `_id`. getList asks for no page: collections come whole and
 * the generic table searches, sorts and pages on the client. The batch list, which the server pages, asks for its
 * pages itself through `custom` (useCustom with the page in the URL).
 */
export const dataProvider: DataProvider = {
  getApiUrl: () => API_URL,
  async getList({ resource, meta }) {
    const url = (meta?.path as string | undefined) ?? path(resource);
    const data = await api<BaseRecord[]>(url, { fallbackError: meta?.fallbackError as string | undefined });
    return { data: data as any, total: data.length };
  },
  async getOne({ resource, id, meta }) {
    const listed = fromLoadedList(resource, String(id));
    if (listed) return { data: listed as any };
    const data = await api<BaseRecord>(`${path(resource)}/${encodeURIComponent(String(id))}`, {
      fallbackError: meta?.fallbackError as string | undefined,
    });
    return { data: data as any };
  },
  async create({ resource, variables, meta }) {
    const data = await api<BaseRecord>((meta?.path as string | undefined) ?? path(resource), {
      method: "POST",
      body: variables,
      fallbackError: meta?.fallbackError as string | undefined,
    });
    return { data: data as any };
  },
  /**
   * meta.ifMatchLoaded: the edit is based on the record getOne answered for the form (what React Query holds), and
   * its version is sent as If-Match, so a save over someone else's change made meanwhile is the server's 409.
   */
  async update({ resource, id, variables, meta }) {
    const version = meta?.ifMatchLoaded
      ? loaded<GetOneResponse>(resource, "one", String(id))[0]?.data.version
      : undefined;
    const headers = typeof version === "number" ? { "If-Match": String(version) } : undefined;
    const data = await api<BaseRecord>(`${path(resource)}/${encodeURIComponent(String(id))}`, {
      method: "PATCH",
      body: variables,
      headers,
      fallbackError: meta?.fallbackError as string | undefined,
    });
    return { data: data as any };
  },
  async deleteOne({ resource, id, meta }) {
    await api(`${(meta?.path as string | undefined) ?? path(resource)}/${encodeURIComponent(String(id))}`, {
      method: "DELETE",
      fallbackError: meta?.fallbackError as string | undefined,
    });
    return { data: { id } as any };
  },
  /** headers: e.g. If-Match; none given (Refine's mutations pass {}) leaves a GET free to take an early answer. */
  async custom({ url, method, payload, headers, meta }) {
    const sent = headers && Object.keys(headers).length ? (headers as Record<string, string>) : undefined;
    const data = await api<any>(url, {
      method: method.toUpperCase(),
      body: payload,
      headers: sent,
      fallbackError: meta?.fallbackError as string | undefined,
    });
    return { data };
  },
};
