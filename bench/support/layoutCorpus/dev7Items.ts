/**
 * What half J's issuers bill, in German and Dutch: a small business's trades with their services (an online
 * accounting tool's invoices), a wholesaler's goods, a publisher's periodicals and an association's fees, a credit
 * note's reasons, and an ERP's materials with their units and price units. Prices are whole currency units (a range)
 * or cents where said.
 */

export type Dev7Language = "de" | "nl";

/**
 * A service or item: its text, its unit kind, a price range in whole units and a quantity range in hundredths (words
 * and kilometres are priced in cents and counted by dev7Data.ts).
 */
export interface Service {
  text: string;
  unit: "h" | "pc" | "flat" | "km" | "word";
  price: [number, number];
  qty: [number, number];
}

const h = (text: string, lo: number, hi: number): Service => ({ text, unit: "h", price: [lo, hi], qty: [100, 1600] });
const pc = (text: string, lo: number, hi: number, q: [number, number] = [100, 1000]): Service => ({
  text,
  unit: "pc",
  price: [lo, hi],
  qty: q,
});
const flat = (text: string, lo: number, hi: number): Service => ({
  text,
  unit: "flat",
  price: [lo, hi],
  qty: [100, 100],
});

/** A small business's trade: its name patterns ({a} a surname, {place} its town, {stem} a brand word), its services. */
export interface Trade {
  names: string[];
  services: Service[];
}

