/**
 * What half K's issuers bill, per language (half K, FRESH3: the third held-out set, written without reading the
 * engine): a car rental company's vehicles and charges; a waste-disposal company's waste streams with their codes
 * and its container services; a translation agency's tasks; a coworking space's plans and extras; a print shop's
 * jobs with their specifications. Prices are in whole currency units (ranges). Names of issuers carry {a} (a
 * surname), {town} or {form} (the country's legal form).
 */
import type { Language } from "./vocab";

type PerLanguage<T> = Record<Language, T>;

/** The legal forms a name's {form} takes, per country. */
export const FORMS: Record<string, string[]> = {
  GB: ["Ltd", "Limited"],
  IE: ["Ltd", "DAC"],
  US: ["Inc.", "LLC", "Corp."],
  DE: ["GmbH", "GmbH & Co. KG"],
  AT: ["GmbH", "KG"],
  CH: ["AG", "GmbH"],
  FR: ["SAS", "SARL"],
  "BE-fr": ["SRL", "SA"],
  NL: ["B.V."],
  "BE-nl": ["BV", "NV"],
  IT: ["S.r.l.", "S.p.A."],
  ES: ["S.L.", "S.A."],
};

// ---------------------------------------------------------------------------------------------------------------
// A car rental company.

export const RENTAL_NAMES: PerLanguage<string[]> = {
  en: ["{a} Car & Van Hire {form}", "{town} Vehicle Rentals {form}", "{a} Self Drive {form}"],
  de: ["Autovermietung {a} {form}", "{a} Mietwagen {form}", "{town} Car Rent {form}"],
  fr: ["Location {a} {form}", "{a} Loc Auto {form}", "Rent {town} {form}"],
  nl: ["Autoverhuur {a} {form}", "{a} Huurauto's {form}", "{town} Car Rental {form}"],
  it: ["Autonoleggio {a} {form}", "{a} Rent {form}", "Noleggi {town} {form}"],
  es: ["Alquiler de Coches {a} {form}", "{a} Rent a Car {form}", "Autos {town} {form}"],
};

/** A vehicle: model, ACRISS group code, day rate range. */
export const VEHICLES: [string, string, number, number][] = [
  ["VW Polo 1.0 TSI", "EDMR", 29, 49],
  ["Opel Corsa 1.2", "EDMR", 27, 45],
  ["Ford Focus Kombi", "CWMR", 39, 65],
  ["Skoda Octavia Combi 2.0 TDI", "IWAR", 45, 79],
  ["BMW 320d Touring", "SWAR", 69, 119],
  ["Renault Trafic L2H1", "FVMR", 79, 129],
  ["Toyota Yaris Hybrid", "EDAH", 32, 55],
  ["Peugeot 3008 Allure", "SFAR", 59, 99],
];

/** The charges a renter is billed: [day rate, km beyond the allowance, refuelling per litre, damage excess, an
 * additional driver per day, a station or airport fee, a child seat per day, special cleaning, collision cover per
 * day]; each "label". */
export const RENTAL_CHARGES: PerLanguage<string[]> = {
  en: [
    "Daily rate",
    "Excess mileage",
    "Refuelling (litres)",
    "Damage excess",
    "Additional driver",
    "Airport premium location fee",
    "Child seat",
    "Valeting – excessive dirt",
    "Collision damage waiver",
  ],
  de: [
    "Tagesmiete",
    "Mehrkilometer",
    "Betankung (Liter)",
    "Selbstbeteiligung Schaden",
    "Zusatzfahrer",
    "Flughafengebühr",
    "Kindersitz",
    "Sonderreinigung",
    "Haftungsreduzierung",
  ],
  fr: [
    "Location journalière",
    "Kilomètres supplémentaires",
    "Carburant complété (litres)",
    "Franchise dommages",
    "Conducteur additionnel",
    "Frais d'agence aéroport",
    "Siège enfant",
    "Nettoyage spécial",
    "Rachat partiel de franchise",
  ],
  nl: [
    "Dagtarief",
    "Extra kilometers",
    "Bijtanken (liter)",
    "Eigen risico schade",
    "Extra bestuurder",
    "Toeslag luchthaven",
    "Kinderzitje",
    "Extra reiniging",
    "Afkoop eigen risico",
  ],
  it: [
    "Tariffa giornaliera",
    "Km eccedenti",
    "Rifornimento (litri)",
    "Franchigia danni",
    "Guidatore aggiuntivo",
    "Oneri aeroportuali",
    "Seggiolino bambino",
    "Pulizia straordinaria",
    "Riduzione franchigia",
  ],
  es: [
    "Tarifa diaria",
    "Kilómetros adicionales",
    "Repostaje (litros)",
    "Franquicia por daños",
    "Conductor adicional",
    "Suplemento aeropuerto",
    "Silla infantil",
    "Limpieza especial",
    "Reducción de franquicia",
  ],
};

