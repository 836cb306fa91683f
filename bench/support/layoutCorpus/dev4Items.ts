/**
 * What half F's layouts bill and name, per language: a utility's and a telecom operator's charges, a hotel's
 * postings and city taxes, a wholesaler's goods, the cards a stay is paid with, the names utilities and hotels
 * trade under, and the fixed captions of the payment slips that standard forms prescribe.
 */
import type { Language } from "./vocab";

/** An energy charge: description, unit, what it counts (the kWh used, months or days), price range per unit in
 * ten-thousandths of the currency (energy is priced to four places). */
export type EnergyCharge = [string, string, "kwh" | "month" | "day", number, number];

/** Per language: the energy itself first, then the standing charge, then optional ones. */
export const ENERGY: Record<Language, EnergyCharge[]> = {
  en: [
    ["Electricity unit charge", "kWh", "kwh", 2200, 3400],
    ["Standing charge", "days", "day", 4500, 6200],
    ["Metering service", "days", "day", 300, 900],
    ["Renewables obligation levy", "kWh", "kwh", 150, 400],
  ],
  de: [
    ["Arbeitspreis Strom", "kWh", "kwh", 2600, 4200],
    ["Grundpreis", "Monate", "month", 89000, 180000],
    ["Messstellenbetrieb", "Monate", "month", 15000, 40000],
    ["Stromsteuer", "kWh", "kwh", 205, 205],
  ],
  fr: [
    ["Consommation électricité heures pleines", "kWh", "kwh", 1800, 2800],
    ["Abonnement", "mois", "month", 120000, 250000],
    ["Contribution tarifaire d'acheminement (CTA)", "mois", "month", 20000, 45000],
    ["Accise sur l'électricité", "kWh", "kwh", 2100, 2250],
  ],
  nl: [
    ["Levering elektriciteit normaaltarief", "kWh", "kwh", 2400, 4000],
    ["Vaste leveringskosten", "mnd", "month", 50000, 80000],
    ["Netbeheerkosten", "mnd", "month", 300000, 450000],
    ["Energiebelasting", "kWh", "kwh", 1000, 1300],
  ],
  it: [
    ["Spesa per la materia energia", "kWh", "kwh", 1500, 3500],
    ["Quota fissa vendita", "mesi", "month", 60000, 120000],
    ["Spesa per il trasporto e la gestione del contatore", "mesi", "month", 150000, 300000],
    ["Oneri di sistema", "kWh", "kwh", 300, 900],
  ],
  es: [
    ["Término de energía", "kWh", "kwh", 1200, 2800],
    ["Término de potencia", "días", "day", 9000, 13000],
    ["Alquiler de equipos de medida", "días", "day", 260, 300],
    ["Financiación del bono social", "días", "day", 190, 230],
  ],
};

/** A telecom charge: description ({plan} the tariff's name), unit, quantity range, net price range in cents. */
export type TelecomCharge = [string, string, number, number, number, number];

