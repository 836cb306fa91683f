/**
 * Generated documents of 26 kinds in English, German, French and Spanish for the classifier's cold-start
 * benchmark (bench/classify.ts), seeded.
 *
 * How this was written (issue 12): the templates below were written from general knowledge of what such
 * documents look like BEFORE the classifier's document-type vocabulary (src/server/engines/classifier/lexicon.ts)
 * was read or rewritten, and are not edited to follow it. Each kind has several title wordings (a title is left
 * out on ~15 % of documents), a pool of lines of which a random subset is used, the layout such documents have
 * (tables of amounts, machine-readable zones, boxes to tick) and a sender block; ~25 % get OCR character noise.
 * Limits: generated text is still cleaner and more regular than real mail (no logos, no stamps, one sender
 * layout per language), so the figures on it are an upper bound on the real ones; the real invoices of testdata/
 * are the check on that.
 */
import { ocrNoise, rng, type Rng } from "./classifyCorpus";

type KindLang = "en" | "de" | "fr" | "es";
const KIND_LANGS: KindLang[] = ["en", "de", "fr", "es"];

interface KindDocument {
  kind: string;
  lang: KindLang;
  pages: string[];
  notes: string[];
}

type L<T> = Record<KindLang, T>;

interface Kind {
  key: string;
  /** Languages the kind exists in (a US tax form is English only). */
  langs?: KindLang[];
  titles: L<string[]>;
  lines: L<string[]>;
  /** Lines picked from the pool. */
  pick?: [number, number];
  /** Who sends it: a company letterhead, an authority, or nobody (a card, a ticket). */
  sender: "company" | "authority" | "none";
  layout?: (r: Rng, lang: KindLang) => string[];
}

// ---------------------------------------------------------------------------------------------
// Shared material

const SURNAMES = [
  "Meyer",
  "Garcia",
  "Dubois",
  "Smith",
  "Novak",
  "Rossi",
  "Jansen",
  "Fernández",
  "Schneider",
  "Bernard",
  "Kowalski",
  "Lopez",
  "Brown",
  "Weiss",
  "Moreau",
  "Ortiz",
];
const GIVEN = [
  "Anna",
  "Carlos",
  "Julie",
  "Thomas",
  "Maria",
  "Lukas",
  "Sofia",
  "David",
  "Claire",
  "Jorge",
  "Emma",
  "Paul",
  "Lucía",
  "Felix",
  "Nadia",
  "Oliver",
];
const COMPANY_WORDS = [
  "Nordlicht",
  "Sierra",
  "Bellevue",
  "Kestrel",
  "Orion",
  "Altamira",
  "Rheintal",
  "Lumen",
  "Cobalt",
  "Vega",
  "Marigold",
  "Tejo",
  "Harbor",
  "Zenit",
  "Pinewood",
  "Aurora",
];
const LEGAL: L<string[]> = {
  en: ["Ltd", "Inc.", "LLC", "Corp."],
  de: ["GmbH", "AG", "KG", "e.K."],
  fr: ["SARL", "SAS", "SA"],
  es: ["S.L.", "S.A.", "S.L.U."],
};
const CITY: L<string[]> = {
  en: [
    "Springfield, IL 62701",
    "Austin, TX 78701",
    "Leeds LS1 4AP",
    "Denver, CO 80202",
    "Bristol BS1 6QA",
    "Portland, OR 97205",
  ],
  de: ["04109 Leipzig", "28195 Bremen", "90402 Nürnberg", "65183 Wiesbaden", "6020 Innsbruck", "8001 Zürich"],
  fr: ["44000 Nantes", "67000 Strasbourg", "33000 Bordeaux", "06000 Nice", "4000 Liège", "1204 Genève"],
  es: ["28013 Madrid", "08002 Barcelona", "41001 Sevilla", "46002 Valencia", "48001 Bilbao", "29015 Málaga"],
};
const STREET: L<string[]> = {
  en: ["Oak Street", "Elm Avenue", "Market Street", "Queens Road", "Lake Drive", "Cedar Lane"],
  de: ["Goethestraße", "Ringstraße", "Mühlenweg", "Feldstraße", "Kirchplatz", "Am Hafen"],
  fr: [
    "rue Nationale",
    "avenue Jean Jaurès",
    "rue Pasteur",
    "quai des Chartrons",
    "boulevard Gambetta",
    "rue Saint-Michel",
  ],
  es: ["Calle Mayor", "Avenida de la Constitución", "Calle Alcalá", "Paseo de Gracia", "Calle Sierpes", "Gran Vía"],
};
const GOODS: L<string[]> = {
  en: [
    "Steel brackets 40mm",
    'Hydraulic hose 1/2"',
    "Printer paper A4",
    "Wooden pallets",
    "LED panel 60x60",
    "Cleaning service (monthly)",
    "Software licence",
    "Copper wire 2.5mm",
    "Safety boots",
    "Consulting hours",
  ],
  de: [
    "Stahlwinkel 40mm",
    'Hydraulikschlauch 1/2"',
    "Druckerpapier A4",
    "Holzpaletten",
    "LED-Panel 60x60",
    "Unterhaltsreinigung (monatlich)",
    "Softwarelizenz",
    "Kupferdraht 2,5mm",
    "Sicherheitsschuhe",
    "Beratungsstunden",
  ],
  fr: [
    "Équerres acier 40mm",
    'Flexible hydraulique 1/2"',
    "Papier imprimante A4",
    "Palettes bois",
    "Dalle LED 60x60",
    "Nettoyage des locaux (mensuel)",
    "Licence logiciel",
    "Fil de cuivre 2,5mm",
    "Chaussures de sécurité",
    "Heures de conseil",
  ],
  es: [
    "Escuadras de acero 40mm",
    'Manguera hidráulica 1/2"',
    "Papel de impresora A4",
    "Palés de madera",
    "Panel LED 60x60",
    "Servicio de limpieza (mensual)",
    "Licencia de software",
    "Cable de cobre 2,5mm",
    "Botas de seguridad",
    "Horas de consultoría",
  ],
};
const SHOP: L<string[]> = {
  en: [
    "Latte",
    "Bagel",
    "Sparkling water",
    "Diesel",
    "Salad bowl",
    "Parking 2h",
    "Toothpaste",
    "Tomatoes",
    "Cheeseburger",
    "Tea",
  ],
  de: [
    "Cappuccino",
    "Laugenbrezel",
    "Apfelschorle",
    "Diesel",
    "Salat",
    "Parken 2 Std.",
    "Zahnpasta",
    "Tomaten",
    "Schnitzel",
    "Tee",
  ],
  fr: [
    "Café",
    "Pain au chocolat",
    "Eau minérale",
    "Gazole",
    "Salade",
    "Parking 2h",
    "Dentifrice",
    "Tomates",
    "Plat du jour",
    "Thé",
  ],
  es: [
    "Café con leche",
    "Tostada",
    "Agua con gas",
    "Gasóleo",
    "Ensalada",
    "Parking 2h",
    "Pasta de dientes",
    "Tomates",
    "Menú del día",
    "Té",
  ],
};

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const digits = (r: Rng, n: number) => Array.from({ length: n }, () => r.int(0, 9)).join("");
function dateOf(r: Rng, lang: KindLang): string {
  const d = r.int(1, 28),
    m = r.int(1, 12),
    y = r.int(2018, 2026);
  if (r.chance(0.25)) return `${y}-${pad(m)}-${pad(d)}`;
  return lang === "en"
    ? `${pad(m)}/${pad(d)}/${y}`
    : lang === "de"
      ? `${pad(d)}.${pad(m)}.${y}`
      : `${pad(d)}/${pad(m)}/${y}`;
}
function amountOf(r: Rng, lang: KindLang, lo = 5, hi = 3000): string {
  const v = r.int(lo * 100, hi * 100) / 100;
  const [i, f] = v.toFixed(2).split(".");
  const grouped = i.replace(/\B(?=(\d{3})+(?!\d))/g, lang === "en" ? "," : ".");
  return lang === "en" ? `${grouped}.${f}` : `${grouped},${f}`;
}
const currency = (r: Rng, lang: KindLang) => (lang === "en" ? r.pick(["$", "USD", "£"]) : r.pick(["€", "EUR"]));
const person = (r: Rng) => `${r.pick(GIVEN)} ${r.pick(SURNAMES)}`;
const company = (r: Rng, lang: KindLang) =>
  `${r.pick(COMPANY_WORDS)} ${r.pick(["Group", "Partners", "Industries", "Systems", "Trading", "Services", ""])} ${r.pick(LEGAL[lang])}`.replace(
    /\s+/g,
    " ",
  );
const streetLine = (r: Rng, lang: KindLang) =>
  lang === "en"
    ? `${r.int(1, 900)} ${r.pick(STREET.en)}`
    : lang === "de"
      ? `${r.pick(STREET.de)} ${r.int(1, 99)}`
      : `${r.int(1, 99)}, ${r.pick(STREET[lang])}`;
const ibanOf = (r: Rng, lang: KindLang) =>
  `${{ en: "GB", de: "DE", fr: "FR", es: "ES" }[lang]}${digits(r, 2)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)} ${digits(r, 4)}`;