export const TRADES: Record<Dev7Language, Trade[]> = {
  de: [
    {
      names: ["Grafikdesign {a}", "Atelier {stem}", "{a} Kommunikationsdesign"],
      services: [
        flat("Logo-Entwicklung inkl. 3 Entwürfe", 450, 1200),
        flat("Gestaltung Flyer DIN A5, zweiseitig", 180, 420),
        pc("Satz und Layout Broschüre (je Seite)", 35, 65, [400, 2400]),
        h("Bildbearbeitung und Freisteller", 55, 85),
        flat("Erstellung druckfähiger Daten (PDF/X-3)", 60, 120),
        h("Abstimmung und Korrekturschleifen", 55, 85),
      ],
    },
    {
      names: ["Webdesign {a}", "{a} Webentwicklung", "{stem} Digital"],
      services: [
        flat("Einrichtung WordPress-Theme inkl. Child-Theme", 600, 1500),
        h("Programmierung Kontaktformular mit Spamschutz", 70, 110),
        flat("Hosting-Paket Business (12 Monate)", 96, 240),
        pc("Wartung und Updates (monatlich)", 49, 149, [100, 1200]),
        flat("SEO-Grundoptimierung Startseite", 350, 900),
        pc("Domain .de (1 Jahr)", 12, 24, [100, 300]),
      ],
    },
    {
      names: ["Fotografie {a}", "{a} Fotostudio", "Lichtbild {stem}"],
      services: [
        flat("Fotoshooting Business-Porträts (halber Tag)", 450, 900),
        pc("Bildbearbeitung je ausgewähltem Bild", 8, 25, [500, 4000]),
        flat("Nutzungsrechte Web und Social Media, 2 Jahre", 150, 400),
        { text: "Fahrtkosten", unit: "km", price: [0, 0], qty: [0, 0] },
        h("Reisezeit", 40, 60),
      ],
    },
    {
      names: ["Übersetzungsbüro {a}", "{a} Sprachdienste", "Lektorat {a}"],
      services: [
        { text: "Fachübersetzung Deutsch–Englisch", unit: "word", price: [0, 0], qty: [0, 0] },
        h("Lektorat und Terminologieabgleich", 45, 70),
        pc("Beglaubigung der Übersetzung", 15, 30, [100, 300]),
        flat("Eilzuschlag (Lieferung binnen 48 Std.)", 40, 120),
      ],
    },
    {
      names: ["Tischlerei {a}", "{a} Schreinerei", "Holzwerkstatt {a}"],
      services: [
        flat("Einbauschrank nach Maß, Eiche furniert", 1200, 3800),
        h("Montage vor Ort", 48, 68),
        flat("Material: Beschläge und Kleinteile", 35, 120),
        flat("Anfahrtspauschale", 25, 60),
        h("Aufmaß und Beratung", 48, 68),
      ],
    },
    {
      names: ["{a} IT-Service", "PC-Hilfe {a}", "{stem} Systemhaus"],
      services: [
        flat("Einrichtung Notebook inkl. Datenübernahme", 120, 260),
        pc("Fernwartung (je angefangene 15 Min.)", 18, 30, [100, 1200]),
        h("Vor-Ort-Service", 75, 110),
        pc("Netzwerkkabel Cat. 6, 5 m", 6, 15, [100, 1000]),
        flat("Virenschutz-Lizenz (1 Jahr, 3 Geräte)", 39, 69),
      ],
    },
  ],
  nl: [
    {
      names: ["Grafisch ontwerp {a}", "Studio {stem}", "{a} Ontwerp"],
      services: [
        flat("Ontwerp logo incl. 3 voorstellen", 450, 1200),
        flat("Opmaak flyer A5 dubbelzijdig", 180, 420),
        pc("Opmaak brochure (per pagina)", 35, 65, [400, 2400]),
        h("Beeldbewerking", 55, 85),
        flat("Drukklaar maken bestanden", 60, 120),
        h("Correctierondes en afstemming", 55, 85),
      ],
    },
    {
      names: ["{a} Webdevelopment", "Webbureau {stem}", "{stem} Online"],
      services: [
        flat("Installatie WordPress-thema incl. child-thema", 600, 1500),
        h("Programmeren contactformulier", 70, 110),
        flat("Hostingpakket zakelijk (12 maanden)", 96, 240),
        pc("Onderhoud en updates (per maand)", 49, 149, [100, 1200]),
        flat("Basis zoekmachine-optimalisatie", 350, 900),
        pc("Domeinnaam .nl (1 jaar)", 8, 18, [100, 300]),
      ],
    },
    {
      names: ["Fotografie {a}", "{a} Fotostudio", "Beeldmakers {stem}"],
      services: [
        flat("Fotoshoot zakelijke portretten (dagdeel)", 450, 900),
        pc("Nabewerking per gekozen foto", 8, 25, [500, 4000]),
        flat("Gebruiksrechten web en social media, 2 jaar", 150, 400),
        { text: "Reiskosten", unit: "km", price: [0, 0], qty: [0, 0] },
        h("Reistijd", 40, 60),
      ],
    },
    {
      names: ["Vertaalbureau {a}", "{a} Taalservice", "Tekstbureau {a}"],
      services: [
        { text: "Vertaling Nederlands–Engels", unit: "word", price: [0, 0], qty: [0, 0] },
        h("Redactie en proeflezen", 45, 70),
        pc("Beëdiging vertaling", 15, 30, [100, 300]),
        flat("Spoedtoeslag (levering binnen 48 uur)", 40, 120),
      ],
    },
    {
      names: ["Klusbedrijf {a}", "{a} Timmerwerken", "Bouw- en klusbedrijf {a}"],
      services: [
        flat("Plaatsen binnendeur incl. afhangen", 180, 450),
        h("Arbeid", 40, 55),
        flat("Materiaal: hang- en sluitwerk", 35, 120),
        flat("Voorrijkosten", 25, 50),
        flat("Afvoer bouwafval", 40, 95),
      ],
    },
    {
      names: ["{a} ICT-service", "Computerhulp {a}", "{stem} ICT"],
      services: [
        flat("Installatie laptop incl. overzetten gegevens", 120, 260),
        pc("Hulp op afstand (per kwartier)", 18, 30, [100, 1200]),
        h("Service op locatie", 70, 105),
        pc("Netwerkkabel Cat. 6, 5 m", 6, 15, [100, 1000]),
        flat("Antiviruslicentie (1 jaar, 3 apparaten)", 39, 69),
      ],
    },
  ],
};

/** Units as each language's tools print them. */
export const UNIT_WORDS: Record<Dev7Language, Record<Service["unit"], string>> = {
  de: { h: "Std.", pc: "Stk.", flat: "pauschal", km: "km", word: "Wörter" },
  nl: { h: "uur", pc: "stuk", flat: "post", km: "km", word: "woorden" },
};

