/**
 * What half L's issuers bill, per language (half L, FRESH4: the fourth held-out set, written without reading the
 * engine): a field-service company's labour, call-out and parts; a car dealer's and a bike shop's vehicles, options
 * and the fees it pays on the buyer's behalf; a removals company's services, packing material and pass-through
 * costs; a hosting company's products; a fuel card issuer's products, stations and fees. Prices are in whole currency
 * units (ranges) unless said otherwise. Names of issuers carry {a} (a surname), {town} or {form} (the country's legal
 * form, fresh3Items.ts's FORMS). Every name is invented.
 */
import type { Language } from "./vocab";

type PerLanguage<T> = Record<Language, T>;

// ---------------------------------------------------------------------------------------------------------------
// A field-service company (plumber, electrician, heating engineer) billing from its app.

export const FIELD_NAMES: PerLanguage<string[]> = {
  en: ["{a} Plumbing & Heating {form}", "{town} Electrical Services {form}", "{a} Gas & Boiler Care {form}"],
  de: ["Haustechnik {a} {form}", "Elektro {a} {form}", "{town}er Sanitär-Notdienst {form}"],
  fr: ["{a} Plomberie Chauffage {form}", "Électricité {a} {form}", "Dépannage {town} {form}"],
  nl: ["Installatiebedrijf {a} {form}", "{a} Elektrotechniek {form}", "Loodgieter {town} {form}"],
  it: ["Idraulica {a} {form}", "Impianti Elettrici {a} {form}", "Pronto Intervento {town} {form}"],
  es: ["Fontanería {a} {form}", "Instalaciones Eléctricas {a} {form}", "Reparaciones {town} {form}"],
};

/** [labour per hour, call-out charge, travel zone, what was done (a sentence)]. */
export const FIELD_LABOUR: PerLanguage<[string, string, string, string[]]> = {
  en: [
    "Labour – engineer",
    "Call-out charge",
    "Travel zone 2",
    [
      "Leak under kitchen sink traced and repaired, trap replaced.",
      "Boiler serviced, pressure relief valve replaced, system refilled.",
      "Tripping circuit isolated, faulty RCD replaced and tested.",
      "Blocked soil stack cleared, CCTV inspection carried out.",
    ],
  ],
  de: [
    "Arbeitszeit Monteur",
    "Anfahrtspauschale",
    "Fahrtzone 2",
    [
      "Undichtigkeit am Spülenablauf gesucht und behoben, Siphon erneuert.",
      "Heizungswartung durchgeführt, Sicherheitsventil getauscht, Anlage befüllt.",
      "Auslösenden Stromkreis eingegrenzt, FI-Schalter ersetzt und geprüft.",
      "Verstopfte Fallleitung gespült, Kamerabefahrung durchgeführt.",
    ],
  ],
  fr: [
    "Main-d'œuvre technicien",
    "Forfait déplacement",
    "Zone de déplacement 2",
    [
      "Fuite sous évier recherchée et réparée, siphon remplacé.",
      "Entretien chaudière, soupape de sécurité remplacée, remise en pression.",
      "Circuit en défaut isolé, interrupteur différentiel remplacé et testé.",
      "Colonne d'évacuation débouchée, inspection caméra réalisée.",
    ],
  ],
  nl: [
    "Arbeidsloon monteur",
    "Voorrijkosten",
    "Reiszone 2",
    [
      "Lekkage onder het aanrecht opgespoord en verholpen, sifon vervangen.",
      "Cv-ketel onderhouden, overstortventiel vervangen, installatie bijgevuld.",
      "Storende groep gelokaliseerd, aardlekschakelaar vervangen en getest.",
      "Verstopte standleiding ontstopt, camera-inspectie uitgevoerd.",
    ],
  ],
  it: [
    "Manodopera tecnico",
    "Diritto di chiamata",
    "Trasferta zona 2",
    [
      "Ricercata e riparata perdita sotto il lavello, sifone sostituito.",
      "Manutenzione caldaia, valvola di sicurezza sostituita, impianto ricaricato.",
      "Isolato il circuito in avaria, interruttore differenziale sostituito e collaudato.",
      "Disostruita colonna di scarico, videoispezione eseguita.",
    ],
  ],
  es: [
    "Mano de obra técnico",
    "Salida / desplazamiento",
    "Zona de desplazamiento 2",
    [
      "Localizada y reparada fuga bajo el fregadero, sifón sustituido.",
      "Revisión de caldera, válvula de seguridad sustituida, circuito rellenado.",
      "Aislado el circuito averiado, diferencial sustituido y probado.",
      "Desatascada bajante, inspección con cámara realizada.",
    ],
  ],
};