/** Fills {placeholders} of a template line. */
function fill(r: Rng, lang: KindLang, line: string): string {
  return line.replace(/\{(\w+)\}/g, (_, k: string) => {
    switch (k) {
      case "date":
        return dateOf(r, lang);
      case "amt":
        return `${amountOf(r, lang)} ${currency(r, lang)}`;
      case "small":
        return amountOf(r, lang, 1, 60);
      case "num":
        return digits(r, r.int(5, 9));
      case "ref":
        return `${r.pick(["A", "R", "K", "X", "Q", "N"])}${r.int(2018, 2026)}-${digits(r, 5)}`;
      case "person":
        return person(r);
      case "co":
        return company(r, lang);
      case "street":
        return streetLine(r, lang);
      case "city":
        return r.pick(CITY[lang]);
      case "iban":
        return ibanOf(r, lang);
      case "pct":
        return `${r.pick([5, 7, 10, 16, 19, 20, 21])}%`;
      case "qty":
        return String(r.int(1, 40));
      case "goods":
        return r.pick(GOODS[lang]);
      case "hours":
        return `${r.int(1, 10)}${lang === "en" ? "." : ","}${r.pick(["0", "5"])}`;
      case "year":
        return String(r.int(2018, 2026));
      case "phone":
        return `+${r.int(1, 49)} ${digits(r, 3)} ${digits(r, 3)} ${digits(r, 4)}`;
      case "email":
        return `${r.pick(GIVEN).toLowerCase()}.${r
          .pick(SURNAMES)
          .toLowerCase()
          .replace(/[^a-z]/g, "")}@${r.pick(COMPANY_WORDS).toLowerCase()}.com`;
      case "kwh":
        return String(r.int(80, 4200));
      default:
        return k;
    }
  });
}

function table(
  r: Rng,
  lang: KindLang,
  head: L<string>,
  rows: number,
  row: (r: Rng, lang: KindLang) => string,
): string[] {
  const out = [head[lang]];
  for (let i = 0; i < rows; i++) out.push(row(r, lang));
  return out;
}
const goodsRow = (r: Rng, lang: KindLang) =>
  `${r.int(1, 30)}  ${r.pick(GOODS[lang])}  ${amountOf(r, lang, 1, 300)}  ${amountOf(r, lang, 10, 2000)}`;
const goodsQtyRow = (r: Rng, lang: KindLang) =>
  `${digits(r, 6)}  ${r.pick(GOODS[lang])}  ${r.int(1, 50)} ${r.pick(["pcs", "Stk", "u.", "pièces", "kg", "m"])}`;

/** A machine-readable zone line: 30, 36 or 44 characters of A-Z, 0-9 and <. */
function mrz(r: Rng, len: number, start: string): string {
  let s = start + r.pick(["D", "F", "E", "USA", "GBR", "ESP", "FRA"]).slice(0, 3).padEnd(3, "<");
  s +=
    r
      .pick(SURNAMES)
      .toUpperCase()
      .replace(/[^A-Z]/g, "") +
    "<<" +
    r
      .pick(GIVEN)
      .toUpperCase()
      .replace(/[^A-Z]/g, "");
  return s.padEnd(len, "<").slice(0, len);
}
const mrzNumbers = (r: Rng, len: number) =>
  `${r.pick(["C", "L", "T", "X"])}${digits(r, 8)}${r.int(0, 9)}${r.pick(["D<<", "FRA", "ESP", "USA"])}${digits(r, 6)}${r.int(0, 9)}${r.pick(["M", "F"])}${digits(r, 6)}${r.int(0, 9)}`
    .padEnd(len, "<")
    .slice(0, len);
const box = (r: Rng) => r.pick(["☐", "□", "[ ]", "[X]", "☒", "[x]"]);

// ---------------------------------------------------------------------------------------------
// The kinds