/** A credit note's reasons on a rental: [days not used, damage excess refunded]. */
export const RENTAL_CREDITS: PerLanguage<[string, string]> = {
  en: ["Early return – unused days", "Damage excess refunded (third party liable)"],
  de: ["Vorzeitige Rückgabe – nicht genutzte Tage", "Erstattung Selbstbeteiligung (Fremdverschulden)"],
  fr: ["Retour anticipé – jours non utilisés", "Franchise remboursée (tiers responsable)"],
  nl: ["Vervroegd ingeleverd – ongebruikte dagen", "Eigen risico terugbetaald (derde aansprakelijk)"],
  it: ["Riconsegna anticipata – giorni non usufruiti", "Franchigia rimborsata (terzo responsabile)"],
  es: ["Devolución anticipada – días no usados", "Franquicia reembolsada (tercero responsable)"],
};

/** The unit words: a day, a kilometre (a mile in the UK and the US), a litre, a piece. */
export const RENTAL_UNITS: PerLanguage<[string, string, string, string]> = {
  en: ["days", "km", "l", "pc"],
  de: ["Tage", "km", "l", "Stk."],
  fr: ["j", "km", "l", "u."],
  nl: ["dgn", "km", "l", "st."],
  it: ["gg", "km", "l", "pz"],
  es: ["días", "km", "l", "ud."],
};

// ---------------------------------------------------------------------------------------------------------------
// A waste-disposal company.

export const WASTE_NAMES: PerLanguage<string[]> = {
  en: ["{a} Waste Management {form}", "{town} Skip Hire & Recycling {form}", "{a} Environmental Services {form}"],
  de: ["{a} Entsorgung {form}", "{a} Recycling & Containerdienst {form}", "Entsorgungsbetrieb {town} {form}"],
  fr: ["{a} Environnement {form}", "Recyclage {a} {form}", "{town} Déchets Services {form}"],
  nl: ["{a} Afvalservice {form}", "{a} Recycling {form}", "Containerdienst {town} {form}"],
  it: ["{a} Ambiente {form}", "Ecologia {a} {form}", "{town} Servizi Ecologici {form}"],
  es: ["{a} Medio Ambiente {form}", "Reciclajes {a} {form}", "Contenedores {town} {form}"],
};

