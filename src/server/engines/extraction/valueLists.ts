/**
 * Value-list fields: the value must be one of the category's items. A text read at the field's
 * label is matched to an item (exactly after folding, or by containing it); failing that, the item
 * printed on the document (nearest to the top, most often) is taken.
 */
import type { Layout, Token } from "./layout";
import { compact } from "./text";
import type { ValueListItem } from "./types";

interface ItemMatch {
  item: ValueListItem;
  tokens: Token[];
  score: number;
}

/** The item a printed text names, if any. */
export function matchItem(text: string, items: ValueListItem[]): ValueListItem | null {
  const key = compact(text);
  if (!key) return null;
  const exact = items.find((item) => compact(item.value) === key);
  if (exact) return exact;
  // The text contains exactly one item's value as a whole ("EUR 34,73" → EUR); longest wins.
  const contained = items
    .filter(
      (item) =>
        compact(item.value).length >= 2 &&
        new RegExp(`(^|[^\\p{L}\\p{N}])${escape(item.value)}([^\\p{L}\\p{N}]|$)`, "iu").test(text),
    )
    .sort((a, b) => b.value.length - a.value.length);
  if (contained.length > 0) return contained[0];
  // A value written longer than the item: "Euro" for "EUR" is not guessed; prefix of 4+ letters is.
  const prefix = items.filter(
    (item) =>
      compact(item.value).length >= 4 &&
      (key.startsWith(compact(item.value)) || compact(item.value).startsWith(key)) &&
      key.length >= 4,
  );
  return prefix.length === 1 ? prefix[0] : null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s*");

/** Items printed on the document, best first (earlier and more often). */
export function findItems(layout: Layout, items: ValueListItem[]): ItemMatch[] {
  const out: ItemMatch[] = [];
  const keys = items.map((item) => ({ item, key: compact(item.value) })).filter((k) => k.key.length >= 2);
  if (keys.length === 0) return out;
  const found = new Map<string, ItemMatch>();
  const totalLines = Math.max(1, layout.lines.length);
  for (const line of layout.lines) {
    for (let start = 0; start < line.tokens.length; start++) {
      let acc = "";
      for (let end = start; end < line.tokens.length && end < start + 8; end++) {
        acc += compact(line.tokens[end].text);
        const hits = keys.filter((k) => k.key === acc);
        for (const { item } of hits) {
          const tokens = line.tokens.slice(start, end + 1);
          const position = 1 - line.index / totalLines;
          const existing = found.get(item._id);
          if (existing) existing.score += 0.1;
          else found.set(item._id, { item, tokens, score: 0.5 + 0.2 * position + Math.min(0.2, acc.length / 50) });
        }
        if (!keys.some((k) => k.key.startsWith(acc))) break;
      }
    }
  }
  out.push(...found.values());
  return out.sort((a, b) => b.score - a.score);
}