export const TELECOM: Record<Language, TelecomCharge[]> = {
  en: [
    ["Monthly plan {plan}", "month", 1, 1, 999, 4999],
    ["Data add-on 10 GB", "month", 1, 1, 499, 999],
    ["Calls to international numbers", "min", 5, 180, 9, 49],
    ["Premium rate calls", "min", 1, 30, 49, 199],
    ["Handset instalment", "month", 1, 1, 1000, 4000],
    ["Landline unlimited calls", "month", 1, 1, 499, 999],
  ],
  de: [
    ["Monatlicher Grundpreis Tarif {plan}", "Monat", 1, 1, 999, 4999],
    ["Zusatzoption Daten 10 GB", "Monat", 1, 1, 499, 999],
    ["Verbindungen ins Ausland", "Min.", 5, 180, 9, 49],
    ["Sonderrufnummern (0900)", "Min.", 1, 30, 49, 199],
    ["Gerätepreis Smartphone, Monatsrate", "Monat", 1, 1, 1000, 4000],
    ["Festnetz-Flatrate", "Monat", 1, 1, 499, 999],
  ],
  fr: [
    ["Forfait mensuel {plan}", "mois", 1, 1, 999, 4999],
    ["Option data 10 Go", "mois", 1, 1, 499, 999],
    ["Appels vers l'international", "min", 5, 180, 9, 49],
    ["Numéros spéciaux", "min", 1, 30, 49, 199],
    ["Paiement échelonné du mobile", "mois", 1, 1, 1000, 4000],
    ["Option appels illimités fixe", "mois", 1, 1, 499, 999],
  ],
  nl: [
    ["Abonnement {plan} per maand", "mnd", 1, 1, 999, 4999],
    ["Databundel 10 GB", "mnd", 1, 1, 499, 999],
    ["Bellen naar het buitenland", "min", 5, 180, 9, 49],
    ["Betaalnummers (0900)", "min", 1, 30, 49, 199],
    ["Toestelkrediet, maandtermijn", "mnd", 1, 1, 1000, 4000],
    ["Vast bellen onbeperkt", "mnd", 1, 1, 499, 999],
  ],
  it: [
    ["Canone mensile offerta {plan}", "mese", 1, 1, 999, 4999],
    ["Opzione Giga 10 GB", "mese", 1, 1, 499, 999],
    ["Chiamate internazionali", "min", 5, 180, 9, 49],
    ["Numerazioni a sovrapprezzo", "min", 1, 30, 49, 199],
    ["Rata smartphone", "mese", 1, 1, 1000, 4000],
    ["Chiamate illimitate rete fissa", "mese", 1, 1, 499, 999],
  ],
  es: [
    ["Cuota mensual tarifa {plan}", "mes", 1, 1, 999, 4999],
    ["Bono de datos 10 GB", "mes", 1, 1, 499, 999],
    ["Llamadas internacionales", "min", 5, 180, 9, 49],
    ["Números de tarificación adicional", "min", 1, 30, 49, 199],
    ["Cuota terminal a plazos", "mes", 1, 1, 1000, 4000],
    ["Llamadas ilimitadas a fijos", "mes", 1, 1, 499, 999],
  ],
};

export const PLANS = ["Smart S", "Smart L", "Max M", "Comfort XL", "Fiber 250", "Unlimited", "Go 20"];

/** A credit on a utility's or operator's bill: description and a net range in cents. */
export const UTILITY_CREDITS: Record<Language, [string, number, number][]> = {
  en: [
    ["Correction of estimated reading", 1500, 12000],
    ["Goodwill credit", 500, 3000],
    ["Refund of standing charge overcharged", 800, 4000],
  ],
  de: [
    ["Korrektur geschätzter Zählerstand", 1500, 12000],
    ["Kulanzgutschrift", 500, 3000],
    ["Erstattung zu viel berechneter Grundpreis", 800, 4000],
  ],
  fr: [
    ["Rectification d'index estimé", 1500, 12000],
    ["Geste commercial", 500, 3000],
    ["Remboursement d'abonnement trop facturé", 800, 4000],
  ],
  nl: [
    ["Correctie geschatte meterstand", 1500, 12000],
    ["Coulancevergoeding", 500, 3000],
    ["Terugbetaling te veel berekende vaste kosten", 800, 4000],
  ],
  it: [
    ["Rettifica lettura stimata", 1500, 12000],
    ["Accredito per disservizio", 500, 3000],
    ["Rimborso quota fissa non dovuta", 800, 4000],
  ],
  es: [
    ["Regularización de lectura estimada", 1500, 12000],
    ["Abono por incidencia", 500, 3000],
    ["Devolución de término fijo facturado de más", 800, 4000],
  ],
};

/** The names utilities and operators trade under: {core} the company's brand word, {town} its seat. */
export const UTILITY_NAMES: Record<Language, { energy: string[]; telecom: string[] }> = {
  en: { energy: ["{core} Energy", "{town} Power & Gas"], telecom: ["{core} Telecom", "{core} Mobile"] },
  de: {
    energy: ["Stadtwerke {town}", "{core} Energie", "{core} Energieversorgung"],
    telecom: ["{core} Telekom", "{core} Mobilfunk"],
  },
  fr: { energy: ["{core} Énergie", "{core} Électricité"], telecom: ["{core} Télécom", "{core} Mobile"] },
  nl: { energy: ["{core} Energie", "{core} Stroom"], telecom: ["{core} Telecom", "{core} Mobiel"] },
  it: { energy: ["{core} Energia", "{core} Luce e Gas"], telecom: ["{core} Telecomunicazioni", "{core} Mobile"] },
  es: { energy: ["{core} Energía", "Eléctrica {core}"], telecom: ["{core} Telecomunicaciones", "{core} Móvil"] },
};

