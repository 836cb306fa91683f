/**
 * What half I's issuers bill, per language: an event caterer's menus, drinks, staff and hire; a builder's merchant's
 * articles with their units and weights; a cleaning company's sites and services; a training provider's courses,
 * materials and catering; a craftsman's trades, the work as he describes it and his lines. Prices are in whole
 * currency units (ranges), weights in kilograms per unit. Names of issuers carry {a} (a surname), {full} (a
 * person) or {town}.
 */
import type { Language } from "./vocab";

type PerLanguage<T> = Record<Language, T>;

/** The legal forms a name's {form} takes, per country (a company of the trade, not a partnership). */
export const COMPANY_FORMS: Record<string, string[]> = {
  GB: ["Ltd", "Limited"],
  IE: ["Ltd", "DAC"],
  US: ["Inc.", "LLC"],
  FR: ["SARL", "SAS"],
  "BE-fr": ["SRL", "SA"],
  NL: ["B.V."],
  "BE-nl": ["BV", "NV"],
};

// ---------------------------------------------------------------------------------------------------------------
// An event caterer.

export const CATERER_NAMES: PerLanguage<string[]> = {
  en: ["{a} Event Catering {form}", "{a} Kitchen & Events {form}", "Feast by {a} {form}"],
  de: ["Partyservice {a} GmbH", "{a} Catering & Events GmbH", "Landgasthof {a} – Catering"],
  fr: ["Traiteur {a} {form}", "{a} Réceptions {form}", "Maison {a} Traiteur"],
  nl: ["Cateringbedrijf {a} {form}", "{a} Partycatering {form}", "Traiteur {a}"],
  it: ["{a} Banqueting S.r.l.", "Catering {a} S.r.l.", "Gastronomia {a} & C. S.n.c."],
  es: ["Catering {a} S.L.", "{a} Eventos y Banquetes S.L.", "Cocina {a} Catering S.L."],
};

export const OCCASIONS: PerLanguage<string[]> = {
  en: ["Summer party", "Company anniversary", "Wedding reception", "Product launch", "Christmas dinner"],
  de: ["Sommerfest", "Firmenjubiläum", "Hochzeitsfeier", "Produktpräsentation", "Weihnachtsfeier"],
  fr: ["Fête d'été", "Anniversaire de l'entreprise", "Réception de mariage", "Lancement produit", "Dîner de Noël"],
  nl: ["Zomerfeest", "Bedrijfsjubileum", "Bruiloft", "Productlancering", "Kerstdiner"],
  it: ["Festa d'estate", "Anniversario aziendale", "Ricevimento di nozze", "Presentazione prodotto", "Cena di Natale"],
  es: ["Fiesta de verano", "Aniversario de empresa", "Banquete de boda", "Presentación de producto", "Cena de Navidad"],
};

export const VENUES: PerLanguage<string[]> = {
  en: ["The Old Mill Barn", "Riverside Pavilion", "St. Mary's Hall", "Orangery at Westfield House"],
  de: ["Orangerie im Schlosspark", "Alte Tuchfabrik", "Zunfthaus am Markt", "Gutshof Lindenhof"],
  fr: ["Orangerie du Château", "Domaine des Tilleuls", "Salle des fêtes municipale", "Moulin de la Roche"],
  nl: ["Koetshuis De Linde", "Oude Suikerfabriek", "Orangerie Landgoed Groenhove", "Paviljoen aan het water"],
  it: ["Villa Le Magnolie", "Cascina San Rocco", "Limonaia del Castello", "Chiostro di San Marco"],
  es: ["Finca Los Olivos", "Masía Can Roig", "Salón del Casino", "Hacienda El Pinar"],
};

