/**
 * Generated business documents for the classifier benchmark (bench/classify.ts): receipts,
 * delivery notes, purchase orders, contracts and letters in English, German, French and Dutch,
 * seeded so every run yields the same set.
 *
 * They are meant to be hard in the ways real mail is: shared vocabulary (addresses, company
 * registration lines, VAT numbers, totals, order numbers, page footers), documents that mention
 * other types ("Tax invoice" receipts, "the invoice follows separately", purchase orders with
 * payment terms, cover letters about an invoice, contract clauses on invoicing), titles missing
 * or lost to OCR noise, continuation pages without a title, and OCR character noise.
 */

export type Lang = "en" | "de" | "fr" | "nl";
export const LANGS: Lang[] = ["en", "de", "fr", "nl"];

export interface GeneratedDocument {
  label: string;
  lang: Lang;
  pages: string[];
  /** What makes it hard, for reading the benchmark's errors. */
  notes: string[];
}

/** mulberry32: small, fast, good enough for test data. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)];
  const chance = (p: number) => next() < p;
  const shuffle = <T>(xs: T[]): T[] => {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [xs[i], xs[j]] = [xs[j], xs[i]];
    }
    return xs;
  };
  const some = <T>(xs: readonly T[], lo: number, hi: number): T[] => shuffle([...xs]).slice(0, int(lo, hi));
  return { next, int, pick, chance, shuffle, some };
}
export type Rng = ReturnType<typeof rng>;

// ---------------------------------------------------------------------------------------------
// Shared material

const NAMES = ["Nordwind", "Bluewater", "Acme", "Müller & Söhne", "Van Dijk", "Dupont", "Lindqvist", "Hoffmann", "Bakker", "Moreau",
  "Greenfield", "Keller", "Janssen", "Laurent", "Weber", "De Vries", "Fischer", "Lefèvre", "Brightline", "Stellar", "Kowalski", "Peeters",
  "Rossi", "Atlas", "Quantum", "Hansen", "Meijer", "Girard", "Schulz", "Ortega"];
const TRADES: Record<Lang, string[]> = {
  en: ["Supplies", "Logistics", "Office Solutions", "Hardware", "Foods", "Consulting", "Trading", "Electronics", "Print", "Services"],
  de: ["Bürobedarf", "Logistik", "Handel", "Elektro", "Lebensmittel", "Beratung", "Technik", "Druckerei", "Haustechnik", "Metallbau"],
  fr: ["Fournitures", "Logistique", "Bureautique", "Quincaillerie", "Alimentation", "Conseil", "Négoce", "Électronique", "Imprimerie", "Services"],
  nl: ["Kantoorartikelen", "Logistiek", "Handel", "Techniek", "Voeding", "Advies", "Groothandel", "Elektronica", "Drukkerij", "Installatie"],
};
const FORMS: Record<Lang, string[]> = { en: ["Ltd", "Inc.", "LLC", "plc"], de: ["GmbH", "AG", "KG", "GmbH & Co. KG"], fr: ["SARL", "SAS", "S.A."], nl: ["B.V.", "N.V.", "V.O.F."] };
const STREETS: Record<Lang, string[]> = {
  en: ["Main Street", "High Street", "Station Road", "Park Avenue", "Mill Lane", "Church Road", "Harbour Way"],
  de: ["Hauptstraße", "Bahnhofstraße", "Industriestraße", "Gartenweg", "Lindenallee", "Am Markt", "Schillerstraße"],
  fr: ["rue de la Paix", "avenue Victor Hugo", "boulevard Voltaire", "rue du Commerce", "place de la Gare", "rue des Lilas"],
  nl: ["Kerkstraat", "Stationsweg", "Dorpsstraat", "Industrieweg", "Molenlaan", "Havenkade", "Marktplein"],
};
const CITIES: Record<Lang, string[]> = {
  en: ["London EC1A 1BB", "Manchester M1 2AB", "Leeds LS1 4DY", "Bristol BS1 5TR", "Dublin D02 X285", "Boston, MA 02110"],
  de: ["10115 Berlin", "80331 München", "50667 Köln", "20095 Hamburg", "70173 Stuttgart", "1010 Wien"],
  fr: ["75008 Paris", "69002 Lyon", "13001 Marseille", "31000 Toulouse", "1000 Bruxelles", "59000 Lille"],
  nl: ["1012 AB Amsterdam", "3011 AD Rotterdam", "3511 LX Utrecht", "2511 CV Den Haag", "5611 AZ Eindhoven", "9711 LM Groningen"],
};
const PEOPLE = ["J. Smith", "Anna Becker", "Marie Dubois", "Pieter de Boer", "Thomas Wagner", "Claire Martin", "Sophie Jansen", "Mark Taylor",
  "Lukas Braun", "Julie Bernard", "Emma Visser", "David Brown"];
const PRODUCTS: Record<Lang, string[]> = {
  en: ["Copy paper A4 80g", "Ballpoint pens blue", "Toner cartridge HP 305A", "Office chair ergonomic", "LED desk lamp", "USB-C cable 2m",
    "Stapler heavy duty", "Coffee beans 1kg", "Safety gloves size L", "Pallet wrap film", "Screws M6x40 (box)", "Laptop stand",
    "Printer ink black", "Cardboard boxes 40x30", "Monitor 27 inch", "Hand sanitiser 500ml", "Cable ties 200mm", "Whiteboard markers"],
  de: ["Kopierpapier A4 80g", "Kugelschreiber blau", "Tonerkartusche HP 305A", "Bürostuhl ergonomisch", "LED-Schreibtischleuchte",
    "USB-C Kabel 2m", "Heftgerät", "Kaffeebohnen 1kg", "Schutzhandschuhe Gr. L", "Stretchfolie", "Schrauben M6x40 (Karton)", "Laptopständer",
    "Druckertinte schwarz", "Versandkartons 40x30", "Monitor 27 Zoll", "Desinfektionsmittel 500ml", "Kabelbinder 200mm", "Whiteboard-Marker"],
  fr: ["Papier A4 80g", "Stylos bille bleus", "Cartouche de toner HP 305A", "Chaise de bureau ergonomique", "Lampe de bureau LED",
    "Câble USB-C 2m", "Agrafeuse", "Café en grains 1kg", "Gants de protection taille L", "Film étirable", "Vis M6x40 (boîte)",
    "Support ordinateur", "Encre noire", "Cartons 40x30", "Écran 27 pouces", "Gel hydroalcoolique 500ml", "Colliers de serrage", "Marqueurs tableau blanc"],
  nl: ["Kopieerpapier A4 80g", "Balpennen blauw", "Tonercartridge HP 305A", "Bureaustoel ergonomisch", "LED-bureaulamp", "USB-C kabel 2m",
    "Nietmachine", "Koffiebonen 1kg", "Werkhandschoenen maat L", "Stretchfolie", "Schroeven M6x40 (doos)", "Laptopstandaard",
    "Printerinkt zwart", "Verzenddozen 40x30", "Monitor 27 inch", "Handgel 500ml", "Kabelbinders 200mm", "Whiteboardstiften"],
};
const SHOP_ITEMS: Record<Lang, string[]> = {
  en: ["Milk 1L", "Bread wholemeal", "Bananas", "Cheddar 200g", "Coffee latte", "Croissant", "Sparkling water", "Chicken wrap", "Unleaded 95",
    "Car wash", "Sandwich", "Newspaper", "Chocolate bar", "Apples 1kg", "Orange juice", "Burger menu", "Room 1 night", "Parking"],
  de: ["Vollmilch 1L", "Vollkornbrot", "Bananen", "Gouda 200g", "Milchkaffee", "Croissant", "Mineralwasser", "Wrap Hähnchen", "Super E10",
    "Autowäsche", "Brötchen", "Zeitung", "Schokolade", "Äpfel 1kg", "Orangensaft", "Menü Burger", "Übernachtung", "Parkgebühr"],
  fr: ["Lait 1L", "Pain complet", "Bananes", "Emmental 200g", "Café crème", "Croissant", "Eau gazeuse", "Wrap poulet", "SP95", "Lavage auto",
    "Baguette", "Journal", "Chocolat", "Pommes 1kg", "Jus d'orange", "Menu burger", "Nuitée", "Stationnement"],
  nl: ["Melk 1L", "Volkorenbrood", "Bananen", "Kaas 200g", "Koffie verkeerd", "Croissant", "Bruiswater", "Wrap kip", "Euro 95", "Autowasstraat",
    "Broodje", "Krant", "Chocoladereep", "Appels 1kg", "Sinaasappelsap", "Burgermenu", "Overnachting", "Parkeren"],
};

function companyName(r: Rng, lang: Lang) {
  return `${r.pick(NAMES)} ${r.pick(TRADES[lang])} ${r.pick(FORMS[lang])}`;
}
function address(r: Rng, lang: Lang): string[] {
  return [lang === "en" ? `${r.int(1, 250)} ${r.pick(STREETS.en)}` : `${r.pick(STREETS[lang])} ${r.int(1, 120)}`, r.pick(CITIES[lang])];
}
const pad = (n: number, w = 2) => String(n).padStart(w, "0");
function date(r: Rng, lang: Lang): string {
  const d = r.int(1, 28), m = r.int(1, 12), y = r.int(2019, 2025);
  const monthsEn = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  const monthsDe = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"];
  const monthsFr = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];
  const monthsNl = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"];
  switch (r.int(0, 2)) {
    case 0: return lang === "en" ? `${pad(m)}/${pad(d)}/${y}` : lang === "de" ? `${pad(d)}.${pad(m)}.${y}` : `${pad(d)}/${pad(m)}/${y}`;
    case 1: return `${y}-${pad(m)}-${pad(d)}`;
    default:
      return lang === "en" ? `${monthsEn[m - 1]} ${d}, ${y}` : lang === "de" ? `${d}. ${monthsDe[m - 1]} ${y}` : lang === "fr" ? `${d} ${monthsFr[m - 1]} ${y}` : `${d} ${monthsNl[m - 1]} ${y}`;
  }
}
function money(r: Rng, lang: Lang, lo = 1, hi = 500): string {
  const v = (r.int(lo * 100, hi * 100) / 100).toFixed(2);
  return lang === "en" ? v : v.replace(".", ",");
}
const cur = (r: Rng, lang: Lang) => (lang === "en" ? r.pick(["£", "$", "€", "USD", "GBP"]) : r.pick(["€", "EUR"]));
const num = (r: Rng, digits: number) => String(r.int(10 ** (digits - 1), 10 ** digits - 1));

function registrationLine(r: Rng, lang: Lang): string {
  switch (lang) {
    case "en": return r.pick([`Company No. ${num(r, 8)} · VAT Reg. GB ${num(r, 9)}`, `Registered in England and Wales No. ${num(r, 8)}`, `Tel +44 20 ${num(r, 4)} ${num(r, 4)} · www.example.co.uk`]);
    case "de": return r.pick([`Geschäftsführer: ${r.pick(PEOPLE)} · HRB ${num(r, 5)} Amtsgericht ${r.pick(["München", "Köln", "Berlin"])}`, `USt-IdNr. DE${num(r, 9)} · Steuernr. ${num(r, 3)}/${num(r, 3)}/${num(r, 5)}`, `Bankverbindung: Sparkasse · IBAN DE${num(r, 2)} ${num(r, 4)} ${num(r, 4)} ${num(r, 4)} ${num(r, 4)} ${num(r, 2)}`]);
    case "fr": return r.pick([`SIRET ${num(r, 9)} ${num(r, 5)} · RCS ${r.pick(["Paris", "Lyon"])} · TVA intracom. FR${num(r, 11)}`, `SAS au capital de ${r.int(1, 90)}000 €`, `Tél. 01 ${num(r, 2)} ${num(r, 2)} ${num(r, 2)} ${num(r, 2)} · contact@exemple.fr`]);
    case "nl": return r.pick([`KvK ${num(r, 8)} · BTW NL${num(r, 9)}B01`, `IBAN NL${num(r, 2)} RABO ${num(r, 4)} ${num(r, 4)} ${num(r, 2)}`, `Tel. 020 ${num(r, 3)} ${num(r, 4)} · info@voorbeeld.nl`]);
  }
}
function pageFooter(r: Rng, lang: Lang, page: number, of: number): string {
  const t = { en: `Page ${page} of ${of}`, de: `Seite ${page} von ${of}`, fr: `Page ${page} sur ${of}`, nl: `Pagina ${page} van ${of}` }[lang];
  return r.chance(0.8) ? t : `${page}/${of}`;
}

/** OCR-like damage: confusable characters, lost characters, merged or split words. */
export function ocrNoise(r: Rng, text: string, rate: number): string {
  const swaps: Record<string, string[]> = { rn: ["m"], m: ["rn"], l: ["1", "I"], I: ["l", "1"], O: ["0"], o: ["0"], e: ["c"], c: ["e"], i: ["l", "í"], a: ["o"], S: ["5"], B: ["8"], u: ["ii"] };
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch !== "\n" && r.chance(rate)) {
      const two = text.slice(i, i + 2);
      if (swaps[two] && r.chance(0.5)) { out += r.pick(swaps[two]); i++; continue; }
      const k = r.int(0, 3);
      if (k === 0 && swaps[ch]) { out += r.pick(swaps[ch]); continue; }
      if (k === 1) continue; // lost
      if (k === 2 && ch === " ") continue; // merged words
      if (k === 3 && ch !== " ") { out += ch + " "; continue; } // split word
    }
    out += ch;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Receipts