/** A waste stream: description, European waste code, price per tonne range, whether a landfill levy applies. */
export const WASTE_STREAMS: PerLanguage<[string, string, number, number, boolean][]> = {
  en: [
    ["Mixed construction and demolition waste", "17 09 04", 95, 160, true],
    ["Wood, untreated", "17 02 01", 45, 85, false],
    ["Concrete and brick rubble", "17 01 07", 12, 30, true],
    ["Mixed packaging", "15 01 06", 80, 140, false],
    ["Plasterboard (gypsum)", "17 08 02", 110, 190, true],
    ["Soil and stones", "17 05 04", 10, 25, true],
  ],
  de: [
    ["Baumischabfall", "17 09 04", 95, 160, true],
    ["Altholz A I–A III", "17 02 01", 45, 85, false],
    ["Bauschutt sortenrein", "17 01 07", 12, 30, true],
    ["Gemischte Verpackungen", "15 01 06", 80, 140, false],
    ["Gipskarton", "17 08 02", 110, 190, true],
    ["Boden und Steine", "17 05 04", 10, 25, true],
  ],
  fr: [
    ["Déchets de chantier en mélange", "17 09 04", 95, 160, true],
    ["Bois non traité", "17 02 01", 45, 85, false],
    ["Gravats béton et briques", "17 01 07", 12, 30, true],
    ["Emballages en mélange", "15 01 06", 80, 140, false],
    ["Plaques de plâtre", "17 08 02", 110, 190, true],
    ["Terres et cailloux", "17 05 04", 10, 25, true],
  ],
  nl: [
    ["Gemengd bouw- en sloopafval", "17 09 04", 95, 160, true],
    ["Onbehandeld hout", "17 02 01", 45, 85, false],
    ["Puin (beton en metselwerk)", "17 01 07", 12, 30, true],
    ["Gemengde verpakkingen", "15 01 06", 80, 140, false],
    ["Gipsplaten", "17 08 02", 110, 190, true],
    ["Grond en stenen", "17 05 04", 10, 25, true],
  ],
  it: [
    ["Rifiuti misti da costruzione e demolizione", "17 09 04", 95, 160, true],
    ["Legno non trattato", "17 02 01", 45, 85, false],
    ["Macerie di cemento e mattoni", "17 01 07", 12, 30, true],
    ["Imballaggi misti", "15 01 06", 80, 140, false],
    ["Cartongesso", "17 08 02", 110, 190, true],
    ["Terre e rocce", "17 05 04", 10, 25, true],
  ],
  es: [
    ["Residuos mezclados de construcción y demolición", "17 09 04", 95, 160, true],
    ["Madera sin tratar", "17 02 01", 45, 85, false],
    ["Escombros de hormigón y ladrillo", "17 01 07", 12, 30, true],
    ["Envases mezclados", "15 01 06", 80, 140, false],
    ["Placas de yeso laminado", "17 08 02", 110, 190, true],
    ["Tierras y piedras", "17 05 04", 10, 25, true],
  ],
};

/** The container services: [container hire per month, transport per lift, a container's size word]. */
export const WASTE_SERVICES: PerLanguage<[string, string, string]> = {
  en: ["Skip hire (monthly)", "Exchange / haulage per lift", "yd³ skip"],
  de: ["Containermiete (monatlich)", "Transport je Abfuhr", "m³ Absetzmulde"],
  fr: ["Location de benne (mensuelle)", "Rotation / transport par levée", "m³ benne"],
  nl: ["Containerhuur (per maand)", "Transport per lediging", "m³ container"],
  it: ["Noleggio cassone (mensile)", "Trasporto per svuotamento", "m³ cassone"],
  es: ["Alquiler de contenedor (mensual)", "Transporte por retirada", "m³ contenedor"],
};

/** A country's landfill levy: its words and its rate per tonne in cents; taxed where VAT falls on it (the UK). */
export const LEVIES: Record<string, [string, number, boolean]> = {
  GB: ["Landfill Tax", 10270, true],
  IE: ["Landfill levy", 8500, false],
  US: ["State solid waste fee", 250, false],
  DE: ["Deponieabgabe (Land)", 1200, false],
  AT: ["Altlastenbeitrag", 2400, false],
  CH: ["VVEA-Abgabe", 1600, false],
  FR: ["TGAP", 6500, false],
  "BE-fr": ["Taxe régionale déchets", 9300, false],
  NL: ["Afvalstoffenbelasting", 3822, false],
  "BE-nl": ["Milieuheffing storten", 9300, false],
  IT: ["Ecotassa regionale", 2580, false],
  ES: ["Impuesto vertedero", 1500, false],
};

// ---------------------------------------------------------------------------------------------------------------
// A translation agency.