/** A menu per person: description, price range per person. */
export const MENUS: PerLanguage<[string, number, number][]> = {
  en: [
    ["Canapé reception, 6 pieces per guest", 9, 16],
    ["Three-course plated dinner", 38, 65],
    ["Hot and cold buffet 'Countryside'", 29, 48],
    ["Barbecue buffet with salads", 24, 39],
    ["Dessert table", 8, 14],
    ["Late-night bacon rolls", 5, 8],
  ],
  de: [
    ["Fingerfood-Empfang, 6 Teile pro Person", 9, 16],
    ["Menü in drei Gängen, am Platz serviert", 38, 65],
    ["Warm-kaltes Buffet „Landhaus“", 29, 48],
    ["Grillbuffet mit Salaten und Brot", 24, 39],
    ["Dessertbuffet", 8, 14],
    ["Mitternachtssuppe", 5, 8],
  ],
  fr: [
    ["Cocktail d'accueil, 6 pièces par personne", 9, 16],
    ["Menu trois plats servi à table", 38, 65],
    ["Buffet chaud et froid « Terroir »", 29, 48],
    ["Buffet barbecue et salades", 24, 39],
    ["Buffet de desserts", 8, 14],
    ["Soupe à l'oignon de minuit", 5, 8],
  ],
  nl: [
    ["Hapjesontvangst, 6 stuks per persoon", 9, 16],
    ["Driegangendiner aan tafel geserveerd", 38, 65],
    ["Warm en koud buffet 'Landelijk'", 29, 48],
    ["Barbecuebuffet met salades", 24, 39],
    ["Dessertbuffet", 8, 14],
    ["Broodjes kroket na middernacht", 5, 8],
  ],
  it: [
    ["Aperitivo di benvenuto, 6 assaggi a persona", 9, 16],
    ["Menù di tre portate servito al tavolo", 38, 65],
    ["Buffet caldo e freddo 'Tradizione'", 29, 48],
    ["Grigliata con contorni", 24, 39],
    ["Buffet di dolci", 8, 14],
    ["Spaghettata di mezzanotte", 5, 8],
  ],
  es: [
    ["Cóctel de bienvenida, 6 piezas por persona", 9, 16],
    ["Menú de tres platos servido en mesa", 38, 65],
    ["Bufé frío y caliente 'Mediterráneo'", 29, 48],
    ["Barbacoa con ensaladas", 24, 39],
    ["Mesa de postres", 8, 14],
    ["Recena de medianoche", 5, 8],
  ],
};

/** Drinks: description, per guest (true) or by the bottle or keg, price range. */
export const DRINKS: PerLanguage<[string, boolean, number, number][]> = {
  en: [
    ["Drinks package 4 hours (beer, wine, soft drinks)", true, 18, 32],
    ["House wine, 75 cl bottle", false, 16, 28],
    ["Prosecco for the toast, 75 cl bottle", false, 19, 32],
    ["Mineral water, 75 cl bottle", false, 3, 5],
  ],
  de: [
    ["Getränkepauschale 4 Std. (Bier, Wein, Softdrinks)", true, 18, 32],
    ["Hauswein weiß/rot, Fl. 0,75 l", false, 16, 28],
    ["Sekt zum Empfang, Fl. 0,75 l", false, 19, 32],
    ["Mineralwasser, Fl. 0,75 l", false, 3, 5],
  ],
  fr: [
    ["Forfait boissons 4 h (bière, vin, softs)", true, 18, 32],
    ["Vin de la maison, bouteille 75 cl", false, 16, 28],
    ["Crémant pour le toast, bouteille 75 cl", false, 19, 32],
    ["Eau minérale, bouteille 75 cl", false, 3, 5],
  ],
  nl: [
    ["Drankenarrangement 4 uur (bier, wijn, fris)", true, 18, 32],
    ["Huiswijn, fles 0,75 l", false, 16, 28],
    ["Cava voor de toost, fles 0,75 l", false, 19, 32],
    ["Mineraalwater, fles 0,75 l", false, 3, 5],
  ],
  it: [
    ["Open bar 4 ore (birra, vino, analcolici)", true, 18, 32],
    ["Vino della casa, bottiglia 0,75 l", false, 16, 28],
    ["Prosecco per il brindisi, bottiglia 0,75 l", false, 19, 32],
    ["Acqua minerale, bottiglia 0,75 l", false, 3, 5],
  ],
  es: [
    ["Barra libre 4 horas (cerveza, vino, refrescos)", true, 18, 32],
    ["Vino de la casa, botella 75 cl", false, 16, 28],
    ["Cava para el brindis, botella 75 cl", false, 19, 32],
    ["Agua mineral, botella 75 cl", false, 3, 5],
  ],
};

/** Staff billed by the hour: description, rate range per hour. */
export const STAFF: PerLanguage<[string, number, number][]> = {
  en: [
    ["Waiting staff", 18, 28],
    ["Chef on site", 28, 45],
    ["Bar staff", 18, 28],
    ["Event manager", 35, 55],
  ],
  de: [
    ["Servicekraft", 28, 42],
    ["Koch vor Ort", 38, 55],
    ["Barkeeper", 30, 45],
    ["Oberkellner / Einsatzleitung", 42, 60],
  ],
  fr: [
    ["Maître d'hôtel", 35, 55],
    ["Serveur / serveuse", 28, 40],
    ["Cuisinier sur place", 35, 52],
    ["Barman", 30, 45],
  ],
  nl: [
    ["Bedieningsmedewerker", 28, 40],
    ["Kok op locatie", 38, 55],
    ["Barmedewerker", 28, 40],
    ["Gastheer / leidinggevende", 40, 58],
  ],
  it: [
    ["Cameriere", 24, 36],
    ["Cuoco in loco", 32, 48],
    ["Barman", 26, 38],
    ["Maître di sala", 35, 50],
  ],
  es: [
    ["Camarero/a", 20, 30],
    ["Cocinero en el lugar del evento", 28, 42],
    ["Barman", 22, 32],
    ["Maître", 30, 45],
  ],
};