function receipt(r: Rng, lang: Lang): GeneratedDocument {
  const notes: string[] = [];
  const store = r.chance(0.5) ? `${r.pick(NAMES).toUpperCase()} ${r.pick(["MARKET", "SUPERMARKT", "CAFÉ", "TANKSTELLE", "HOTEL", "BISTRO", "SHOP", "STORE", "EXPRESS"])}` : companyName(r, lang);
  const L: string[] = [store, ...address(r, lang)];
  if (r.chance(0.5)) L.push(registrationLine(r, lang));
  const titles = {
    en: ["RECEIPT", "SALES RECEIPT", "Customer receipt", "Cash receipt", "Receipt No. " + num(r, 5), "PAYMENT RECEIPT"],
    de: ["Kassenbon", "KASSENBELEG", "Quittung", "Beleg-Nr. " + num(r, 5), "Kundenbeleg", "Bon"],
    fr: ["TICKET DE CAISSE", "Ticket n° " + num(r, 5), "REÇU", "Reçu de paiement", "Facturette", "TICKET CLIENT"],
    nl: ["KASSABON", "Kassaticket", "Bon nr. " + num(r, 5), "Betaalbewijs", "Kwitantie", "KASSABON - KLANT"],
  }[lang];
  if (r.chance(0.12)) { L.push(lang === "en" ? "TAX INVOICE" : lang === "de" ? "Rechnung / Quittung" : lang === "fr" ? "Facture simplifiée" : "Factuur / kassabon"); notes.push("titled as an invoice"); }
  else if (r.chance(0.8)) L.push(r.pick(titles));
  else notes.push("no title");
  L.push(`${date(r, lang)} ${pad(r.int(7, 22))}:${pad(r.int(0, 59))}`);
  L.push({ en: `Till ${r.int(1, 9)}  Cashier: ${r.pick(PEOPLE)}`, de: `Kasse ${r.int(1, 9)}  Bediener: ${r.pick(PEOPLE)}`, fr: `Caisse ${r.int(1, 9)}  Caissier: ${r.pick(PEOPLE)}`, nl: `Kassa ${r.int(1, 9)}  Medewerker: ${r.pick(PEOPLE)}` }[lang]);
  const n = r.int(1, 9);
  for (const item of r.some(SHOP_ITEMS[lang], n, n)) L.push(`${r.chance(0.3) ? `${r.int(2, 4)} x ` : ""}${item}  ${money(r, lang, 1, 40)} ${r.pick(["A", "B", ""])}`);
  const sum = money(r, lang, 3, 300);
  L.push({ en: r.pick([`SUBTOTAL ${sum}`, `TOTAL ${cur(r, lang)} ${sum}`, `BALANCE DUE ${sum}`]), de: r.pick([`SUMME EUR ${sum}`, `Zu zahlen ${sum}`, `GESAMT ${sum} EUR`]), fr: r.pick([`TOTAL TTC ${sum} €`, `TOTAL ${sum} EUR`, `À PAYER ${sum}`]), nl: r.pick([`TOTAAL ${sum}`, `Te betalen € ${sum}`, `TOTAAL EUR ${sum}`]) }[lang]);
  const taxName = { en: "VAT", de: "MwSt", fr: "TVA", nl: "BTW" }[lang];
  L.push(`${taxName} ${r.pick(["20%", "19%", "7%", "21%", "9%", "5,5%"])} ${money(r, lang, 0, 40)}  ${lang === "fr" ? "HT" : lang === "de" ? "Netto" : "Net"} ${money(r, lang, 3, 250)}`);
  const pay = {
    en: [`VISA **** ${num(r, 4)}  ${sum}`, `CASH ${sum}  CHANGE ${money(r, lang, 0, 20)}`, `Mastercard contactless  AUTH ${num(r, 6)}`, `Debit card ${sum}`],
    de: [`EC-Karte ${sum}`, `BAR ${sum}  Rückgeld ${money(r, lang, 0, 20)}`, `girocard kontaktlos  Terminal-ID ${num(r, 8)}`, `Gegeben ${money(r, lang, 5, 300)}  Zurück ${money(r, lang, 0, 20)}`],
    fr: [`CB SANS CONTACT ${sum}`, `ESPÈCES ${sum}  RENDU ${money(r, lang, 0, 20)}`, `Carte bancaire  N° autorisation ${num(r, 6)}`, `Payé par CB ${sum}`],
    nl: [`PIN ${sum}`, `CONTANT ${sum}  WISSELGELD ${money(r, lang, 0, 20)}`, `Maestro contactloos  Autorisatie ${num(r, 6)}`, `Betaald met pinpas ${sum}`],
  }[lang];
  L.push(...r.some(pay, 1, 2));
  if (r.chance(0.5)) L.push({ en: `Trans. ${num(r, 6)}  Terminal ${num(r, 8)}`, de: `TA-Nr. ${num(r, 6)}  Terminal ${num(r, 8)}`, fr: `Transaction ${num(r, 6)}  TPE ${num(r, 8)}`, nl: `Transactie ${num(r, 6)}  Terminal ${num(r, 8)}` }[lang]);
  L.push(r.pick({ en: ["Thank you for shopping with us!", "Thank you, please come again", "Please keep your receipt for returns", "THANK YOU"], de: ["Vielen Dank für Ihren Einkauf!", "Danke und auf Wiedersehen", "Bitte Bon für Umtausch aufbewahren"], fr: ["Merci de votre visite", "Merci et à bientôt", "Conservez ce ticket pour tout échange"], nl: ["Bedankt voor uw aankoop!", "Tot ziens", "Bewaar deze bon voor ruilen"] }[lang]));
  if (r.chance(0.2)) { L.push({ en: "VAT invoice available on request", de: "Rechnung auf Anfrage erhältlich", fr: "Facture sur demande en caisse", nl: "Factuur op aanvraag verkrijgbaar" }[lang]); notes.push("mentions an invoice"); }
  return { label: "Receipt", lang, pages: [L.join("\n")], notes };
}

