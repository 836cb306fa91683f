/**
 * What half E's layouts bill and name, per language: a consultant's tasks, a marketplace's goods, a builder's work
 * items and sites, and the countries, transport and payment methods an export or an order names.
 */
import type { Language } from "./vocab";

/** Tasks a consultant bills by the hour. */
export const TASKS: Record<Language, string[]> = {
  en: [
    "Requirements workshop with the project team",
    "Review of the current process documentation",
    "Drafting the target data model",
    "Weekly status call and minutes",
    "Code review of the import module",
    "Preparing the steering committee slides",
    "Testing support, user acceptance round 1",
    "On-site training for key users",
    "Follow-up on open change requests",
    "Migration rehearsal and sign-off notes",
  ],
  de: [
    "Workshop Anforderungsaufnahme mit dem Projektteam",
    "Sichtung der bestehenden Prozessdokumentation",
    "Entwurf Soll-Datenmodell",
    "Wöchentlicher Jour fixe inkl. Protokoll",
    "Code-Review Importmodul",
    "Vorbereitung Lenkungskreis-Präsentation",
    "Testunterstützung Abnahmetest, Runde 1",
    "Schulung der Key-User vor Ort",
    "Nacharbeiten offene Änderungsanträge",
    "Generalprobe Datenmigration und Abnahmevermerk",
  ],
  fr: [
    "Atelier de recueil des besoins avec l'équipe projet",
    "Analyse de la documentation des processus existants",
    "Conception du modèle de données cible",
    "Point hebdomadaire et compte rendu",
    "Revue de code du module d'import",
    "Préparation du comité de pilotage",
    "Assistance à la recette, campagne 1",
    "Formation des utilisateurs clés sur site",
    "Suivi des demandes d'évolution ouvertes",
    "Répétition de la migration et procès-verbal",
  ],
  nl: [
    "Workshop requirements met het projectteam",
    "Doornemen huidige procesdocumentatie",
    "Ontwerp doel-datamodel",
    "Wekelijks overleg en verslag",
    "Code review importmodule",
    "Voorbereiding stuurgroepvergadering",
    "Ondersteuning acceptatietest, ronde 1",
    "Training key-users op locatie",
    "Afhandeling openstaande wijzigingsverzoeken",
    "Proefmigratie en akkoordverslag",
  ],
  it: [
    "Workshop di raccolta requisiti con il team di progetto",
    "Analisi della documentazione dei processi attuali",
    "Progettazione del modello dati di destinazione",
    "Riunione settimanale di avanzamento e verbale",
    "Revisione del codice del modulo di importazione",
    "Preparazione del comitato guida",
    "Supporto ai test di collaudo, ciclo 1",
    "Formazione degli utenti chiave in sede",
    "Gestione delle richieste di modifica aperte",
    "Prova generale di migrazione e verbale",
  ],
  es: [
    "Taller de toma de requisitos con el equipo del proyecto",
    "Revisión de la documentación de procesos actual",
    "Diseño del modelo de datos objetivo",
    "Reunión semanal de seguimiento y acta",
    "Revisión de código del módulo de importación",
    "Preparación del comité de dirección",
    "Soporte a las pruebas de aceptación, ronda 1",
    "Formación presencial a usuarios clave",
    "Seguimiento de solicitudes de cambio abiertas",
    "Ensayo de migración y acta de conformidad",
  ],
};

/** The travel a consultant bills by the kilometre (or mile), and the unit. */
export const MILEAGE: Record<Language, [string, string]> = {
  en: ["Mileage to client site", "mi"],
  de: ["Fahrtkosten Pkw", "km"],
  fr: ["Indemnités kilométriques", "km"],
  nl: ["Reiskosten (kilometervergoeding)", "km"],
  it: ["Rimborso chilometrico", "km"],
  es: ["Kilometraje desplazamiento", "km"],
};

/** A marketplace's goods: description, whether the reduced rate applies (books, food), gross price range. */
export type Good = [string, boolean, number, number];