/** Hire and other extras: description, per guest (true) or a flat price, price range. */
export const EXTRAS: PerLanguage<[string, boolean, number, number][]> = {
  en: [
    ["Crockery, cutlery and glassware hire", true, 3, 6],
    ["Poseur tables with covers", false, 12, 18],
    ["Delivery, set-up and collection", false, 80, 220],
    ["Linen tablecloths", false, 9, 14],
  ],
  de: [
    ["Geschirr, Besteck und Gläser (Leihgebühr)", true, 3, 6],
    ["Stehtisch mit Husse", false, 12, 18],
    ["Anlieferung, Aufbau und Abholung", false, 80, 220],
    ["Tischwäsche (Tafeltuch)", false, 9, 14],
  ],
  fr: [
    ["Location vaisselle, couverts et verrerie", true, 3, 6],
    ["Mange-debout avec housse", false, 12, 18],
    ["Livraison, installation et reprise", false, 80, 220],
    ["Nappage tissu", false, 9, 14],
  ],
  nl: [
    ["Huur servies, bestek en glaswerk", true, 3, 6],
    ["Statafel met rok", false, 12, 18],
    ["Bezorgen, opbouwen en ophalen", false, 80, 220],
    ["Tafellinnen", false, 9, 14],
  ],
  it: [
    ["Noleggio stoviglie, posate e bicchieri", true, 3, 6],
    ["Tavolo alto con copertura", false, 12, 18],
    ["Consegna, allestimento e ritiro", false, 80, 220],
    ["Tovagliato in tessuto", false, 9, 14],
  ],
  es: [
    ["Alquiler de vajilla, cubertería y cristalería", true, 3, 6],
    ["Mesa alta con funda", false, 12, 18],
    ["Transporte, montaje y recogida", false, 80, 220],
    ["Mantelería de tela", false, 9, 14],
  ],
};

/** What a caterer's credit gives back: fewer guests than billed, drinks returned unopened. */
export const CATERING_CREDITS: PerLanguage<string[]> = {
  en: ["Fewer guests than invoiced", "Unopened bottles returned"],
  de: ["Minderung wegen geringerer Gästezahl", "Rücknahme ungeöffneter Flaschen"],
  fr: ["Réduction du nombre de convives", "Reprise de bouteilles non entamées"],
  nl: ["Minder gasten dan gefactureerd", "Retour ongeopende flessen"],
  it: ["Riduzione per minor numero di ospiti", "Reso bottiglie non aperte"],
  es: ["Reducción por menos invitados", "Devolución de botellas sin abrir"],
};

// ---------------------------------------------------------------------------------------------------------------
// A builder's merchant.

export const MERCHANT_NAMES: PerLanguage<string[]> = {
  en: ["{a} Builders Merchants {form}", "{a} Timber & Building Supplies {form}", "{town} Building Supplies {form}"],
  de: ["Baustoffhandel {a} GmbH", "{a} Baustoffe GmbH", "Baucentrum {town} GmbH"],
  fr: ["Matériaux {a} {form}", "{a} Négoce Matériaux {form}", "Comptoir des Matériaux de {town}"],
  nl: ["Bouwmaterialenhandel {a} {form}", "{a} Bouwstoffen {form}", "Bouwcentrum {town}"],
  it: ["Edilizia {a} S.r.l.", "{a} Materiali Edili S.p.A.", "Centro Edile {town} S.r.l."],
  es: ["Materiales de Construcción {a} S.L.", "{a} Almacenes de Obra S.A.", "Almacén de Materiales {town} S.L."],
};

/** An article: number prefix, description, unit key, kilograms per unit, price range per price unit, price unit. */
export type Article = [string, string, UnitKey, number, number, number, number];
export type UnitKey = "pc" | "bag" | "t" | "m3" | "m2" | "m" | "pal";

