/**
 * What half M's issuers bill, per language (half M, FRESH5: the fifth held-out set, written without reading the
 * engine): a campsite's or holiday park's pitches, rentals, extras and the local visitor tax; a managed-print
 * company's devices, rentals and page counts; an optician's frames, lenses, eye tests and extras; a patent and
 * trade mark attorney's work, the offices' fees and the costs passed on; a florist's arrangements for an event, the
 * hire of its props and the team's hours. Prices are in whole currency units (ranges) unless said otherwise. Names of
 * issuers carry {a} (a surname), {b} (a second surname) or {form} (the country's legal form, fresh3Items.ts's
 * FORMS). Every name of a business, a product, a place or a brand here is invented.
 */
import type { Language } from "./vocab";

type PerLanguage<T> = Record<Language, T>;

/** Units the lines print: [nights, hours, pieces]. */
export const M_UNITS: PerLanguage<[string, string, string]> = {
  en: ["nights", "hrs", "pcs"],
  de: ["Nächte", "Std.", "Stk."],
  fr: ["nuits", "h", "pce"],
  nl: ["nachten", "uur", "st."],
  it: ["notti", "ore", "pz."],
  es: ["noches", "h", "ud."],
};

// ---------------------------------------------------------------------------------------------------------------
// A campsite or holiday park.

export const CAMP_NAMES: PerLanguage<string[]> = {
  en: ["{a}'s Meadow Touring Park {form}", "{a} Lakeside Holiday Park {form}", "{a} Farm Camping {form}"],
  de: ["Campingplatz {a} {form}", "Ferienpark {a} am Seeufer {form}", "Camping am Mühlenteich {a} {form}"],
  fr: ["Camping Les Genêts {a} {form}", "Domaine {a} des Pinsons {form}", "Camping {a} – Les Trois Sources {form}"],
  nl: ["Camping {a} De Heidepol {form}", "Vakantiepark {a} {form}", "Minicamping Hoeve {a} {form}"],
  it: ["Camping Villaggio {a} {form}", "Campeggio {a} Le Tamerici {form}", "Camping Pineta {a} {form}"],
  es: ["Camping {a} {form}", "Càmping {a} Els Pollancres {form}", "Camping La Ribera de {a} {form}"],
};

/**
 * [pitch for a tent or van with two persons per night, a rented mobile home or chalet per night, an extra adult per
 * night, a child per night, a dog per night, electricity per night, electricity per kWh, the bread service, a
 * washing machine token, the visitor tax per adult and night, a second car per night].
 */
export const CAMP_ITEMS: PerLanguage<string[]> = {
  en: [
    "Touring pitch incl. 2 persons",
    "Holiday lodge (4 berth)",
    "Extra adult",
    "Child (3–15 yrs)",
    "Dog",
    "Electric hook-up 10 A",
    "Electricity as metered",
    "Morning bakery order",
    "Laundry token",
    "",
    "Additional car",
  ],
  de: [
    "Stellplatz inkl. 2 Personen",
    "Mobilheim (4 Personen)",
    "Weitere Person (Erw.)",
    "Kind 3–14 Jahre",
    "Hund",
    "Strompauschale 16 A",
    "Strom nach Zähler",
    "Brötchenservice",
    "Waschmarke",
    "Kurbeitrag je Erw./Nacht",
    "Zweitfahrzeug",
  ],
  fr: [
    "Emplacement + 2 personnes",
    "Mobil-home 4 places",
    "Adulte supplémentaire",
    "Enfant (2 à 12 ans)",
    "Animal (chien)",
    "Forfait électricité 10 A",
    "Électricité au compteur",
    "Dépôt de pain",
    "Jeton de lave-linge",
    "Taxe de séjour (adulte/nuit)",
    "Véhicule supplémentaire",
  ],
  nl: [
    "Kampeerplaats incl. 2 pers.",
    "Stacaravan (4 pers.)",
    "Extra volwassene",
    "Kind (4–12 jaar)",
    "Hond",
    "Elektra 10 A per nacht",
    "Elektra volgens meter",
    "Broodjesservice",
    "Wasmunt",
    "Toeristenbelasting p.p.p.n.",
    "Tweede auto",
  ],
  it: [
    "Piazzola con 2 persone",
    "Casa mobile (4 posti)",
    "Adulto in più",
    "Bambino (3–11 anni)",
    "Cane",
    "Corrente elettrica 6 A",
    "Energia elettrica a consumo",
    "Servizio pane",
    "Gettone lavatrice",
    "Imposta di soggiorno (adulto/notte)",
    "Seconda auto",
  ],
  es: [
    "Parcela con 2 personas",
    "Bungalow (4 plazas)",
    "Adulto adicional",
    "Niño (3–10 años)",
    "Perro",
    "Electricidad 6 A",
    "Electricidad según contador",
    "Servicio de pan",
    "Ficha lavadora",
    "Impuesto sobre estancias turísticas",
    "Coche adicional",
  ],
};

