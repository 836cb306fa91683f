/**
 * Generated receipts and bills for the extraction benchmark on scans (bench/extractScans.ts): seeded, so every run
 * yields the same set, and made from invented data only (merchant names, streets and cities from syllables,
 * postcodes, items and prices at random), in the conventions of nine places: the UK, the US, Malaysia, Singapore,
 * Germany, France, the Netherlands, Italy and Spain (date order and formats, decimal comma or point, currency,
 * VAT / GST / sales tax included or added, service charge, cash rounding, registration lines).
 *
 * Layouts vary at random rather than following templates: narrow till receipts (58 or 80 mm, centred or
 * left-aligned headers, Courier or Helvetica, 6.5–10 pt) and bills on A5 / half-letter paper (blocks side by side,
 * item tables with or without a header). Blocks come and go and change places: a logo with initials above the
 * name, 'welcome' lines and taglines, registration and tax-id lines, phone, receipt number, cashier, time,
 * subtotal, discount, tax lines or tax summary tables ('Total GST' ...), service charge, rounding, the total with
 * one of several labels per language (or none: the amount alone, large, under a double rule), cash tendered and
 * change or a card slip, item counts, savings, a later 'return by' date, thank-you lines.
 *
 * Truth per document: merchant (the name line at the top as printed), date (ISO), address (the street, locality
 * and postcode lines joined with ', '), total (the amount paid, tax included, after any rounding).
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { rng, type Rng } from "./classifyCorpus";

export interface ReceiptTruth {
  merchant: string;
  /** ISO yyyy-mm-dd */
  date: string;
  address: string;
  total: number;
}

type LocaleId = "en-GB" | "en-US" | "en-MY" | "en-SG" | "de-DE" | "fr-FR" | "nl-NL" | "it-IT" | "es-ES";

interface GeneratedReceipt {
  id: string;
  group: "receipt" | "bill";
  locale: LocaleId;
  truth: ReceiptTruth;
  pdf: Uint8Array;
  notes: string[];
}

// ---------------------------------------------------------------------------------------------
// Invented words

const SYLLABLES = [
  "ka",
  "lo",
  "ri",
  "ven",
  "tar",
  "mi",
  "bel",
  "dor",
  "sa",
  "lu",
  "ne",
  "ran",
  "pe",
  "vik",
  "zo",
  "mar",
  "ta",
  "li",
  "no",
  "ber",
  "gan",
  "hu",
  "sen",
  "fi",
  "ro",
  "cal",
  "dra",
  "mon",
  "te",
  "vo",
  "quin",
  "ha",
  "sel",
  "bri",
  "go",
  "nas",
  "tel",
  "wen",
  "ar",
  "is",
  "el",
  "om",
];
const MALAY = [
  "se",
  "ri",
  "ja",
  "ya",
  "ka",
  "ma",
  "wan",
  "in",
  "da",
  "ha",
  "ti",
  "lu",
  "ang",
  "pu",
  "sa",
  "ra",
  "tu",
  "bu",
  "nga",
  "lim",
  "tan",
  "wei",
  "chen",
  "hock",
];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
function word(r: Rng, syllables = SYLLABLES, lo = 2, hi = 3): string {
  let w = "";
  const n = r.int(lo, hi);
  for (let i = 0; i < n; i++) w += r.pick(syllables);
  return cap(w);
}

// ---------------------------------------------------------------------------------------------
// Money and dates

interface Ymd {
  y: number;
  m: number;
  d: number;
}
const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const iso = (t: Ymd) => `${t.y}-${pad(t.m)}-${pad(t.d)}`;
const MONTHS: Record<string, string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  de: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
  fr: ["janv.", "févr.", "mars", "avril", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."],
  nl: ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"],
  it: ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"],
  es: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"],
};

/** Cents as printed: decimal point or comma, thousands grouped or not. */
function money(cents: number, decimal: "." | ",", grouped: boolean): string {
  const neg = cents < 0;
  const abs = Math.abs(Math.round(cents));
  let int = String(Math.floor(abs / 100));
  if (grouped) int = int.replace(/\B(?=(\d{3})+(?!\d))/g, decimal === "." ? "," : ".");
  return `${neg ? "-" : ""}${int}${decimal}${pad(abs % 100)}`;
}

// ---------------------------------------------------------------------------------------------
// Places

interface Labels {
  total: string[];
  subtotal: string[];
  tax: (rate: string) => string[];
  taxIncluded: (rate: string) => string[];
  cash: string[];
  change: string[];
  card: string[];
  items: string[];
  receiptNo: string[];
  cashier: string[];
  date: string[];
  time: string[];
  table: string[];
  tel: string[];
  thanks: string[];
  welcome: string[];
  qtyHeader: string[];
  descHeader: string[];
  amountHeader: string[];
  discount: string[];
  saved: string[];
  returnBy: string[];
  billTitle: string[];
  service: string[];
  rounding: string[];
  /** Headers of a tax summary table: rate, net amount. */
  rateHeader: string[];
  netHeader: string[];
}

interface Locale {
  id: LocaleId;
  lang: keyof typeof MONTHS;
  decimal: "." | ",";
  /** Currency as printed before or after amounts. */
  currency: { symbol: string; after: boolean }[];
  /** Tax rates in percent; 'added' taxes come on top of the prices, 'included' ones are in them. */
  taxRates: number[];
  taxMode: () => "added" | "included" | "none";
  date: (r: Rng, t: Ymd) => string;
  merchant: (r: Rng) => { name: string; registration: string[] };
  address: (r: Rng) => string[];
  phone: (r: Rng) => string;
  items: [string, number, number][];
  labels: Labels;
  /** Cash totals rounded to 5 cents (Malaysia). */
  round5?: boolean;
  serviceCharge?: boolean;
}

const digits = (r: Rng, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join("");
const letters = (r: Rng, n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + r.int(0, 25))).join("");

function dmy(r: Rng, t: Ymd, seps: string[], lang: keyof typeof MONTHS): string {
  const sep = r.pick(seps);
  const style = r.int(0, 9);
  if (style <= 5) return `${pad(t.d)}${sep}${pad(t.m)}${sep}${t.y}`;
  if (style === 6) return `${pad(t.d)}${sep}${pad(t.m)}${sep}${pad(t.y % 100)}`;
  if (style === 7) return `${t.d}${sep}${t.m}${sep}${t.y}`;
  if (style === 8) return `${t.d} ${MONTHS[lang][t.m - 1]} ${t.y}`;
  return `${pad(t.d)}-${MONTHS[lang][t.m - 1].replace(".", "").toUpperCase()}-${t.y}`;
}

const EN_COMMON: Omit<Labels, "total" | "subtotal" | "tax" | "taxIncluded"> = {
  cash: ["Cash", "CASH", "Cash Tendered", "Tendered", "Cash Paid"],
  change: ["Change", "CHANGE", "Change Due"],
  card: ["VISA", "Mastercard", "Card", "DEBIT CARD", "Contactless"],
  items: ["No. of Items", "Items", "Item Count", "Total Qty", "Qty"],
  receiptNo: ["Receipt No", "Rcpt#", "Bill No", "Trans", "Doc No", "Invoice No"],
  cashier: ["Cashier", "Server", "Operator", "Served by"],
  date: ["Date", "Date/Time", "DATE"],
  time: ["Time", "TIME"],
  table: ["Table", "Tbl", "Table No"],
  tel: ["Tel", "Tel:", "Phone", "TEL NO"],
  thanks: [
    "Thank you for shopping with us",
    "THANK YOU, PLEASE COME AGAIN",
    "Thank you!",
    "Goods sold are not returnable",
    "Please retain your receipt",
  ],
  welcome: ["Welcome to", "WELCOME"],
  qtyHeader: ["Qty", "QTY"],
  descHeader: ["Description", "Item", "ITEM"],
  amountHeader: ["Amount", "Amt", "Price"],
  discount: ["Discount", "Promo", "Member disc."],
  saved: ["You saved", "Total savings", "Savings"],
  returnBy: ["Return by", "Exchange until", "Valid until"],
  billTitle: ["CASH BILL", "RECEIPT", "TAX INVOICE", "SALES RECEIPT", "BILL"],
  service: ["Service Charge", "Svc Chg", "Service"],
  rounding: ["Rounding", "Rounding Adj", "Round Adj"],
  rateHeader: ["Rate", "Code", "%"],
  netHeader: ["Net", "Amount", "Excl."],
};

