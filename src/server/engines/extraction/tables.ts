/**
 * Tables from word alignment. A header is a line of words spread over three or more columns (or
 * two with column words such as "Qty", "Price"); the lines under it whose parts line up with the
 * header's columns are rows; a line with one part under the first columns right below a row
 * continues that row (a wrapped description); a lone line set apart is a section heading that
 * spans the table. Columns come from where the rows' parts sit, and header words join the column
 * they stand over, so "BTW Prijs incl. BTW" printed close together still makes two headers.
 */
import { horizontalOverlap, unionBox, type Layout, type Line, type Token } from "./layout";
import type { LabelMatch } from "./labels";
import { readAmount } from "./readers";
import { fold, hasDigit, hasLetter, labelTokens } from "./text";

export interface TableColumn {
  x0: number;
  x1: number;
  /** Header words over this column. */
  header: string;
}

interface TableCell {
  text: string;
  tokens: Token[];
  /** How many columns the text spans (1 for a normal cell). */
  colSpan: number;
}

export interface TableRow {
  kind: "row" | "section";
  /** One entry per column; null where the row has nothing. */
  cells: (TableCell | null)[];
  lines: Line[];
}

export interface DetectedTable {
  page: number;
  columns: TableColumn[];
  headerLines: Line[];
  rows: TableRow[];
}

const HEADER_WORDS = new Set(
  [
    "description item items article artikel omschrijving designation bezeichnung beschreibung product produkt products title service services leistung libelle details particulars",
    "qty quantity quantities menge anzahl aantal nombre quantite hoeveelheid units pcs stk",
    "price prices rate prijs preis einzelpreis prix unit unitaire pu vk-preis cost",
    "amount total betrag bedrag montant gesamt zeilenbetrag gesamtpreis subtotal totaal",
    "tax vat btw mwst tva gst taxes iva",
    "code sku ref reference nr no pos position",
    "discount rabatt korting remise disc",
    "date datum hours stunden uur",
  ]
    .join(" ")
    .split(" "),
);

function isHeaderWord(token: Token): boolean {
  return HEADER_WORDS.has(token.norm.replace(/[.%()]/g, "")) || HEADER_WORDS.has(token.norm);
}