// ---------------------------------------------------------------------------------------------
// Delivery notes

function deliveryNote(r: Rng, lang: Lang): GeneratedDocument {
  const notes: string[] = [];
  const sender = companyName(r, lang);
  const pagesN = r.chance(0.25) ? 2 : 1;
  const head: string[] = [sender, ...address(r, lang)];
  const titles = {
    en: ["DELIVERY NOTE", "Delivery Note", "PACKING SLIP", "Packing list", "Dispatch note", "Delivery slip"],
    de: ["LIEFERSCHEIN", "Lieferschein", "Lieferschein Nr. " + num(r, 6), "Warenbegleitschein", "Packliste"],
    fr: ["BON DE LIVRAISON", "Bon de livraison", "BL n° " + num(r, 6), "Bordereau de livraison", "Liste de colisage"],
    nl: ["PAKBON", "Pakbon", "Afleverbon", "Leverbon nr. " + num(r, 6), "Paklijst"],
  }[lang];
  const recipient = [companyName(r, lang), r.chance(0.5) ? `${{ en: "Attn.", de: "z. Hd.", fr: "À l'attention de", nl: "T.a.v." }[lang]} ${r.pick(PEOPLE)}` : "", ...address(r, lang)].filter(Boolean);
  head.push(...recipient);
  if (r.chance(0.85)) head.push(r.pick(titles));
  else notes.push("no title");
  const fields = {
    en: [`Delivery No.: ${num(r, 7)}`, `Order No.: ${num(r, 6)}`, `Your order: PO-${num(r, 5)} of ${date(r, lang)}`, `Delivery date: ${date(r, lang)}`, `Customer No.: ${num(r, 5)}`, `Ship to: ${r.pick(CITIES.en)}`, `Shipping method: ${r.pick(["DHL Express", "UPS Standard", "Own transport", "DPD"])}`],
    de: [`Lieferschein-Nr.: ${num(r, 7)}`, `Auftrags-Nr.: ${num(r, 6)}`, `Ihre Bestellung: ${num(r, 5)} vom ${date(r, lang)}`, `Lieferdatum: ${date(r, lang)}`, `Kunden-Nr.: ${num(r, 5)}`, `Lieferanschrift: ${r.pick(CITIES.de)}`, `Versandart: ${r.pick(["DHL Paket", "Spedition", "Selbstabholung", "DPD"])}`],
    fr: [`N° de livraison : ${num(r, 7)}`, `N° de commande : ${num(r, 6)}`, `Votre commande ${num(r, 5)} du ${date(r, lang)}`, `Date de livraison : ${date(r, lang)}`, `Code client : ${num(r, 5)}`, `Adresse de livraison : ${r.pick(CITIES.fr)}`, `Transporteur : ${r.pick(["Chronopost", "Geodis", "DB Schenker", "Colissimo"])}`],
    nl: [`Pakbonnummer: ${num(r, 7)}`, `Ordernummer: ${num(r, 6)}`, `Uw bestelling ${num(r, 5)} d.d. ${date(r, lang)}`, `Leverdatum: ${date(r, lang)}`, `Klantnummer: ${num(r, 5)}`, `Afleveradres: ${r.pick(CITIES.nl)}`, `Vervoerder: ${r.pick(["PostNL", "DHL", "Eigen vervoer", "GLS"])}`],
  }[lang];
  head.push(...r.some(fields, 3, 6));
  const colHead = { en: "Item  Description  Ordered  Delivered  Unit", de: "Pos.  Artikel  Bestellt  Geliefert  Einheit", fr: "Réf.  Désignation  Commandé  Livré  Unité", nl: "Art.nr.  Omschrijving  Besteld  Geleverd  Eenheid" }[lang];
  const withPrices = r.chance(0.15);
  if (withPrices) notes.push("with prices");
  const lines = (k: number) => r.some(PRODUCTS[lang], k, k).map((p) => { const q = r.int(1, 50); return `${num(r, 5)}  ${p}  ${q}  ${r.chance(0.85) ? q : r.int(0, q)}  ${r.pick(["pcs", "Stk", "pce", "st", "box", "kg"])}${withPrices ? `  ${money(r, lang, 1, 90)}` : ""}`; });
  const tail = [
    { en: `Packages: ${r.int(1, 12)}  Total weight: ${r.int(1, 400)} kg`, de: `Packstücke: ${r.int(1, 12)}  Gesamtgewicht: ${r.int(1, 400)} kg`, fr: `Colis : ${r.int(1, 12)}  Poids total : ${r.int(1, 400)} kg`, nl: `Colli: ${r.int(1, 12)}  Totaalgewicht: ${r.int(1, 400)} kg` }[lang],
    r.chance(0.6) ? { en: `Tracking number: 1Z${num(r, 8)}`, de: `Sendungsnummer: ${num(r, 12)}`, fr: `N° de suivi : ${num(r, 12)}`, nl: `Track & trace: 3S${num(r, 10)}` }[lang] : "",
    r.pick({ en: ["Goods received in good condition.", "Please check the goods on arrival and report any damage within 48 hours.", "Backorder items will be shipped separately."], de: ["Ware in einwandfreiem Zustand erhalten.", "Bitte prüfen Sie die Ware bei Anlieferung.", "Fehlende Positionen werden nachgeliefert."], fr: ["Marchandise reçue en bon état.", "Merci de vérifier la marchandise à réception.", "Les reliquats seront livrés ultérieurement."], nl: ["Goederen in goede staat ontvangen.", "Controleer de goederen bij ontvangst.", "Nalevering volgt zo spoedig mogelijk."] }[lang]),
    { en: "Received by (name, signature, date): ____________", de: "Empfangen (Name, Unterschrift, Datum): ____________", fr: "Reçu par (nom, signature, date) : ____________", nl: "Ontvangen door (naam, handtekening, datum): ____________" }[lang],
  ].filter(Boolean);
  if (r.chance(0.3)) { tail.push({ en: "The invoice will be sent separately.", de: "Die Rechnung folgt separat.", fr: "La facture vous sera adressée séparément.", nl: "De factuur volgt apart." }[lang]); notes.push("mentions the invoice"); }
  const pages: string[] = [];
  if (pagesN === 1) pages.push([...head, colHead, ...lines(r.int(2, 10)), ...tail, registrationLine(r, lang)].join("\n"));
  else {
    pages.push([...head, colHead, ...lines(r.int(8, 14)), registrationLine(r, lang), pageFooter(r, lang, 1, 2)].join("\n"));
    pages.push([sender, r.chance(0.5) ? r.pick(titles) : "", r.pick(fields), colHead, ...lines(r.int(1, 6)), ...tail, pageFooter(r, lang, 2, 2)].filter(Boolean).join("\n"));
  }
  return { label: "Delivery Note", lang, pages, notes };
}