/** The season bands a rate is named by: [low, mid, high]. */
export const CAMP_SEASONS: PerLanguage<[string, string, string]> = {
  en: ["low season", "mid season", "peak season"],
  de: ["Vorsaison", "Zwischensaison", "Hauptsaison"],
  fr: ["basse saison", "moyenne saison", "haute saison"],
  nl: ["laagseizoen", "middenseizoen", "hoogseizoen"],
  it: ["bassa stagione", "media stagione", "alta stagione"],
  es: ["temporada baja", "temporada media", "temporada alta"],
};

/** How the guests are written: {a} adults, {c} children. */
export const CAMP_GUESTS: PerLanguage<[string, string]> = {
  en: ["{a} adults", "{a} adults, {c} children"],
  de: ["{a} Erwachsene", "{a} Erwachsene, {c} Kinder"],
  fr: ["{a} adultes", "{a} adultes, {c} enfants"],
  nl: ["{a} volwassenen", "{a} volwassenen, {c} kinderen"],
  it: ["{a} adulti", "{a} adulti, {c} bambini"],
  es: ["{a} adultos", "{a} adultos, {c} niños"],
};

/** A meter's readings under the metered electricity: {from} {to}. */
export const CAMP_METER: PerLanguage<string> = {
  en: "Meter {from} – {to} kWh",
  de: "Zählerstand {from} – {to} kWh",
  fr: "Index {from} – {to} kWh",
  nl: "Meterstand {from} – {to} kWh",
  it: "Lettura {from} – {to} kWh",
  es: "Lectura {from} – {to} kWh",
};

/** A credit's lines: [nights refunded for leaving early, a goodwill gesture]. */
export const CAMP_CREDITS: PerLanguage<[string, string]> = {
  en: ["Refund – early departure", "Goodwill – pitch out of use"],
  de: ["Erstattung vorzeitige Abreise", "Kulanz – Sanitärgebäude gesperrt"],
  fr: ["Remboursement départ anticipé", "Geste commercial – travaux"],
  nl: ["Terugbetaling vervroegd vertrek", "Coulance – sanitair buiten gebruik"],
  it: ["Rimborso partenza anticipata", "Riduzione per disagio"],
  es: ["Devolución salida anticipada", "Compensación por obras"],
};

// ---------------------------------------------------------------------------------------------------------------
// A managed-print company (copiers and printers on a rental with page counts).

export const PRINT_NAMES: PerLanguage<string[]> = {
  en: ["{a} Office Imaging {form}", "{a} Copier Services {form}", "{a} Document Systems {form}"],
  de: ["Bürosysteme {a} {form}", "{a} Kopiertechnik {form}", "Druck & Dokument {a} {form}"],
  fr: ["{a} Bureautique {form}", "Copie Service {a} {form}", "Solutions d'Impression {a} {form}"],
  nl: ["{a} Kantoorsystemen {form}", "Printservice {a} {form}", "{a} Document Solutions {form}"],
  it: ["{a} Sistemi Ufficio {form}", "Copy Service {a} {form}", "Office Print {a} {form}"],
  es: ["Ofimática {a} {form}", "Reprografía {a} {form}", "Sistemas de Impresión {a} {form}"],
};

/** Invented devices: [model, colour]. */
export const DEVICES: [string, boolean][] = [
  ["Kopravel MX 4520i", true],
  ["Kopravel MX 3010", false],
  ["Dorsano MP 6055", true],
  ["Dorsano MP 2540 SP", false],
  ["Lineq C 358", true],
  ["Lineq B 401 dn", false],
];

/** Where a device stands, as a customer's office names it. */
export const PRINT_PLACES: PerLanguage<string[]> = {
  en: ["Reception, ground floor", "Accounts, 1st floor", "Warehouse office", "Sales, 2nd floor"],
  de: ["Empfang EG", "Buchhaltung 1. OG", "Lagerbüro", "Vertrieb 2. OG"],
  fr: ["Accueil RDC", "Comptabilité 1er étage", "Bureau entrepôt", "Commercial 2e étage"],
  nl: ["Receptie begane grond", "Administratie 1e verd.", "Kantoor magazijn", "Verkoop 2e verd."],
  it: ["Reception piano terra", "Amministrazione 1° piano", "Ufficio magazzino", "Commerciale 2° piano"],
  es: ["Recepción planta baja", "Contabilidad 1ª planta", "Oficina almacén", "Comercial 2ª planta"],
};

/**
 * [a device's rental for the period, black-and-white pages beyond those included, colour pages beyond those
 * included, a technician's visit outside the contract per hour, a staple cartridge, a delivery of toner by courier].
 */
