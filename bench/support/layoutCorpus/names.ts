/** Invented company and person names, and the goods and services on the lines, per language. */
import type { Rng } from "../classifyCorpus";
import type { Language } from "./vocab";

interface NameParts {
  surnames: string[];
  firstNames: [string[], string[]];
  /** Honorifics for a man and a woman, as an address block prints them. */
  honorifics: [string, string];
  trades: string[];
  places: string[];
  /** Compound stems ('Rhein' + 'technik'); empty where the language does not build names so. */
  stems: [string[], string[]];
  /** Ways to join the parts into a company's name. */
  patterns: string[];
  attention: string[];
}

const PARTS: Record<Language, NameParts> = {
  en: {
    surnames: [
      "Ashford",
      "Kingsley",
      "Thornton",
      "Whitmore",
      "Fletcher",
      "Harrison",
      "Bennett",
      "Cartwright",
      "Hughes",
    ],
    firstNames: [
      ["James", "Oliver", "Michael", "Daniel", "Robert"],
      ["Emma", "Sarah", "Laura", "Rachel", "Helen"],
    ],
    honorifics: ["Mr", "Ms"],
    trades: [
      "Supplies",
      "Logistics",
      "Engineering",
      "Print",
      "Solutions",
      "Systems",
      "Trading",
      "Electrical",
      "Consulting",
    ],
    places: [
      "Brookfield",
      "Redwood",
      "Harbour",
      "Summit",
      "Oakridge",
      "Northgate",
      "Riverside",
      "Westbury",
      "Pinnacle",
    ],
    stems: [[], []],
    patterns: ["{place} {trade}", "{surname} {trade}", "{surname} & {surname2}", "{place} {trade} Group"],
    attention: ["Attn: {person}", "FAO {person}", "Attention: {person}"],
  },
  de: {
    surnames: [
      "Müller",
      "Schmidt",
      "Weber",
      "Hoffmann",
      "Becker",
      "Wagner",
      "Schulz",
      "Huber",
      "Gruber",
      "Brunner",
      "Keller",
    ],
    firstNames: [
      ["Thomas", "Michael", "Stefan", "Andreas", "Jürgen"],
      ["Sabine", "Claudia", "Petra", "Anna", "Martina"],
    ],
    honorifics: ["Herrn", "Frau"],
    trades: [
      "Bürotechnik",
      "Elektrotechnik",
      "Haustechnik",
      "Metallbau",
      "Druckerei",
      "Gebäudeservice",
      "Werkzeuge",
      "Logistik",
    ],
    places: ["Rhein", "Alpen", "Isar", "Hansa", "Nordsee", "Schwarzwald", "Elbe", "Main"],
    stems: [
      ["Rhein", "Alpen", "Nord", "Isar", "Falken", "Linden", "Stern", "Brücken", "Hansa"],
      ["technik", "logistik", "werk", "soft", "druck", "handel", "metall", "medien", "plan"],
    ],
    patterns: ["{stem}", "{stem} {trade2}", "{surname} {trade}", "{surname} & Söhne", "{surname} & {surname2}"],
    attention: ["z. Hd. {person}", "z. H. {person}", "Abt. Buchhaltung"],
  },
  fr: {
    surnames: ["Dupont", "Martin", "Bernard", "Lefèvre", "Moreau", "Laurent", "Girard", "Roux", "Fournier", "Mercier"],
    firstNames: [
      ["Jean", "Pierre", "Nicolas", "François", "Olivier"],
      ["Marie", "Sophie", "Isabelle", "Céline", "Nathalie"],
    ],
    honorifics: ["M.", "Mme"],
    trades: [
      "Transports",
      "Imprimerie",
      "Menuiserie",
      "Électricité",
      "Fournitures",
      "Informatique",
      "Bureautique",
      "Nettoyage",
    ],
    places: ["du Rhône", "de la Loire", "Bellevue", "des Alpes", "du Centre", "Atlantique", "de Provence"],
    stems: [[], []],
    patterns: ["{trade} {surname}", "{surname} {trade}", "{trade} {place}", "{surname} et Fils", "Groupe {surname}"],
    attention: ["À l'attention de {person}", "Attn. {person}", "Service comptabilité"],
  },
  nl: {
    surnames: [
      "Van den Berg",
      "De Vries",
      "Jansen",
      "Bakker",
      "Visser",
      "Smit",
      "Meijer",
      "De Jong",
      "Mulder",
      "Peeters",
    ],
    firstNames: [
      ["Jan", "Pieter", "Bram", "Koen", "Dirk"],
      ["Anne", "Sanne", "Lotte", "Eva", "Inge"],
    ],
    honorifics: ["Dhr.", "Mevr."],
    trades: [
      "Installatietechniek",
      "Transport",
      "Drukkerij",
      "Bouw",
      "Techniek",
      "Kantoorartikelen",
      "Groothandel",
      "Advies",
    ],
    places: ["Polder", "Delta", "Noord", "Haven", "Duin", "Kempen"],
    stems: [
      ["Polder", "Delta", "Noord", "Zuid", "Haven", "Duin", "Molen"],
      ["bouw", "tech", "stroom", "log", "data", "druk", "groep"],
    ],
    patterns: ["{surname} {trade}", "{stem}", "{stem} {trade2}", "{surname} & Zn.", "{surname} {trade}"],
    attention: ["t.a.v. {person}", "T.a.v. {person}", "Afdeling crediteuren"],
  },
  it: {
    surnames: [
      "Rossi",
      "Russo",
      "Ferrari",
      "Esposito",
      "Bianchi",
      "Romano",
      "Colombo",
      "Ricci",
      "Marino",
      "Greco",
      "Gallo",
    ],
    firstNames: [
      ["Marco", "Luca", "Giuseppe", "Andrea", "Paolo"],
      ["Giulia", "Francesca", "Chiara", "Elena", "Laura"],
    ],
    honorifics: ["Sig.", "Sig.ra"],
    trades: [
      "Arredamenti",
      "Trasporti",
      "Forniture",
      "Impianti",
      "Costruzioni",
      "Tipografia",
      "Informatica",
      "Ricambi",
    ],
    places: ["Lombarda", "Adriatica", "del Nord", "Padana", "Tirrenica", "Veneta"],
    stems: [[], []],
    patterns: ["{surname} {trade}", "{trade} {surname}", "{trade} {place}", "{surname} & Figli", "Officine {surname}"],
    attention: ["c.a. {person}", "Alla c.a. di {person}", "Ufficio amministrazione"],
  },
  es: {
    surnames: ["García", "Martínez", "López", "Sánchez", "Pérez", "Gómez", "Fernández", "Ruiz", "Navarro", "Torres"],
    firstNames: [
      ["Juan", "Carlos", "Javier", "Miguel", "Antonio"],
      ["María", "Carmen", "Lucía", "Elena", "Isabel"],
    ],
    honorifics: ["D.", "Dña."],
    trades: [
      "Suministros",
      "Transportes",
      "Construcciones",
      "Instalaciones",
      "Distribuciones",
      "Gráficas",
      "Informática",
    ],
    places: ["del Sur", "Levante", "del Norte", "Ibérica", "Mediterráneo", "Cantábrica"],
    stems: [[], []],
    patterns: [
      "{trade} {surname}",
      "{trade} {place}",
      "Hermanos {surname}",
      "{surname} y {surname2}",
      "{trade} {surname}",
    ],
    attention: ["A/A: {person}", "Att.: {person}", "Dpto. de administración"],
  },
};

