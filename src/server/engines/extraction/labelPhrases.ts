/**
 * Labels read as phrases, the way a person reads them, not as dictionary hits:
 *
 *  - compounds: a German compound ends in its head noun ("Handelsrechnung", "Bruttosumme"), so an
 *    unknown long word that ends in a known one-word label is that label, a little weaker;
 *  - a document title followed by a number mark ("Rechnung Nr.", "Invoice No.", "Facture n°") is the
 *    document number's label, however the title word is spelled;
 *  - qualifiers decide an amount label: "Rechnungssumme Netto (excl. USt.)" is the net, "Summe
 *    brutto" the total, "Total VAT" the tax;
 *  - a label word followed only by a legal form ("Lieferant GmbH") is a company's name, not a label;
 *  - a generic number label inside a party's block (under "Seller", "Kunde", ...) is that party's
 *    number, never the document's.
 */
import { isDateConcept, type ConceptId } from "./concepts";
import { horizontalOverlap, unionBox, type Layout, type Line, type Token } from "./layout";
import { strongestTarget, type LabelDef, type LabelMatch, type LabelTarget } from "./labels";
import {
  aboutTheDocument,
  COPY_WORDS,
  letterLabel,
  namesDeliveryOrContract,
  REFERENCE,
  REFERENCE_MODIFIERS,
} from "./labelComposition";
import { LEGAL_WORDS } from "./legalForms";
import { GROSS_MARKS, NET_MARKS, TAX_MARKS } from "./amountMarks";
import { compact, fold } from "./text";

const NUMBER_MARKS = new Set(["nr", "no", "n°", "nº", "#", "num", "nummer", "number", "numero", "nro", "nb"]);
/** Words that may stand between two parts of one label phrase. */
const GLUE =
  /^[(\[]?(ex|exc|excl|exkl|incl|inkl|zzgl|plus|ohne|mit|hors|before|after|vor|nach|der|des|de|du|of|in|en|sin|con|senza|sans|avec|zonder|met|\(|\)|-|\/)?[.)\]]*$/;
const PARTY_CONCEPTS: ConceptId[] = ["issuer", "customer"];

const AMOUNT_CONCEPTS: ConceptId[] = ["total", "net", "tax"];
const TITLE_WEIGHT = { min: 0.45, max: 0.6 };

/** The targets of a label a rule finds to name nothing (another document's, a qualifier, a deduction). */
const NO_TARGETS: LabelTarget[] = [{ concept: null, fieldId: null, weight: 0 }];

/** One-word labels long enough to be the head of a compound, by key. */
export function compoundHeads(defs: Map<string, LabelDef>): Map<string, LabelDef> {
  const heads = new Map<string, LabelDef>();
  // A weak generic word ("nummer") would turn every compound ("Serienummer") into a label.
  for (const [key, def] of defs) {
    if (def.words === 1 && key.length >= 5 && /^\p{L}+$/u.test(key) && def.targets.some((t) => t.weight >= 0.5))
      heads.set(key, def);
  }
  return heads;
}

/** A label word in the plural: "Nettobeträge", "Btw-bedragen", "Zwischensummen" name what their singular names. */
export function singularLabel(key: string, labels: Map<string, LabelDef>): LabelDef | undefined {
  for (const ending of ["en", "e", "n", "s"])
    if (key.endsWith(ending) && key.length - ending.length >= 5) {
      const def = labels.get(key.slice(0, -ending.length));
      if (def) return { ...def, key };
    }
  return undefined;
}

/** "handelsrechnung" → the label "rechnung", weakened: the head of an unknown compound word. */
export function compoundLabel(key: string, heads: Map<string, LabelDef>): LabelDef | null {
  if (key.length < 8 || !/^\p{L}+$/u.test(key)) return null;
  for (let i = 3; i <= key.length - 5; i++) {
    if (REFERENCE_MODIFIERS.test(key.slice(0, i))) return null;
    const head = heads.get(key.slice(i)) ?? singularLabel(key.slice(i), heads);
    if (!head) continue;
    // "Nettototaal", "Bruttosumme", "Steuerbetrag": the modifier decides which amount an amount head names.
    const decided = amountModifier(key.slice(0, i));
    if (decided && head.targets.some((t) => t.concept && AMOUNT_CONCEPTS.includes(t.concept)))
      return { key, words: 1, targets: [{ concept: decided, fieldId: null, weight: 0.9 }] };
    const targets = head.targets.map((t) => ({ ...t, weight: t.weight * 0.9 }));
    // "Gesamtgutschrift", "Totaalfactuur": the whole of the document is its total where an amount follows (and a
    // title where a number does).
    if (
      /^(gesamt|total|totaal|totale)$/.test(key.slice(0, i)) &&
      head.targets.some((t) => t.concept === "invoice_number")
    )
      targets.push({ concept: "total", fieldId: null, weight: 0.85 });
    return { key, words: 1, targets };
  }
  return null;
}

function amountModifier(modifier: string): ConceptId | null {
  const word = modifier.replace(/s$/, "");
  if (NET_MARKS.has(word)) return "net";
  if (GROSS_MARKS.has(word)) return "total";
  if (TAX_MARKS.has(word)) return "tax";
  return null;
}

export const isTitle = (m: LabelMatch) =>
  m.targets.some((t) => t.concept === "invoice_number" && t.weight >= TITLE_WEIGHT.min && t.weight <= TITLE_WEIGHT.max);
/** A number's mark: "Nr.", "N°", "#", the Italian "n." (with its dot: a lone 'n' is a letter). */
export const isMark = (t: Token) =>
  NUMBER_MARKS.has(t.norm.replace(/\./g, "")) || /^(nr|no|n°|n\.ro)\.?:?$|^n\.:?$/i.test(t.text);
const isCode = (t: Token) => /^\(\w{1,6}\)$/.test(t.text);

function withTargets(match: LabelMatch, tokens: Token[], targets: LabelTarget[], line: Line): LabelMatch {
  const start = tokens[0].index;
  const end = tokens[tokens.length - 1].index + 1;
  const segment = line.segments[tokens[0].segment];
  const last = tokens[tokens.length - 1];
  return {
    ...match,
    key: tokens.map((t) => t.norm).join(""),
    start,
    end,
    tokens,
    targets,
    colon: last.colon,
    startsSegment: segment[0] === tokens[0],
    wholeSegment: segment[0] === tokens[0] && segment[segment.length - 1] === last,
  };
}

const CONNECTORS = /^(\/|&|\+|and|und|et|en|e|y)$/i;