export const PRINT_ITEMS: PerLanguage<string[]> = {
  en: [
    "Rental & service, quarterly",
    "Mono pages over allowance",
    "Colour pages over allowance",
    "Engineer visit (not covered)",
    "Staple cartridge",
    "Express toner delivery",
  ],
  de: [
    "Miete inkl. Service, Quartal",
    "S/W-Seiten über Freivolumen",
    "Farbseiten über Freivolumen",
    "Technikereinsatz außerhalb Vertrag",
    "Heftklammerkassette",
    "Expresslieferung Toner",
  ],
  fr: [
    "Location et maintenance trimestrielle",
    "Pages N&B au-delà du forfait",
    "Pages couleur au-delà du forfait",
    "Intervention technicien hors contrat",
    "Cartouche d'agrafes",
    "Livraison express de toner",
  ],
  nl: [
    "Huur incl. service, kwartaal",
    "Z/W-pagina's boven bundel",
    "Kleurpagina's boven bundel",
    "Monteursbezoek buiten contract",
    "Nietjescassette",
    "Spoedlevering toner",
  ],
  it: [
    "Noleggio e assistenza trimestrale",
    "Copie B/N oltre franchigia",
    "Copie colore oltre franchigia",
    "Intervento tecnico extra contratto",
    "Cartuccia punti metallici",
    "Consegna urgente toner",
  ],
  es: [
    "Alquiler y mantenimiento trimestral",
    "Copias B/N exceso sobre bono",
    "Copias color exceso sobre bono",
    "Asistencia técnica fuera de contrato",
    "Cartucho de grapas",
    "Envío urgente de tóner",
  ],
};

/** A page count's readings under its line: {now} {before} {free}. */
export const PRINT_READING: PerLanguage<string> = {
  en: "Reading {now} – previous {before} – included {free}",
  de: "Zählerstand {now} – Vorablesung {before} – frei {free}",
  fr: "Relevé {now} – précédent {before} – inclus {free}",
  nl: "Stand {now} – vorige {before} – inbegrepen {free}",
  it: "Lettura {now} – precedente {before} – incluse {free}",
  es: "Lectura {now} – anterior {before} – incluidas {free}",
};

/** A credit's lines: [a meter read wrongly, the rental of a device taken back early]. */
export const PRINT_CREDITS: PerLanguage<[string, string]> = {
  en: ["Correction – misread meter", "Rental credited – device collected"],
  de: ["Korrektur Fehlablesung", "Miete gutgeschrieben – Gerät abgeholt"],
  fr: ["Rectification relevé erroné", "Avoir location – matériel repris"],
  nl: ["Correctie foutieve meterstand", "Huur gecrediteerd – toestel opgehaald"],
  it: ["Rettifica lettura errata", "Storno noleggio – macchina ritirata"],
  es: ["Rectificación lectura errónea", "Abono alquiler – equipo retirado"],
};

// ---------------------------------------------------------------------------------------------------------------
// An optician's shop.

export const OPTIC_NAMES: PerLanguage<string[]> = {
  en: ["{a} Opticians {form}", "{a} & {b} Eyecare {form}", "{a} Eye Studio {form}"],
  de: ["Augenoptik {a} {form}", "{a} Brillen & Kontaktlinsen {form}", "Optik Studio {a} {form}"],
  fr: ["Optique {a} {form}", "{a} Opticiens {form}", "L'Atelier Optique {a} {form}"],
  nl: ["{a} Opticiens {form}", "Optiek {a} {form}", "Brillenhuis {a} {form}"],
  it: ["Ottica {a} {form}", "Centro Ottico {a} {form}", "{a} Occhiali {form}"],
  es: ["Óptica {a} {form}", "Centro Óptico {a} {form}", "{a} Ópticos {form}"],
};

/** Invented frames. */
export const FRAMES = ["Arvana 2104", "Tesselo 55", "Brunik Titan 7", "Maulen 812", "Odessa R3", "Pelio Flex 20"];

/** A frame's line: {model} {size}. */
export const FRAME_LINE: PerLanguage<string> = {
  en: "Frame {model}, {size}",
  de: "Fassung {model}, {size}",
  fr: "Monture {model}, {size}",
  nl: "Montuur {model}, {size}",
  it: "Montatura {model}, {size}",
  es: "Montura {model}, {size}",
};