/** The words utilities and hotels are named after. */
export const BRAND_WORDS: Record<Language, { utility: string[]; hotel: string[] }> = {
  en: {
    utility: ["Northgate", "Summit", "Riverside", "Brookfield", "Westbury"],
    hotel: ["Grosvenor", "Kingsley", "Harbour View", "Oak Lodge", "Riverside"],
  },
  de: {
    utility: ["Rhein", "Isar", "Nordsee", "Alpen", "Elbe", "Main"],
    hotel: ["Alpenblick", "Zur Post", "Am See", "Kaiserhof", "Sonne", "Stadtgarten"],
  },
  fr: {
    utility: ["Alpes", "Rhône", "Atlantique", "Provence", "Moselle"],
    hotel: ["du Parc", "de la Gare", "Bellevue", "du Lac", "des Alpes", "Le Régent"],
  },
  nl: {
    utility: ["Delta", "Polder", "Noord", "Duin", "Kempen"],
    hotel: ["De Zwaan", "Het Anker", "Parkzicht", "De Keizerskroon", "Zeezicht"],
  },
  it: {
    utility: ["Adriatica", "Padana", "Tirrenica", "Alpina", "Lariana"],
    hotel: ["Bellavista", "Miramare", "Centrale", "Europa", "La Pergola"],
  },
  es: {
    utility: ["Ibérica", "Levante", "Cantábrica", "Mediterránea", "Atlántica"],
    hotel: ["Los Olivos", "Plaza", "Miramar", "Casa del Mar", "Sol"],
  },
};

/** A hotel's names: {core} its brand word; the legal form follows. */
export const HOTEL_NAMES: Record<Language, string[]> = {
  en: ["The {core} Hotel", "{core} House Hotel", "Hotel {core}"],
  de: ["Hotel {core}", "Hotel Gasthof {core}", "Parkhotel {core}"],
  fr: ["Hôtel {core}", "Grand Hôtel {core}", "Hôtel-Restaurant {core}"],
  nl: ["Hotel {core}", "{core} Hotel", "Hotel-Restaurant {core}"],
  it: ["Hotel {core}", "Albergo {core}", "Grand Hotel {core}"],
  es: ["Hotel {core}", "Hostal {core}", "Gran Hotel {core}"],
};

export type HotelKind = "room" | "breakfast" | "food" | "drink" | "parking" | "spa";

/** What a hotel posts: description and its kind (the VAT rate follows the kind), price range in whole units. */
export const HOTEL_POSTINGS: Record<Language, Record<HotelKind, [string[], number, number]>> = {
  en: {
    room: [["Accommodation double room", "Room charge superior double", "Room rate single occupancy"], 89, 260],
    breakfast: [["Breakfast buffet", "Continental breakfast"], 12, 28],
    food: [["Restaurant dinner", "Room service", "Lunch brasserie"], 24, 120],
    drink: [["Lobby bar", "Minibar", "Wine bar"], 6, 48],
    parking: [["Car park", "Valet parking"], 12, 35],
    spa: [["Spa treatment", "Massage 50 min"], 45, 120],
  },
  de: {
    room: [["Übernachtung Doppelzimmer", "Logis Superior-Zimmer", "Übernachtung Einzelzimmer"], 79, 240],
    breakfast: [["Frühstücksbuffet", "Frühstück"], 12, 29],
    food: [["Restaurant Abendessen", "Room Service", "Mittagstisch"], 24, 110],
    drink: [["Hotelbar", "Minibar", "Getränke Lobby"], 5, 45],
    parking: [["Tiefgarage", "Parkplatz"], 9, 28],
    spa: [["Wellness Massage", "Spa-Anwendung"], 45, 120],
  },
  fr: {
    room: [["Hébergement chambre double", "Nuitée chambre supérieure", "Chambre individuelle"], 79, 260],
    breakfast: [["Petit-déjeuner buffet", "Petit-déjeuner continental"], 12, 29],
    food: [["Dîner restaurant", "Service en chambre", "Déjeuner brasserie"], 24, 110],
    drink: [["Bar de l'hôtel", "Minibar", "Boissons"], 5, 45],
    parking: [["Parking souterrain", "Voiturier"], 12, 32],
    spa: [["Soin spa", "Massage 50 min"], 45, 120],
  },
  nl: {
    room: [["Logies tweepersoonskamer", "Overnachting superior kamer", "Eenpersoonskamer"], 79, 240],
    breakfast: [["Ontbijtbuffet", "Ontbijt"], 12, 27],
    food: [["Diner restaurant", "Roomservice", "Lunch"], 24, 110],
    drink: [["Hotelbar", "Minibar", "Dranken lounge"], 5, 45],
    parking: [["Parkeergarage", "Parkeren"], 12, 35],
    spa: [["Wellness massage", "Spa-behandeling"], 45, 120],
  },
  it: {
    room: [["Pernottamento camera doppia", "Camera superior", "Camera singola"], 79, 250],
    breakfast: [["Colazione a buffet", "Prima colazione"], 10, 25],
    food: [["Cena ristorante", "Servizio in camera", "Pranzo"], 24, 110],
    drink: [["Bar", "Minibar", "Bevande"], 5, 45],
    parking: [["Garage", "Parcheggio"], 12, 30],
    spa: [["Trattamento spa", "Massaggio 50 min"], 45, 120],
  },
  es: {
    room: [["Alojamiento habitación doble", "Habitación superior", "Habitación individual"], 69, 240],
    breakfast: [["Desayuno buffet", "Desayuno continental"], 10, 24],
    food: [["Cena restaurante", "Servicio de habitaciones", "Almuerzo"], 22, 100],
    drink: [["Bar del hotel", "Minibar", "Bebidas"], 4, 40],
    parking: [["Aparcamiento", "Garaje"], 12, 30],
    spa: [["Tratamiento spa", "Masaje 50 min"], 45, 120],
  },
};