export const TRANSLATION_NAMES: PerLanguage<string[]> = {
  en: ["{a} Translations {form}", "{a} Language Services {form}", "Lingua {town} {form}"],
  de: ["Übersetzungsbüro {a} {form}", "{a} Sprachdienste {form}", "Fachübersetzungen {town} {form}"],
  fr: ["Traductions {a} {form}", "{a} Linguistique {form}", "Agence de traduction {town} {form}"],
  nl: ["Vertaalbureau {a} {form}", "{a} Taaldiensten {form}", "Vertalingen {town} {form}"],
  it: ["Traduzioni {a} {form}", "{a} Servizi Linguistici {form}", "Agenzia Traduzioni {town} {form}"],
  es: ["Traducciones {a} {form}", "{a} Servicios Lingüísticos {form}", "Agencia de Traducción {town} {form}"],
};

/** Language codes a pair is printed with. */
export const LANGUAGE_CODES = ["EN", "DE", "FR", "NL", "IT", "ES", "PL", "PT", "SV", "DA", "CS", "JA"];

/** A language's own code (the source of most of its agency's pairs). */
export const OWN_CODE: PerLanguage<string> = { en: "EN", de: "DE", fr: "FR", nl: "NL", it: "IT", es: "ES" };

/** The tasks: [translation, revision (per word), proofreading (hours), DTP (pages), terminology (hours)]; and files. */
export const TRANSLATION_TASKS: PerLanguage<[string, string, string, string, string]> = {
  en: ["Translation", "Revision (4-eyes)", "Proofreading", "DTP / layout", "Terminology work"],
  de: ["Fachübersetzung", "Revision (Vier-Augen)", "Korrekturlesen", "DTP / Satz", "Terminologiearbeit"],
  fr: ["Traduction", "Révision bilingue", "Relecture", "PAO / mise en page", "Travail terminologique"],
  nl: ["Vertaling", "Revisie (vier ogen)", "Proeflezen", "DTP / opmaak", "Terminologiewerk"],
  it: ["Traduzione", "Revisione bilingue", "Correzione bozze", "DTP / impaginazione", "Lavoro terminologico"],
  es: ["Traducción", "Revisión bilingüe", "Corrección de pruebas", "Maquetación DTP", "Trabajo terminológico"],
};

export const TRANSLATION_FILES: PerLanguage<string[]> = {
  en: ["user manual", "website update", "annual report", "safety data sheets", "contract", "press release"],
  de: [
    "Betriebsanleitung",
    "Website-Update",
    "Geschäftsbericht",
    "Sicherheitsdatenblätter",
    "Vertrag",
    "Pressemitteilung",
  ],
  fr: ["manuel utilisateur", "mise à jour du site", "rapport annuel", "fiches de sécurité", "contrat", "communiqué"],
  nl: ["handleiding", "website-update", "jaarverslag", "veiligheidsbladen", "contract", "persbericht"],
  it: ["manuale d'uso", "aggiornamento sito", "bilancio annuale", "schede di sicurezza", "contratto", "comunicato"],
  es: ["manual de usuario", "actualización web", "informe anual", "fichas de seguridad", "contrato", "nota de prensa"],
};

/** The unit words: words, hours, pages. */
export const TRANSLATION_UNITS: PerLanguage<[string, string, string]> = {
  en: ["words", "hrs", "pp."],
  de: ["Wörter", "Std.", "S."],
  fr: ["mots", "h", "p."],
  nl: ["woorden", "uur", "p."],
  it: ["parole", "ore", "pag."],
  es: ["palabras", "h", "pág."],
};

// ---------------------------------------------------------------------------------------------------------------
// A coworking space.