/**
 * "RECHNUNG/LIEFERSCHEIN Nr. RE 22/88143", "INVOICE & DELIVERY NOTE INV23/52502": a document that is also another
 * (a delivery note, a receipt) is numbered as the document: the other's label joins the title.
 */
function combinedTitles(matches: LabelMatch[]): LabelMatch[] {
  const drop = new Set<LabelMatch>();
  const out: LabelMatch[] = [];
  for (const m of matches) {
    if (!isTitle(m) || m.colon || drop.has(m)) continue;
    const connector = m.line.tokens[m.end];
    if (!connector || !CONNECTORS.test(connector.text) || connector.segment !== m.tokens[0].segment) continue;
    const other = matches.find((o) => o.line === m.line && o.start === m.end + 1 && !drop.has(o));
    if (!other) {
      // "INVOICE & DELIVERY NOTE INV23/52502", "FACTURE / BON DE LIVRAISON FA2024-11": the other document's words
      // (up to three) no dictionary lists, then the number.
      const tokens = m.line.tokens;
      let k = m.end + 1;
      while (k < m.end + 4 && tokens[k]?.segment === connector.segment && /^\p{L}+$/u.test(tokens[k].text)) k++;
      // The number may follow a mark: "INVOICE & PACKING SLIP #08-25-1898".
      const value = tokens[k] && /^#$/.test(tokens[k].text) ? tokens[k + 1] : tokens[k];
      if (k === m.end + 1 || !/\d/.test(value?.text ?? "")) continue;
      drop.add(m);
      out.push(withTargets(m, tokens.slice(m.start, k), m.targets, m.line));
      continue;
    }
    if (other.tokens[0].segment !== m.tokens[0].segment) continue;
    // "Invoice & Tax Point Date:": the date word names the document's date; an amount's label is another thing.
    const strongest = strongestTarget(other.targets)?.concept;
    if (strongest && AMOUNT_CONCEPTS.includes(strongest)) continue;
    drop.add(m).add(other);
    const marked = isMark(other.tokens[other.tokens.length - 1]);
    const dated = isDateConcept(strongest);
    const targets: LabelTarget[] = dated
      ? [{ concept: "invoice_date", fieldId: null, weight: 0.9 }]
      : marked
        ? [{ concept: "invoice_number", fieldId: null, weight: 1 }]
        : m.targets;
    out.push(withTargets(m, m.line.tokens.slice(m.start, other.end), targets, m.line));
  }
  return [...matches.filter((m) => !drop.has(m)), ...out];
}

/** "Rechnung (380) Nr." → one label of the document's number. */
function titleNumbers(matches: LabelMatch[]): LabelMatch[] {
  const drop = new Set<LabelMatch>();
  const out: LabelMatch[] = [];
  const byToken = new Map<Token, LabelMatch>();
  for (const m of matches) for (const t of m.tokens) byToken.set(t, m);
  for (const m of matches) {
    if (!isTitle(m) || m.colon) continue;
    const tokens = m.line.tokens;
    // "Rechnung des Versicherers (575) Nr.": a few words or a type code may stand between; "Factura original nº"
    // is the number of the document this one refers to.
    let refers = false;
    let reach = m.end + 5;
    for (let i = m.end; i < Math.min(tokens.length, reach); i++) {
      // "(ejemplar original)", "Facture (original)": which copy this is, not another document.
      // "SALES INVOICE – ORIGINAL #...": after a dash, which copy this is.
      const copy =
        /[)\]]$/.test(tokens[i].text) ||
        COPY_WORDS.test(compact(tokens[i - 1]?.text ?? "")) ||
        /^[–—-]$/.test(tokens[i - 1]?.text ?? "");
      if (REFERENCE.test(compact(tokens[i].text)) && !copy) refers = true;
      const t = tokens[i];
      // Words in brackets too: "Factura (ejemplar original) nº".
      // "Factuur – exemplaar klant N°": the customer's word beside a copy word names the copy, not a label.
      const copyWord = COPY_WORDS.test(compact(tokens[i - 1]?.text ?? "")) || COPY_WORDS.test(compact(t.text));
      const word = /^[(\[]?\p{L}+[)\]]?$/u.test(t.text);
      // "Facture – exemplaire client ayant pour numéro": a dash sets the remark apart.
      const dash = /^[–—-]$/.test(t.text);
      if (dash) reach++;
      if (dash || isCode(t) || (!isMark(t) && word && (!byToken.has(t) || copyWord))) continue;
      if (!isMark(t)) break;
      const other = byToken.get(t);
      if (other && other !== m) drop.add(other);
      drop.add(m);
      // "Dienstverleningsfactuur NUMMER FACTUUR 0096226123": words about the document after the mark belong to it.
      let end = i + 1;
      while (
        end < Math.min(tokens.length, i + 3) &&
        tokens[end].segment === t.segment &&
        aboutTheDocument(tokens[end].text)
      )
        end++;
      for (const covered of tokens.slice(i + 1, end)) {
        const o = byToken.get(covered);
        if (o && o !== m) drop.add(o);
      }
      out.push(
        withTargets(
          m,
          tokens.slice(m.start, end),
          [
            refers
              ? { concept: null, fieldId: null, weight: 0 }
              : { concept: "invoice_number", fieldId: null, weight: 1 },
          ],
          m.line,
        ),
      );
      break;
    }
  }
  return [...matches.filter((m) => !drop.has(m)), ...out];
}