/** The city tax per country (by country code, Swiss and Luxembourg variants by language): names and the charge
 * per person and night in cents. None in the United Kingdom, Ireland and the United States. */
export const CITY_TAX: Record<string, [string[], number, number]> = {
  DE: [["City-Tax", "Kurbeitrag", "Übernachtungsteuer", "Kulturförderabgabe"], 250, 500],
  AT: [["Ortstaxe", "Kurtaxe", "Nächtigungsabgabe"], 150, 302],
  "CH-de": [["Kurtaxe", "Beherbergungsabgabe", "City Tax"], 250, 420],
  "CH-fr": [["Taxe de séjour", "Taxe de séjour cantonale"], 250, 420],
  "CH-it": [["Tassa di soggiorno", "Tassa di promozione turistica"], 250, 420],
  "CH-en": [["Tourist tax", "City tax"], 250, 420],
  FR: [["Taxe de séjour", "Taxe de séjour additionnelle"], 88, 440],
  "BE-fr": [["Taxe de séjour", "City tax Bruxelles"], 750, 900],
  "BE-nl": [["Verblijfsbelasting", "Stadsbelasting"], 250, 600],
  NL: [["Toeristenbelasting"], 300, 700],
  "LU-fr": [["Taxe d'hébergement"], 300, 300],
  "LU-de": [["Beherbergungstaxe"], 300, 300],
  IT: [["Imposta di soggiorno"], 200, 700],
  ES: [["Impuesto sobre estancias turísticas", "Tasa turística"], 110, 350],
};

/** A hotel's VAT rate by what is posted, per country code. */
export const HOTEL_RATES: Record<string, Record<HotelKind, number>> = {
  DE: { room: 7, breakfast: 19, food: 19, drink: 19, parking: 19, spa: 19 },
  AT: { room: 10, breakfast: 10, food: 10, drink: 20, parking: 20, spa: 20 },
  CH: { room: 3.8, breakfast: 3.8, food: 8.1, drink: 8.1, parking: 8.1, spa: 8.1 },
  FR: { room: 10, breakfast: 10, food: 10, drink: 20, parking: 20, spa: 20 },
  BE: { room: 6, breakfast: 6, food: 12, drink: 21, parking: 21, spa: 21 },
  LU: { room: 3, breakfast: 3, food: 3, drink: 17, parking: 17, spa: 17 },
  NL: { room: 9, breakfast: 9, food: 9, drink: 21, parking: 21, spa: 21 },
  IT: { room: 10, breakfast: 10, food: 10, drink: 10, parking: 22, spa: 22 },
  ES: { room: 10, breakfast: 10, food: 10, drink: 10, parking: 21, spa: 21 },
  GB: { room: 20, breakfast: 20, food: 20, drink: 20, parking: 20, spa: 20 },
  IE: { room: 13.5, breakfast: 13.5, food: 13.5, drink: 23, parking: 23, spa: 23 },
};