export const ARTICLES: PerLanguage<Article[]> = {
  en: [
    ["BR", "Engineering brick class B, 65 mm", "pc", 3.1, 55, 85, 100],
    ["BL", "Aerated concrete block 440x215x100 mm", "pc", 9.5, 2, 4, 1],
    ["CE", "Portland cement CEM I 42.5, 25 kg bag", "bag", 25, 6, 9, 1],
    ["AG", "Ballast 20 mm, bulk", "t", 1000, 38, 62, 1],
    ["SA", "Building sand, bulk bag", "t", 850, 45, 70, 1],
    ["PB", "Plasterboard 12.5 mm 2400x1200", "pc", 21, 7, 12, 1],
    ["TI", "C24 timber 47x150 mm", "m", 3.4, 4, 8, 1],
    ["IN", "PIR insulation board 100 mm", "m2", 3.2, 14, 22, 1],
  ],
  de: [
    ["KS", "Kalksandstein KS-L 2DF 240x115x113", "pc", 5.2, 55, 90, 100],
    ["PP", "Porenbeton-Planstein PP2 625x250x240", "pc", 17.5, 3, 6, 1],
    ["ZM", "Zement CEM II/A-LL 32,5 R, Sack 25 kg", "bag", 25, 5, 8, 1],
    ["KI", "Betonkies 0/16, lose", "t", 1000, 28, 48, 1],
    ["SD", "Mauersand 0/2, lose", "m3", 1600, 35, 58, 1],
    ["GK", "Gipskartonplatte GKB 12,5 mm 2000x1250", "pc", 25, 5, 9, 1],
    ["KH", "Konstruktionsvollholz 60x120 mm", "m", 3.6, 5, 9, 1],
    ["DD", "Dachdämmung Mineralwolle WLS 035, 160 mm", "m2", 5.5, 9, 16, 1],
  ],
  fr: [
    ["PA", "Parpaing creux 20x20x50", "pc", 19, 1, 3, 1],
    ["BR", "Brique monomur 30 cm", "pc", 21, 3, 6, 1],
    ["CI", "Ciment CEM II 32,5 R, sac 35 kg", "bag", 35, 8, 12, 1],
    ["GR", "Gravier 5/15 en vrac", "t", 1000, 32, 55, 1],
    ["SA", "Sable 0/4 lavé en vrac", "m3", 1550, 38, 60, 1],
    ["PL", "Plaque de plâtre BA13 250x120", "pc", 24, 6, 10, 1],
    ["BO", "Bois de charpente 63x175 traité", "m", 5.2, 6, 11, 1],
    ["IS", "Laine de verre 200 mm en rouleau", "m2", 2.6, 6, 11, 1],
  ],
  nl: [
    ["KZ", "Kalkzandsteen 300x100x200 mm", "pc", 10.5, 1, 3, 1],
    ["BS", "Baksteen waalformaat rood", "pc", 1.8, 45, 80, 100],
    ["CE", "Cement CEM III/A 42,5 N, zak 25 kg", "bag", 25, 6, 9, 1],
    ["GR", "Betongrind 4-16 mm, los gestort", "t", 1000, 34, 58, 1],
    ["ZA", "Metselzand, los gestort", "m3", 1600, 30, 52, 1],
    ["GP", "Gipsplaat 12,5 mm 2600x600", "pc", 12, 4, 8, 1],
    ["HT", "Vuren balkhout 71x171 mm", "m", 5.5, 6, 11, 1],
    ["IS", "PIR-isolatieplaat 100 mm", "m2", 3.2, 14, 22, 1],
  ],
  it: [
    ["LA", "Laterizio forato 8x25x25", "pc", 4.4, 40, 75, 100],
    ["BL", "Blocco in calcestruzzo cellulare 60x25x20", "pc", 15, 3, 6, 1],
    ["CE", "Cemento Portland 32,5 R, sacco 25 kg", "bag", 25, 5, 8, 1],
    ["GH", "Ghiaia lavata 8/15 sfusa", "t", 1000, 30, 50, 1],
    ["SA", "Sabbia di fiume 0/4 sfusa", "m3", 1550, 35, 58, 1],
    ["CG", "Lastra in cartongesso 12,5 mm 200x120", "pc", 22, 5, 9, 1],
    ["TR", "Trave in abete lamellare 10x20", "m", 9.5, 12, 20, 1],
    ["IS", "Pannello isolante EPS 100 mm", "m2", 1.6, 9, 15, 1],
  ],
  es: [
    ["LA", "Ladrillo hueco doble 24x11,5x9", "pc", 2.4, 18, 32, 100],
    ["BL", "Bloque de hormigón 40x20x20", "pc", 16, 1, 2, 1],
    ["CE", "Cemento gris CEM II 42,5 R, saco 25 kg", "bag", 25, 4, 7, 1],
    ["GR", "Grava 6/12 a granel", "t", 1000, 22, 40, 1],
    ["AR", "Arena lavada 0/4 a granel", "m3", 1550, 25, 45, 1],
    ["PY", "Placa de yeso laminado 13 mm 250x120", "pc", 26, 5, 9, 1],
    ["MA", "Madera de pino tratada 70x150", "m", 5.2, 5, 10, 1],
    ["AI", "Panel aislante lana mineral 80 mm", "m2", 2.4, 6, 11, 1],
  ],
};