export const GOODS: Record<Language, Good[]> = {
  en: [
    ["Wireless headphones, over-ear, black", false, 39, 189],
    ["USB-C charging cable 2 m, 2-pack", false, 8, 19],
    ["Stainless steel water bottle 750 ml", false, 14, 32],
    ["LED desk lamp with dimmer", false, 22, 59],
    ["Paperback: The Art of Project Management", true, 9, 24],
    ["Whole bean coffee, 1 kg", true, 14, 29],
    ["Ergonomic wireless mouse", false, 19, 69],
    ["Cotton bath towels, set of 4", false, 24, 49],
  ],
  de: [
    ["Bluetooth-Kopfhörer Over-Ear, schwarz", false, 39, 189],
    ["USB-C Ladekabel 2 m, 2er-Pack", false, 8, 19],
    ["Edelstahl-Trinkflasche 750 ml", false, 14, 32],
    ["LED-Schreibtischlampe dimmbar", false, 22, 59],
    ["Taschenbuch: Projektmanagement kompakt", true, 9, 24],
    ["Kaffeebohnen Espresso, 1 kg", true, 14, 29],
    ["Ergonomische Funkmaus", false, 19, 69],
    ["Frottee-Handtücher, 4er-Set", false, 24, 49],
  ],
  fr: [
    ["Casque Bluetooth circum-auriculaire, noir", false, 39, 189],
    ["Câble de charge USB-C 2 m, lot de 2", false, 8, 19],
    ["Gourde inox 750 ml", false, 14, 32],
    ["Lampe de bureau LED à variateur", false, 22, 59],
    ["Livre de poche : La gestion de projet", true, 9, 24],
    ["Café en grains, 1 kg", true, 14, 29],
    ["Souris sans fil ergonomique", false, 19, 69],
    ["Serviettes de bain en coton, lot de 4", false, 24, 49],
  ],
  nl: [
    ["Draadloze koptelefoon over-ear, zwart", false, 39, 189],
    ["USB-C laadkabel 2 m, 2-pack", false, 8, 19],
    ["RVS drinkfles 750 ml", false, 14, 32],
    ["Led-bureaulamp dimbaar", false, 22, 59],
    ["Paperback: Projectmanagement in de praktijk", true, 9, 24],
    ["Koffiebonen, 1 kg", true, 14, 29],
    ["Ergonomische draadloze muis", false, 19, 69],
    ["Katoenen badhanddoeken, set van 4", false, 24, 49],
  ],
  it: [
    ["Cuffie Bluetooth over-ear, nere", false, 39, 189],
    ["Cavo di ricarica USB-C 2 m, confezione da 2", false, 8, 19],
    ["Borraccia in acciaio inox 750 ml", false, 14, 32],
    ["Lampada da scrivania LED dimmerabile", false, 22, 59],
    ["Libro tascabile: Gestire i progetti", true, 9, 24],
    ["Caffè in grani, 1 kg", true, 14, 29],
    ["Mouse wireless ergonomico", false, 19, 69],
    ["Asciugamani in cotone, set da 4", false, 24, 49],
  ],
  es: [
    ["Auriculares Bluetooth de diadema, negro", false, 39, 189],
    ["Cable de carga USB-C 2 m, pack de 2", false, 8, 19],
    ["Botella de acero inoxidable 750 ml", false, 14, 32],
    ["Lámpara de escritorio LED regulable", false, 22, 59],
    ["Libro de bolsillo: Gestión de proyectos", true, 9, 24],
    ["Café en grano, 1 kg", true, 14, 29],
    ["Ratón inalámbrico ergonómico", false, 19, 69],
    ["Toallas de baño de algodón, juego de 4", false, 24, 49],
  ],
};

/** A builder's work item: description, unit, quantity range, unit price range (whole currency units). */
export type Work = [string, string, number, number, number, number];