export const COWORK_NAMES: PerLanguage<string[]> = {
  en: ["{a} Workspace {form}", "The {town} Works {form}", "{a} & Co Coworking {form}"],
  de: ["{a} Coworking {form}", "Werkraum {town} {form}", "{a} Offices {form}"],
  fr: ["{a} Coworking {form}", "L'Atelier {town} {form}", "Espace {a} {form}"],
  nl: ["{a} Werkplekken {form}", "De Werkplaats {town} {form}", "{a} Flexkantoren {form}"],
  it: ["{a} Coworking {form}", "Officina {town} {form}", "Spazio {a} {form}"],
  es: ["{a} Coworking {form}", "La Nave {town} {form}", "Espacio {a} {form}"],
};

/** A plan: its name, monthly price range. */
export const PLANS: PerLanguage<[string, number, number][]> = {
  en: [
    ["Hot desk – unlimited", 180, 320],
    ["Dedicated desk", 280, 450],
    ["Private office (2 desks)", 650, 1200],
    ["Part-time (10 days)", 120, 190],
  ],
  de: [
    ["Flex Desk – unbegrenzt", 180, 320],
    ["Fixer Arbeitsplatz", 280, 450],
    ["Büro (2 Plätze)", 650, 1200],
    ["Teilzeit (10 Tage)", 120, 190],
  ],
  fr: [
    ["Poste nomade illimité", 180, 320],
    ["Poste dédié", 280, 450],
    ["Bureau privatif (2 postes)", 650, 1200],
    ["Temps partiel (10 jours)", 120, 190],
  ],
  nl: [
    ["Flexplek onbeperkt", 180, 320],
    ["Vaste werkplek", 280, 450],
    ["Eigen kantoor (2 plekken)", 650, 1200],
    ["Deeltijd (10 dagen)", 120, 190],
  ],
  it: [
    ["Postazione flessibile illimitata", 180, 320],
    ["Postazione fissa", 280, 450],
    ["Ufficio privato (2 posti)", 650, 1200],
    ["Part-time (10 giorni)", 120, 190],
  ],
  es: [
    ["Puesto flexible ilimitado", 180, 320],
    ["Puesto fijo", 280, 450],
    ["Despacho privado (2 puestos)", 650, 1200],
    ["Media jornada (10 días)", 120, 190],
  ],
};

/** The extras: [meeting room per hour, prints per page, guest day pass, locker per month, mail handling per month,
 * business address per month]; with their price ranges in cents. */
export const COWORK_EXTRAS: PerLanguage<[string, number, number][]> = {
  en: [
    ["Meeting room (hours)", 1500, 4500],
    ["Printing (pages)", 8, 20],
    ["Guest day pass", 1500, 3000],
    ["Locker", 1500, 3000],
    ["Mail handling", 2000, 4000],
    ["Business address", 3000, 6000],
  ],
  de: [
    ["Besprechungsraum (Std.)", 1500, 4500],
    ["Druck (Seiten)", 8, 20],
    ["Tagespass Gast", 1500, 3000],
    ["Schließfach", 1500, 3000],
    ["Postservice", 2000, 4000],
    ["Geschäftsadresse", 3000, 6000],
  ],
  fr: [
    ["Salle de réunion (heures)", 1500, 4500],
    ["Impressions (pages)", 8, 20],
    ["Pass journée invité", 1500, 3000],
    ["Casier", 1500, 3000],
    ["Gestion du courrier", 2000, 4000],
    ["Domiciliation", 3000, 6000],
  ],
  nl: [
    ["Vergaderruimte (uren)", 1500, 4500],
    ["Printen (pagina's)", 8, 20],
    ["Dagpas gast", 1500, 3000],
    ["Kluisje", 1500, 3000],
    ["Postafhandeling", 2000, 4000],
    ["Vestigingsadres", 3000, 6000],
  ],
  it: [
    ["Sala riunioni (ore)", 1500, 4500],
    ["Stampe (pagine)", 8, 20],
    ["Pass giornaliero ospite", 1500, 3000],
    ["Armadietto", 1500, 3000],
    ["Gestione posta", 2000, 4000],
    ["Domiciliazione", 3000, 6000],
  ],
  es: [
    ["Sala de reuniones (horas)", 1500, 4500],
    ["Impresiones (páginas)", 8, 20],
    ["Pase de día invitado", 1500, 3000],
    ["Taquilla", 1500, 3000],
    ["Gestión de correo", 2000, 4000],
    ["Domiciliación", 3000, 6000],
  ],
};