/** Parts a job uses: description, part number prefix, price range. */
export const FIELD_PARTS: PerLanguage<[string, string, number, number][]> = {
  en: [
    ["Bottle trap 40 mm", "BT", 6, 18],
    ["Pressure relief valve 3 bar", "PRV", 19, 45],
    ["RCD 40 A 30 mA", "RCD", 28, 75],
    ["Compression fittings (set)", "CF", 4, 12],
    ["Flexible tap connector", "FTC", 5, 14],
    ["Thermostatic radiator valve", "TRV", 16, 39],
    ["Cable 2.5 mm² (m)", "CB", 1, 3],
  ],
  de: [
    ["Röhrensiphon DN 40", "SI", 6, 18],
    ["Sicherheitsventil 3 bar", "SV", 19, 45],
    ["FI-Schutzschalter 40 A 30 mA", "FI", 28, 75],
    ["Klemmverschraubungen (Satz)", "KV", 4, 12],
    ["Flexschlauch Armatur", "FS", 5, 14],
    ["Thermostatkopf Heizkörper", "TK", 16, 39],
    ["Mantelleitung NYM 3×2,5 (m)", "NYM", 1, 3],
  ],
  fr: [
    ["Siphon 40 mm", "SIP", 6, 18],
    ["Soupape de sécurité 3 bar", "SS", 19, 45],
    ["Interrupteur différentiel 40 A 30 mA", "ID", 28, 75],
    ["Raccords à compression (lot)", "RC", 4, 12],
    ["Flexible de robinet", "FX", 5, 14],
    ["Robinet thermostatique", "RT", 16, 39],
    ["Câble 2,5 mm² (m)", "CA", 1, 3],
  ],
  nl: [
    ["Buissifon 40 mm", "BS", 6, 18],
    ["Overstortventiel 3 bar", "OV", 19, 45],
    ["Aardlekschakelaar 40 A 30 mA", "ALS", 28, 75],
    ["Knelkoppelingen (set)", "KK", 4, 12],
    ["Flexibele aansluitslang", "FA", 5, 14],
    ["Thermostatische radiatorkraan", "TRK", 16, 39],
    ["Installatiedraad 2,5 mm² (m)", "VD", 1, 3],
  ],
  it: [
    ["Sifone a bottiglia 40 mm", "SF", 6, 18],
    ["Valvola di sicurezza 3 bar", "VS", 19, 45],
    ["Interruttore differenziale 40 A 30 mA", "DIF", 28, 75],
    ["Raccordi a compressione (kit)", "RC", 4, 12],
    ["Flessibile per rubinetto", "FL", 5, 14],
    ["Valvola termostatica", "VT", 16, 39],
    ["Cavo 2,5 mm² (m)", "CV", 1, 3],
  ],
  es: [
    ["Sifón de botella 40 mm", "SB", 6, 18],
    ["Válvula de seguridad 3 bar", "VS", 19, 45],
    ["Diferencial 40 A 30 mA", "DF", 28, 75],
    ["Racores de compresión (juego)", "RC", 4, 12],
    ["Latiguillo flexible", "LF", 5, 14],
    ["Válvula termostática radiador", "VT", 16, 39],
    ["Cable 2,5 mm² (m)", "CB", 1, 3],
  ],
};

/** A job credited: [goodwill on labour, part returned unused]. */
export const FIELD_CREDITS: PerLanguage<[string, string]> = {
  en: ["Goodwill – labour reduced", "Part returned unused"],
  de: ["Kulanz – Arbeitszeit gekürzt", "Teil unbenutzt zurück"],
  fr: ["Geste commercial – main-d'œuvre", "Pièce retournée non utilisée"],
  nl: ["Coulance – arbeidsloon", "Onderdeel ongebruikt retour"],
  it: ["Abbuono manodopera", "Ricambio reso non utilizzato"],
  es: ["Descuento comercial – mano de obra", "Repuesto devuelto sin usar"],
};

/** Units: [hours, pieces]. */
export const FIELD_UNITS: PerLanguage<[string, string]> = {
  en: ["h", "pc"],
  de: ["Std.", "Stk."],
  fr: ["h", "pce"],
  nl: ["uur", "st."],
  it: ["ore", "pz."],
  es: ["h", "ud."],
};