/** A wholesaler's goods: text, unit, price range in cents, weight per unit in grams. */
export type Goods = [string, string, number, number, number];

export const GOODS: Record<Dev7Language, Goods[]> = {
  de: [
    ["Zylinderschraube DIN 912 M8x30, A2 (VE 100)", "VE", 890, 1490, 1100],
    ["Kabelbinder 4,8 x 300 mm, schwarz (VE 100)", "VE", 290, 690, 250],
    ["Einweghandschuhe Nitril, Gr. L (Box 100)", "Box", 590, 1290, 600],
    ["Sicherheitsschuh S3 ESD, Gr. 43", "Paar", 4900, 8900, 1400],
    ["Stretchfolie 500 mm x 300 m, 23 my", "Rolle", 1190, 1890, 2600],
    ["Faltkarton 600x400x400 mm, 2-wellig", "Stk", 149, 289, 900],
    ["Hydrauliköl HLP 46, Kanister 20 l", "Kan", 5900, 8900, 18500],
    ["PU-Druckluftschlauch 8x6 mm, 50 m", "Rolle", 2900, 4900, 1600],
    ["LED-Hallenstrahler 150 W, 4000 K", "Stk", 8900, 15900, 3200],
    ["Kupferrohr 15x1 mm, Stange 5 m", "Stg", 2300, 3900, 2000],
    ["Montageschaum B2, Dose 750 ml", "Dose", 590, 990, 900],
    ["Trennscheibe 125x1,0 mm Inox (VE 25)", "VE", 1990, 3490, 1300],
  ],
  nl: [
    ["Cilinderkopschroef DIN 912 M8x30, RVS A2 (doos 100)", "doos", 890, 1490, 1100],
    ["Tiewraps 4,8 x 300 mm, zwart (zak 100)", "zak", 290, 690, 250],
    ["Wegwerphandschoenen nitril, maat L (doos 100)", "doos", 590, 1290, 600],
    ["Werkschoen S3 ESD, maat 43", "paar", 4900, 8900, 1400],
    ["Rekfolie 500 mm x 300 m, 23 mu", "rol", 1190, 1890, 2600],
    ["Vouwdoos 600x400x400 mm, dubbelgolf", "st", 149, 289, 900],
    ["Hydraulische olie HLP 46, can 20 l", "can", 5900, 8900, 18500],
    ["PU-persluchtslang 8x6 mm, 50 m", "rol", 2900, 4900, 1600],
    ["LED-hallamp 150 W, 4000 K", "st", 8900, 15900, 3200],
    ["Koperen buis 15x1 mm, lengte 5 m", "lengte", 2300, 3900, 2000],
    ["Montageschuim B2, bus 750 ml", "bus", 590, 990, 900],
    ["Doorslijpschijf 125x1,0 mm inox (doos 25)", "doos", 1990, 3490, 1300],
  ],
};

/** A wholesaler's name patterns. */
export const WHOLESALERS: Record<Dev7Language, string[]> = {
  de: ["{a} Industriebedarf", "{stem} Technischer Handel", "{a} & {b} Werkzeug und Befestigung", "Großhandel {a}"],
  nl: ["{a} Technische Groothandel", "{stem} Industrial Supply", "{a} & {b} Bevestigingsmaterialen", "Groothandel {a}"],
};

/** Freight and packing as a wholesaler bills them. */
export const FREIGHT: Record<Dev7Language, string[]> = {
  de: ["Fracht und Verpackung", "Versandkostenpauschale Spedition", "Palettenversand (1 EUR-Palette)"],
  nl: ["Vracht en verpakking", "Verzendkosten expediteur", "Palletverzending (1 europallet)"],
};

/** The country's name on a foreign buyer's address, as the seller's language writes it. */
export const COUNTRY_NAMES: Record<Dev7Language, Record<string, string>> = {
  de: { DE: "DEUTSCHLAND", AT: "ÖSTERREICH", NL: "NIEDERLANDE", BE: "BELGIEN", FR: "FRANKREICH", IT: "ITALIEN" },
  nl: { DE: "DUITSLAND", AT: "OOSTENRIJK", NL: "NEDERLAND", BE: "BELGIË", FR: "FRANKRIJK", IT: "ITALIË" },
};