/** Cards a stay is paid with; {d4} the card's last four digits. */
export const CARDS: Record<Language, string[]> = {
  en: ["Visa ************{d4}", "Mastercard XXXX-{d4}", "American Express ***{d4}"],
  de: ["Visa XXXX XXXX XXXX {d4}", "Mastercard ****{d4}", "Girocard", "American Express ***{d4}"],
  fr: ["CB Visa ************{d4}", "Carte Bancaire XXXX{d4}", "Mastercard ****{d4}"],
  nl: ["Pinbetaling (Maestro)", "Bancontact ****{d4}", "Visa XXXX{d4}"],
  it: ["Bancomat/PagoBancomat", "Visa ************{d4}", "Mastercard XXXX{d4}"],
  es: ["Visa ************{d4}", "Mastercard XXXX {d4}", "Tarjeta American Express ***{d4}"],
};

/** A wholesaler's goods: description, whether a reduced rate applies (food), unit, price range in cents, the
 * quantity the price is for (1, or 100 for small parts). */
export type Ware = [string, boolean, string, number, number, number];

export const WARES: Record<Language, Ware[]> = {
  en: [
    ["Plain flour 16 kg sack", true, "sack", 1190, 1890, 1],
    ["Sunflower oil 10 l drum", true, "drum", 1490, 2390, 1],
    ["Chopped tomatoes 2.5 kg tin", true, "tin", 249, 449, 1],
    ["Spaghetti 5 kg catering pack", true, "pack", 690, 1190, 1],
    ["Long grain rice 10 kg", true, "sack", 990, 1690, 1],
    ["UHT milk 3.5 % 12 x 1 l", true, "case", 990, 1490, 1],
    ["Washing-up liquid concentrate 5 l", false, "drum", 890, 1490, 1],
    ["Napkins 33 x 33 cm 3-ply, 250 pcs", false, "pack", 690, 1190, 1],
    ["Refuse sacks 120 l, roll of 25", false, "roll", 390, 690, 1],
    ["Nitrile gloves size L, box of 100", false, "box", 490, 890, 1],
    ["Cable ties 200 x 4.8 mm", false, "pcs", 390, 790, 100],
    ["Wood screws 4 x 40 zinc plated", false, "pcs", 290, 590, 100],
    ["Catering foil 45 cm x 300 m", false, "roll", 1290, 2190, 1],
  ],
  de: [
    ["Weizenmehl Type 405, 25 kg", true, "Sack", 1190, 1890, 1],
    ["Sonnenblumenöl 10 l Kanister", true, "Kan", 1490, 2390, 1],
    ["Tomaten gehackt 2,5 kg Dose", true, "Dose", 249, 449, 1],
    ["Spaghetti 5 kg Gastro-Packung", true, "Pkg", 690, 1190, 1],
    ["Langkornreis 10 kg", true, "Sack", 990, 1690, 1],
    ["H-Milch 3,5 % 12 x 1 l", true, "Tray", 990, 1490, 1],
    ["Spülmittel Konzentrat 5 l", false, "Kan", 890, 1490, 1],
    ["Servietten 33 x 33 cm 3-lagig, 250 St.", false, "Pkg", 690, 1190, 1],
    ["Müllbeutel 120 l, Rolle à 25", false, "Rol", 390, 690, 1],
    ["Nitril-Handschuhe Gr. L, 100 St.", false, "Box", 490, 890, 1],
    ["Kabelbinder 200 x 4,8 mm", false, "St", 390, 790, 100],
    ["Holzschrauben 4 x 40 verzinkt", false, "St", 290, 590, 100],
    ["Alufolie 45 cm x 300 m", false, "Rol", 1290, 2190, 1],
  ],
  fr: [
    ["Farine de blé T55, sac 25 kg", true, "sac", 1190, 1890, 1],
    ["Huile de tournesol bidon 10 l", true, "bid", 1490, 2390, 1],
    ["Tomates concassées boîte 2,5 kg", true, "bte", 249, 449, 1],
    ["Spaghetti sachet 5 kg", true, "sach", 690, 1190, 1],
    ["Riz long grain 10 kg", true, "sac", 990, 1690, 1],
    ["Lait UHT demi-écrémé 12 x 1 l", true, "pack", 990, 1490, 1],
    ["Liquide vaisselle concentré 5 l", false, "bid", 890, 1490, 1],
    ["Serviettes 33 x 33 cm 3 plis, 250 pcs", false, "pqt", 690, 1190, 1],
    ["Sacs poubelle 120 l, rouleau de 25", false, "rlx", 390, 690, 1],
    ["Gants nitrile taille L, boîte de 100", false, "bte", 490, 890, 1],
    ["Colliers de serrage 200 x 4,8 mm", false, "pce", 390, 790, 100],
    ["Vis à bois 4 x 40 zinguées", false, "pce", 290, 590, 100],
    ["Papier aluminium 45 cm x 300 m", false, "rlx", 1290, 2190, 1],
  ],
  nl: [
    ["Tarwebloem 25 kg", true, "zak", 1190, 1890, 1],
    ["Zonnebloemolie 10 l can", true, "can", 1490, 2390, 1],
    ["Tomatenblokjes blik 2,5 kg", true, "blik", 249, 449, 1],
    ["Spaghetti 5 kg horecaverpakking", true, "pak", 690, 1190, 1],
    ["Langkorrelrijst 10 kg", true, "zak", 990, 1690, 1],
    ["Houdbare melk 12 x 1 l", true, "tray", 990, 1490, 1],
    ["Afwasmiddel concentraat 5 l", false, "can", 890, 1490, 1],
    ["Servetten 33 x 33 cm 3-laags, 250 st.", false, "pak", 690, 1190, 1],
    ["Afvalzakken 120 l, rol à 25", false, "rol", 390, 690, 1],
    ["Nitril handschoenen maat L, doos 100", false, "doos", 490, 890, 1],
    ["Kabelbinders 200 x 4,8 mm", false, "st", 390, 790, 100],
    ["Houtschroeven 4 x 40 verzinkt", false, "st", 290, 590, 100],
    ["Aluminiumfolie 45 cm x 300 m", false, "rol", 1290, 2190, 1],
  ],
  it: [
    ["Farina di grano tenero tipo 00, 25 kg", true, "sacco", 1190, 1890, 1],
    ["Olio di semi di girasole tanica 10 l", true, "tan", 1490, 2390, 1],
    ["Polpa di pomodoro latta 2,5 kg", true, "latta", 249, 449, 1],
    ["Spaghetti confezione 5 kg", true, "conf", 690, 1190, 1],
    ["Riso parboiled 10 kg", true, "sacco", 990, 1690, 1],
    ["Latte UHT parzialmente scremato 12 x 1 l", true, "conf", 990, 1490, 1],
    ["Detersivo piatti concentrato 5 l", false, "tan", 890, 1490, 1],
    ["Tovaglioli 33 x 33 cm 3 veli, 250 pz", false, "conf", 690, 1190, 1],
    ["Sacchi rifiuti 120 l, rotolo da 25", false, "rot", 390, 690, 1],
    ["Guanti in nitrile taglia L, 100 pz", false, "scat", 490, 890, 1],
    ["Fascette stringicavo 200 x 4,8 mm", false, "pz", 390, 790, 100],
    ["Viti per legno 4 x 40 zincate", false, "pz", 290, 590, 100],
    ["Alluminio per alimenti 45 cm x 300 m", false, "rot", 1290, 2190, 1],
  ],
  es: [
    ["Harina de trigo saco 25 kg", true, "saco", 1190, 1890, 1],
    ["Aceite de girasol garrafa 10 l", true, "garr", 1490, 2390, 1],
    ["Tomate triturado lata 2,5 kg", true, "lata", 249, 449, 1],
    ["Espaguetis 5 kg formato hostelería", true, "paq", 690, 1190, 1],
    ["Arroz redondo 10 kg", true, "saco", 990, 1690, 1],
    ["Leche UHT semidesnatada 12 x 1 l", true, "pack", 990, 1490, 1],
    ["Lavavajillas concentrado 5 l", false, "garr", 890, 1490, 1],
    ["Servilletas 33 x 33 cm 3 capas, 250 uds", false, "paq", 690, 1190, 1],
    ["Bolsas de basura 120 l, rollo de 25", false, "rollo", 390, 690, 1],
    ["Guantes de nitrilo talla L, caja de 100", false, "caja", 490, 890, 1],
    ["Bridas 200 x 4,8 mm", false, "ud", 390, 790, 100],
    ["Tornillos para madera 4 x 40 zincados", false, "ud", 290, 590, 100],
    ["Papel de aluminio 45 cm x 300 m", false, "rollo", 1290, 2190, 1],
  ],
};

