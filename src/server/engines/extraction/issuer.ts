/**
 * Who issued the document. Documents rarely label their sender, so the evidence is gathered:
 * a company name with a legal form (Coolblue B.V., QualityHosting AG, Free SAS), the name at the
 * top of the first page, a name matching the document's web or mail domain, a label (Sold by,
 * Supplier, Titulaire du compte), the name over the footer's registration details, and how often
 * the name recurs. A name in the addressee's block (Bill to, Kunde, Factuuradres) counts against.
 */
import { horizontalOverlap, median, unionBox, type Layout, type Line, type Token } from "./layout";
import type { LabelMatch } from "./labels";
import { partyBlocks } from "./labelPhrases";
import { compact, fold, hasLetter } from "./text";
import type { Candidate } from "./candidates";
import { addressLike } from "./address";
import {
  LEADING_FORMS,
  LEGAL_FORM_STARTS,
  LEGAL_FORMS,
  LEGAL_WORDS,
  SHORT_NEEDS_CAPITAL,
  WRITTEN_FORMS,
} from "./legalForms";

const TITLE_WORDS = new Set(
  (
    "invoice invoices tax bill receipt payment copy duplicate original factuur kopie facture rechnung rechnungskopie gutschrift credit note avoir factura fattura quittung betalingsbewijs statement proforma pro-forma retail " +
    // Greetings and till-slip titles printed above or below a shop's name.
    "welcome willkommen bienvenue bienvenido bienvenidos benvenuti benvenuto welkom cash kassenbon bon ticket ricevuta scontrino kassabon simplificada"
  ).split(" "),
);
const GENERIC_DOMAINS = new Set([
  "gmail",
  "googlemail",
  "yahoo",
  "hotmail",
  "outlook",
  "gmx",
  "web",
  "example",
  "fake",
  "mail",
  "live",
  "icloud",
  "aol",
  "msn",
  "t-online",
  "protonmail",
  "wanadoo",
]);
const CONNECTORS = new Set([
  "&",
  "and",
  "und",
  "et",
  "en",
  "de",
  "van",
  "der",
  "den",
  "of",
  "la",
  "le",
  "du",
  "des",
  // Spanish and Italian: "Pérez y Fernández", "Rossi e Figli", "Fratelli della Valle".
  "y",
  "e",
  "di",
  "del",
  "della",
  "-",
]);
/** A joining word or sign of a name ('&' and '-' fold to nothing, so they are looked up as printed). */
const isConnector = (t: Token) => CONNECTORS.has(t.norm) || CONNECTORS.has(t.text);

const REGISTRATION =
  /\b(siege social|capital|rcs|siret|registered office|regd\.? office|registergericht|handelsregister|hrb|kvk|chamber of commerce|company registration|registered in|vorstand|geschaftsfuhrer|geschaeftsfuehrer|directors?)\b/;

interface IssuerEvidence {
  key: string;
  display: string;
  tokens: Token[];
  score: number;
  kinds: Set<string>;
}

const keyOf = (name: string) =>
  fold(name)
    .split(/[\s,]+/)
    .map((w) => compact(w))
    .filter((w) => w && !LEGAL_WORDS.has(w))
    .join("");

function isCapitalised(token: Token): boolean {
  return /\p{Lu}/u.test(token.text) || /^[\d&]/.test(token.text);
}

const SIGNATURE_WORD = /^(fur|pour|voor|namens|per|por|for|ia|pp|ppa)$/;
const BANK_WORD =
  /^(bank|bankname|banque|banca|banco|geldinstitut|kreditinstitut|bankinstitut|bankverbindung|entidad|istituto)$/;

/** "Amazon Web Services, Inc." in "... sold by Amazon Web Services, Inc." */
/** A label that heads a party's block ("Verkocht door", "Bill to"): the name comes after it. */
const isPartyHeading = (m: LabelMatch | undefined) =>
  !!m && m.targets.some((t) => (t.concept === "issuer" || t.concept === "customer") && t.weight >= 0.75);

const ALL_FORMS = [...WRITTEN_FORMS, ...LEGAL_FORMS];

/**
 * "Impianti Gallo S.n.c. di Gallo Luca & C.": an Italian partnership's name goes on after its form with its
 * partners ("di" a name "& C."), up to the "C.".
 */
function partners(tokens: Token[], from: number, form: string[]): Token[] {
  if (form.length !== 1 || !["snc", "sas"].includes(form[0]) || compact(tokens[from]?.text ?? "") !== "di") return [];
  const segment = tokens[from].segment;
  for (let j = from + 1; j < Math.min(tokens.length, from + 7); j++) {
    const t = tokens[j];
    if (t.segment !== segment) return [];
    if (/^c\.?$/i.test(t.text) && tokens[j - 1].text === "&") return tokens.slice(from, j + 1);
    if (!/^\p{Lu}/u.test(t.text) && t.text !== "&") return [];
  }
  return [];
}
const WRITTEN_STARTS = new Set(WRITTEN_FORMS.map((f) => f[0]));