export const WORKS: Record<Language, Work[]> = {
  en: [
    ["Site set-up and welfare facilities", "item", 1, 1, 2500, 9000],
    ["Excavation to reduced levels, cart away", "m3", 80, 600, 18, 45],
    ["Reinforced concrete ground slab 200 mm", "m2", 120, 900, 55, 95],
    ["Blockwork inner leaf 100 mm", "m2", 150, 1200, 32, 58],
    ["Cable tray and containment, first fix", "m", 200, 1500, 14, 35],
    ["Plasterboard partitions incl. studwork", "m2", 100, 800, 38, 72],
    ["Screed 65 mm, sand and cement", "m2", 150, 1000, 16, 29],
    ["Supply and fit internal doorsets", "nr", 8, 60, 380, 920],
    ["Scaffolding hire, per week", "wk", 2, 16, 450, 1400],
  ],
  de: [
    ["Baustelleneinrichtung, vorhalten und räumen", "psch", 1, 1, 2500, 9000],
    ["Baugrube ausheben, Boden abfahren", "m³", 80, 600, 18, 45],
    ["Stahlbeton-Bodenplatte d = 20 cm", "m²", 120, 900, 55, 95],
    ["Mauerwerk Kalksandstein 17,5 cm", "m²", 150, 1200, 42, 78],
    ["Kabelrinne 300 mm liefern und montieren", "m", 200, 1500, 14, 35],
    ["Trockenbauwand GK, doppelt beplankt", "m²", 100, 800, 38, 72],
    ["Zementestrich CT-C25-F4, 5 cm", "m²", 150, 1000, 16, 29],
    ["Innentürelemente liefern und einbauen", "Stk", 8, 60, 380, 920],
    ["Gerüst vorhalten, je Woche", "Wo", 2, 16, 450, 1400],
  ],
  fr: [
    ["Installation de chantier", "ens", 1, 1, 2500, 9000],
    ["Terrassement en déblai, évacuation des terres", "m3", 80, 600, 18, 45],
    ["Dallage béton armé ép. 20 cm", "m2", 120, 900, 55, 95],
    ["Maçonnerie en blocs béton 20 cm", "m2", 150, 1200, 42, 78],
    ["Chemin de câbles 300 mm, fourniture et pose", "ml", 200, 1500, 14, 35],
    ["Cloisons en plaques de plâtre sur ossature", "m2", 100, 800, 38, 72],
    ["Chape ciment 5 cm", "m2", 150, 1000, 16, 29],
    ["Blocs-portes intérieurs, fourniture et pose", "u", 8, 60, 380, 920],
    ["Location d'échafaudage, par semaine", "sem", 2, 16, 450, 1400],
  ],
  nl: [
    ["Bouwplaatsinrichting", "post", 1, 1, 2500, 9000],
    ["Ontgraven bouwput, grond afvoeren", "m3", 80, 600, 18, 45],
    ["Gewapende betonvloer 200 mm", "m2", 120, 900, 55, 95],
    ["Kalkzandsteen binnenspouwblad 100 mm", "m2", 150, 1200, 42, 78],
    ["Kabelgoot 300 mm leveren en monteren", "m1", 200, 1500, 14, 35],
    ["Metal-stud wanden, dubbel beplaat", "m2", 100, 800, 38, 72],
    ["Zandcement dekvloer 50 mm", "m2", 150, 1000, 16, 29],
    ["Binnendeurkozijnen leveren en plaatsen", "st", 8, 60, 380, 920],
    ["Steigerhuur, per week", "wk", 2, 16, 450, 1400],
  ],
  it: [
    ["Allestimento del cantiere", "a corpo", 1, 1, 2500, 9000],
    ["Scavo di sbancamento con trasporto a discarica", "m³", 80, 600, 18, 45],
    ["Platea in calcestruzzo armato sp. 20 cm", "m²", 120, 900, 55, 95],
    ["Muratura in blocchi di laterizio sp. 25 cm", "m²", 150, 1200, 42, 78],
    ["Passerella portacavi 300 mm, fornitura e posa", "m", 200, 1500, 14, 35],
    ["Pareti in cartongesso su orditura metallica", "m²", 100, 800, 38, 72],
    ["Massetto cementizio sp. 5 cm", "m²", 150, 1000, 16, 29],
    ["Porte interne, fornitura e posa", "cad", 8, 60, 380, 920],
    ["Noleggio ponteggio, a settimana", "sett", 2, 16, 450, 1400],
  ],
  es: [
    ["Implantación de obra", "ud", 1, 1, 2500, 9000],
    ["Excavación en vaciado con transporte a vertedero", "m³", 80, 600, 18, 45],
    ["Losa de hormigón armado de 20 cm", "m²", 120, 900, 55, 95],
    ["Fábrica de bloque de hormigón de 20 cm", "m²", 150, 1200, 42, 78],
    ["Bandeja portacables 300 mm, suministro y montaje", "ml", 200, 1500, 14, 35],
    ["Tabique de placa de yeso laminado", "m²", 100, 800, 38, 72],
    ["Recrecido de mortero de 5 cm", "m²", 150, 1000, 16, 29],
    ["Puertas de paso, suministro y colocación", "ud", 8, 60, 380, 920],
    ["Alquiler de andamio, por semana", "sem", 2, 16, 450, 1400],
  ],
};

/** What is being built (a site's description; the street and town are the buyer's). */
export const SITES: Record<Language, string[]> = {
  en: ["New build, two-storey office block", "Refurbishment of primary school", "Warehouse extension", "12 flats"],
  de: ["Neubau Bürogebäude", "Sanierung Grundschule", "Erweiterung Lagerhalle", "Neubau Mehrfamilienhaus"],
  fr: ["Construction d'un immeuble de bureaux", "Réhabilitation du groupe scolaire", "Extension d'entrepôt"],
  nl: ["Nieuwbouw kantoorpand", "Renovatie basisschool", "Uitbreiding bedrijfshal", "Nieuwbouw 12 appartementen"],
  it: ["Nuova costruzione palazzina uffici", "Ristrutturazione scuola primaria", "Ampliamento capannone"],
  es: ["Obra nueva edificio de oficinas", "Rehabilitación de colegio", "Ampliación de nave industrial"],
};

