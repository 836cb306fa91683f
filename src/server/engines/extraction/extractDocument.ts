/**
 * The built-in extractor: every field and table of a document's class from the words and boxes of
 * its pages, with no network.
 *
 *   1. layout      words → tokens → lines → segments (layout.ts)
 *   2. labels      every label of every field and concept found at once, longest first (labels.ts)
 *   3. candidates  learned places first (learning.ts), then values beside or below each label
 *                  (candidates.ts), then the field's own evidence (issuer, currency, value lists),
 *                  then what the page's shape says where no label does (fallbacks.ts, summary.ts)
 *   4. amounts     chosen together so that they add up (amounts.ts); missing ones computed
 *   5. tables      from word alignment, mapped to the class's tables by header (tables.ts)
 *   6. validation  required, regex, formula (validateProperties.ts)
 *   7. output      properties, tables, parseData, and the annotations of where each value was found
 */
import type {
  ExtractedValue,
  ExtractionProperty,
  ExtractionTable,
  ExtractionTableCell,
} from "../../../domain/entities";
import { evaluateFormula, formulaFieldIds } from "../../../domain/formula";
import { findAddress } from "./address";
import { cents, chooseJointly, deriveMissing, MONEY_TOLERANCE, type Relation } from "./amounts";
import { confidenceOf, groupOf, type Evidence } from "./confidence";
import {
  allAmounts,
  labelCandidates,
  mergeCandidates,
  type Candidate,
  type CandidateContext,
  type FieldSpec,
} from "./candidates";
import { conceptOfField, valueKindOf, type ConceptId } from "./concepts";
import { detectCurrency } from "./currency";
import { findIssuer, isNameLike } from "./issuer";
import { buildLabelDefs, findLabels, labelIndex } from "./labels";
import { buildLayout, unionBox, type Layout, type Token } from "./layout";
import { layoutKeysOf, readHint } from "./learning";
import { parseBoolean } from "./parseBoolean";
import { parseDate } from "./parseDate";
import { parseNumber, roundTo } from "./parseNumber";
import { formFields, parsedTables } from "./parseData";
import { readDate } from "./readers";
import { detectTables, mapColumns, type DetectedTable } from "./tables";
import { fold, hash32 } from "./text";
import type {
  CandidateSource,
  ExtractDocumentInput,
  ExtractDocumentResult,
  ExtractionAnnotation,
  ExtractionClassField,
  ExtractionField,
  FieldAnnotation,
  LearnedHint,
  TableCellAnnotation,
  ValueListItem,
} from "./types";
import { dateFallbacks, numberFallback, totalFallback } from "./fallbacks";
import { netWithOutsideVat, noVatStatement, summaryCandidates, type SummaryCandidates } from "./summary";
import { validateProperties } from "./validateProperties";
import { findItems, matchItem } from "./valueLists";

type Ref = { _id: string; name: string };

interface Found {
  value: ExtractedValue;
  tokens: Token[];
  source: CandidateSource;
  score: number;
}