/** Amount labels side by side with their qualifiers, read as one phrase. */
function amountPhrases(matches: LabelMatch[]): LabelMatch[] {
  const sorted = [...matches].sort((a, b) => a.line.index - b.line.index || a.start - b.start);
  const out: LabelMatch[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const group = [sorted[i]];
    while (i + 1 < sorted.length) {
      const prev = group[group.length - 1];
      const next = sorted[i + 1];
      if (next.line !== prev.line || prev.colon) break;
      const between = prev.line.tokens.slice(prev.end, next.start);
      if (between.length > 2 || !between.every((t) => GLUE.test(t.norm) || GLUE.test(t.text.toLowerCase()))) break;
      if (
        between.some((t) => t.segment !== prev.tokens[0].segment) ||
        next.tokens[0].segment !== prev.tokens[0].segment
      )
        break;
      // "Summe Netto" is one label; "Grondslag  BTW bedrag" are two column headers side by side.
      if (!isQualifier(prev) && !isQualifier(next)) break;
      group.push(next);
      i++;
    }
    const amountish = group.some((m) => m.targets.some((t) => t.concept && AMOUNT_CONCEPTS.includes(t.concept)));
    if (!amountish) {
      out.push(...group);
      continue;
    }
    const line = group[0].line;
    // Trailing qualifier words belong to the phrase too: "Netto (excl. USt.)", "Totale IVA inclusa".
    let endIndex = group[group.length - 1].end;
    while (endIndex < line.tokens.length && endIndex - group[group.length - 1].end < 3) {
      const t = line.tokens[endIndex];
      if (t.segment !== group[0].tokens[0].segment) break;
      const w = compact(t.text);
      if (!/^[(\[]|[)\]][:.]?$/.test(t.text) && !NET_MARKS.has(w) && !GROSS_MARKS.has(w)) break;
      endIndex++;
    }
    // One label alone is a phrase only with qualifiers after it: "Total (impuestos incl.)" is the gross total.
    if (group.length === 1 && !line.tokens.slice(group[0].end, endIndex).some((t) => isMarkWord(t))) {
      out.push(group[0]);
      continue;
    }
    const tokens = line.tokens.slice(group[0].start, endIndex);
    out.push(withTargets(group[0], tokens, phraseTargets(group, tokens), line));
  }
  return out;
}

const BARE_DATE_WORDS = new Set(["date", "datum", "fecha", "data", "dt", "dat"]);

/** "Fecha vencimiento pago", "Datum Lieferung": a bare date word before another date's label is that date's. */
function qualifiedDates(matches: LabelMatch[]): LabelMatch[] {
  const drop = new Set<LabelMatch>();
  const out: LabelMatch[] = [];
  for (const bare of matches) {
    if (bare.colon || bare.tokens.length !== 1 || !BARE_DATE_WORDS.has(compact(bare.tokens[0].text))) continue;
    const next = matches.find((m) => m.line === bare.line && m.start === bare.end);
    if (!next || next.tokens[0].segment !== bare.tokens[0].segment || drop.has(next)) continue;
    const strongest = strongestTarget(next.targets)?.concept;
    if (!isDateConcept(strongest) || strongest === "invoice_date") continue;
    drop.add(bare).add(next);
    out.push(withTargets(bare, bare.line.tokens.slice(bare.start, next.end), next.targets, bare.line));
  }
  const kept = [...matches.filter((m) => !drop.has(m)), ...out].map(otherDaysDate);
  const dated = kept.flatMap((m) => documentWordAfterDate(m, kept, drop));
  return dated.filter((m) => !drop.has(m));
}

/** The making of the document: "Datum opmaak", "Datum Ausstellung", "Datum Druck" date the document itself. */
const MAKING_NOUNS =
  /^(opmaak|aanmaak|afgifte|uitgifte|ausstellung|erstellung|druck|ausdruck|emission|emissione|emision|creation|creatie)$/;

/**
 * "Datum goederenuitgifte", "Datum Versandbereitstellung": a bare date word before a word no label knows dates that,
 * and only weakly the document; before a word of the document's making, surely the document.
 */
function otherDaysDate(m: LabelMatch): LabelMatch {
  if (m.colon || m.tokens.length !== 1 || !BARE_DATE_WORDS.has(compact(m.tokens[0].text))) return m;
  const next = m.line.tokens[m.end];
  if (!next || next.segment !== m.tokens[0].segment || !/^\p{L}{5,}$/u.test(next.text)) return m;
  const word = compact(next.text);
  if (REFERENCE_GLUE.test(word)) return m;
  const making = MAKING_NOUNS.test(word);
  const targets = m.targets.map((t) =>
    t.concept !== "invoice_date" ? t : { ...t, weight: making ? Math.max(t.weight, 0.95) : t.weight / 2 },
  );
  return making ? withTargets(m, m.line.tokens.slice(m.start, m.end + 1), targets, m.line) : { ...m, targets };
}

/** "Boekingsdatum factuur", "Druckdatum Rechnung": a date label and the document's word after it date the document. */
function documentWordAfterDate(m: LabelMatch, all: LabelMatch[], dropped: Set<LabelMatch>): LabelMatch[] {
  const date = strongestTarget(m.targets);
  if (m.colon || date?.concept !== "invoice_date" || dropped.has(m)) return [m];
  const next = all.find((o) => o.line === m.line && o.start === m.end && o.tokens.length === 1 && isTitle(o));
  if (!next || next.tokens[0].segment !== m.tokens[0].segment) return [m];
  dropped.add(next);
  const targets = [{ ...date, weight: Math.max(date.weight, 0.9) }];
  return [withTargets(m, m.line.tokens.slice(m.start, next.end), targets, m.line)];
}

const WHOLE_WORDS = new Set(["gesamt", "insgesamt", "total", "totaal", "totale", "complessivo", "global"]);

const SUM_WORDS = new Set([...WHOLE_WORDS, "summe", "somme", "som", "suma", "somma", "totalsumme"]);

/**
 * "Nettobetrag gesamt", "Montant HT total", "BTW totaal": a bare total word after a net or tax label says 'all of it';
 * so does one before it ("Totaal nettowaarde", "Summe Nettowert", "Gesamt MwSt.").
 */
function wholeOfAmount(matches: LabelMatch[]): LabelMatch[] {
  const drop = new Set<LabelMatch>();
  const out: LabelMatch[] = [];
  const netOrTax = (m: LabelMatch) => {
    const concept = strongestTarget(m.targets)?.concept;
    return concept === "net" || concept === "tax";
  };
  const bare = (m: LabelMatch, words: Set<string>) => m.tokens.length === 1 && words.has(compact(m.tokens[0].text));
  for (const prev of matches) {
    if (prev.colon || drop.has(prev)) continue;
    const next = matches.find((m) => m.line === prev.line && m.start === prev.end);
    if (!next || next.tokens[0].segment !== prev.tokens[0].segment || drop.has(next)) continue;
    const after = netOrTax(prev) && bare(next, WHOLE_WORDS);
    if (!after && !(bare(prev, SUM_WORDS) && netOrTax(next))) continue;
    drop.add(prev).add(next);
    const targets = after ? prev.targets : next.targets;
    out.push(withTargets(prev, prev.line.tokens.slice(prev.start, next.end), targets, prev.line));
  }
  return [...matches.filter((m) => !drop.has(m)), ...out];
}

/** A word that says net or gross ("excl.", "inkl.", "TTC"). */
const isMarkWord = (t: Token) => NET_MARKS.has(compact(t.text)) || GROSS_MARKS.has(compact(t.text));