function wordish(token: Token): boolean {
  return hasLetter(token.text) || /^[%#.()/\-*]+$/.test(token.text);
}

function looksLikeHeader(line: Line, layout: Layout): boolean {
  if (line.segments.length < 2 || line.tokens.length > 18) return false;
  const words = line.tokens.filter(wordish).length;
  if (words < line.tokens.length * 0.8) return false;
  if (line.tokens.some((t) => hasDigit(t.text) && readAmount(line.tokens, t.index, layout))) return false;
  const known = line.tokens.filter(isHeaderWord).length;
  // Form labels ("Invoice Date:") make a form, not a table header, unless they name columns.
  if (line.tokens.some((t) => t.colon) && known < 3) return false;
  return known >= 2 || (line.segments.length >= 3 && known >= 1 && line.tokens.length <= 10);
}

const numeric = (t: Token) => hasDigit(t.text) && /^[-+(]?[€$£¥₹]?[\d.,'%]+[)%]?$/.test(t.text);

/** The line's parts, with two numbers side by side split apart: "0.00 15.00%" are two cells. */
function cellSegments(line: Line): Token[][] {
  const out: Token[][] = [];
  for (const segment of line.segments) {
    let current: Token[] = [];
    segment.forEach((token, i) => {
      const previous = segment[i - 1];
      const grouped =
        previous &&
        /^\d{1,3}$/.test(previous.text) &&
        /^\d{3}([.,]\d+)?$/.test(token.text) &&
        token.x - (previous.x + previous.width) < 0.45 * token.height;
      if (previous && numeric(previous) && numeric(token) && !grouped) {
        out.push(current);
        current = [];
      }
      current.push(token);
    });
    if (current.length > 0) out.push(current);
  }
  return out;
}

const isCurrencyMark = (t: Token) => /^([€$£¥₹]|eur|usd|gbp|chf|inr|rs\.?)$/i.test(t.text);

/** Which columns a box overlaps. */
function overlapping(columns: { x0: number; x1: number }[], x0: number, x1: number): number[] {
  const out: number[] = [];
  columns.forEach((c, i) => {
    if (horizontalOverlap({ x: x0, width: x1 - x0 }, { x: c.x0, width: c.x1 - c.x0 }) > 0.3) out.push(i);
  });
  return out;
}

function nearestColumn(columns: { x0: number; x1: number }[], x0: number, x1: number): number {
  const centre = (x0 + x1) / 2;
  let best = 0;
  let bestDistance = Infinity;
  columns.forEach((c, i) => {
    const d = centre < c.x0 ? c.x0 - centre : centre > c.x1 ? centre - c.x1 : 0;
    if (d < bestDistance) {
      bestDistance = d;
      best = i;
    }
  });
  return best;
}

function headerColumns(headerLines: Line[]): { x0: number; x1: number }[] {
  return headerLines[0].segments.map((s) => {
    const box = unionBox(s);
    return { x0: box.x, x1: box.x + box.width };
  });
}

/** Columns from the parts of the rows that line up, plus header parts over no row part. */
function buildColumns(headerLines: Line[], rowLines: Line[]): TableColumn[] {
  const maxSegments = Math.max(0, ...rowLines.map((l) => cellSegments(l).length));
  const intervals: { x0: number; x1: number }[] = [];
  for (const line of rowLines) {
    if (cellSegments(line).length < Math.max(2, maxSegments - 1)) continue;
    for (const segment of cellSegments(line)) {
      const box = unionBox(segment);
      intervals.push({ x0: box.x, x1: box.x + box.width });
    }
  }
  intervals.sort((a, b) => a.x0 - b.x0);
  const clusters: { x0: number; x1: number }[] = [];
  for (const interval of intervals) {
    const last = clusters[clusters.length - 1];
    if (last && interval.x0 <= last.x1 + 1) last.x1 = Math.max(last.x1, interval.x1);
    else clusters.push({ ...interval });
  }
  const headerTokens = headerLines.flatMap((l) => l.tokens);
  // Header parts standing over no column of the rows become columns of their own.
  // (A header part close to a column of rows that has no header of its own names that column.)
  const headed = new Set<number>();
  for (const segment of headerLines[0].segments) {
    const box = unionBox(segment);
    const hits = overlapping(clusters, box.x, box.x + box.width);
    hits.forEach((h) => headed.add(h));
  }
  for (const segment of headerLines[0].segments) {
    const box = unionBox(segment);
    if (
      overlapping(clusters, box.x, box.x + box.width).length > 0 ||
      clusters.some((c) => box.x < c.x1 && box.x + box.width > c.x0)
    )
      continue;
    const near = clusters.length > 0 ? nearestColumn(clusters, box.x, box.x + box.width) : -1;
    const c = clusters[near];
    const distance = c ? Math.max(c.x0 - (box.x + box.width), box.x - c.x1, 0) : Infinity;
    if (c && !headed.has(near) && distance <= 3 * segment[0].height) {
      headed.add(near);
      c.x0 = Math.min(c.x0, box.x);
      c.x1 = Math.max(c.x1, box.x + box.width);
    } else clusters.push({ x0: box.x, x1: box.x + box.width });
  }
  clusters.sort((a, b) => a.x0 - b.x0);
  if (clusters.length === 0) return [];
  const headers: string[][] = clusters.map(() => []);
  const columnOfToken = (token: Token): number => {
    const hits = overlapping(clusters, token.x, token.x + token.width);
    if (hits.length > 0) return hits[0];
    // A header word over no column belongs with the next word of its phrase ("Prijs incl. BTW").
    const line = headerLines.find((l) => l.tokens.includes(token))!;
    const next = line.tokens[token.index + 1];
    if (next && next.segment === token.segment && overlapping(clusters, next.x, next.x + next.width).length > 0)
      return columnOfToken(next);
    return nearestColumn(clusters, token.x, token.x + token.width);
  };
  for (const token of headerTokens) {
    const index = columnOfToken(token);
    headers[index].push(token.text);
    clusters[index].x0 = Math.min(clusters[index].x0, token.x);
    clusters[index].x1 = Math.max(clusters[index].x1, token.x + token.width);
  }
  const columns = clusters.map((c, i) => ({ x0: c.x0, x1: c.x1, header: headers[i].join(" ") }));
  // A column without a header whose cells are words continues the text column on its left
  // (a description printed with wide, justified spaces).
  for (let i = columns.length - 1; i > 0; i--) {
    if (columns[i].header) continue;
    const texts = rowLines.flatMap((line) =>
      cellSegments(line).filter(
        (part) => overlapping([columns[i]], unionBox(part).x, unionBox(part).x + unionBox(part).width).length > 0,
      ),
    );
    const wordy = texts.every((part) => {
      const text = part.map((t) => t.text).join("");
      return (text.match(/\p{L}/gu) ?? []).length > (text.match(/\d/g) ?? []).length;
    });
    if (wordy) {
      columns[i - 1].x1 = Math.max(columns[i - 1].x1, columns[i].x1);
      columns.splice(i, 1);
    }
  }
  return columns;
}

function cellsOf(line: Line, columns: TableColumn[]): (TableCell | null)[] {
  const cells: (TableCell | null)[] = columns.map(() => null);
  const put = (index: number, tokens: Token[], colSpan: number) => {
    const existing = cells[index];
    if (existing) {
      existing.tokens.push(...tokens);
      existing.text = `${existing.text} ${tokens.map((t) => t.text).join(" ")}`;
      existing.colSpan = Math.max(existing.colSpan, colSpan);
    } else cells[index] = { text: tokens.map((t) => t.text).join(" "), tokens: [...tokens], colSpan };
  };
  for (const segment of cellSegments(line)) {
    const box = unionBox(segment);
    const hits = overlapping(columns, box.x, box.x + box.width);
    if (hits.length <= 1) {
      put(hits[0] ?? nearestColumn(columns, box.x, box.x + box.width), segment, 1);
      continue;
    }
    // A part over several columns: split it word by word when its words fall into different columns.
    const byColumn = new Map<number, Token[]>();
    for (const token of segment) {
      const own = overlapping(columns, token.x, token.x + token.width);
      const index =
        own.length === 1 ? own[0] : own.length > 1 ? own[0] : nearestColumn(columns, token.x, token.x + token.width);
      byColumn.set(index, [...(byColumn.get(index) ?? []), token]);
    }
    const spanning =
      segment.length === 1 ||
      [...byColumn.values()].some(
        (tokens) => overlapping(columns, unionBox(tokens).x, unionBox(tokens).x + unionBox(tokens).width).length > 1,
      );
    if (spanning && byColumn.size === 1) put(hits[0], segment, hits[hits.length - 1] - hits[0] + 1);
    else for (const [index, tokens] of byColumn) put(index, tokens, 1);
  }
  return cells;
}

function isTotalLine(line: Line, labelOf: Map<Token, LabelMatch>): boolean {
  return line.tokens.some((t) =>
    labelOf
      .get(t)
      ?.targets.some((target) => target.concept === "total" || target.concept === "net" || target.concept === "tax"),
  );
}

export function detectTables(layout: Layout, labelOf: Map<Token, LabelMatch>): DetectedTable[] {
  const tables: DetectedTable[] = [];
  for (const page of layout.pages) {
    const lines = page.lines;
    for (let i = 0; i < lines.length; i++) {
      if (!looksLikeHeader(lines[i], layout)) continue;
      const headerLines = [lines[i]];
      const headerBox = { x0: lines[i].x0, x1: lines[i].x1 };
      let j = i + 1;
      // A header may wrap onto a second and third line of words within its span.
      while (j < lines.length && headerLines.length < 3) {
        const next = lines[j];
        const previous = headerLines[headerLines.length - 1];
        if (next.top - previous.bottom > 0.8 * next.height) break;
        if (!next.tokens.every(wordish)) break;
        if (!next.tokens.every((t) => t.x >= headerBox.x0 - 5 && t.x + t.width <= headerBox.x1 + 5)) break;
        // A lone heading at the table's left edge is a section, not more header.
        if (next.segments.length < 2 && next.x0 < headerBox.x0 + 0.3 * (headerBox.x1 - headerBox.x0)) break;
        headerLines.push(next);
        j++;
      }
      const hColumns = headerColumns(headerLines);
      const body: {
        line: Line;
        kind: "row" | "cont" | "section" | "total";
        numbers?: Set<number>;
        spread?: Set<number>;
      }[] = [];
      let previousBottom = headerLines[headerLines.length - 1].bottom;
      let misses = 0;
      for (; j < lines.length; j++) {
        const line = lines[j];
        if (line.top - previousBottom > 3.5 * Math.max(line.height, 6)) break;
        if (looksLikeHeader(line, layout) && line.tokens.filter(isHeaderWord).length >= 2) break;
        // Which header columns the line's parts stand under (within a little slack), and which
        // of them hold numbers.
        const spread = new Set<number>();
        const numbers = new Set<number>();
        let outside = 0;
        for (const part of cellSegments(line)) {
          const box = unionBox(part);
          const hits = overlapping(
            hColumns.map((c, k) => ({ x0: k === 0 ? 0 : c.x0 - 12, x1: c.x1 + 12 })),
            box.x,
            box.x + box.width,
          );
          if (hits.length > 0) {
            spread.add(hits[0]);
            if (part.some(numeric) && part.every((t) => numeric(t) || isCurrencyMark(t))) numbers.add(hits[0]);
          } else outside++;
        }
        const firstRow = body.find((b) => b.kind === "row");
        // A row has numbers where the first row had them; a wrapped line has none there.
        const rowLike = firstRow
          ? [...numbers].filter((k) => firstRow.numbers!.has(k)).length >= Math.ceil(firstRow.numbers!.size / 2)
          : numbers.size >= 1;
        // A wrapped line stays in the columns that hold words (a description), and holds no label.
        const textColumns = firstRow ? [...firstRow.spread!].filter((k) => !firstRow.numbers!.has(k)) : [];
        const inTextColumns = spread.size > 0 && [...spread].every((k) => textColumns.includes(k)) && outside === 0;
        const labelled = line.tokens.some((t) => {
          const match = labelOf.get(t);
          return !!match && (match.colon || match.tokens.length >= 2);
        });
        const total = isTotalLine(line, labelOf);
        const previous = body[body.length - 1];
        const hasAmount = line.tokens.some(
          (t) => hasDigit(t.text) && (readAmount(line.tokens, t.index, layout)?.decimals ?? 0) > 0,
        );
        const inside = line.x0 >= headerBox.x0 - 0.1 * (headerBox.x1 - headerBox.x0) && line.x1 <= headerBox.x1 + 40;
        const attached =
          (previous?.kind === "row" || previous?.kind === "cont") &&
          previous.line === lines[j - 1] &&
          line.top - previousBottom < 1.3 * line.height;
        if (
          !total &&
          cellSegments(line).length >= 2 &&
          spread.size >= 2 &&
          outside <= 1 &&
          rowLike &&
          line.x1 - line.x0 < 1.3 * (headerBox.x1 - headerBox.x0) + 40
        ) {
          body.push({ line, kind: "row", numbers, spread });
          misses = 0;
        } else if (
          !total &&
          attached &&
          !hasAmount &&
          inside &&
          !rowLike &&
          inTextColumns &&
          !labelled &&
          line.segments.length <= 3
        ) {
          body.push({ line, kind: "cont" });
        } else if (!total && line.segments.length === 1 && inside && line.tokens.length <= 8 && !hasAmount) {
          body.push({ line, kind: "section" });
          misses++;
        } else if (total) {
          body.push({ line, kind: "total" });
          misses++;
        } else misses++;
        if (misses >= 3) break;
        previousBottom = line.bottom;
      }
      // Drop what trails the last row: totals and headings after it belong to the page.
      while (body.length > 0 && body[body.length - 1].kind !== "row" && body[body.length - 1].kind !== "cont")
        body.pop();
      const rowLines = body.filter((b) => b.kind === "row").map((b) => b.line);
      if (rowLines.length === 0) continue;
      const columns = buildColumns(headerLines, rowLines);
      if (columns.length < 2) continue;
      const rows: TableRow[] = [];
      for (const entry of body) {
        if (entry.kind === "total") continue;
        const cells = cellsOf(entry.line, columns);
        if (entry.kind === "cont" && rows.length > 0) {
          const row = rows[rows.length - 1];
          cells.forEach((cell, k) => {
            if (!cell) return;
            const existing = row.cells[k];
            if (existing) {
              existing.text = `${existing.text}\n${cell.text}`;
              existing.tokens.push(...cell.tokens);
            } else row.cells[k] = cell;
          });
          row.lines.push(entry.line);
          continue;
        }
        if (entry.kind === "section") {
          const first = cells.findIndex((c) => c !== null);
          const text = entry.line.tokens.map((t) => t.text).join(" ");
          const sectionCells: (TableCell | null)[] = columns.map(() => null);
          sectionCells[Math.max(0, first)] = {
            text,
            tokens: entry.line.tokens,
            colSpan: columns.length - Math.max(0, first),
          };
          rows.push({ kind: "section", cells: sectionCells, lines: [entry.line] });
          continue;
        }
        rows.push({ kind: "row", cells, lines: [entry.line] });
      }
      tables.push({ page: page.index, columns, headerLines, rows });
      i = Math.max(i, lines.indexOf(body[body.length - 1].line));
    }
  }
  return tables;
}

/** Column concepts a class's table column is matched by. */
const COLUMN_SYNONYMS: [RegExp, string[]][] = [
  [
    /desc|item|article|artikel|product|service|name|omschrijving|bezeichnung|libell|designation|title|particular/,
    [
      "description",
      "item",
      "article",
      "artikel",
      "omschrijving",
      "designation",
      "bezeichnung",
      "beschreibung",
      "product",
      "product title",
      "produkt",
      "service",
      "leistung",
      "libelle",
      "details",
      "particulars",
      "name",
    ],
  ],
  [
    /qty|quant|menge|anzahl|aantal|count|units?$|hoeveelheid|nombre/,
    ["qty", "quantity", "menge", "anzahl", "aantal", "nombre", "quantite", "hoeveelheid", "units", "pcs", "stk"],
  ],
  [
    /unit ?price|price|rate|prijs|preis|prix|cost/,
    [
      "unit price",
      "price",
      "rate",
      "prijs",
      "prijs per stuk",
      "preis",
      "einzelpreis",
      "prix unitaire",
      "p.u.",
      "p.u. ht",
      "vk-preis",
      "unit cost",
      "price per unit",
    ],
  ],
  [
    /amount|total|betrag|bedrag|montant|line ?total|subtotal|sum/,
    [
      "amount",
      "total",
      "line total",
      "betrag",
      "bedrag",
      "montant",
      "montant ht",
      "gesamt",
      "zeilenbetrag",
      "gesamtpreis",
      "subtotal",
      "prijs incl. btw",
      "total price",
      "net amount",
    ],
  ],
  [/tax|vat|btw|mwst|tva|gst/, ["tax", "vat", "btw", "mwst", "tva", "gst", "taxes", "tax %", "vat %", "tax(%)"]],
  [
    /code|sku|ref|art.*n/,
    ["code", "sku", "item no", "art.-nr", "artikelnummer", "artikelnr", "product code", "ref", "reference", "artikel"],
  ],
  [/pos|position|line ?no/, ["pos", "pos.", "position", "#", "line"]],
  [/discount|rabatt|korting|remise/, ["discount", "rabatt", "korting", "remise", "disc", "disc.%"]],
  [/date|datum/, ["date", "datum"]],
];

function headerTerms(field: { name: string; description?: string | null }): string[] {
  const name = labelTokens(field.name).join(" ");
  const terms = new Set<string>([name]);
  for (const part of (field.description ?? "").split(/[,;/]/)) {
    const t = labelTokens(part).join(" ");
    if (t && t.split(" ").length <= 4) terms.add(t);
  }
  for (const [pattern, synonyms] of COLUMN_SYNONYMS) {
    if (pattern.test(name)) {
      synonyms.forEach((s) => terms.add(labelTokens(s).join(" ")));
      break;
    }
  }
  return [...terms].filter(Boolean);
}

/** How well a header names a field: 1 exact, less for a shared word. */
function headerMatch(header: string, terms: string[]): number {
  const h = labelTokens(header).join(" ");
  if (!h) return 0;
  let best = 0;
  for (const term of terms) {
    if (h === term) return 1;
    if (` ${h} `.includes(` ${term} `)) best = Math.max(best, 0.75);
    else if (` ${term} `.includes(` ${h} `)) best = Math.max(best, 0.6);
    else if (fold(h).replace(/\s/g, "") === term.replace(/\s/g, "")) best = Math.max(best, 0.9);
  }
  return best;
}

/** For each class column, the index of the detected column that holds it (or -1). */
export function mapColumns(
  table: DetectedTable,
  columns: { name: string; description?: string | null; dataType?: string }[],
): { mapping: number[]; score: number } {
  // What each detected column holds: the share of its cells that are numbers.
  const numericShare = table.columns.map((_, j) => {
    const cells = table.rows
      .filter((r) => r.kind === "row")
      .map((r) => r.cells[j])
      .filter((c): c is TableCell => !!c && c.text.trim().length > 0);
    if (cells.length === 0) return 0.5;
    return (
      cells.filter((c) => c.tokens.some(numeric) && (c.text.match(/\p{L}/gu) ?? []).length <= 3).length / cells.length
    );
  });
  const textShare = table.columns.map((_, j) => {
    const text = table.rows
      .filter((r) => r.kind === "row")
      .map((r) => r.cells[j]?.text ?? "")
      .join(" ");
    const letters = (text.match(/\p{L}/gu) ?? []).length;
    const digits = (text.match(/\d/g) ?? []).length;
    return letters + digits === 0 ? 0 : letters / (letters + digits);
  });
  const scores = columns.map((field) => {
    const terms = headerTerms(field);
    return table.columns.map((c, j) => {
      const match = headerMatch(c.header, terms);
      if (match === 0) return 0;
      // Equal headers ("Artikel" and "Omschrijving" both say description): the content decides.
      const fit =
        field.dataType === "Number"
          ? numericShare[j]
          : field.dataType === "String" || !field.dataType
            ? textShare[j]
            : 0.5;
      return match + 0.1 * fit;
    });
  });
  return assignColumns(scores);
}

/** Each class column to at most one header and back, best match first; -1 where none matches. */
function assignColumns(scores: number[][]): { mapping: number[]; score: number } {
  const mapping = scores.map(() => -1);
  const used = new Set<number>();
  let score = 0;
  const pairs: [number, number, number][] = [];
  scores.forEach((row, i) => row.forEach((s, j) => s > 0 && pairs.push([s, i, j])));
  pairs.sort((a, b) => b[0] - a[0]);
  for (const [s, i, j] of pairs) {
    if (mapping[i] !== -1 || used.has(j)) continue;
    mapping[i] = j;
    used.add(j);
    score += s;
  }
  return { mapping, score };
}

/**
 * For each class column, the index of the header that names it (or -1), by the headers alone: for data whose
 * columns are known by name (an e-invoice's lines), with the same terms a printed table is matched by.
 */
export function mapHeaders(headers: string[], columns: { name: string; description?: string | null }[]): number[] {
  return assignColumns(
    columns.map((field) => {
      const terms = headerTerms(field);
      return headers.map((h) => headerMatch(h, terms));
    }),
  ).mapping;
}
