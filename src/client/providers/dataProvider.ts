import type { BaseRecord, DataProvider } from "@refinedev/core";
import { resourceByName } from "../resources";
import { api, API_URL } from "./httpClient";

const path = (resource: string) => resourceByName(resource).meta.apiPath;

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
    const data = await api<BaseRecord>(`${path(resource)}/${encodeURIComponent(String(id))}`, { fallbackError: meta?.fallbackError as string | undefined });
    return { data: data as any };
  },
  async create({ resource, variables, meta }) {
    const data = await api<BaseRecord>((meta?.path as string | undefined) ?? path(resource), { method: "POST", body: variables, fallbackError: meta?.fallbackError as string | undefined });
    return { data: data as any };
  },
  /** meta.version: the version of the record the edit is based on, sent as If-Match (a stale one is the server's 409). */
  async update({ resource, id, variables, meta }) {
    const headers = typeof meta?.version === "number" ? { "If-Match": String(meta.version) } : undefined;
    const data = await api<BaseRecord>(`${path(resource)}/${encodeURIComponent(String(id))}`, { method: "PATCH", body: variables, headers, fallbackError: meta?.fallbackError as string | undefined });
    return { data: data as any };
  },
  async deleteOne({ resource, id, meta }) {
    await api(`${(meta?.path as string | undefined) ?? path(resource)}/${encodeURIComponent(String(id))}`, { method: "DELETE", fallbackError: meta?.fallbackError as string | undefined });
    return { data: { id } as any };
  },
  async custom({ url, method, payload, meta }) {
    const data = await api<any>(url, { method: method.toUpperCase(), body: payload, fallbackError: meta?.fallbackError as string | undefined });
    return { data };
  },
};