/** A one-word label that qualifies an amount ("netto", "brutto", "USt."): it may join the label before it. */
function isQualifier(m: LabelMatch): boolean {
  if (m.tokens.length !== 1) return false;
  const w = compact(m.tokens[0].text);
  return NET_MARKS.has(w) || GROSS_MARKS.has(w) || TAX_MARKS.has(w);
}

/** What an amount phrase names: its qualifiers decide between net, tax and total. */
function phraseTargets(group: LabelMatch[], tokens: Token[]): LabelTarget[] {
  const words = tokens.map((t) => compact(t.text));
  const max = Math.max(...group.flatMap((m) => m.targets.map((t) => t.weight)));
  const merged = new Map<string, LabelTarget>();
  for (const m of group) {
    for (const t of m.targets) {
      const k = `${t.concept}|${t.fieldId}`;
      const e = merged.get(k);
      if (!e || e.weight < t.weight) merged.set(k, { ...t });
    }
  }
  const net = words.some((w) => NET_MARKS.has(w));
  const gross = words.some((w) => GROSS_MARKS.has(w));
  const tax = words.some((w) => TAX_MARKS.has(w));
  const decided: ConceptId | null =
    net && !gross ? "net" : gross && !net ? "total" : tax && !net && !gross ? "tax" : null;
  if (!decided) return [...merged.values()];
  const out = [...merged.values()].map((t) => {
    const concept = t.concept ?? t.fieldConcept ?? null;
    return concept && AMOUNT_CONCEPTS.includes(concept) && concept !== decided ? { ...t, weight: t.weight * 0.3 } : t;
  });
  const own = out.find((t) => t.concept === decided && !t.fieldId);
  if (own) own.weight = Math.max(own.weight, max);
  else out.push({ concept: decided, fieldId: null, weight: max });
  return out;
}

/** "Lieferant GmbH": a label word followed by nothing but a legal form is a name. */
function namesNotLabels(matches: LabelMatch[]): LabelMatch[] {
  return matches.filter((m) => {
    if (m.colon) return true;
    const segment = m.line.segments[m.tokens[0].segment];
    const after = segment.slice(segment.indexOf(m.tokens[m.tokens.length - 1]) + 1);
    return !(after.length > 0 && after.length <= 3 && after.every((t) => LEGAL_WORDS.has(compact(t.text))));
  });
}

interface PartyBlock {
  concept: "issuer" | "customer";
  heading: LabelMatch;
  lines: Line[];
  /** The block's column: a line of it may carry other columns' labels beside it. */
  column: { x: number; width: number };
}

/** The blocks under party headings ("Verkäufer", "Bill to", ...): the lines of the same column below. */
export function partyBlocks(layout: Layout, matches: LabelMatch[]): PartyBlock[] {
  const out: PartyBlock[] = [];
  for (const m of matches) {
    const concept = m.targets.find((t) => t.concept && PARTY_CONCEPTS.includes(t.concept) && t.weight >= 0.75)
      ?.concept as PartyBlock["concept"] | undefined;
    if (!concept || !m.startsSegment || !(m.wholeSegment || m.colon)) continue;
    const page = layout.pages[m.line.page];
    const head = unionBox(m.tokens);
    const column = { x: head.x - 10, width: Math.max(head.width, page.width * 0.3) };
    const lines: Line[] = [];
    let bottom = m.line.bottom;
    for (const line of page.lines.slice(m.line.pageLine + 1)) {
      if (line.top - bottom > 2.5 * Math.max(line.height, 6) || lines.length >= 8) break;
      const inColumn = line.tokens.filter((t) => horizontalOverlap(t, column) > 0);
      if (inColumn.length === 0) continue;
      lines.push(line);
      bottom = line.bottom;
    }
    out.push({ concept, heading: m, lines, column });
  }
  return out;
}

/** Inside a party's block, a bare "Nummer:" is the party's number, not the document's. */
function partyNumbers(layout: Layout, matches: LabelMatch[]): LabelMatch[] {
  const blocks = partyBlocks(layout, matches);
  const inBlock = (m: LabelMatch) =>
    blocks.some((b) => b.lines.includes(m.line) && m.tokens.some((t) => horizontalOverlap(t, b.column) > 0));
  return matches.flatMap((m) => {
    if (!inBlock(m)) return [m];
    const targets = m.targets.filter((t) => !(t.concept === "invoice_number" && t.weight < 0.5));
    // Still a label (it stops the reading of a value), of nothing the document asks for.
    return [{ ...m, targets: targets.length ? targets : NO_TARGETS }];
  });
}

/** "USt. %", "Steuersatz [%]", "VAT 19 %" as a column header: a tax label followed by a percent sign names the rate. */
function taxRates(matches: LabelMatch[]): LabelMatch[] {
  return matches.map((m) => {
    if (!m.targets.some((t) => t.concept === "tax")) return m;
    const next = m.line.tokens[m.end];
    if (!next || next.segment !== m.tokens[m.tokens.length - 1].segment || !/^[(\[]?%[)\]]?$/.test(next.text)) return m;
    return { ...m, targets: [{ concept: "tax_rate", fieldId: null, weight: 1 }] };
  });
}

/**
 * "IBAN Nr.", "Kamer van Koophandel nr.", "Projekt Nr.": a bare number mark after a word no dictionary knows is that
 * word's number, not the document's (a document's own is announced by a title, "Rechnung Nr.", read before).
 */
