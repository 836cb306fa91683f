/**
 * The columns of an extraction table: the class's columns stored with it, else (tables of batches
 * extracted before they were stored) the fields of its widest row, in order.
 */
export function tableColumns<F>(table: { columns?: F[]; rows: { field: F }[][] }): F[] {
  if (table.columns?.length) return table.columns;
  const widest = table.rows.reduce<{ field: F }[]>((w, r) => (r.length > w.length ? r : w), []);
  return widest.map((c) => c.field);
}