function legalNames(
  line: Line,
  lines: Line[],
  labelOf: Map<Token, LabelMatch>,
): { display: string; tokens: Token[] }[] {
  const out: { display: string; tokens: Token[] }[] = [];
  // An item line ("BANANAS KG 1x 1.68") prints a price: its "KG" is a unit, not a legal form.
  if (/\d+[.,]\d{2}\b/.test(line.text)) return out;
  const tokens = line.tokens;
  const keys = tokens.map((t) => compact(t.text));
  for (let i = 0; i < tokens.length; i++) {
    if (!LEGAL_FORM_STARTS.has(keys[i]) && !WRITTEN_STARTS.has(keys[i])) continue;
    for (const form of ALL_FORMS) {
      const slice = tokens.slice(i, i + form.length);
      if (slice.length !== form.length) continue;
      if (!form.every((word, k) => keys[i + k] === word)) continue;
      // "AG" or "a.G.", never the word "ag"; dotted abbreviations are forms however they are cased.
      if (
        form.length === 1 &&
        SHORT_NEEDS_CAPITAL.has(form[0]) &&
        !/^\p{Lu}/u.test(slice[0].text) &&
        !/^\p{L}\.\p{L}\.?$/u.test(slice[0].text)
      )
        continue;
      // "Clonmel, Co. Tipperary": the Irish county, not a company ("Smith & Co." has no comma before it).
      const next = tokens[i + 1];
      if (
        form.length === 1 &&
        form[0] === "co" &&
        (/,$/.test(tokens[i - 1]?.text ?? "") ||
          // A county's name follows; a label ('Heron Tools Co. Tel.:') starts the next part of the line.
          (next && /^\p{Lu}\p{Ll}/u.test(next.text) && !next.colon && !/:$/.test(next.text) && !labelOf.get(next)))
      )
        continue;
      // The name: capitalised words right before the legal form, in the same segment.
      const name: Token[] = [];
      let bank = false;
      // Five words at most, the joining words apart ("Hoffmann & Schulz Werkzeug und Befestigung GmbH").
      const words = () => name.filter((t) => !isConnector(t)).length;
      for (let j = i - 1; j >= 0 && words() < 5; j--) {
        const t = tokens[j];
        // "VERKOCHT DOOR Bakker Advies B.V.", "Delivery Destination ...": a label in capitals is no part of the name.
        if (t.segment !== tokens[i].segment || t.colon || isPartyHeading(labelOf.get(t))) break;
        // "Bankname UBS Switzerland AG", "Banque : BNP Paribas SA": the bank that keeps the account, not the sender.
        // "Für Weber & Huber GmbH", "Pour le compte de ...": the signature block's preposition is not the name's.
        if (SIGNATURE_WORD.test(compact(t.text))) break;
        if (BANK_WORD.test(compact(t.text))) {
          bank = true;
          break;
        }
        if (/[:;]$/.test(t.text) || (name.length > 0 && /[,]$/.test(t.text) && !/^\p{Lu}/u.test(name[0].text))) break;
        // "Autohaus Keller – Toyota Service KG": a dash between capitalised words within the name.
        const dash = /^[–-]$/.test(t.text) && name.length > 0 && j > 0 && isCapitalised(tokens[j - 1]);
        if (isCapitalised(t) || (isConnector(t) && name.length > 0) || dash) name.unshift(t);
        else break;
      }
      if (bank) break;
      // A joining word does not start a name, unless printed with a capital ("Van Dijk", not "and ...").
      while (name.length > 0 && isConnector(name[0]) && !/^\p{Lu}/u.test(name[0].text)) name.shift();
      if (name.length === 0 && form.length === 1 && LEADING_FORMS.has(form[0]) && /^\p{Lu}/u.test(slice[0].text)) {
        const after = nameAfter(tokens, i + 1, tokens[i].segment);
        if (after.length > 0) {
          out.push({
            display: [...slice, ...after]
              .map((t) => t.text)
              .join(" ")
              .replace(/[,;]+$/, ""),
            tokens: [...slice, ...after],
          });
          i += after.length;
          break;
        }
      }
      // "Harbour Print Group" / "Ltd": a narrow column wraps the form onto a line of its own.
      if (name.length === 0 && (i === 0 || tokens[i - 1].segment !== tokens[i].segment))
        name.push(...segmentAbove(lines, line, tokens[i]));
      if (name.length === 0 || !name.some((t) => /\p{L}{2}/u.test(t.text))) continue;
      if (name.some((t) => LEGAL_WORDS.has(compact(t.text)) && t !== name[name.length - 1])) continue;
      // A name set on two lines: the line right above, in the same column and type, starts it.
      // Under a letter's closing ('Kind regards', 'Mit freundlichen Grüßen') the line above is the signer's name.
      const signed = (above: Token[]) => {
        const before = above.length > 0 ? lines[above[0].line - 1] : undefined;
        return before && CLOSING.test(fold(before.text)) ? [] : above;
      };
      const above =
        line.index > 0 && name[0].line === line.index ? signed(continuationAbove(lines, line, name[0])) : [];
      const all = [...above, ...name, ...slice, ...partners(tokens, i + form.length, form)];
      const display = all
        .map((t) => t.text)
        .join(" ")
        .replace(/[,;]+$/, "")
        .replace(/\s+,/g, ",");
      out.push({ display, tokens: all });
      i += form.length - 1;
      break;
    }
  }
  return out;
}

