/**
 * Country conventions of the generated invoices: number, date and currency formats, VAT rates, legal forms,
 * addresses, and the formats of VAT ids, IBANs, phone numbers and register entries.
 */
import type { Rng } from "../classifyCorpus";
import type { Language } from "./vocab";
import { letters } from "./util";

export interface NumberStyle {
  group: string;
  decimal: string;
}

export interface Country {
  code: string;
  language: Language;
  /** Page size in points. */
  page: [number, number];
  numbers: NumberStyle[];
  /** Date patterns: {dd} {d} {mm} {m} {yyyy} {yy} {MMMM} (month name) {MMM} (short month name). */
  dates: string[];
  /** Where the currency goes: {n} is the number. */
  money: string[];
  /** VAT (or sales tax) rates in percent, the standard rate first. */
  rates: number[];
  legalForms: string[];
  /** Share of names with the legal form in front ('SARL Dupont'). */
  legalFirst: number;
  /** [postcode, town] pairs; the town's line is built by `townLine`. */
  towns: [string, string][];
  streets: string[];
  townLine: (postcode: string, town: string) => string;
  /** The street line: number after the street (most of Europe) or before it (France, the UK, the US). */
  streetLine: (street: string, no: number) => string;
  phone: string[];
  tld: string;
  vatId: (r: Rng) => string;
  taxNo: (r: Rng) => string;
  register: (r: Rng, town: string) => string;
  /** [bank name, BIC, bank code for the IBAN]; the US prints an account and routing number instead of an IBAN. */
  banks: [string, string, string?][];
  ibanBban: ((r: Rng, bankCode: string) => string) | null;
  /** Month names that differ from the language's (Austria's 'Jänner'). */
  months?: string[];
}

export const digits = (r: Rng, n: number) => Array.from({ length: n }, () => String(r.int(0, 9))).join("");

const eu = (postcode: string, town: string) => `${postcode} ${town}`;
const after = (street: string, no: number) => `${street} ${no}`;
const before = (street: string, no: number) => `${no} ${street}`;