// ---------------------------------------------------------------------------------------------
// Purchase orders

function purchaseOrder(r: Rng, lang: Lang): GeneratedDocument {
  const notes: string[] = [];
  const buyer = companyName(r, lang);
  const titles = {
    en: ["PURCHASE ORDER", "Purchase Order", "PO " + num(r, 6), "Order"],
    de: ["BESTELLUNG", "Bestellung", "Bestellschein", "Einkaufsauftrag Nr. " + num(r, 6), "Auftrag"],
    fr: ["BON DE COMMANDE", "Bon de commande", "Commande n° " + num(r, 6), "Ordre d'achat"],
    nl: ["INKOOPORDER", "Bestelbon", "Inkooporder", "Bestelling nr. " + num(r, 6), "Opdracht"],
  }[lang];
  const L: string[] = [buyer, ...address(r, lang)];
  if (r.chance(0.88)) L.push(r.pick(titles));
  else notes.push("no title");
  const supplierLabel = { en: r.pick(["Supplier:", "Vendor:", "To:"]), de: r.pick(["Lieferant:", "An:"]), fr: r.pick(["Fournisseur :", "À :"]), nl: r.pick(["Leverancier:", "Aan:"]) }[lang];
  L.push(supplierLabel, companyName(r, lang), ...address(r, lang));
  const fields = {
    en: [`PO Number: ${num(r, 6)}`, `Order date: ${date(r, lang)}`, `Requested delivery date: ${date(r, lang)}`, `Buyer: ${r.pick(PEOPLE)}`, `Ship to: ${r.pick(CITIES.en)}`, `Bill to: Accounts Payable, ${r.pick(CITIES.en)}`, `Payment terms: Net ${r.pick([14, 30, 60])} days`, `Cost centre: ${num(r, 4)}`],
    de: [`Bestell-Nr.: ${num(r, 6)}`, `Bestelldatum: ${date(r, lang)}`, `Gewünschter Liefertermin: ${date(r, lang)}`, `Einkäufer: ${r.pick(PEOPLE)}`, `Lieferadresse: ${r.pick(CITIES.de)}`, `Rechnungsadresse: Buchhaltung, ${r.pick(CITIES.de)}`, `Zahlungsbedingungen: ${r.pick([14, 30])} Tage netto`, `Kostenstelle: ${num(r, 4)}`],
    fr: [`N° de commande : ${num(r, 6)}`, `Date de commande : ${date(r, lang)}`, `Date de livraison souhaitée : ${date(r, lang)}`, `Acheteur : ${r.pick(PEOPLE)}`, `Adresse de livraison : ${r.pick(CITIES.fr)}`, `Adresse de facturation : Comptabilité, ${r.pick(CITIES.fr)}`, `Conditions de paiement : ${r.pick([30, 45])} jours fin de mois`, `Centre de coût : ${num(r, 4)}`],
    nl: [`Inkoopordernummer: ${num(r, 6)}`, `Besteldatum: ${date(r, lang)}`, `Gewenste leverdatum: ${date(r, lang)}`, `Inkoper: ${r.pick(PEOPLE)}`, `Afleveradres: ${r.pick(CITIES.nl)}`, `Factuuradres: Crediteurenadministratie, ${r.pick(CITIES.nl)}`, `Betalingstermijn: ${r.pick([14, 30])} dagen`, `Kostenplaats: ${num(r, 4)}`],
  }[lang];
  L.push(...r.some(fields, 3, 7));
  L.push({ en: "Item  Description  Qty  Unit price  Amount", de: "Pos.  Bezeichnung  Menge  Einzelpreis  Gesamt", fr: "Réf.  Désignation  Qté  Prix unitaire  Montant", nl: "Nr.  Omschrijving  Aantal  Stukprijs  Bedrag" }[lang]);
  for (const p of r.some(PRODUCTS[lang], 1, 8)) L.push(`${num(r, 5)}  ${p}  ${r.int(1, 100)}  ${money(r, lang, 1, 90)}  ${money(r, lang, 10, 900)}`);
  if (r.chance(0.8)) {
    const t = { en: ["Subtotal", "VAT", "Total"], de: ["Zwischensumme", "MwSt.", "Gesamtbetrag"], fr: ["Total HT", "TVA", "Total TTC"], nl: ["Subtotaal", "BTW", "Totaal"] }[lang];
    L.push(`${t[0]} ${money(r, lang, 50, 5000)}`, `${t[1]} ${money(r, lang, 5, 900)}`, `${t[2]} ${cur(r, lang)} ${money(r, lang, 60, 6000)}`);
  }
  L.push(...r.some({
    en: ["Please confirm receipt of this order within 2 working days.", "Please quote the PO number on all invoices and delivery notes.", "Deliveries are accepted Monday to Friday, 8:00-16:00.", `Authorised by: ${r.pick(PEOPLE)}`, "Our general terms of purchase apply."],
    de: ["Bitte bestätigen Sie diese Bestellung innerhalb von 2 Werktagen.", "Bitte geben Sie die Bestellnummer auf allen Rechnungen und Lieferscheinen an.", "Anlieferung Mo-Fr 8-16 Uhr.", `Genehmigt: ${r.pick(PEOPLE)}`, "Es gelten unsere Allgemeinen Einkaufsbedingungen."],
    fr: ["Merci de nous retourner l'accusé de réception de cette commande.", "Le numéro de commande doit figurer sur toutes les factures et bons de livraison.", "Livraisons du lundi au vendredi de 8h à 16h.", `Approuvé par : ${r.pick(PEOPLE)}`, "Nos conditions générales d'achat s'appliquent."],
    nl: ["Gelieve deze bestelling binnen 2 werkdagen te bevestigen.", "Vermeld het inkoopordernummer op alle facturen en pakbonnen.", "Levering maandag t/m vrijdag 8-16 uur.", `Goedgekeurd door: ${r.pick(PEOPLE)}`, "Onze algemene inkoopvoorwaarden zijn van toepassing."],
  }[lang], 1, 3));
  L.push(registrationLine(r, lang));
  return { label: "Purchase Order", lang, pages: [L.join("\n")], notes };
}