/** "for and on behalf of", "im Namen und für Rechnung", "pour le compte de", "per conto di", "por cuenta de". */
const PRINCIPAL =
  /\b(on behalf of|in the name of|acting for|im namen und (fur|auf) rechnung|im auftrag (von|der|des|und fur rechnung)|fur rechnung (von|der|des)|pour le compte (de|du|des)|au nom et pour le compte|mandatee? par|per conto (di|del|della)|in nome e per conto|su mandato (di|del|della)|por cuenta (de|del)|en nombre y por cuenta|en nombre de|voor rekening van|in naam en voor rekening|namens)\b/;

/** VAT ids, IBANs and register entries on a name's line or the two lines under it: the party they belong to. */
const REGISTRATION_DETAILS =
  /\b(iban|bic|swift|vat|tva|btw|iva|ust|uid|mwst|gst|steuer\w*|rcs|siret|siren|kvk|hrb|hra|registergericht|handelsregister|firmenbuch|registro|rea|cif|nif|company no|registered)\b/;

function ownsRegistration(lines: Line[], line: Line, name: Token[]): boolean {
  const near = lines.slice(line.index, line.index + 3).filter((l) => l.page === line.page);
  const column = unionBox(name);
  for (const l of near) {
    if (!REGISTRATION_DETAILS.test(fold(l.text))) continue;
    // The words that say so ("KvK", "IBAN"); a phrase of several ("Company No.") stands for the whole line.
    const words = l.tokens.filter((t) => REGISTRATION_DETAILS.test(fold(t.text)));
    const details = words.length > 0 ? words : l.tokens;
    // Details in another column under another name (the addressee's block beside the sender's) are that name's.
    if (l === line || details.some((t) => horizontalOverlap(t, column) > 0)) return true;
    if (!details.some((t) => underAnotherName(lines, l, t, line))) return true;
  }
  return false;
}

/** A line above `l` (up to six, not the name's own) that starts in `t`'s column with a capitalised word. */
function underAnotherName(lines: Line[], l: Line, t: Token, own: Line): boolean {
  for (const above of lines.slice(Math.max(0, l.index - 6), l.index)) {
    if (above === own || above.page !== l.page) continue;
    const first = above.tokens.find((u) => horizontalOverlap(u, t) > 0 || Math.abs(u.x - t.x) < 4);
    if (first && /^\p{Lu}/u.test(first.text) && above.tokens.some((u) => LEGAL_WORDS.has(compact(u.text)))) return true;
  }
  return false;
}

/** "SAS Mercier Informatique": the capitalised words after a form printed first, in its segment, up to a comma. */
function nameAfter(tokens: Token[], from: number, segment: number): Token[] {
  const name: Token[] = [];
  for (let j = from; j < tokens.length && name.length < 4; j++) {
    const t = tokens[j];
    if (t.segment !== segment || LEGAL_WORDS.has(compact(t.text)) || /\d/.test(t.text)) break;
    // "SAS Moreau et Fils", "SASU Imprimerie de la Loire": joining words between capitalised words.
    let k = j;
    while (k < tokens.length && isConnector(tokens[k])) k++;
    const joins = k > j && name.length > 0 && /^\p{Lu}/u.test(tokens[k]?.text ?? "");
    if (!/^\p{Lu}/u.test(t.text) && !joins) break;
    name.push(t);
    if (/[,;:]$/.test(t.text)) break;
  }
  return name.some((t) => /\p{L}{3}/u.test(t.text)) ? name : [];
}

/** The segment of the line right above that starts where `first` does: capitalised words, no digits or colon. */
function segmentAbove(lines: Line[], line: Line, first: Token): Token[] {
  const above = lines[line.index - 1];
  if (!above || above.page !== line.page || line.top - above.bottom > 0.8 * line.height) return [];
  const segment = above.segments.find((s) => Math.abs(s[0].x - first.x) <= 2);
  if (!segment || segment.length > 5) return [];
  if (!segment.every((t) => (/^\p{Lu}/u.test(t.text) || isConnector(t)) && !/\d|:/.test(t.text))) return [];
  return segment;
}

/**
 * The words above when they continue a name: the segment of the line above with the same left edge (a title may
 * stand beside it), close, short, of the same type, capitalised, no digits.
 */