export const KINDS: Kind[] = [
  {
    key: "invoice",
    sender: "company",
    titles: {
      en: ["INVOICE", "Tax Invoice", "Invoice", "Commercial Invoice"],
      de: ["Rechnung", "RECHNUNG", "Rechnung Nr. {num}"],
      fr: ["FACTURE", "Facture", "Facture n° {num}"],
      es: ["FACTURA", "Factura", "Factura nº {num}"],
    },
    lines: {
      en: [
        "Invoice No: {ref}",
        "Invoice date: {date}",
        "Due date: {date}",
        "Bill to: {co}",
        "Customer ID: {num}",
        "Subtotal {amt}",
        "Sales tax {pct} {small}",
        "Amount due {amt}",
        "Please remit payment within 30 days.",
        "Payment terms: Net 30",
        "Bank: {iban}",
        "Thank you for your business!",
        "PO reference: {num}",
      ],
      de: [
        "Rechnungsnummer: {ref}",
        "Rechnungsdatum: {date}",
        "Leistungsdatum: {date}",
        "Kundennummer: {num}",
        "Nettobetrag {amt}",
        "zzgl. MwSt. {pct} {small}",
        "Gesamtbetrag {amt}",
        "Zahlbar innerhalb von 14 Tagen ohne Abzug.",
        "Bitte überweisen Sie den Betrag auf: {iban}",
        "Ihre Bestellung vom {date}",
        "Wir danken für Ihren Auftrag.",
      ],
      fr: [
        "N° de facture : {ref}",
        "Date de facture : {date}",
        "Date d'échéance : {date}",
        "Client : {co}",
        "Total HT {amt}",
        "TVA {pct} {small}",
        "Total TTC {amt}",
        "Net à payer {amt}",
        "Conditions de paiement : 30 jours fin de mois",
        "Règlement par virement : {iban}",
        "En cas de retard, pénalités au taux légal.",
      ],
      es: [
        "Nº factura: {ref}",
        "Fecha de emisión: {date}",
        "Vencimiento: {date}",
        "Cliente: {co}",
        "Base imponible {amt}",
        "IVA {pct} {small}",
        "Total factura {amt}",
        "Forma de pago: transferencia bancaria",
        "Cuenta: {iban}",
        "NIF: B{num}",
        "Gracias por su confianza.",
      ],
    },
    layout: (r, lang) =>
      table(
        r,
        lang,
        {
          en: "Qty  Description  Unit price  Amount",
          de: "Menge  Bezeichnung  Einzelpreis  Betrag",
          fr: "Qté  Désignation  P.U. HT  Montant HT",
          es: "Cant.  Concepto  Precio  Importe",
        },
        r.int(2, 7),
        goodsRow,
      ),
  },
  {
    key: "credit note",
    sender: "company",
    titles: {
      en: ["CREDIT NOTE", "Credit Memo", "Credit note"],
      de: ["Gutschrift", "GUTSCHRIFT", "Rechnungskorrektur / Gutschrift"],
      fr: ["AVOIR", "Avoir", "Facture d'avoir"],
      es: ["ABONO", "Factura rectificativa", "Nota de crédito"],
    },
    lines: {
      en: [
        "Credit note no. {ref}",
        "Original invoice: {ref}",
        "Reason: goods returned damaged",
        "Amount credited to your account: -{amt}",
        "This credit will be offset against your next invoice.",
        "Date of issue: {date}",
        "Customer: {co}",
        "Refund total -{amt}",
      ],
      de: [
        "Gutschriftsnummer: {ref}",
        "Bezug: Rechnung {ref} vom {date}",
        "Grund: Rücksendung beschädigter Ware",
        "Wir schreiben Ihnen folgenden Betrag gut: -{amt}",
        "Der Betrag wird mit der nächsten Rechnung verrechnet.",
        "Kundennummer {num}",
        "Gutschriftsbetrag gesamt -{amt}",
      ],
      fr: [
        "Avoir n° {ref}",
        "Se rapportant à la facture {ref} du {date}",
        "Motif : retour de marchandise",
        "Montant crédité : -{amt}",
        "Ce montant sera déduit de votre prochaine facture.",
        "Client : {co}",
        "Total avoir TTC -{amt}",
      ],
      es: [
        "Nº de abono: {ref}",
        "Factura rectificada: {ref} de {date}",
        "Motivo: devolución de mercancía",
        "Importe abonado: -{amt}",
        "Se descontará de su próxima factura.",
        "Cliente: {co}",
        "Total a devolver -{amt}",
      ],
    },
    layout: (r, lang) =>
      table(
        r,
        lang,
        {
          en: "Item  Description  Qty  Credit",
          de: "Pos  Artikel  Menge  Gutschrift",
          fr: "Réf  Désignation  Qté  Montant",
          es: "Ref  Artículo  Cant.  Importe",
        },
        r.int(1, 4),
        (r, l) => `${digits(r, 4)}  ${r.pick(GOODS[l])}  ${r.int(1, 9)}  -${amountOf(r, l, 5, 500)}`,
      ),
  },
  {
    key: "receipt",
    sender: "company",
    pick: [3, 6],
    titles: {
      en: ["RECEIPT", "Sales Receipt", "Thank you for shopping"],
      de: ["Kassenbon", "Quittung", "Beleg"],
      fr: ["TICKET DE CAISSE", "Reçu", "Ticket"],
      es: ["TICKET", "Recibo", "Ticket de compra"],
    },
    lines: {
      en: [
        "Cashier: {person}",
        "Store #{qty}  Reg 02",
        "TOTAL {small}",
        "VISA ****{qty}12",
        "Change 0.00",
        "Paid by card",
        "{date} 14:{qty}",
        "Keep your receipt for returns within 30 days",
        "Items sold: {qty}",
      ],
      de: [
        "Kasse 3  Bon {num}",
        "SUMME EUR {small}",
        "Gegeben bar {small}",
        "Rückgeld {small}",
        "EC-Karte girocard",
        "{date} 18:{qty}",
        "Vielen Dank für Ihren Einkauf",
        "MwSt A 19% Netto {small}",
      ],
      fr: [
        "Caisse 04  Ticket {num}",
        "TOTAL EUR {small}",
        "CB SANS CONTACT",
        "Rendu monnaie {small}",
        "{date} 12:{qty}",
        "Merci de votre visite",
        "TVA 5,5% {small}",
        "Nombre d'articles : {qty}",
      ],
      es: [
        "Caja 2  Ticket {num}",
        "TOTAL {small} EUR",
        "Pago con tarjeta",
        "Cambio {small}",
        "{date} 13:{qty}",
        "Gracias por su compra",
        "IVA incluido",
        "Atendido por: {person}",
      ],
    },
    layout: (r, lang) =>
      Array.from({ length: r.int(2, 7) }, () => `${r.pick(SHOP[lang])}  ${amountOf(r, lang, 1, 40)}`),
  },
  {
    key: "purchase order",
    sender: "company",
    titles: {
      en: ["PURCHASE ORDER", "Purchase Order", "PO"],
      de: ["Bestellung", "BESTELLUNG", "Auftrag an Lieferanten"],
      fr: ["BON DE COMMANDE", "Commande fournisseur", "Bon de commande"],
      es: ["PEDIDO", "Orden de compra", "Hoja de pedido"],
    },
    lines: {
      en: [
        "PO Number: {ref}",
        "Order date: {date}",
        "Vendor: {co}",
        "Ship to: {street}, {city}",
        "Requested delivery: {date}",
        "Buyer: {person}",
        "Please confirm this order by return email.",
        "All deliveries must quote our PO number.",
        "Approved by: {person}",
      ],
      de: [
        "Bestellnummer: {ref}",
        "Bestelldatum: {date}",
        "Lieferant: {co}",
        "Lieferanschrift: {street}, {city}",
        "Gewünschter Liefertermin: {date}",
        "Besteller: {person}",
        "Bitte bestätigen Sie diese Bestellung umgehend.",
        "Bitte geben Sie unsere Bestellnummer auf allen Lieferpapieren an.",
        "Es gelten unsere Einkaufsbedingungen.",
      ],
      fr: [
        "N° de commande : {ref}",
        "Date de commande : {date}",
        "Fournisseur : {co}",
        "Adresse de livraison : {street}, {city}",
        "Livraison souhaitée le : {date}",
        "Acheteur : {person}",
        "Merci de nous retourner l'accusé de réception de commande.",
        "Rappeler notre numéro de commande sur le bon de livraison.",
      ],
      es: [
        "Nº de pedido: {ref}",
        "Fecha de pedido: {date}",
        "Proveedor: {co}",
        "Dirección de entrega: {street}, {city}",
        "Fecha de entrega solicitada: {date}",
        "Solicitado por: {person}",
        "Rogamos confirmen la recepción de este pedido.",
        "Indiquen nuestro número de pedido en el albarán.",
      ],
    },
    layout: (r, lang) =>
      table(
        r,
        lang,
        {
          en: "Line  Item  Qty  Unit cost  Total",
          de: "Pos  Artikel  Menge  Preis  Summe",
          fr: "Ligne  Article  Qté  Prix  Total",
          es: "Línea  Artículo  Cant.  Precio  Total",
        },
        r.int(2, 6),
        goodsRow,
      ),
  },
  {
    key: "delivery note",
    sender: "company",
    titles: {
      en: ["DELIVERY NOTE", "Packing Slip", "Dispatch Note"],
      de: ["Lieferschein", "LIEFERSCHEIN"],
      fr: ["BON DE LIVRAISON", "Bordereau de livraison"],
      es: ["ALBARÁN", "Albarán de entrega", "Nota de entrega"],
    },
    lines: {
      en: [
        "Delivery no.: {ref}",
        "Dispatch date: {date}",
        "Your order: {ref}",
        "Carrier: {co}",
        "Packages: {qty}",
        "Received in good condition: ______ (signature)",
        "Deliver to: {street}, {city}",
        "Weight: {qty} kg",
      ],
      de: [
        "Lieferscheinnummer: {ref}",
        "Versanddatum: {date}",
        "Ihre Bestellung: {ref}",
        "Spedition: {co}",
        "Anzahl Packstücke: {qty}",
        "Ware vollständig und unbeschädigt erhalten: __________",
        "Lieferadresse: {street}, {city}",
        "Gewicht: {qty} kg",
      ],
      fr: [
        "N° BL : {ref}",
        "Date d'expédition : {date}",
        "Votre commande : {ref}",
        "Transporteur : {co}",
        "Nombre de colis : {qty}",
        "Marchandise reçue en bon état, signature du client :",
        "Livré à : {street}, {city}",
        "Poids : {qty} kg",
      ],
      es: [
        "Nº albarán: {ref}",
        "Fecha de envío: {date}",
        "Su pedido: {ref}",
        "Transportista: {co}",
        "Bultos: {qty}",
        "Recibí conforme (firma y sello):",
        "Entregar en: {street}, {city}",
        "Peso: {qty} kg",
      ],
    },
    layout: (r, lang) =>
      table(
        r,
        lang,
        {
          en: "Item no.  Description  Qty shipped",
          de: "Art.-Nr.  Bezeichnung  Liefermenge",
          fr: "Réf.  Désignation  Qté livrée",
          es: "Código  Descripción  Cantidad",
        },
        r.int(2, 7),
        goodsQtyRow,
      ),
  },
  {
    key: "quotation",
    sender: "company",
    titles: {
      en: ["QUOTATION", "Quote", "Price Estimate"],
      de: ["Angebot", "ANGEBOT", "Kostenvoranschlag"],
      fr: ["DEVIS", "Devis n° {num}", "Proposition commerciale"],
      es: ["PRESUPUESTO", "Oferta", "Cotización"],
    },
    lines: {
      en: [
        "Quote number: {ref}",
        "Valid until: {date}",
        "Prepared for: {co}",
        "We are pleased to offer the following:",
        "Estimated total {amt}",
        "Prices exclude tax.",
        "To accept this quote, please sign and return.",
        "Delivery time: {qty} weeks after order",
      ],
      de: [
        "Angebotsnummer: {ref}",
        "Gültig bis: {date}",
        "Wir bedanken uns für Ihre Anfrage und bieten Ihnen an:",
        "Angebotssumme netto {amt}",
        "Dieses Angebot ist freibleibend.",
        "Lieferzeit ca. {qty} Wochen nach Auftragseingang",
        "Bei Auftragserteilung bitten wir um Ihre Unterschrift.",
      ],
      fr: [
        "Devis n° {ref}",
        "Validité de l'offre : {date}",
        "Suite à votre demande, nous vous proposons :",
        "Montant total estimé {amt}",
        "Bon pour accord, date et signature :",
        "Délai de réalisation : {qty} semaines",
        "Acompte de 30 % à la commande",
      ],
      es: [
        "Nº de presupuesto: {ref}",
        "Válido hasta: {date}",
        "Atendiendo a su solicitud, le ofrecemos:",
        "Importe total estimado {amt}",
        "Precios sin IVA.",
        "Plazo de entrega: {qty} semanas",
        "Firma de aceptación del cliente:",
      ],
    },
    layout: (r, lang) =>
      table(
        r,
        lang,
        {
          en: "Pos  Description  Qty  Price",
          de: "Pos  Leistung  Menge  Preis",
          fr: "Poste  Prestation  Qté  Prix",
          es: "Pos  Descripción  Cant.  Precio",
        },
        r.int(2, 5),
        goodsRow,
      ),
  },
  {
    key: "bank statement",
    sender: "company",
    titles: {
      en: ["Account Statement", "STATEMENT OF ACCOUNT", "Monthly Statement"],
      de: ["Kontoauszug", "KONTOAUSZUG Nr. {qty}"],
      fr: ["RELEVÉ DE COMPTE", "Relevé de compte courant"],
      es: ["EXTRACTO BANCARIO", "Extracto de cuenta", "Extracto de movimientos"],
    },
    lines: {
      en: [
        "Account number: ****{num}",
        "Statement period: {date} to {date}",
        "Opening balance {amt}",
        "Closing balance {amt}",
        "Total deposits {amt}",
        "Total withdrawals {amt}",
        "Sort code 20-{qty}-45",
        "Overdraft limit {amt}",
      ],
      de: [
        "IBAN: {iban}",
        "Kontonummer {num}  BLZ {num}",
        "Alter Kontostand {amt}",
        "Neuer Kontostand {amt}",
        "Auszug {qty} / Blatt 1",
        "Dispositionskredit {amt}",
        "Bitte prüfen Sie die Buchungen.",
      ],
      fr: [
        "IBAN : {iban}",
        "Période du {date} au {date}",
        "Ancien solde {amt}",
        "Nouveau solde créditeur {amt}",
        "Total des opérations {amt}",
        "Découvert autorisé {amt}",
        "Titulaire du compte : {person}",
      ],
      es: [
        "IBAN: {iban}",
        "Periodo: {date} - {date}",
        "Saldo anterior {amt}",
        "Saldo final {amt}",
        "Titular: {person}",
        "Total abonos {amt}",
        "Total cargos {amt}",
      ],
    },
    pick: [3, 5],
    layout: (r, lang) => {
      const labels: L<string[]> = {
        en: [
          "CARD PURCHASE",
          "DIRECT DEBIT",
          "ATM WITHDRAWAL",
          "TRANSFER FROM",
          "SALARY",
          "STANDING ORDER",
          "INTEREST",
        ],
        de: [
          "Lastschrift",
          "Überweisung",
          "Kartenzahlung",
          "Gehalt/Lohn",
          "Dauerauftrag",
          "Bargeldauszahlung",
          "Gutschrift",
        ],
        fr: [
          "PRLV SEPA",
          "VIR SEPA RECU",
          "PAIEMENT CB",
          "RETRAIT DAB",
          "SALAIRE",
          "FRAIS BANCAIRES",
          "COTISATION CARTE",
        ],
        es: [
          "Recibo domiciliado",
          "Transferencia recibida",
          "Compra con tarjeta",
          "Retirada cajero",
          "Nómina",
          "Comisión mantenimiento",
          "Bizum",
        ],
      };
      const out = [
        {
          en: "Date  Description  Debit  Credit  Balance",
          de: "Buchungstag  Valuta  Vorgang  Betrag",
          fr: "Date  Libellé  Débit  Crédit",
          es: "Fecha  Concepto  Importe  Saldo",
        }[lang],
      ];
      for (let i = 0; i < r.int(6, 16); i++)
        out.push(
          `${dateOf(r, lang)}  ${r.pick(labels[lang])} ${r.pick(COMPANY_WORDS).toUpperCase()}  ${r.chance(0.6) ? "-" : ""}${amountOf(r, lang, 2, 900)}  ${amountOf(r, lang, 100, 9000)}`,
        );
      return out;
    },
  },
  {
    key: "payslip",
    sender: "company",
    titles: {
      en: ["PAYSLIP", "Earnings Statement", "Pay Stub"],
      de: ["Lohnabrechnung", "Entgeltabrechnung", "Gehaltsabrechnung"],
      fr: ["BULLETIN DE PAIE", "Bulletin de salaire", "Fiche de paie"],
      es: ["NÓMINA", "Recibo de salarios", "Hoja de salario"],
    },
    lines: {
      en: [
        "Employee: {person}",
        "Employee ID: {num}",
        "Pay period: {date} - {date}",
        "Gross pay {amt}",
        "Federal income tax {small}",
        "Social Security {small}",
        "Medicare {small}",
        "Net pay {amt}",
        "YTD gross {amt}",
        "Hourly rate {small}  Hours {qty}",
      ],
      de: [
        "Personalnummer: {num}",
        "Abrechnungszeitraum: {date}",
        "Steuerklasse 1  Kinderfreibetrag 0,0",
        "Bruttoverdienst {amt}",
        "Lohnsteuer {small}",
        "Solidaritätszuschlag {small}",
        "Kirchensteuer {small}",
        "Krankenversicherung AN-Anteil {small}",
        "Rentenversicherung {small}",
        "Auszahlungsbetrag {amt}",
      ],
      fr: [
        "Salarié : {person}",
        "Matricule : {num}",
        "Période du {date} au {date}",
        "Salaire de base {amt}",
        "Cotisations salariales {small}",
        "CSG déductible {small}",
        "Net à payer avant impôt {amt}",
        "Prélèvement à la source {small}",
        "Emploi : technicien  Coefficient 250",
        "Congés payés acquis {qty}",
      ],
      es: [
        "Trabajador: {person}",
        "Nº afiliación S.S.: {num}",
        "Periodo de liquidación: {date} a {date}",
        "Salario base {amt}",
        "Total devengado {amt}",
        "Contingencias comunes {small}",
        "Retención IRPF {pct} {small}",
        "Líquido a percibir {amt}",
        "Categoría profesional: oficial 1ª",
      ],
    },
  },
  {
    key: "employment contract",
    sender: "company",
    pick: [4, 7],
    titles: {
      en: ["EMPLOYMENT AGREEMENT", "Contract of Employment"],
      de: ["Arbeitsvertrag", "ARBEITSVERTRAG"],
      fr: ["CONTRAT DE TRAVAIL À DURÉE INDÉTERMINÉE", "Contrat de travail"],
      es: ["CONTRATO DE TRABAJO", "Contrato laboral indefinido"],
    },
    lines: {
      en: [
        'This Agreement is made between {co} (the "Employer") and {person} (the "Employee").',
        "1. Position. The Employee shall serve as Project Manager.",
        "2. Commencement. Employment begins on {date}.",
        "3. Probationary period of three months.",
        "4. Salary. The Employee will receive an annual salary of {amt}.",
        "5. Working hours: 40 hours per week.",
        "6. Annual leave: 25 days.",
        "7. Termination requires one month's written notice.",
        "Signed: ____________ Employer    ____________ Employee",
      ],
      de: [
        "zwischen der {co} (Arbeitgeber) und Frau/Herrn {person} (Arbeitnehmer)",
        "§ 1 Beginn des Arbeitsverhältnisses: {date}",
        "§ 2 Probezeit: Die ersten sechs Monate gelten als Probezeit.",
        "§ 3 Tätigkeit: Der Arbeitnehmer wird als Sachbearbeiter eingestellt.",
        "§ 4 Vergütung: monatliches Bruttogehalt {amt}",
        "§ 5 Arbeitszeit: 40 Stunden wöchentlich",
        "§ 6 Urlaub: 28 Arbeitstage im Kalenderjahr",
        "§ 7 Kündigung: gesetzliche Kündigungsfristen",
        "Ort, Datum, Unterschrift Arbeitgeber / Arbeitnehmer",
      ],
      fr: [
        "Entre la société {co}, ci-après « l'employeur », et {person}, ci-après « le salarié »",
        "Article 1 – Engagement à compter du {date}",
        "Article 2 – Période d'essai de deux mois",
        "Article 3 – Fonctions : assistant administratif",
        "Article 4 – Rémunération brute mensuelle : {amt}",
        "Article 5 – Durée du travail : 35 heures hebdomadaires",
        "Article 6 – Convention collective applicable",
        "Fait en deux exemplaires, signature précédée de la mention « lu et approuvé »",
      ],
      es: [
        "De una parte, {co}, en adelante la empresa, y de otra, {person}, en adelante el trabajador",
        "Primera. Duración: indefinida, desde el {date}",
        "Segunda. Periodo de prueba de seis meses",
        "Tercera. Categoría: administrativo",
        "Cuarta. Retribución bruta anual: {amt}",
        "Quinta. Jornada de 40 horas semanales",
        "Sexta. Vacaciones: 30 días naturales",
        "Firma del trabajador          Firma de la empresa",
      ],
    },
  },
  {
    key: "lease",
    sender: "none",
    pick: [4, 7],
    titles: {
      en: ["RESIDENTIAL LEASE AGREEMENT", "Tenancy Agreement"],
      de: ["Mietvertrag für Wohnräume", "MIETVERTRAG"],
      fr: ["CONTRAT DE LOCATION", "Bail d'habitation"],
      es: ["CONTRATO DE ARRENDAMIENTO DE VIVIENDA", "Contrato de alquiler"],
    },
    lines: {
      en: [
        "Landlord: {person}",
        "Tenant: {person}",
        "Premises: {street}, {city}",
        "Term: 12 months beginning {date}",
        "Monthly rent: {amt}, due on the first day of each month",
        "Security deposit: {amt}",
        "Tenant shall not sublet without written consent.",
        "Utilities are paid by the Tenant.",
        "Landlord signature ______  Tenant signature ______",
      ],
      de: [
        "Vermieter: {person}",
        "Mieter: {person}",
        "Mietsache: Wohnung im 2. OG, {street}, {city}",
        "Mietbeginn: {date}",
        "Monatliche Grundmiete {amt}",
        "Nebenkostenvorauszahlung {small}",
        "Kaution: drei Monatsmieten",
        "Schönheitsreparaturen trägt der Mieter.",
        "Unterschrift Vermieter / Mieter",
      ],
      fr: [
        "Bailleur : {person}",
        "Locataire : {person}",
        "Désignation du logement : {street}, {city}",
        "Durée du bail : 3 ans à compter du {date}",
        "Loyer mensuel hors charges : {amt}",
        "Provision pour charges : {small}",
        "Dépôt de garantie : {amt}",
        "État des lieux d'entrée annexé",
        "Signatures du bailleur et du locataire",
      ],
      es: [
        "Arrendador: {person}",
        "Arrendatario: {person}",
        "Vivienda situada en {street}, {city}",
        "Duración: un año desde el {date}",
        "Renta mensual: {amt}",
        "Fianza: una mensualidad",
        "Los gastos de comunidad corren a cargo del arrendador.",
        "Firmado en {city}, a {date}",
      ],
    },
  },
  {
    key: "id card",
    sender: "authority",
    pick: [4, 6],
    titles: {
      en: ["IDENTITY CARD", "National Identity Card"],
      de: ["PERSONALAUSWEIS", "Bundesrepublik Deutschland Personalausweis"],
      fr: ["CARTE NATIONALE D'IDENTITÉ", "Carte d'identité"],
      es: ["DOCUMENTO NACIONAL DE IDENTIDAD", "DNI"],
    },
    lines: {
      en: [
        "Surname / Nom {person}",
        "Given names {person}",
        "Date of birth {date}",
        "Sex M  Nationality BRITISH",
        "Card no. {num}",
        "Date of expiry {date}",
        "Signature of holder",
      ],
      de: [
        "Name / Surname {person}",
        "Vornamen / Given names {person}",
        "Geburtstag {date}",
        "Staatsangehörigkeit DEUTSCH",
        "Geburtsort {city}",
        "Gültig bis {date}",
        "Unterschrift der Inhaberin / des Inhabers",
        "Zugangsnummer {num}",
      ],
      fr: [
        "Nom : {person}",
        "Prénom(s) : {person}",
        "Sexe : F  Né(e) le : {date}",
        "à : {city}",
        "Nationalité française",
        "Valable jusqu'au : {date}",
        "Signature du titulaire",
      ],
      es: [
        "APELLIDOS {person}",
        "NOMBRE {person}",
        "SEXO F  NACIONALIDAD ESP",
        "FECHA DE NACIMIENTO {date}",
        "VÁLIDO HASTA {date}",
        "DNI {num}X",
        "IDESP",
      ],
    },
    layout: (r) => [
      mrz(r, 30, "ID")
        .replace(/^(.{5}).*/, (m) => m + digits(r, 9) + "<<<<<<<<<<<<<<<<")
        .slice(0, 30),
      mrzNumbers(r, 30),
      mrz(r, 30, ""),
    ],
  },
  {
    key: "passport",
    sender: "authority",
    pick: [4, 6],
    titles: {
      en: ["PASSPORT", "United States of America Passport"],
      de: ["REISEPASS", "Reisepass / Passport"],
      fr: ["PASSEPORT", "République française Passeport"],
      es: ["PASAPORTE", "Reino de España Pasaporte"],
    },
    lines: {
      en: [
        "Type P  Code USA  Passport No. {num}",
        "Surname {person}",
        "Given Names {person}",
        "Nationality UNITED STATES OF AMERICA",
        "Date of birth {date}",
        "Place of birth {city}",
        "Date of issue {date}",
        "Date of expiration {date}",
        "Authority United States Department of State",
      ],
      de: [
        "Typ P  Kode D  Pass-Nr. {num}",
        "Name/Surname {person}",
        "Staatsangehörigkeit/Nationality DEUTSCH",
        "Geburtstag/Date of birth {date}",
        "Ausstellungsdatum {date}",
        "Gültig bis/Date of expiry {date}",
        "Behörde/Authority Stadt {city}",
      ],
      fr: [
        "Type P  Code pays FRA  Passeport n° {num}",
        "Nom/Surname {person}",
        "Nationalité Française",
        "Date de naissance {date}",
        "Date de délivrance {date}",
        "Date d'expiration {date}",
        "Autorité Préfecture de {city}",
      ],
      es: [
        "Tipo P  Código ESP  Nº pasaporte {num}",
        "Apellidos/Surname {person}",
        "Nacionalidad ESPAÑOLA",
        "Fecha de nacimiento {date}",
        "Fecha de expedición {date}",
        "Fecha de caducidad {date}",
        "Autoridad DGP {city}",
      ],
    },
    layout: (r) => [mrz(r, 44, "P<"), mrzNumbers(r, 44)],
  },
  {
    key: "driving licence",
    sender: "authority",
    pick: [4, 7],
    titles: {
      en: ["DRIVING LICENCE", "DRIVER LICENSE", "Driver's License"],
      de: ["FÜHRERSCHEIN", "Führerschein"],
      fr: ["PERMIS DE CONDUIRE"],
      es: ["PERMISO DE CONDUCCIÓN", "Permiso de conducir"],
    },
    lines: {
      en: [
        "1. {person}",
        "2. {person}",
        "3. {date} {city}",
        "4a. {date}  4b. {date}",
        "4c. DVLA",
        "5. {num}",
        "9. AM/A/B1/B/BE",
        "DL {num}  CLASS C  END NONE  RESTR B",
        "EXP {date}  DOB {date}  SEX F  HGT 5-06",
      ],
      de: [
        "1. {person}",
        "2. {person}",
        "3. {date} {city}",
        "4a. {date}  4b. {date}",
        "4c. Landratsamt {city}",
        "5. B{num}",
        "9. AM/B/BE/L",
        "Klassen B, BE, AM, L",
      ],
      fr: [
        "1. {person}",
        "2. {person}",
        "3. {date} {city}",
        "4a. {date}  4b. {date}",
        "4c. Préfecture",
        "5. {num}",
        "9. B1/B",
        "Catégories A2 B",
      ],
      es: [
        "1. {person}",
        "2. {person}",
        "3. {date} {city}",
        "4a. {date}  4b. {date}",
        "4c. Jefatura Provincial de Tráfico",
        "5. {num}",
        "9. AM/B",
        "Clases B y AM",
      ],
    },
    layout: (r) => [r.pick(["AM A1 A2 A B1 B C1 C D1 D BE C1E CE D1E DE", "B BE C1 C1E", "A B C D E"])],
  },
  {
    key: "utility bill",
    sender: "company",
    titles: {
      en: ["Your Electricity Bill", "Energy Statement", "Water & Sewer Bill", "Gas bill"],
      de: ["Jahresabrechnung Strom", "Ihre Stromrechnung", "Verbrauchsabrechnung Gas", "Wasserrechnung"],
      fr: ["Votre facture d'électricité", "Facture de gaz naturel", "Facture d'eau"],
      es: ["Su factura de electricidad", "Factura de gas natural", "Factura del agua"],
    },
    lines: {
      en: [
        "Account number {num}",
        "Service address: {street}, {city}",
        "Meter number {num}",
        "Previous reading {kwh}  Current reading {kwh}",
        "Energy used this period: {kwh} kWh",
        "Supply charge {small} per day",
        "Amount due {amt} by {date}",
        "Pay online or set up AutoPay",
        "Your average daily usage: {qty} kWh",
      ],
      de: [
        "Kundennummer {num}  Vertragskonto {num}",
        "Lieferstelle: {street}, {city}",
        "Zählernummer {num}",
        "Zählerstand alt {kwh}  neu {kwh}",
        "Verbrauch {kwh} kWh",
        "Arbeitspreis {small} ct/kWh",
        "Grundpreis {small} €/Monat",
        "Ihr neuer Abschlag ab {date}: {small} €",
        "Stromsteuer und Netzentgelte sind enthalten",
      ],
      fr: [
        "Référence client {num}",
        "Point de livraison : {street}, {city}",
        "Compteur n° {num}",
        "Index relevé {kwh}  Index précédent {kwh}",
        "Consommation : {kwh} kWh",
        "Abonnement {small} €",
        "Montant à payer {amt} avant le {date}",
        "Prélèvement mensualisé",
        "Contributions et taxes (CTA, accise)",
      ],
      es: [
        "Nº de contrato {num}",
        "Dirección de suministro: {street}, {city}",
        "CUPS ES{num}{num}",
        "Lectura anterior {kwh}  Lectura actual {kwh}",
        "Consumo: {kwh} kWh",
        "Término de potencia {small} €",
        "Impuesto eléctrico {small} €",
        "Total a pagar {amt}",
        "Se cargará en su cuenta el {date}",
      ],
    },
    layout: (r, lang) => [
      {
        en: "Usage history (kWh)",
        de: "Verbrauchsentwicklung (kWh)",
        fr: "Historique de consommation (kWh)",
        es: "Historial de consumo (kWh)",
      }[lang],
      Array.from({ length: 6 }, () => String(r.int(80, 900))).join("  "),
    ],
  },
  {
    key: "w9",
    langs: ["en"],
    sender: "none",
    pick: [5, 8],
    titles: {
      en: [
        "Form W-9 Request for Taxpayer Identification Number and Certification",
        "Form W-9 (Rev. October 2018) Department of the Treasury Internal Revenue Service",
      ],
      de: [],
      fr: [],
      es: [],
    },
    lines: {
      en: [
        "1 Name (as shown on your income tax return) {person}",
        "2 Business name/disregarded entity name, if different from above",
        "3 Check appropriate box for federal tax classification:",
        "Individual/sole proprietor or single-member LLC",
        "C Corporation  S Corporation  Partnership  Trust/estate",
        "Limited liability company. Enter the tax classification (C=C corporation, S=S corporation, P=Partnership)",
        "4 Exemptions (codes apply only to certain entities, not individuals)",
        "Exempt payee code (if any)",
        "5 Address (number, street, and apt. or suite no.) {street}",
        "6 City, state, and ZIP code {city}",
        "Part I Taxpayer Identification Number (TIN)",
        "Social security number  ___-__-____",
        "Employer identification number  __-_______",
        "Part II Certification",
        "Under penalties of perjury, I certify that:",
        "Sign Here  Signature of U.S. person  Date {date}",
        "Give Form to the requester. Do not send to the IRS.",
      ],
      de: [],
      fr: [],
      es: [],
    },
    layout: (r) =>
      Array.from(
        { length: r.int(3, 6) },
        () =>
          `${box(r)} ${r.pick(["Individual/sole proprietor", "C Corporation", "S Corporation", "Partnership", "Trust/estate", "LLC", "Other (see instructions)"])}`,
      ),
  },
  {
    key: "tax return",
    sender: "authority",
    pick: [5, 8],
    titles: {
      en: ["Form 1040 U.S. Individual Income Tax Return", "Self Assessment Tax Return SA100"],
      de: ["Einkommensteuererklärung", "ESt 1 A Einkommensteuererklärung für unbeschränkt Steuerpflichtige"],
      fr: ["Déclaration des revenus 2042", "DÉCLARATION DES REVENUS"],
      es: ["Declaración del Impuesto sobre la Renta de las Personas Físicas", "Modelo 100 IRPF"],
    },
    lines: {
      en: [
        "Filing status: Single  Married filing jointly  Head of household",
        "Your first name and middle initial {person}",
        "Your social security number ___-__-____",
        "Wages, salaries, tips (W-2) {amt}",
        "Taxable interest {small}",
        "Adjusted gross income {amt}",
        "Standard deduction {amt}",
        "Total tax {amt}",
        "Federal income tax withheld {amt}",
        "Amount you owe {amt}",
        "Tax year {year}",
        "Under penalties of perjury, I declare that I have examined this return.",
      ],
      de: [
        "Steuernummer {num}",
        "Identifikationsnummer {num}",
        "Veranlagungszeitraum {year}",
        "Zusammenveranlagung  Einzelveranlagung",
        "Einkünfte aus nichtselbständiger Arbeit {amt}",
        "Werbungskosten {amt}",
        "Sonderausgaben {amt}",
        "An das Finanzamt {city}",
        "Anlage N  Anlage Vorsorgeaufwand  Anlage KAP",
        "Unterschrift (bei Zusammenveranlagung beide Ehegatten)",
      ],
      fr: [
        "Numéro fiscal {num}",
        "Revenus de l'année {year}",
        "Traitements, salaires {amt}",
        "Revenus de capitaux mobiliers {small}",
        "Charges déductibles {amt}",
        "Situation du foyer fiscal : marié, pacsé, célibataire",
        "Nombre de parts {qty}",
        "Impôt sur le revenu net {amt}",
        "Direction générale des Finances publiques",
      ],
      es: [
        "Ejercicio {year}",
        "NIF del declarante {num}X",
        "Rendimientos del trabajo {amt}",
        "Base imponible general {amt}",
        "Cuota íntegra {amt}",
        "Retenciones y pagos a cuenta {amt}",
        "Resultado de la declaración: a devolver {amt}",
        "Agencia Tributaria",
        "Tributación individual  Tributación conjunta",
      ],
    },
    layout: (r) => Array.from({ length: r.int(2, 5) }, () => `${box(r)} ${r.int(1, 99)}`),
  },
  {
    key: "letter",
    sender: "company",
    pick: [3, 5],
    titles: { en: ["", ""], de: ["", ""], fr: ["", ""], es: ["", ""] },
    lines: {
      en: [
        "Dear {person},",
        "Thank you for your letter of {date} regarding our meeting.",
        "We would like to inform you that our office will move on {date}.",
        "Please do not hesitate to contact me should you have any questions.",
        "We look forward to continuing our cooperation.",
        "Kind regards,",
        "Yours sincerely,",
        "Subject: Change of contact person",
        "Re: Your enquiry",
      ],
      de: [
        "Sehr geehrte Frau {person},",
        "vielen Dank für Ihr Schreiben vom {date}.",
        "hiermit möchten wir Sie darüber informieren, dass sich unsere Anschrift ändert.",
        "Für Rückfragen stehe ich Ihnen gerne zur Verfügung.",
        "Wir freuen uns auf die weitere Zusammenarbeit.",
        "Mit freundlichen Grüßen",
        "Betreff: Ihre Anfrage",
        "Anlagen",
      ],
      fr: [
        "Madame, Monsieur,",
        "Nous faisons suite à votre courrier du {date}.",
        "Nous avons le plaisir de vous informer du changement de notre interlocuteur.",
        "Nous restons à votre disposition pour tout renseignement complémentaire.",
        "Veuillez agréer, Madame, Monsieur, l'expression de nos salutations distinguées.",
        "Objet : votre demande",
        "P.J. : 1",
      ],
      es: [
        "Estimado/a Sr./Sra. {person}:",
        "En respuesta a su carta del {date},",
        "nos complace comunicarle que hemos trasladado nuestras oficinas.",
        "Quedamos a su disposición para cualquier aclaración.",
        "Atentamente,",
        "Un cordial saludo,",
        "Asunto: su consulta",
      ],
    },
  },
  {
    key: "business card",
    sender: "none",
    pick: [3, 5],
    titles: { en: ["{person}"], de: ["{person}"], fr: ["{person}"], es: ["{person}"] },
    lines: {
      en: [
        "Senior Account Manager",
        "{co}",
        "Mobile {phone}",
        "Tel {phone}",
        "{email}",
        "www.{co}.com",
        "{street}, {city}",
      ],
      de: ["Dipl.-Ing. Vertriebsleiter", "{co}", "Mobil {phone}", "Tel. {phone}", "{email}", "{street}, {city}"],
      fr: ["Directrice commerciale", "{co}", "Portable {phone}", "Tél. {phone}", "{email}", "{street}, {city}"],
      es: ["Director de Ventas", "{co}", "Móvil {phone}", "Tel. {phone}", "{email}", "{street}, {city}"],
    },
  },
  {
    key: "bill of lading",
    sender: "company",
    pick: [5, 8],
    titles: {
      en: ["BILL OF LADING", "Straight Bill of Lading - Short Form", "Ocean Bill of Lading"],
      de: ["KONNOSSEMENT", "Seefrachtbrief / Bill of Lading"],
      fr: ["CONNAISSEMENT", "Connaissement maritime"],
      es: ["CONOCIMIENTO DE EMBARQUE", "Bill of Lading / Conocimiento de embarque"],
    },
    lines: {
      en: [
        "Shipper: {co}",
        "Consignee: {co}",
        "Notify party: {co}",
        "Vessel: MV ATLANTIC {qty}  Voyage {num}",
        "Port of loading: Rotterdam",
        "Port of discharge: Houston",
        "Container no. MSCU{num}  Seal {num}",
        "Freight prepaid",
        "Number of original B/L: THREE (3)",
        "Gross weight {qty}00 kg  Measurement {qty} CBM",
        "SCAC  Trailer number  Carrier name",
      ],
      de: [
        "Ablader: {co}",
        "Empfänger: {co}",
        "Meldeadresse: {co}",
        "Schiff: MS HANSA {qty}  Reise {num}",
        "Verladehafen: Hamburg",
        "Löschhafen: Shanghai",
        "Container-Nr. HLXU{num}",
        "Fracht vorausbezahlt",
        "Anzahl Originale: 3",
        "Bruttogewicht {qty}00 kg",
      ],
      fr: [
        "Chargeur : {co}",
        "Destinataire : {co}",
        "Notifier : {co}",
        "Navire : {co} {qty}  Voyage {num}",
        "Port de chargement : Le Havre",
        "Port de déchargement : Abidjan",
        "Conteneur n° CMAU{num}",
        "Fret payé d'avance",
        "Nombre d'originaux : 3",
        "Poids brut {qty}00 kg",
      ],
      es: [
        "Embarcador: {co}",
        "Consignatario: {co}",
        "Notificar a: {co}",
        "Buque: {co} {qty}  Viaje {num}",
        "Puerto de carga: Valencia",
        "Puerto de descarga: Veracruz",
        "Contenedor nº MAEU{num}",
        "Flete pagado",
        "Número de originales: 3",
        "Peso bruto {qty}00 kg",
      ],
    },
    layout: (r, lang) =>
      table(
        r,
        lang,
        {
          en: "Marks & Nos  No. of packages  Description of goods  Gross weight",
          de: "Markierung  Anzahl  Warenbezeichnung  Gewicht",
          fr: "Marques  Nombre de colis  Nature des marchandises  Poids",
          es: "Marcas  Bultos  Descripción de la mercancía  Peso",
        },
        r.int(1, 4),
        (r, l) =>
          `N/M  ${r.int(1, 40)} ${r.pick(["cartons", "pallets", "Kisten", "colis", "bultos"])}  ${r.pick(GOODS[l])}  ${r.int(100, 9000)} kg`,
      ),
  },
  {
    key: "insurance policy",
    sender: "company",
    titles: {
      en: ["Insurance Policy Schedule", "Certificate of Insurance", "Policy Declarations"],
      de: ["Versicherungsschein", "Police Nr. {num}"],
      fr: ["Conditions particulières", "Attestation d'assurance"],
      es: ["Póliza de seguro", "Condiciones particulares"],
    },
    lines: {
      en: [
        "Policyholder: {person}",
        "Policy number: {ref}",
        "Period of insurance: {date} to {date}",
        "Insured vehicle / property: {street}",
        "Annual premium {amt}",
        "Deductible {small}",
        "Coverage: liability, collision, comprehensive",
        "Insurer: {co}",
        "Claims hotline {phone}",
      ],
      de: [
        "Versicherungsnehmer: {person}",
        "Versicherungsnummer: {ref}",
        "Versicherungsbeginn: {date}",
        "Ablauf: {date}, verlängert sich jährlich",
        "Jahresbeitrag {amt}",
        "Selbstbeteiligung {small}",
        "Versicherte Gefahren: Feuer, Leitungswasser, Sturm/Hagel",
        "Es gelten die Allgemeinen Versicherungsbedingungen (AVB).",
      ],
      fr: [
        "Souscripteur : {person}",
        "N° de contrat : {ref}",
        "Date d'effet : {date}",
        "Échéance principale : {date}",
        "Prime annuelle TTC {amt}",
        "Franchise {small}",
        "Garanties : responsabilité civile, incendie, dégâts des eaux",
        "Assureur : {co}",
      ],
      es: [
        "Tomador: {person}",
        "Nº de póliza: {ref}",
        "Efecto: {date}  Vencimiento: {date}",
        "Prima total anual {amt}",
        "Franquicia {small}",
        "Coberturas: responsabilidad civil, daños propios",
        "Aseguradora: {co}",
        "Riesgo asegurado: {street}",
      ],
    },
  },
  {
    key: "prescription",
    sender: "company",
    pick: [3, 6],
    titles: {
      en: ["Prescription", "Rx"],
      de: ["Rezept", "Kassenrezept"],
      fr: ["ORDONNANCE", "Ordonnance médicale"],
      es: ["RECETA MÉDICA", "Receta"],
    },
    lines: {
      en: [
        "Dr. {person}, MD",
        "Patient: {person}  DOB {date}",
        "Amoxicillin 500 mg capsules",
        "Take one capsule three times daily for 7 days",
        "Refills: 0",
        "Dispense #21",
        "DEA no. {num}",
      ],
      de: [
        "Dr. med. {person}, Facharzt für Allgemeinmedizin",
        "Patient: {person}  geb. {date}",
        "Ibuprofen 600 mg Filmtabletten N2",
        "1-0-1 nach dem Essen",
        "Krankenkasse AOK  Versicherten-Nr. {num}",
        "Arztnummer {num}",
        "Gebührenfrei  noctu  aut idem",
      ],
      fr: [
        "Docteur {person}, médecin généraliste",
        "Patient : {person}",
        "Paracétamol 1 g, 1 comprimé matin et soir pendant 5 jours",
        "À renouveler 2 fois",
        "N° RPPS {num}",
        "Fait le {date}",
      ],
      es: [
        "Dr. {person}, Colegiado nº {num}",
        "Paciente: {person}",
        "Omeprazol 20 mg cápsulas",
        "Posología: 1 cápsula cada 24 horas durante 14 días",
        "Fecha de prescripción {date}",
        "Firma del médico",
      ],
    },
  },
  {
    key: "payment reminder",
    sender: "company",
    pick: [3, 6],
    titles: {
      en: ["PAYMENT REMINDER", "Overdue Notice", "Final Notice"],
      de: ["Zahlungserinnerung", "1. Mahnung", "Letzte Mahnung"],
      fr: ["RELANCE", "Rappel de paiement", "Mise en demeure"],
      es: ["RECORDATORIO DE PAGO", "Aviso de impago", "Requerimiento de pago"],
    },
    lines: {
      en: [
        "Our records show that invoice {ref} dated {date} remains unpaid.",
        "Outstanding balance: {amt}",
        "Please pay within 7 days to avoid late fees.",
        "If you have already paid, please disregard this notice.",
        "Days overdue: {qty}",
        "Late fee {small}",
      ],
      de: [
        "sicher ist es Ihrer Aufmerksamkeit entgangen, dass unsere Rechnung {ref} vom {date} noch offen ist.",
        "Offener Betrag: {amt}",
        "Mahngebühr {small}",
        "Bitte überweisen Sie den Betrag bis zum {date}.",
        "Sollten Sie die Zahlung bereits veranlasst haben, betrachten Sie dieses Schreiben als gegenstandslos.",
      ],
      fr: [
        "Sauf erreur de notre part, la facture {ref} du {date} reste impayée à ce jour.",
        "Solde restant dû : {amt}",
        "Nous vous remercions de procéder au règlement sous huitaine.",
        "Si votre paiement a été effectué entre-temps, merci de ne pas tenir compte de ce courrier.",
        "Indemnité forfaitaire pour frais de recouvrement : 40 €",
      ],
      es: [
        "Según nuestros registros, la factura {ref} de fecha {date} sigue pendiente de pago.",
        "Importe pendiente: {amt}",
        "Le rogamos que efectúe el pago en un plazo de 7 días.",
        "Si ya ha realizado el pago, ignore este aviso.",
        "Intereses de demora {small}",
      ],
    },
  },
  {
    key: "resume",
    sender: "none",
    pick: [4, 7],
    titles: {
      en: ["CURRICULUM VITAE", "Resume", "{person}"],
      de: ["Lebenslauf", "LEBENSLAUF"],
      fr: ["CURRICULUM VITAE", "CV"],
      es: ["CURRÍCULUM VITAE", "Currículum"],
    },
    lines: {
      en: [
        "Professional Experience",
        "2019 - present  Marketing Manager, {co}",
        "Education",
        "B.Sc. Business Administration, University of Leeds",
        "Skills: Excel, SQL, project management",
        "Languages: English (native), Spanish (fluent)",
        "References available on request",
        "{email}  {phone}",
      ],
      de: [
        "Persönliche Daten",
        "Berufserfahrung",
        "seit 2020  Buchhalterin, {co}",
        "Ausbildung",
        "Studium der Betriebswirtschaftslehre, Universität Mannheim",
        "Kenntnisse: SAP, MS Office",
        "Sprachen: Deutsch (Muttersprache), Englisch (verhandlungssicher)",
        "Hobbys: Laufen, Lesen",
      ],
      fr: [
        "Expérience professionnelle",
        "2018 - 2023  Chef de projet, {co}",
        "Formation",
        "Master en gestion, Université de Lyon",
        "Compétences : gestion de projet, comptabilité",
        "Langues : français, anglais (courant)",
        "Centres d'intérêt : voile, photographie",
      ],
      es: [
        "Experiencia profesional",
        "2017 - actualidad  Técnico de administración, {co}",
        "Formación académica",
        "Grado en Economía, Universidad de Sevilla",
        "Idiomas: español (nativo), inglés (B2)",
        "Competencias: contabilidad, Excel avanzado",
        "Datos personales",
      ],
    },
  },
  {
    key: "boarding pass",
    sender: "none",
    pick: [4, 7],
    titles: {
      en: ["BOARDING PASS"],
      de: ["BORDKARTE / BOARDING PASS"],
      fr: ["CARTE D'EMBARQUEMENT"],
      es: ["TARJETA DE EMBARQUE"],
    },
    lines: {
      en: [
        "Passenger {person}",
        "Flight LH{qty}3",
        "From FRA To JFK",
        "Gate B{qty}  Boarding 10:{qty}",
        "Seat 23C  Zone 3",
        "Date {date}",
        "Gate closes 20 minutes before departure",
        "Sequence {qty}",
      ],
      de: [
        "Passagier {person}",
        "Flug LH{qty}3",
        "Von MUC nach BCN",
        "Flugsteig G{qty}  Einstieg 07:{qty}",
        "Sitz 12A",
        "Datum {date}",
        "Das Gate schließt 20 Minuten vor Abflug",
      ],
      fr: [
        "Passager {person}",
        "Vol AF{qty}7",
        "De CDG à NCE",
        "Porte K{qty}  Embarquement 16:{qty}",
        "Siège 4F",
        "Date {date}",
        "Fermeture de la porte 20 minutes avant le départ",
      ],
      es: [
        "Pasajero {person}",
        "Vuelo IB{qty}2",
        "De MAD a LIS",
        "Puerta J{qty}  Embarque 09:{qty}",
        "Asiento 17B",
        "Fecha {date}",
        "La puerta se cierra 20 minutos antes de la salida",
      ],
    },
  },
  {
    key: "timesheet",
    sender: "company",
    titles: {
      en: ["TIMESHEET", "Weekly Time Sheet"],
      de: ["Stundenzettel", "Arbeitszeitnachweis"],
      fr: ["FEUILLE DE TEMPS", "Relevé d'heures"],
      es: ["HOJA DE HORAS", "Parte de horas"],
    },
    lines: {
      en: [
        "Employee: {person}",
        "Week ending: {date}",
        "Project: {co}",
        "Total hours: {qty}",
        "Overtime hours: {qty}",
        "Supervisor approval: ______",
      ],
      de: [
        "Mitarbeiter: {person}",
        "Kalenderwoche {qty}",
        "Projekt/Kostenstelle: {num}",
        "Summe Stunden: {qty}",
        "Überstunden: {qty}",
        "Unterschrift Vorgesetzter",
      ],
      fr: [
        "Collaborateur : {person}",
        "Semaine du {date}",
        "Projet : {co}",
        "Total des heures : {qty}",
        "Heures supplémentaires : {qty}",
        "Visa du responsable",
      ],
      es: [
        "Empleado: {person}",
        "Semana del {date}",
        "Proyecto: {co}",
        "Total horas: {qty}",
        "Horas extra: {qty}",
        "Firma del responsable",
      ],
    },
    layout: (r, lang) => {
      const days: L<string[]> = {
        en: ["Mon", "Tue", "Wed", "Thu", "Fri"],
        de: ["Mo", "Di", "Mi", "Do", "Fr"],
        fr: ["Lun", "Mar", "Mer", "Jeu", "Ven"],
        es: ["Lun", "Mar", "Mié", "Jue", "Vie"],
      };
      return days[lang].map(
        (d) => `${d}  ${dateOf(r, lang)}  08:00  ${r.int(15, 19)}:${r.pick(["00", "30"])}  ${fill(r, lang, "{hours}")}`,
      );
    },
  },
  {
    key: "expense report",
    sender: "company",
    titles: {
      en: ["EXPENSE REPORT", "Travel Expense Claim"],
      de: ["Reisekostenabrechnung", "Spesenabrechnung"],
      fr: ["NOTE DE FRAIS", "État de frais de déplacement"],
      es: ["HOJA DE GASTOS", "Liquidación de gastos de viaje"],
    },
    lines: {
      en: [
        "Employee: {person}",
        "Purpose of trip: customer visit",
        "Period: {date} - {date}",
        "Mileage {qty}0 miles @ 0.67",
        "Total reimbursable {amt}",
        "Less advance {small}",
        "Receipts attached: {qty}",
        "Approved by manager: ______",
      ],
      de: [
        "Reisender: {person}",
        "Reiseanlass: Kundenbesuch in {city}",
        "Reisebeginn {date}  Reiseende {date}",
        "Verpflegungsmehraufwand {small}",
        "Fahrtkosten {qty}0 km x 0,30 €",
        "Übernachtungskosten {amt}",
        "Erstattungsbetrag {amt}",
        "Belege anbei",
      ],
      fr: [
        "Salarié : {person}",
        "Motif du déplacement : salon professionnel",
        "Du {date} au {date}",
        "Indemnités kilométriques {qty}0 km",
        "Repas {small}",
        "Hébergement {amt}",
        "Total à rembourser {amt}",
        "Justificatifs joints",
      ],
      es: [
        "Empleado: {person}",
        "Motivo del viaje: visita a cliente",
        "Del {date} al {date}",
        "Kilometraje {qty}0 km a 0,26 €",
        "Dietas {small}",
        "Alojamiento {amt}",
        "Total a reembolsar {amt}",
        "Se adjuntan justificantes",
      ],
    },
    layout: (r, lang) =>
      Array.from(
        { length: r.int(3, 7) },
        () =>
          `${dateOf(r, lang)}  ${r.pick({ en: ["Taxi", "Hotel", "Meals", "Train ticket", "Parking"], de: ["Taxi", "Hotel", "Bewirtung", "Bahnticket", "Parken"], fr: ["Taxi", "Hôtel", "Repas", "Billet de train", "Péage"], es: ["Taxi", "Hotel", "Comida", "Billete de tren", "Peaje"] }[lang])}  ${amountOf(r, lang, 5, 300)}`,
      ),
  },
  {
    key: "meeting minutes",
    sender: "none",
    pick: [4, 7],
    titles: {
      en: ["MINUTES OF MEETING", "Board Meeting Minutes"],
      de: ["Protokoll", "Besprechungsprotokoll", "Niederschrift der Gesellschafterversammlung"],
      fr: ["PROCÈS-VERBAL", "Compte rendu de réunion"],
      es: ["ACTA DE LA REUNIÓN", "Acta de la junta"],
    },
    lines: {
      en: [
        "Date: {date}  Time: 10:00",
        "Present: {person}, {person}, {person}",
        "Apologies: {person}",
        "1. Approval of the previous minutes",
        "2. Budget review",
        "Action: {person} to circulate the draft by {date}",
        "Next meeting: {date}",
        "The meeting closed at 11:45.",
      ],
      de: [
        "Datum: {date}  Ort: Besprechungsraum 2",
        "Teilnehmer: {person}, {person}",
        "Protokollführer: {person}",
        "TOP 1 Genehmigung der Tagesordnung",
        "TOP 2 Bericht der Geschäftsführung",
        "Beschluss: einstimmig angenommen",
        "Nächster Termin: {date}",
      ],
      fr: [
        "Date : {date}",
        "Présents : {person}, {person}",
        "Excusé : {person}",
        "Ordre du jour",
        "1. Approbation du compte rendu précédent",
        "Décision : adopté à l'unanimité",
        "Prochaine réunion : {date}",
      ],
      es: [
        "Fecha: {date}",
        "Asistentes: {person}, {person}",
        "Orden del día",
        "1. Lectura y aprobación del acta anterior",
        "Acuerdo: se aprueba por unanimidad",
        "Ruegos y preguntas",
        "Se levanta la sesión a las 12:30",
      ],
    },
  },
];

