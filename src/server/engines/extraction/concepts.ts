/**
 * What the fields of a business document usually mean, with the labels a person would expect in
 * English, German, French, Dutch (and some Spanish and Italian). A class's field is mapped to a
 * concept by its name and description; the labels of every concept are also searched so that a
 * more specific label ("Due Date", "Order No", "VAT number") is not mistaken for a field's
 * shorter one ("Date", "No", "VAT").
 */
import type { DataType } from "../../../domain/entities";
import { labelTokens } from "./text";

export type ConceptId =
  | "invoice_number"
  | "invoice_date"
  | "due_date"
  | "order_date"
  | "delivery_date"
  | "period"
  | "order_number"
  | "customer_number"
  | "vat_id"
  | "total"
  | "net"
  | "tax"
  | "tax_rate"
  | "currency"
  | "issuer"
  | "customer"
  | "iban"
  | "bic"
  | "payment_terms"
  | "page"
  | "contact"
  | "tendered"
  | "carried"
  | "address";

/** What kind of value a concept holds. */
export type ValueKind = "id" | "date" | "amount" | "text" | "currency" | "percent";

interface Concept {
  id: ConceptId;
  kind: ValueKind;
  /** [label, weight 0..1]: how surely the label announces this concept's value. */
  labels: [string, number][];
}

const L = (weight: number, ...labels: string[]): [string, number][] => labels.map((l) => [l, weight]);