function continuationAbove(lines: Line[], line: Line, first: Token): Token[] {
  const above = lines[line.index - 1];
  if (!above || above.page !== line.page || line.top - above.bottom > 0.8 * line.height) return [];
  const segment = above.segments.find((s) => Math.abs(s[0].x - first.x) <= 2);
  if (!segment || segment.length > 4) return [];
  const height = Math.max(...segment.map((t) => t.height));
  if (Math.abs(height - first.height) > 0.15 * first.height) return [];
  if (!segment.every((t) => /^\p{Lu}/u.test(t.text) && !/\d|:/.test(t.text))) return [];
  // "Für" / "Weber & Huber GmbH": a signature block's preposition stands above the name, it is not part of it.
  if (segment.some((t) => SIGNATURE_WORD.test(compact(t.text)))) return [];
  // "ÜBERWEISUNG AN" above "Bankname ...": a heading in capitals does not begin a name set in mixed case.
  const caps = (t: Token) => t.text === t.text.toUpperCase() && /\p{L}{2}/u.test(t.text);
  if (segment.every(caps) && !caps(first)) return [];
  return segment;
}

/** Cleans a top-of-page line into a name: title words and trailing address parts removed. */
/** A document's title word: what else stands beside it ("FATTURA EMESSA", "INVOICE FOR SERVICES") qualifies the title. */
const DOCUMENT_TITLE =
  /^(invoice|facture|factura|fattura|bill|statement|proforma|avoir|\p{L}*factuur|\p{L}*nota|\p{L}*rechnung|\p{L}*gutschrift)$/u;

function nameOfSegment(segment: Token[], labelOf: Map<Token, LabelMatch>): { display: string; tokens: Token[] } | null {
  // A title's qualifiers are no name, unless a legal form says a company is named beside the title.
  if (
    segment.some((t) => DOCUMENT_TITLE.test(t.norm.replace(/\.$/, ""))) &&
    !segment.some((t) => LEGAL_WORDS.has(compact(t.text)))
  )
    return null;
  const isTitleWord = (t: Token) => TITLE_WORDS.has(t.norm.replace(/\.$/, ""));
  // "WEBER KG GUTSCHRIFT (STORNO)": a title after the name ends it, with what qualifies the title.
  const titleAt = segment.findIndex(isTitleWord);
  const nameEnds = titleAt > 0 && !segment.slice(titleAt).some((t) => LEGAL_WORDS.has(compact(t.text)));
  let tokens = nameEnds ? segment.slice(0, titleAt) : segment.filter((t) => !isTitleWord(t));
  // "QualityHosting AG - Uferweg 40-42 - D-63571 Gelnhausen": the part before the first dash.
  const dash = tokens.findIndex((t) => /^[-–—|•·]$/.test(t.text));
  if (dash > 0) tokens = tokens.slice(0, dash);
  // "Corner Store 8/9/25 12:01 PM": a till prints the date and time beside the shop's name.
  const when = tokens.findIndex((t) => /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$|^\d{1,2}:\d{2}/.test(t.text));
  if (when > 0) tokens = tokens.slice(0, when);
  // A logo's monogram set apart before the name ('K  Kestrel Media'): the name's own initial, not a word of it.
  if (
    tokens.length >= 2 &&
    /^\p{Lu}$/u.test(tokens[0].text) &&
    tokens[1].text.startsWith(tokens[0].text) &&
    (tokens[1].segment !== tokens[0].segment || tokens[1].x - (tokens[0].x + tokens[0].width) > 0.5 * tokens[0].height)
  )
    tokens = tokens.slice(1);
  if (tokens.length === 0 || tokens.length > 6) return null;
  // A word that is also a label ("Transport", "Service") may begin a company's name that ends with its legal form.
  const company = LEGAL_WORDS.has(compact(tokens[tokens.length - 1].text));
  if (tokens.some((t) => (labelOf.has(t) && !company) || t.colon || /@|www\.|https?:/i.test(t.text))) return null;
  const letters = tokens.filter((t) => hasLetter(t.text)).length;
  if (letters < Math.ceil(tokens.length * 0.6)) return null;
  if (!tokens.some((t) => /\p{Lu}/u.test(t.text))) return null;
  const display = tokens
    .map((t) => t.text)
    .join(" ")
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.)]+$/gu, "");
  if (display.length < 2) return null;
  return { display, tokens };
}

function domainsOf(layout: Layout): Set<string> {
  const domains = new Set<string>();
  for (const line of layout.lines) {
    for (const t of line.tokens) {
      const text = t.text.toLowerCase();
      const email = /@([a-z0-9-]+(?:\.[a-z0-9-]+)*)\.[a-z]{2,}/.exec(text);
      const url =
        /^(?:https?:\/\/)?(?:www\.)?((?:[a-z0-9-]+\.)*[a-z0-9-]+)\.(?:com|net|org|de|nl|fr|be|at|ch|co\.uk|uk|in|io|eu|es|it|info|biz|us|ca|au|co)(?:[/:].*)?$/.exec(
          text,
        );
      const host = email?.[1] ?? url?.[1];
      if (!host) continue;
      const parts = host.split(".");
      const label = parts[parts.length - 1];
      if (label && !GENERIC_DOMAINS.has(label)) domains.add(compact(label));
    }
  }
  return domains;
}