/** Lenses, each line for one eye ({eye}): [description, low, high price]. */
export const LENSES: PerLanguage<[string, number, number][]> = {
  en: [
    ["{eye} single vision 1.6, hard coat + AR", 45, 140],
    ["{eye} varifocal 1.67, premium AR", 160, 420],
    ["{eye} occupational lens 1.5", 90, 210],
  ],
  de: [
    ["{eye} Einstärkenglas 1,6 superentspiegelt", 45, 160],
    ["{eye} Gleitsichtglas 1,67 entspiegelt", 180, 480],
    ["{eye} Arbeitsplatzglas 1,5", 95, 230],
  ],
  fr: [
    ["{eye} verre unifocal 1,6 antireflet", 45, 150],
    ["{eye} verre progressif 1,67 antireflet", 170, 450],
    ["{eye} verre mi-distance 1,5", 90, 220],
  ],
  nl: [
    ["{eye} enkelvoudig glas 1.6 ontspiegeld", 45, 150],
    ["{eye} multifocaal glas 1.67 ontspiegeld", 170, 440],
    ["{eye} computerglas 1.5", 90, 220],
  ],
  it: [
    ["{eye} lente monofocale 1,6 antiriflesso", 45, 150],
    ["{eye} lente progressiva 1,67 antiriflesso", 170, 450],
    ["{eye} lente da ufficio 1,5", 90, 220],
  ],
  es: [
    ["{eye} lente monofocal 1,6 antirreflejante", 45, 150],
    ["{eye} lente progresiva 1,67 antirreflejante", 170, 450],
    ["{eye} lente ocupacional 1,5", 90, 220],
  ],
};

/** [right eye, left eye] as a lens line starts. */
export const EYES: PerLanguage<[string, string]> = {
  en: ["R", "L"],
  de: ["R", "L"],
  fr: ["OD", "OG"],
  nl: ["R", "L"],
  it: ["OD", "OS"],
  es: ["OD", "OI"],
};

/**
 * [the eye examination (exempt where an optometrist's care is), the dispensing (exempt in the UK and Ireland), a case
 * and cloth, a trial of contact lenses, a bottle of lens solution, a tint].
 */
export const OPTIC_ITEMS: PerLanguage<string[]> = {
  en: [
    "Eye examination (sight test)",
    "Dispensing & fitting",
    "Case and cleaning cloth",
    "Contact lens trial & teach",
    "Multipurpose solution 360 ml",
    "Tint 25 % grey",
  ],
  de: [
    "Augenglasbestimmung (Refraktion)",
    "Anpassung und Zentrierung",
    "Etui und Putztuch",
    "Kontaktlinsen-Probetragen",
    "All-in-one-Lösung 360 ml",
    "Tönung grau 25 %",
  ],
  fr: [
    "Examen de vue (réfraction)",
    "Adaptation et centrage",
    "Étui et chiffonnette",
    "Essai de lentilles de contact",
    "Solution multifonction 360 ml",
    "Teinte grise 25 %",
  ],
  nl: [
    "Oogmeting (refractie)",
    "Aanmeten en centreren",
    "Koker en poetsdoekje",
    "Proefdracht contactlenzen",
    "Alles-in-één-vloeistof 360 ml",
    "Tint grijs 25 %",
  ],
  it: [
    "Esame della vista (refrazione)",
    "Montaggio e centratura",
    "Astuccio e panno",
    "Prova lenti a contatto",
    "Soluzione unica 360 ml",
    "Colorazione grigia 25 %",
  ],
  es: [
    "Graduación de la vista",
    "Montaje y centrado",
    "Funda y gamuza",
    "Adaptación lentes de contacto",
    "Solución única 360 ml",
    "Tintado gris 25 %",
  ],
};

/** Invented health insurers or mutual funds paying a share, per language. */
export const INSURERS: PerLanguage<string[]> = {
  en: ["Harbourview Health Plan", "Northlea Medical Cover"],
  de: ["Meridia Zusatzversicherung", "Nordmark Krankenzusatz VVaG"],
  fr: ["Mutuelle Lavandière", "Mutuelle Solidaire du Val d'Orgeon"],
  nl: ["Zorgverzekeraar Duinzicht", "Polderzorg Aanvullend"],
  it: ["Fondo Sanitario Arcobaleno", "Cassa Mutua Valfiorita"],
  es: ["Mutua Sanitaria Levante", "Previsora Salud Almenar"],
};

/** A credit's lines: [a lens remade at no charge, a frame returned]. */
export const OPTIC_CREDITS: PerLanguage<[string, string]> = {
  en: ["Credit – lens remade under warranty", "Frame returned"],
  de: ["Gutschrift Glas-Reklamation", "Rücknahme Fassung"],
  fr: ["Avoir – verre refait sous garantie", "Reprise monture"],
  nl: ["Creditering glas onder garantie", "Montuur retour"],
  it: ["Storno lente in garanzia", "Reso montatura"],
  es: ["Abono lente en garantía", "Devolución montura"],
};

// ---------------------------------------------------------------------------------------------------------------
// A patent and trade mark attorneys' firm.