/** Units as the merchant's system abbreviates them. */
export const UNIT_WORDS: PerLanguage<Record<UnitKey, string>> = {
  en: { pc: "EA", bag: "BAG", t: "T", m3: "M3", m2: "M2", m: "LM", pal: "PAL" },
  de: { pc: "Stk", bag: "Sack", t: "t", m3: "m³", m2: "m²", m: "lfm", pal: "Pal" },
  fr: { pc: "U", bag: "SAC", t: "T", m3: "M3", m2: "M2", m: "ML", pal: "PAL" },
  nl: { pc: "st", bag: "zak", t: "ton", m3: "m3", m2: "m2", m: "m1", pal: "pal" },
  it: { pc: "pz", bag: "sc", t: "t", m3: "mc", m2: "mq", m: "ml", pal: "ban" },
  es: { pc: "ud", bag: "saco", t: "t", m3: "m3", m2: "m2", m: "ml", pal: "pal" },
};

/** What a merchant's credit gives back: goods returned. */
export const RETURN_WORDS: PerLanguage<string> = {
  en: "Returned, credited",
  de: "Retoure, gutgeschrieben",
  fr: "Retour marchandise",
  nl: "Retour ontvangen",
  it: "Reso merce",
  es: "Devolución de material",
};

// ---------------------------------------------------------------------------------------------------------------
// A facility-cleaning company.

export const CLEANER_NAMES: PerLanguage<string[]> = {
  en: ["{a} Facility Services {form}", "{a} Commercial Cleaning {form}", "Brightway Cleaning Services ({town}) {form}"],
  de: ["{a} Gebäudereinigung GmbH", "Gebäudedienste {a} AG", "Reinigungsservice {a}"],
  fr: ["{a} Propreté {form}", "Nettoyage {a} et Fils {form}", "Services d'Entretien {town}"],
  nl: ["{a} Schoonmaakdiensten {form}", "Schoonmaakbedrijf {a} {form}", "Facilitair Bedrijf {town} {form}"],
  it: ["{a} Servizi di Pulizia S.r.l.", "Impresa di Pulizie {a} S.n.c.", "Multiservizi {town} Soc. Coop."],
  es: ["Limpiezas {a} S.L.", "{a} Servicios Integrales de Limpieza S.L.", "Limpiezas Industriales {town} S.A."],
};

export const SITE_KINDS: PerLanguage<string[]> = {
  en: ["Head office", "Warehouse", "Surgery", "Branch", "Nursery"],
  de: ["Verwaltungsgebäude", "Lagerhalle", "Arztpraxis", "Filiale", "Kindertagesstätte"],
  fr: ["Siège administratif", "Entrepôt", "Cabinet médical", "Agence", "Crèche"],
  nl: ["Kantoorpand", "Magazijn", "Huisartsenpraktijk", "Filiaal", "Kinderdagverblijf"],
  it: ["Sede amministrativa", "Magazzino", "Studio medico", "Filiale", "Asilo nido"],
  es: ["Oficinas centrales", "Nave almacén", "Consulta médica", "Sucursal", "Guardería"],
};

/** A site's regular cleaning billed at a flat monthly fee: description, fee range. */
export const FLAT_SERVICES: PerLanguage<[string, number, number][]> = {
  en: [
    ["Contract cleaning per specification, 5x weekly", 650, 3800],
    ["Sanitary areas, daily", 240, 900],
    ["Consumables (soap, paper towels)", 40, 180],
  ],
  de: [
    ["Unterhaltsreinigung lt. Leistungsverzeichnis, 5x wöchentlich", 650, 3800],
    ["Sanitärreinigung täglich", 240, 900],
    ["Hygienebedarf (Seife, Papierhandtücher)", 40, 180],
  ],
  fr: [
    ["Nettoyage courant selon cahier des charges, 5 j/7", 650, 3800],
    ["Entretien des sanitaires, quotidien", 240, 900],
    ["Consommables (savon, essuie-mains)", 40, 180],
  ],
  nl: [
    ["Dagelijkse schoonmaak volgens bestek, 5x per week", 650, 3800],
    ["Sanitair, dagelijks", 240, 900],
    ["Verbruiksartikelen (zeep, handdoekpapier)", 40, 180],
  ],
  it: [
    ["Pulizia ordinaria come da capitolato, 5 gg/settimana", 650, 3800],
    ["Pulizia servizi igienici giornaliera", 240, 900],
    ["Materiale di consumo (sapone, carta mani)", 40, 180],
  ],
  es: [
    ["Limpieza ordinaria según pliego, 5 días/semana", 650, 3800],
    ["Limpieza de aseos diaria", 240, 900],
    ["Consumibles (jabón, papel secamanos)", 40, 180],
  ],
};