// ---------------------------------------------------------------------------------------------
// Contracts

const CLAUSES: Record<Lang, string[]> = {
  en: [
    "The Contractor shall provide the services described in Annex 1 with due care and in accordance with the state of the art.",
    "This Agreement shall enter into force on the date of signature and shall remain in force for an initial term of {n} months.",
    "Either party may terminate this Agreement by giving {n} months' written notice to the other party.",
    "The Client shall pay the fees set out in Annex 2. The Contractor shall invoice monthly in arrears; invoices are payable within 30 days of receipt.",
    "Each party shall keep confidential all information received from the other party and shall not disclose it to any third party.",
    "Neither party shall be liable for any failure to perform its obligations caused by force majeure.",
    "The liability of the Contractor shall be limited to the total fees paid under this Agreement in the twelve months preceding the claim.",
    "This Agreement is governed by the laws of England and Wales. The courts of London shall have exclusive jurisdiction.",
    "No amendment to this Agreement shall be effective unless made in writing and signed by both parties.",
    "The Contractor shall comply with all applicable data protection laws and shall process personal data only on documented instructions.",
    "If any provision of this Agreement is held invalid, the remaining provisions shall remain in full force and effect.",
    "The Tenant shall pay the monthly rent of {m} in advance on the first day of each month.",
  ],
  de: [
    "Der Auftragnehmer erbringt die in Anlage 1 beschriebenen Leistungen mit der Sorgfalt eines ordentlichen Kaufmanns.",
    "Dieser Vertrag tritt mit Unterzeichnung in Kraft und wird für eine Laufzeit von {n} Monaten geschlossen.",
    "Jede Vertragspartei kann den Vertrag mit einer Frist von {n} Monaten zum Monatsende schriftlich kündigen.",
    "Der Auftraggeber zahlt die Vergütung gemäß Anlage 2. Der Auftragnehmer stellt monatlich Rechnung; Rechnungen sind innerhalb von 30 Tagen zahlbar.",
    "Die Parteien verpflichten sich, alle vertraulichen Informationen geheim zu halten und nicht an Dritte weiterzugeben.",
    "Keine Partei haftet für die Nichterfüllung ihrer Pflichten infolge höherer Gewalt.",
    "Die Haftung des Auftragnehmers ist auf Vorsatz und grobe Fahrlässigkeit beschränkt.",
    "Es gilt das Recht der Bundesrepublik Deutschland. Gerichtsstand ist {city}.",
    "Änderungen und Ergänzungen dieses Vertrages bedürfen der Schriftform.",
    "Der Auftragnehmer verarbeitet personenbezogene Daten ausschließlich nach Weisung des Auftraggebers gemäß DSGVO.",
    "Sollte eine Bestimmung dieses Vertrages unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.",
    "Der Mieter zahlt die monatliche Miete von {m} im Voraus bis zum dritten Werktag eines jeden Monats.",
  ],
  fr: [
    "Le Prestataire s'engage à fournir les prestations décrites à l'annexe 1 conformément aux règles de l'art.",
    "Le présent contrat entre en vigueur à la date de sa signature pour une durée initiale de {n} mois.",
    "Chacune des parties peut résilier le présent contrat moyennant un préavis de {n} mois notifié par lettre recommandée.",
    "Le Client règle les honoraires prévus à l'annexe 2. Le Prestataire émet une facture mensuelle payable à 30 jours.",
    "Les parties s'engagent à garder confidentielles toutes les informations échangées dans le cadre du présent contrat.",
    "Aucune des parties ne pourra être tenue responsable d'un manquement dû à un cas de force majeure.",
    "La responsabilité du Prestataire est limitée au montant des sommes perçues au titre du présent contrat.",
    "Le présent contrat est soumis au droit français. Tout litige relève de la compétence des tribunaux de {city}.",
    "Toute modification du présent contrat fera l'objet d'un avenant écrit signé par les deux parties.",
    "Le Prestataire traite les données personnelles conformément au RGPD et sur instruction documentée du Client.",
    "Si l'une des stipulations du présent contrat est déclarée nulle, les autres stipulations conservent leur plein effet.",
    "Le Locataire s'engage à payer un loyer mensuel de {m} payable d'avance le premier jour de chaque mois.",
  ],
  nl: [
    "Opdrachtnemer verricht de in bijlage 1 omschreven werkzaamheden naar beste inzicht en vermogen.",
    "Deze overeenkomst treedt in werking op de datum van ondertekening en wordt aangegaan voor een periode van {n} maanden.",
    "Elk der partijen kan deze overeenkomst schriftelijk opzeggen met inachtneming van een opzegtermijn van {n} maanden.",
    "Opdrachtgever betaalt de vergoeding volgens bijlage 2. Opdrachtnemer factureert maandelijks; facturen dienen binnen 30 dagen te worden voldaan.",
    "Partijen zijn verplicht tot geheimhouding van alle vertrouwelijke informatie die zij in het kader van deze overeenkomst verkrijgen.",
    "Geen der partijen is aansprakelijk voor tekortkomingen als gevolg van overmacht.",
    "De aansprakelijkheid van Opdrachtnemer is beperkt tot het bedrag dat in het betreffende geval door de verzekeraar wordt uitgekeerd.",
    "Op deze overeenkomst is Nederlands recht van toepassing. Geschillen worden voorgelegd aan de bevoegde rechter te {city}.",
    "Wijzigingen van deze overeenkomst zijn slechts geldig indien schriftelijk overeengekomen.",
    "Opdrachtnemer verwerkt persoonsgegevens uitsluitend in opdracht van Opdrachtgever conform de AVG.",
    "Indien een bepaling van deze overeenkomst nietig blijkt, blijven de overige bepalingen volledig van kracht.",
    "Huurder betaalt een maandelijkse huur van {m} bij vooruitbetaling vóór de eerste dag van iedere maand.",
  ],
};