export const CONCEPTS: Concept[] = [
  {
    id: "invoice_number",
    kind: "id",
    labels: [
      ...L(
        1,
        "invoice number",
        "invoice no",
        "invoice nr",
        "invoice #",
        "invoice num",
        "invoice id",
        "inv no",
        "inv #",
        "inv number",
        "inv nr",
        "bill no",
        "bill number",
        "bill #",
        "tax invoice no",
        "tax invoice number",
        "invoice no #",
        "rechnungsnummer",
        "rechnungsnr",
        "rechnungs-nr",
        "rechnung nr",
        "rechnung-nr",
        "rechnung nummer",
        "re-nr",
        "rg-nr",
        "rg nr",
        "factuurnummer",
        "factuurnr",
        "factuur nr",
        "factuur nummer",
        "factuur no",
        "numero de facture",
        "n° de facture",
        "n° facture",
        "no facture",
        "facture n°",
        "facture no",
        "facture numero",
        "numero facture",
        "numero factura",
        "factura n°",
        "factura no",
        "n° factura",
        "numero fattura",
        "fattura n",
        "fattura n°",
        "numero de factura",
        "numero de la factura",
        "n° de factura",
        "no de factura",
        "numero della fattura",
        "fattura numero",
        "n° fattura",
        "numero documento",
        "numero de documento",
        // Spanish invoices are numbered in series: "Serie/Número", "Serie y número".
        "serie numero",
        "serie y numero",
      ),
      ...L(
        0.8,
        "receipt number",
        "receipt no",
        "receipt #",
        "document number",
        "document no",
        "belegnummer",
        "beleg-nr",
        "credit note number",
      ),
      ...L(
        0.55,
        "invoice",
        "factuur",
        "facture",
        "rechnung",
        "factura",
        "fattura",
        "booking id",
        "booking number",
        "booking no",
        "gutschrift",
        "credit note",
        "creditnota",
        "avoir",
        "nota di credito",
        "nota de credito",
        // Corrections of an invoice are documents of their own, with their own number.
        "rechnungskorrektur",
        "korrekturrechnung",
        "credit memo",
        "debit note",
        "note de credit",
        "creditfactuur",
        "factura rectificativa",
      ),
      ...L(0.35, "#", "number", "nummer", "numero", "nr", "n°"),
      // A bare "Reference" is often the document's number; weaker than "No.", it is also an article's or an order's.
      ...L(0.3, "reference", "ref", "referenz", "referentie", "riferimento", "rif", "referencia"),
      // The issuer's own reference is the document's number when nothing else names one.
      ...L(
        0.4,
        "our reference",
        "our ref",
        "ons kenmerk",
        "onze referentie",
        "notre reference",
        "notre ref",
        "unser zeichen",
        "unsere referenz",
        "nostro riferimento",
        "ns. rif",
        "nuestra referencia",
        "ntra. ref",
      ),
    ],
  },
  {
    id: "invoice_date",
    kind: "date",
    labels: [
      ...L(
        1,
        "invoice date",
        "date of invoice",
        "inv date",
        "billing date",
        "bill date",
        "date of issue",
        "issue date",
        "date issued",
        "invoice issue date",
        "rechnungsdatum",
        "datum der rechnung",
        "belegdatum",
        "factuurdatum",
        "factuur datum",
        "date de facture",
        "date de facturation",
        "date facture",
        "date d'emission",
        "fecha de factura",
        "fecha factura",
        "data fattura",
        "data della fattura",
        // The date of issue, in the words of each language.
        "data di emissione",
        "data emissione",
        "data documento",
        "data del documento",
        "fecha de emision",
        "fecha emision",
        "fecha de expedicion",
        "fecha expedicion",
        "expedida el",
        "emitida el",
        "emise le",
        "emis le",
        "fait le",
        "date de la facture",
        "uitgiftedatum",
        "datum uitgifte",
        "ausgestellt am",
        "emessa il",
        "emesso il",
        "issued",
        "issued on",
        "ausstellungstag",
        "facturado el",
        "facturada el",
        "date of this invoice",
        "datum van facturatie",
        "facturatiedatum",
        // "Dated", in each language.
        "gedateerd",
        "gedagtekend",
        "datiert",
        "datiert vom",
        "en date du",
        "date du",
        "datee du",
        "daté du",
        "datata",
        "fechada",
        "editee le",
        "éditée le",
        "edite le",
        "édité le",
        "ausstellungsdatum",
        "datum van uitgifte",
        "f. factura",
        "f. emision",
        // The UK's VAT term for the date of supply an invoice states.
        "tax point",
        "tax point date",
      ),
      ...L(0.65, "date", "datum", "dated", "fecha", "invoiced on", "issued on"),
      // Tills print the moment of the sale: "Date/Time: 27/12/20 14:20".
      ...L(
        0.65,
        "date/time",
        "date & time",
        "date and time",
        "datum/zeit",
        "datum/uhrzeit",
        "datum und uhrzeit",
        "date/heure",
        "date et heure",
        "datum/tijd",
        "datum en tijd",
        "fecha/hora",
        "fecha y hora",
        "data/ora",
        "data e ora",
      ),
    ],
  },
  {
    id: "due_date",
    kind: "date",
    labels: L(
      1,
      "due date",
      "date due",
      "payment due",
      "payment due date",
      "due",
      "pay by",
      "faelligkeitsdatum",
      "faellig am",
      "fallig am",
      "fälligkeitsdatum",
      "falligkeitstag",
      "fälligkeitstag",
      "fällig am",
      "zahlungsziel",
      "zahlbar bis",
      "vervaldatum",
      "vervaldag",
      "te betalen voor",
      "uiterste betaaldatum",
      "date d'echeance",
      "echeance",
      "date limite de paiement",
      "date limite",
      "fecha de vencimiento",
      "vencimiento",
      "termine di pagamento",
      "fecha vto",
      "fecha vto.",
      "vto",
      "scadenza",
      "payment date",
      "prelevement a partir du",
    ),
  },
  {
    id: "order_date",
    kind: "date",
    labels: L(
      1,
      "order date",
      "orderdatum",
      "bestelldatum",
      "besteldatum",
      "auftragsdatum",
      "date de commande",
      "fecha de pedido",
      "data ordine",
      "po date",
    ),
  },
  {
    id: "delivery_date",
    kind: "date",
    labels: L(
      1,
      "delivery date",
      "ship date",
      "shipping date",
      "date of delivery",
      "date of supply",
      "lieferdatum",
      "leverdatum",
      "leveringsdatum",
      "date de livraison",
      "leistungsdatum",
      "date d'enlevement",
      "date d'enlèvement",
      "date d'expedition",
      "date d'expédition",
      "verzenddatum",
      "afleverdatum",
      "data di consegna",
      "data consegna",
      "data spedizione",
      "fecha de entrega",
      "fecha de envio",
      "dispatch date",
      "despatch date",
      "date shipped",
      "check in",
      "check out",
    ),
  },
  {
    id: "period",
    kind: "text",
    labels: L(
      1,
      "billing period",
      "period",
      "leistungszeitraum",
      "abrechnungszeitraum",
      "zeitraum",
      "periode",
      "période",
      "service period",
      "periode de facturation",
      "factuurperiode",
      "over de periode",
      "periodo",
      "periodo di fatturazione",
      "periodo di riferimento",
      "competenza",
      "periodo facturado",
      "periodo de facturacion",
    ),
  },
  {
    id: "order_number",
    kind: "id",
    labels: L(
      1,
      "order number",
      "order no",
      "order id",
      "order #",
      "order nr",
      "order reference",
      "ordernummer",
      "order",
      "bestellnummer",
      "bestell-nr",
      "bestellnr",
      "auftragsnummer",
      "auftrag nr",
      "auftrags-nr",
      "po number",
      "po no",
      "po #",
      "purchase order",
      "purchase order number",
      "numero de commande",
      "commande n°",
      "n° de commande",
      "bestelnummer",
      "your order",
      // The customer's reference is what they ordered under, never the invoice's number.
      "your reference",
      "your ref",
      "uw kenmerk",
      "uw referentie",
      "ihr zeichen",
      "ihre referenz",
      "votre reference",
      "votre ref",
      "vostro riferimento",
      "vs. rif",
      "su referencia",
      "ihre bestellung",
      "votre commande",
      "uw bestelling",
      "numero de pedido",
      "contract no",
      "contract number",
      "vertragsnummer",
    ),
  },
  {
    id: "customer_number",
    kind: "id",
    labels: L(
      1,
      "customer number",
      "customer no",
      "customer id",
      "customer #",
      "customer nr",
      "account number",
      "account no",
      "account #",
      "kundennummer",
      "kundennr",
      "kunden-nr",
      "kunden nr",
      "klantnummer",
      "klantnr",
      "klant nr",
      "numero client",
      "n° client",
      "no client",
      "id client",
      "id.client",
      "client id",
      "client number",
      "client no",
      "numero d'abonne",
      "numero de client",
      "numero de dossier",
      "numero de ligne",
      "mandate id",
    ),
  },
  {
    id: "vat_id",
    kind: "id",
    labels: L(
      1,
      "vat number",
      "vat no",
      "vat id",
      "vat reg no",
      "vat registration number",
      "vat registration no",
      "vat reg",
      "tax id",
      "tax number",
      "tax no",
      "tin",
      "vat/tin",
      "gstin",
      "gst no",
      "gst number",
      "pan",
      "cin",
      "ust-idnr",
      "ust-id-nr",
      "ustidnr",
      "ustid",
      "ust-id",
      "ust id",
      "ust-idnr.",
      "umsatzsteuer-id",
      "umsatzsteuer-identifikationsnummer",
      "steuernummer",
      "steuer-nr",
      "st-nr",
      "btw nummer",
      "btw-nummer",
      "btw nr",
      "btw-nr",
      "btw no",
      "uw btw nummer",
      "btw-id",
      "tva intracommunautaire",
      "n° de tva",
      "numero de tva",
      "n° tva",
      "tva intracom",
      "siret",
      "siren",
      "kvk",
      "kvk nummer",
      "kvk-nummer",
      "service tax #",
      "service tax no",
      "abn",
      "cif",
      "nif",
      "hrb",
      "rcs",
      "registergericht",
      "handelsregister",
      "blz",
      "kto-nr",
      "konto",
    ),
  },
  {
    id: "total",
    kind: "amount",
    labels: [
      ...L(
        1,
        "total amount",
        "invoice total",
        "invoice amount",
        "total due",
        "amount due",
        "total amount due",
        "balance due",
        "grand total",
        "total to pay",
        "amount payable",
        "total payable",
        "total incl vat",
        "total incl. vat",
        "total including vat",
        "total incl tax",
        "total including tax",
        "total inc vat",
        "total inc. vat",
        "total gross",
        "gross total",
        "gross amount",
        "total for this invoice",
        "gesamtbetrag",
        "rechnungsbetrag",
        "rechnungssumme",
        "endbetrag",
        "zu zahlen",
        "zahlbetrag",
        "gesamtsumme",
        "bruttobetrag",
        "summe brutto",
        "gesamt brutto",
        "total brutto",
        "brutto gesamt",
        "zahlbarer betrag",
        "total ttc",
        "montant ttc",
        "montant eur ttc",
        "montant total",
        "montant total ttc",
        "net a payer",
        "somme a payer",
        "total a payer",
        "montant a payer",
        "montant du",
        "total facture",
        "totaalbedrag",
        "totaal",
        "te betalen",
        "totaal incl btw",
        "totaal incl. btw",
        "totaal te betalen",
        "factuur totaal",
        "factuurtotaal",
        "factuurbedrag",
        "importe total",
        "total factura",
        "totale fattura",
        "totale documento",
        "importo totale",
        "amount to pay",
        "total paid",
        "amount paid",
        "paid amount",
        "total a pagar",
        "totale da pagare",
        "netto a pagare",
        "te betalen bedrag",
        "summe eur",
        "total eur",
      ),
      ...L(0.7, "balance", "saldo"),
      ...L(0.75, "total", "gesamt", "summe", "brutto", "totale", "bruto"),
      // What a credit note's total is called.
      ...L(
        0.9,
        "total abono",
        "importe abono",
        "total avoir",
        "montant avoir",
        "gutschriftsbetrag",
        "erstattungsbetrag",
        "creditbedrag",
        "totaal creditnota",
        "totale nota di credito",
        "credit total",
        "total credit",
      ),
      ...L(0.45, "amount", "montant", "bedrag", "betrag", "importe", "importo"),
      ...L(0.4, "ttc", "incl btw", "incl. btw", "inkl mwst", "inkl. mwst"),
    ],
  },
  {
    id: "net",
    kind: "amount",
    labels: [
      ...L(
        1,
        "net amount",
        "net total",
        "total net",
        "total excl vat",
        "total excl. vat",
        "total excluding vat",
        "total excl tax",
        "total excluding tax",
        "total before tax",
        "amount before tax",
        "taxable amount",
        "amount untaxed",
        "untaxed amount",
        "total untaxed",
        "total ht",
        "montant ht",
        "montant eur ht",
        "total hors taxes",
        "total hors taxe",
        "montant hors taxes",
        "hors taxes",
        "nettobetrag",
        "summe netto",
        "gesamt netto",
        "netto gesamt",
        "total netto",
        "nettosumme",
        "rechnungsbetrag netto",
        "exclusief btw",
        "excl btw",
        "excl. btw",
        "totaal excl btw",
        "totaal excl. btw",
        "bedrag excl btw",
        "bedrag excl. btw",
        "netto bedrag",
        "base imponible",
        "imponibile",
        "imponible",
        "nettowert",
        "bemessungsgrundlage",
        "base tributable",
        "net value",
      ),
      ...L(
        0.85,
        "grondslag",
        "tax base",
        "taxable value",
        "excl vat",
        "excl. vat",
        "excluding vat",
        "excl. tax",
        "ohne mwst",
        "exkl mwst",
        "exkl. mwst",
      ),
      ...L(
        0.75,
        "subtotal",
        "sub total",
        "sub-total",
        "zwischensumme",
        "subtotaal",
        "subtotale",
        "sous-total",
        "sous total",
        "netto",
        "net",
        "nett",
        "neto",
      ),
      // The goods' value: the net unless discounts, freight or a "Nettobetrag" come after it.
      ...L(0.6, "warenwert", "nettowarenwert"),
      ...L(0.75, "grundbetrag"),
      // "Base" alone is how Spanish and Italian invoices often head the taxable amount.
      ...L(0.6, "base"),
      ...L(0.4, "ht"),
    ],
  },
  {
    id: "tax",
    kind: "amount",
    labels: [
      ...L(
        1,
        "vat amount",
        "tax amount",
        "total vat",
        "total tax",
        "tax total",
        "vat total",
        "total gst",
        "sales tax",
        "mwst betrag",
        "mwst.-betrag",
        "mehrwertsteuer",
        "umsatzsteuer",
        "ust betrag",
        "steuerbetrag",
        "montant tva",
        "total tva",
        "montant de la tva",
        "btw bedrag",
        "btw-bedrag",
        "totaal btw",
        "importe iva",
        "iva",
        "imposta",
        "igst",
        "cgst",
        "sgst",
        "gst amount",
      ),
      ...L(0.85, "vat", "tax", "taxes", "mwst", "ust", "tva", "btw", "gst", "mehrwertsteuer"),
      ...L(
        0.85,
        "omzetbelasting",
        "belasting",
        "impuestos",
        "impuesto",
        "total impuestos",
        "cuota iva",
        "iva repercutido",
        "total iva repercutido",
        "cuota",
        "imposte",
        "totale imposte",
        "totale iva",
      ),
      ...L(0.5, "steuer"),
    ],
  },
  {
    id: "tax_rate",
    kind: "percent",
    labels: L(
      1,
      "vat rate",
      "tax rate",
      "steuersatz",
      "mwst-satz",
      "taux de tva",
      "taux tva",
      "btw-tarief",
      "btw tarief",
      "tax %",
      "vat %",
      "btw %",
      "tax(%)",
    ),
  },
  {
    id: "currency",
    kind: "currency",
    labels: L(1, "currency", "wahrung", "waehrung", "währung", "devise", "monnaie", "valuta", "moneda", "valuta"),
  },
  {
    id: "issuer",
    kind: "text",
    labels: [
      ...L(
        1,
        "vendor",
        "supplier",
        "seller",
        "sold by",
        "issuer",
        "issued by",
        "bill from",
        "invoice from",
        "lieferant",
        "verkaufer",
        "verkäufer",
        "rechnungssteller",
        "rechnungsersteller",
        "fournisseur",
        "vendeur",
        "leverancier",
        "verkoper",
        "proveedor",
        "fornitore",
        "emisor",
        "venditore",
        "cedente",
        "prestatore",
        "emittente",
      ),
      ...L(
        0.8,
        "titulaire du compte",
        "account holder",
        "kontoinhaber",
        "payee",
        "beneficiary",
        "beneficiaire",
        "begunstigde",
        "rekeninghouder",
        "in favor of",
        "in favour of",
        "payable to",
        "checks payable to",
      ),
      ...L(0.5, "from"),
    ],
  },
  {
    id: "customer",
    kind: "text",
    labels: L(
      1,
      "bill to",
      "billed to",
      "invoice to",
      "sold to",
      "ship to",
      "shipped to",
      "deliver to",
      "customer",
      "client",
      "buyer",
      "rechnungsempfanger",
      "rechnungsempfänger",
      "kunde",
      "rechnungsadresse",
      "lieferadresse",
      "lieferanschrift",
      "factuuradres",
      "afleveradres",
      "adresse de facturation",
      "adresse de livraison",
      "adresse de l'installation",
      "billing address",
      "shipping address",
      "delivery address",
      "attn",
      "guest name",
      "nom de l'abonne",
      "klant",
    ),
  },
  { id: "iban", kind: "id", labels: L(1, "iban") },
  { id: "bic", kind: "id", labels: L(1, "bic", "swift", "bic/swift", "swift code", "bic code") },
  {
    id: "payment_terms",
    kind: "text",
    labels: L(
      1,
      "payment terms",
      "terms",
      "zahlungsbedingungen",
      "betalingsvoorwaarden",
      "conditions de paiement",
      "modes de reglement",
      "payment method",
      "payment mode",
      "zahlungsform",
      "zahlungsart",
    ),
  },
  { id: "page", kind: "text", labels: L(1, "page", "seite", "pagina", "blatt") },
  {
    // A sum carried from one page to the next, or a balance brought from an earlier statement: never this document's
    // net, tax or total, however "Summe" or "Total" it is called.
    id: "carried",
    kind: "amount",
    labels: L(
      1,
      "ubertrag",
      "übertrag",
      "summe zum ubertrag",
      "summe zum übertrag",
      "ubertrag von vorheriger seite",
      "übertrag von vorheriger seite",
      "vortrag",
      "a reporter",
      "à reporter",
      "total a reporter",
      "total à reporter",
      "report",
      "reporte",
      "report de la page precedente",
      "transport",
      "over te brengen",
      "overgebracht",
      "carried forward",
      "brought forward",
      "balance brought forward",
      "balance carried forward",
      "previous balance",
      "riporto",
      "da riportare",
      "a riportare",
      "suma y sigue",
      "suma anterior",
      "a transportar",
      "transporte",
      // What the page before or after it carries.
      "totale a riportare",
      "da pagina precedente",
      "pagina precedente",
      "total a trasladar",
      "suma de la pagina anterior",
      "pagina anterior",
      "van vorige pagina",
      "vorige pagina",
      "from previous page",
      "previous page",
      "von vorheriger seite",
      "vorherige seite",
      "page precedente",
      "de la page precedente",
    ),
  },
  {
    // What a customer handed over and got back: never the document's total.
    id: "tendered",
    kind: "amount",
    labels: [
      ...L(
        1,
        "cash tendered",
        "tendered",
        "amount tendered",
        "cash paid",
        "cash received",
        "change",
        "change due",
        "your change",
        "gegeben",
        "bar gegeben",
        "ruckgeld",
        "rückgeld",
        "wechselgeld",
        "especes",
        "espèces",
        "rendu",
        "monnaie rendue",
        "a rendre",
        "contant",
        "wisselgeld",
        "terug",
        "retour",
        "efectivo",
        "entregado",
        "cambio",
        "su cambio",
        "contanti",
        "resto",
        "ricevuto",
      ),
      ...L(0.6, "cash", "bar", "paid", "pagato"),
    ],
  },
  {
    id: "address",
    kind: "text",
    labels: L(
      1,
      "address",
      "adresse",
      "anschrift",
      "adres",
      "direccion",
      "dirección",
      "indirizzo",
      "store address",
      "shop address",
    ),
  },
  {
    id: "contact",
    kind: "text",
    labels: L(
      1,
      "phone",
      "phone number",
      "telephone",
      "telephone number",
      "tel",
      "tel.",
      "telefon",
      "telefoon",
      "telefonnummer",
      "fax",
      "fax number",
      "mobile",
      "mobile number",
      "mobil",
      "email",
      "e-mail",
      "e-mail address",
      "email address",
      "website",
      "web",
      "internet",
      "www",
    ),
  },
];