// ---------------------------------------------------------------------------------------------------------------
// A car dealer or a bike shop.

export const DEALER_NAMES: PerLanguage<string[]> = {
  en: ["{a} Motors {form}", "{town} Car Centre {form}", "{a} Cycles {form}"],
  de: ["Autohaus {a} {form}", "{a} Automobile {form}", "Zweirad {a} {form}"],
  fr: ["Garage {a} {form}", "{town} Automobiles {form}", "Cycles {a} {form}"],
  nl: ["Autobedrijf {a} {form}", "{a} Auto's {form}", "Tweewielers {a} {form}"],
  it: ["Concessionaria {a} {form}", "{a} Auto {form}", "Cicli {a} {form}"],
  es: ["Automóviles {a} {form}", "Concesionario {town} {form}", "Bicicletas {a} {form}"],
};

/** Cars: model, price range in thousands, new. */
export const CARS: [string, number, number, boolean][] = [
  ["Kestrel Vira 1.5 Hybrid", 22, 29, true],
  ["Norvane Estate 2.0 TDI", 31, 42, true],
  ["Albis C3 Crossback", 14, 19, false],
  ["Meridian EV Long Range", 39, 52, true],
  ["Tarrant 308 SW", 11, 17, false],
  ["Oskar Kombi 1.6", 9, 14, false],
];

/** Bikes: model, price range in hundreds. */
export const BIKES: [string, number, number][] = [
  ["Veloria Trekking E-500 Wave", 24, 39],
  ["Stradavia Gravel GX 105", 14, 26],
  ["Ostwind Cargo Duo E", 42, 65],
  ["Lumen City 7-speed", 6, 11],
];

/** Options sold with a car / with a bike: description, price range. */
export const CAR_EXTRAS: PerLanguage<[string, number, number][]> = {
  en: [
    ["Pre-delivery inspection & valet", 250, 650],
    ["Winter wheels set 17″", 690, 1290],
    ["Paint protection", 199, 499],
    ["Tow bar, detachable", 590, 990],
  ],
  de: [
    ["Überführung und Fahrzeugaufbereitung", 250, 650],
    ["Winterkompletträder 17 Zoll", 690, 1290],
    ["Lackversiegelung", 199, 499],
    ["Anhängerkupplung abnehmbar", 590, 990],
  ],
  fr: [
    ["Frais de mise à la route", 250, 650],
    ["Jeu de roues hiver 17 pouces", 690, 1290],
    ["Protection carrosserie", 199, 499],
    ["Attelage démontable", 590, 990],
  ],
  nl: [
    ["Afleverkosten en poetsbeurt", 250, 650],
    ["Set winterwielen 17 inch", 690, 1290],
    ["Lakbescherming", 199, 499],
    ["Afneembare trekhaak", 590, 990],
  ],
  it: [
    ["Messa su strada e preparazione", 250, 650],
    ['Treno ruote invernali 17"', 690, 1290],
    ["Trattamento protettivo carrozzeria", 199, 499],
    ["Gancio traino estraibile", 590, 990],
  ],
  es: [
    ["Preparación y gastos de entrega", 250, 650],
    ['Juego de ruedas de invierno 17"', 690, 1290],
    ["Protección de pintura", 199, 499],
    ["Enganche desmontable", 590, 990],
  ],
};

export const BIKE_EXTRAS: PerLanguage<[string, number, number][]> = {
  en: [
    ["Folding lock", 49, 119],
    ["Helmet", 39, 149],
    ["Bike fit & first service", 45, 90],
    ["Pannier rack bags (pair)", 59, 139],
  ],
  de: [
    ["Faltschloss", 49, 119],
    ["Fahrradhelm", 39, 149],
    ["Sitzpositionsanalyse und Erstinspektion", 45, 90],
    ["Gepäckträgertaschen (Paar)", 59, 139],
  ],
  fr: [
    ["Antivol pliant", 49, 119],
    ["Casque vélo", 39, 149],
    ["Étude posturale et première révision", 45, 90],
    ["Sacoches de porte-bagages (paire)", 59, 139],
  ],
  nl: [
    ["Vouwslot", 49, 119],
    ["Fietshelm", 39, 149],
    ["Fietsafstelling en eerste beurt", 45, 90],
    ["Dubbele fietstas", 59, 139],
  ],
  it: [
    ["Lucchetto pieghevole", 49, 119],
    ["Casco bici", 39, 149],
    ["Biomeccanica e primo tagliando", 45, 90],
    ["Borse da portapacchi (coppia)", 59, 139],
  ],
  es: [
    ["Candado plegable", 49, 119],
    ["Casco de ciclismo", 39, 149],
    ["Ajuste de bici y primera revisión", 45, 90],
    ["Alforjas traseras (par)", 59, 139],
  ],
};