function contract(r: Rng, lang: Lang): GeneratedDocument {
  const notes: string[] = [];
  const a = companyName(r, lang), b = companyName(r, lang);
  const title = {
    en: ["SERVICE AGREEMENT", "Framework Agreement", "Consulting Contract", "Lease Agreement", "Non-Disclosure Agreement", "Maintenance Contract"],
    de: ["DIENSTLEISTUNGSVERTRAG", "Rahmenvertrag", "Beratervertrag", "Mietvertrag", "Geheimhaltungsvereinbarung", "Wartungsvertrag"],
    fr: ["CONTRAT DE PRESTATION DE SERVICES", "Contrat-cadre", "Contrat de conseil", "Contrat de bail", "Accord de confidentialité", "Contrat de maintenance"],
    nl: ["DIENSTVERLENINGSOVEREENKOMST", "Raamovereenkomst", "Adviesovereenkomst", "Huurovereenkomst", "Geheimhoudingsovereenkomst", "Onderhoudscontract"],
  }[lang];
  const between = {
    en: [`This agreement is made on ${date(r, lang)} between`, `${a}, ${address(r, lang).join(", ")}, hereinafter referred to as "the Client"`, "and", `${b}, ${address(r, lang).join(", ")}, hereinafter referred to as "the Contractor".`, "The parties agree as follows:"],
    de: [`Zwischen`, `${a}, ${address(r, lang).join(", ")} – nachfolgend „Auftraggeber“ –`, "und", `${b}, ${address(r, lang).join(", ")} – nachfolgend „Auftragnehmer“ –`, "wird folgender Vertrag geschlossen:"],
    fr: [`Entre les soussignés :`, `${a}, ${address(r, lang).join(", ")}, ci-après dénommée « le Client »,`, "et", `${b}, ${address(r, lang).join(", ")}, ci-après dénommée « le Prestataire ».`, "Il a été convenu ce qui suit :"],
    nl: [`De ondergetekenden:`, `${a}, ${address(r, lang).join(", ")}, hierna te noemen "Opdrachtgever",`, "en", `${b}, ${address(r, lang).join(", ")}, hierna te noemen "Opdrachtnemer",`, "komen het volgende overeen:"],
  }[lang];
  const section = (i: number) => ({ en: r.pick([`${i}.`, `Article ${i}`, `Clause ${i}`, `Section ${i}`]), de: r.pick([`§ ${i}`, `${i}.`, `Artikel ${i}`]), fr: r.pick([`Article ${i}`, `${i}.`]), nl: r.pick([`Artikel ${i}`, `${i}.`]) }[lang]);
  const fill = (s: string) => s.replace("{n}", String(r.int(3, 36))).replace("{m}", `${money(r, lang, 400, 3000)} ${cur(r, lang)}`).replace("{city}", r.pick(CITIES[lang]).replace(/^[\d\s A-Z]{4,8}\s/, ""));
  const clauses = r.shuffle([...CLAUSES[lang]]).map(fill);
  const pagesN = r.int(1, 4);
  const perPage = Math.max(2, Math.ceil(clauses.length / pagesN));
  const signature = {
    en: [`Signed in ${r.pick(CITIES.en)} on ${date(r, lang)}`, "For the Client: ____________      For the Contractor: ____________", `Name: ${r.pick(PEOPLE)}      Name: ${r.pick(PEOPLE)}`],
    de: [`${r.pick(CITIES.de).replace(/^\d+\s/, "")}, den ${date(r, lang)}`, "Auftraggeber: ____________      Auftragnehmer: ____________", "(Unterschrift)      (Unterschrift)"],
    fr: [`Fait à ${r.pick(CITIES.fr).replace(/^\d+\s/, "")}, le ${date(r, lang)}, en deux exemplaires originaux.`, "Le Client : ____________      Le Prestataire : ____________", "Lu et approuvé, signature"],
    nl: [`Aldus overeengekomen en ondertekend te ${r.pick(CITIES.nl).replace(/^[\d\sA-Z]+\s/, "")} op ${date(r, lang)}`, "Opdrachtgever: ____________      Opdrachtnemer: ____________", "(handtekening)      (handtekening)"],
  }[lang];
  const pages: string[] = [];
  let k = 1;
  for (let p = 0; p < pagesN; p++) {
    const L: string[] = [];
    if (p === 0) {
      if (r.chance(0.9)) L.push(r.pick(title)); else notes.push("no title");
      if (r.chance(0.3)) L.push({ en: `Contract No. ${num(r, 6)}`, de: `Vertragsnummer ${num(r, 6)}`, fr: `Contrat n° ${num(r, 6)}`, nl: `Contractnummer ${num(r, 6)}` }[lang]);
      L.push(...between);
    } else if (r.chance(0.3)) L.push(r.pick(title));
    for (const c of clauses.slice(p * perPage, (p + 1) * perPage)) L.push(section(k++), ...c.match(/.{1,90}(\s|$)/g)!.map((s) => s.trim()));
    if (p === pagesN - 1) L.push(...signature);
    if (pagesN > 1) L.push(pageFooter(r, lang, p + 1, pagesN));
    pages.push(L.join("\n"));
  }
  if (pagesN > 1) notes.push(`${pagesN} pages`);
  return { label: "Contract", lang, pages, notes };
}