function matchesDomain(key: string, domains: Set<string>): boolean {
  if (key.length < 3) return false;
  for (const domain of domains) {
    if (domain === key) return true;
    if (domain.startsWith(key) && key.length >= 3) return true;
    if (key.startsWith(domain) && domain.length >= 4) return true;
  }
  return false;
}

/** Lines that belong to the addressee: under or beside a customer label. */
function customerTokens(layout: Layout, labels: LabelMatch[]): Set<Token> {
  const out = new Set<Token>();
  for (const match of labels) {
    if (!match.targets.some((t) => t.concept === "customer")) continue;
    // A heading of an address block, not the word inside a sentence or a footer.
    if (!match.startsSegment || !(match.colon || match.wholeSegment || match.tokens.length >= 2)) continue;
    if (match.line.top > layout.pages[match.line.page].height * 0.6) continue;
    const box = unionBox(match.tokens);
    const page = layout.pages[match.line.page];
    for (const t of match.line.tokens.slice(match.end))
      if (t.segment === match.tokens[match.tokens.length - 1].segment || t.x - (box.x + box.width) < 150) out.add(t);
    for (const line of page.lines.slice(match.line.pageLine + 1, match.line.pageLine + 6)) {
      if (line.top - (box.y + box.height) > 6 * box.height) break;
      for (const segment of line.segments) {
        const segBox = unionBox(segment);
        if (horizontalOverlap(segBox, { x: box.x - 5, width: Math.max(box.width, 120) }) > 0)
          segment.forEach((t) => out.add(t));
      }
    }
  }
  return out;
}

/** A return address's own words ("Retouradres: Postbus 12", "Abs.: ..."). */
const RETURN_WORDS = /^(retouradres|retour|absender|abs|return|expediteur|mittente|remitente)\b/;
/** A postcode in an address line: "70565", "3526 KL", "75008", "SW1A 1AA" (the digits of one at least). */
const POSTCODE = /(^|[\s·|•,])(\d{4,5}|\d{4}\s?[A-Z]{2}|[A-Z]{1,2}-?\d{4,5})(?=[\s,]|$)/;

/**
 * The address window's lines: a return-address line in small type (an address with separators, or led by
 * 'Retouradres', 'Abs.') in the upper part of the first page, and the block of lines right under it at its left edge.
 * A letter printed for a window envelope puts the recipient there, whoever the sender is.
 */
function addressWindowTokens(layout: Layout): Set<Token> {
  const out = new Set<Token>();
  const page = layout.pages[0];
  if (!page) return out;
  const typical = median(page.lines.map((l) => l.height));
  page.lines.forEach((line, i) => {
    if (line.top > page.height * 0.45) return;
    const led = RETURN_WORDS.test(fold(line.text));
    const small = line.height <= typical * 0.85 && /[·|•]|\s-\s/.test(line.text) && line.segments.length === 1;
    if (!(led || small) || !POSTCODE.test(line.text)) return;
    let bottom = line.bottom;
    for (const next of page.lines.slice(i + 1, i + 7)) {
      if (next.top - bottom > 2.5 * typical) break;
      const block = next.segments.find((s) => Math.abs(s[0].x - line.x0) <= 20);
      if (!block) continue;
      block.forEach((t) => out.add(t));
      bottom = next.bottom;
    }
  });
  return out;
}

/**
 * A value that can be a party's name: a capitalised word of three letters or more, no label left
 * over ("Nummer:"), not a currency code, not opening hours or a date.
 */
export function isNameLike(text: string): boolean {
  const t = text.trim();
  if (!t || /:$/.test(t) || /^[A-Z]{3}$/.test(t)) return false;
  if (/\d{1,2}[.:]\d{2}\s*[-–]\s*\d{1,2}[.:]\d{2}/.test(t) || /^\d/.test(t)) return false;
  return /(^|\s)[\p{Lu}\d][\p{L}&.-]{2,}/u.test(t);
}