/** Services billed by the hour (extra or periodic): description, rate range per hour. */
export const HOURLY_SERVICES: PerLanguage<[string, number, number][]> = {
  en: [
    ["Window cleaning inside and out", 22, 34],
    ["Floor machine scrub and polish", 24, 36],
    ["Deep clean after refurbishment", 26, 38],
    ["Carpet extraction cleaning", 24, 34],
  ],
  de: [
    ["Glas- und Rahmenreinigung innen/außen", 28, 42],
    ["Grundreinigung Bodenbeläge mit Einpflege", 30, 44],
    ["Bauendreinigung nach Umbau", 32, 46],
    ["Teppichreinigung im Sprühextraktionsverfahren", 29, 40],
  ],
  fr: [
    ["Nettoyage des vitres intérieur/extérieur", 26, 38],
    ["Décapage et métallisation des sols", 28, 40],
    ["Nettoyage de fin de chantier", 30, 42],
    ["Shampouinage des moquettes", 27, 38],
  ],
  nl: [
    ["Glasbewassing binnen en buiten", 30, 42],
    ["Periodieke vloerreiniging met machine", 32, 44],
    ["Opleveringsschoonmaak na verbouwing", 34, 46],
    ["Tapijtreiniging (sproei-extractie)", 30, 40],
  ],
  it: [
    ["Pulizia vetri interni ed esterni", 22, 32],
    ["Lavaggio e ceratura pavimenti", 24, 34],
    ["Pulizia di fine cantiere", 25, 36],
    ["Lavaggio moquette a iniezione-estrazione", 24, 33],
  ],
  es: [
    ["Limpieza de cristales interior y exterior", 18, 27],
    ["Abrillantado y cristalizado de suelos", 20, 30],
    ["Limpieza de fin de obra", 21, 31],
    ["Limpieza de moquetas por inyección-extracción", 20, 29],
  ],
};

/** What a cleaning company's credit gives back: a cleaning that did not take place. */
export const CLEANING_CREDITS: PerLanguage<string[]> = {
  en: ["Cleaning not carried out (site closed)", "Reduction agreed after complaint"],
  de: ["Minderung: Reinigung entfallen (Betriebsferien)", "Gutschrift lt. Reklamation"],
  fr: ["Prestation non réalisée (site fermé)", "Réfaction suite à réclamation"],
  nl: ["Schoonmaak vervallen (pand gesloten)", "Creditering na klacht"],
  it: ["Servizio non svolto (chiusura sede)", "Riduzione concordata dopo reclamo"],
  es: ["Servicio no prestado (cierre del centro)", "Abono por reclamación"],
};

// ---------------------------------------------------------------------------------------------------------------
// A training provider.

export const ACADEMY_NAMES: PerLanguage<string[]> = {
  en: ["{a} Training Academy {form}", "{a} Learning & Development {form}", "{town} School of Management"],
  de: ["{a} Akademie GmbH", "Seminarhaus {a}", "Weiterbildungsinstitut {town}"],
  fr: ["{a} Formation {form}", "Institut {a} Formation", "Centre de Formation de {town}"],
  nl: ["{a} Opleidingen {form}", "Trainingsinstituut {a}", "Academie {town} {form}"],
  it: ["{a} Formazione S.r.l.", "Scuola di Management {a}", "Centro Studi {town} S.r.l."],
  es: ["{a} Formación S.L.", "Escuela de Negocios {a} S.L.", "Centro de Estudios {town} S.L."],
};

/** A course: title, code prefix, days, fee range per participant. */
export const COURSES: PerLanguage<[string, string, number, number, number][]> = {
  en: [
    ["Project Management Foundation", "PMF", 3, 890, 1490],
    ["Negotiation Skills for Buyers", "NSB", 2, 690, 1150],
    ["Excel for Controllers – Advanced", "EXC", 2, 540, 890],
    ["First Aid at Work", "FAW", 3, 240, 390],
  ],
  de: [
    ["Projektmanagement kompakt", "PMK", 3, 890, 1490],
    ["Verhandlungsführung im Einkauf", "VEK", 2, 690, 1150],
    ["Excel für Controller – Aufbaukurs", "EXA", 2, 540, 890],
    ["Ausbildung zum Brandschutzhelfer", "BSH", 1, 120, 240],
  ],
  fr: [
    ["Gestion de projet – les fondamentaux", "GPF", 3, 890, 1490],
    ["Techniques de négociation achats", "TNA", 2, 690, 1150],
    ["Excel pour contrôleurs de gestion", "EXC", 2, 540, 890],
    ["Sauveteur secouriste du travail", "SST", 2, 180, 320],
  ],
  nl: [
    ["Projectmanagement basis", "PMB", 3, 890, 1490],
    ["Onderhandelen voor inkopers", "OVI", 2, 690, 1150],
    ["Excel voor controllers – gevorderd", "EXG", 2, 540, 890],
    ["Bedrijfshulpverlening basis", "BHV", 2, 220, 380],
  ],
  it: [
    ["Project management di base", "PMB", 3, 890, 1490],
    ["Tecniche di negoziazione negli acquisti", "TNA", 2, 690, 1150],
    ["Excel avanzato per il controllo di gestione", "EXA", 2, 540, 890],
    ["Addetto antincendio rischio medio", "AAM", 1, 150, 260],
  ],
  es: [
    ["Gestión de proyectos: fundamentos", "GPF", 3, 890, 1490],
    ["Técnicas de negociación en compras", "TNC", 2, 690, 1150],
    ["Excel avanzado para controllers", "EXA", 2, 540, 890],
    ["Primeros auxilios en la empresa", "PAE", 1, 120, 220],
  ],
};