/** Fees paid on the buyer's behalf (outside VAT), per country: description, price range. */
export const REGISTRATION_FEES: Record<string, [string, number, number][]> = {
  GB: [
    ["First registration fee*", 55, 55],
    ["Vehicle excise duty, 12 months*", 190, 600],
  ],
  IE: [
    ["Vehicle Registration Tax*", 900, 3200],
    ["Motor tax, 12 months*", 190, 600],
  ],
  US: [
    ["Title & registration fees*", 150, 420],
    ["License plates*", 25, 75],
  ],
  DE: [
    ["Zulassungsgebühren*", 30, 60],
    ["Kennzeichenschilder*", 25, 45],
  ],
  AT: [
    ["Zulassung und Begutachtung*", 180, 220],
    ["Kennzeichentafeln*", 25, 45],
  ],
  CH: [
    ["Gebühren Strassenverkehrsamt*", 60, 180],
    ["Kontrollschilder*", 40, 80],
  ],
  FR: [
    ["Certificat d'immatriculation*", 200, 900],
    ["Plaques d'immatriculation*", 30, 60],
  ],
  BE: [
    ["Immatriculation DIV*", 30, 60],
    ["Plaque d'immatriculation*", 25, 45],
  ],
  NL: [
    ["Kentekenleges RDW*", 40, 60],
    ["Kentekenplaten*", 25, 45],
  ],
  IT: [
    ["IPT ed emolumenti*", 300, 900],
    ["Targhe*", 40, 60],
  ],
  ES: [
    ["Impuesto de matriculación*", 300, 1800],
    ["Tasa DGT y placas*", 98, 140],
  ],
};

/** Belgian-Dutch fees (the BE key above is French). */
export const REGISTRATION_FEES_BE_NL: [string, number, number][] = [
  ["Inschrijving DIV*", 30, 60],
  ["Kentekenplaat*", 25, 45],
];

/** A sale credited: [price adjustment (goodwill), an option returned]. */
export const DEALER_CREDITS: PerLanguage<[string, string]> = {
  en: ["Price adjustment (goodwill)", "Option returned"],
  de: ["Preisnachlass (Kulanz)", "Zubehör zurückgenommen"],
  fr: ["Remise commerciale accordée", "Accessoire repris"],
  nl: ["Prijscorrectie (coulance)", "Accessoire retour"],
  it: ["Sconto concesso (abbuono)", "Accessorio reso"],
  es: ["Ajuste de precio (cortesía)", "Accesorio devuelto"],
};

export const FINANCE_BANKS = [
  "Caldera Auto Finance",
  "Nordhaven Bank",
  "Sintra Credit",
  "Volta Leasing",
  "Arcadia Finance",
];

// ---------------------------------------------------------------------------------------------------------------
// A removals company.

export const MOVER_NAMES: PerLanguage<string[]> = {
  en: ["{a} Removals {form}", "{town} Removals & Storage {form}", "{a} & Sons Removals {form}"],
  de: ["Umzüge {a} {form}", "{a} Umzugslogistik {form}", "{town}er Möbeltransporte {form}"],
  fr: ["Déménagements {a} {form}", "{a} Déménageurs {form}", "{town} Déménagement {form}"],
  nl: ["Verhuizingen {a} {form}", "{a} Verhuisservice {form}", "Verhuisbedrijf {town} {form}"],
  it: ["Traslochi {a} {form}", "{a} Traslochi e Deposito {form}", "Traslochi {town} {form}"],
  es: ["Mudanzas {a} {form}", "{a} Guardamuebles {form}", "Mudanzas {town} {form}"],
};