/** How an invoice is to be paid, as its payment terms name it. */
export const PAYMENT_MODES: Record<Language, string[]> = {
  en: ["Bank transfer", "BACS", "Direct debit", "Cheque"],
  de: ["Überweisung", "SEPA-Lastschrift", "Bankeinzug", "Vorkasse"],
  fr: ["Virement", "Chèque", "Prélèvement SEPA", "LCR"],
  nl: ["Overschrijving", "Automatische incasso", "iDEAL"],
  it: ["Bonifico bancario", "RiBa 30 gg", "RID/SDD", "Rimessa diretta"],
  es: ["Transferencia", "Recibo domiciliado", "Confirming", "Pagaré"],
};

/** French activity codes (APE/NAF) and their Italian (ATECO), Spanish (CNAE) and Belgian/Luxembourg (NACE)
 * counterparts for the same trades. */
export const ACTIVITY_CODES: Record<string, string[]> = {
  FR: ["4651Z", "6201Z", "4321A", "7112B", "4690Z", "4719B", "4399C", "7022Z"],
  IT: ["46.90.00", "62.01.00", "43.21.01", "71.12.10", "46.51.00", "70.22.09"],
  ES: ["4690", "6201", "4321", "7112", "4651", "7022"],
  BE: ["46.900", "62.010", "43.211", "71.121", "46.510", "70.220"],
  LU: ["46.900", "62.010", "43.210", "71.120", "46.510", "70.220"],
};