const CONCEPT_BY_ID = new Map(CONCEPTS.map((c) => [c.id, c]));

let strong: Map<string, ConceptId[]> | null = null;
/** Label phrase → the concepts it surely names. */
function strongLabels(): Map<string, ConceptId[]> {
  if (strong) return strong;
  strong = new Map();
  for (const c of CONCEPTS) {
    for (const [label, weight] of c.labels) {
      if (weight < 0.75) continue;
      const phrase = labelTokens(label).join(" ");
      const list = strong.get(phrase) ?? [];
      if (!list.includes(c.id)) list.push(c.id);
      strong.set(phrase, list);
    }
  }
  return strong;
}

const has = (tokens: string[], ...words: string[]) => tokens.some((t) => words.includes(t));
const hasPrefix = (tokens: string[], ...prefixes: string[]) =>
  tokens.some((t) => prefixes.some((p) => t.startsWith(p)));

const NUMBER_WORDS = ["number", "no", "nr", "num", "id", "#", "nummer", "numero", "n°", "ref", "reference"];
const TAX_WORDS = ["tax", "vat", "mwst", "btw", "tva", "gst", "iva", "ust", "steuer", "taxes"];

/** The concept a field stands for, judged by its name, then by its description. */
export function conceptOfField(field: {
  name: string;
  description?: string | null;
  dataType: DataType;
}): ConceptId | null {
  const fromName = conceptOfText(field.name, field.dataType);
  if (fromName) return fromName;
  const description = field.description?.trim();
  return description ? conceptOfText(description, field.dataType) : null;
}