export function findIssuer(
  layout: Layout,
  labels: LabelMatch[],
  labelOf: Map<Token, LabelMatch>,
  labelCandidates: Candidate[],
): Candidate | null {
  if (layout.lines.length === 0) return null;
  const evidence = new Map<string, IssuerEvidence>();
  const add = (display: string, tokens: Token[], kind: string, score: number) => {
    const key = keyOf(display);
    if (key.length < 2 || /^\d+$/.test(key) || !isNameLike(display)) return;
    // "Ihr Partner für Qualität", "Your partner in logistics": a slogan in large type speaks to the reader.
    if ((kind === "top" || kind === "prominent") && SLOGAN_START.test(fold(display))) return;
    let e = evidence.get(key);
    if (!e) {
      e = { key, display, tokens, score: 0, kinds: new Set() };
      evidence.set(key, e);
    }
    if (!e.kinds.has(kind)) {
      e.kinds.add(kind);
      e.score += score;
    }
    // The fullest spelling is shown: with its legal form when one was seen.
    // The name the seller's block gives is the name as the seller writes it.
    if (kind === "party") {
      e.display = display;
      e.tokens = tokens;
      e.kinds.add("legal-display");
    }
    if (kind === "legal" && !e.kinds.has("legal-display")) {
      e.display = display;
      e.tokens = tokens;
      e.kinds.add("legal-display");
    }
  };

  // A name with a legal form, anywhere; the one beside the VAT id, the bank account or the register is the sender's.
  // An agent invoicing "on behalf of" a principal (a landlord, a marketplace's seller): the principal sells.
  for (const line of layout.lines) {
    const principal = PRINCIPAL.exec(fold(line.text));
    for (const name of legalNames(line, layout.lines, labelOf)) {
      add(name.display, name.tokens, "legal", 0.5);
      if (ownsRegistration(layout.lines, line, name.tokens)) add(name.display, name.tokens, "registered", 0.2);
      if (principal && fold(line.text).indexOf(fold(name.tokens[0].text), principal.index) > principal.index)
        add(name.display, name.tokens, "principal", 0.8);
    }
  }

  // The largest type among the first lines: a shop's name on a till slip, a letterhead.
  const first = layout.pages[0];
  const top = first.lines.filter((l) => l.top <= first.height * 0.25).slice(0, 6);
  const typical = median(first.lines.map((l) => l.height));
  const largest = top.reduce<Line | null>((a, l) => (!a || l.height > a.height ? l : a), null);
  if (largest && largest.height >= 1.25 * typical) {
    const name = nameOfSegment(phrasesOf(largest)[0], labelOf);
    if (name) add(name.display, name.tokens, "prominent", 0.3);
  }

  // The first lines of the first page.
  let rank = 0;
  for (const line of first.lines) {
    // The top quarter, or the first lines below a scan's margin.
    if (line.top > Math.max(first.height * 0.25, (first.lines[0]?.top ?? 0) + first.height * 0.1) || rank >= 3) break;
    let used = false;
    for (const segment of phrasesOf(line)) {
      const name = nameOfSegment(segment, labelOf);
      if (!name) continue;
      add(name.display, name.tokens, "top", [0.45, 0.35, 0.25][rank]);
      used = true;
    }
    if (used) rank++;
  }

  // Labels: Sold by, Supplier, Titulaire du compte...
  for (const c of labelCandidates) {
    const text = String(c.value).replace(/[,;:]+$/, "");
    if (!/^[\p{Lu}\p{N}]/u.test(text) || !isNameLike(text)) continue;
    // Under "Remit to" the bank often comes first: "Bankname UBS Switzerland AG" is where the money goes, not who.
    if (c.tokens.some((t) => BANK_WORD.test(compact(t.text)))) continue;
    if (text.length >= 2 && text.split(/\s+/).length <= 8) add(text, c.tokens, "label", Math.min(0.6, c.score * 0.7));
  }

  // The name in the seller's block ("Verkäufer / Name: Lieferant GmbH"), or its first line.
  const blocks = partyBlocks(layout, labels);
  for (const block of blocks.filter((b) => b.concept === "issuer")) {
    const named = block.lines.find((l) => l.tokens[0]?.norm === "name" && l.tokens[0].colon);
    if (named) {
      // The value may stand in a column of its own, and may have begun on the line above.
      const value = named.tokens.slice(1).filter((t) => t.segment <= named.tokens[0].segment + 1);
      const tokens = value.length > 0 ? [...continuationAbove(layout.lines, named, value[0]), ...value] : [];
      if (tokens.length > 0) add(tokens.map((t) => t.text).join(" "), tokens, "party", 0.8);
      continue;
    }
    // "Vendeur tiers: Lefèvre Électricité": a name after the heading on its line is the party's, not the line below.
    const heading = block.heading;
    const segment = heading.tokens[heading.tokens.length - 1].segment;
    const inline = heading.line.tokens.slice(heading.end).filter((t) => heading.colon && t.segment === segment);
    const first = block.lines[0];
    const name =
      inline.length > 0 ? nameOfSegment(inline, labelOf) : first ? nameOfSegment(first.segments[0], labelOf) : null;
    if (name) add(name.display, name.tokens, "party", 0.5);
  }

  // A short line right above the footer's registration details.
  for (const page of layout.pages) {
    page.lines.forEach((line, i) => {
      const next = page.lines[i + 1];
      if (!next || line.segments.length !== 1 || line.tokens.length > 4) return;
      if (!REGISTRATION.test(fold(next.text))) return;
      const name = nameOfSegment(line.tokens, labelOf);
      if (name) add(name.display, name.tokens, "footer", 0.3);
    });
  }

  // A footer line led by a name and carrying the bank or the tax number: "Malerbetrieb Weigand · Sparkasse · IBAN ...".
  for (const page of layout.pages) {
    for (const line of page.lines) {
      if (line.top < page.height * 0.8 || !FOOTER_DETAILS.test(fold(line.text))) continue;
      const end = line.tokens.findIndex((t) => /^[·|•–-]$/.test(t.text) || /[,·|]$/.test(t.text));
      const lead = line.tokens.slice(
        0,
        end < 0 ? line.tokens.length : /[,·|]$/.test(line.tokens[end].text) ? end + 1 : end,
      );
      if (lead.length === 0 || lead.length > 6 || lead.some((t) => /\d/.test(t.text))) continue;
      if (NOT_A_FOOTER_NAME.test(fold(lead.map((t) => t.text).join(" ")))) continue;
      const name = nameOfSegment(lead, labelOf);
      if (name) add(name.display.replace(/[,·|]+$/, ""), name.tokens, "footer", 0.3);
    }
  }

  // The web or mail domain.
  const domains = domainsOf(layout);
  if (domains.size > 0) {
    for (const line of layout.lines) {
      for (const t of line.tokens) {
        if (/[@/]|\.[a-z]{2,3}$/i.test(t.text)) continue;
        const key = compact(t.text);
        if (key.length >= 3 && domains.has(key) && /^\p{Lu}/u.test(t.text))
          add(t.text.replace(/[^\p{L}\p{N}-]+$/u, ""), [t], "domain-word", 0.15);
      }
    }
    for (const e of evidence.values()) if (matchesDomain(e.key, domains)) add(e.display, e.tokens, "domain", 0.4);
  }

  if (evidence.size === 0) return null;
  const allText = compact(layout.lines.map((l) => l.text).join(" "));
  const customer = customerTokens(layout, labels);
  for (const t of addressWindowTokens(layout)) customer.add(t);
  for (const block of blocks.filter((b) => b.concept === "customer"))
    for (const line of block.lines) line.tokens.forEach((t) => customer.add(t));
  mergeShortForms(evidence, customer);
  let best: IssuerEvidence | null = null;
  for (const e of evidence.values()) {
    const occurrences = allText.split(e.key).length - 1;
    e.score += Math.min(0.3, 0.08 * Math.max(0, occurrences - 1));
    if (e.tokens.some((t) => customer.has(t))) e.score -= 1;
    // A firm a seller label names ("Sold by", "Verkoper van dit artikel") sells, whoever's domain and letterhead the
    // page carries (a marketplace's, a platform's).
    if (e.kinds.has("label") && e.kinds.has("legal")) e.score += 0.25;
    // A street with its number or a postcode with its place is the party's address, not its name (a till slip's
    // letterhead line found in large type or at the top); a name with a legal form or from a label stays.
    if (!e.kinds.has("legal") && !e.kinds.has("label") && !e.kinds.has("party") && addressLike(e.display) >= 0.7)
      e.score -= 0.5;
    if (!best || e.score > best.score) best = e;
  }
  // A name heading a postal block under another name at the top is the addressee in the window, seen once.
  if (best && evidence.size > 1 && recipientBlock(layout, best, evidence)) {
    best.score -= 0.5;
    best = [...evidence.values()].reduce((a, e) => (e.score > a.score ? e : a));
  }
  if (!best || best.score < 0.3) return null;
  return { value: best.display, tokens: best.tokens, score: Math.min(1, best.score), source: "layout" };
}