export const PATENT_NAMES: PerLanguage<string[]> = {
  en: ["{a} & {b} Patent Attorneys {form}", "{a} IP {form}", "{a} {b} Trade Mark Attorneys {form}"],
  de: ["Patentanwälte {a} & {b} {form}", "{a} {b} Patent- und Markenkanzlei {form}", "IP-Kanzlei {a} {form}"],
  fr: ["Cabinet {a} & {b} Conseils en Propriété Industrielle", "{a} IP Conseil {form}", "Cabinet {a} Brevets"],
  nl: ["Octrooibureau {a} & {b} {form}", "{a} Merkenbureau {form}", "{a} {b} IE-adviseurs {form}"],
  it: ["Studio Brevetti {a} & {b}", "{a} Marchi e Brevetti {form}", "Studio {a} Proprietà Industriale"],
  es: ["{a} & {b} Agentes de la Propiedad Industrial {form}", "{a} Patentes y Marcas {form}", "Despacho {a} IP"],
};

/** The firm's professions, one line under its name. */
export const PATENT_TRADES: PerLanguage<string[]> = {
  en: ["Chartered Patent Attorneys · European Patent Attorneys", "Trade Mark & Design Attorneys"],
  de: ["Patentanwälte · European Patent Attorneys", "Patentanwalt · Rechtsanwältin · Markenrecht"],
  fr: ["Conseils en propriété industrielle · Mandataires européens", "Brevets · Marques · Dessins et modèles"],
  nl: ["Octrooigemachtigden · Europese octrooigemachtigden", "Merkengemachtigden · Modellen"],
  it: ["Consulenti in proprietà industriale · Mandatari europei", "Brevetti · Marchi · Design"],
  es: ["Agentes de la Propiedad Industrial · Mandatarios europeos", "Patentes · Marcas · Diseños"],
};

/** The right a matter is about: [kind (a patent, a mark, a design), its number's prefix, the office]. */
export const PATENT_RIGHTS: PerLanguage<[string, string, string][]> = {
  en: [
    ["European patent application", "EP", "EPO"],
    ["UK trade mark", "UK000", "UKIPO"],
    ["EU trade mark", "EUTM", "EUIPO"],
  ],
  de: [
    ["Europäische Patentanmeldung", "EP", "EPA"],
    ["Deutsche Marke", "DE", "DPMA"],
    ["Unionsmarke", "UM", "EUIPO"],
  ],
  fr: [
    ["Demande de brevet européen", "EP", "OEB"],
    ["Marque française", "FR", "INPI"],
    ["Marque de l'Union européenne", "MUE", "EUIPO"],
  ],
  nl: [
    ["Europese octrooiaanvrage", "EP", "EOB"],
    ["Benelux-merk", "BX", "BOIP"],
    ["Uniemerk", "EUTM", "EUIPO"],
  ],
  it: [
    ["Domanda di brevetto europeo", "EP", "UEB"],
    ["Marchio italiano", "IT", "UIBM"],
    ["Marchio dell'Unione europea", "MUE", "EUIPO"],
  ],
  es: [
    ["Solicitud de patente europea", "EP", "OEP"],
    ["Marca española", "M", "OEPM"],
    ["Marca de la Unión Europea", "MUE", "EUIPO"],
  ],
};

/** An invention's title or a mark's word (invented). */
export const PATENT_TITLES: PerLanguage<string[]> = {
  en: ["Dosing valve for granular media", "VELMIRO (word mark)", "Hinged lid for waste containers", "KAMBRIX"],
  de: ["Dosierventil für Schüttgut", "VELMIRO (Wortmarke)", "Scharnierdeckel für Abfallbehälter", "KAMBRIX"],
  fr: ["Vanne de dosage pour produits granulaires", "VELMIRO (marque verbale)", "Couvercle articulé", "KAMBRIX"],
  nl: ["Doseerklep voor stortgoed", "VELMIRO (woordmerk)", "Scharnierend deksel voor afvalbakken", "KAMBRIX"],
  it: ["Valvola dosatrice per materiali granulari", "VELMIRO (marchio denominativo)", "Coperchio incernierato"],
  es: ["Válvula dosificadora para áridos", "VELMIRO (marca denominativa)", "Tapa abisagrada para contenedores"],
};