const ITEMS_EN: [string, number, number][] = [
  ["Milk 1L", 90, 250],
  ["White bread", 120, 320],
  ["Eggs x12", 250, 520],
  ["Coffee latte", 280, 550],
  ["Chicken rice", 450, 1200],
  ["Mineral water", 60, 200],
  ["Orange juice", 180, 450],
  ["Paper towels", 200, 600],
  ["AA batteries 4pk", 350, 900],
  ["Notebook A5", 150, 480],
  ["Shampoo 400ml", 300, 900],
  ["Bananas kg", 90, 300],
  ["Fried noodles", 500, 1100],
  ["Iced tea", 150, 450],
  ["Cheese slices", 220, 600],
  ["Detergent 2kg", 700, 1900],
  ["Toothpaste", 180, 520],
  ["Beef burger", 650, 1500],
  ["Garden hose 15m", 1500, 3500],
  ["Screws assorted", 300, 800],
  ["Apple pie", 250, 600],
  ["Pasta 500g", 90, 250],
  ["Tomatoes", 120, 400],
  ["Ice cream tub", 350, 800],
];

const LOCALE_LIST: Locale[] = [
  {
    id: "en-GB",
    lang: "en",
    decimal: ".",
    currency: [
      { symbol: "£", after: false },
      { symbol: "GBP", after: false },
    ],
    taxRates: [20, 5],
    taxMode: () => "included",
    date: (r, t) => dmy(r, t, ["/", "/", "-", "."], "en"),
    merchant: (r) => {
      const n = word(r);
      const name = r.pick([
        `${n} ${r.pick(["Stores", "Hardware", "Bakery", "Pharmacy", "Deli", "Convenience", "Café"])}`,
        `The ${n} ${r.pick(["Kitchen", "Arms", "Corner Shop", "Larder"])}`,
        `${n} & ${word(r)}`,
        `${n} ${r.pick(["Foods", "Trading"])} Ltd`,
      ]);
      return {
        name,
        registration: r.some(
          [
            `VAT No: GB ${digits(r, 3)} ${digits(r, 4)} ${digits(r, 2)}`,
            `Company No. ${digits(r, 8)}`,
            `VAT Reg ${digits(r, 9)}`,
          ],
          0,
          1,
        ),
      };
    },
    address: (r) => {
      const street = r.pick([
        `${r.int(1, 240)} ${word(r)} ${r.pick(["Road", "Street", "Lane", "Parade", "Way"])}`,
        `Unit ${r.int(1, 30)}, ${word(r)} Retail Park`,
      ]);
      const city = `${word(r, SYLLABLES, 1, 2)}${r.pick(["ton", "field", "bury", "ford", "ham", "wick", "ley"])}`;
      const postcode = `${letters(r, r.int(1, 2))}${r.int(1, 29)} ${r.int(1, 9)}${letters(r, 2)}`;
      return r.pick([
        [street, city, postcode],
        [street, `${city} ${postcode}`],
        [`${street}, ${city}`, postcode],
      ]);
    },
    phone: (r) => `0${r.int(1, 2)}${digits(r, 2)} ${digits(r, 3)} ${digits(r, 4)}`,
    items: ITEMS_EN,
    labels: {
      ...EN_COMMON,
      total: ["TOTAL", "Total", "Balance Due", "TOTAL TO PAY", "Amount Due", "Total £"],
      subtotal: ["Subtotal", "SUB TOTAL", "Sub-Total"],
      tax: (x) => [`VAT ${x}%`, `VAT @ ${x}%`],
      taxIncluded: (x) => [`VAT ${x}% incl.`, `Incl. VAT @ ${x}%`, `VAT included (${x}%)`],
    },
  },
  {
    id: "en-US",
    lang: "en",
    decimal: ".",
    currency: [
      { symbol: "$", after: false },
      { symbol: "USD", after: false },
    ],
    taxRates: [6, 7.25, 8.25, 8.875, 4.5, 9.5],
    taxMode: () => "added",
    date: (r, t) => {
      const s = r.int(0, 9);
      if (s <= 5) return `${pad(t.m)}/${pad(t.d)}/${t.y}`;
      if (s === 6) return `${t.m}/${t.d}/${pad(t.y % 100)}`;
      if (s === 7) return `${t.m}/${t.d}/${t.y}`;
      if (s === 8) return `${MONTHS.en[t.m - 1]} ${t.d}, ${t.y}`;
      return `${pad(t.m)}-${pad(t.d)}-${t.y}`;
    },
    merchant: (r) => {
      const n = word(r);
      return {
        name: r.pick([
          `${n}'s ${r.pick(["Diner", "Market", "Hardware", "Grill", "Deli", "Pharmacy"])}`,
          `${n} ${r.pick(["Market", "Supply Co.", "Coffee", "Pizza"])}`,
          `${n} & ${word(r)} General Store`,
        ]),
        registration: r.some([`Store #${r.int(100, 9999)}`, `Tax ID ${digits(r, 2)}-${digits(r, 7)}`], 0, 1),
      };
    },
    address: (r) => {
      const street = `${r.int(10, 9999)} ${r.pick(["", "N ", "S ", "E ", "W "])}${word(r)} ${r.pick(["St", "Ave", "Blvd", "Rd", "Dr"])}${r.chance(0.3) ? `, Suite ${r.int(100, 900)}` : ""}`;
      const city = `${word(r, SYLLABLES, 1, 2)}${r.pick(["ville", "ton", " City", " Springs", "burg", "field"])}`;
      return [
        street,
        `${city}, ${r.pick(["CA", "NY", "TX", "IL", "OH", "WA", "FL", "GA", "NJ", "OR", "AZ", "MA"])} ${digits(r, 5)}`,
      ];
    },
    phone: (r) => `(${r.int(200, 989)}) ${digits(r, 3)}-${digits(r, 4)}`,
    items: ITEMS_EN,
    labels: {
      ...EN_COMMON,
      total: ["TOTAL", "Total", "Grand Total", "TOTAL DUE", "Amount Due", "Balance"],
      subtotal: ["Subtotal", "SUBTOTAL", "Sub Total"],
      tax: (x) => [`Sales Tax ${x}%`, `TAX ${x}%`, "Tax", "Sales Tax"],
      taxIncluded: (x) => [`Tax ${x}%`],
    },
  },
  {
    id: "en-MY",
    lang: "en",
    decimal: ".",
    currency: [
      { symbol: "RM", after: false },
      { symbol: "RM", after: false },
      { symbol: "MYR", after: false },
    ],
    taxRates: [6],
    taxMode: () => "added",
    round5: true,
    serviceCharge: true,
    date: (r, t) => dmy(r, t, ["/", "/", "-"], "en"),
    merchant: (r) => {
      const n = word(r, MALAY, 1, 2).toUpperCase();
      const m = word(r, MALAY, 1, 2).toUpperCase();
      const name = r.pick([
        `${n} ${r.pick(["TRADING", "HARDWARE", "ENTERPRISE", "MART", "BOOKSTORE"])} SDN BHD`,
        `KEDAI ${r.pick(["RUNCIT", "MAKAN", "UBAT"])} ${n} ${m}`,
        `SYARIKAT PERNIAGAAN ${n} ${m}`,
        `RESTORAN ${n} ${m}`,
        `${n} ${m} ENTERPRISE`,
      ]);
      return {
        name,
        registration: r.some(
          [
            `(CO. REG. NO: ${digits(r, 6)}-${letters(r, 1)})`,
            `(${digits(r, 9)}-${letters(r, 1)})`,
            `GST ID NO: ${digits(r, 12)}`,
            `GST REG NO : ${digits(r, 12)}`,
          ],
          1,
          2,
        ),
      };
    },
    address: (r) => {
      const a = `${r.pick(["NO.", "LOT", "NO"])} ${r.int(1, 120)}${r.chance(0.3) ? `-${r.int(1, 9)}` : ""}, JALAN ${word(r, MALAY).toUpperCase()}${r.chance(0.5) ? ` ${r.int(1, 30)}` : ""}`;
      const b = `TAMAN ${word(r, MALAY).toUpperCase()}`;
      const town = `${r.pick(["BANDAR", "BUKIT", "SUNGAI", "KOTA", "SERI"])} ${word(r, MALAY).toUpperCase()}`;
      const c = `${r.int(10, 98)}${digits(r, 3)} ${town}`;
      const state = r.pick(["SELANGOR", "JOHOR", "PERAK", "KEDAH", "PAHANG", "MELAKA"]);
      return r.pick([
        [a, b, c, state],
        [`${a},`, `${b}, ${c},`, `${state}.`],
        [a, `${c}, ${state}`],
      ]);
    },
    phone: (r) => `0${r.int(3, 9)}-${digits(r, 7)}`,
    items: ITEMS_EN,
    labels: {
      ...EN_COMMON,
      total: [
        "TOTAL",
        "Total",
        "TOTAL RM",
        "Total Amount",
        "Nett Total",
        "TOTAL (RM)",
        "Total Sales (Incl GST)",
        "Total Amount Payable",
      ],
      subtotal: ["Sub Total", "Total Excl. GST", "SUBTOTAL", "Total Sales (Excl GST)"],
      tax: (x) => [`GST ${x}%`, `GST @${x}%`, `Total GST`, `SST ${x}%`],
      taxIncluded: (x) => [`GST ${x}% incl.`, "Total GST"],
    },
  },
  {
    id: "en-SG",
    lang: "en",
    decimal: ".",
    currency: [
      { symbol: "S$", after: false },
      { symbol: "SGD", after: false },
      { symbol: "$", after: false },
    ],
    taxRates: [7, 8, 9],
    taxMode: () => "added",
    serviceCharge: true,
    date: (r, t) => dmy(r, t, ["/", "/", "-"], "en"),
    merchant: (r) => {
      const n = word(r, MALAY, 1, 2);
      const name = r.pick([
        `${n} ${r.pick(["Kopitiam", "Bakery", "Mart", "Eating House", "Pharmacy"])}`,
        `${n.toUpperCase()} ${r.pick(["TRADING", "F&B"])} PTE LTD`,
        `${n} ${word(r)} Pte. Ltd.`,
      ]);
      return {
        name,
        registration: r.some(
          [
            `UEN: ${r.int(2005, 2022)}${digits(r, 5)}${letters(r, 1)}`,
            `GST Reg No: M${r.int(2, 9)}-${digits(r, 7)}-${r.int(0, 9)}`,
          ],
          1,
          2,
        ),
      };
    },
    address: (r) => {
      const a = r.pick([
        `Blk ${r.int(1, 999)} ${word(r)} ${r.pick(["Ave", "Street", "Road", "Drive"])} ${r.int(1, 9)}`,
        `${r.int(1, 300)} ${word(r)} Road`,
      ]);
      const unit = `#${pad(r.int(1, 20))}-${pad(r.int(1, 300), 2)}`;
      const b = `Singapore ${digits(r, 6)}`;
      return r.pick([
        [`${a} ${unit}`, b],
        [a, `${unit} ${word(r)} ${r.pick(["Centre", "Plaza", "Point"])}`, b],
      ]);
    },
    phone: (r) => `${r.pick(["6", "6", "9"])}${digits(r, 3)} ${digits(r, 4)}`,
    items: ITEMS_EN,
    labels: {
      ...EN_COMMON,
      card: ["NETS", "VISA", "PayNow", "Card"],
      total: ["TOTAL", "Total", "Grand Total", "Total (incl. GST)", "Nett Total", "Amount Payable"],
      subtotal: ["Subtotal", "Sub-Total", "SUBTOTAL"],
      tax: (x) => [`GST ${x}%`, `${x}% GST`, "GST"],
      taxIncluded: (x) => [`Incl. ${x}% GST`, `GST ${x}% included`],
    },
  },
  {
    id: "de-DE",
    lang: "de",
    decimal: ",",
    currency: [
      { symbol: "EUR", after: true },
      { symbol: "€", after: true },
      { symbol: "EUR", after: false },
    ],
    taxRates: [19, 7],
    taxMode: () => "included",
    date: (r, t) => dmy(r, t, ["."], "de"),
    merchant: (r) => {
      const n = word(r);
      return {
        name: r.pick([
          `Bäckerei ${n}`,
          `${n} Markt`,
          `Café ${n}`,
          `${n} GmbH`,
          `Metzgerei ${n}`,
          `Getränke ${n}`,
          `${n} & ${word(r)} OHG`,
        ]),
        registration: r.some(
          [
            `St.-Nr. ${digits(r, 2)}/${digits(r, 3)}/${digits(r, 5)}`,
            `USt-IdNr. DE${digits(r, 9)}`,
            `HRB ${digits(r, 5)}`,
          ],
          0,
          2,
        ),
      };
    },
    address: (r) => {
      const street = r.pick([
        `${word(r)}straße ${r.int(1, 180)}`,
        `${word(r)}weg ${r.int(1, 60)}${r.chance(0.2) ? "a" : ""}`,
        `Am ${word(r)}platz ${r.int(1, 20)}`,
        `${word(r)}allee ${r.int(1, 99)}`,
      ]);
      const city = `${word(r, SYLLABLES, 1, 2)}${r.pick(["burg", "hausen", "dorf", "heim", "feld", "stadt", "bach"])}`;
      return r.pick([[street, `${digits(r, 5)} ${city}`], [`${street}, ${digits(r, 5)} ${city}`]]);
    },
    phone: (r) => `0${r.int(30, 989)} ${digits(r, 6)}`,
    items: [
      ["Brötchen", 30, 90],
      ["Vollkornbrot", 250, 480],
      ["Milch 1L", 89, 159],
      ["Kaffee", 220, 420],
      ["Butter 250g", 169, 299],
      ["Apfelsaft", 129, 299],
      ["Bratwurst", 250, 590],
      ["Mineralwasser", 49, 129],
      ["Käse Gouda", 199, 499],
      ["Schnitzel", 990, 1890],
      ["Bier 0,5l", 290, 490],
      ["Waschmittel", 399, 899],
      ["Pfand", 25, 25],
      ["Tomaten", 149, 349],
      ["Schrauben", 199, 599],
      ["Kuchen", 220, 390],
    ],
    labels: {
      total: ["SUMME", "Summe", "Gesamt", "GESAMTBETRAG", "Zu zahlen", "Endbetrag", "Summe EUR", "TOTAL"],
      subtotal: ["Zwischensumme", "Netto"],
      tax: (x) => [`MwSt ${x}%`, `USt ${x}%`],
      taxIncluded: (x) => [`inkl. ${x}% MwSt`, `MwSt ${x}%`, `enth. USt ${x}%`],
      cash: ["Bar", "BAR", "Gegeben", "Bar gegeben"],
      change: ["Rückgeld", "Zurück", "Wechselgeld"],
      card: ["EC-Karte", "Girocard", "Kartenzahlung", "VISA"],
      items: ["Anzahl Artikel", "Artikel", "Posten"],
      receiptNo: ["Beleg-Nr.", "Bon-Nr.", "Rechnung Nr.", "Bon"],
      cashier: ["Kasse", "Bediener", "Es bediente Sie"],
      date: ["Datum"],
      time: ["Uhrzeit", "Zeit"],
      table: ["Tisch"],
      tel: ["Tel.", "Telefon"],
      thanks: ["Vielen Dank für Ihren Einkauf", "Danke und auf Wiedersehen", "Vielen Dank!"],
      welcome: ["Willkommen bei", "Herzlich willkommen"],
      qtyHeader: ["Menge", "Anz."],
      descHeader: ["Artikel", "Bezeichnung"],
      amountHeader: ["Betrag", "EUR"],
      discount: ["Rabatt", "Nachlass"],
      saved: ["Sie haben gespart", "Ersparnis"],
      returnBy: ["Umtausch bis", "Gültig bis"],
      billTitle: ["RECHNUNG", "KASSENBON", "Quittung", "Bewirtungsbeleg"],
      service: ["Bedienung"],
      rounding: ["Rundung"],
      rateHeader: ["Satz", "MwSt-Satz", "%"],
      netHeader: ["Netto", "Nettobetrag"],
    },
  },
  {
    id: "fr-FR",
    lang: "fr",
    decimal: ",",
    currency: [
      { symbol: "€", after: true },
      { symbol: "EUR", after: true },
    ],
    taxRates: [20, 10, 5.5],
    taxMode: () => "included",
    date: (r, t) => dmy(r, t, ["/", "/", "-", "."], "fr"),
    merchant: (r) => {
      const n = word(r);
      return {
        name: r.pick([
          `Boulangerie ${n}`,
          `Café ${n}`,
          `${n} SARL`,
          `Chez ${n}`,
          `Pharmacie ${n}`,
          `Brasserie du ${n}`,
          `${n} Primeurs`,
        ]),
        registration: r.some(
          [
            `SIRET ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 5)}`,
            `TVA FR${digits(r, 11)}`,
            `RCS ${word(r)} B ${digits(r, 9)}`,
            `NAF ${digits(r, 4)}${letters(r, 1)}`,
          ],
          0,
          2,
        ),
      };
    },
    address: (r) => {
      const street = `${r.int(1, 150)}${r.chance(0.15) ? " bis" : ""} ${r.pick(["rue", "avenue", "boulevard", "place", "chemin"])} ${r.pick(["de la ", "des ", "du ", "", "Jean-"])}${word(r)}`;
      const city = r.pick([
        `Saint-${word(r)}`,
        `${word(r)}ville`,
        `${word(r)}court`,
        `${word(r)}-sur-${word(r)}`,
        word(r),
      ]);
      const up = r.chance(0.4) ? city.toUpperCase() : city;
      return r.pick([[street, `${digits(r, 5)} ${up}`], [`${street} ${digits(r, 5)} ${up}`]]);
    },
    phone: (r) => `0${r.int(1, 5)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)} ${digits(r, 2)}`,
    items: [
      ["Baguette", 90, 130],
      ["Croissant", 95, 160],
      ["Café", 150, 320],
      ["Pain au chocolat", 110, 170],
      ["Eau minérale", 80, 250],
      ["Fromage", 290, 690],
      ["Salade niçoise", 890, 1490],
      ["Vin rouge", 450, 1890],
      ["Tarte aux pommes", 290, 590],
      ["Jambon", 250, 550],
      ["Steak frites", 1290, 1890],
      ["Yaourt x4", 150, 320],
      ["Dentifrice", 199, 450],
      ["Crème brûlée", 590, 890],
    ],
    labels: {
      total: ["TOTAL", "Total TTC", "TOTAL TTC", "Montant dû", "Net à payer", "A PAYER", "TOTAL EUR"],
      subtotal: ["Sous-total", "Total HT"],
      tax: (x) => [`TVA ${x}%`],
      taxIncluded: (x) => [`dont TVA ${x}%`, `TVA ${x}%`, `TVA ${x.replace(".", ",")} %`],
      cash: ["Espèces", "ESPECES"],
      change: ["Rendu", "Monnaie rendue", "A rendre"],
      card: ["CB", "Carte bancaire", "CB SANS CONTACT"],
      items: ["Nb articles", "Nombre d'articles", "Articles"],
      receiptNo: ["Ticket n°", "N° ticket", "Facture n°"],
      cashier: ["Caisse", "Vendeur", "Hôte"],
      date: ["Date", "Le"],
      time: ["Heure"],
      table: ["Table"],
      tel: ["Tél.", "Tél :"],
      thanks: ["Merci de votre visite", "Merci et à bientôt", "A bientôt"],
      welcome: ["Bienvenue chez", "Bienvenue"],
      qtyHeader: ["Qté"],
      descHeader: ["Désignation", "Article"],
      amountHeader: ["Montant", "Prix"],
      discount: ["Remise"],
      saved: ["Vos économies"],
      returnBy: ["Echange jusqu'au", "Valable jusqu'au"],
      billTitle: ["FACTURE", "TICKET", "NOTE", "Facture simplifiée"],
      service: ["Service"],
      rounding: ["Arrondi"],
      rateHeader: ["Taux", "Code"],
      netHeader: ["HT", "Base HT"],
    },
  },
  {
    id: "nl-NL",
    lang: "nl",
    decimal: ",",
    currency: [
      { symbol: "€", after: false },
      { symbol: "EUR", after: false },
    ],
    taxRates: [21, 9],
    taxMode: () => "included",
    date: (r, t) => dmy(r, t, ["-", "-", "/"], "nl"),
    merchant: (r) => {
      const n = word(r);
      return {
        name: r.pick([
          `Bakkerij ${n}`,
          `${n} Supermarkt`,
          `Eetcafé ${n}`,
          `${n} B.V.`,
          `Drogisterij ${n}`,
          `Slagerij ${n}`,
          `De ${n}`,
        ]),
        registration: r.some(
          [`KvK ${digits(r, 8)}`, `BTW NL${digits(r, 9)}B${digits(r, 2)}`, `KvK-nr: ${digits(r, 8)}`],
          0,
          2,
        ),
      };
    },
    address: (r) => {
      const street = `${word(r)}${r.pick(["straat", "laan", "weg", "plein", "gracht", "kade"])} ${r.int(1, 250)}${r.chance(0.2) ? letters(r, 1).toLowerCase() : ""}`;
      const city = `${word(r, SYLLABLES, 1, 2)}${r.pick(["dam", "veen", "hoven", "wijk", "drecht", "loo", "horst"])}`;
      return r.pick([
        [street, `${r.int(1000, 9999)} ${letters(r, 2)} ${city}`],
        [street, `${r.int(1000, 9999)}${letters(r, 2)} ${city.toUpperCase()}`],
      ]);
    },
    phone: (r) => `0${r.int(10, 79)}-${digits(r, 7)}`,
    items: [
      ["Brood wit", 150, 320],
      ["Melk 1L", 99, 149],
      ["Koffie", 220, 380],
      ["Kaas jong", 350, 790],
      ["Appeltaart", 350, 490],
      ["Bitterballen", 550, 890],
      ["Frites", 250, 450],
      ["Pils", 280, 450],
      ["Shampoo", 199, 599],
      ["Hagelslag", 189, 299],
      ["Stroopwafels", 149, 349],
      ["Tosti", 350, 590],
      ["Bananen", 99, 249],
    ],
    labels: {
      total: ["TOTAAL", "Totaal", "Te betalen", "Totaal bedrag", "Totaal incl. BTW", "TOTAAL EUR"],
      subtotal: ["Subtotaal", "Totaal excl. BTW"],
      tax: (x) => [`BTW ${x}%`],
      taxIncluded: (x) => [`BTW ${x}%`, `Incl. ${x}% BTW`, `waarvan BTW ${x}%`],
      cash: ["Contant"],
      change: ["Wisselgeld", "Terug"],
      card: ["PIN", "Pinnen", "Betaald met PIN", "Maestro"],
      items: ["Aantal artikelen", "Artikelen"],
      receiptNo: ["Bonnr.", "Bon", "Factuurnr.", "Transactie"],
      cashier: ["Kassa", "Medewerker", "U werd geholpen door"],
      date: ["Datum"],
      time: ["Tijd"],
      table: ["Tafel"],
      tel: ["Tel.", "Telefoon"],
      thanks: ["Bedankt voor uw bezoek", "Tot ziens!", "Dank u wel"],
      welcome: ["Welkom bij", "Welkom"],
      qtyHeader: ["Aantal", "Ant"],
      descHeader: ["Omschrijving", "Artikel"],
      amountHeader: ["Bedrag", "Prijs"],
      discount: ["Korting"],
      saved: ["U heeft bespaard", "Voordeel"],
      returnBy: ["Ruilen tot", "Geldig tot"],
      billTitle: ["REKENING", "KASSABON", "Factuur", "Bon"],
      service: ["Bediening"],
      rounding: ["Afronding"],
      rateHeader: ["Tarief", "%"],
      netHeader: ["Netto", "Excl."],
    },
  },
  {
    id: "it-IT",
    lang: "it",
    decimal: ",",
    currency: [
      { symbol: "€", after: false },
      { symbol: "EUR", after: true },
      { symbol: "EURO", after: false },
    ],
    taxRates: [22, 10, 4],
    taxMode: () => "included",
    date: (r, t) => dmy(r, t, ["/", "/", "-"], "it"),
    merchant: (r) => {
      const n = word(r);
      return {
        name: r.pick([
          `Bar ${n}`,
          `Trattoria ${n}`,
          `Panificio ${n}`,
          `${n} S.r.l.`,
          `Farmacia ${n}`,
          `Pizzeria da ${n}`,
          `Alimentari ${n}`,
        ]),
        registration: r.some([`P.IVA ${digits(r, 11)}`, `C.F. ${digits(r, 11)}`, `P. IVA IT${digits(r, 11)}`], 1, 1),
      };
    },
    address: (r) => {
      const street = r.pick([
        `Via ${word(r)} ${r.int(1, 200)}`,
        `Corso ${word(r)}, ${r.int(1, 99)}`,
        `Piazza ${word(r)} ${r.int(1, 30)}`,
        `Viale ${word(r)}, ${r.int(1, 150)}`,
      ]);
      const city = word(r).replace(/[aeiou]$/, "") + r.pick(["ano", "ello", "ino", "ona", "ate"]);
      return r.pick([
        [street, `${digits(r, 5)} ${city} (${letters(r, 2)})`],
        [`${street} - ${digits(r, 5)} ${city.toUpperCase()}`],
      ]);
    },
    phone: (r) => `0${r.int(2, 99)} ${digits(r, 7)}`,
    items: [
      ["Caffè", 100, 150],
      ["Cappuccino", 130, 200],
      ["Cornetto", 100, 180],
      ["Acqua naturale", 50, 200],
      ["Pizza margherita", 550, 900],
      ["Spaghetti", 800, 1400],
      ["Tiramisù", 450, 700],
      ["Pane", 180, 400],
      ["Prosciutto", 250, 600],
      ["Vino della casa", 600, 1500],
      ["Coperto", 150, 300],
      ["Aspirina", 450, 800],
    ],
    labels: {
      total: ["TOTALE", "Totale", "TOTALE EURO", "Totale complessivo", "IMPORTO PAGATO", "TOTALE EUR"],
      subtotal: ["Subtotale", "Imponibile"],
      tax: (x) => [`IVA ${x}%`],
      taxIncluded: (x) => [`di cui IVA ${x}%`, `IVA ${x}%`],
      cash: ["Contanti", "CONTANTE", "Pagamento contante"],
      change: ["Resto"],
      card: ["Carta", "Bancomat", "Pagamento elettronico"],
      items: ["N. pezzi", "Numero articoli", "Pezzi"],
      receiptNo: ["Scontrino n.", "Documento n.", "Doc. n."],
      cashier: ["Cassa", "Operatore"],
      date: ["Data"],
      time: ["Ora"],
      table: ["Tavolo"],
      tel: ["Tel.", "Tel"],
      thanks: ["Grazie e arrivederci", "Grazie per la visita", "Arrivederci"],
      welcome: ["Benvenuti da", "Benvenuti"],
      qtyHeader: ["Qtà", "Q.tà"],
      descHeader: ["Descrizione", "Articolo"],
      amountHeader: ["Prezzo", "Importo"],
      discount: ["Sconto"],
      saved: ["Hai risparmiato"],
      returnBy: ["Cambio entro il", "Valido fino al"],
      billTitle: ["DOCUMENTO COMMERCIALE", "SCONTRINO", "RICEVUTA", "CONTO"],
      service: ["Servizio"],
      rounding: ["Arrotondamento"],
      rateHeader: ["Aliquota", "%"],
      netHeader: ["Imponibile", "Netto"],
    },
  },
  {
    id: "es-ES",
    lang: "es",
    decimal: ",",
    currency: [
      { symbol: "€", after: true },
      { symbol: "EUR", after: true },
    ],
    taxRates: [21, 10, 4],
    taxMode: () => "included",
    date: (r, t) => dmy(r, t, ["/", "/", "-"], "es"),
    merchant: (r) => {
      const n = word(r);
      return {
        name: r.pick([
          `Bar ${n}`,
          `Panadería ${n}`,
          `Restaurante ${n}`,
          `${n} S.L.`,
          `Farmacia ${n}`,
          `Cafetería ${n}`,
          `Frutería ${n}`,
        ]),
        registration: r.some([`CIF ${letters(r, 1)}${digits(r, 8)}`, `NIF ${letters(r, 1)}-${digits(r, 8)}`], 1, 1),
      };
    },
    address: (r) => {
      const street = r.pick([
        `C/ ${word(r)}, ${r.int(1, 120)}`,
        `Calle ${word(r)} ${r.int(1, 120)}`,
        `Avda. de ${word(r)}, ${r.int(1, 200)}`,
        `Plaza ${word(r)} ${r.int(1, 40)}`,
      ]);
      const city = word(r).replace(/[aeiou]$/, "") + r.pick(["ejo", "illa", "ares", "ena", "al"]);
      return r.pick([
        [street, `${digits(r, 5)} ${city}`],
        [street, `${digits(r, 5)} ${city} (${word(r)})`],
      ]);
    },
    phone: (r) => `9${digits(r, 2)} ${digits(r, 3)} ${digits(r, 3)}`,
    items: [
      ["Café con leche", 120, 200],
      ["Tostada", 150, 300],
      ["Caña", 150, 280],
      ["Agua", 100, 200],
      ["Tortilla", 250, 600],
      ["Croquetas", 450, 900],
      ["Menú del día", 1000, 1600],
      ["Pan", 80, 180],
      ["Naranjas kg", 120, 250],
      ["Jamón serrano", 400, 1200],
      ["Paella", 1200, 1800],
      ["Flan", 300, 500],
    ],
    labels: {
      total: ["TOTAL", "Total", "TOTAL A PAGAR", "Importe total", "TOTAL EUR", "Total (IVA incl.)"],
      subtotal: ["Subtotal", "Base imponible"],
      tax: (x) => [`IVA ${x}%`],
      taxIncluded: (x) => [`IVA ${x}% incluido`, `IVA ${x}%`, `Cuota IVA ${x}%`],
      cash: ["Efectivo", "Entregado"],
      change: ["Cambio", "Devolución"],
      card: ["Tarjeta", "VISA", "Tarjeta crédito"],
      items: ["Nº artículos", "Artículos", "Unidades"],
      receiptNo: ["Ticket nº", "Factura simplificada nº", "Nº ticket"],
      cashier: ["Cajero", "Le atendió", "Caja"],
      date: ["Fecha"],
      time: ["Hora"],
      table: ["Mesa"],
      tel: ["Tel.", "Tlf."],
      thanks: ["Gracias por su visita", "Gracias por su compra", "Vuelva pronto"],
      welcome: ["Bienvenido a", "Bienvenidos"],
      qtyHeader: ["Ud.", "Cant."],
      descHeader: ["Descripción", "Artículo"],
      amountHeader: ["Importe", "Precio"],
      discount: ["Descuento"],
      saved: ["Ha ahorrado"],
      returnBy: ["Cambios hasta", "Válido hasta"],
      billTitle: ["FACTURA SIMPLIFICADA", "TICKET", "CUENTA", "Factura"],
      service: ["Servicio"],
      rounding: ["Redondeo"],
      rateHeader: ["Tipo", "%"],
      netHeader: ["Base", "Base imp."],
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Layout: rows of text placed on a page

type Align = "left" | "center" | "right";
interface Seg {
  text: string;
  /** Where the segment is anchored, as a fraction of the content width (its left, centre or right edge). */
  at: number;
  align: Align;
}
interface Row {
  segs: Seg[];
  font: PDFFont;
  size: number;
  /** Extra space above the row, in points. */
  space?: number;
  /** A drawn rule instead of text. */
  rule?: boolean;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

class Sheet {
  rows: Row[] = [];
  constructor(
    readonly fonts: Fonts,
    readonly size: number,
    readonly width: number,
  ) {}
  private fit(text: string, font: PDFFont, size: number): string[] {
    if (font.widthOfTextAtSize(text, size) <= this.width) return [text];
    const out: string[] = [];
    let line = "";
    for (const w of text.split(" ")) {
      const next = line ? `${line} ${w}` : w;
      if (line && font.widthOfTextAtSize(next, size) > this.width) {
        out.push(line);
        line = w;
      } else line = next;
    }
    if (line) out.push(line);
    return out;
  }
  text(text: string, align: Align = "left", opts: { bold?: boolean; size?: number; space?: number } = {}): void {
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    const size = opts.size ?? this.size;
    this.fit(text, font, size).forEach((t, i) =>
      this.rows.push({
        segs: [{ text: t, at: align === "left" ? 0 : align === "center" ? 0.5 : 1, align }],
        font,
        size,
        space: i === 0 ? opts.space : 0,
      }),
    );
  }
  /** A label on the left and a value on the right (or at `at`). */
  pair(
    label: string,
    value: string,
    opts: { bold?: boolean; size?: number; at?: number; labelAt?: number; space?: number } = {},
  ): void {
    const font = opts.bold ? this.fonts.bold : this.fonts.regular;
    let size = opts.size ?? this.size;
    const room = this.width * ((opts.at ?? 1) - (opts.labelAt ?? 0));
    while (size > 5 && font.widthOfTextAtSize(`${label}  ${value}`, size) > room) size -= 0.5;
    this.rows.push({
      segs: [
        { text: label, at: opts.labelAt ?? 0, align: "left" },
        { text: value, at: opts.at ?? 1, align: "right" },
      ],
      font,
      size,
      space: opts.space,
    });
  }
  cols(segs: Seg[], opts: { bold?: boolean; size?: number; space?: number } = {}): void {
    this.rows.push({
      segs: segs.filter((s) => s.text),
      font: opts.bold ? this.fonts.bold : this.fonts.regular,
      size: opts.size ?? this.size,
      space: opts.space,
    });
  }
  rule(r: Rng, drawn = r.chance(0.3)): void {
    if (drawn) {
      this.rows.push({ segs: [], font: this.fonts.regular, size: this.size * 0.6, rule: true });
      return;
    }
    const ch = r.pick(["-", "-", "=", "*", "."]);
    const n = Math.floor(this.width / this.fonts.regular.widthOfTextAtSize(ch, this.size));
    this.rows.push({ segs: [{ text: ch.repeat(n), at: 0, align: "left" }], font: this.fonts.regular, size: this.size });
  }
  gap(points: number): void {
    this.rows.push({ segs: [], font: this.fonts.regular, size: points });
  }
}

function paint(page: PDFPage, sheet: Sheet, x0: number, top: number, leading: number): number {
  let y = top;
  for (const row of sheet.rows) {
    y -= (row.space ?? 0) + row.size * leading;
    if (row.rule) {
      page.drawLine({
        start: { x: x0, y: y + row.size * 0.8 },
        end: { x: x0 + sheet.width, y: y + row.size * 0.8 },
        thickness: 0.6,
        color: rgb(0, 0, 0),
      });
      continue;
    }
    for (const s of row.segs) {
      const w = row.font.widthOfTextAtSize(s.text, row.size);
      const anchor = x0 + s.at * sheet.width;
      const x = s.align === "left" ? anchor : s.align === "center" ? anchor - w / 2 : anchor - w;
      page.drawText(s.text, { x, y, size: row.size, font: row.font, color: rgb(0, 0, 0) });
    }
  }
  return y;
}

function heightOf(sheet: Sheet, leading: number): number {
  return sheet.rows.reduce((h, row) => h + (row.space ?? 0) + row.size * leading, 0);
}

// ---------------------------------------------------------------------------------------------
// One document

interface Line {
  name: string;
  qty: number;
  unit: number;
  /** Weighed goods: quantity in kg with three decimals. */
  weight?: number;
  amount: number;
}

interface Sums {
  lines: Line[];
  subtotal: number;
  discount: number;
  service: number;
  serviceRate: number;
  taxRate: number;
  tax: number;
  taxMode: "added" | "included" | "none";
  beforeRounding: number;
  rounding: number;
  total: number;
  paid: { kind: "cash"; given: number; change: number } | { kind: "card"; last4: string };
}

function sums(r: Rng, loc: Locale, bill: boolean): Sums {
  const n = bill ? r.int(2, 10) : r.int(1, 12);
  const lines: Line[] = [];
  for (let i = 0; i < n; i++) {
    const [name, lo, hi] = r.pick(loc.items);
    const unit = r.int(lo, hi);
    if (!bill && r.chance(0.08)) {
      const weight = r.int(150, 2500) / 1000;
      lines.push({ name, qty: 1, unit, weight, amount: Math.round(unit * weight) });
      continue;
    }
    const qty = r.chance(0.7) ? 1 : r.int(2, bill ? 12 : 5);
    lines.push({ name, qty, unit, amount: qty * unit });
  }
  // Now and then a large bill, so that thousands separators appear.
  if (bill && r.chance(0.25)) {
    const big = r.int(40_000, 400_000);
    lines.push({ name: lines[0].name, qty: 1, unit: big, amount: big });
  }
  const subtotal = lines.reduce((s, l) => s + l.amount, 0);
  const discount = r.chance(0.12) ? -Math.round(subtotal * r.pick([0.05, 0.1, 0.15])) : 0;
  let taxMode = loc.taxMode();
  if (loc.id === "en-MY" && r.chance(0.3)) taxMode = r.chance(0.5) ? "included" : "none";
  if (loc.id === "en-US" && r.chance(0.1)) taxMode = "none";
  const taxRate = r.pick(loc.taxRates);
  const serviceRate = loc.serviceCharge && bill && r.chance(0.6) ? 10 : 0;
  const base = subtotal + discount;
  const service = Math.round((base * serviceRate) / 100);
  let tax: number;
  let beforeRounding: number;
  if (taxMode === "added") {
    tax = Math.round(((base + service) * taxRate) / 100);
    beforeRounding = base + service + tax;
  } else if (taxMode === "included") {
    beforeRounding = base + service;
    tax = beforeRounding - Math.round(beforeRounding / (1 + taxRate / 100));
  } else {
    tax = 0;
    beforeRounding = base + service;
  }
  const total = loc.round5 ? Math.round(beforeRounding / 5) * 5 : beforeRounding;
  const cash = r.chance(0.55);
  const notes = [500, 1000, 2000, 5000, 10000];
  const given = cash
    ? r.chance(0.2)
      ? total
      : (notes.find((v) => v >= total && r.chance(0.7)) ?? Math.ceil(total / 1000) * 1000 + (r.chance(0.5) ? 1000 : 0))
    : 0;
  return {
    lines,
    subtotal,
    discount,
    service,
    serviceRate,
    taxRate,
    tax,
    taxMode,
    beforeRounding,
    rounding: total - beforeRounding,
    total,
    paid: cash ? { kind: "cash", given, change: given - total } : { kind: "card", last4: digits(r, 4) },
  };
}

function randomDate(r: Rng): Ymd {
  const y = r.int(2015, 2025);
  const m = r.int(1, 12);
  const d = r.int(1, [31, y % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]);
  return { y, m, d };
}

function addDays(t: Ymd, days: number): Ymd {
  const dt = new Date(Date.UTC(t.y, t.m - 1, t.d + days));
  return { y: dt.getUTCFullYear(), m: dt.getUTCMonth() + 1, d: dt.getUTCDate() };
}

async function makeDocument(r: Rng, loc: Locale, index: number): Promise<GeneratedReceipt> {
  const bill = r.chance(0.3);
  const L = loc.labels;
  const notes: string[] = [loc.id, bill ? "bill" : "till receipt"];
  const doc = await PDFDocument.create();
  doc.setCreationDate(new Date(Date.UTC(2024, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(2024, 0, 1)));
  doc.setProducer("receiptCorpus");
  doc.setCreator("receiptCorpus");
  const family = r.pick(bill ? ["Helvetica", "Helvetica", "Courier", "Times"] : ["Courier", "Courier", "Helvetica"]);
  const fonts: Fonts =
    family === "Courier"
      ? { regular: await doc.embedFont(StandardFonts.Courier), bold: await doc.embedFont(StandardFonts.CourierBold) }
      : family === "Times"
        ? {
            regular: await doc.embedFont(StandardFonts.TimesRoman),
            bold: await doc.embedFont(StandardFonts.TimesRomanBold),
          }
        : {
            regular: await doc.embedFont(StandardFonts.Helvetica),
            bold: await doc.embedFont(StandardFonts.HelveticaBold),
          };
  const pageWidth = bill ? r.pick([420, 396, 440]) : r.pick([164, 204, 227, 227]);
  const margin = bill ? r.int(28, 48) : r.int(8, 16);
  const size = bill ? r.pick([8, 8.5, 9, 10]) : r.pick(pageWidth < 180 ? [6.5, 7] : [7, 7.5, 8, 8.5]);
  const leading = 1.12 + r.next() * 0.35;
  const sheet = new Sheet(fonts, size, pageWidth - 2 * margin);
  notes.push(`${family} ${size} pt, ${Math.round((pageWidth / 72) * 25.4)} mm wide`);

  const merchant = loc.merchant(r);
  const address = loc.address(r);
  const date = randomDate(r);
  const dateText = loc.date(r, date);
  const time =
    loc.lang !== "en" || r.chance(0.5)
      ? `${pad(r.int(7, 22))}:${pad(r.int(0, 59))}${r.chance(0.3) ? `:${pad(r.int(0, 59))}` : ""}`
      : `${r.int(1, 12)}:${pad(r.int(0, 59))} ${r.pick(["AM", "PM"])}`;
  const s = sums(r, loc, bill);
  const fmtGrouped = r.chance(0.6);
  const cur = r.pick(loc.currency);
  const amt = (c: number) => money(c, loc.decimal, fmtGrouped);
  const withCur = (c: number) =>
    cur.after
      ? `${amt(c)} ${cur.symbol}`
      : `${cur.symbol}${cur.symbol.length > 1 && r.chance(0.6) ? " " : ""}${amt(c)}`;
  const receiptNoLabel = r.pick(L.receiptNo);
  const receiptNoValue = r.chance(0.5) ? digits(r, r.int(4, 8)) : `${letters(r, r.int(1, 3))}${digits(r, r.int(4, 7))}`;
  const receiptNo = `${receiptNoLabel}${r.chance(0.5) ? ":" : ""} ${receiptNoValue}`;
  const phone = `${r.pick(L.tel)} ${loc.phone(r)}`;

  // ---- header ----
  const headerAlign: Align = bill ? (r.chance(0.75) ? "left" : "center") : r.chance(0.8) ? "center" : "left";
  const logo = r.chance(0.25);
  if (logo) notes.push("logo with initials");
  const nameSize = r.chance(0.6) ? size * (1.2 + r.next() * 0.8) : size;
  if (r.chance(0.15)) {
    sheet.text(r.pick(L.welcome), headerAlign);
    notes.push("welcome line");
  }
  const headerLeft: { text: string; bold?: boolean; size?: number }[] = [];
  headerLeft.push({ text: merchant.name, bold: r.chance(0.7), size: nameSize });
  if (r.chance(0.2))
    headerLeft.push({
      text: r.pick(["Fresh every day", "Since " + r.int(1950, 2015), "Quality & Service", "Open 7 days"]),
    });
  const regFirst = r.chance(0.4);
  if (regFirst) for (const reg of merchant.registration) headerLeft.push({ text: reg });
  for (const a of address) headerLeft.push({ text: a });
  if (r.chance(0.75)) headerLeft.push({ text: phone });
  if (!regFirst) for (const reg of merchant.registration) headerLeft.push({ text: reg });

  const meta: [string, string][] = [];
  const dateLabel = r.chance(0.6) ? r.pick(L.date) : "";
  const dateWithTime = r.chance(0.6);
  const dateValue = dateWithTime ? `${dateText} ${time}` : dateText;
  const metaItems: [string, string][] = [[dateLabel, dateValue]];
  if (!dateWithTime && r.chance(0.6)) metaItems.push([r.pick(L.time), time]);
  if (r.chance(0.7)) metaItems.push([receiptNoLabel, receiptNoValue]);
  if (r.chance(0.5)) metaItems.push([r.pick(L.cashier), r.chance(0.5) ? word(r) : String(r.int(1, 40))]);
  if (bill && r.chance(0.5)) metaItems.push([r.pick(L.table), String(r.int(1, 60))]);
  meta.push(...r.shuffle(metaItems.slice(1)));
  meta.splice(r.int(0, meta.length), 0, metaItems[0]);
  const dateAtBottom = !bill && r.chance(0.2);

  if (logo) {
    // Drawn before the rows: a ring with the initials, above the header.
    sheet.gap(size * 4.2);
  }
  const sideBySide = bill && r.chance(0.6);
  if (sideBySide) {
    const n = Math.max(headerLeft.length, meta.length);
    for (let i = 0; i < n; i++) {
      const h = headerLeft[i];
      const m = meta[i];
      sheet.cols(
        [
          ...(h ? [{ text: h.text, at: 0, align: "left" as Align }] : []),
          ...(m
            ? [
                { text: m[0] ? `${m[0]}${r.chance(0.7) ? ":" : ""}` : "", at: 0.62, align: "left" as Align },
                { text: m[1], at: 1, align: "right" as Align },
              ]
            : []),
        ],
        { bold: i === 0 && h?.bold, size: i === 0 ? Math.min(h?.size ?? size, size * 1.3) : size },
      );
    }
    notes.push("header beside the bill's details");
  } else {
    for (const h of headerLeft) sheet.text(h.text, headerAlign, { bold: h.bold, size: h.size });
    if (bill || r.chance(0.5))
      sheet.text(r.pick(L.billTitle), r.chance(0.5) ? "center" : headerAlign, { bold: true, space: size * 0.5 });
    if (r.chance(0.6)) sheet.rule(r);
    for (const [label, value] of dateAtBottom ? meta.filter((m) => m !== metaItems[0]) : meta) {
      if (!label) sheet.text(value, "left");
      else if (r.chance(0.5)) sheet.text(`${label}${r.chance(0.7) ? ":" : ""} ${value}`, "left");
      else sheet.pair(`${label}${r.chance(0.7) ? ":" : ""}`, value, { at: r.chance(0.5) ? 1 : 0.75 });
    }
  }
  sheet.rule(r);

  // ---- items ----
  const qtyFirst = r.chance(0.5);
  const twoLine = !bill && r.chance(0.3);
  if (bill || r.chance(0.3)) {
    sheet.cols(
      qtyFirst
        ? [
            { text: r.pick(L.qtyHeader), at: 0, align: "left" },
            { text: r.pick(L.descHeader), at: 0.12, align: "left" },
            { text: r.pick(L.amountHeader), at: 1, align: "right" },
          ]
        : [
            { text: r.pick(L.descHeader), at: 0, align: "left" },
            { text: r.pick(L.qtyHeader), at: 0.62, align: "right" },
            { text: r.pick(L.amountHeader), at: 1, align: "right" },
          ],
      { bold: r.chance(0.5) },
    );
    if (r.chance(0.5)) sheet.rule(r);
  }
  const itemName = (l: Line) => (r.chance(0.4) ? l.name.toUpperCase() : l.name);
  for (const l of s.lines) {
    const tail = r.chance(0.15) ? ` ${r.pick(["A", "B", "*", "T", "SR"])}` : "";
    if (l.weight !== undefined) {
      sheet.text(itemName(l));
      sheet.pair(`  ${l.weight.toFixed(3).replace(".", loc.decimal)} kg x ${amt(l.unit)}/kg`, amt(l.amount) + tail);
    } else if (twoLine && l.qty > 1) {
      sheet.text(itemName(l));
      sheet.pair(`  ${l.qty} x ${amt(l.unit)}`, amt(l.amount) + tail);
    } else if (qtyFirst) {
      sheet.cols([
        { text: String(l.qty), at: 0, align: "left" },
        { text: itemName(l), at: 0.12, align: "left" },
        { text: amt(l.amount) + tail, at: 1, align: "right" },
      ]);
    } else {
      sheet.cols([
        { text: itemName(l), at: 0, align: "left" },
        {
          text: l.qty > 1 || bill ? `${l.qty}${r.chance(0.3) ? ` x ${amt(l.unit)}` : ""}` : "",
          at: 0.62,
          align: "right",
        },
        { text: amt(l.amount) + tail, at: 1, align: "right" },
      ]);
    }
  }
  sheet.rule(r);

  // ---- totals ----
  const at = bill ? r.pick([1, 1, 0.85]) : 1;
  const labelAt = bill ? r.pick([0, 0.45, 0.55]) : 0;
  const itemCount = s.lines.reduce((n, l) => n + (l.weight !== undefined ? 1 : l.qty), 0);
  const showCount = r.chance(0.35);
  const countFirst = r.chance(0.5);
  const count = () =>
    sheet.pair(`${r.pick(L.items)}${r.chance(0.5) ? ":" : ""}`, String(r.chance(0.6) ? itemCount : s.lines.length), {
      at,
      labelAt,
    });
  if (showCount && countFirst) count();
  const showSubtotal = s.taxMode === "added" || s.discount !== 0 || s.service !== 0 || r.chance(0.3);
  if (showSubtotal) sheet.pair(r.pick(L.subtotal), amt(s.subtotal), { at, labelAt });
  if (s.discount) sheet.pair(r.pick(L.discount), amt(s.discount), { at, labelAt });
  if (s.service) sheet.pair(`${r.pick(L.service)} ${s.serviceRate}%`, amt(s.service), { at, labelAt });
  const taxPct = String(s.taxRate).replace(".", loc.decimal);
  if (s.taxMode === "added") sheet.pair(r.pick(L.tax(taxPct)), amt(s.tax), { at, labelAt });
  if (s.rounding !== 0 || (loc.round5 && r.chance(0.5)))
    sheet.pair(r.pick(L.rounding), amt(s.rounding), { at, labelAt });
  const noLabel = r.chance(0.12);
  const bigTotal = r.chance(0.45);
  const totalSize = bigTotal ? size * (1.25 + r.next() * 0.5) : size;
  const totalText = r.chance(0.5) ? withCur(s.total) : amt(s.total);
  if (r.chance(0.3)) sheet.rule(r);
  if (noLabel) {
    sheet.rule(r, true);
    sheet.rule(r, true);
    sheet.text(withCur(s.total), r.chance(0.5) ? "right" : "center", {
      bold: true,
      size: size * 1.6,
      space: size * 0.3,
    });
    notes.push("total without a label");
  } else {
    const label = r.pick(L.total);
    sheet.pair(label, totalText, { bold: bigTotal || r.chance(0.4), size: totalSize, at, labelAt });
    notes.push(`total '${label}'`);
  }
  if (showCount && !countFirst) count();
  if (r.chance(0.3)) sheet.rule(r);
  if (s.paid.kind === "cash") {
    sheet.pair(r.pick(L.cash), amt(s.paid.given), { at, labelAt });
    sheet.pair(r.pick(L.change), amt(s.paid.change), { at, labelAt });
    notes.push("cash and change");
  } else {
    const card = r.pick(L.card);
    if (r.chance(0.5)) sheet.text(`${card} ****${s.paid.last4}`);
    sheet.pair(card, amt(s.total), { at, labelAt });
    if (r.chance(0.4)) sheet.text(`AUTH ${digits(r, 6)}`);
  }
  // Tax information for taxes included in the prices, or a summary table (e.g. Malaysian GST).
  if (s.taxMode === "included" || (s.taxMode === "added" && r.chance(0.35))) {
    const net = s.beforeRounding - s.tax;
    if (r.chance(0.5)) {
      sheet.cols(
        [
          { text: r.pick(L.rateHeader), at: 0, align: "left" },
          { text: r.pick(L.netHeader), at: 0.6, align: "right" },
          { text: L.tax(taxPct)[0].split(" ")[0], at: 1, align: "right" },
        ],
        { space: size * 0.4 },
      );
      sheet.cols([
        {
          text: `${loc.id === "en-MY" ? r.pick(["SR ", "S ", ""]) : r.pick(["", "A ", "B ", "1 "])}${taxPct}%`,
          at: 0,
          align: "left",
        },
        { text: amt(net), at: 0.6, align: "right" },
        { text: amt(s.tax), at: 1, align: "right" },
      ]);
      if (loc.id === "en-MY" && r.chance(0.6)) sheet.pair("Total GST", amt(s.tax));
      notes.push("tax summary table");
    } else {
      sheet.pair(r.pick(L.taxIncluded(taxPct)), amt(s.tax), { space: size * 0.4 });
      if (r.chance(0.4)) sheet.pair(r.pick(L.subtotal), amt(net));
    }
  }
  if (r.chance(0.15)) sheet.pair(r.pick(L.saved), amt(r.int(20, 900)));
  if (dateAtBottom) {
    sheet.text(`${dateValue}${r.chance(0.5) ? `  ${receiptNo}` : ""}`, r.chance(0.5) ? "center" : "left", {
      space: size * 0.6,
    });
    notes.push("date at the bottom");
  }
  if (r.chance(0.1)) {
    sheet.text(`${r.pick(L.returnBy)} ${loc.date(r, addDays(date, r.pick([14, 28, 30, 60])))}`, "left", {
      space: size * 0.5,
    });
    notes.push("a later 'return by' date");
  }
  for (const thanks of r.some(L.thanks, 1, 2))
    sheet.text(thanks, r.chance(0.7) ? "center" : "left", { space: size * 0.8 });

  // ---- the page ----
  const contentHeight = heightOf(sheet, leading);
  const pageHeight = bill
    ? Math.max(r.pick([595, 612, 620]), contentHeight + 2 * margin)
    : contentHeight + 2 * margin + size;
  const page = doc.addPage([pageWidth, pageHeight]);
  const top = pageHeight - margin;
  if (logo) {
    const cx = headerAlign === "center" ? pageWidth / 2 : margin + size * 2;
    const cy = top - size * 2.2;
    page.drawEllipse({
      x: cx,
      y: cy,
      xScale: size * 2,
      yScale: size * 1.8,
      borderWidth: 1.2,
      borderColor: rgb(0, 0, 0),
    });
    const initials = merchant.name
      .split(/\s+/)
      .filter((w) => /^\p{L}/u.test(w))
      .slice(0, 2)
      .map((w) => w[0].toUpperCase())
      .join("");
    const ls = size * 1.5;
    page.drawText(initials, {
      x: cx - fonts.bold.widthOfTextAtSize(initials, ls) / 2,
      y: cy - ls * 0.35,
      size: ls,
      font: fonts.bold,
    });
  }
  paint(page, sheet, margin, top, leading);

  const pdf = await doc.save({ useObjectStreams: false });
  return {
    id: `receipt-${String(index + 1).padStart(3, "0")}-${loc.id}`,
    group: bill ? "bill" : "receipt",
    locale: loc.id,
    truth: {
      merchant: merchant.name,
      date: iso(date),
      address: address.map((a) => a.replace(/[,.]$/, "")).join(", "),
      total: s.total / 100,
    },
    pdf,
    notes,
  };
}

/** `count` receipts and bills, the locales in turn, everything else at random from `seed`. */
export async function generateReceipts(count = 72, seed = 2024): Promise<GeneratedReceipt[]> {
  const out: GeneratedReceipt[] = [];
  for (let i = 0; i < count; i++) {
    const r = rng(seed * 7919 + i * 104_729);
    out.push(await makeDocument(r, LOCALE_LIST[i % LOCALE_LIST.length], i));
  }
  return out;
}