/** A slogan's first word: a pronoun that speaks to the reader or for the firm. */
const SLOGAN_START =
  /^(ihr|ihre|ihren|ihrem|unser|unsere|wir|your|you|we|our|votre|vos|nous|notre|uw|jouw|wij|onze|il vostro|la vostra|vostro|vostra|noi|su|sus|nuestro|nuestra|nosotros)\b/;

/** What a sender's footer line carries beside its name: the bank account, a tax or register number. */
const FOOTER_DETAILS =
  /\b(iban|bic|swift|ust-?id\w*|st\.?-?nr|steuer-?nr|steuernummer|kvk|btw|tva|vat|iva|mwst|uid|hrb|hra|siret|rcs|cif|nif|p\.? ?iva)\b/;

/** A letter's closing formula, above the signature. */
const CLOSING =
  /\b(regards|sincerely|faithfully|best wishes|grussen|grussen|gruss|hochachtungsvoll|groet|groeten|cordialement|salutations|saluti|saludos|atentamente|distinti)\b/;

/** A footer line's lead that is no firm: a bank, the seat or register, a manager or owner, the contact. */
const NOT_A_FOOTER_NAME =
  /\b(\w*bank\w*|sparkasse|raiffeisen\w*|postfinance|banque|banca|banco|caixa|credit|credito|kbc|belfius|ing|abn|bnp|ubs|sitz|seat|siege|zetel|sede|amtsgericht|registergericht|handelsregister|geschaftsfuhr\w*|inhaber\w*|vorstand|director\w*|directeur|gerant|bestuurder|amministrator\w*|telefon|tel|fax|phone|e-?mail|mail|internet|web)\b/;