/** Taxed extras of a course: description, per participant and day (true) or per participant, price range. */
export const COURSE_EXTRAS: PerLanguage<[string, boolean, number, number][]> = {
  en: [
    ["Lunch and refreshments", true, 18, 32],
    ["Course handbook and materials", false, 35, 90],
    ["Certification exam fee", false, 120, 250],
  ],
  de: [
    ["Tagungspauschale (Mittagessen, Pausengetränke)", true, 32, 58],
    ["Seminarunterlagen und Arbeitsmaterial", false, 35, 90],
    ["Zertifikatsprüfung (extern)", false, 120, 250],
  ],
  fr: [
    ["Déjeuner et pauses café", true, 25, 45],
    ["Support de cours et matériel", false, 35, 90],
    ["Frais de certification", false, 120, 250],
  ],
  nl: [
    ["Lunch en koffiepauzes", true, 22, 40],
    ["Cursusmap en lesmateriaal", false, 35, 90],
    ["Examengeld certificering", false, 120, 250],
  ],
  it: [
    ["Pranzo e coffee break", true, 22, 40],
    ["Dispense e materiale didattico", false, 35, 90],
    ["Quota esame di certificazione", false, 120, 250],
  ],
  es: [
    ["Almuerzo y pausas café", true, 20, 38],
    ["Manual del curso y material", false, 35, 90],
    ["Tasa de examen de certificación", false, 120, 250],
  ],
};

/** A cancelled booking's credit (the cancellation fee kept). */
export const COURSE_CREDITS: PerLanguage<string> = {
  en: "Cancellation of booking, course fee refunded",
  de: "Stornierung der Anmeldung, Erstattung Teilnahmegebühr",
  fr: "Annulation de l'inscription, remboursement des frais",
  nl: "Annulering inschrijving, terugbetaling cursusgeld",
  it: "Annullamento iscrizione, rimborso quota",
  es: "Cancelación de la inscripción, devolución de la cuota",
};

// ---------------------------------------------------------------------------------------------------------------
// A small craftsman.

export type Trade = "painter" | "tiler" | "joiner" | "plumber";

export const CRAFT_NAMES: PerLanguage<Record<Trade, string[]>> = {
  en: {
    painter: ["{full} Painting & Decorating", "{a} Decorators"],
    tiler: ["{full} Tiling", "{a} Tiling & Flooring"],
    joiner: ["{full} Joinery", "{a} Carpentry & Joinery"],
    plumber: ["{full} Plumbing & Heating", "{a} Plumbing Services"],
  },
  de: {
    painter: ["Malerbetrieb {full}", "Malerwerkstatt {a}"],
    tiler: ["Fliesenlegerei {full}", "Fliesen {a}"],
    joiner: ["Schreinerei {a}", "Tischlerei {full}"],
    plumber: ["Sanitär {a}", "Haustechnik {full}"],
  },
  fr: {
    painter: ["{full} Peinture", "Peinture et Décoration {a}"],
    tiler: ["{full} Carrelage", "Carrelages {a}"],
    joiner: ["Menuiserie {a}", "{full} Menuisier"],
    plumber: ["Plomberie {a}", "{full} Plombier-Chauffagiste"],
  },
  nl: {
    painter: ["Schildersbedrijf {a}", "{full} Schilderwerken"],
    tiler: ["Tegelzetbedrijf {a}", "{full} Tegelwerken"],
    joiner: ["Timmerbedrijf {a}", "{full} Timmerwerken"],
    plumber: ["Loodgietersbedrijf {a}", "{full} Installatietechniek"],
  },
  it: {
    painter: ["Imbiancature {a}", "{full} Tinteggiature"],
    tiler: ["Posa Pavimenti {a}", "{full} Piastrellista"],
    joiner: ["Falegnameria {a}", "{full} Falegname"],
    plumber: ["Idraulica {a}", "{full} Impianti Idraulici"],
  },
  es: {
    painter: ["Pinturas {a}", "{full} Pintor"],
    tiler: ["Alicatados {a}", "{full} Solados y Alicatados"],
    joiner: ["Carpintería {a}", "{full} Carpintero"],
    plumber: ["Fontanería {a}", "{full} Fontanero"],
  },
};