function ownedMarks(matches: LabelMatch[]): LabelMatch[] {
  const labelled = new Set(matches.flatMap((m) => m.tokens));
  const owners = new Map(matches.flatMap((m) => m.tokens.map((t) => [t, m] as const)));
  // A label that itself names the document or its number ("Rechnung", "Invoice"): its mark is its own.
  const names = (t: LabelMatch["targets"][number]) => t.concept === "invoice_number" || t.concept === null;
  return matches.map((m) => {
    if (m.tokens.length !== 1 || !isMark(m.tokens[0])) return m;
    if (!m.targets.every((t) => t.concept === "invoice_number" && t.weight <= TITLE_WEIGHT.min && !t.fieldId)) return m;
    const nothing = { ...m, targets: NO_TARGETS };
    // "N° d'affaire:", "Nr. des Auftrags:": the words after the mark, up to a colon, say whose number it is.
    const after = m.line.tokens.slice(m.end, m.end + 3);
    const owner = after.findIndex((t) => t.colon);
    if (
      owner >= 0 &&
      after.slice(0, owner + 1).every((t) => t.segment === m.tokens[0].segment && /^[\p{L}'’]+:?$/u.test(t.text))
    )
      return nothing;
    const before = m.line.tokens[m.start - 1];
    if (!before || before.segment !== m.tokens[0].segment || before.colon) return m;
    // "VAT reg. number", "Customer number": the mark finishes another field's label, right before it.
    const previous = owners.get(before);
    if (previous) return previous.end === m.start && !previous.targets.some(names) ? nothing : m;
    if (labelled.has(before) || !/^\p{L}{2,}[.]?$/u.test(before.text)) return m;
    return nothing;
  });
}

/**
 * "Facture mensuelle N° de document: 2021FA5263", "Fecha de expedición de la factura:": words no dictionary knows
 * between a label and its colon are part of the label, so its value is read after the colon.
 */
function labelsToColon(matches: LabelMatch[]): LabelMatch[] {
  const labelled = new Set(matches.flatMap((m) => m.tokens));
  const absorbed = new Set<Token>();
  const out = matches.map((m) => {
    if (m.colon) return m;
    const segment = m.tokens[m.tokens.length - 1].segment;
    const after = m.line.tokens.slice(m.end, m.end + 3);
    let end = after.findIndex((t) => t.colon);
    // "Date d'émission facture 05-03-2023": without a colon, words about the document right before the value.
    if (end < 0) end = documentWordsBeforeValue(m, after);
    if (end < 0) return m;
    const words = after.slice(0, end + 1);
    // A label that names the document already may say what kind it is in small letters ("Date de la facture de
    // transport:"), even with a word another label has.
    const kindOfIt =
      m.tokens.some((t) => aboutTheDocument(t.text) && !/^\p{Ll}{1,3}$/u.test(t.text)) &&
      words.every((t) => aboutTheDocument(t.text) || /^\p{Ll}+:?$/u.test(t.text));
    // The document's own word may be a label of its own ("FECHA DE EXPEDICIÓN DE LA FACTURA:"): it is this one's.
    const free = (t: Token) => !labelled.has(t) || aboutTheDocument(t.text) || kindOfIt;
    if (!words.every((t) => t.segment === segment && free(t) && /^[\p{L}'’]+:$|^[\p{L}'’]+$/u.test(t.text))) return m;
    // After a number mark any words say whose number it is; after another label only words about the document
    // itself ("Fecha de expedición de la factura:"): "Date Ordered:" is another date than "Date" alone.
    // ("Rg.-Nr. Werkstatt:", "FACTUURNR. WERKPLAATS:": the mark may end the label's word.)
    const last = m.tokens[m.tokens.length - 1];
    const marked = isMark(last) || /[-./](nr|no|n°|nº)\.?$|\p{L}nr\.$/iu.test(last.text);
    if (!marked && !kindOfIt && !words.every((t) => aboutTheDocument(t.text))) return m;
    words.forEach((t) => absorbed.add(t));
    return withTargets(m, [...m.tokens, ...words], m.targets, m.line);
  });
  return out.filter((m) => !m.tokens.every((t) => absorbed.has(t)));
}

/** The index of the last of one or two words about the document after a date's label, its value next; else -1. */
function documentWordsBeforeValue(m: LabelMatch, after: Token[]): number {
  const target = strongestTarget(m.targets);
  if (!target?.concept || !isDateConcept(target.concept) || target.weight < 0.9) return -1;
  const words = after.findIndex((t) => !aboutTheDocument(t.text));
  return words >= 1 && /\d/.test(after[words].text) ? words - 1 : -1;
}

/** Words that count things other than money: "Total hours", "Gesamtstunden", "Summe Positionen", "Totaal uren". */
const QUANTITY_WORDS = new Set([
  "hours",
  "hrs",
  "stunden",
  "std",
  "heures",
  "uren",
  "ore",
  "horas",
  "days",
  "tage",
  "jours",
  "dagen",
  "giorni",
  "dias",
  "items",
  "pieces",
  "pcs",
  "positionen",
  "posten",
  "articles",
  "artikelen",
  "articoli",
  "articulos",
  "quantity",
  "qty",
  "menge",
  "anzahl",
  "quantite",
  "aantal",
  "quantita",
  "cantidad",
  "units",
  "unidades",
  "packages",
  "colli",
  "parcels",
  "pakete",
  "weight",
  "gewicht",
  "poids",
  "peso",
  "kg",
  "km",
  "pages",
  "seiten",
]);

/** Prepositions that join a tax to the base it is computed on: "IVA 0 % su imponibile", "MwSt. auf Netto". */
const ON_BASE = /^(su|sul|on|auf|sur|op|over|sobre|de)$/;

/**
 * "IVA 0 % su imponibile: € 0,00", "VAT 20 % on net: 12.00": a net word after a tax and 'on' names the base the
 * tax is computed on; the amount after it is the tax's.
 */
function taxOnBase(matches: LabelMatch[]): LabelMatch[] {
  return matches.map((m) => {
    if (!m.targets.some((t) => t.concept === "net") || m.start < 2) return m;
    const tokens = m.line.tokens;
    if (!ON_BASE.test(compact(tokens[m.start - 1].text))) return m;
    const tax = matches.find(
      (o) =>
        o.line === m.line &&
        o.end <= m.start - 1 &&
        m.start - o.end <= 4 &&
        o.targets.some((t) => t.concept === "tax" && t.weight >= 0.5),
    );
    if (!tax) return m;
    return {
      ...m,
      targets: [{ concept: "tax", fieldId: null, weight: Math.max(...tax.targets.map((t) => t.weight)) }],
    };
  });
}

/**
 * "Btw tarief 21 %   EUR 384,43", "VAT rate 20%: 12.00": a rate label with its rate and then one amount, the last
 * thing on its line, is that rate's tax. Under a rate column header nothing follows on the line: it stays a rate.
 */
function ratedTaxRows(matches: LabelMatch[]): LabelMatch[] {
  return matches.map((m) => {
    if (!m.targets.some((t) => t.concept === "tax_rate") || m.targets.some((t) => t.concept === "tax")) return m;
    const rest = m.line.tokens.slice(m.end).map((t) => t.text);
    const text = rest.join(" ");
    if (
      !/^:?\s*\d{1,2}([.,]\d{1,2})?\s?%:?\s+(\p{Sc}|[A-Z]{3})?\s?-?\d[\d.,' ]*[.,]\d{2}\s?(\p{Sc}|[A-Z]{3})?$/u.test(
        text,
      )
    )
      return m;
    return { ...m, targets: [{ concept: "tax", fieldId: null, weight: 0.9 }] };
  });
}

/** An amount label that counts hours, items or weight ("Total hours: 31.75") names no money. */
function quantityTotals(matches: LabelMatch[]): LabelMatch[] {
  return matches.map((m) => {
    if (!m.targets.some((t) => t.concept && AMOUNT_CONCEPTS.includes(t.concept))) return m;
    const segment = m.tokens[0].segment;
    const near = [m.line.tokens[m.start - 1], ...m.tokens, ...m.line.tokens.slice(m.end, m.end + 2)].filter(
      (t) => t && t.segment === segment,
    );
    if (!near.some((t) => QUANTITY_WORDS.has(compact(t.text)))) return m;
    return { ...m, targets: NO_TARGETS };
  });
}

/**
 * An amount label that names a delivery note or a contract, in its words or the two after it ("Summe Lieferschein
 * LS 3737", "Subtotal del albarán 6307"), sums that document within the invoice: it names no amount of the invoice;
 * a tax label of a stamp duty ("Imposta di bollo") names no VAT.
 */
const STAMP_DUTY = /^(bollo|stamp|timbre|stempel|zegel)$/;
const LODGING_TAX =
  /(verblijfs|toeristen|stads|kur|orts|aufenthalts|betten)(belasting|taxe|abgabe|steuer)|taxe? de sejour|imposta di soggiorno|tasa turistica|(tourist|occupancy|lodging) tax/;

function otherDocumentsSums(matches: LabelMatch[]): LabelMatch[] {
  return matches.map((m) => {
    if (!m.targets.some((t) => t.concept && AMOUNT_CONCEPTS.includes(t.concept))) return m;
    const segment = m.tokens[0].segment;
    const near = [...m.tokens, ...m.line.tokens.slice(m.end, m.end + 2)].filter((t) => t.segment === segment);
    // "Imposta di bollo", "stamp duty", "droit de timbre": a duty, not the VAT.
    // "Verblijfsbelasting", "Kurtaxe", "taxe de séjour", "tourist tax": a tax on the stay, outside VAT (an American
    // "City tax 3.00%" is a sales tax).
    const duty =
      m.targets.some((t) => t.concept === "tax") &&
      (near.some((t) => STAMP_DUTY.test(compact(t.text))) ||
        LODGING_TAX.test(
          fold(
            [...m.line.tokens.slice(Math.max(0, m.start - 1), m.start), ...near]
              .filter((t) => t.segment === segment)
              .map((t) => t.text)
              .join(" "),
          ),
        ));
    if (!duty && !near.some((t, i) => namesDeliveryOrContract(t.text, near[i + 1]?.text))) return m;
    const targets = m.targets.filter((t) => !t.concept || !AMOUNT_CONCEPTS.includes(t.concept));
    return { ...m, targets: targets.length ? targets : NO_TARGETS };
  });
}

const REFERENCE_GLUE =
  /^(a|al|à|la|le|l'|de|del|der|die|das|den|dem|zur|zu|the|to|of|our|unsere?|notre|nuestra|nostra|onze|il|el|de la)$/;

/** A credit note's own words, in a label of its number or date. */
const CREDIT_WORD = /\b(credit\w*|gutschrift\w*|avoir|storno\w*|abono|nota di credito|nota de credito|kreditnote\w*)\b/;
/** A letter's subject line: what it is about. */
const SUBJECT_LINE = /^(betreft|betrifft|betreff|betr|concerne|objet|oggetto|asunto|re|subject)$/;

/** The document's own number or date, as a label names them. */
const namesOwnNumberOrDate = (m: LabelMatch) =>
  m.targets.some((t) => t.concept === "invoice_number" || t.concept === "invoice_date");

/**
 * "Rectifica a la factura A/2022/118", "This replaces invoice 4411", "Bezug: Rechnung Nr.": a title or a label of the
 * document's number or date after such a word names another document; so does a date label qualified by one in
 * brackets ("Rechnungsdatum (Original)": the cancelled invoice's, on a credit note).
 */
function referredTitles(matches: LabelMatch[]): LabelMatch[] {
  const creditPage = matches.some((m) => namesOwnNumberOrDate(m) && CREDIT_WORD.test(fold(m.line.text)));
  return matches.map((m) => {
    const title = isTitle(m);
    if (!title && !namesOwnNumberOrDate(m)) return m;
    const tokens = m.line.tokens;
    // "Betreft factuurnr.", "Betrifft Rechnung", "Concerne votre facture n°": on a credit note the subject is the
    // invoice it credits.
    if (creditPage && !CREDIT_WORD.test(fold(m.line.text))) {
      const before = tokens.slice(Math.max(0, m.start - 3), m.start).filter((t) => t.segment === m.tokens[0].segment);
      const words = [...before, ...m.tokens.slice(0, 1)].map((t) => compact(t.text));
      if (words.some((w) => SUBJECT_LINE.test(w))) return { ...m, targets: NO_TARGETS };
    }
    for (let i = m.start - 1; i >= Math.max(0, m.start - 4); i--) {
      if (tokens[i].segment !== m.tokens[0].segment) break;
      const word = compact(tokens[i].text);
      if (REFERENCE.test(word)) return { ...m, targets: NO_TARGETS };
      if (!REFERENCE_GLUE.test(word)) break;
    }
    // After a number ("FATTURA N. (ORIGINALE)") the word in brackets may say which copy this is; after a date, not.
    if (title || !m.targets.some((t) => t.concept === "invoice_date")) return m;
    const after = tokens[m.end];
    const bracketed = after && after.segment === m.tokens[m.tokens.length - 1].segment && /^\(.*\):?$/.test(after.text);
    return bracketed && REFERENCE.test(compact(after.text)) ? { ...m, targets: NO_TARGETS } : m;
  });
}

/**
 * "Debiteurnummer (factuur)", "Leveringsdatum (Rechnung)": a document word in brackets after a label says on which
 * document the label's value stands; it is no title of its own.
 */
function bracketedTitles(matches: LabelMatch[]): LabelMatch[] {
  return matches.map((m) => {
    if (!isTitle(m) || m.start === 0) return m;
    const first = m.tokens[0];
    const last = m.tokens[m.tokens.length - 1];
    if (!/^\(/.test(first.text) || !/\):?$/.test(last.text)) return m;
    if (m.line.tokens[m.start - 1].segment !== first.segment) return m;
    return { ...m, targets: NO_TARGETS };
  });
}

/**
 * "Gutschrift netto", "Rechnung brutto": the document's word and a net or gross word are the document's net or total;
 * "USt. 19 % Gutschrift:": the document's word after an amount's label (and its rate) says whose amount it is.
 */
const DOCUMENT_GLUE = /^(of|the|this|der|des|dieser|du|de|la|cette|van|deze|di|del|della|questa|esta)$/;

function documentAmounts(matches: LabelMatch[]): LabelMatch[] {
  return matches.map((m) => {
    if (!isTitle(m) || m.tokens.length > 2) return m;
    const tokens = m.line.tokens;
    // The word after the document's: inside a title the colon rule stretched ("Gutschrift netto:"), or right after it.
    const next = tokens[m.start + 1];
    const segment = m.tokens[0].segment;
    if (next && next.segment === segment && (m.tokens.length === 2 || !m.colon)) {
      const word = compact(next.text);
      const concept = NET_MARKS.has(word) ? "net" : GROSS_MARKS.has(word) ? "total" : null;
      const end = Math.max(m.end, m.start + 2);
      if (concept) return withTargets(m, tokens.slice(m.start, end), [{ concept, fieldId: null, weight: 0.9 }], m.line);
    }
    // "Total of Fee Note", "Totaal van de declaratie": the document's words, glued to the amount's label.
    if (m.tokens.length > 2) return m;
    const before = matches.find(
      (o) =>
        o.line === m.line &&
        o.end <= m.start &&
        o.tokens[0].segment === segment &&
        AMOUNT_CONCEPTS.includes(
          (strongestTarget(o.targets)?.concept ?? strongestTarget(o.targets)?.fieldConcept) as ConceptId,
        ) &&
        tokens
          .slice(o.end, m.start)
          .every((t) => /^[\d.,]*%?$/.test(t.text) || (m.start - o.end <= 2 && DOCUMENT_GLUE.test(compact(t.text)))) &&
        // "Tax Invoice" is a title; "USt. 19 % Gutschrift", "VAT Invoice:" name whose tax.
        (o.end < m.start || m.colon),
    );
    return before ? { ...m, targets: NO_TARGETS } : m;
  });
}

/**
 * "Gesamtbetrag inkl. 19 % MwSt.", "Total incl. 21% btw", "Gesamt (inkl. 19% USt.)": the tax a gross label says it
 * includes, with its rate, is part of that label (the amount after it is the total, not the tax).
 */
function includedTax(matches: LabelMatch[]): LabelMatch[] {
  const drop = new Set<LabelMatch>();
  const out: LabelMatch[] = [];
  for (const tax of matches) {
    if (strongestTarget(tax.targets)?.concept !== "tax" || tax.start === 0) continue;
    const tokens = tax.line.tokens;
    const isGross = (t: Token) => GROSS_MARKS.has(compact(t.text));
    const gross = matches.find((m) => {
      if (m === tax || m.line !== tax.line || m.end > tax.start) return false;
      if (m.tokens[0].segment !== tax.tokens[0].segment || strongestTarget(m.targets)?.concept !== "total")
        return false;
      // "IVA con aliquota 22 %": a label that names the tax itself is no gross label.
      if (m.targets.some((t) => t.concept === "tax")) return false;
      // The gross word ends the label or stands between, the rate too: "inkl. 19 %", "(inkl. 19%".
      const between = tokens.slice(m.end, tax.start);
      if (!between.every((t) => isGross(t) || /^\(?[\d.,]*\s?%?\)?$/.test(t.text))) return false;
      // A rate between ("inkl. 19 % MwSt."): without one, "Totale con IVA" is a label the other rules read whole.
      if (!between.some((t) => /\d/.test(t.text))) return false;
      return isGross(m.tokens[m.tokens.length - 1]) || between.some(isGross);
    });
    if (!gross || drop.has(gross)) continue;
    drop.add(gross).add(tax);
    out.push(withTargets(gross, tokens.slice(gross.start, tax.end), gross.targets, gross.line));
  }
  return [...matches.filter((m) => !drop.has(m)), ...out];
}

/**
 * "TOTAL MERCANCÍA CON IVA", "Total Ware inkl. MwSt.", "Total goods excl. VAT": a total of something, then whether it
 * includes the tax, is the gross or net amount; "IVA MERCANCÍA, TOTAL": the tax of something, in total, is the tax.
 */
function totalOfSomething(matches: LabelMatch[]): LabelMatch[] {
  const drop = new Set<LabelMatch>();
  const out: LabelMatch[] = [];
  const conceptOf = (m: LabelMatch) => strongestTarget(m.targets)?.concept ?? strongestTarget(m.targets)?.fieldConcept;
  const word = (t: Token | undefined) => !!t && /^\p{L}{3,},?$/u.test(t.text);
  for (const tax of matches) {
    if (conceptOf(tax) !== "tax" || drop.has(tax)) continue;
    const tokens = tax.line.tokens;
    const segment = tax.tokens[0].segment;
    const total = matches.find(
      (m) =>
        m !== tax &&
        !drop.has(m) &&
        m.line === tax.line &&
        m.tokens[0].segment === segment &&
        conceptOf(m) === "total" &&
        m.tokens.length === 1,
    );
    if (!total) continue;
    if (total.end + 2 === tax.start && word(tokens[total.end]) && !tokens[total.end].text.endsWith(",")) {
      const mark = compact(tokens[total.end + 1].text);
      const concept = GROSS_MARKS.has(mark) ? "total" : NET_MARKS.has(mark) ? "net" : null;
      if (!concept) continue;
      drop.add(total).add(tax);
      out.push(
        withTargets(total, tokens.slice(total.start, tax.end), [{ concept, fieldId: null, weight: 0.95 }], tax.line),
      );
    } else if (tax.end + 1 === total.start && word(tokens[tax.end]) && tokens[tax.end].text.endsWith(",")) {
      drop.add(total).add(tax);
      out.push(
        withTargets(
          tax,
          tokens.slice(tax.start, total.end),
          [{ concept: "tax", fieldId: null, weight: 0.95 }],
          tax.line,
        ),
      );
    }
  }
  return [...matches.filter((m) => !drop.has(m)), ...out];
}

/**
 * "Netto Rechnungsbetrag", "Net invoice amount", "Netto creditbedrag": the document's amount, before tax (a total
 * label led by a net word, unless its line speaks of paying).
 */
function netFirst(matches: LabelMatch[]): LabelMatch[] {
  return matches.map((m) => {
    const strongest = strongestTarget(m.targets);
    if (m.tokens.length < 2 || strongest?.concept !== "total") return m;
    if (!/^(netto|net|nett|neto)$/.test(compact(m.tokens[0].text))) return m;
    // "Netto dovuto", "Netto a pagare", "Net amount due": net of what was paid, the amount to pay.
    if (/\b(dovut[oa]|pagare|pagar|betalen|zahlen|zahlbar|payer|payable|due|verschuldigd)\b/.test(fold(m.line.text)))
      return m;
    return { ...m, targets: [{ ...strongest, concept: "net" }] };
  });
}

/** A line that opens what is taken off: "abzüglich Abschlagsrechnung Nr. 31:", "Less: payment on account". */
const DEDUCTION_HEAD =
  /^(abzuglich|abzgl|less|minus|deduct\w*|a deduire|deduction|verminderd|min|meno|menos|detraccion|dedotto)\b/;

/**
 * "abzüglich Abschlagsrechnung Nr. 2024-031:" over "netto / USt. / brutto": the bare amount words right under a line
 * that opens a deduction sum the document taken off, not this one.
 */
function deductedBlock(layout: Layout, matches: LabelMatch[]): LabelMatch[] {
  const dropped = new Set<Line>();
  for (const line of layout.lines) {
    // The heading names what is taken off; an amount of its own makes it a row, not a heading.
    const amount = /(^|\s)[-−]?\d{1,3}([.,'’ ]\d{3})*[.,]\d{2}(\s|$)/;
    if (!DEDUCTION_HEAD.test(fold(line.text)) || amount.test(line.text)) continue;
    const page = layout.pages[line.page];
    for (const next of page.lines.slice(line.pageLine + 1, line.pageLine + 5)) {
      const labels = matches.filter((m) => m.line === next);
      const bare = labels.length === 1 && labels[0].tokens.length === 1 && isQualifier(labels[0]);
      if (!bare) break;
      dropped.add(next);
    }
  }
  return matches.map((m) => (dropped.has(m.line) ? { ...m, targets: NO_TARGETS } : m));
}

/** The phrase rules over the dictionary's matches. */
/** Single-letter captions ("R.-NR.") read in a row of labels, by what the row's other labels already name. */
function lettersInRows(matches: LabelMatch[]): LabelMatch[] {
  const byLine = new Map<Line, LabelMatch[]>();
  for (const m of matches) byLine.set(m.line, [...(byLine.get(m.line) ?? []), m]);
  const added: LabelMatch[] = [];
  for (const [line, labels] of byLine) {
    if (labels.length < 2) continue;
    const labelled = new Set(labels.flatMap((m) => m.tokens));
    const named = labels.flatMap((m) => m.targets.map((t) => t.concept)).filter((c): c is ConceptId => !!c);
    for (const token of line.tokens) {
      if (labelled.has(token)) continue;
      const def = letterLabel(token, named);
      if (!def) continue;
      const segment = line.segments[token.segment];
      added.push({
        key: token.norm,
        line,
        start: token.index,
        end: token.index + 1,
        tokens: [token],
        targets: def.targets,
        colon: token.colon,
        startsSegment: segment[0] === token,
        wholeSegment: segment.length === 1,
      });
    }
  }
  return [...matches, ...added];
}

/** A document's word alone as a caption: "Beleg", "Rechnung", "Factuur". */
const DOCUMENT_CAPTION =
  /^(beleg|belegnr|rechnung|factuur|facture|invoice|fattura|factura|dokument|document|documento)$/;

/**
 * "Beleg | Datum | Kunde" over "90412775 | 09.01.2024 | 300188": in a row of captions set apart, the document's word
 * alone heads the document's number (a title elsewhere, it is a caption here).
 */
function documentCaptions(matches: LabelMatch[]): LabelMatch[] {
  const byLine = new Map<Line, LabelMatch[]>();
  for (const m of matches) byLine.set(m.line, [...(byLine.get(m.line) ?? []), m]);
  const out = [...matches];
  for (const [line, labels] of byLine) {
    if (labels.filter((m) => m.wholeSegment && m.targets.some((t) => t.concept)).length < 2) continue;
    if (line.segments.length < 3) continue;
    const labelled = new Set(labels.flatMap((m) => m.tokens));
    for (const segment of line.segments) {
      if (segment.length !== 1 || !DOCUMENT_CAPTION.test(compact(segment[0].text))) continue;
      const token = segment[0];
      const target = { concept: "invoice_number" as ConceptId, fieldId: null, weight: 0.8 };
      const existing = out.findIndex((m) => m.tokens.length === 1 && m.tokens[0] === token);
      const match: LabelMatch = {
        key: token.norm,
        line,
        start: token.index,
        end: token.index + 1,
        tokens: [token],
        targets: [target],
        colon: token.colon,
        startsSegment: true,
        wholeSegment: true,
      };
      if (existing >= 0) out[existing] = match;
      else if (!labelled.has(token)) out.push(match);
    }
  }
  return out;
}

/** Words that deny what follows: "non imponibile", "nicht steuerbar", "not taxable", "niet belast". */
const NEGATIONS = new Set(["non", "nicht", "not", "niet"]);

/** An amount's label denied by the word before it is a statement ("Operazione non imponibile"), not a label. */
function negatedAmounts(matches: LabelMatch[]): LabelMatch[] {
  return matches.filter((m) => {
    const first = m.tokens[0];
    const before = m.line.tokens[first.index - 1];
    if (!before || before.segment !== first.segment || !NEGATIONS.has(before.norm)) return true;
    return !m.targets.some((t) => t.concept && AMOUNT_CONCEPTS.includes(t.concept));
  });
}

export function refineLabels(layout: Layout, matches: LabelMatch[]): LabelMatch[] {
  let out = namesNotLabels(matches);
  out = negatedAmounts(out);
  out = referredTitles(out);
  out = bracketedTitles(out);
  out = combinedTitles(out);
  out = titleNumbers(out);
  out = ownedMarks(out);
  out = labelsToColon(out);
  out = wholeOfAmount(out);
  out = includedTax(out);
  out = totalOfSomething(out);
  out = netFirst(out);
  out = documentAmounts(out);
  out = qualifiedDates(out);
  out = amountPhrases(out);
  out = quantityTotals(out);
  out = otherDocumentsSums(out);
  out = deductedBlock(layout, out);
  out = taxOnBase(out);
  out = taxRates(out);
  out = ratedTaxRows(out);
  out = partyNumbers(layout, out);
  out = lettersInRows(out);
  out = documentCaptions(out);
  return out.sort((a, b) => a.line.index - b.line.index || a.start - b.start);
}