/** Time entries: what a professional did. */
export const PATENT_WORK: PerLanguage<string[]> = {
  en: [
    "Review of examination report, reporting to client",
    "Drafting amended claims and response",
    "Telephone conference with inventor",
    "Filing response, reporting",
    "Search report reviewed, recommendations",
    "Preparing opposition notice",
    "Instructions for renewal, docketing",
  ],
  de: [
    "Prüfungsbescheid ausgewertet, Bericht an Mandantin",
    "Ausarbeitung neuer Ansprüche und Erwiderung",
    "Telefonkonferenz mit Erfinder",
    "Einreichung der Erwiderung, Bericht",
    "Recherchebericht ausgewertet, Empfehlung",
    "Widerspruchsschrift vorbereitet",
    "Verlängerung veranlasst, Fristenkontrolle",
  ],
  fr: [
    "Analyse de la notification, compte rendu au client",
    "Rédaction de revendications modifiées et réponse",
    "Conférence téléphonique avec l'inventeur",
    "Dépôt de la réponse, compte rendu",
    "Analyse du rapport de recherche, recommandations",
    "Préparation de l'acte d'opposition",
    "Instructions de renouvellement, suivi des délais",
  ],
  nl: [
    "Bestudering tussentijds bericht, rapportage cliënt",
    "Opstellen gewijzigde conclusies en antwoord",
    "Telefonisch overleg met uitvinder",
    "Indienen antwoord, rapportage",
    "Nieuwheidsrapport bestudeerd, advies",
    "Oppositieschrift voorbereid",
    "Vernieuwing ingediend, termijnbewaking",
  ],
  it: [
    "Esame della comunicazione ufficiale, relazione al cliente",
    "Redazione nuove rivendicazioni e risposta",
    "Conference call con l'inventore",
    "Deposito della risposta, relazione",
    "Analisi del rapporto di ricerca, parere",
    "Predisposizione atto di opposizione",
    "Istruzioni di rinnovo, scadenzario",
  ],
  es: [
    "Estudio del informe de examen, informe al cliente",
    "Redacción de reivindicaciones modificadas y contestación",
    "Conferencia telefónica con el inventor",
    "Presentación de la contestación, informe",
    "Análisis del informe de búsqueda, recomendaciones",
    "Preparación del escrito de oposición",
    "Instrucciones de renovación, control de plazos",
  ],
};

/** An office's fee passed on at cost: {office} is filled; [description, low, high]. */
export const OFFICIAL_FEES: PerLanguage<[string, number, number][]> = {
  en: [
    ["{office} renewal fee, 5th year", 470, 1100],
    ["{office} examination fee", 850, 1900],
    ["{office} opposition fee", 320, 420],
    ["{office} class fee (2 classes)", 50, 300],
  ],
  de: [
    ["{office}-Jahresgebühr 5. Jahr", 470, 1100],
    ["{office}-Prüfungsgebühr", 350, 1900],
    ["{office}-Widerspruchsgebühr", 250, 420],
    ["{office}-Klassengebühr (2 Klassen)", 100, 300],
  ],
  fr: [
    ["Taxe {office} – annuité 5e année", 470, 1100],
    ["Taxe {office} – examen", 850, 1900],
    ["Taxe {office} – opposition", 320, 420],
    ["Taxe {office} – classes supplémentaires", 40, 300],
  ],
  nl: [
    ["{office}-taks 5e jaar", 470, 1100],
    ["{office}-onderzoekstaks", 850, 1900],
    ["{office}-oppositietaks", 320, 420],
    ["{office}-klassentaks (2 klassen)", 50, 300],
  ],
  it: [
    ["Tassa {office} – annualità 5° anno", 470, 1100],
    ["Tassa {office} – esame", 850, 1900],
    ["Tassa {office} – opposizione", 320, 420],
    ["Tassa {office} – classi aggiuntive", 50, 300],
  ],
  es: [
    ["Tasa {office} – anualidad 5º año", 470, 1100],
    ["Tasa {office} – examen", 850, 1900],
    ["Tasa {office} – oposición", 320, 420],
    ["Tasa {office} – clases adicionales", 50, 300],
  ],
};

/** Costs passed on with VAT: [a certified translation by a third party, a courier, copies of documents]. */
export const PATENT_COSTS: PerLanguage<[string, string, string]> = {
  en: ["Translation of claims (external)", "Courier to office", "Certified copies"],
  de: ["Übersetzung der Ansprüche (extern)", "Kurierdienst", "Beglaubigte Abschriften"],
  fr: ["Traduction des revendications (externe)", "Coursier", "Copies certifiées"],
  nl: ["Vertaling conclusies (extern)", "Koerier", "Gewaarmerkte afschriften"],
  it: ["Traduzione rivendicazioni (esterna)", "Corriere", "Copie autentiche"],
  es: ["Traducción de reivindicaciones (externa)", "Mensajería", "Copias certificadas"],
};

/** A credit's lines: [time written off, an office's fee refunded]. */
export const PATENT_CREDITS: PerLanguage<[string, string]> = {
  en: ["Time written off as agreed", "Refund of {office} fee"],
  de: ["Zeitaufwand vereinbarungsgemäß erlassen", "Erstattung {office}-Gebühr"],
  fr: ["Temps passé non facturé (accord)", "Remboursement taxe {office}"],
  nl: ["Uren conform afspraak kwijtgescholden", "Restitutie {office}-taks"],
  it: ["Storno ore come concordato", "Rimborso tassa {office}"],
  es: ["Horas condonadas según acuerdo", "Reembolso tasa {office}"],
};

// ---------------------------------------------------------------------------------------------------------------
// A florist decorating an event.