/** A credit note's reason on a membership: a meeting room booked twice, a month cancelled in time. */
export const COWORK_CREDITS: PerLanguage<[string, string]> = {
  en: ["Meeting room charged twice", "Membership cancelled – month refunded"],
  de: ["Besprechungsraum doppelt berechnet", "Kündigung – Monat erstattet"],
  fr: ["Salle de réunion facturée deux fois", "Résiliation – mois remboursé"],
  nl: ["Vergaderruimte dubbel berekend", "Opzegging – maand terugbetaald"],
  it: ["Sala riunioni addebitata due volte", "Disdetta – mese rimborsato"],
  es: ["Sala de reuniones cobrada dos veces", "Baja – mes reembolsado"],
};

// ---------------------------------------------------------------------------------------------------------------
// A print shop.

export const PRINT_NAMES: PerLanguage<string[]> = {
  en: ["{a} Print {form}", "{town} Printing Works {form}", "{a} Press {form}"],
  de: ["Druckerei {a} {form}", "{a} Druck & Medien {form}", "Offsetdruck {town} {form}"],
  fr: ["Imprimerie {a} {form}", "{a} Graphic {form}", "Imprimerie de {town} {form}"],
  nl: ["Drukkerij {a} {form}", "{a} Drukwerk {form}", "Grafisch Bedrijf {town} {form}"],
  it: ["Tipografia {a} {form}", "{a} Arti Grafiche {form}", "Grafiche {town} {form}"],
  es: ["Imprenta {a} {form}", "{a} Artes Gráficas {form}", "Gráficas {town} {form}"],
};