export function extractDocument(input: ExtractDocumentInput): ExtractDocumentResult {
  const pages = input.pages ?? [];
  const documentClass = input.documentClass ?? { fields: [], tables: [] };
  const classFields: ExtractionClassField[] = [...(documentClass.fields ?? [])].sort(
    (a, b) => (a.order ?? 0) - (b.order ?? 0),
  );
  const layout = buildLayout(pages);
  const specs = new Map<string, FieldSpec & { field: ExtractionField }>();
  for (const { field } of classFields) {
    const concept = conceptOfField(field);
    specs.set(field._id, { fieldId: field._id, concept, kind: valueKindOf(field.dataType, concept), field });
  }
  const defs = buildLabelDefs(
    [...specs.values()].map((s) => ({
      _id: s.fieldId,
      name: s.field.name,
      description: s.field.description,
      concept: s.concept,
    })),
  );
  const labels = findLabels(layout, defs);
  const labelOf = labelIndex(labels);
  const ctx: CandidateContext = { layout, labels, labelOf };
  const hints = usableHints(input.learned ?? [], documentClass._id, input.masterKey?._id);
  const pageKeys = new Set(layoutKeysOf(labels));

  const found = new Map<string, Found | null>();
  const candidatesOf = new Map<string, Candidate[]>();
  const deferred: (FieldSpec & { field: ExtractionField })[] = [];
  let summary: SummaryCandidates | undefined;

  for (const spec of specs.values()) {
    const { field } = spec;
    if (field.dataType === "Master_Key") {
      found.set(field._id, masterKeyValue(layout, input.masterKey ?? null));
      continue;
    }
    const learned = hints
      .filter((h) => h.fieldId === field._id)
      .map((h) => readHint(layout, h, field, spec.kind, pageKeys))
      .filter((c): c is Candidate => c !== null);
    if (spec.concept === "currency" || spec.concept === "issuer" || spec.concept === "address") {
      candidatesOf.set(field._id, learned);
      deferred.push(spec);
      continue;
    }
    let candidates = [...learned, ...labelCandidates(ctx, spec)];
    if (spec.kind === "date") candidates.push(...dateFallbacks(ctx, spec));
    if (spec.concept === "total" && spec.kind === "amount") candidates.push(...totalFallback(layout, labels));
    // Only where no label named a number: a weak guess must never outvote a weak label.
    if (spec.concept === "invoice_number" && spec.kind === "id" && candidates.length === 0)
      candidates.push(...numberFallback(ctx));
    if (spec.kind === "amount" && (spec.concept === "net" || spec.concept === "tax" || spec.concept === "total"))
      candidates.push(...summaryFor(spec.concept, (summary ??= summaryCandidates(layout)), candidates, ctx));
    if (field.dataType === "Value_List") candidates = valueListCandidates(layout, candidates, itemsOf(input, field));
    if (field.dataType === "Boolean") candidates = booleanCandidates(candidates);
    if (spec.concept === "tax" && spec.kind === "amount") candidates.push(...taxBreakdownSum(candidates));
    candidatesOf.set(field._id, mergeCandidates(candidates));
  }

  // Amounts together.
  const relations = relationsOf(classFields, specs);
  const implicit = implicitRelation(specs, relations);
  if (implicit) relations.push({ ...implicit.relation, tolerance: roundsToCash(layout) ? CASH_ROUNDING : undefined });
  const joint = chooseJointly(candidatesOf, relations);
  for (const spec of specs.values()) {
    if (found.has(spec.fieldId) || deferred.includes(spec)) continue;
    const chosen = joint.has(spec.fieldId) ? joint.get(spec.fieldId)! : (candidatesOf.get(spec.fieldId)?.[0] ?? null);
    found.set(
      spec.fieldId,
      chosen ? { value: chosen.value, tokens: chosen.tokens, source: chosen.source, score: chosen.score } : null,
    );
  }
  if (implicit) {
    completeFromPrintedRemainder(layout, found, implicit.roles);
    includeOutsideVat(layout, found, implicit.roles);
  }
  const numbers = new Map<string, number | null>();
  // Only values found with some confidence compute others.
  for (const [id, f] of found)
    numbers.set(id, typeof f?.value === "number" && (f.score >= 0.4 || f.source === "learned") ? f.value : null);
  const derived = deriveMissing(
    numbers,
    relations.filter((r) => !r.implicit),
    implicit
      ? {
          ...implicit.roles,
          taxSeen: implicit.roles.tax
            ? (candidatesOf.get(implicit.roles.tax) ?? []).some((c) => c.score >= 0.45)
            : false,
        }
      : null,
  );
  for (const [id, value] of derived) {
    if (found.get(id)) continue;
    const spec = specs.get(id);
    if (!spec || spec.field.dataType !== "Number") continue;
    found.set(id, { value, tokens: locateAmount(layout, value), source: "derived", score: 0.5 });
  }
  if (implicit) exemptFromVat(layout, found, implicit.roles);

  // Fields that depend on the others: currency (printed with the amounts), issuer.
  // The address after the issuer: it is read under the issuer's name.
  deferred.sort((a, b) => Number(a.concept === "address") - Number(b.concept === "address"));
  for (const spec of deferred) {
    const learned = candidatesOf.get(spec.fieldId) ?? [];
    let candidates: Candidate[] = [...learned];
    if (spec.concept === "currency") {
      candidates.push(...labelCandidates(ctx, { ...spec, kind: "currency" }));
      const keyAmounts = [...specs.values()]
        .filter((s) => s.kind === "amount")
        .map((s) => found.get(s.fieldId))
        .filter((f): f is Found => !!f && f.tokens.length > 0)
        .map((f) => ({
          value: f.value as number,
          tokens: f.tokens,
          score: 1,
          source: f.source,
          currency: currencyOf(f.tokens),
        }));
      const detected = detectCurrency(layout, keyAmounts);
      if (detected) candidates.push({ ...detected, score: detected.score * 0.8 });
    } else if (spec.concept === "address") {
      candidates.push(...labelCandidates(ctx, { ...spec, kind: "text" }).map((c) => ({ ...c, score: c.score * 0.9 })));
      const issuerSpec = [...specs.values()].find((x) => x.concept === "issuer");
      const issuerTokens =
        (issuerSpec && found.get(issuerSpec.fieldId)?.tokens) ||
        findIssuer(layout, labels, labelOf, [])?.tokens ||
        null;
      const address = findAddress(layout, issuerTokens && issuerTokens.length > 0 ? issuerTokens : null, labelOf);
      if (address) candidates.push(address);
    } else {
      const fromLabels = labelCandidates(ctx, { ...spec, kind: "text" }).filter(
        (c) =>
          isNameLike(String(c.value)) &&
          !beforeLabel(layout, labelOf, c.tokens) &&
          !c.tokens[c.tokens.length - 1]?.colon,
      );
      candidates.push(...fromLabels.map((c) => ({ ...c, score: c.score * 0.9 })));
      const issuer = findIssuer(layout, labels, labelOf, fromLabels);
      if (issuer) candidates.push(issuer);
    }
    if (spec.field.dataType === "Value_List")
      candidates = valueListCandidates(layout, candidates, itemsOf(input, spec.field));
    const best = mergeCandidates(candidates)[0] ?? null;
    found.set(
      spec.fieldId,
      best ? { value: best.value, tokens: best.tokens, source: best.source, score: best.score } : null,
    );
  }

  // Properties in the class's order, typed, with how sure the engine is, then validated.
  const consistent = consistentAmounts(found, relations);
  const evidence: Evidence[] = [];
  const properties: ExtractionProperty<Ref>[] = classFields.map(({ field }) => {
    const f = found.get(field._id) ?? null;
    const value = typed(field, f?.value ?? null);
    const spec = specs.get(field._id)!;
    let confidence = 0;
    if (f && value !== null) {
      const e: Evidence = {
        fieldId: field._id,
        group: groupOf(spec.kind, f.source, consistent.has(field._id), spec.concept),
        score: f.score,
      };
      evidence.push(e);
      confidence = confidenceOf(e);
    }
    return {
      field: { _id: field._id, name: field.name },
      value,
      originalValue: value,
      validated: true,
      error: null,
      confidence,
    };
  });
  const validatedProperties = validateProperties(properties, {
    fields: classFields.map((f) => ({
      field: { _id: f.field._id, name: f.field.name, dataType: f.field.dataType },
      validation: f.validation ?? null,
    })),
  });

  // Tables.
  const detected = detectTables(layout, labelOf);
  const { tables, names, cellAnnotations } = classTables(layout, detected, documentClass.tables ?? []);

  const annotations: ExtractionAnnotation = {
    version: 1,
    pages: layout.pages.map((p) => ({ pageNo: p.pageNo, width: p.width, height: p.height })),
    fields: classFields.flatMap(({ field }) => {
      const f = found.get(field._id);
      if (!f || f.tokens.length === 0 || f.value === null) return [];
      return [annotationOf(layout, field, f)];
    }),
    tableCells: cellAnnotations,
  };

  return {
    evidence,
    properties: validatedProperties,
    tables,
    parseData: { formFields: formFields(layout, labels, labelOf), tables: parsedTables(detected, names) },
    annotations,
  };
}

