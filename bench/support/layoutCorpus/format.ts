/**
 * How one document prints: its number, date, money and rate formats, its label wordings (drawn once per document
 * from the half's pools, so a label reads the same on every page) and whether labels carry a colon or capitals.
 */
import type { Rng } from "../classifyCorpus";
import type { Country, NumberStyle } from "./countries";
import { VOCABULARIES, type Concept, type HalfConcept, type Pools } from "./vocab";

export interface Style {
  numbers: NumberStyle;
  datePattern: string;
  money: string;
  /** Whether line amounts carry the currency too. */
  moneyOnLines: boolean;
  rateDecimals: boolean;
  rateSpace: boolean;
  negative: "minus" | "trailing" | "parens";
  colon: boolean;
  upperLabels: boolean;
  months: string[];
  monthsShort: string[];
}

export function pickStyle(r: Rng, country: Country): Style {
  const vocabulary = VOCABULARIES[country.language];
  const english = country.language === "en";
  return {
    numbers: r.pick(country.numbers),
    datePattern: r.pick(country.dates),
    money: r.pick(country.money),
    moneyOnLines: r.chance(0.3),
    rateDecimals: r.chance(0.2),
    rateSpace: !english && r.chance(0.7),
    negative: r.pick(english ? ["minus", "parens"] : country.language === "de" ? ["minus", "trailing"] : ["minus"]),
    colon: r.chance(0.6),
    upperLabels: r.chance(0.15),
    months: country.months ?? vocabulary.months,
    monthsShort: vocabulary.monthsShort ?? vocabulary.months.map((m) => m.slice(0, 3)),
  };
}

const pad2 = (n: number) => String(n).padStart(2, "0");

export class Format {
  constructor(readonly style: Style) {}

  /** A number of hundredths (cents, or a quantity) with the document's separators. */
  number(hundredths: number, decimals = 2): string {
    const { group, decimal } = this.style.numbers;
    const abs = Math.abs(hundredths);
    const whole = Math.floor(abs / 100);
    const fraction = String(abs % 100).padStart(2, "0");
    const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, group);
    const text = decimals === 0 ? grouped : `${grouped}${decimal}${fraction.slice(0, decimals)}`;
    if (hundredths >= 0) return text;
    return this.style.negative === "trailing"
      ? `${text}-`
      : this.style.negative === "parens"
        ? `(${text})`
        : `-${text}`;
  }

  /** An amount with the currency where the document prints it. */
  money(cents: number, withCurrency = true): string {
    const n = this.number(cents);
    return withCurrency ? this.style.money.replace("{n}", n) : n;
  }

  /** A line's amount: with the currency only when the document prints it on lines too. */
  lineMoney(cents: number): string {
    return this.money(cents, this.style.moneyOnLines);
  }

  quantity(hundredths: number): string {
    return hundredths % 100 === 0 ? this.number(hundredths, 0) : this.number(hundredths).replace(/0$/, "");
  }

  rate(rate: number): string {
    const s = this.style;
    const text = s.rateDecimals
      ? this.number(Math.round(rate * 100))
      : Number.isInteger(rate)
        ? String(rate)
        : String(rate).replace(".", s.numbers.decimal);
    return `${text}${s.rateSpace ? " " : ""}%`;
  }

  date(d: Date, pattern = this.style.datePattern): string {
    const day = d.getUTCDate();
    const month = d.getUTCMonth() + 1;
    const year = d.getUTCFullYear();
    const tokens: Record<string, string> = {
      dd: pad2(day),
      d: String(day),
      mm: pad2(month),
      m: String(month),
      yyyy: String(year),
      yy: pad2(year % 100),
      MMMM: this.style.months[month - 1],
      MMM: this.style.monthsShort[month - 1],
    };
    return pattern.replace(/\{(\w+)\}/g, (_, t: string) => tokens[t]);
  }
}

/** The label wordings of one document: drawn from the half's pools once per concept. */
type AnyConcept = Concept | HalfConcept;

export class Words {
  private readonly chosen = new Map<AnyConcept, string>();
  constructor(
    private readonly r: Rng,
    private readonly pools: Pools,
    private readonly style: Style,
  ) {}

  protected pickFrom(_concept: AnyConcept, pool: string[]): string {
    return this.r.pick(pool);
  }

  /** The concept's wording as the document writes it in running text (no colon, no capitals). */
  word(concept: AnyConcept): string {
    let w = this.chosen.get(concept);
    if (w === undefined) {
      const pool = this.pools[concept];
      if (!pool) throw new Error(`no wordings for ${concept} in this half`);
      w = this.pickFrom(concept, pool);
      this.chosen.set(concept, w);
    }
    return w;
  }

  /** The wording with placeholders filled. */
  fill(concept: AnyConcept, values: Record<string, string>): string {
    return this.word(concept).replace(/\{(\w+)\}/g, (m, key: string) => values[key] ?? m);
  }

  /** As a field label: with the document's colon and capitals. */
  label(concept: AnyConcept, values: Record<string, string> = {}): string {
    return this.styled(this.fill(concept, values));
  }

  /** Any label text with the document's colon and capitals. */
  styled(text: string): string {
    const cased = this.style.upperLabels ? text.toUpperCase() : text;
    return this.style.colon && !cased.endsWith(":") ? `${cased}:` : cased;
  }

  /** A column heading or a label drawn without a colon. */
  heading(concept: AnyConcept, values: Record<string, string> = {}): string {
    const text = this.fill(concept, values);
    return this.style.upperLabels ? text.toUpperCase() : text;
  }
}

/** Wordings chosen per concept from the sender's seed alone: one sender prints the same labels on every invoice. */
export class SteadyWords extends Words {
  constructor(
    private readonly rngOf: (key: string) => Rng,
    pools: Pools,
    style: Style,
  ) {
    super(rngOf("words"), pools, style);
  }

  protected override pickFrom(concept: AnyConcept, pool: string[]): string {
    return this.rngOf(concept).pick(pool);
  }
}
