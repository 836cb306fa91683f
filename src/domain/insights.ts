/** The answer of GET /api/insights: one declaration for the server (src/server/insights) and the insights page. */
export interface InsightsDay {
  day: string;
  batches: number;
  pages: number;
  documents: number;
  autoValidated: number;
  exported: number;
  corrections: number;
  errors: number;
}

export interface Insights {
  from: string;
  to: string;
  days: InsightsDay[];
  totals: Omit<InsightsDay, "day"> & { straightThroughShare: number | null };
  uploadToExport: { batches: number; medianSeconds: number | null };
  userValidation: { batches: number; medianSeconds: number | null };
  correctionsByField: { field: string; corrections: number; batches: number }[];
  correctionsByVendor: { vendor: string | null; corrections: number; batches: number }[];
  queue: { status: string; batches: number }[];
  errorsByReason: { stage: string | null; reason: string; errors: number }[];
}