/**
 * The summary's candidates for a field, unless its tax stands on a line no tax label names while a label names another
 * tax with some confidence: then the amounts it stacked were items that happened to add up ("220.00", "44.00", "Total
 * 264.00", "Includes GST of 24.00"). A stack whose tax line a label names (a tax by rate beside the tax total) stands.
 */
function summaryFor(
  concept: "net" | "tax" | "total",
  summary: SummaryCandidates,
  labelled: Candidate[],
  ctx: CandidateContext,
): Candidate[] {
  if (concept !== "tax" || summary.tax.length === 0) return summary[concept];
  const best = labelled
    .filter((c) => c.source.startsWith("label") && c.score >= 0.5)
    .sort((a, b) => b.score - a.score)[0];
  if (!best) return summary.tax;
  const stacked = summary.tax[0].tokens[0];
  const line = stacked ? ctx.layout.lines[stacked.line] : undefined;
  const named = line?.tokens.some((t) => ctx.labelOf.get(t)?.targets.some((x) => x.concept === "tax"));
  if (named) return summary.tax;
  // A 'tax' as large as the summary's total is a total its label was misread for: the summary stands.
  const top = Math.max(...summary.total.map((c) => Math.abs(Number(c.value))));
  const value = Math.abs(Number(best.value));
  const agrees = summary.tax.some((s) => Math.abs(Math.abs(Number(s.value)) - value) < 0.005);
  return value < top && !agrees ? [] : summary.tax;
}