/** A periodical's publisher, its titles, and what a subscription bills. */
export const PUBLISHERS: Record<Dev7Language, string[]> = {
  de: ["{stem} Verlag", "Verlagsgruppe {a}", "Fachverlag {a} & {b}", "Verlagshaus {place}"],
  nl: ["Uitgeverij {stem}", "{a} Uitgevers", "Vakuitgeverij {a} & {b}", "Mediahuis {stem}"],
};
export const PERIODICALS: Record<Dev7Language, string[]> = {
  de: ["{stem} – Das Fachmagazin", "Fachblatt {stem}", "{stem} Report", "Bote für {place} und Umgebung"],
  nl: ["Vakblad {stem}", "{stem} Magazine", "Maandblad {stem}", "{stem} Nieuws"],
};
/** Subscription lines: {title} the periodical; the price range in whole units; whether it is the main one. */
export const SUBSCRIPTION_ITEMS: Record<Dev7Language, [string, number, number, boolean][]> = {
  de: [
    ["Jahresabonnement {title} (12 Ausgaben, Print)", 89, 240, true],
    ["Jahresabonnement {title} (Print + Digital)", 119, 280, true],
    ["E-Paper-Zugang zum Abonnement {title}", 12, 48, false],
    ["Sonderausgabe {title} Jahrbuch", 15, 39, false],
  ],
  nl: [
    ["Jaarabonnement {title} (12 nummers, print)", 89, 240, true],
    ["Jaarabonnement {title} (print + digitaal)", 119, 280, true],
    ["Digitale toegang bij abonnement {title}", 12, 48, false],
    ["Extra editie {title} Jaarboek", 15, 39, false],
  ],
};
/** An association's names and what it bills: the fee outside VAT, and taxed extras at the standard rate. */
export const ASSOCIATIONS: Record<Dev7Language, string[]> = {
  de: [
    "Förderverein {place} e. V.",
    "Bundesverband {stem} e. V.",
    "Tennisclub Grün-Weiß {place} e. V.",
    "Fachverband {a} e. V.",
  ],
  nl: ["Vereniging {stem}", "Tennisvereniging {place}", "Brancheorganisatie {stem}", "Historische Kring {place}"],
};
export const FEES: Record<Dev7Language, [string, number, number][]> = {
  de: [
    ["Mitgliedsbeitrag {year} (ordentliches Mitglied)", 60, 480],
    ["Mitgliedsbeitrag {year} (Fördermitglied)", 30, 180],
    ["Jahresbeitrag {year} (Firmenmitglied)", 250, 1200],
  ],
  nl: [
    ["Contributie {year} (gewoon lid)", 60, 480],
    ["Contributie {year} (steunend lid)", 30, 180],
    ["Jaarcontributie {year} (bedrijfslid)", 250, 1200],
  ],
};
export const FEE_EXTRAS: Record<Dev7Language, [string, number, number][]> = {
  de: [
    ["Aufnahmegebühr (einmalig)", 20, 80],
    ["Teilnahme Jahrestagung {year}", 90, 290],
    ["Platzmiete Hallensaison", 60, 180],
  ],
  nl: [
    ["Inschrijfgeld (eenmalig)", 20, 80],
    ["Deelname jaarcongres {year}", 90, 290],
    ["Baanhuur winterseizoen", 60, 180],
  ],
};