// ---------------------------------------------------------------------------------------------
// Letters

const LETTER_BODIES: Record<Lang, string[][]> = {
  en: [
    ["We are pleased to inform you that our new warehouse in {city} will open next month.", "From then on, all deliveries will be handled from the new location.", "Your contact person remains unchanged."],
    ["Thank you for your enquiry of {date}.", "Unfortunately we are unable to supply the requested parts before the end of the quarter.", "We will keep you informed about the availability."],
    ["Please find enclosed our invoice no. {no} for the services provided in {month}.", "We kindly ask you to transfer the amount to the account stated on the invoice."],
    ["Due to increased raw material costs we have to adjust our prices with effect from {date}.", "The new price list is attached to this letter.", "We thank you for your understanding."],
    ["We have received your complaint regarding the delivery of {date}.", "Our quality department is investigating the matter and will contact you shortly.", "We apologise for any inconvenience caused."],
    ["Our records show that your payment for invoice {no} has not yet been received.", "If you have already paid, please disregard this letter."],
    ["We would like to invite you to our annual customer day on {date}.", "Please let us know by return whether you will attend."],
  ],
  de: [
    ["wir freuen uns, Ihnen mitteilen zu können, dass unser neues Lager in {city} im nächsten Monat eröffnet.", "Ab diesem Zeitpunkt erfolgen alle Lieferungen vom neuen Standort.", "Ihr Ansprechpartner bleibt unverändert."],
    ["vielen Dank für Ihre Anfrage vom {date}.", "Leider können wir die gewünschten Teile nicht vor Quartalsende liefern.", "Wir halten Sie über die Verfügbarkeit auf dem Laufenden."],
    ["anbei erhalten Sie unsere Rechnung Nr. {no} für die im {month} erbrachten Leistungen.", "Bitte überweisen Sie den Betrag auf das in der Rechnung angegebene Konto."],
    ["aufgrund gestiegener Rohstoffkosten müssen wir unsere Preise zum {date} anpassen.", "Die neue Preisliste liegt diesem Schreiben bei.", "Wir danken Ihnen für Ihr Verständnis."],
    ["wir haben Ihre Reklamation zur Lieferung vom {date} erhalten.", "Unsere Qualitätssicherung prüft den Vorgang und meldet sich in Kürze bei Ihnen.", "Wir bitten die Unannehmlichkeiten zu entschuldigen."],
    ["nach unseren Unterlagen ist Ihre Zahlung zur Rechnung {no} noch nicht eingegangen.", "Sollten Sie bereits gezahlt haben, betrachten Sie dieses Schreiben als gegenstandslos."],
    ["wir laden Sie herzlich zu unserem Kundentag am {date} ein.", "Bitte teilen Sie uns mit, ob Sie teilnehmen."],
  ],
  fr: [
    ["Nous avons le plaisir de vous informer de l'ouverture de notre nouvel entrepôt à {city} le mois prochain.", "Toutes les livraisons seront désormais assurées depuis ce site.", "Votre interlocuteur reste inchangé."],
    ["Nous vous remercions de votre demande du {date}.", "Nous ne sommes malheureusement pas en mesure de livrer les pièces demandées avant la fin du trimestre."],
    ["Veuillez trouver ci-joint notre facture n° {no} relative aux prestations effectuées en {month}.", "Nous vous remercions de bien vouloir en effectuer le règlement."],
    ["En raison de la hausse du coût des matières premières, nous sommes contraints d'ajuster nos tarifs à compter du {date}.", "Vous trouverez ci-joint notre nouvelle grille tarifaire."],
    ["Nous avons bien reçu votre réclamation concernant la livraison du {date}.", "Notre service qualité examine votre dossier et reviendra vers vous rapidement."],
    ["Sauf erreur de notre part, le règlement de la facture {no} ne nous est pas parvenu.", "Si vous avez déjà effectué ce paiement, nous vous prions de ne pas tenir compte de ce courrier."],
    ["Nous avons le plaisir de vous convier à notre journée clients le {date}.", "Merci de nous confirmer votre présence."],
  ],
  nl: [
    ["Graag informeren wij u dat ons nieuwe magazijn in {city} volgende maand wordt geopend.", "Vanaf dat moment worden alle leveringen vanuit de nieuwe locatie verzorgd.", "Uw contactpersoon blijft ongewijzigd."],
    ["Hartelijk dank voor uw aanvraag van {date}.", "Helaas kunnen wij de gevraagde onderdelen niet voor het einde van het kwartaal leveren."],
    ["Hierbij ontvangt u onze factuur nr. {no} voor de in {month} verrichte werkzaamheden.", "Wij verzoeken u het bedrag over te maken op het op de factuur vermelde rekeningnummer."],
    ["In verband met gestegen grondstofkosten passen wij onze prijzen per {date} aan.", "De nieuwe prijslijst treft u bijgaand aan."],
    ["Wij hebben uw klacht over de levering van {date} ontvangen.", "Onze kwaliteitsafdeling onderzoekt de zaak en neemt spoedig contact met u op."],
    ["Volgens onze administratie is uw betaling voor factuur {no} nog niet ontvangen.", "Indien u inmiddels heeft betaald, kunt u deze brief als niet verzonden beschouwen."],
    ["Graag nodigen wij u uit voor onze klantendag op {date}.", "Wilt u ons laten weten of u aanwezig zult zijn?"],
  ],
};