/** "Globale" of "Globale Nummer:": words cut off by the label that follows them are part of that label. */
function beforeLabel(layout: Layout, labelOf: Map<Token, unknown>, tokens: Token[]): boolean {
  const last = tokens[tokens.length - 1];
  const next = last ? layout.lines[last.line].tokens[last.index + 1] : undefined;
  return !!next && next.segment === last.segment && labelOf.has(next);
}

/**
 * A tax broken down by rate ("USt. 7% ... 19,25" and "USt. 19% ... 37,62") is printed as lines of one label, and
 * taxes of several kinds as lines one under the other ("GST 5% ... 43.00", "PST 7% ... 60.20"); their sum is the
 * document's tax. The arithmetic decides whether it is (net + sum = total).
 */
function taxBreakdownSum(candidates: Candidate[]): Candidate[] {
  const byLabel = new Map<string, Candidate[]>();
  const byLine = new Map<string, Candidate>();
  // The best amount of each line (the tax, not the base it is computed on).
  for (const c of [...candidates].sort((a, b) => b.score - a.score)) {
    if (!c.label || c.source !== "label-right" || typeof c.value !== "number" || c.score < 0.3) continue;
    const list = byLabel.get(c.label.key) ?? [];
    if (!list.some((x) => x.tokens[0].line === c.tokens[0].line)) list.push(c);
    byLabel.set(c.label.key, list);
    const line = `${c.tokens[0].page}:${c.tokens[0].line}`;
    if (!byLine.has(line)) byLine.set(line, c);
  }
  const groups = [...byLabel.values(), ...adjacentRuns([...byLine.values()])];
  const out: Candidate[] = [];
  const seen = new Set<string>();
  for (const list of groups) {
    if (list.length < 2 || list.length > 6) continue;
    const key = list
      .map((c) => `${c.tokens[0].page}:${c.tokens[0].line}`)
      .sort()
      .join(" ");
    if (seen.has(key)) continue;
    seen.add(key);
    const sum = Math.round(list.reduce((n, c) => n + Number(c.value), 0) * 100) / 100;
    out.push({
      value: sum,
      tokens: list.flatMap((c) => c.tokens),
      score: Math.min(...list.map((c) => c.score)),
      source: "derived",
    });
  }
  return out;
}

/** Runs of candidates on lines that follow each other on one page (one per line). */
function adjacentRuns(perLine: Candidate[]): Candidate[][] {
  const sorted = [...perLine].sort(
    (a, b) => a.tokens[0].page - b.tokens[0].page || a.tokens[0].line - b.tokens[0].line,
  );
  const runs: Candidate[][] = [];
  for (const c of sorted) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (last && last.tokens[0].page === c.tokens[0].page && c.tokens[0].line - last.tokens[0].line === 1) run.push(c);
    else runs.push([c]);
  }
  return runs;
}

/** The amounts that take part in a relation that holds with the values found (total = net + tax within a cent). */
function consistentAmounts(found: Map<string, Found | null>, relations: Relation[]): Set<string> {
  const values: Record<string, number | null> = {};
  // A member computed from the others holds the relation by construction: only amounts read off the page count.
  for (const [id, f] of found) values[id] = typeof f?.value === "number" && f.source !== "derived" ? f.value : null;
  const out = new Set<string>();
  for (const relation of relations) {
    const ids = [relation.target, ...formulaFieldIds(relation.formula)];
    if (ids.some((id) => values[id] === null || values[id] === undefined)) continue;
    const expected = evaluateFormula(relation.formula, values);
    // A relation that holds only because a member is zero says nothing: any amount is itself plus nothing.
    if (
      expected !== null &&
      Math.abs(expected - values[relation.target]!) <= (relation.tolerance ?? MONEY_TOLERANCE) + 1e-9 &&
      ids.every((id) => values[id] !== 0)
    )
      ids.forEach((id) => out.add(id));
  }
  return out;
}