const GERMAN_TRADE2 = ["Systeme", "Service", "Vertrieb", "Handels", "Technik"];
const DUTCH_TRADE2 = ["Groep", "Services", "Nederland", "Techniek"];

/** A company's name without its legal form. */
export function companyCore(r: Rng, language: Language): string {
  const p = PARTS[language];
  const [a, b] = p.stems;
  const surname = r.pick(p.surnames);
  const fill: Record<string, () => string> = {
    place: () => r.pick(p.places),
    trade: () => r.pick(p.trades),
    trade2: () => r.pick(language === "nl" ? DUTCH_TRADE2 : GERMAN_TRADE2),
    surname: () => surname,
    surname2: () => r.pick(p.surnames.filter((s) => s !== surname)),
    stem: () => (a.length ? `${r.pick(a)}${r.pick(b)}` : r.pick(p.places)),
  };
  return r.pick(p.patterns).replace(/\{(\w+)\}/g, (_, key: string) => fill[key]());
}

export function personName(r: Rng, language: Language): { full: string; addressed: string } {
  const p = PARTS[language];
  const woman = r.chance(0.5);
  const first = r.pick(p.firstNames[woman ? 1 : 0]);
  const full = `${first} ${r.pick(p.surnames)}`;
  return { full, addressed: `${p.honorifics[woman ? 1 : 0]} ${full}` };
}

export function attentionLine(r: Rng, language: Language): string {
  return r.pick(PARTS[language].attention).replace("{person}", personName(r, language).addressed);
}

/** A description, whether it is billed by the hour, and a unit price range in whole currency units. */
export type Product = [string, boolean, number, number];

