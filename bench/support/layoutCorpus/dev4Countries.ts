/**
 * Countries only half F draws, and only by moving a document there after it was drawn (dev4Data.ts relocate):
 * French-, Italian- and English-speaking Switzerland and Luxembourg (in French and German). They are not in
 * countries.ts's COUNTRIES, so the documents of halves A to E, which pick their country from that list, stay as
 * they are.
 */
import type { Rng } from "../classifyCorpus";
import { digits, type Country } from "./countries";

const eu = (postcode: string, town: string) => `${postcode} ${town}`;
const after = (street: string, no: number) => `${street} ${no}`;
const chUid = (r: Rng) => `CHE-${digits(r, 3)}.${digits(r, 3)}.${digits(r, 3)}`;
const chRegister = (r: Rng, town: string) =>
  `${town}, CH-${digits(r, 3)}.${digits(r, 1)}.${digits(r, 3)}.${digits(r, 3)}-${digits(r, 1)}`;

/** The Swiss number formats: an apostrophe (straight or typographic) or a space between thousands, a point. */
const CH_NUMBERS = [
  { group: "'", decimal: "." },
  { group: "\u2019", decimal: "." },
  { group: " ", decimal: "." },
];

const swiss = {
  page: [595.28, 841.89] as [number, number],
  numbers: CH_NUMBERS,
  money: ["CHF {n}", "{n} CHF", "Fr. {n}", "{n}"],
  rates: [8.1, 2.6],
  legalFirst: 0,
  townLine: eu,
  streetLine: after,
  tld: ".ch",
  taxNo: chUid,
  register: chRegister,
  ibanBban: (r: Rng) => digits(r, 17),
};

const lux = {
  page: [595.28, 841.89] as [number, number],
  numbers: [
    { group: ".", decimal: "," },
    { group: " ", decimal: "," },
  ],
  money: ["{n} €", "{n} EUR", "EUR {n}", "€ {n}"],
  rates: [17, 3],
  legalForms: ["S.à r.l.", "S.à r.l.", "S.A.", "SARL-S", "S.C.S."],
  legalFirst: 0.1,
  towns: [
    ["L-1930", "Luxembourg"],
    ["L-4010", "Esch-sur-Alzette"],
    ["L-9010", "Ettelbruck"],
    ["L-3401", "Dudelange"],
    ["L-8010", "Strassen"],
  ] as [string, string][],
  streets: ["boulevard Royal", "route d'Arlon", "avenue de la Liberté", "rue de Hollerich", "Grand-Rue"],
  townLine: eu,
  streetLine: (street: string, no: number) => `${no}, ${street}`,
  phone: ["+352 ## ## ## ##", "+352 ### ###", "+352 26 ## ## ##"],
  tld: ".lu",
  vatId: (r: Rng) => `LU${digits(r, 8)}`,
  /** The national identification number ('matricule'): year of registration and seven digits. */
  taxNo: (r: Rng) => `${r.int(1985, 2020)} ${digits(r, 4)} ${digits(r, 3)}`,
  register: (r: Rng) => `Luxembourg B${r.int(10000, 289999)}`,
  banks: [
    ["Spuerkeess", "BCEELULL", "001"],
    ["Banque Internationale à Luxembourg", "BILLLULL", "002"],
    ["BGL BNP Paribas", "BGLLLULL", "003"],
    ["Banque Raiffeisen", "CCRALULL", "009"],
  ] as [string, string, string][],
  ibanBban: (r: Rng, code: string) => `${code}${digits(r, 13)}`,
};

export const DEV4_COUNTRIES: Country[] = [
  {
    ...swiss,
    code: "CH-fr",
    language: "fr",
    dates: ["{dd}.{mm}.{yyyy}", "{d} {MMMM} {yyyy}", "{dd}/{mm}/{yyyy}"],
    legalForms: ["SA", "Sàrl", "SA", "Sàrl", "Société coopérative"],
    towns: [
      ["1201", "Genève"],
      ["1003", "Lausanne"],
      ["2000", "Neuchâtel"],
      ["1700", "Fribourg"],
      ["1950", "Sion"],
    ],
    streets: ["Rue du Rhône", "Avenue de la Gare", "Rue de Lausanne", "Chemin des Vignes", "Route de Berne"],
    phone: ["+41 22 ### ## ##", "021 ### ## ##", "+41 32 ### ## ##", "026 ### ## ##"],
    vatId: (r) => `${chUid(r)} TVA`,
    banks: [
      ["Banque Cantonale Vaudoise", "BCVLCH2LXXX"],
      ["Banque Cantonale de Genève", "BCGECHGGXXX"],
      ["UBS Switzerland AG", "UBSWCHZH80A"],
      ["PostFinance", "POFICHBEXXX"],
    ],
  },
  {
    ...swiss,
    code: "CH-it",
    language: "it",
    dates: ["{dd}.{mm}.{yyyy}", "{d} {MMMM} {yyyy}", "{dd}/{mm}/{yyyy}"],
    legalForms: ["SA", "Sagl", "SA", "Sagl"],
    towns: [
      ["6900", "Lugano"],
      ["6500", "Bellinzona"],
      ["6600", "Locarno"],
      ["6850", "Mendrisio"],
    ],
    streets: ["Via Nassa", "Viale Stazione", "Via Cantonale", "Corso Pestalozzi", "Via San Gottardo"],
    phone: ["+41 91 ### ## ##", "091 ### ## ##"],
    vatId: (r) => `${chUid(r)} IVA`,
    banks: [
      ["Banca dello Stato del Cantone Ticino", "BSCTCH22XXX"],
      ["UBS Switzerland AG", "UBSWCHZH80A"],
      ["PostFinance", "POFICHBEXXX"],
    ],
  },
  {
    ...swiss,
    code: "CH-en",
    language: "en",
    dates: ["{dd}.{mm}.{yyyy}", "{d} {MMMM} {yyyy}", "{dd} {MMM} {yyyy}"],
    legalForms: ["AG", "GmbH", "SA", "AG"],
    towns: [
      ["6300", "Zug"],
      ["8002", "Zurich"],
      ["4052", "Basel"],
      ["1202", "Geneva"],
    ],
    streets: ["Baarerstrasse", "Bahnhofstrasse", "Dufourstrasse", "Aeschenvorstadt"],
    phone: ["+41 41 ### ## ##", "+41 44 ### ## ##", "+41 61 ### ## ##"],
    vatId: (r) => `${chUid(r)} VAT`,
    banks: [
      ["UBS Switzerland AG", "UBSWCHZH80A"],
      ["Zuger Kantonalbank", "KBZGCH22XXX"],
      ["Credit Suisse (Schweiz) AG", "CRESCHZZ80A"],
    ],
  },
  {
    ...lux,
    code: "LU-fr",
    language: "fr",
    dates: ["{dd}/{mm}/{yyyy}", "{dd}.{mm}.{yyyy}", "{d} {MMMM} {yyyy}"],
  },
  {
    ...lux,
    code: "LU-de",
    language: "de",
    dates: ["{dd}.{mm}.{yyyy}", "{d}. {MMMM} {yyyy}", "{dd}/{mm}/{yyyy}"],
  },
];

export const dev4Country = (code: string): Country => DEV4_COUNTRIES.find((c) => c.code === code)!;