function usableHints(
  hints: LearnedHint[],
  classId: string | undefined,
  masterKeyId: string | undefined,
): LearnedHint[] {
  if (!masterKeyId) return [];
  return hints.filter((h) => h && h.masterKeyId === masterKeyId && (!classId || !h.classId || h.classId === classId));
}

function itemsOf(input: ExtractDocumentInput, field: ExtractionField): ValueListItem[] {
  return (field.valueListCategory && input.valueLists?.[field.valueListCategory]) || [];
}

function masterKeyValue(layout: Layout, masterKey: ValueListItem | null): Found | null {
  if (!masterKey) return null;
  const printed = findItems(layout, [masterKey])[0];
  return { value: masterKey.value, tokens: printed?.tokens ?? [], source: "master-key", score: 1 };
}

function valueListCandidates(layout: Layout, candidates: Candidate[], items: ValueListItem[]): Candidate[] {
  if (items.length === 0) return [];
  const out: Candidate[] = [];
  for (const c of candidates) {
    const item = matchItem(String(c.value), items);
    if (item) out.push({ ...c, value: item.value, source: c.source === "learned" ? "learned" : "value-list" });
  }
  for (const match of findItems(layout, items))
    out.push({ value: match.item.value, tokens: match.tokens, score: 0.4 * match.score, source: "value-list" });
  return out;
}

function booleanCandidates(candidates: Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const c of candidates) {
    const value = parseBoolean(String(c.value).split(/\s+/)[0]);
    if (value !== null) out.push({ ...c, value });
  }
  return out;
}

/** The class's formulas on Number fields, as relations between fields. */
function relationsOf(
  classFields: ExtractionClassField[],
  specs: Map<string, FieldSpec & { field: ExtractionField }>,
): Relation[] {
  const out: Relation[] = [];
  for (const { field, validation } of classFields) {
    if (field.dataType !== "Number" || !validation?.formula) continue;
    const ids = formulaFieldIds(validation.formula);
    if (ids.every((id) => specs.get(id)?.field.dataType === "Number"))
      out.push({ target: field._id, formula: validation.formula });
  }
  return out;
}

/** An invoice adds up even when the class says nothing: total = net + tax. */
/** The most a total rounded to cash ("Rundung", "Afronding") moves: five cents or rappen. */
const CASH_ROUNDING = 0.05;
const ROUNDING_WORDS =
  /^(rundung|rundungsdifferenz|rounding|arrondi|afronding|afrondingsverschil|arrotondamento|redondeo)\b/;

/** Whether the page prints a rounding line among its amounts. */
function roundsToCash(layout: Layout): boolean {
  return layout.lines.some((l) => ROUNDING_WORDS.test(fold(l.text)) && /\d/.test(l.text));
}

function implicitRelation(
  specs: Map<string, FieldSpec & { field: ExtractionField }>,
  declared: Relation[],
): { relation: Relation; roles: AmountRoles } | null {
  const byConcept = (concept: ConceptId) =>
    [...specs.values()].find((s) => s.concept === concept && s.field.dataType === "Number")?.fieldId;
  const total = byConcept("total");
  const net = byConcept("net");
  const tax = byConcept("tax");
  if (!total || !net || !tax) return null;
  const inDeclared = new Set(declared.flatMap((r) => [r.target, ...formulaFieldIds(r.formula)]));
  const relation: Relation = {
    target: total,
    formula: { operator: "+", left: { type: "Field", value: net }, right: { type: "Field", value: tax } },
    implicit: true,
  };
  // A declared formula among the same fields says it better.
  if ([total, net, tax].some((id) => inDeclared.has(id))) return null;
  return { relation, roles: { total, net, tax } };
}

/**
 * The invoice's own arithmetic as evidence: with a total and one of net or tax chosen (however weakly),
 * the other is their difference when that difference is printed on the page. Three amounts that add up
 * on the page are seldom a coincidence, so the weak labels of the two chosen ones no longer keep the
 * third from being read.
 */