export const PRODUCTS: Record<Language, Product[]> = {
  en: [
    ["Copier paper A4 80gsm, box of 5 reams", false, 18, 32],
    ["Consulting services", true, 85, 160],
    ["Installation labour", true, 45, 75],
    ["LED panel 600x600 40W", false, 29, 65],
    ["Toner cartridge black", false, 39, 119],
    ["Pallet delivery, standard", false, 45, 95],
    ["Annual software licence", false, 240, 1200],
    ["Safety gloves, pack of 12", false, 9, 24],
    ["Website maintenance (monthly)", false, 150, 450],
    ["Office chair, ergonomic", false, 140, 420],
    ["Cable CAT6, 305 m drum", false, 79, 159],
    ["Project management", true, 70, 120],
  ],
  de: [
    ["Kopierpapier A4 80 g/m², 500 Blatt", false, 4, 9],
    ["Beratungsleistung", true, 85, 150],
    ["Montagearbeiten", true, 48, 78],
    ["LED-Panel 62x62 cm, 36 W", false, 29, 69],
    ["Tonerkartusche schwarz", false, 39, 129],
    ["Anfahrtspauschale", false, 25, 65],
    ["Softwarelizenz (12 Monate)", false, 240, 990],
    ["Schutzhandschuhe Gr. 9, 12 Paar", false, 12, 29],
    ["Wartungsvertrag Heizung", false, 120, 380],
    ["Bürostuhl ergonomisch", false, 149, 449],
    ["Installationskabel NYM-J 3x1,5, 100 m", false, 49, 99],
    ["Projektleitung", true, 75, 125],
  ],
  fr: [
    ["Ramette papier A4 80 g", false, 4, 9],
    ["Prestation de conseil", true, 80, 150],
    ["Main d'oeuvre installation", true, 45, 70],
    ["Dalle LED 600x600 40W", false, 29, 65],
    ["Cartouche de toner noir", false, 39, 119],
    ["Forfait déplacement", false, 25, 60],
    ["Licence logiciel annuelle", false, 240, 990],
    ["Gants de protection (lot de 12)", false, 12, 29],
    ["Contrat de maintenance", false, 120, 380],
    ["Fauteuil de bureau ergonomique", false, 149, 449],
    ["Câble électrique 3G1,5 - 100 m", false, 49, 99],
    ["Gestion de projet", true, 70, 120],
  ],
  nl: [
    ["Kopieerpapier A4 80 grams, 500 vel", false, 4, 9],
    ["Advieswerkzaamheden", true, 80, 145],
    ["Arbeidsloon installatie", true, 45, 72],
    ["LED-paneel 60x60 cm 36W", false, 29, 65],
    ["Tonercartridge zwart", false, 39, 119],
    ["Voorrijkosten", false, 25, 60],
    ["Softwarelicentie (jaar)", false, 240, 990],
    ["Werkhandschoenen, 12 paar", false, 12, 29],
    ["Onderhoudscontract", false, 120, 380],
    ["Bureaustoel ergonomisch", false, 149, 449],
    ["Installatiekabel 3x2,5 mm², 100 m", false, 49, 99],
    ["Projectbegeleiding", true, 70, 120],
  ],
  it: [
    ["Carta per fotocopie A4 80 g, risma", false, 4, 9],
    ["Consulenza tecnica", true, 80, 140],
    ["Manodopera installazione", true, 40, 68],
    ["Pannello LED 60x60 40W", false, 29, 65],
    ["Cartuccia toner nero", false, 39, 119],
    ["Diritto di chiamata", false, 25, 60],
    ["Licenza software annuale", false, 240, 990],
    ["Guanti da lavoro (conf. 12 paia)", false, 12, 29],
    ["Canone di manutenzione", false, 120, 380],
    ["Sedia da ufficio ergonomica", false, 149, 449],
    ["Cavo FG16OR16 3G2,5 - 100 m", false, 49, 99],
    ["Gestione progetto", true, 70, 120],
  ],
  es: [
    ["Papel A4 80 g, paquete 500 hojas", false, 4, 9],
    ["Servicios de consultoría", true, 75, 140],
    ["Mano de obra instalación", true, 38, 65],
    ["Panel LED 60x60 40W", false, 29, 65],
    ["Cartucho de tóner negro", false, 39, 119],
    ["Desplazamiento", false, 25, 60],
    ["Licencia de software anual", false, 240, 990],
    ["Guantes de protección (12 pares)", false, 12, 29],
    ["Contrato de mantenimiento", false, 120, 380],
    ["Silla de oficina ergonómica", false, 149, 449],
    ["Cable RZ1-K 3G2,5 - 100 m", false, 49, 99],
    ["Dirección de proyecto", true, 70, 120],
  ],
};

/** Units printed beside quantities: [by the hour, pieces]. */
export const UNITS: Record<Language, [string[], string[]]> = {
  en: [
    ["hrs", "h", "hours"],
    ["pcs", "ea", "x", "units"],
  ],
  de: [
    ["Std.", "h", "Stunden"],
    ["Stk.", "St.", "Stück", "x"],
  ],
  fr: [
    ["h", "heures", "H"],
    ["u.", "pce", "unité", "x"],
  ],
  nl: [
    ["uur", "u", "h"],
    ["st.", "stuks", "x", "st"],
  ],
  it: [
    ["ore", "h", "ora"],
    ["pz.", "pz", "n.", "x"],
  ],
  es: [
    ["h", "horas", "hr"],
    ["uds.", "ud.", "u.", "x"],
  ],
};