// ---------------------------------------------------------------------------------------------

const AUTHORITY: L<string[]> = {
  en: [
    "UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND",
    "UNITED STATES OF AMERICA",
    "Department of Motor Vehicles",
    "Internal Revenue Service",
  ],
  de: ["BUNDESREPUBLIK DEUTSCHLAND", "Finanzamt", "REPUBLIK ÖSTERREICH", "Landratsamt"],
  fr: ["RÉPUBLIQUE FRANÇAISE", "Royaume de Belgique", "Direction générale des Finances publiques"],
  es: ["REINO DE ESPAÑA", "Ministerio del Interior", "Agencia Tributaria"],
};

function senderBlock(r: Rng, lang: KindLang): string[] {
  const out = [company(r, lang), streetLine(r, lang), r.pick(CITY[lang])];
  if (r.chance(0.5)) out.push(fill(r, lang, r.pick(["Tel {phone}", "{email}", "VAT {num}", "www.example.com"])));
  return out;
}

/** One document of a kind: sender, title (mostly), a random subset of its lines and its layout, 1-2 pages. */
function generateKindDocument(r: Rng, kind: Kind, lang: KindLang): KindDocument {
  const notes: string[] = [];
  const head: string[] = [];
  if (kind.sender === "company") head.push(...senderBlock(r, lang));
  else if (kind.sender === "authority") head.push(r.pick(AUTHORITY[lang]));
  if (kind.sender === "company" && r.chance(0.6))
    head.push("", fill(r, lang, "{person}"), fill(r, lang, "{street}"), r.pick(CITY[lang]));
  const title = r.pick(kind.titles[lang]);
  if (title && r.chance(0.85)) head.push("", fill(r, lang, title));
  else notes.push("no title");
  const [lo, hi] = kind.pick ?? [4, 7];
  const body = r.some(kind.lines[lang], lo, hi).map((l) => fill(r, lang, l));
  const layout = kind.layout ? kind.layout(r, lang) : [];
  const mid = r.int(0, body.length);
  const lines = [...head, "", ...body.slice(0, mid), ...layout, ...body.slice(mid)];
  const pages: string[] = [];
  if (lines.length > 18 && r.chance(0.3)) {
    const cut = r.int(12, lines.length - 4);
    pages.push(lines.slice(0, cut).join("\n"), lines.slice(cut).join("\n"));
    notes.push("2 pages");
  } else pages.push(lines.join("\n"));
  if (r.chance(0.25)) {
    const rate = r.pick([0.02, 0.04, 0.07]);
    notes.push(`OCR noise ${rate * 100}%`);
    for (let i = 0; i < pages.length; i++) pages[i] = ocrNoise(r, pages[i], rate);
  }
  return { kind: kind.key, lang, pages, notes };
}