function completeFromPrintedRemainder(layout: Layout, found: Map<string, Found | null>, roles: AmountRoles): void {
  const amountOf = (id: string | undefined) => pageAmount(found, id)?.value ?? null;
  const total = amountOf(roles.total);
  if (total === null || total <= 0) return;
  for (const [missing, known] of [
    [roles.net, roles.tax],
    [roles.tax, roles.net],
  ] as const) {
    const other = amountOf(known);
    if (!missing || found.get(missing) || other === null || other <= 0 || other >= total) continue;
    const value = cents(total - other);
    const tokens = locateAmount(layout, value);
    if (tokens.length > 0) found.set(missing, { value, tokens, source: "derived", score: 0.55 });
  }
}

/** Which class fields hold the invoice's total, net and tax. */
interface AmountRoles {
  total?: string;
  net?: string;
  tax?: string;
}

/** A field's amount as read off the page (not computed from others), or null. */
function pageAmount(found: Map<string, Found | null>, id: string | undefined): (Found & { value: number }) | null {
  const f = id ? found.get(id) : null;
  return f && typeof f.value === "number" && f.source !== "derived" ? { ...f, value: f.value } : null;
}

/** The net read as the taxable base while amounts outside VAT stand between it and the total: total − tax. */
function includeOutsideVat(layout: Layout, found: Map<string, Found | null>, roles: AmountRoles): void {
  const [net, tax, total] = [roles.net, roles.tax, roles.total].map((id) => pageAmount(found, id));
  if (!roles.net || !net || !tax || !total) return;
  const value = netWithOutsideVat(layout, net, tax, total);
  if (value !== null)
    found.set(roles.net, { value, tokens: net.tokens, source: "derived", score: Math.min(net.score, 0.6) });
}

/**
 * The page saying the invoice bears no VAT, no tax read with any confidence (or one as large as the total, which no
 * tax is) and the net, where read, the total: the tax is 0 and the net the total.
 */
function exemptFromVat(layout: Layout, found: Map<string, Found | null>, roles: AmountRoles): void {
  const total = roles.total ? found.get(roles.total) : null;
  if (!roles.tax || !roles.net || !total || typeof total.value !== "number") return;
  const tax = found.get(roles.tax);
  const net = found.get(roles.net);
  const statement = noVatStatement(layout);
  if (!statement) return;
  // Where the seller charges no VAT at all, amounts no label gave (two item lines that add up to the total, read as
  // a summary) yield to the statement; an exemption may be of some lines only, so there they stand.
  const unlabelled = (f: Found | null | undefined) => statement.whole && !!f && f.source === "layout";
  if (tax && tax.score >= 0.4 && tax.value !== total.value && !unlabelled(tax)) return;
  if (net && net.value !== total.value && !(unlabelled(net) && (!tax || unlabelled(tax)))) return;
  found.set(roles.tax, { value: 0, tokens: statement.tokens, source: "derived", score: 0.5 });
  if (!net || net.value !== total.value)
    found.set(roles.net, { value: total.value, tokens: total.tokens, source: "derived", score: 0.5 });
}

/** Where a computed amount is printed (the derived net of an invoice usually is, somewhere). */
function locateAmount(layout: Layout, value: number): Token[] {
  const hit = allAmounts(layout).find((a) => Math.abs(Number(a.value) - value) < 0.005 && (a.decimals ?? 0) > 0);
  return hit ? hit.tokens : [];
}

function currencyOf(tokens: Token[]): string | null {
  const text = tokens.map((t) => t.text).join(" ");
  return parseNumber(text)?.currency ?? null;
}

function typed(field: ExtractionField, value: ExtractedValue | boolean): ExtractedValue {
  if (value === null || value === undefined) return null;
  switch (field.dataType) {
    case "Number": {
      if (typeof value === "number") return roundTo(value, 6);
      return parseNumber(String(value))?.value ?? null;
    }
    case "Date":
      return typeof value === "string" ? (parseDate(value) ?? null) : null;
    case "Boolean":
      return typeof value === "boolean" ? value : parseBoolean(String(value));
    default:
      return typeof value === "string" ? value : String(value);
  }
}