/** Why a credit note is issued. */
export const CREDIT_REASONS: Record<Dev7Language, { returned: string[]; price: string[] }> = {
  de: {
    returned: ["Rücksendung beschädigter Ware", "Retoure: falscher Artikel geliefert", "Rücknahme Überlieferung"],
    price: ["Preisminderung wegen Mängelrüge", "Falscher Preis berechnet", "Nachträglicher Projektrabatt"],
  },
  nl: {
    returned: ["Retour beschadigde goederen", "Retour: verkeerd artikel geleverd", "Terugname teveel geleverd"],
    price: ["Prijsvermindering na klacht", "Verkeerde prijs berekend", "Achteraf toegekende projectkorting"],
  },
};
/** A price reduction's line: {reason} {pos}. */
export const PRICE_LINE: Record<Dev7Language, string> = {
  de: "{reason} zu Pos. {pos}",
  nl: "{reason}, regel {pos}",
};
/** A cancellation's line: {text} the original line. */
export const STORNO_LINE: Record<Dev7Language, string> = { de: "Storno: {text}", nl: "Credit: {text}" };

/** An ERP's materials: text, unit, price range in cents per price unit, price unit (1 or 100). */
export type Material = [string, string, number, number, 1 | 100];

export const MATERIALS: Record<Dev7Language, Material[]> = {
  de: [
    ["Dichtring NBR 70 32x3", "ST", 1800, 4200, 100],
    ["Kugellager 6205-2RS C3", "ST", 420, 980, 1],
    ["O-Ring FKM 20x2,5", "ST", 2400, 5600, 100],
    ["Sechskantmutter DIN 934 M12 verz.", "ST", 390, 890, 100],
    ["Hydraulikschlauch 2SN DN10, Meterware", "M", 690, 1290, 1],
    ["Schmierfett Li-Komplex NLGI 2", "KG", 790, 1490, 1],
    ["Kühlschmierstoff Konzentrat", "L", 480, 920, 1],
    ["Zahnriemen HTD 8M-1200-30", "ST", 2900, 5900, 1],
    ["Filterpatrone 10 µm, Typ FP-250", "ST", 1450, 3200, 1],
    ["Flanschdichtung DN50 PN16", "ST", 6500, 14500, 100],
    ["Edelstahlblech 1.4301, 2 mm", "KG", 390, 690, 1],
    ["Passfeder DIN 6885 A 8x7x40", "ST", 2200, 4800, 100],
    ["Sensor induktiv M18, PNP", "ST", 2900, 6900, 1],
    ["Kabel H07RN-F 3G2,5", "M", 240, 520, 1],
    ["Pneumatikzylinder D32 H100", "ST", 6900, 12900, 1],
    ["Gewindestange M10 DIN 976, 1 m", "ST", 180, 420, 1],
  ],
  nl: [
    ["Afdichtring NBR 70 32x3", "ST", 1800, 4200, 100],
    ["Kogellager 6205-2RS C3", "ST", 420, 980, 1],
    ["O-ring FKM 20x2,5", "ST", 2400, 5600, 100],
    ["Zeskantmoer DIN 934 M12 verzinkt", "ST", 390, 890, 100],
    ["Hydraulische slang 2SN DN10, per meter", "M", 690, 1290, 1],
    ["Smeervet Li-complex NLGI 2", "KG", 790, 1490, 1],
    ["Koelsmeermiddel concentraat", "L", 480, 920, 1],
    ["Distributieriem HTD 8M-1200-30", "ST", 2900, 5900, 1],
    ["Filterpatroon 10 µm, type FP-250", "ST", 1450, 3200, 1],
    ["Flenspakking DN50 PN16", "ST", 6500, 14500, 100],
    ["RVS-plaat 1.4301, 2 mm", "KG", 390, 690, 1],
    ["Spie DIN 6885 A 8x7x40", "ST", 2200, 4800, 100],
    ["Inductieve sensor M18, PNP", "ST", 2900, 6900, 1],
    ["Kabel H07RN-F 3G2,5", "M", 240, 520, 1],
    ["Pneumatische cilinder D32 H100", "ST", 6900, 12900, 1],
    ["Draadeind M10 DIN 976, 1 m", "ST", 180, 420, 1],
  ],
};
export const ERP_COMPANIES: Record<Dev7Language, string[]> = {
  de: ["{stem} Antriebstechnik", "{a} Industrietechnik", "{stem} Fluid Systems", "{a}-{b} Maschinenteile"],
  nl: ["{stem} Aandrijftechniek", "{a} Industrietechniek", "{stem} Fluid Systems", "{a} {b} Machineonderdelen"],
};