export const COUNTRIES: Country[] = [
  {
    code: "GB",
    language: "en",
    page: [595.28, 841.89],
    numbers: [{ group: ",", decimal: "." }],
    dates: ["{dd}/{mm}/{yyyy}", "{d} {MMMM} {yyyy}", "{d} {MMM} {yyyy}", "{dd}/{mm}/{yy}", "{dd}.{mm}.{yyyy}"],
    money: ["£{n}", "£ {n}", "GBP {n}", "{n}"],
    rates: [20, 5],
    legalForms: ["Ltd", "Ltd", "Limited", "LLP", "plc"],
    legalFirst: 0,
    towns: [
      ["EC1A 1BB", "London"],
      ["M1 1AE", "Manchester"],
      ["BS1 4DJ", "Bristol"],
      ["LS1 4DY", "Leeds"],
      ["EH1 1YZ", "Edinburgh"],
      ["B3 2PP", "Birmingham"],
    ],
    streets: ["High Street", "Church Road", "Station Road", "Mill Lane", "Victoria Street", "Queens Road"],
    townLine: (p, t) => `${t} ${p}`,
    streetLine: before,
    phone: ["020 #### ####", "+44 161 ### ####", "0117 ### ####", "+44 (0)113 ### ####"],
    tld: ".co.uk",
    vatId: (r) => (r.chance(0.5) ? `GB ${digits(r, 3)} ${digits(r, 4)} ${digits(r, 2)}` : `GB${digits(r, 9)}`),
    taxNo: (r) => `0${digits(r, 7)}`,
    register: (r) => `0${digits(r, 7)}`,
    banks: [
      ["Barclays Bank", "BARCGB22", "BARC"],
      ["NatWest", "NWBKGB2L", "NWBK"],
      ["HSBC UK", "HBUKGB4B", "HBUK"],
      ["Lloyds Bank", "LOYDGB2L", "LOYD"],
    ],
    ibanBban: (r, code) => `${code}${digits(r, 14)}`,
  },
  {
    code: "IE",
    language: "en",
    page: [595.28, 841.89],
    numbers: [{ group: ",", decimal: "." }],
    dates: ["{dd}/{mm}/{yyyy}", "{d} {MMMM} {yyyy}", "{dd}-{MMM}-{yyyy}", "{dd}/{mm}/{yy}"],
    money: ["€{n}", "€ {n}", "EUR {n}", "{n}"],
    rates: [23, 13.5],
    legalForms: ["Ltd", "Limited", "DAC", "Ltd"],
    legalFirst: 0,
    towns: [
      ["D02 XY45", "Dublin 2"],
      ["T12 AB34", "Cork"],
      ["H91 CD56", "Galway"],
      ["V94 EF78", "Limerick"],
    ],
    streets: ["Main Street", "Dame Street", "Patrick Street", "Shop Street", "O'Connell Street"],
    townLine: (p, t) => `${t}, ${p}`,
    streetLine: before,
    phone: ["+353 1 ### ####", "(01) ### ####", "+353 21 ### ####"],
    tld: ".ie",
    vatId: (r) => `IE${digits(r, 7)}${letters(r, 1)}`,
    taxNo: (r) => digits(r, 6),
    register: (r) => digits(r, 6),
    banks: [
      ["AIB", "AIBKIE2D", "AIBK"],
      ["Bank of Ireland", "BOFIIE2D", "BOFI"],
    ],
    ibanBban: (r, code) => `${code}${digits(r, 14)}`,
  },
  {
    code: "US",
    language: "en",
    page: [612, 792],
    numbers: [{ group: ",", decimal: "." }],
    dates: ["{mm}/{dd}/{yyyy}", "{MMMM} {d}, {yyyy}", "{MMM} {d}, {yyyy}", "{m}/{d}/{yy}", "{yyyy}-{mm}-{dd}"],
    money: ["${n}", "$ {n}", "USD {n}", "{n}"],
    rates: [8.25, 7, 6.25, 8.875, 6],
    legalForms: ["Inc.", "LLC", "Corp.", "Inc", "Co."],
    legalFirst: 0,
    towns: [
      ["TX 78701", "Austin"],
      ["OR 97204", "Portland"],
      ["OH 43215", "Columbus"],
      ["CO 80202", "Denver"],
      ["NC 27601", "Raleigh"],
    ],
    streets: ["Main Street", "Oak Avenue", "Commerce Drive", "Market Street", "Industrial Blvd"],
    townLine: (p, t) => `${t}, ${p}`,
    streetLine: before,
    phone: ["(512) 555-####", "(503) 555-####", "614-555-####", "+1 303 555 ####"],
    tld: ".com",
    vatId: (r) => `${digits(r, 2)}-${digits(r, 7)}`,
    taxNo: (r) => `${digits(r, 2)}-${digits(r, 6)}`,
    register: (r) => r.pick(["Delaware", "Texas", "Oregon", "Ohio", "Colorado"]),
    banks: [
      ["Chase Bank", "021000021"],
      ["Wells Fargo", "121000248"],
      ["Bank of America", "026009593"],
    ],
    ibanBban: null,
  },
  {
    code: "DE",
    language: "de",
    page: [595.28, 841.89],
    numbers: [
      { group: ".", decimal: "," },
      { group: "", decimal: "," },
    ],
    dates: ["{dd}.{mm}.{yyyy}", "{dd}.{mm}.{yy}", "{d}. {MMMM} {yyyy}", "{d}.{m}.{yyyy}", "{yyyy}-{mm}-{dd}"],
    money: ["{n} €", "{n} EUR", "EUR {n}", "{n}", "€ {n}"],
    rates: [19, 7],
    legalForms: ["GmbH", "GmbH", "AG", "GmbH & Co. KG", "KG", "e.K.", "UG (haftungsbeschränkt)"],
    legalFirst: 0,
    towns: [
      ["80331", "München"],
      ["50667", "Köln"],
      ["20095", "Hamburg"],
      ["70173", "Stuttgart"],
      ["04109", "Leipzig"],
      ["90402", "Nürnberg"],
      ["28195", "Bremen"],
    ],
    streets: ["Hauptstraße", "Bahnhofstraße", "Industriestraße", "Lindenallee", "Am Mühlbach", "Gewerbepark Süd"],
    townLine: eu,
    streetLine: after,
    phone: ["+49 89 #######", "0221 ######-0", "040 ### ### ##", "+49 (0)711 ######"],
    tld: ".de",
    vatId: (r) => (r.chance(0.7) ? `DE${digits(r, 9)}` : `DE ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`),
    taxNo: (r) => `${digits(r, 3)}/${digits(r, 3)}/${digits(r, 5)}`,
    register: (r, town) => `${town} HRB ${r.int(1000, 239999)}`,
    banks: [
      ["Stadtsparkasse", "SSKMDEMMXXX"],
      ["Deutsche Bank", "DEUTDEFFXXX"],
      ["Commerzbank", "COBADEFFXXX"],
      ["Volksbank eG", "GENODEF1M01"],
      ["Postbank", "PBNKDEFFXXX"],
    ],
    ibanBban: (r) => digits(r, 18),
  },
  {
    code: "AT",
    language: "de",
    page: [595.28, 841.89],
    numbers: [
      { group: ".", decimal: "," },
      { group: " ", decimal: "," },
    ],
    dates: ["{dd}.{mm}.{yyyy}", "{d}. {MMMM} {yyyy}", "{dd}.{mm}.{yy}"],
    money: ["€ {n}", "{n} €", "EUR {n}", "{n}"],
    rates: [20, 10],
    legalForms: ["GmbH", "GmbH", "AG", "KG", "OG", "e.U."],
    legalFirst: 0,
    towns: [
      ["1010", "Wien"],
      ["8010", "Graz"],
      ["4020", "Linz"],
      ["5020", "Salzburg"],
      ["6020", "Innsbruck"],
    ],
    streets: ["Hauptplatz", "Mariahilfer Straße", "Landstraße", "Gewerbestraße", "Bahnhofgasse"],
    townLine: eu,
    streetLine: after,
    phone: ["+43 1 ### ## ##", "0316 ### ###", "+43 732 ######"],
    tld: ".at",
    vatId: (r) => `ATU${digits(r, 8)}`,
    taxNo: (r) => `${digits(r, 2)} ${digits(r, 3)}/${digits(r, 4)}`,
    register: (r, town) => `FN ${r.int(10000, 599999)}${letters(r, 1).toLowerCase()}, ${town}`,
    banks: [
      ["Erste Bank", "GIBAATWWXXX"],
      ["Raiffeisenlandesbank", "RZOOAT2L"],
      ["UniCredit Bank Austria", "BKAUATWW"],
    ],
    ibanBban: (r) => digits(r, 16),
    months: [
      "Jänner",
      "Februar",
      "März",
      "April",
      "Mai",
      "Juni",
      "Juli",
      "August",
      "September",
      "Oktober",
      "November",
      "Dezember",
    ],
  },
  {
    code: "CH",
    language: "de",
    page: [595.28, 841.89],
    numbers: [
      { group: "'", decimal: "." },
      { group: "'", decimal: "." },
      { group: "", decimal: "." },
    ],
    dates: ["{dd}.{mm}.{yyyy}", "{d}. {MMMM} {yyyy}", "{dd}.{mm}.{yy}"],
    money: ["CHF {n}", "{n} CHF", "Fr. {n}", "{n}"],
    rates: [8.1, 2.6],
    legalForms: ["AG", "AG", "GmbH", "GmbH", "Genossenschaft"],
    legalFirst: 0,
    towns: [
      ["8001", "Zürich"],
      ["3011", "Bern"],
      ["4051", "Basel"],
      ["6003", "Luzern"],
      ["9000", "St. Gallen"],
    ],
    streets: ["Bahnhofstrasse", "Seestrasse", "Industriestrasse", "Dorfstrasse", "Marktgasse"],
    townLine: eu,
    streetLine: after,
    phone: ["+41 44 ### ## ##", "031 ### ## ##", "+41 61 ### ## ##"],
    tld: ".ch",
    vatId: (r) => `CHE-${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)} MWST`,
    taxNo: (r) => `CHE-${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}`,
    register: (r, town) =>
      `${town}, CH-${digits(r, 3)}.${digits(r, 1)}.${digits(r, 3)}.${digits(r, 3)}-${digits(r, 1)}`,
    banks: [
      ["UBS Switzerland AG", "UBSWCHZH80A"],
      ["Zürcher Kantonalbank", "ZKBKCHZZ80A"],
      ["PostFinance", "POFICHBEXXX"],
    ],
    ibanBban: (r) => digits(r, 17),
  },
  {
    code: "FR",
    language: "fr",
    page: [595.28, 841.89],
    numbers: [
      { group: " ", decimal: "," },
      { group: "", decimal: "," },
      { group: ".", decimal: "," },
    ],
    dates: ["{dd}/{mm}/{yyyy}", "{d} {MMMM} {yyyy}", "{dd}/{mm}/{yy}", "{dd}-{mm}-{yyyy}", "{dd}.{mm}.{yyyy}"],
    money: ["{n} €", "{n} EUR", "{n}", "{n}€"],
    rates: [20, 10, 5.5],
    legalForms: ["SARL", "SAS", "SA", "EURL", "SASU"],
    legalFirst: 0.4,
    towns: [
      ["75008", "Paris"],
      ["69002", "Lyon"],
      ["13001", "Marseille"],
      ["31000", "Toulouse"],
      ["44000", "Nantes"],
      ["67000", "Strasbourg"],
    ],
    streets: ["rue de la République", "rue Victor Hugo", "avenue Jean Jaurès", "boulevard Voltaire", "rue des Lilas"],
    townLine: eu,
    streetLine: before,
    phone: ["01 ## ## ## ##", "+33 4 ## ## ## ##", "05 ## ## ## ##", "+33 (0)2 ## ## ## ##"],
    tld: ".fr",
    vatId: (r) => (r.chance(0.5) ? `FR ${digits(r, 2)} ${digits(r, 9)}` : `FR${digits(r, 11)}`),
    taxNo: (r) => `${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 5)}`,
    register: (r, town) => `${town} B ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)}`,
    banks: [
      ["BNP Paribas", "BNPAFRPPXXX"],
      ["Crédit Agricole", "AGRIFRPP"],
      ["Société Générale", "SOGEFRPP"],
      ["CIC", "CMCIFRPP"],
    ],
    ibanBban: (r) => digits(r, 23),
  },
  {
    code: "BE-fr",
    language: "fr",
    page: [595.28, 841.89],
    numbers: [
      { group: ".", decimal: "," },
      { group: " ", decimal: "," },
    ],
    dates: ["{dd}/{mm}/{yyyy}", "{d} {MMMM} {yyyy}", "{dd}-{mm}-{yyyy}", "{dd}.{mm}.{yyyy}"],
    money: ["{n} €", "€ {n}", "EUR {n}", "{n}"],
    rates: [21, 6],
    legalForms: ["SRL", "SA", "SPRL", "SC"],
    legalFirst: 0.2,
    towns: [
      ["1000", "Bruxelles"],
      ["4000", "Liège"],
      ["5000", "Namur"],
      ["6000", "Charleroi"],
    ],
    streets: ["Rue Royale", "Avenue Louise", "Rue de la Loi", "Chaussée de Namur", "Rue du Marché"],
    townLine: eu,
    streetLine: after,
    phone: ["+32 2 ### ## ##", "04 ### ## ##", "+32 81 ## ## ##"],
    tld: ".be",
    vatId: (r) => (r.chance(0.5) ? `BE 0${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}` : `BE0${digits(r, 9)}`),
    taxNo: (r) => `0${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}`,
    register: (_r, town) => town,
    banks: [
      ["BNP Paribas Fortis", "GEBABEBB"],
      ["Belfius", "GKCCBEBB"],
      ["ING Belgique", "BBRUBEBB"],
    ],
    ibanBban: (r) => digits(r, 12),
  },
  {
    code: "NL",
    language: "nl",
    page: [595.28, 841.89],
    numbers: [
      { group: ".", decimal: "," },
      { group: "", decimal: "," },
    ],
    dates: ["{dd}-{mm}-{yyyy}", "{d} {MMMM} {yyyy}", "{d}-{m}-{yyyy}", "{dd}-{mm}-{yy}", "{yyyy}-{mm}-{dd}"],
    money: ["€ {n}", "€{n}", "EUR {n}", "{n}"],
    rates: [21, 9],
    legalForms: ["B.V.", "B.V.", "N.V.", "V.O.F.", "B.V."],
    legalFirst: 0,
    towns: [
      ["1012 AB", "Amsterdam"],
      ["3011 AD", "Rotterdam"],
      ["3511 LN", "Utrecht"],
      ["5611 EM", "Eindhoven"],
      ["9711 LM", "Groningen"],
    ],
    streets: ["Keizersgracht", "Stationsweg", "Industrieweg", "Kerkstraat", "Dorpsstraat", "Havenkade"],
    townLine: (p, t) => `${p}  ${t}`,
    streetLine: after,
    phone: ["020 ### ####", "+31 10 ### ####", "030-#######", "+31 (0)40 ### ## ##"],
    tld: ".nl",
    vatId: (r) => `NL${digits(r, 9)}B01`,
    taxNo: (r) => digits(r, 9),
    register: (r) => digits(r, 8),
    banks: [
      ["ING Bank", "INGBNL2A", "INGB"],
      ["ABN AMRO", "ABNANL2A", "ABNA"],
      ["Rabobank", "RABONL2U", "RABO"],
    ],
    ibanBban: (r, code) => `${code}0${digits(r, 9)}`,
  },
  {
    code: "BE-nl",
    language: "nl",
    page: [595.28, 841.89],
    numbers: [{ group: ".", decimal: "," }],
    dates: ["{dd}/{mm}/{yyyy}", "{d} {MMMM} {yyyy}", "{dd}-{mm}-{yyyy}", "{dd}.{mm}.{yyyy}"],
    money: ["€ {n}", "{n} €", "EUR {n}", "{n} EUR"],
    rates: [21, 6],
    legalForms: ["BV", "NV", "BVBA", "CV"],
    legalFirst: 0,
    towns: [
      ["2000", "Antwerpen"],
      ["9000", "Gent"],
      ["3000", "Leuven"],
      ["8000", "Brugge"],
    ],
    streets: ["Meir", "Kouter", "Bondgenotenlaan", "Steenstraat", "Industriepark"],
    townLine: eu,
    streetLine: after,
    phone: ["+32 3 ### ## ##", "09 ### ## ##", "+32 16 ## ## ##"],
    tld: ".be",
    vatId: (r) => (r.chance(0.5) ? `BE 0${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}` : `BE0${digits(r, 9)}`),
    taxNo: (r) => `0${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}`,
    register: (_r, town) => town,
    banks: [
      ["KBC", "KREDBEBB"],
      ["Belfius", "GKCCBEBB"],
      ["Argenta", "ARSPBE22"],
    ],
    ibanBban: (r) => digits(r, 12),
  },
  {
    code: "IT",
    language: "it",
    page: [595.28, 841.89],
    numbers: [
      { group: ".", decimal: "," },
      { group: "", decimal: "," },
    ],
    dates: ["{dd}/{mm}/{yyyy}", "{d} {MMMM} {yyyy}", "{dd}/{mm}/{yy}", "{dd}.{mm}.{yyyy}", "{dd}-{mm}-{yyyy}"],
    money: ["€ {n}", "{n} €", "EUR {n}", "{n}", "Euro {n}"],
    rates: [22, 10, 4],
    legalForms: ["S.r.l.", "S.r.l.", "S.p.A.", "S.n.c.", "S.a.s.", "S.r.l.s."],
    legalFirst: 0,
    towns: [
      ["20121", "Milano (MI)"],
      ["00184", "Roma (RM)"],
      ["10121", "Torino (TO)"],
      ["40121", "Bologna (BO)"],
      ["50123", "Firenze (FI)"],
      ["35122", "Padova (PD)"],
    ],
    streets: ["Via Roma", "Via Garibaldi", "Corso Vittorio Emanuele II", "Viale Europa", "Via dell'Industria"],
    townLine: eu,
    streetLine: (s, n) => `${s}, ${n}`,
    phone: ["02 #######", "+39 06 #### ####", "011 ### ####", "+39 051 ######"],
    tld: ".it",
    vatId: (r) => (r.chance(0.5) ? `IT${digits(r, 11)}` : digits(r, 11)),
    taxNo: (r) => digits(r, 11),
    register: (r, town) => `${town.slice(-3, -1)}-${digits(r, 6)}`,
    banks: [
      ["Intesa Sanpaolo", "BCITITMM"],
      ["UniCredit", "UNCRITMM"],
      ["Banco BPM", "BAPPIT21"],
    ],
    ibanBban: (r) => `${letters(r, 1)}${digits(r, 22)}`,
  },
  {
    code: "ES",
    language: "es",
    page: [595.28, 841.89],
    numbers: [
      { group: ".", decimal: "," },
      { group: "", decimal: "," },
    ],
    dates: ["{dd}/{mm}/{yyyy}", "{d} de {MMMM} de {yyyy}", "{dd}-{mm}-{yyyy}", "{dd}/{mm}/{yy}"],
    money: ["{n} €", "{n} EUR", "{n}€", "{n}"],
    rates: [21, 10],
    legalForms: ["S.L.", "S.L.", "S.A.", "S.L.U.", "S.Coop."],
    legalFirst: 0,
    towns: [
      ["28001", "Madrid"],
      ["08001", "Barcelona"],
      ["46001", "Valencia"],
      ["41001", "Sevilla"],
      ["48001", "Bilbao"],
      ["50001", "Zaragoza"],
    ],
    streets: ["Calle Mayor", "Avenida de la Constitución", "Calle de Alcalá", "Paseo de Gracia", "Calle Colón"],
    townLine: eu,
    streetLine: (s, n) => `${s}, ${n}`,
    phone: ["91 ### ## ##", "+34 93 ### ## ##", "96 ### ####", "+34 954 ### ###"],
    tld: ".es",
    vatId: (r) => `ES${letters(r, 1)}${digits(r, 8)}`,
    taxNo: (r) => `${letters(r, 1)}${digits(r, 8)}`,
    register: (r, town) =>
      `${town}, Tomo ${r.int(1000, 40000)}, Folio ${r.int(1, 220)}, Hoja ${town[0]}-${digits(r, 6)}`,
    banks: [
      ["CaixaBank", "CAIXESBBXXX"],
      ["BBVA", "BBVAESMMXXX"],
      ["Banco Santander", "BSCHESMMXXX"],
      ["Banco Sabadell", "BSABESBBXXX"],
    ],
    ibanBban: (r) => digits(r, 20),
  },
];

export const countryCode = (c: Country) => c.code.slice(0, 2);

/** An IBAN with a valid check number, printed in groups of four or in one piece. */
export function iban(r: Rng, country: Country, bankCode: string): string | null {
  if (!country.ibanBban) return null;
  const cc = countryCode(country);
  const bban = country.ibanBban(r, bankCode);
  const numeric = `${bban}${cc}00`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let mod = 0;
  for (const ch of numeric) mod = (mod * 10 + Number(ch)) % 97;
  const raw = `${cc}${String(98 - mod).padStart(2, "0")}${bban}`;
  return r.chance(0.75) ? raw.replace(/(.{4})/g, "$1 ").trim() : raw;
}

/** A phone number from one of the country's patterns. */
export function phoneNumber(r: Rng, country: Country): string {
  return r.pick(country.phone).replace(/#/g, () => String(r.int(0, 9)));
}