/** What the craftsman did, in his words (the letter's sentences), per trade. */
export const CRAFT_WORK: PerLanguage<Record<Trade, string[]>> = {
  en: {
    painter: [
      "Walls and ceilings of the living room filled, sanded and painted twice",
      "Hallway and staircase painted, woodwork glossed",
    ],
    tiler: ["Bathroom floor and walls tiled, grouted and sealed", "Old kitchen tiles removed and splashback retiled"],
    joiner: ["Two internal doors supplied and hung", "Built-in wardrobe made to measure and fitted"],
    plumber: ["Leaking pipe under the kitchen sink repaired", "Boiler serviced and radiator valves replaced"],
  },
  de: {
    painter: [
      "Wände und Decken im Wohnzimmer gespachtelt, geschliffen und zweimal gestrichen",
      "Treppenhaus gestrichen, Holzgeländer lackiert",
    ],
    tiler: ["Bad neu gefliest, verfugt und versiegelt", "Alte Küchenfliesen entfernt, Fliesenspiegel neu verlegt"],
    joiner: ["Zwei Innentüren geliefert und eingebaut", "Einbauschrank nach Maß angefertigt und montiert"],
    plumber: [
      "Undichte Leitung unter der Küchenspüle instand gesetzt",
      "Heizung gewartet, Thermostatventile getauscht",
    ],
  },
  fr: {
    painter: ["Murs et plafonds du séjour enduits, poncés et peints en deux couches", "Cage d'escalier repeinte"],
    tiler: ["Salle de bains carrelée, jointoyée et étanchée", "Ancienne faïence de cuisine déposée et reposée"],
    joiner: ["Fourniture et pose de deux portes intérieures", "Placard sur mesure fabriqué et posé"],
    plumber: ["Réparation d'une fuite sous l'évier", "Entretien de la chaudière et remplacement des robinets"],
  },
  nl: {
    painter: ["Wanden en plafonds in de woonkamer gestuct, geschuurd en twee keer geschilderd", "Trappenhuis geverfd"],
    tiler: ["Badkamer betegeld, gevoegd en gekit", "Oude keukentegels verwijderd en achterwand opnieuw betegeld"],
    joiner: ["Twee binnendeuren geleverd en afgehangen", "Inbouwkast op maat gemaakt en geplaatst"],
    plumber: ["Lekkende leiding onder het aanrecht gerepareerd", "Cv-ketel onderhouden en radiatorkranen vervangen"],
  },
  it: {
    painter: [
      "Pareti e soffitti del soggiorno stuccati, carteggiati e tinteggiati in due mani",
      "Vano scala tinteggiato",
    ],
    tiler: ["Bagno piastrellato, stuccato e sigillato", "Rimozione vecchie piastrelle della cucina e nuova posa"],
    joiner: ["Fornitura e posa di due porte interne", "Armadio a muro su misura realizzato e montato"],
    plumber: ["Riparazione perdita sotto il lavello", "Manutenzione caldaia e sostituzione valvole termostatiche"],
  },
  es: {
    painter: ["Paredes y techos del salón plastecidos, lijados y pintados a dos manos", "Escalera pintada"],
    tiler: ["Baño alicatado, rejuntado y sellado", "Retirada de azulejos antiguos de la cocina y nuevo alicatado"],
    joiner: ["Suministro y colocación de dos puertas interiores", "Armario empotrado a medida fabricado y montado"],
    plumber: ["Reparación de fuga bajo el fregadero", "Revisión de la caldera y cambio de válvulas de radiador"],
  },
};

/** A craftsman's short list: labour by the hour (rate range), material and travel (flat ranges). */
export const CRAFT_LINES: PerLanguage<{ labour: string[]; material: string[]; travel: string }> = {
  en: {
    labour: ["Labour", "Labour, apprentice"],
    material: ["Materials as used", "Paint, filler and sundries"],
    travel: "Call-out and travel",
  },
  de: {
    labour: ["Arbeitszeit Geselle", "Arbeitszeit Meister"],
    material: ["Material lt. Verbrauch", "Kleinmaterial und Verbrauchsmittel"],
    travel: "Anfahrtspauschale",
  },
  fr: {
    labour: ["Main-d'œuvre ouvrier", "Main-d'œuvre compagnon"],
    material: ["Fournitures selon consommation", "Petites fournitures"],
    travel: "Forfait déplacement",
  },
  nl: {
    labour: ["Arbeidsloon", "Arbeidsloon leerling"],
    material: ["Materiaal volgens verbruik", "Klein materiaal"],
    travel: "Voorrijkosten",
  },
  it: {
    labour: ["Manodopera operaio", "Manodopera apprendista"],
    material: ["Materiale secondo consumo", "Minuteria e materiali di consumo"],
    travel: "Diritto di chiamata",
  },
  es: {
    labour: ["Mano de obra oficial", "Mano de obra ayudante"],
    material: ["Material según consumo", "Pequeño material"],
    travel: "Desplazamiento",
  },
};

export const HOUR_WORDS: PerLanguage<string> = { en: "hrs", de: "Std.", fr: "h", nl: "uur", it: "ore", es: "h" };