function letter(r: Rng, lang: Lang): GeneratedDocument {
  const notes: string[] = [];
  const sender = companyName(r, lang);
  const L: string[] = [sender, ...address(r, lang)];
  L.push(companyName(r, lang), `${{ en: "Attn.", de: "z. Hd.", fr: "À l'attention de", nl: "T.a.v." }[lang]} ${r.pick(PEOPLE)}`, ...address(r, lang));
  L.push({ en: `${r.pick(CITIES.en).split(" ")[0]}, ${date(r, lang)}`, de: `${r.pick(CITIES.de).replace(/^\d+\s/, "")}, ${date(r, lang)}`, fr: `${r.pick(CITIES.fr).replace(/^\d+\s/, "")}, le ${date(r, lang)}`, nl: `${r.pick(CITIES.nl).replace(/^[\d\sA-Z]+\s/, "")}, ${date(r, lang)}` }[lang]);
  if (r.chance(0.5)) L.push({ en: `Your ref.: ${num(r, 5)}  Our ref.: ${r.pick(["AB", "JS", "MK"])}/${num(r, 3)}`, de: `Ihr Zeichen: ${num(r, 5)}  Unser Zeichen: ${r.pick(["AB", "JS", "MK"])}/${num(r, 3)}`, fr: `V/Réf. : ${num(r, 5)}  N/Réf. : ${r.pick(["AB", "JS", "MK"])}/${num(r, 3)}`, nl: `Uw kenmerk: ${num(r, 5)}  Ons kenmerk: ${r.pick(["AB", "JS", "MK"])}/${num(r, 3)}` }[lang]);
  const bodyIdx = r.int(0, LETTER_BODIES[lang].length - 1);
  if (bodyIdx === 2 || bodyIdx === 5) notes.push("about an invoice");
  const subjects = {
    en: ["New warehouse location", "Your enquiry", "Our invoice", "Price adjustment", "Your complaint", "Outstanding payment", "Invitation"],
    de: ["Neuer Lagerstandort", "Ihre Anfrage", "Unsere Rechnung", "Preisanpassung", "Ihre Reklamation", "Offener Posten", "Einladung"],
    fr: ["Nouvel entrepôt", "Votre demande", "Notre facture", "Révision tarifaire", "Votre réclamation", "Règlement en attente", "Invitation"],
    nl: ["Nieuwe magazijnlocatie", "Uw aanvraag", "Onze factuur", "Prijsaanpassing", "Uw klacht", "Openstaande betaling", "Uitnodiging"],
  }[lang];
  L.push(`${{ en: r.pick(["Subject: ", "Re: ", ""]), de: r.pick(["Betreff: ", ""]), fr: r.pick(["Objet : ", ""]), nl: r.pick(["Betreft: ", "Onderwerp: ", ""]) }[lang]}${subjects[bodyIdx]}`);
  L.push(r.pick({ en: ["Dear Sir or Madam,", `Dear ${r.pick(PEOPLE)},`, "Dear Customer,"], de: ["Sehr geehrte Damen und Herren,", `Sehr geehrte/r ${r.pick(PEOPLE)},`, "Guten Tag,"], fr: ["Madame, Monsieur,", `Cher ${r.pick(PEOPLE)},`, "Bonjour,"], nl: ["Geachte heer, mevrouw,", `Beste ${r.pick(PEOPLE)},`, "Geachte relatie,"] }[lang]));
  const months = { en: "March", de: "März", fr: "mars", nl: "maart" }[lang];
  for (const s of LETTER_BODIES[lang][bodyIdx]) L.push(s.replace("{city}", r.pick(CITIES[lang])).replace("{date}", date(r, lang)).replace("{no}", num(r, 6)).replace("{month}", months));
  L.push(r.pick({ en: ["Should you have any questions, please do not hesitate to contact us.", "We look forward to continuing our good cooperation."], de: ["Für Rückfragen stehen wir Ihnen gerne zur Verfügung.", "Wir freuen uns auf die weitere Zusammenarbeit."], fr: ["Nous restons à votre disposition pour tout renseignement complémentaire.", "Dans l'attente de votre retour,"], nl: ["Voor vragen kunt u altijd contact met ons opnemen.", "Wij zien uw reactie met belangstelling tegemoet."] }[lang]));
  L.push(r.pick({ en: ["Yours faithfully,", "Kind regards,", "Yours sincerely,", "Best regards,"], de: ["Mit freundlichen Grüßen", "Freundliche Grüße", "Mit besten Grüßen"], fr: ["Veuillez agréer, Madame, Monsieur, l'expression de nos salutations distinguées.", "Cordialement,", "Bien à vous,"], nl: ["Met vriendelijke groet,", "Hoogachtend,", "Met vriendelijke groeten,"] }[lang]));
  L.push(r.pick(PEOPLE), sender);
  if (r.chance(0.3)) L.push({ en: "Enclosure", de: "Anlage", fr: "P.J.", nl: "Bijlage" }[lang]);
  L.push(registrationLine(r, lang));
  return { label: "Letter", lang, pages: [L.join("\n")], notes };
}

// ---------------------------------------------------------------------------------------------

export const GENERATORS: Record<string, (r: Rng, lang: Lang) => GeneratedDocument> = {
  Receipt: receipt,
  "Delivery Note": deliveryNote,
  "Purchase Order": purchaseOrder,
  Contract: contract,
  Letter: letter,
};

/**
 * perClass documents of each generated class, languages in turn, about a fifth of them with OCR
 * noise (some of it heavy enough to break titles).
 */
export function generateCorpus(seed: number, perClass: number): GeneratedDocument[] {
  const r = rng(seed);
  const docs: GeneratedDocument[] = [];
  for (const make of Object.values(GENERATORS)) {
    for (let i = 0; i < perClass; i++) {
      const doc = make(r, LANGS[i % LANGS.length]);
      if (r.chance(0.2)) {
        const rate = r.pick([0.02, 0.04, 0.08]);
        doc.pages = doc.pages.map((p) => ocrNoise(r, p, rate));
        doc.notes.push(`OCR noise ${rate * 100}%`);
      }
      docs.push(doc);
    }
  }
  return docs;
}
