/** Batch history (issue 15.3) as GET /api/batch/:id/history answers it, and the words the History panel shows. */
export interface HistoryEntry {
  _id: string;
  batchNumber: number;
  at: string;
  kind: HistoryKind;
  actor: { _id: string; name: string } | null;
  channel: "web" | "api_key" | "email" | null;
  details: Record<string, any>;
}

export const HISTORY_KIND_LABELS = {
  created: "Created",
  stage_started: "Stage started",
  stage_finished: "Stage finished",
  validation: "Validation",
  reprocess: "Re-process",
  value_changed: "Changed value",
  export: "Export",
  error: "Error",
  deleted: "Deleted",
} as const;
export type HistoryKind = keyof typeof HISTORY_KIND_LABELS;

const CHANNELS = { web: "the web app", api_key: "an API key", email: "e-mail" } as const;

const shown = (v: unknown) => (v === null || v === undefined || v === "" ? "(empty)" : String(v));

/** 1.2 s, 3 min 4 s: how long a stage took. */
function formatDuration(ms: unknown): string {
  if (typeof ms !== "number" || !Number.isFinite(ms)) return "";
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}

const plural = (n: unknown, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** One line saying what happened. */
export function describeEntry(e: HistoryEntry): string {
  const d = e.details ?? {};
  switch (e.kind) {
    case "created":
      return `Created from ${CHANNELS[e.channel ?? "web"] ?? e.channel}${d.from ? ` (${d.from})` : ""} with ${plural(d.files, "file")}`;
    case "stage_started":
      return `${d.stage ?? d.step} started`;
    case "stage_finished":
      return `${d.stage ?? d.step} finished in ${formatDuration(d.durationMs)}: ${plural(d.pages, "page")}, ${plural(d.documents, "document")}`;
    case "validation":
      return d.complete === false
        ? `${d.stage ?? d.step} saved (${d.validatedDocuments} of ${plural(d.documents, "document")} validated)`
        : `${d.stage ?? d.step} validated`;
    case "reprocess":
      return d.docNo ? `Re-processed extraction of document ${d.docNo}` : `Re-processed from ${d.stage ?? d.step}`;
    case "value_changed":
      return `Document ${d.docNo}${d.table ? `, ${d.table} row ${d.row}` : ""}: ${d.field}: ${shown(d.from)} → ${shown(d.to)}`;
    case "export":
      return d.target === "DE-01"
        ? `Exported to M-Files: object ids ${(d.objectIds ?? []).map((o: any) => o.objectId).join(", ")}`
        : `Exported to the archive ${d.archiveKey ?? ""}`.trim();
    case "error":
      return String(d.message ?? "Failed");
    case "deleted":
      return `Batch ${e.batchNumber} deleted`;
    default:
      return e.kind;
  }
}