/** Captions a standard payment form prints (not pool wordings: the form fixes them). */
export interface QrBillCaptions {
  receipt: string;
  paymentPart: string;
  account: string;
  reference: string;
  info: string;
  payableBy: string;
  payableByBlank: string;
  currency: string;
  amount: string;
  acceptance: string;
  separate: string;
}

/** The Swiss QR-bill's captions in its four languages (Swiss Payment Standards, Implementation Guidelines). */
export const QR_BILL: Record<"de" | "fr" | "it" | "en", QrBillCaptions> = {
  de: {
    receipt: "Empfangsschein",
    paymentPart: "Zahlteil",
    account: "Konto / Zahlbar an",
    reference: "Referenz",
    info: "Zusätzliche Informationen",
    payableBy: "Zahlbar durch",
    payableByBlank: "Zahlbar durch (Name/Adresse)",
    currency: "Währung",
    amount: "Betrag",
    acceptance: "Annahmestelle",
    separate: "Vor der Einzahlung abzutrennen",
  },
  fr: {
    receipt: "Récépissé",
    paymentPart: "Section paiement",
    account: "Compte / Payable à",
    reference: "Référence",
    info: "Informations supplémentaires",
    payableBy: "Payable par",
    payableByBlank: "Payable par (nom/adresse)",
    currency: "Monnaie",
    amount: "Montant",
    acceptance: "Point de dépôt",
    separate: "A détacher avant le versement",
  },
  it: {
    receipt: "Ricevuta",
    paymentPart: "Sezione pagamento",
    account: "Conto / Pagabile a",
    reference: "Riferimento",
    info: "Informazioni supplementari",
    payableBy: "Pagabile da",
    payableByBlank: "Pagabile da (nome/indirizzo)",
    currency: "Valuta",
    amount: "Importo",
    acceptance: "Punto di accettazione",
    separate: "Da staccare prima del versamento",
  },
  en: {
    receipt: "Receipt",
    paymentPart: "Payment part",
    account: "Account / Payable to",
    reference: "Reference",
    info: "Additional information",
    payableBy: "Payable by",
    payableByBlank: "Payable by (name/address)",
    currency: "Currency",
    amount: "Amount",
    acceptance: "Acceptance point",
    separate: "Separate before paying in",
  },
};

/** The German SEPA transfer form ('SEPA-Überweisung/Zahlschein') as banks print it. */
export const DE_TRANSFER = {
  title: "SEPA-Überweisung/Zahlschein",
  bank: "Name und Sitz des überweisenden Kreditinstituts",
  bic: "BIC",
  payee:
    "Angaben zum Zahlungsempfänger: Name, Vorname/Firma (max. 27 Stellen, bei maschineller Beschriftung max. 35 Stellen)",
  iban: "IBAN",
  payeeBic: "BIC des Kreditinstituts/Zahlungsdienstleisters (8 oder 11 Stellen)",
  amount: "Betrag: Euro, Cent",
  purpose: "Kunden-Referenznummer - Verwendungszweck, ggf. Name und Anschrift des Zahlers",
  purpose2:
    "noch Verwendungszweck (insgesamt max. 2 Zeilen à 27 Stellen, bei maschineller Beschriftung max. 2 Zeilen à 35 Stellen)",
  payer:
    "Angaben zum Kontoinhaber/Zahler: Name, Vorname/Firma, Ort (max. 27 Stellen, keine Straßen- oder Postfachangaben)",
  date: "Datum",
  signature: "Unterschrift(en)",
};