/** perKind documents of every kind, languages in turn, seeded. */
export function generateKindCorpus(seed: number, perKind: number): KindDocument[] {
  const r = rng(seed);
  const out: KindDocument[] = [];
  for (const kind of KINDS) {
    const langs = kind.langs ?? KIND_LANGS;
    for (let i = 0; i < perKind; i++) out.push(generateKindDocument(r, kind, langs[i % langs.length]));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The classes a customer would make: a name, one sentence and a few field names each (written with the
// templates above, before the classifier's vocabulary was read). 26 have documents in the corpus; 11 more
// have none and only compete, among them vague ones ('Financial document', 'Form') that could become hubs.

interface CustomerClass {
  _id: string;
  name: string;
  description: string;
  fieldNames: string[];
  /** The generated kind it stands for, or null for a class without documents. */
  kind: string | null;
}

const cc = (kind: string | null, name: string, description: string, fieldNames: string[]): CustomerClass => ({
  _id: `k-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
  name,
  description,
  fieldNames,
  kind,
});

export const CUSTOMER_CLASSES: CustomerClass[] = [
  cc("invoice", "Invoice", "A bill from a supplier for goods or services we bought.", [
    "Invoice Number",
    "Invoice Date",
    "Vendor",
    "Total Amount",
  ]),
  cc("credit note", "Credit Note", "A supplier's document reducing or cancelling an amount we were billed.", [
    "Credit Note Number",
    "Date",
    "Amount",
  ]),
  cc("receipt", "Receipt", "Proof of purchase from a shop, restaurant or fuel station.", ["Merchant", "Date", "Total"]),
  cc("purchase order", "Purchase Order", "An order we place with a vendor.", ["PO Number", "Vendor", "Order Date"]),
  cc("delivery note", "Delivery Note", "Paper that accompanies a shipment of goods.", [
    "Delivery Number",
    "Date",
    "Recipient",
  ]),
  cc("quotation", "Quote", "A price offer from a supplier before we order.", ["Quote Number", "Valid Until", "Amount"]),
  cc("bank statement", "Bank Statement", "Monthly overview of transactions on a bank account.", [
    "Account Number",
    "Period",
    "Closing Balance",
  ]),
  cc("payslip", "Payslip", "An employee's monthly salary statement.", ["Employee Name", "Pay Period", "Net Pay"]),
  cc("employment contract", "Employment Contract", "The agreement under which a person is hired.", [
    "Employee",
    "Start Date",
    "Salary",
  ]),
  cc("lease", "Lease Agreement", "Rental contract for an apartment or office.", ["Landlord", "Tenant", "Monthly Rent"]),
  cc("id card", "ID Card", "A national identity card of a person.", ["Full Name", "Date of Birth", "Document Number"]),
  cc("passport", "Passport", "A travel passport.", ["Full Name", "Passport Number", "Expiry Date"]),
  cc("driving licence", "Driver License", "A driving permit.", ["Name", "License Number", "Categories"]),
  cc("utility bill", "Utility Bill", "Electricity, gas or water bill for an address.", [
    "Account Number",
    "Service Address",
    "Amount Due",
  ]),
  cc("w9", "US W9", "US tax form W-9 for vendors.", ["Name", "TIN", "Business Type"]),
  cc("tax return", "Tax Return", "A person's annual income tax declaration.", ["Tax Year", "Taxpayer", "Tax Due"]),
  cc("letter", "Letter", "General correspondence.", ["Sender", "Date", "Subject"]),
  cc("business card", "Business Card", "Contact card of a person.", ["Name", "Company", "Phone", "Email"]),
  cc("bill of lading", "Bill of Lading", "Shipping document issued by a carrier for cargo.", [
    "B/L Number",
    "Shipper",
    "Consignee",
  ]),
  cc("insurance policy", "Insurance Policy", "An insurance contract or certificate.", [
    "Policy Number",
    "Insured",
    "Premium",
  ]),
  cc("prescription", "Medical Prescription", "A doctor's prescription for medication.", [
    "Patient",
    "Doctor",
    "Medication",
  ]),
  cc("payment reminder", "Payment Reminder", "A dunning letter about an overdue payment.", [
    "Invoice Reference",
    "Amount Overdue",
    "Due Date",
  ]),
  cc("resume", "CV", "A job applicant's resume.", ["Candidate Name", "Email", "Experience"]),
  cc("boarding pass", "Boarding Pass", "A flight boarding pass.", ["Passenger", "Flight", "Date"]),
  cc("timesheet", "Timesheet", "Hours worked by an employee or contractor.", ["Employee", "Week", "Total Hours"]),
  cc("expense report", "Expense Report", "An employee's claim for reimbursement of business expenses.", [
    "Employee",
    "Period",
    "Total",
  ]),
  cc("meeting minutes", "Meeting Minutes", "Record of a meeting.", ["Date", "Attendees", "Decisions"]),
  cc(null, "Financial document", "Any other financial document.", ["Date", "Amount"]),
  cc(null, "Form", "A form someone filled in.", ["Name", "Date", "Signature"]),
  cc(null, "Customs Declaration", "Import or export declaration for customs.", [
    "Declaration Number",
    "Exporter",
    "Value",
  ]),
  cc(null, "Birth Certificate", "Official record of a birth.", ["Name", "Date of Birth", "Place of Birth"]),
  cc(null, "Vehicle Registration", "Registration certificate of a vehicle.", ["Plate Number", "Owner", "VIN"]),
  cc(null, "Bank Transfer Confirmation", "Confirmation that a payment was sent.", ["Amount", "Beneficiary", "Date"]),
  cc(null, "Medical Report", "A doctor's or hospital report on a patient.", ["Patient", "Diagnosis", "Date"]),
  cc(null, "Power of Attorney", "Authorisation for someone to act on another's behalf.", [
    "Principal",
    "Agent",
    "Date",
  ]),
  cc(null, "Certificate", "A certificate or attestation.", ["Holder", "Issuer", "Date"]),
  cc(null, "Cheque", "A bank cheque.", ["Payee", "Amount", "Cheque Number"]),
];