/** [flat rate as quoted, transport per m³, crew hours, hoist, kitchen dismantling, storage per week]. */
export const MOVER_SERVICES: PerLanguage<string[]> = {
  en: [
    "House move as quoted – fixed price",
    "Transport per m³",
    "Crew hours (men)",
    "External furniture lift",
    "Kitchen dismantle & refit",
    "Container storage per week",
  ],
  de: [
    "Umzug laut Angebot – Festpreis",
    "Transport je m³",
    "Packer-Stunden",
    "Möbelaufzug (Außenlift)",
    "Küchenabbau und -aufbau",
    "Einlagerung je Woche",
  ],
  fr: [
    "Déménagement selon devis – forfait",
    "Transport au m³",
    "Heures déménageurs",
    "Monte-meubles",
    "Démontage et remontage cuisine",
    "Garde-meubles par semaine",
  ],
  nl: [
    "Verhuizing volgens offerte – vaste prijs",
    "Transport per m³",
    "Manuren verhuizers",
    "Verhuislift",
    "Keuken demonteren en monteren",
    "Opslag per week",
  ],
  it: [
    "Trasloco come da preventivo – forfait",
    "Trasporto al m³",
    "Ore facchinaggio",
    "Autoscala montamobili",
    "Smontaggio e rimontaggio cucina",
    "Deposito a settimana",
  ],
  es: [
    "Mudanza según presupuesto – precio cerrado",
    "Transporte por m³",
    "Horas de operario",
    "Elevador exterior",
    "Desmontaje y montaje de cocina",
    "Guardamuebles por semana",
  ],
};

/** Packing material: description, price range in cents. */
export const MOVER_MATERIALS: PerLanguage<[string, number, number][]> = {
  en: [
    ["Removal boxes", 180, 320],
    ["Wardrobe cartons", 900, 1400],
    ["Bubble wrap roll", 1200, 2200],
  ],
  de: [
    ["Umzugskartons", 180, 320],
    ["Kleiderboxen", 900, 1400],
    ["Luftpolsterfolie (Rolle)", 1200, 2200],
  ],
  fr: [
    ["Cartons de déménagement", 180, 320],
    ["Cartons penderie", 900, 1400],
    ["Rouleau papier bulle", 1200, 2200],
  ],
  nl: [
    ["Verhuisdozen", 180, 320],
    ["Kledingdozen", 900, 1400],
    ["Rol noppenfolie", 1200, 2200],
  ],
  it: [
    ["Scatoloni trasloco", 180, 320],
    ["Scatole armadio", 900, 1400],
    ["Rotolo pluriball", 1200, 2200],
  ],
  es: [
    ["Cajas de mudanza", 180, 320],
    ["Cajas armario", 900, 1400],
    ["Rollo de plástico de burbujas", 1200, 2200],
  ],
};

/** Costs passed on outside VAT: [parking suspension, insurance premium]. */
export const MOVER_OUTSIDE: PerLanguage<[string, string]> = {
  en: ["Parking suspension (council)°", "Goods-in-transit premium°"],
  de: ["Halteverbotszone (Behörde)°", "Transportversicherung (Prämie)°"],
  fr: ["Arrêté de stationnement (mairie)°", "Assurance ad valorem (prime)°"],
  nl: ["Parkeerontheffing (gemeente)°", "Verhuisverzekering (premie)°"],
  it: ["Occupazione suolo pubblico°", "Polizza trasporto (premio)°"],
  es: ["Reserva de vía pública°", "Seguro de mercancía (prima)°"],
};

/** [unused boxes taken back, smaller volume than quoted]. */
export const MOVER_CREDITS: PerLanguage<[string, string]> = {
  en: ["Unused boxes taken back", "Volume below quote"],
  de: ["Unbenutzte Kartons zurück", "Weniger Volumen als angeboten"],
  fr: ["Cartons non utilisés repris", "Volume inférieur au devis"],
  nl: ["Ongebruikte dozen retour", "Minder volume dan geoffreerd"],
  it: ["Scatoloni non usati ritirati", "Volume inferiore al preventivo"],
  es: ["Cajas no usadas recogidas", "Volumen inferior al presupuesto"],
};

/** A floor's access: [lift, stairs only, ground floor], and the crew in words ({n} people, {v} vans). */
export const MOVER_ACCESS: PerLanguage<[string, string, string, string]> = {
  en: ["lift", "stairs only", "ground floor", "{n} porters · {v} van(s)"],
  de: ["mit Aufzug", "nur Treppe", "Erdgeschoss", "{n} Möbelpacker · {v} Lkw"],
  fr: ["ascenseur", "escalier seul", "rez-de-chaussée", "{n} déménageurs · {v} camion(s)"],
  nl: ["met lift", "alleen trap", "begane grond", "{n} verhuizers · {v} wagen(s)"],
  it: ["con ascensore", "solo scale", "piano terra", "{n} facchini · {v} furgone/i"],
  es: ["con ascensor", "solo escalera", "planta baja", "{n} operarios · {v} camión(es)"],
};