/** The evidence a sender's own name gathers beyond the top of the page. */
const OWN_KINDS = ["registered", "footer", "label", "party", "principal", "domain", "legal-display"];

/**
 * Whether the chosen name only heads a postal block (its street and postcode on the next lines, at its left edge) in
 * the upper part of the first page, under another name found at the top or with another name in the footer: the
 * window's addressee, not the sender.
 */
function recipientBlock(layout: Layout, chosen: IssuerEvidence, evidence: Map<string, IssuerEvidence>): boolean {
  const first = chosen.tokens[0];
  if (!first || first.page !== 0 || chosen.kinds.size === 0) return false;
  if ([...chosen.kinds].some((k) => OWN_KINDS.includes(k) && k !== "legal-display")) return false;
  const page = layout.pages[0];
  const line = layout.lines[first.line];
  if (line.top > page.height * 0.4) return false;
  const below = page.lines.slice(line.pageLine + 1, line.pageLine + 4).filter((l) => Math.abs(l.x0 - first.x) <= 15);
  // A street or a postcode; or, where postcodes are rare (Ireland's "Naas, Co. Kildare"), two place-like lines.
  const likeness = below.map((l) => addressLike(l.text));
  if (!likeness.some((a) => a >= 0.7) && likeness.filter((a) => a >= 0.4).length < 2) return false;
  const allText = compact(layout.lines.map((l) => l.text).join(" "));
  if (allText.split(chosen.key).length - 1 > 1) return false;
  // Something printed above it as large as it (a letterhead, a logo, a title): a block that opens the page is the
  // sender's own.
  if (!page.lines.slice(0, line.pageLine).some((l) => l.height >= line.height && l.bottom <= line.top)) return false;
  // Another name: at the top above it (not its own brand), or in the footer beside the bank and tax numbers.
  return [...evidence.values()].some(
    (e) =>
      e !== chosen &&
      !e.key.includes(chosen.key) &&
      !chosen.key.includes(e.key) &&
      (e.kinds.has("footer") ||
        (e.tokens[0]?.page === 0 &&
          layout.lines[e.tokens[0].line].top < line.top &&
          (e.kinds.has("prominent") || e.kinds.has("top")) &&
          e.score >= 0.4)),
  );
}

const wordsOf = (display: string) =>
  fold(display)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2);

/**
 * A brand word in large type ("NORTHWIND") and the legal name in the footer ("Northwind Trading Ltd") are one party:
 * the short form's evidence goes to the full name that contains all of its words, and the full name is shown.
 */
function mergeShortForms(evidence: Map<string, IssuerEvidence>, customer: Set<Token>): void {
  // The addressee's name is not the sender's full name, even when it shares a word with the brand.
  const full = [...evidence.values()].filter((e) => e.kinds.has("legal") && !e.tokens.some((t) => customer.has(t)));
  for (const short of [...evidence.values()]) {
    if (short.kinds.has("legal")) continue;
    const words = wordsOf(short.display);
    // Joining words in small letters aside: "Auberge de la Forêt" is a short form of three words.
    const joining = new Set(short.tokens.filter((t) => isConnector(t) && /^\p{Ll}/u.test(t.text)).map((t) => t.norm));
    const significant = words.filter((w) => !joining.has(w));
    if (significant.length === 0 || significant.length > 3) continue;
    const owners = full.filter((f) => f !== short && words.every((w) => wordsOf(f.display).includes(w)));
    // Two legal names share the word: the one that owns the registration details, or neither.
    const registered = owners.filter((o) => o.kinds.has("registered"));
    const owner = owners.length === 1 ? owners[0] : registered.length === 1 ? registered[0] : null;
    if (!owner) continue;
    for (const kind of short.kinds) {
      if (owner.kinds.has(kind)) continue;
      owner.kinds.add(kind);
    }
    owner.score += short.score;
    evidence.delete(short.key);
  }
}

/**
 * A line's segments joined where the gap is a wide word space rather than a column: OCR sets words of a
 * name ("Arfi  Market") further apart than a text layer does.
 */
function phrasesOf(line: Line): Token[][] {
  const out: Token[][] = [];
  for (const segment of line.segments) {
    const last = out[out.length - 1];
    const prev = last?.[last.length - 1];
    if (prev && segment[0].x - (prev.x + prev.width) < 2 * Math.max(line.height, 4)) last.push(...segment);
    else out.push([...segment]);
  }
  return out;
}