/** The Austrian transfer form ('Zahlungsanweisung'). */
export const AT_TRANSFER = {
  title: "Zahlungsanweisung",
  payee: "EmpfängerIn Name/Firma",
  iban: "IBAN EmpfängerIn",
  bic: "BIC der EmpfängerIn-Bank (Angabe optional)",
  currency: "EUR",
  amount: "Betrag",
  reference: "Zahlungsreferenz",
  purpose: "Verwendungszweck wird bei Angabe einer Zahlungsreferenz nicht an die EmpfängerIn weitergeleitet",
  payerIban: "IBAN KontoinhaberIn/AuftraggeberIn",
  payer: "KontoinhaberIn/AuftraggeberIn Name/Firma",
  signature: "Unterschrift ZeichnungsberechtigteR",
  receipt: "Auftragsbestätigung",
};

/** The Belgian transfer form, French and Dutch captions side by side (French first on BE-fr, Dutch on BE-nl). */
export const BE_TRANSFER: Record<string, [string, string]> = {
  title: ["VIREMENT", "OVERSCHRIJVING"],
  date: ["Date d'exécution souhaitée", "Gewenste uitvoeringsdatum"],
  amount: ["MONTANT", "BEDRAG"],
  payerAccount: ["Compte donneur d'ordre (IBAN)", "Rekening opdrachtgever (IBAN)"],
  payer: ["Nom et adresse donneur d'ordre", "Naam en adres opdrachtgever"],
  payeeAccount: ["Compte bénéficiaire (IBAN)", "Rekening begunstigde (IBAN)"],
  payeeBic: ["BIC bénéficiaire", "BIC begunstigde"],
  payee: ["Nom et adresse bénéficiaire", "Naam en adres begunstigde"],
  message: ["Communication", "Mededeling"],
  signature: ["Signature(s)", "Handtekening(en)"],
};

/** The Luxembourg banks' transfer order, in French and German. */
export const LU_TRANSFER: Record<"fr" | "de", Record<string, string>> = {
  fr: {
    title: "ORDRE DE VIREMENT",
    payee: "Bénéficiaire",
    iban: "IBAN du bénéficiaire",
    bic: "BIC de la banque du bénéficiaire",
    amount: "Montant",
    currency: "Devise",
    message: "Communication",
    payer: "Donneur d'ordre",
    payerIban: "IBAN du donneur d'ordre",
    date: "Date",
    signature: "Signature",
  },
  de: {
    title: "ÜBERWEISUNGSAUFTRAG",
    payee: "Begünstigter",
    iban: "IBAN des Begünstigten",
    bic: "BIC der Bank des Begünstigten",
    amount: "Betrag",
    currency: "Währung",
    message: "Mitteilung",
    payer: "Auftraggeber",
    payerIban: "IBAN des Auftraggebers",
    date: "Datum",
    signature: "Unterschrift",
  },
};

/** The Italian postal payment slip ('bollettino postale', TD 896). */
export const IT_BOLLETTINO = {
  receipt: "CONTI CORRENTI POSTALI - Ricevuta di Versamento",
  credit: "CONTI CORRENTI POSTALI - Ricevuta di Accredito",
  brand: "BancoPosta",
  account: "sul C/C n.",
  amount: "di Euro",
  words: "IMPORTO IN LETTERE",
  holder: "INTESTATO A",
  purpose: "CAUSALE",
  payer: "ESEGUITO DA",
  street: "VIA - PIAZZA",
  postcode: "CAP",
  town: "LOCALITÀ",
  stamp: "BOLLO DELL'UFFICIO POSTALE",
  type: "TD 896",
  code: "codice bollettino",
};

/** The British and Irish bank giro credit. */
export const GIRO = {
  title: "bank giro credit",
  date: "Date",
  cashier: "Cashier's stamp and initials",
  code: "Code no",
  bank: "Bank",
  branch: "Branch",
  account: "Credit account no",
  reference: "Reference",
  notes50: "50 notes",
  notes20: "20 notes",
  notes10: "10 notes",
  coins: "Coins",
  cash: "Total cash",
  cheques: "Cheques, POs etc",
  fee: "Fee",
  paidBy: "Paid in by",
  noMark: "Please do not write or mark below this line",
};