export const MOVER_UNITS: PerLanguage<[string, string, string]> = {
  en: ["m³", "h", "wk"],
  de: ["m³", "Std.", "Wo."],
  fr: ["m³", "h", "sem."],
  nl: ["m³", "uur", "wk"],
  it: ["m³", "ore", "sett."],
  es: ["m³", "h", "sem."],
};

// ---------------------------------------------------------------------------------------------------------------
// A hosting company or domain registrar.

export const HOST_NAMES: PerLanguage<string[]> = {
  en: ["{a} Hosting {form}", "{town} Data Services {form}", "Netfold {a} {form}"],
  de: ["{a} Webhosting {form}", "{town} Rechenzentrum {form}", "Servado {a} {form}"],
  fr: ["{a} Hébergement {form}", "Datacentre {town} {form}", "Nuvéo {a} {form}"],
  nl: ["{a} Hosting {form}", "Datacenter {town} {form}", "Webkluis {a} {form}"],
  it: ["{a} Hosting {form}", "Data Center {town} {form}", "Nuvolari {a} {form}"],
  es: ["{a} Hosting {form}", "Centro de Datos {town} {form}", "Nubaria {a} {form}"],
};

/** Products: description ({domain} where one), months per term, price range per term in cents. */
export const HOST_PRODUCTS: PerLanguage<[string, number, number, number][]> = {
  en: [
    ["Domain renewal {domain}", 12, 899, 1899],
    ["Domain transfer {domain}", 12, 799, 1499],
    ["Web hosting Business", 12, 4800, 14400],
    ["Mailbox 25 GB", 1, 199, 499],
    ["SSL certificate DV", 12, 2900, 7900],
    ["Virtual server V4", 1, 899, 2999],
    ["Daily backup add-on", 1, 150, 490],
    ["Premium DNS zone", 12, 600, 2400],
  ],
  de: [
    ["Domainverlängerung {domain}", 12, 899, 1899],
    ["Domaintransfer {domain}", 12, 799, 1499],
    ["Webhosting Business", 12, 4800, 14400],
    ["Postfach 25 GB", 1, 199, 499],
    ["SSL-Zertifikat DV", 12, 2900, 7900],
    ["Virtueller Server V4", 1, 899, 2999],
    ["Tägliches Backup (Option)", 1, 150, 490],
    ["Premium-DNS-Zone", 12, 600, 2400],
  ],
  fr: [
    ["Renouvellement domaine {domain}", 12, 899, 1899],
    ["Transfert domaine {domain}", 12, 799, 1499],
    ["Hébergement web Business", 12, 4800, 14400],
    ["Boîte e-mail 25 Go", 1, 199, 499],
    ["Certificat SSL DV", 12, 2900, 7900],
    ["Serveur virtuel V4", 1, 899, 2999],
    ["Option sauvegarde quotidienne", 1, 150, 490],
    ["Zone DNS premium", 12, 600, 2400],
  ],
  nl: [
    ["Verlenging domein {domain}", 12, 899, 1899],
    ["Verhuizing domein {domain}", 12, 799, 1499],
    ["Webhosting Business", 12, 4800, 14400],
    ["Mailbox 25 GB", 1, 199, 499],
    ["SSL-certificaat DV", 12, 2900, 7900],
    ["Virtuele server V4", 1, 899, 2999],
    ["Dagelijkse back-up (optie)", 1, 150, 490],
    ["Premium DNS-zone", 12, 600, 2400],
  ],
  it: [
    ["Rinnovo dominio {domain}", 12, 899, 1899],
    ["Trasferimento dominio {domain}", 12, 799, 1499],
    ["Hosting web Business", 12, 4800, 14400],
    ["Casella e-mail 25 GB", 1, 199, 499],
    ["Certificato SSL DV", 12, 2900, 7900],
    ["Server virtuale V4", 1, 899, 2999],
    ["Backup giornaliero (opzione)", 1, 150, 490],
    ["Zona DNS premium", 12, 600, 2400],
  ],
  es: [
    ["Renovación dominio {domain}", 12, 899, 1899],
    ["Traslado de dominio {domain}", 12, 799, 1499],
    ["Alojamiento web Business", 12, 4800, 14400],
    ["Buzón de correo 25 GB", 1, 199, 499],
    ["Certificado SSL DV", 12, 2900, 7900],
    ["Servidor virtual V4", 1, 899, 2999],
    ["Copia de seguridad diaria (opción)", 1, 150, 490],
    ["Zona DNS premium", 12, 600, 2400],
  ],
};

