/** Roles, entities and actions of the permission tables (spec 01 section 6, spec 02 section 6). */
export const ROLES = ["admin", "editor", "indexer"] as const;
export type RoleName = (typeof ROLES)[number];
export const ROLE_LABELS: Record<RoleName, string> = { admin: "Admin", editor: "Editor", indexer: "Indexer" };

export const ENTITIES = [
  "batch",
  "field",
  "valueListCategory",
  "valueListData",
  "documentClass",
  "job",
  "user",
  "apiKey",
  "webhook",
  "insights",
] as const;
export type Entity = (typeof ENTITIES)[number];
export type Action = "list" | "create" | "edit" | "delete" | "view" | "reprocess";