/** A job: description, specification, price per 1,000 copies range (whole units), a book (a reduced rate). */
export const PRINT_JOBS: PerLanguage<[string, string, number, number, boolean][]> = {
  en: [
    ["Flyers A5", "148 × 210 mm, 4/4 colour, 170 gsm gloss", 40, 90, false],
    ["Brochure A4, 24 pp.", "saddle-stitched, 4/4, 135 gsm silk, cover 250 gsm", 600, 1400, false],
    ["Business cards", "85 × 55 mm, 4/4, 350 gsm matt, 2 names", 30, 70, false],
    ["Paperback book, 160 pp.", "135 × 210 mm, 1/1, 80 gsm bookwove, perfect bound", 2400, 4200, true],
    ["Posters A2", "420 × 594 mm, 4/0, 150 gsm", 450, 900, false],
    ["Letterheads A4", "4/0, 100 gsm uncoated", 60, 120, false],
  ],
  de: [
    ["Flyer DIN A5", "148 × 210 mm, 4/4-farbig, 170 g/m² Bilderdruck glänzend", 40, 90, false],
    ["Broschüre A4, 24 Seiten", "Rückendrahtheftung, 4/4, 135 g/m² matt, Umschlag 250 g/m²", 600, 1400, false],
    ["Visitenkarten", "85 × 55 mm, 4/4, 350 g/m² matt, 2 Namen", 30, 70, false],
    ["Taschenbuch, 160 Seiten", "135 × 210 mm, 1/1, 80 g/m² Werkdruck, Klebebindung", 2400, 4200, true],
    ["Plakate DIN A2", "420 × 594 mm, 4/0, 150 g/m²", 450, 900, false],
    ["Briefbogen DIN A4", "4/0, 100 g/m² Offset", 60, 120, false],
  ],
  fr: [
    ["Flyers A5", "148 × 210 mm, quadri R/V, couché brillant 170 g", 40, 90, false],
    ["Brochure A4, 24 pages", "piqûre à cheval, quadri, couché mat 135 g, couverture 250 g", 600, 1400, false],
    ["Cartes de visite", "85 × 55 mm, quadri R/V, 350 g mat, 2 noms", 30, 70, false],
    ["Livre broché, 160 pages", "135 × 210 mm, noir, bouffant 80 g, dos carré collé", 2400, 4200, true],
    ["Affiches A2", "420 × 594 mm, quadri recto, 150 g", 450, 900, false],
    ["Papier à en-tête A4", "quadri recto, offset 100 g", 60, 120, false],
  ],
  nl: [
    ["Flyers A5", "148 × 210 mm, 4/4 full colour, 170 grs glans", 40, 90, false],
    ["Brochure A4, 24 pagina's", "geniet, 4/4, 135 grs silk, omslag 250 grs", 600, 1400, false],
    ["Visitekaartjes", "85 × 55 mm, 4/4, 350 grs mat, 2 namen", 30, 70, false],
    ["Paperback, 160 pagina's", "135 × 210 mm, 1/1, 80 grs romandruk, gelijmd", 2400, 4200, true],
    ["Posters A2", "420 × 594 mm, 4/0, 150 grs", 450, 900, false],
    ["Briefpapier A4", "4/0, 100 grs houtvrij", 60, 120, false],
  ],
  it: [
    ["Volantini A5", "148 × 210 mm, 4+4 colori, patinata lucida 170 g", 40, 90, false],
    ["Brochure A4, 24 pagine", "punto metallico, 4+4, patinata opaca 135 g, copertina 250 g", 600, 1400, false],
    ["Biglietti da visita", "85 × 55 mm, 4+4, 350 g opaca, 2 nominativi", 30, 70, false],
    ["Libro brossura, 160 pagine", "135 × 210 mm, 1+1, usomano 80 g, brossura fresata", 2400, 4200, true],
    ["Manifesti A2", "420 × 594 mm, 4+0, 150 g", 450, 900, false],
    ["Carta intestata A4", "4+0, uso mano 100 g", 60, 120, false],
  ],
  es: [
    ["Flyers A5", "148 × 210 mm, 4/4 tintas, estucado brillo 170 g", 40, 90, false],
    ["Folleto A4, 24 páginas", "grapado, 4/4, estucado mate 135 g, cubierta 250 g", 600, 1400, false],
    ["Tarjetas de visita", "85 × 55 mm, 4/4, 350 g mate, 2 nombres", 30, 70, false],
    ["Libro rústica, 160 páginas", "135 × 210 mm, 1/1, offset 80 g, encuadernación fresada", 2400, 4200, true],
    ["Carteles A2", "420 × 594 mm, 4/0, 150 g", 450, 900, false],
    ["Papel de carta A4", "4/0, offset 100 g", 60, 120, false],
  ],
};

/** The print shop's other charges: [setup and plates, a proof, delivery, design changes per hour]. */
export const PRINT_EXTRAS: PerLanguage<[string, string, string, string]> = {
  en: ["Set-up & plates", "Hard-copy proof", "Delivery (pallet)", "Artwork amendments"],
  de: ["Einrichten & Druckplatten", "Proof (farbverbindlich)", "Lieferung (Palette)", "Datenkorrektur"],
  fr: ["Calage et plaques", "Épreuve contractuelle", "Livraison (palette)", "Corrections PAO"],
  nl: ["Inschieten & platen", "Kleurproef", "Levering (pallet)", "Correcties opmaak"],
  it: ["Avviamento e lastre", "Prova colore certificata", "Consegna (bancale)", "Correzioni grafiche"],
  es: ["Arranque y planchas", "Prueba de color", "Entrega (palé)", "Correcciones de diseño"],
};

/** A credit note's reason on a print job: misprinted copies reprinted or taken off. */
export const PRINT_CREDITS: PerLanguage<string> = {
  en: "Credit for misprinted copies",
  de: "Gutschrift für Fehldrucke",
  fr: "Avoir pour exemplaires défectueux",
  nl: "Credit voor misdrukken",
  it: "Accredito per copie difettose",
  es: "Abono por ejemplares defectuosos",
};