/** A product refunded pro rata (a credit note). */
export const HOST_CREDITS: PerLanguage<string> = {
  en: "Refund pro rata – cancelled",
  de: "Anteilige Erstattung – gekündigt",
  fr: "Remboursement au prorata – résilié",
  nl: "Restitutie naar rato – opgezegd",
  it: "Rimborso pro rata – disdetto",
  es: "Reembolso prorrateado – cancelado",
};

export const TLDS = [".com", ".net", ".eu", ".org", ".shop", ".io"];

// ---------------------------------------------------------------------------------------------------------------
// A fuel card issuer.

export const FUEL_NAMES: PerLanguage<string[]> = {
  en: ["{a} Fleet Fuels {form}", "Roadcard {town} {form}", "{a} Fuelcard Services {form}"],
  de: ["{a} Tankkarten {form}", "Flottenservice {town} {form}", "{a} Mineralöl {form}"],
  fr: ["Cartes Carburant {a} {form}", "{a} Flotte Énergie {form}", "Carbu {town} {form}"],
  nl: ["{a} Tankpassen {form}", "Brandstofservice {town} {form}", "{a} Olie {form}"],
  it: ["Carte Carburante {a} {form}", "{a} Petroli {form}", "Flotta {town} {form}"],
  es: ["Tarjetas Carburante {a} {form}", "{a} Petróleos {form}", "Flotas {town} {form}"],
};

/** Products: description, price per litre (or per piece) in tenths of a cent, range, and whether it is per litre. */
export const FUEL_PRODUCTS: PerLanguage<[string, number, number, boolean][]> = {
  en: [
    ["Diesel", 1180, 1520, true],
    ["Unleaded 95", 1210, 1560, true],
    ["AdBlue", 590, 890, true],
    ["Car wash programme", 6500, 12500, false],
  ],
  de: [
    ["Diesel", 1180, 1520, true],
    ["Super E10", 1210, 1560, true],
    ["AdBlue", 590, 890, true],
    ["Wäsche Programm Gold", 6500, 12500, false],
  ],
  fr: [
    ["Gazole", 1180, 1520, true],
    ["SP95-E10", 1210, 1560, true],
    ["AdBlue", 590, 890, true],
    ["Lavage haute pression", 6500, 12500, false],
  ],
  nl: [
    ["Diesel", 1180, 1520, true],
    ["Euro 95 E10", 1210, 1560, true],
    ["AdBlue", 590, 890, true],
    ["Wasprogramma", 6500, 12500, false],
  ],
  it: [
    ["Gasolio", 1180, 1520, true],
    ["Benzina senza piombo", 1210, 1560, true],
    ["AdBlue", 590, 890, true],
    ["Lavaggio self", 6500, 12500, false],
  ],
  es: [
    ["Gasóleo A", 1180, 1520, true],
    ["Sin plomo 95", 1210, 1560, true],
    ["AdBlue", 590, 890, true],
    ["Lavado de vehículo", 6500, 12500, false],
  ],
};

/** Invented station brands. */
export const STATION_BRANDS = ["Petrolia", "Vialto", "Nordtank", "Rapido", "Sunfuel", "Orbis"];

/** [card fee per card and month, service fee]. */
export const FUEL_FEES: PerLanguage<[string, string]> = {
  en: ["Card fee (monthly)", "Account service charge"],
  de: ["Kartengebühr (monatlich)", "Servicepauschale Konto"],
  fr: ["Frais de carte (mensuels)", "Frais de gestion du compte"],
  nl: ["Pasgeld (maandelijks)", "Servicekosten rekening"],
  it: ["Canone carta (mensile)", "Commissione di servizio"],
  es: ["Cuota de tarjeta (mensual)", "Comisión de gestión"],
};

/** A statement credited: a price correction at a station. */
export const FUEL_CREDITS: PerLanguage<string> = {
  en: "Price correction",
  de: "Preiskorrektur",
  fr: "Correction de prix",
  nl: "Prijscorrectie",
  it: "Rettifica prezzo",
  es: "Corrección de precio",
};