export const FLORIST_NAMES: PerLanguage<string[]> = {
  en: ["{a} Flowers & Events {form}", "Stemworks {a} {form}", "{a} Floral Design {form}"],
  de: ["Blumenwerkstatt {a} {form}", "Floristik {a} {form}", "Blütenzauber {a} {form}"],
  fr: ["Fleurs {a} {form}", "L'Atelier Floral {a} {form}", "Les Jardins de {a} {form}"],
  nl: ["Bloemsierkunst {a} {form}", "{a} Bloemen & Events {form}", "Bloemenatelier {a} {form}"],
  it: ["Fiori {a} {form}", "Atelier Floreale {a} {form}", "Il Giardino di {a} {form}"],
  es: ["Floristería {a} {form}", "Flores {a} Eventos {form}", "Taller Floral {a} {form}"],
};

/** Arrangements (at the flowers' rate): [description, per-piece low, high, pieces low, high]. */
export const ARRANGEMENTS: PerLanguage<[string, number, number, number, number][]> = {
  en: [
    ["Bridal bouquet, garden roses & eucalyptus", 120, 260, 1, 1],
    ["Buttonholes", 9, 18, 4, 12],
    ["Table centrepieces, low", 35, 90, 6, 24],
    ["Ceremony arch, fresh flowers", 450, 1200, 1, 1],
    ["Pew ends", 22, 45, 6, 16],
    ["Buffet garland (per metre)", 28, 60, 3, 12],
  ],
  de: [
    ["Brautstrauß Gartenrosen & Eukalyptus", 120, 260, 1, 1],
    ["Anstecker", 9, 18, 4, 12],
    ["Tischgestecke, flach", 35, 90, 6, 24],
    ["Traubogen, Frischblumen", 450, 1200, 1, 1],
    ["Bankschmuck Kirche", 22, 45, 6, 16],
    ["Buffetgirlande (je m)", 28, 60, 3, 12],
  ],
  fr: [
    ["Bouquet de mariée roses et eucalyptus", 120, 260, 1, 1],
    ["Boutonnières", 9, 18, 4, 12],
    ["Centres de table bas", 35, 90, 6, 24],
    ["Arche de cérémonie, fleurs fraîches", 450, 1200, 1, 1],
    ["Bouts de bancs", 22, 45, 6, 16],
    ["Guirlande de buffet (le mètre)", 28, 60, 3, 12],
  ],
  nl: [
    ["Bruidsboeket tuinrozen & eucalyptus", 120, 260, 1, 1],
    ["Corsages", 9, 18, 4, 12],
    ["Tafelstukken, laag", 35, 90, 6, 24],
    ["Ceremonieboog, verse bloemen", 450, 1200, 1, 1],
    ["Stoeldecoratie ceremonie", 22, 45, 6, 16],
    ["Buffetslinger (per meter)", 28, 60, 3, 12],
  ],
  it: [
    ["Bouquet sposa rose da giardino ed eucalipto", 120, 260, 1, 1],
    ["Boutonnière", 9, 18, 4, 12],
    ["Centrotavola bassi", 35, 90, 6, 24],
    ["Arco cerimonia, fiori freschi", 450, 1200, 1, 1],
    ["Decorazioni panche", 22, 45, 6, 16],
    ["Festone buffet (al metro)", 28, 60, 3, 12],
  ],
  es: [
    ["Ramo de novia rosas de jardín y eucalipto", 120, 260, 1, 1],
    ["Prendidos", 9, 18, 4, 12],
    ["Centros de mesa bajos", 35, 90, 6, 24],
    ["Arco de ceremonia, flor fresca", 450, 1200, 1, 1],
    ["Adornos de bancos", 22, 45, 6, 16],
    ["Guirnalda de bufé (por metro)", 28, 60, 3, 12],
  ],
};

/** Hire and goods at the standard rate: [description, per-piece low, high, pieces low, high]. */
export const FLORIST_HIRE: PerLanguage<[string, number, number, number, number][]> = {
  en: [
    ["Hire: glass cylinder vases", 3, 6, 10, 40],
    ["Hire: candelabra, 5 arms", 18, 35, 2, 12],
    ["Pillar candles", 4, 9, 10, 40],
    ["Hire: arch frame", 80, 160, 1, 1],
  ],
  de: [
    ["Miete Glaszylinder", 3, 6, 10, 40],
    ["Miete Kandelaber 5-armig", 18, 35, 2, 12],
    ["Stumpenkerzen", 4, 9, 10, 40],
    ["Miete Bogengestell", 80, 160, 1, 1],
  ],
  fr: [
    ["Location vases cylindriques", 3, 6, 10, 40],
    ["Location candélabres 5 branches", 18, 35, 2, 12],
    ["Bougies piliers", 4, 9, 10, 40],
    ["Location structure d'arche", 80, 160, 1, 1],
  ],
  nl: [
    ["Huur glazen cilindervazen", 3, 6, 10, 40],
    ["Huur kandelaar 5-armig", 18, 35, 2, 12],
    ["Stompkaarsen", 4, 9, 10, 40],
    ["Huur boogframe", 80, 160, 1, 1],
  ],
  it: [
    ["Noleggio vasi cilindrici", 3, 6, 10, 40],
    ["Noleggio candelabri 5 bracci", 18, 35, 2, 12],
    ["Candele a colonna", 4, 9, 10, 40],
    ["Noleggio struttura arco", 80, 160, 1, 1],
  ],
  es: [
    ["Alquiler jarrones cilíndricos", 3, 6, 10, 40],
    ["Alquiler candelabros 5 brazos", 18, 35, 2, 12],
    ["Velas de columna", 4, 9, 10, 40],
    ["Alquiler estructura de arco", 80, 160, 1, 1],
  ],
};

