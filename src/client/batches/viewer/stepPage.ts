/** The page before or after `pageNo` in `order`; the same page at either end. */
export function stepPage(order: readonly number[], pageNo: number, delta: number): number {
  if (!order.length) return pageNo;
  const at = order.indexOf(pageNo);
  if (at < 0) return order[0];
  return order[Math.min(order.length - 1, Math.max(0, at + delta))];
}
