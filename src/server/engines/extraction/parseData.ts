/**
 * parseData: the document's layout as read, independent of the class: its key-value pairs
 * ("Invoice No: 42", a label over its value) and its tables with their merged cells.
 */
import type { MergedCell, ParsedFormField, ParsedTable } from "../../../domain/entities";
import { horizontalOverlap, unionBox, type Layout, type Token } from "./layout";
import type { LabelMatch } from "./labels";
import type { DetectedTable } from "./tables";
import { readAmount, readDate } from "./readers";
import { hasDigit } from "./text";

const clean = (text: string) =>
  text
    .replace(/\s+([,.;:])/g, "$1")
    .replace(/[:;,|\s]+$/, "")
    .replace(/^[:|\-–—•*\s]+/, "")
    .trim();
const textOf = (tokens: Token[]) => tokens.map((t) => t.text).join(" ");

export function formFields(layout: Layout, labels: LabelMatch[], labelOf: Map<Token, LabelMatch>): ParsedFormField[] {
  const out: ParsedFormField[] = [];
  const seen = new Set<string>();
  const push = (key: string, value: string) => {
    const k = clean(key);
    const v = clean(value);
    if (!k || !v || k.length > 60 || v.length > 200) return;
    const id = `${k}\u0000${v}`;
    if (seen.has(id)) return;
    seen.add(id);
    out.push({ key: k, value: v });
  };
  const taken = new Set<Token>();

  for (const line of layout.lines) {
    for (const segment of line.segments) {
      // Split the segment at the words that end with ':'.
      const colons = segment.map((t, i) => (t.colon ? i : -1)).filter((i) => i >= 0);
      if (colons.length === 0) continue;
      let keyStart = 0;
      colons.forEach((colonAt, n) => {
        const key = segment.slice(keyStart, colonAt + 1);
        const nextColon = colons[n + 1];
        let valueEnd = nextColon === undefined ? segment.length : nextColon;
        if (nextColon !== undefined) {
          // The next key: a known label ending at that colon, or the one word before it.
          const match = labelOf.get(segment[nextColon]);
          const nextKeyStart =
            match && match.tokens[match.tokens.length - 1] === segment[nextColon]
              ? segment.indexOf(match.tokens[0])
              : nextColon;
          valueEnd = Math.max(colonAt + 1, nextKeyStart);
          keyStart = valueEnd;
        }
        let value = segment.slice(colonAt + 1, valueEnd);
        if (value.length === 0) value = valueBelow(layout, key, labelOf) ?? valueRight(line.segments, segment) ?? [];
        if (value.length > 0) {
          push(textOf(key), textOf(value));
          key.forEach((t) => taken.add(t));
          value.forEach((t) => taken.add(t));
        }
      });
    }
  }
  // Known labels without a colon: "Rechnungsnr. 30064443", "Totaal € 717,97"; an amount label's
  // value is the amount the line ends with ("BTW 21% € 124,61", "TOTAL AMOUNT DUE ON August 3, 2014 $4.11").
  for (const match of labels) {
    if (!match.startsSegment || match.tokens.some((t) => taken.has(t) && !(match.colon && isAmountLabel(match))))
      continue;
    const tokens = match.line.tokens;
    if (isAmountLabel(match)) {
      const amount = lastAmount(layout, match, labelOf);
      if (amount) {
        // Replaces what the colon reading made of the same label.
        const key = clean(textOf(match.tokens));
        const at = out.findIndex((f) => f.key === key && match.colon);
        if (at >= 0) {
          seen.delete(`${key}\u0000${out[at].value}`);
          out.splice(at, 1);
        }
        push(textOf(match.tokens), textOf(amount));
        continue;
      }
    }
    if (match.colon) continue;
    const value: Token[] = [];
    for (let i = match.end; i < tokens.length && tokens[i].segment === match.tokens[0].segment; i++) {
      const other = labelOf.get(tokens[i]);
      if (other && other !== match) break;
      value.push(tokens[i]);
    }
    if (value.length > 0 && value.some((t) => hasDigit(t.text))) push(textOf(match.tokens), textOf(value));
    // A label set apart with its value further right ("Totaal      € 428,98") or under it ("Booking ID" over "IBZY2087").
    else if (value.length === 0 && match.wholeSegment) {
      const right = valueRight(match.line.segments, match.line.segments[match.tokens[0].segment]);
      const below = valueBelow(layout, match.tokens, labelOf);
      if (right && right.some((t) => hasDigit(t.text)) && !right.some((t) => labelOf.has(t)))
        push(textOf(match.tokens), textOf(right));
      else if (below && below.some((t) => hasDigit(t.text))) push(textOf(match.tokens), textOf(below));
    }
  }
  return out;
}

function isAmountLabel(match: LabelMatch): boolean {
  return match.targets.some((t) => t.concept === "total" || t.concept === "net" || t.concept === "tax");
}

/** The last amount after the label on its line, before any other label. */
function lastAmount(layout: Layout, match: LabelMatch, labelOf: Map<Token, LabelMatch>): Token[] | null {
  const tokens = match.line.tokens;
  let last: Token[] | null = null;
  for (let i = match.end; i < tokens.length;) {
    const other = labelOf.get(tokens[i]);
    if (other && other !== match) break;
    const date = readDate(tokens, i, layout);
    if (date) {
      i += date.tokens.length;
      continue;
    }
    const read = readAmount(tokens, i, layout);
    if (read && !read.percent) last = read.tokens;
    i += read ? read.tokens.length : 1;
  }
  return last;
}

function valueBelow(layout: Layout, key: Token[], labelOf: Map<Token, LabelMatch>): Token[] | null {
  const box = unionBox(key);
  const page = layout.pages[key[0].page];
  const line = layout.lines[key[0].line];
  const next = page.lines[line.pageLine + 1];
  if (!next || next.top - (box.y + box.height) > 2 * box.height) return null;
  for (const segment of next.segments) {
    if (horizontalOverlap(unionBox(segment), box) > 0.3 && !segment.some((t) => t.colon || labelOf.has(t)))
      return segment;
  }
  return null;
}

function valueRight(segments: Token[][], segment: Token[]): Token[] | null {
  const next = segments[segments.indexOf(segment) + 1];
  if (!next || next.some((t) => t.colon)) return null;
  return next;
}

export function parsedTables(tables: DetectedTable[], names: (string | null)[]): ParsedTable[] {
  return tables.map((table, i) => {
    const rows: string[][] = [table.columns.map((c) => c.header)];
    const mergedCells: MergedCell[] = [];
    for (const row of table.rows) {
      const r = rows.length;
      rows.push(row.cells.map((cell) => cell?.text ?? ""));
      row.cells.forEach((cell, c) => {
        if (cell && cell.colSpan > 1)
          mergedCells.push({
            startRow: r,
            startCol: c,
            rowSpan: 1,
            colSpan: Math.min(cell.colSpan, table.columns.length - c),
          });
      });
    }
    return { name: names[i] ?? `Table ${i + 1}`, rows, mergedCells };
  });
}
