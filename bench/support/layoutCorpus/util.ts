/**
 * Small helpers the generators share: days, padding, random capitals, UTC dates, a name's slug for mail and web, and
 * the parts of a date the halves' invoice-number formats print.
 */
import type { Rng } from "../classifyCorpus";

export const DAY = 86400000;
export const pad = (n: number, w: number) => String(n).padStart(w, "0");
export const letters = (r: Rng, n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + r.int(0, 25))).join("");
export const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));
export const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY);
export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
export const slug = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, "")
    .replace(/[^a-z0-9]+/g, "");

/** A half's invoice-number format: drawn from r, dated by the issue. */
export type NumberFormat = (r: Rng, issue: Date) => string;
export const yyyy = (d: Date) => d.getUTCFullYear();
export const yy = (d: Date) => pad(d.getUTCFullYear() % 100, 2);
export const mm = (d: Date) => pad(d.getUTCMonth() + 1, 2);