/** [set-up by the team per hour, clearing away per hour, delivery to the venue (flat)]. */
export const FLORIST_SERVICE: PerLanguage<[string, string, string]> = {
  en: ["Set-up on site (staff hours)", "Clearing away next day (staff hours)", "Delivery to venue"],
  de: ["Aufbau vor Ort (Personalstunden)", "Abbau am Folgetag (Personalstunden)", "Anlieferung Location"],
  fr: ["Installation sur place (heures)", "Démontage le lendemain (heures)", "Livraison sur le lieu"],
  nl: ["Opbouw op locatie (manuren)", "Afbouw volgende dag (manuren)", "Bezorging op locatie"],
  it: ["Allestimento in loco (ore)", "Smontaggio giorno dopo (ore)", "Consegna in location"],
  es: ["Montaje en el lugar (horas)", "Desmontaje día siguiente (horas)", "Entrega en el lugar"],
};

/** The table's sections: [ceremony, reception, hire and service]. */
export const FLORIST_SECTIONS: PerLanguage<[string, string, string]> = {
  en: ["Ceremony", "Reception", "Hire, set-up & delivery"],
  de: ["Trauung", "Feier", "Miete, Aufbau & Lieferung"],
  fr: ["Cérémonie", "Réception", "Location, installation et livraison"],
  nl: ["Ceremonie", "Feest", "Huur, opbouw & bezorging"],
  it: ["Cerimonia", "Ricevimento", "Noleggi, allestimento e consegna"],
  es: ["Ceremonia", "Celebración", "Alquiler, montaje y entrega"],
};

/** The event: {a} and {b} are first names, {c} a company. */
export const FLORIST_EVENTS: PerLanguage<string[]> = {
  en: ["Wedding of {a} & {b}", "{c} – 25th anniversary dinner", "Summer gala, {c}"],
  de: ["Hochzeit {a} & {b}", "{c} – Jubiläumsfeier 25 Jahre", "Sommerfest {c}"],
  fr: ["Mariage de {a} et {b}", "{c} – dîner des 25 ans", "Soirée de gala {c}"],
  nl: ["Bruiloft {a} & {b}", "{c} – jubileumdiner 25 jaar", "Zomerfeest {c}"],
  it: ["Matrimonio {a} e {b}", "{c} – cena per i 25 anni", "Festa d'estate {c}"],
  es: ["Boda de {a} y {b}", "{c} – cena 25 aniversario", "Fiesta de verano {c}"],
};

/** Invented venues. */
export const VENUES: PerLanguage<string[]> = {
  en: ["Hollins Barn", "The Old Rectory at Crowmere", "Ashcombe Orangery"],
  de: ["Gut Lindenhain", "Alte Tuchfabrik", "Orangerie am Schlosspark Wendenau"],
  fr: ["Domaine de la Brèche", "Château de Montgirel", "Les Granges du Vivier"],
  nl: ["Landgoed Hoog Elsloo", "De Oude Zuivelfabriek", "Koetshuis Ravensweerd"],
  it: ["Villa Morandini", "Tenuta Le Querce Alte", "Cascina Belvedere Rossa"],
  es: ["Masía Can Vidalet", "Finca El Almendral Viejo", "Hacienda Los Olivos de Aranda"],
};

/** A credit's lines: [arrangements that were not delivered, a goodwill gesture]. */
export const FLORIST_CREDITS: PerLanguage<[string, string]> = {
  en: ["Centrepieces not delivered", "Goodwill – wilted flowers"],
  de: ["Nicht gelieferte Tischgestecke", "Kulanz – welke Blüten"],
  fr: ["Centres de table non livrés", "Geste commercial – fleurs fanées"],
  nl: ["Niet geleverde tafelstukken", "Coulance – verwelkte bloemen"],
  it: ["Centrotavola non consegnati", "Sconto per fiori appassiti"],
  es: ["Centros de mesa no entregados", "Compensación flores marchitas"],
};
