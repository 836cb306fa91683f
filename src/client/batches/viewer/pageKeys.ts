import { stepPage } from "./stepPage";

/**
 * The page a key moves to in `order` (Classification and Split): arrows and PageUp/PageDown one page,
 * Home/End the first and last; null for any other key.
 */
export function pageForKey(key: string, order: readonly number[], pageNo: number): number | null {
  if (!order.length) return null;
  switch (key) {
    case "ArrowLeft":
    case "ArrowUp":
    case "PageUp":
      return stepPage(order, pageNo, -1);
    case "ArrowRight":
    case "ArrowDown":
    case "PageDown":
      return stepPage(order, pageNo, 1);
    case "Home":
      return order[0];
    case "End":
      return order[order.length - 1];
    default:
      return null;
  }
}

/** A typed page number when it is one of the pages in `order`, else null. */
export function typedPage(text: string, order: readonly number[]): number | null {
  const n = Number(text.trim());
  return Number.isInteger(n) && order.includes(n) ? n : null;
}

/** Keys typed into a control (inputs, selects, menus, dialogs) belong to it, not to page flipping. */
export function keyBelongsToControl(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return !!target.closest(
    'input, textarea, select, [contenteditable="true"], [role="combobox"], [role="listbox"], [role="menu"], [role="dialog"], [role="slider"]',
  );
}