function conceptOfText(text: string, dataType: DataType): ConceptId | null {
  const tokens = labelTokens(text);
  if (tokens.length === 0) return null;
  // The whole text is a known label of exactly one concept.
  const phrase = tokens.join(" ");
  const exact = (strongLabels().get(phrase) ?? []).map((id) => CONCEPT_BY_ID.get(id)!);
  if (exact.length === 1 && kindFits(exact[0].kind, dataType)) return exact[0].id;

  if (has(tokens, "currency", "wahrung", "waehrung", "devise", "valuta", "moneda")) return "currency";
  if (has(tokens, "iban")) return "iban";
  if (has(tokens, "address", "adresse", "anschrift", "adres", "direccion", "indirizzo", "addr")) return "address";
  if (has(tokens, "bic", "swift")) return "bic";
  if (dataType === "Date" || has(tokens, "date", "datum", "fecha", "data")) {
    if (
      has(tokens, "due", "faellig", "fallig", "echeance", "vervaldatum", "deadline") ||
      hasPrefix(tokens, "faellig", "fallig", "verval")
    )
      return "due_date";
    if (has(tokens, "order", "bestell", "commande")) return "order_date";
    if (has(tokens, "delivery", "shipping", "lieferung", "livraison", "levering")) return "delivery_date";
    if (
      dataType === "Date" ||
      has(tokens, "invoice", "issue", "rechnung", "facture", "factuur", "document", "date", "datum")
    )
      return "invoice_date";
  }
  if (hasPrefix(tokens, "rechnungsdatum", "factuurdatum")) return "invoice_date";
  if (hasPrefix(tokens, "rechnungsn", "factuurn")) return "invoice_number";
  if (has(tokens, ...TAX_WORDS) && has(tokens, ...NUMBER_WORDS, "registration", "identification")) return "vat_id";
  if (
    has(
      tokens,
      "untaxed",
      "net",
      "netto",
      "nett",
      "subtotal",
      "ht",
      "excl",
      "excluding",
      "before",
      "base",
      "grondslag",
      "taxable",
    ) ||
    hasPrefix(tokens, "netto", "subtot", "zwischensum")
  ) {
    if (dataType === "Number" || dataType === "String") return "net";
  }
  if (has(tokens, ...TAX_WORDS) || has(tokens, "mehrwertsteuer", "umsatzsteuer")) {
    if (has(tokens, "rate", "percent", "percentage", "%", "satz", "taux")) return "tax_rate";
    return "tax";
  }
  if (
    has(
      tokens,
      "total",
      "amount",
      "gross",
      "brutto",
      "sum",
      "payable",
      "betrag",
      "gesamtbetrag",
      "montant",
      "totaal",
      "bedrag",
      "grand",
    )
  ) {
    if (dataType === "Number" || dataType === "String") return "total";
  }
  if (
    has(
      tokens,
      "issuer",
      "vendor",
      "supplier",
      "seller",
      "sender",
      "company",
      "merchant",
      "store",
      "shop",
      "lieferant",
      "fournisseur",
      "leverancier",
      "creditor",
      "biller",
      "payee",
      "emisor",
      "venditore",
      "fornitore",
      "proveedor",
      "vendeur",
      "verkoper",
      "verkaufer",
      "firma",
      "societe",
      "bedrijf",
      "empresa",
      "azienda",
      "haendler",
      "handler",
      "kreditor",
      "absender",
      "aussteller",
      "rechnungssteller",
      "emitter",
      "emetteur",
      "afzender",
      "mittente",
      "remitente",
    ) ||
    // "Billed by", "Issued by", "From": who the document comes from.
    phrase === "from" ||
    (has(tokens, "by") && has(tokens, "billed", "issued", "invoiced", "sold"))
  )
    return "issuer";
  if (has(tokens, "customer", "client", "buyer", "recipient", "kunde", "klant"))
    return has(tokens, ...NUMBER_WORDS) ? "customer_number" : "customer";
  if (has(tokens, "order", "po", "purchase", "bestellung", "commande")) return "order_number";
  if (
    has(tokens, "invoice", "rechnung", "facture", "factuur", "bill", "inv", "receipt") &&
    (has(tokens, ...NUMBER_WORDS) || tokens.length === 1)
  )
    return "invoice_number";
  return null;
}

function kindFits(kind: ValueKind, dataType: DataType): boolean {
  if (dataType === "Number") return kind === "amount" || kind === "percent";
  if (dataType === "Date") return kind === "date";
  return kind !== "amount" || dataType === "String";
}

/** The value kind a field is read as: its data type first, its concept for strings. */
export function valueKindOf(dataType: DataType, concept: ConceptId | null): ValueKind {
  if (dataType === "Number") return concept === "tax_rate" ? "percent" : "amount";
  if (dataType === "Date") return "date";
  if (concept) {
    const kind = CONCEPT_BY_ID.get(concept)!.kind;
    if (kind === "date" || kind === "amount" || kind === "percent") return dataType === "String" ? kind : "text";
    return kind;
  }
  return "text";
}