function annotationOf(layout: Layout, field: ExtractionField, f: Found): FieldAnnotation {
  const firstPage = f.tokens[0].page;
  const onPage = f.tokens.filter((t) => t.page === firstPage);
  const box = unionBox(onPage);
  const page = layout.pages[firstPage];
  return {
    fieldId: field._id,
    fieldName: field.name,
    pageNo: page.pageNo,
    page: page.index,
    x: round2(box.x),
    y: round2(box.y),
    width: round2(box.width),
    height: round2(box.height),
    text: onPage.map((t) => t.text).join(" "),
    source: f.source,
    confidence: round2(Math.max(0, Math.min(1, f.score / (f.source === "learned" ? 2 : 1.1)))),
  };
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** A cell id that stays the same when the same document is extracted again. */
export function cellId(tableName: string, row: number, fieldId: string): string {
  return `${hash32(`${tableName}|${row}|${fieldId}`)}${hash32(`${fieldId}#${row}#${tableName}`)}`;
}

function cellValue(field: ExtractionField, text: string, layout: Layout): ExtractedValue {
  const trimmed = text.replace(/\s+/g, " ").trim();
  if (!trimmed) return null;
  switch (field.dataType) {
    case "Number": {
      const direct = parseNumber(trimmed, { decimalSeparator: layout.decimalSeparator });
      if (direct) return direct.value;
      const m = /[-−]?\s?[€$£¥₹]?\s?\d[\d.,' ]*/.exec(trimmed);
      return m ? (parseNumber(m[0].trim(), { decimalSeparator: layout.decimalSeparator })?.value ?? null) : null;
    }
    case "Date": {
      const direct = parseDate(trimmed, { order: layout.dateOrder });
      if (direct) return direct;
      const tokens = layout.lines.flatMap((l) => l.tokens).filter((t) => trimmed.includes(t.text));
      return tokens.length ? ((readDate(tokens, 0, layout)?.value as string) ?? null) : null;
    }
    case "Boolean":
      return parseBoolean(trimmed);
    default:
      return trimmed;
  }
}

/** A table column as cells and columns carry it: with its data type, so a person's typing is checked and typed. */
const columnRef = (f: ExtractionField) => ({
  _id: f._id,
  name: f.name,
  ...(f.dataType ? { dataType: f.dataType } : {}),
});

function classTables(
  layout: Layout,
  detected: DetectedTable[],
  classTablesDef: { name: string; columns: { field: ExtractionField }[] }[],
): { tables: ExtractionTable<Ref>[]; names: (string | null)[]; cellAnnotations: TableCellAnnotation[] } {
  const names: (string | null)[] = detected.map(() => null);
  const cellAnnotations: TableCellAnnotation[] = [];
  const tables = classTablesDef.map((table) => {
    const fields = table.columns.map((c) => c.field);
    const scored = detected.map((d, i) => ({ d, i, ...mapColumns(d, fields) }));
    const best = Math.max(0, ...scored.map((s) => s.score));
    const rows: ExtractionTableCell<Ref>[][] = [];
    if (best >= 0.6) {
      for (const { d, i, mapping, score } of scored) {
        if (score < Math.max(0.6, 0.75 * best)) continue;
        names[i] ??= table.name;
        for (const row of d.rows) {
          if (row.kind !== "row") continue;
          const r = rows.length;
          const annotated = cellAnnotations.length;
          const cells = fields.map((field, k) => {
            const cell = mapping[k] >= 0 ? row.cells[mapping[k]] : null;
            const id = cellId(table.name, r, field._id);
            if (cell && cell.tokens.length > 0) {
              const box = unionBox(cell.tokens.filter((t) => t.page === cell.tokens[0].page));
              const page = layout.pages[cell.tokens[0].page];
              cellAnnotations.push({
                table: table.name,
                cellId: id,
                fieldId: field._id,
                pageNo: page.pageNo,
                page: page.index,
                x: round2(box.x),
                y: round2(box.y),
                width: round2(box.width),
                height: round2(box.height),
                text: cell.text,
              });
            }
            return { field: columnRef(field), value: cell ? cellValue(field, cell.text, layout) : null, _id: id };
          });
          if (cells.some((c) => c.value !== null)) rows.push(cells);
          else cellAnnotations.splice(annotated);
        }
      }
    }
    return { name: table.name, columns: fields.map(columnRef), rows };
  });
  return { tables, names, cellAnnotations };
}
