export type { Insights } from "../../../domain/insights";

export type Period = "7" | "30" | "90" | "365" | "custom";

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The last n days up to today (UTC days, as the server counts them). */
export function periodOf(period: string, today = new Date()): { from: string; to: string } {
  const n = Number(period) || 30;
  return { from: iso(new Date(today.getTime() - (n - 1) * 86_400_000)), to: iso(today) };
}

/** 45 s, 12 min, 2 h 10 min, 3 d 4 h; '–' when there is nothing to measure. */
export function formatDuration(seconds: number | null): string {
  if (seconds == null) return "–";
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}