/** Country names in each language, for an export's origin and destination and a foreign address. */
export const COUNTRY_NAMES: Record<Language, Record<string, string>> = {
  en: {
    GB: "United Kingdom",
    IE: "Ireland",
    US: "United States",
    DE: "Germany",
    AT: "Austria",
    CH: "Switzerland",
    FR: "France",
    BE: "Belgium",
    NL: "Netherlands",
    IT: "Italy",
    ES: "Spain",
  },
  de: {
    GB: "Vereinigtes Königreich",
    IE: "Irland",
    US: "USA",
    DE: "Deutschland",
    AT: "Österreich",
    CH: "Schweiz",
    FR: "Frankreich",
    BE: "Belgien",
    NL: "Niederlande",
    IT: "Italien",
    ES: "Spanien",
  },
  fr: {
    GB: "Royaume-Uni",
    IE: "Irlande",
    US: "États-Unis",
    DE: "Allemagne",
    AT: "Autriche",
    CH: "Suisse",
    FR: "France",
    BE: "Belgique",
    NL: "Pays-Bas",
    IT: "Italie",
    ES: "Espagne",
  },
  nl: {
    GB: "Verenigd Koninkrijk",
    IE: "Ierland",
    US: "Verenigde Staten",
    DE: "Duitsland",
    AT: "Oostenrijk",
    CH: "Zwitserland",
    FR: "Frankrijk",
    BE: "België",
    NL: "Nederland",
    IT: "Italië",
    ES: "Spanje",
  },
  it: {
    GB: "Regno Unito",
    IE: "Irlanda",
    US: "Stati Uniti",
    DE: "Germania",
    AT: "Austria",
    CH: "Svizzera",
    FR: "Francia",
    BE: "Belgio",
    NL: "Paesi Bassi",
    IT: "Italia",
    ES: "Spagna",
  },
  es: {
    GB: "Reino Unido",
    IE: "Irlanda",
    US: "Estados Unidos",
    DE: "Alemania",
    AT: "Austria",
    CH: "Suiza",
    FR: "Francia",
    BE: "Bélgica",
    NL: "Países Bajos",
    IT: "Italia",
    ES: "España",
  },
};

/** How an export travels. */
export const TRANSPORT: Record<Language, string[]> = {
  en: ["Road freight", "Air freight", "Sea freight", "Courier"],
  de: ["Lkw", "Luftfracht", "Seefracht", "Kurierdienst"],
  fr: ["Route", "Fret aérien", "Fret maritime", "Messagerie"],
  nl: ["Wegtransport", "Luchtvracht", "Zeevracht", "Koerier"],
  it: ["Camion", "Via aerea", "Via mare", "Corriere espresso"],
  es: ["Carretera", "Aéreo", "Marítimo", "Mensajería"],
};

/** What an export is packed in: [one, several]. */
export const PACKING: Record<Language, [string, string][]> = {
  en: [
    ["pallet", "pallets"],
    ["carton", "cartons"],
  ],
  de: [
    ["Palette", "Paletten"],
    ["Karton", "Kartons"],
  ],
  fr: [
    ["palette", "palettes"],
    ["colis", "colis"],
  ],
  nl: [
    ["pallet", "pallets"],
    ["doos", "dozen"],
  ],
  it: [
    ["pallet", "pallet"],
    ["collo", "colli"],
  ],
  es: [
    ["palé", "palés"],
    ["bulto", "bultos"],
  ],
};

/** How a marketplace order was paid. */
export const PAYMENT_METHODS: Record<Language, string[]> = {
  en: ["Visa ending {d4}", "Mastercard ending {d4}", "PayPal", "Apple Pay", "Gift card balance"],
  de: ["Visa, endet auf {d4}", "Mastercard •••• {d4}", "PayPal", "SEPA-Lastschrift", "Sofortüberweisung"],
  fr: ["Carte Visa se terminant par {d4}", "Mastercard •••• {d4}", "PayPal", "Carte Bancaire"],
  nl: ["iDEAL", "Visa eindigend op {d4}", "PayPal", "Bancontact"],
  it: ["Carta Visa che termina con {d4}", "Mastercard •••• {d4}", "PayPal", "Satispay"],
  es: ["Tarjeta Visa terminada en {d4}", "Mastercard •••• {d4}", "PayPal", "Bizum"],
};
