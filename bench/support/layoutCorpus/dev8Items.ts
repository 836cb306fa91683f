/**
 * What half N's issuers bill, per language (half N, DEV8: a development set written without reading the engine): an
 * auction house's lots and charges; a travel agency's flights, rail tickets, hotels, fees and insurance; a charging
 * network's sessions, idle fees and plans; a staffing agency's jobs and pay elements; a pharmaceutical wholesaler's
 * products by kind (prescription, over the counter, devices, aids, care) with their packs. Prices are in whole
 * currency units (ranges) unless said otherwise. Names of issuers carry {a} (a surname), {town} or {form} (the
 * country's legal form, fresh3Items.ts's FORMS). Every name is invented: no carrier, hotel, network or brand of drug
 * is a real one (medicines by their generic names).
 */
import type { Language } from "./vocab";

type PerLanguage<T> = Record<Language, T>;

// ---------------------------------------------------------------------------------------------------------------
// An auction house.

export const AUCTION_NAMES: PerLanguage<string[]> = {
  en: ["{a} & Co. Auctioneers {form}", "{town} Salerooms {form}", "{a} Fine Art Auctions {form}"],
  de: ["Auktionshaus {a} {form}", "Kunstauktionen {a} {form}", "{town}er Kunst- und Auktionshaus {form}"],
  fr: ["{a} Enchères {form}", "Hôtel des Ventes de {town} {form}", "Maison de ventes {a} {form}"],
  nl: ["Veilinghuis {a} {form}", "{a} Kunstveilingen {form}", "Veilingen {town} {form}"],
  it: ["Casa d'Aste {a} {form}", "Aste {a} & Figli {form}", "Aste di {town} {form}"],
  es: ["Subastas {a} {form}", "Casa de Subastas {town} {form}", "{a} Arte y Subastas {form}"],
};

/** The sale's title, printed under the house's name. */
export const SALE_TITLES: PerLanguage<string[]> = {
  en: [
    "Fine Furniture & Works of Art",
    "Silver, Ceramics & Glass",
    "Paintings, Prints & Sculpture",
    "Jewellery & Watches",
  ],
  de: ["Möbel und Kunsthandwerk", "Silber, Porzellan und Glas", "Gemälde, Grafik und Skulptur", "Schmuck und Uhren"],
  fr: [
    "Mobilier et objets d'art",
    "Orfèvrerie, céramiques et verrerie",
    "Tableaux, estampes et sculptures",
    "Bijoux et montres",
  ],
  nl: [
    "Meubelen en kunstnijverheid",
    "Zilver, keramiek en glas",
    "Schilderijen, grafiek en beelden",
    "Juwelen en horloges",
  ],
  it: ["Mobili e oggetti d'arte", "Argenti, ceramiche e vetri", "Dipinti, stampe e sculture", "Gioielli e orologi"],
  es: ["Muebles y artes decorativas", "Plata, cerámica y cristal", "Pintura, grabado y escultura", "Joyas y relojes"],
};

/** A lot's description and its hammer price range. */
export const LOTS: PerLanguage<[string, number, number][]> = {
  en: [
    ["George III mahogany chest of drawers", 400, 2800],
    ["Pair of Staffordshire pottery spaniels", 60, 420],
    ["Victorian silver tea service, 4 pieces", 350, 2400],
    ["Oil on canvas, harbour view, signed", 250, 6500],
    ["Art Deco diamond brooch, platinum", 900, 7800],
    ["Gentleman's steel wristwatch, circa 1960", 300, 3600],
    ["Set of six oak dining chairs", 120, 950],
    ["Bronze figure of a hound on marble base", 180, 1600],
    ["Cut glass decanter with stopper", 30, 260],
    ["Watercolour, coastal landscape, framed", 80, 1200],
  ],
  de: [
    ["Barockkommode, Nussbaum furniert", 600, 4800],
    ["Porzellan-Deckelvase, bemalt", 150, 1400],
    ["Silberbesteck für 12 Personen, 800er", 450, 3200],
    ["Öl auf Leinwand, Gebirgssee, signiert", 300, 7500],
    ["Brosche, Weißgold mit Brillanten", 700, 6400],
    ["Herrenarmbanduhr, Stahl, um 1965", 250, 3300],
    ["Biedermeier-Sekretär, Kirschbaum", 500, 3900],
    ["Bronzeplastik, Reiter, auf Steinsockel", 200, 2100],
    ["Kristallkaraffe mit Stopfen", 40, 300],
    ["Aquarell, Hafenansicht, gerahmt", 90, 1300],
  ],
  fr: [
    ["Commode Louis XV en marqueterie", 800, 6500],
    ["Paire de vases en faïence de l'Est", 90, 800],
    ["Ménagère en argent, 48 pièces", 500, 3500],
    ["Huile sur toile, marine, signée", 300, 8000],
    ["Broche Art déco en platine et diamants", 900, 7200],
    ["Montre-bracelet d'homme en acier, vers 1960", 280, 3400],
    ["Suite de six chaises en chêne", 150, 1100],
    ["Bronze animalier, chien couché", 200, 1900],
    ["Carafe en cristal taillé", 35, 280],
    ["Aquarelle, paysage de Bretagne, encadrée", 80, 1100],
  ],
  nl: [
    ["Hollandse kabinetkast, eiken", 700, 5200],
    ["Paar Delfts blauwe vazen", 120, 950],
    ["Zilveren theeservies, vierdelig", 400, 2900],
    ["Olieverf op doek, riviergezicht, gesigneerd", 350, 7800],
    ["Art-decobroche, platina met diamanten", 850, 6900],
    ["Herenpolshorloge, staal, ca. 1960", 260, 3100],
    ["Zes eiken eetkamerstoelen", 110, 900],
    ["Bronzen beeld van een paard", 180, 1700],
    ["Geslepen kristallen karaf", 30, 240],
    ["Aquarel, polderlandschap, ingelijst", 70, 1000],
  ],
  it: [
    ["Cassettone Luigi XVI in noce", 700, 5600],
    ["Coppia di vasi in maiolica", 100, 900],
    ["Servizio da tè in argento, 4 pezzi", 380, 2700],
    ["Olio su tela, veduta lagunare, firmato", 400, 9000],
    ["Spilla Déco in platino e diamanti", 900, 7000],
    ["Orologio da polso uomo in acciaio, anni '60", 280, 3500],
    ["Sei sedie in noce intagliato", 140, 1000],
    ["Scultura in bronzo, cavallo", 220, 2000],
    ["Bottiglia in cristallo molato", 30, 250],
    ["Acquerello, paesaggio toscano, incorniciato", 90, 1200],
  ],
  es: [
    ["Cómoda isabelina de caoba", 500, 3800],
    ["Pareja de jarrones de cerámica de Talavera", 90, 850],
    ["Juego de té de plata, 4 piezas", 350, 2600],
    ["Óleo sobre lienzo, marina, firmado", 300, 7200],
    ["Broche art déco de platino y brillantes", 850, 6600],
    ["Reloj de pulsera de caballero, acero, h. 1960", 260, 3200],
    ["Seis sillas de comedor de roble", 120, 900],
    ["Escultura de bronce, caballo", 200, 1800],
    ["Licorera de cristal tallado", 30, 240],
    ["Acuarela, paisaje castellano, enmarcada", 80, 1100],
  ],
};

/** [handling and packing, insured carriage, the artist's resale right, a withdrawn lot (a credit)]. */
export const AUCTION_CHARGES: PerLanguage<[string, string, string, string]> = {
  en: [
    "Handling & packing",
    "Insured carriage to buyer",
    "Artist's resale right (ARR)",
    "Lot returned – hammer & premium",
  ],
  de: [
    "Bearbeitung und Verpackung",
    "Versicherter Versand",
    "Folgerecht (§ 26 UrhG)",
    "Los zurückgenommen – Zuschlag und Aufgeld",
  ],
  fr: ["Frais de manutention et emballage", "Transport assuré", "Droit de suite", "Lot repris – adjudication et frais"],
  nl: [
    "Behandeling en verpakking",
    "Verzekerd transport",
    "Volgrecht kunstenaar",
    "Kavel teruggenomen – hamerprijs en opgeld",
  ],
  it: [
    "Movimentazione e imballo",
    "Trasporto assicurato",
    "Diritto di seguito",
    "Lotto reso – aggiudicazione e diritti",
  ],
  es: [
    "Manipulación y embalaje",
    "Transporte asegurado",
    "Derecho de participación del artista",
    "Lote devuelto – remate y prima",
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// A travel agency.

export const TRAVEL_NAMES: PerLanguage<string[]> = {
  en: ["{a} Travel Management {form}", "{town} Business Travel {form}", "{a} Journeys {form}"],
  de: ["Reisebüro {a} {form}", "{a} Geschäftsreisen {form}", "{town}er Reisedienst {form}"],
  fr: ["Voyages {a} {form}", "{a} Voyages d'Affaires {form}", "Agence de voyages de {town} {form}"],
  nl: ["Reisbureau {a} {form}", "{a} Zakenreizen {form}", "Reiswinkel {town} {form}"],
  it: ["Agenzia Viaggi {a} {form}", "{a} Viaggi d'Affari {form}", "Viaggi {town} {form}"],
  es: ["Viajes {a} {form}", "{a} Viajes de Empresa {form}", "Agencia de Viajes {town} {form}"],
};

/** Invented carriers: a name and a two-character designator no real airline is meant by. */
export const CARRIERS: [string, string][] = [
  ["Cormoran Air", "Q7"],
  ["Altaviento Air", "Z4"],
  ["Nordlicht Airways", "N9"],
  ["Vela Aerea", "V3"],
  ["Iberalta", "I6"],
];

/** Airports: code and city (the city in each language where it differs). */
export const AIRPORTS: [string, PerLanguage<string>][] = [
  ["FRA", { en: "Frankfurt", de: "Frankfurt", fr: "Francfort", nl: "Frankfurt", it: "Francoforte", es: "Fráncfort" }],
  ["CDG", { en: "Paris", de: "Paris", fr: "Paris", nl: "Parijs", it: "Parigi", es: "París" }],
  ["MAD", { en: "Madrid", de: "Madrid", fr: "Madrid", nl: "Madrid", it: "Madrid", es: "Madrid" }],
  ["FCO", { en: "Rome", de: "Rom", fr: "Rome", nl: "Rome", it: "Roma", es: "Roma" }],
  ["AMS", { en: "Amsterdam", de: "Amsterdam", fr: "Amsterdam", nl: "Amsterdam", it: "Amsterdam", es: "Ámsterdam" }],
  ["LHR", { en: "London", de: "London", fr: "Londres", nl: "Londen", it: "Londra", es: "Londres" }],
  ["VIE", { en: "Vienna", de: "Wien", fr: "Vienne", nl: "Wenen", it: "Vienna", es: "Viena" }],
  ["LIS", { en: "Lisbon", de: "Lissabon", fr: "Lisbonne", nl: "Lissabon", it: "Lisbona", es: "Lisboa" }],
  ["JFK", { en: "New York", de: "New York", fr: "New York", nl: "New York", it: "New York", es: "Nueva York" }],
  ["ZRH", { en: "Zurich", de: "Zürich", fr: "Zurich", nl: "Zürich", it: "Zurigo", es: "Zúrich" }],
];

/**
 * [flight ('{carrier} {flight} {from}–{to}'), taxes and airport charges, hotel ('{hotel}, {n} nights'), rail
 * ('{from} – {to}'), the agency's fee per ticket, travel insurance, a refund (a credit), a cancellation fee].
 */
export const TRAVEL_LINES: PerLanguage<[string, string, string, string, string, string, string, string]> = {
  en: [
    "Flight {carrier} {flight} {from}–{to}",
    "Taxes, fees & airport charges",
    "{hotel}, {n} nights",
    "Rail ticket {from} – {to}",
    "Agency service fee per ticket",
    "Travel cancellation cover",
    "Refund of unused ticket",
    "Agency cancellation fee",
  ],
  de: [
    "Flug {carrier} {flight} {from}–{to}",
    "Steuern, Gebühren und Flughafenentgelte",
    "{hotel}, {n} Nächte",
    "Bahnfahrkarte {from} – {to}",
    "Serviceentgelt je Ticket",
    "Reiserücktrittsversicherung",
    "Erstattung nicht genutztes Ticket",
    "Stornogebühr des Reisebüros",
  ],
  fr: [
    "Vol {carrier} {flight} {from}–{to}",
    "Taxes, redevances et frais d'aéroport",
    "{hotel}, {n} nuits",
    "Billet de train {from} – {to}",
    "Frais de service agence par billet",
    "Assurance annulation",
    "Remboursement billet non utilisé",
    "Frais d'annulation agence",
  ],
  nl: [
    "Vlucht {carrier} {flight} {from}–{to}",
    "Belastingen, toeslagen en luchthavengelden",
    "{hotel}, {n} nachten",
    "Treinkaartje {from} – {to}",
    "Servicekosten bureau per ticket",
    "Annuleringsverzekering",
    "Terugbetaling ongebruikt ticket",
    "Annuleringskosten bureau",
  ],
  it: [
    "Volo {carrier} {flight} {from}–{to}",
    "Tasse, oneri e diritti aeroportuali",
    "{hotel}, {n} notti",
    "Biglietto ferroviario {from} – {to}",
    "Diritti di agenzia per biglietto",
    "Assicurazione annullamento",
    "Rimborso biglietto non utilizzato",
    "Penale di annullamento agenzia",
  ],
  es: [
    "Vuelo {carrier} {flight} {from}–{to}",
    "Tasas, cargos y tasas aeroportuarias",
    "{hotel}, {n} noches",
    "Billete de tren {from} – {to}",
    "Cargo de gestión por billete",
    "Seguro de cancelación",
    "Reembolso de billete no utilizado",
    "Gastos de cancelación de la agencia",
  ],
};

/** Invented hotels ('{city}' is the destination's city). */
export const HOTELS: PerLanguage<string[]> = {
  en: ["Hotel Harbourside {city}", "The Linden Rooms {city}", "Parkview Suites {city}"],
  de: ["Hotel Am Stadtgarten {city}", "Lindenhof Suites {city}", "Hotel Brückenblick {city}"],
  fr: ["Hôtel des Tilleuls {city}", "Résidence du Parc {city}", "Hôtel Le Quai {city}"],
  nl: ["Hotel De Lindeboom {city}", "Grachtenzicht Suites {city}", "Hotel Het Parkhuis {city}"],
  it: ["Hotel Dei Tigli {city}", "Residenza Il Parco {city}", "Hotel Sul Molo {city}"],
  es: ["Hotel Los Tilos {city}", "Residencia El Parque {city}", "Hotel El Muelle {city}"],
};

// ---------------------------------------------------------------------------------------------------------------
// An electric-vehicle charging network.

export const CHARGE_NAMES: PerLanguage<string[]> = {
  en: ["{a} Charge {form}", "VoltLane {town} {form}", "PlugRoute {town} {form}"],
  de: ["Ladenetz {a} {form}", "Stromweg {town} {form}", "{a} E-Laden {form}"],
  fr: ["Bornes {a} {form}", "Recharge {town} {form}", "{a} Électromobilité {form}"],
  nl: ["Laadpunt {a} {form}", "{town} Laadnet {form}", "Stroomweg {a} {form}"],
  it: ["Ricarica {a} {form}", "{town} E-Mobilità {form}", "Colonnine {a} {form}"],
  es: ["Recarga {a} {form}", "{town} Electrovía {form}", "Puntos de Carga {a} {form}"],
};

/** [the charging site's word ('{street}, {town}'), an idle fee per minute, a plan's monthly fee, a refund]. */
export const CHARGE_LINES: PerLanguage<[string, string, string, string]> = {
  en: [
    "Charging hub {street}, {town}",
    "Idle fee ({min} min)",
    "Plan Plus – monthly fee",
    "Refund – interrupted session",
  ],
  de: [
    "Ladepark {street}, {town}",
    "Blockiergebühr ({min} Min.)",
    "Tarif Plus – Monatsgrundgebühr",
    "Erstattung – abgebrochener Ladevorgang",
  ],
  fr: [
    "Station {street}, {town}",
    "Frais d'occupation ({min} min)",
    "Abonnement Plus – mensualité",
    "Remboursement – session interrompue",
  ],
  nl: [
    "Laadplein {street}, {town}",
    "Stilstandkosten ({min} min)",
    "Abonnement Plus – maandbedrag",
    "Terugbetaling – onderbroken sessie",
  ],
  it: [
    "Stazione {street}, {town}",
    "Tariffa di sosta ({min} min)",
    "Piano Plus – canone mensile",
    "Rimborso – sessione interrotta",
  ],
  es: [
    "Electrolinera {street}, {town}",
    "Penalización por ocupación ({min} min)",
    "Plan Plus – cuota mensual",
    "Reembolso – sesión interrumpida",
  ],
};

// ---------------------------------------------------------------------------------------------------------------
// A temporary-staffing agency.

export const STAFFING_NAMES: PerLanguage<string[]> = {
  en: ["{a} Recruitment {form}", "{town} Temps & Staffing {form}", "{a} Workforce Solutions {form}"],
  de: ["{a} Personaldienste {form}", "{town}er Zeitarbeit {form}", "{a} Personalservice {form}"],
  fr: ["{a} Intérim {form}", "Intérim {town} {form}", "{a} Travail Temporaire {form}"],
  nl: ["{a} Uitzendgroep {form}", "Uitzendbureau {town} {form}", "{a} Flexwerk {form}"],
  it: ["{a} Lavoro {form}", "{town} Staff {form}", "Agenzia per il Lavoro {a} {form}"],
  es: ["{a} ETT {form}", "{town} Trabajo Temporal {form}", "{a} Recursos Humanos ETT {form}"],
};

/** Jobs a temp fills, with an hourly charge range. */
export const ROLES: PerLanguage<[string, number, number][]> = {
  en: [
    ["forklift driver", 19, 27],
    ["warehouse operative", 16, 22],
    ["electrician", 28, 42],
    ["machine operator", 18, 26],
    ["office clerk", 17, 24],
  ],
  de: [
    ["Staplerfahrer", 27, 36],
    ["Lagerhelfer", 23, 29],
    ["Elektriker", 38, 52],
    ["Maschinenbediener", 26, 34],
    ["Bürokraft", 25, 33],
  ],
  fr: [
    ["cariste", 24, 32],
    ["préparateur de commandes", 22, 28],
    ["électricien", 32, 45],
    ["conducteur de ligne", 24, 31],
    ["employé administratif", 23, 30],
  ],
  nl: [
    ["heftruckchauffeur", 28, 36],
    ["orderpicker", 24, 30],
    ["elektromonteur", 38, 50],
    ["productiemedewerker", 25, 32],
    ["administratief medewerker", 27, 35],
  ],
  it: [
    ["carrellista", 20, 27],
    ["magazziniere", 18, 24],
    ["elettricista", 27, 38],
    ["operatore di linea", 19, 26],
    ["impiegato amministrativo", 20, 27],
  ],
  es: [
    ["carretillero", 17, 23],
    ["mozo de almacén", 15, 20],
    ["electricista", 23, 32],
    ["operario de producción", 16, 22],
    ["administrativo", 16, 22],
  ],
};

/**
 * [normal hours, overtime (rate +25 %), night supplement (+25 % of the rate), Sunday supplement (+50 %), travel
 * allowance (km), Italy's wage reimbursement (outside VAT), Italy's agency margin].
 */
export const PAY_ELEMENTS: PerLanguage<[string, string, string, string, string, string, string]> = {
  en: [
    "Standard hours",
    "Overtime hours (time and a quarter)",
    "Night shift premium 25 %",
    "Sunday premium 50 %",
    "Mileage allowance (km)",
    "Pay and on-costs reimbursed",
    "Agency margin",
  ],
  de: [
    "Normalstunden",
    "Mehrarbeit (Zuschlag 25 %)",
    "Nachtzuschlag 25 %",
    "Sonntagszuschlag 50 %",
    "Fahrgeld (km)",
    "Erstattung Lohn und Lohnnebenkosten",
    "Marge Personaldienstleister",
  ],
  fr: [
    "Heures normales",
    "Heures supplémentaires (majorées 25 %)",
    "Majoration de nuit 25 %",
    "Majoration dimanche 50 %",
    "Indemnité kilométrique (km)",
    "Remboursement salaires et charges",
    "Marge de l'agence",
  ],
  nl: [
    "Normale uren",
    "Overuren (toeslag 25 %)",
    "Nachttoeslag 25 %",
    "Zondagstoeslag 50 %",
    "Reiskostenvergoeding (km)",
    "Vergoeding loon en premies",
    "Bureaumarge",
  ],
  it: [
    "Ore ordinarie",
    "Ore straordinarie (maggiorazione 25 %)",
    "Maggiorazione notturna 25 %",
    "Maggiorazione festiva 50 %",
    "Rimborso chilometrico (km)",
    "Rimborso retribuzioni e contributi",
    "Margine di agenzia",
  ],
  es: [
    "Horas ordinarias",
    "Horas extraordinarias (recargo 25 %)",
    "Plus de nocturnidad 25 %",
    "Plus domingo 50 %",
    "Kilometraje (km)",
    "Reembolso salarios y cotizaciones",
    "Margen de la agencia",
  ],
};

/** The unit of hours and of kilometres. */
export const STAFF_UNITS: PerLanguage<[string, string]> = {
  en: ["h", "km"],
  de: ["Std.", "km"],
  fr: ["h", "km"],
  nl: ["uur", "km"],
  it: ["ore", "km"],
  es: ["h", "km"],
};

// ---------------------------------------------------------------------------------------------------------------
// A pharmaceutical or medical-supplies wholesaler.

export const PHARMA_NAMES: PerLanguage<string[]> = {
  en: ["{a} Pharmaceutical Wholesale {form}", "{town} Medical Supplies {form}", "{a} Healthcare Distribution {form}"],
  de: ["{a} Pharmagroßhandel {form}", "Pharma-Vertrieb {a} {form}", "{town}er Arzneimittel-Großhandlung {form}"],
  fr: ["Répartition Pharmaceutique {a} {form}", "{a} Distribution Santé {form}", "Grossiste Pharma {town} {form}"],
  nl: ["Farmaceutische Groothandel {a} {form}", "{a} Medische Distributie {form}", "{town} Pharma Logistiek {form}"],
  it: ["Distribuzione Farmaceutica {a} {form}", "{a} Farmaco Logistica {form}", "Deposito Farmaceutico {town} {form}"],
  es: [
    "Distribuidora Farmacéutica {a} {form}",
    "{a} Suministros Sanitarios {form}",
    "Almacén Farmacéutico {town} {form}",
  ],
};

/** The pharmacy or clinic the wholesaler supplies. */
export const PHARMACIES: PerLanguage<string[]> = {
  en: ["{town} Pharmacy", "{a} Chemists", "Riverside Medical Practice"],
  de: ["Apotheke am Markt", "Stadt-Apotheke {town}", "Löwen-Apotheke Inh. {name}"],
  fr: ["Pharmacie du Centre", "Pharmacie {a}", "Pharmacie de la Gare"],
  nl: ["Apotheek {a}", "Apotheek Centrum {town}", "Gezondheidscentrum De Linde"],
  it: ["Farmacia Centrale {town}", "Farmacia {a}", "Farmacia della Stazione"],
  es: ["Farmacia {a}", "Farmacia Central {town}", "Farmacia Plaza Mayor"],
};

/** A product's kind (for its VAT rate), its generic description (INN, strength, pack), its price range in cents. */
export type PharmaKind = "rx" | "otc" | "device" | "aid" | "care";
export const PHARMA_PRODUCTS: PerLanguage<[PharmaKind, string, number, number, boolean][]> = {
  en: [
    ["rx", "Amoxicillin 500 mg caps ×21", 180, 620, false],
    ["rx", "Ramipril 5 mg tabs ×28", 120, 480, false],
    ["rx", "Insulin glargine 100 U/ml pen ×5", 3200, 5400, true],
    ["rx", "Atorvastatin 20 mg tabs ×28", 90, 380, false],
    ["rx", "Metformin 500 mg tabs ×84", 150, 420, false],
    ["otc", "Ibuprofen 200 mg tabs ×24", 60, 190, false],
    ["otc", "Paracetamol 500 mg tabs ×32", 40, 150, false],
    ["otc", "Cetirizine 10 mg tabs ×30", 80, 260, false],
    ["device", "Blood glucose test strips ×50", 900, 1800, false],
    ["device", "Sterile gauze swabs 10×10 cm ×100", 350, 900, false],
    ["aid", "Compression bandage 8 cm", 250, 700, false],
    ["care", "Hand sanitiser gel 500 ml", 180, 450, false],
  ],
  de: [
    ["rx", "Amoxicillin 1000 mg Filmtabl. N2 20 St.", 650, 1900, false],
    ["rx", "Ramipril 5 mg Tabl. N3 100 St.", 900, 2200, false],
    ["rx", "Insulin glargin 100 E/ml Pen 5×3 ml", 4800, 8200, true],
    ["rx", "Atorvastatin 20 mg Filmtabl. N3 100 St.", 1100, 2600, false],
    ["rx", "Metformin 1000 mg Filmtabl. N3 180 St.", 1200, 2400, false],
    ["otc", "Ibuprofen 400 mg Filmtabl. 20 St.", 180, 420, false],
    ["otc", "Paracetamol 500 mg Tabl. 20 St.", 90, 220, false],
    ["otc", "Cetirizin 10 mg Filmtabl. 20 St.", 210, 520, false],
    ["device", "Blutzucker-Teststreifen 50 St.", 1200, 2400, false],
    ["device", "Mullkompressen steril 10×10 cm 100 St.", 450, 1100, false],
    ["aid", "Kompressionsbinde 8 cm × 5 m", 300, 850, false],
    ["care", "Händedesinfektion Gel 500 ml", 250, 590, false],
  ],
  fr: [
    ["rx", "Amoxicilline 1 g cp disp. B/6", 180, 420, false],
    ["rx", "Ramipril 5 mg cp B/90", 650, 1200, false],
    ["rx", "Insuline glargine 100 U/ml stylo B/5", 3900, 5800, true],
    ["rx", "Atorvastatine 20 mg cp B/90", 800, 1600, false],
    ["rx", "Metformine 1000 mg cp B/90", 300, 700, false],
    ["otc", "Ibuprofène 400 mg cp B/12", 120, 280, false],
    ["otc", "Paracétamol 1 g cp B/8", 80, 190, false],
    ["otc", "Cétirizine 10 mg cp B/15", 150, 380, false],
    ["device", "Bandelettes glycémie B/50", 1100, 2200, false],
    ["device", "Compresses stériles 10×10 cm B/100", 400, 950, false],
    ["aid", "Bande de contention 8 cm", 280, 750, false],
    ["care", "Gel hydroalcoolique 500 ml", 200, 480, false],
  ],
  nl: [
    ["rx", "Amoxicilline 500 mg caps 30 st.", 200, 650, false],
    ["rx", "Ramipril 5 mg tabl. 30 st.", 150, 520, false],
    ["rx", "Insuline glargine 100 E/ml pen 5 st.", 3800, 6000, true],
    ["rx", "Atorvastatine 20 mg tabl. 90 st.", 300, 900, false],
    ["rx", "Metformine 500 mg tabl. 90 st.", 180, 520, false],
    ["otc", "Ibuprofen 400 mg tabl. 20 st.", 110, 290, false],
    ["otc", "Paracetamol 500 mg tabl. 50 st.", 90, 240, false],
    ["otc", "Cetirizine 10 mg tabl. 30 st.", 140, 360, false],
    ["device", "Bloedglucose-teststrips 50 st.", 1000, 2100, false],
    ["device", "Steriele gaaskompressen 10×10 cm 100 st.", 400, 1000, false],
    ["aid", "Compressiezwachtel 8 cm", 280, 760, false],
    ["care", "Handalcohol gel 500 ml", 210, 500, false],
  ],
  it: [
    ["rx", "Amoxicillina 1 g cpr 12 cpr", 450, 900, false],
    ["rx", "Ramipril 5 mg cpr 28 cpr", 300, 650, false],
    ["rx", "Insulina glargine 100 U/ml penna 5 pz", 4000, 6200, true],
    ["rx", "Atorvastatina 20 mg cpr 30 cpr", 500, 1100, false],
    ["rx", "Metformina 500 mg cpr 50 cpr", 200, 480, false],
    ["otc", "Ibuprofene 200 mg cpr 24 cpr", 250, 560, false],
    ["otc", "Paracetamolo 500 mg cpr 30 cpr", 180, 420, false],
    ["otc", "Cetirizina 10 mg cpr 7 cpr", 220, 520, false],
    ["device", "Strisce glicemia 50 pz", 1100, 2300, false],
    ["device", "Garze sterili 10×10 cm 100 pz", 420, 980, false],
    ["aid", "Benda elastica compressiva 8 cm", 290, 780, false],
    ["care", "Gel igienizzante mani 500 ml", 220, 520, false],
  ],
  es: [
    ["rx", "Amoxicilina 500 mg cápsulas 24 uds.", 150, 420, false],
    ["rx", "Ramipril 5 mg comprimidos 28 uds.", 120, 380, false],
    ["rx", "Insulina glargina 100 U/ml pluma 5 uds.", 3500, 5200, true],
    ["rx", "Atorvastatina 20 mg comprimidos 28 uds.", 180, 520, false],
    ["rx", "Metformina 850 mg comprimidos 50 uds.", 150, 380, false],
    ["otc", "Ibuprofeno 400 mg comprimidos 20 uds.", 120, 320, false],
    ["otc", "Paracetamol 650 mg comprimidos 20 uds.", 90, 240, false],
    ["otc", "Cetirizina 10 mg comprimidos 20 uds.", 150, 380, false],
    ["device", "Tiras de glucemia 50 uds.", 1000, 2100, false],
    ["device", "Gasas estériles 10×10 cm 100 uds.", 380, 900, false],
    ["aid", "Venda de compresión 8 cm", 260, 720, false],
    ["care", "Gel hidroalcohólico 500 ml", 190, 460, false],
  ],
};

/** [a discount line ('{rate}' the share), a returned pack's prefix (a credit)]. */
export const PHARMA_DISCOUNTS: PerLanguage<[string, string]> = {
  en: ["Volume discount {rate} on medicines", "Returned (damaged in transit)"],
  de: ["Umsatzrabatt {rate} auf Arzneimittel", "Retoure (Transportschaden)"],
  fr: ["Remise quantitative {rate} sur médicaments", "Retour (avarie de transport)"],
  nl: ["Staffelkorting {rate} op geneesmiddelen", "Retour (transportschade)"],
  it: ["Sconto quantità {rate} sui farmaci", "Reso (danno da trasporto)"],
  es: ["Descuento por volumen {rate} en medicamentos", "Devolución (daño en transporte)"],
};
