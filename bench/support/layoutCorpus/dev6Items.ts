/**
 * What half H's layouts bill and name, per language: a practice's treatments and products (with the German GOÄ, GOZ
 * and GOT items, the French CCAM and NGAP codes, the Dutch dental codes), a wholesaler's goods delivered to a
 * caterer or a shop, a distributor's stock items, an agency's phases and outside costs, an IT reseller's hardware,
 * software and the levies printed per item (the French éco-participation and private-copy levy, the Belgian Recupel
 * and Auvibel, the German and Austrian copyright levy, the Swiss advance recycling fee, the Italian RAEE and private
 * copy levy, the Spanish canon digital, the Irish WEEE charge, a US state's e-waste fee).
 *
 * Captions a fee schedule, a law or a trade fixes are printed as line descriptions, not as pool wordings
 * (vocab/dev6/); any of them may equal a wording of an earlier half, the overlap check covers pool wordings only.
 */
import type { Language } from "./vocab";

// ---------------------------------------------------------------------------------------------------------------
// A medical, dental or veterinary practice's invoice.

export type PracticeKind = "doctor" | "dentist" | "vet";
/** How a line is taxed: exempt care, the standard rate, a vet's drugs (reduced in some countries), own-lab dental work. */
export type CareTax = "exempt" | "std" | "drug" | "lab" | "vet";
/**
 * A fee-schedule item: code, description, value (GOÄ/GOZ points in Germany, else cents, or a [lo, hi] price range
 * in cents), how it is taxed, whether it is billed per tooth, and for the German schedules its factor's kind.
 */
export interface CareItem {
  code: string;
  text: string;
  value: number | [number, number];
  tax: CareTax;
  tooth?: boolean;
  /** GOÄ/GOZ: a personal service (2.3, up to 3.5), a technical one (1.8, up to 2.5), a laboratory one (1.15). */
  factor?: "personal" | "technical" | "lab";
}

const c = (
  code: string,
  text: string,
  value: number | [number, number],
  tax: CareTax,
  extra: Partial<CareItem> = {},
): CareItem => ({ code, text, value, tax, ...extra });

/** Per language and kind, the items a practice bills (German ones in GOÄ/GOZ points, or GOT euros in cents). */
export const CARE: Record<Language, Record<PracticeKind, CareItem[]>> = {
  de: {
    doctor: [
      c("1", "Beratung, auch mittels Fernsprecher", 80, "exempt", { factor: "personal" }),
      c("3", "Eingehende, das gewöhnliche Maß übersteigende Beratung", 150, "exempt", { factor: "personal" }),
      c("5", "Symptombezogene Untersuchung", 80, "exempt", { factor: "personal" }),
      c("7", "Vollständige körperliche Untersuchung mindestens eines Organsystems", 160, "exempt", {
        factor: "personal",
      }),
      c("250", "Blutentnahme mittels Spritze oder Kanüle", 40, "exempt", { factor: "technical" }),
      c("651", "Elektrokardiographische Untersuchung in Ruhe", 253, "exempt", { factor: "technical" }),
      c("410", "Ultraschalluntersuchung eines Organs", 200, "exempt", { factor: "technical" }),
      c("3550", "Blutbild und Blutbestandteile", 60, "exempt", { factor: "lab" }),
      c("3511", "Untersuchung mit vorgefertigten Reagenzträgern", 50, "exempt", { factor: "lab" }),
      c("75", "Ausführlicher schriftlicher Krankheits- und Befundbericht", 130, "exempt", { factor: "personal" }),
      c("80", "Schriftliche gutachtliche Äußerung für private Versicherung (steuerpflichtig)", 300, "std", {
        factor: "personal",
      }),
    ],
    dentist: [
      c("0010", "Eingehende Untersuchung zur Feststellung von Zahn-, Mund- und Kiefererkrankungen", 100, "exempt", {
        factor: "personal",
      }),
      c("Ä5000", "Röntgen: Zähne, je Projektion", 50, "exempt", { factor: "technical", tooth: true }),
      c("0090", "Intraorale Infiltrationsanästhesie", 60, "exempt", { factor: "personal", tooth: true }),
      c("1040", "Professionelle Zahnreinigung, je Zahn", 28, "exempt", { factor: "personal" }),
      c("2060", "Kompositrestauration in Adhäsivtechnik, einflächig", 452, "exempt", {
        factor: "personal",
        tooth: true,
      }),
      c("2080", "Kompositrestauration in Adhäsivtechnik, zweiflächig", 492, "exempt", {
        factor: "personal",
        tooth: true,
      }),
      c("2197", "Adhäsive Befestigung", 130, "exempt", { factor: "personal", tooth: true }),
      c("4050", "Entfernung harter und weicher Zahnbeläge, je einwurzeliger Zahn", 10, "exempt", {
        factor: "personal",
      }),
      c("", "Material- und Laborkosten Eigenlabor: Aufbissschiene", [9800, 24500], "lab"),
      c("", "Material- und Laborkosten Eigenlabor: Provisorium", [2400, 6900], "lab"),
      c("", "Fremdlaborkosten lt. beiliegender Rechnung: Keramikinlay", [18000, 39000], "exempt"),
    ],
    vet: [
      c("GOT 1", "Allgemeine Untersuchung mit Beratung, Hund", 2362, "vet"),
      c("GOT 2", "Allgemeine Untersuchung mit Beratung, Katze", 2306, "vet"),
      c("GOT 17", "Impfung, je Injektion inkl. Eintrag Heimtierausweis", 1150, "vet"),
      c("GOT 36", "Blutentnahme, venös", 1000, "vet"),
      c("GOT 61", "Implantation eines Transponders", 2300, "vet"),
      c("GOT 270", "Röntgen, erste Aufnahme", 2900, "vet"),
      c("GOT 352", "Zahnsteinentfernung mit Ultraschall", 5700, "vet"),
      c("", "Metacam 1,5 mg/ml Suspension, 10 ml", [1250, 1890], "drug"),
      c("", "Bravecto 500 mg Kautablette (10–20 kg)", [4490, 5590], "drug"),
      c("", "Milbemax Filmtabletten, 2 Stück", [1190, 1690], "drug"),
      c("", "Amoxicillin 250 mg, 10 Tabletten", [890, 1490], "drug"),
    ],
  },
  en: {
    doctor: [
      c("", "Private GP consultation (up to 15 minutes)", [7500, 12000], "exempt"),
      c("", "Extended consultation (30 minutes)", [13000, 19500], "exempt"),
      c("", "Blood test – full blood count, processing", [3500, 6500], "exempt"),
      c("", "Resting ECG with report", [9000, 14500], "exempt"),
      c("", "Travel vaccination incl. administration", [5500, 8500], "exempt"),
      c("", "Medical report for insurance purposes", [12000, 25000], "std"),
      c("", "Fitness-to-drive medical (non-therapeutic)", [9500, 14000], "std"),
    ],
    dentist: [
      c("", "Examination and consultation", [4500, 6500], "exempt"),
      c("", "Intraoral radiograph", [1500, 2500], "exempt", { tooth: true }),
      c("", "Scale and polish (hygienist)", [6000, 8500], "exempt"),
      c("", "Composite filling, one surface", [9000, 14000], "exempt", { tooth: true }),
      c("", "Composite filling, two surfaces", [12000, 18000], "exempt", { tooth: true }),
      c("", "Root canal treatment, molar (per visit)", [25000, 42000], "exempt", { tooth: true }),
      c("", "Night guard (laboratory fabricated)", [18000, 32000], "exempt"),
      c("", "Tooth whitening, home kit (cosmetic)", [25000, 45000], "std"),
    ],
    vet: [
      c("", "Consultation – dog", [4200, 6200], "vet"),
      c("", "Consultation – cat", [4000, 5800], "vet"),
      c("", "Annual booster vaccination", [5500, 7500], "vet"),
      c("", "Microchip implantation and registration", [2500, 3900], "vet"),
      c("", "Dental scale and polish under GA", [28000, 42000], "vet"),
      c("", "Radiograph, first view", [8000, 12000], "vet"),
      c("", "Metacam 1.5 mg/ml oral suspension 10 ml", [1600, 2400], "drug"),
      c("", "Bravecto chewable 500 mg (10–20 kg)", [4500, 5800], "drug"),
      c("", "Milbemax tablets, 2 pack", [1400, 1900], "drug"),
      c("", "Prescription diet, 2 kg bag", [2200, 3400], "drug"),
    ],
  },
  fr: {
    doctor: [
      c("G", "Consultation de médecine générale", 3000, "exempt"),
      c("APC", "Avis ponctuel de consultant", 6000, "exempt"),
      c("DEQP003", "Électrocardiographie sur au moins 12 dérivations", 1432, "exempt"),
      c("ZCQM001", "Échographie transcutanée de l'abdomen", 5670, "exempt"),
      c("TCG", "Téléconsultation médecin généraliste", 3000, "exempt"),
      c("", "Injection d'acide hyaluronique (acte esthétique)", [25000, 40000], "std"),
    ],
    dentist: [
      c("HBQK389", "Radiographie intrabuccale rétro-alvéolaire", 1995, "exempt", { tooth: true }),
      c("HBJD001", "Détartrage et polissage des dents", 2892, "exempt"),
      c("HBMD049", "Restauration d'une dent sur 1 face par matériau inséré en phase plastique", 2650, "exempt", {
        tooth: true,
      }),
      c("HBMD050", "Restauration d'une dent sur 2 faces par matériau inséré en phase plastique", 4460, "exempt", {
        tooth: true,
      }),
      c("HBGD036", "Avulsion d'1 dent permanente sur arcade", 3344, "exempt", { tooth: true }),
      c("HBLD036", "Pose d'une couronne dentaire céramique", [50000, 55000], "exempt", { tooth: true }),
      c("", "Éclaircissement dentaire (acte non thérapeutique)", [30000, 60000], "std"),
    ],
    vet: [
      c("", "Consultation vétérinaire", [4500, 5800], "vet"),
      c("", "Vaccination CHPPiL et rage", [6500, 7900], "vet"),
      c("", "Identification par puce électronique (I-CAD)", [6000, 7500], "vet"),
      c("", "Détartrage sous anesthésie générale", [15000, 22000], "vet"),
      c("", "Radiographie, premier cliché", [5000, 7500], "vet"),
      c("", "Milbemax chat, 2 comprimés", [1290, 1690], "drug"),
      c("", "Bravecto 500 mg chien 10–20 kg", [4490, 5290], "drug"),
      c("", "Metacam 1,5 mg/ml suspension buvable 10 ml", [1390, 1890], "drug"),
    ],
  },
  nl: {
    doctor: [
      c("13001", "Consult regulier, 5 tot 20 minuten", 1150, "exempt"),
      c("13002", "Consult lang, 20 minuten of langer", 2300, "exempt"),
      c("13011", "Visite regulier", 1750, "exempt"),
      c("", "Bloedafname en laboratoriumonderzoek", [2500, 4500], "exempt"),
      c("", "Rijbewijskeuring (niet-medisch doel)", [4500, 7500], "std"),
      c("", "Medische verklaring voor verzekering", [6000, 11000], "std"),
    ],
    dentist: [
      c("C11", "Periodieke controle", 2640, "exempt"),
      c("X10", "Maken en beoordelen kleine röntgenfoto", 1736, "exempt", { tooth: true }),
      c("A10", "Geleidings-, infiltratie- en/of intraligamentaire verdoving", 1499, "exempt", { tooth: true }),
      c("M03", "Gebitsreiniging, per vijf minuten", 1499, "exempt"),
      c("V91", "Eénvlaksvulling composiet", 5147, "exempt", { tooth: true }),
      c("V92", "Tweevlaksvulling composiet", 6418, "exempt", { tooth: true }),
      c("E13", "Wortelkanaalbehandeling, per kanaal", 12040, "exempt", { tooth: true }),
      c("", "Bleken per kaak (cosmetisch)", [15000, 25000], "std"),
    ],
    vet: [
      c("", "Consult gezelschapsdier", [4200, 5500], "vet"),
      c("", "Vaccinatie hond (cocktail)", [4800, 6500], "vet"),
      c("", "Chippen en registratie", [3500, 5000], "vet"),
      c("", "Gebitsbehandeling onder narcose", [18000, 30000], "vet"),
      c("", "Bloedonderzoek (intern lab)", [6500, 9500], "vet"),
      c("", "Milbemax kauwtabletten, 2 stuks", [1290, 1790], "drug"),
      c("", "Frontline Combo Spot-on hond M", [1990, 2790], "drug"),
      c("", "Metacam 1,5 mg/ml orale suspensie 10 ml", [1390, 1990], "drug"),
    ],
  },
  it: {
    doctor: [
      c("", "Visita specialistica cardiologica", [12000, 16000], "exempt"),
      c("", "Elettrocardiogramma con refertazione", [5000, 7500], "exempt"),
      c("", "Ecografia addome completo", [8000, 12000], "exempt"),
      c("", "Visita di controllo", [7000, 10000], "exempt"),
      c("", "Certificato medico-legale per compagnia assicurativa", [10000, 18000], "std"),
    ],
    dentist: [
      c("", "Prima visita e piano di cura", [5000, 8000], "exempt"),
      c("", "Radiografia endorale", [2000, 3500], "exempt", { tooth: true }),
      c("", "Igiene orale professionale", [8000, 12000], "exempt"),
      c("", "Otturazione in composito, una superficie", [9000, 13000], "exempt", { tooth: true }),
      c("", "Otturazione in composito, due superfici", [11000, 16000], "exempt", { tooth: true }),
      c("", "Devitalizzazione molare", [35000, 50000], "exempt", { tooth: true }),
      c("", "Sbiancamento dentale (trattamento estetico)", [25000, 40000], "std"),
    ],
    vet: [
      c("", "Visita clinica generale", [4000, 6000], "vet"),
      c("", "Vaccinazione polivalente cane", [4500, 6500], "vet"),
      c("", "Applicazione microchip e iscrizione anagrafe canina", [3500, 5500], "vet"),
      c("", "Ablazione tartaro in anestesia", [15000, 25000], "vet"),
      c("", "Esame emocromocitometrico", [3500, 5500], "vet"),
      c("", "Synulox 250 mg, 10 compresse", [1290, 1790], "drug"),
      c("", "Advocate spot-on gatto, 3 pipette", [2990, 3890], "drug"),
      c("", "Metacam 1,5 mg/ml sospensione orale 10 ml", [1390, 1890], "drug"),
    ],
  },
  es: {
    doctor: [
      c("", "Consulta de medicina general", [5000, 7000], "exempt"),
      c("", "Consulta de especialista (dermatología)", [7000, 11000], "exempt"),
      c("", "Analítica básica (hemograma y bioquímica)", [4000, 6500], "exempt"),
      c("", "Electrocardiograma", [3500, 5500], "exempt"),
      c("", "Informe pericial médico para aseguradora", [12000, 25000], "std"),
    ],
    dentist: [
      c("", "Primera visita y diagnóstico", [3000, 5000], "exempt"),
      c("", "Radiografía periapical", [1500, 2500], "exempt", { tooth: true }),
      c("", "Limpieza bucal (tartrectomía)", [4500, 7000], "exempt"),
      c("", "Empaste de composite", [5000, 8000], "exempt", { tooth: true }),
      c("", "Endodoncia molar", [25000, 40000], "exempt", { tooth: true }),
      c("", "Férula de descarga", [20000, 35000], "exempt"),
      c("", "Blanqueamiento dental (estético)", [25000, 40000], "std"),
    ],
    vet: [
      c("", "Consulta veterinaria general", [3500, 5000], "vet"),
      c("", "Vacuna polivalente perro", [3800, 5500], "vet"),
      c("", "Implantación de microchip y registro", [3500, 5000], "vet"),
      c("", "Limpieza dental con anestesia", [15000, 25000], "vet"),
      c("", "Análisis de sangre completo", [5000, 8000], "vet"),
      c("", "Apoquel 16 mg, 20 comprimidos", [3990, 5490], "drug"),
      c("", "Milbemax perro, 2 comprimidos", [1190, 1690], "drug"),
      c("", "Metacam 1,5 mg/ml suspensión oral 10 ml", [1290, 1790], "drug"),
    ],
  },
};

/** Credit lines of a practice, per language. */
export const CARE_CREDITS: Record<Language, string[]> = {
  en: ["Refund: item charged twice in error", "Credit: appointment cancelled in time, fee refunded"],
  de: ["Korrektur: Leistung doppelt berechnet", "Erstattung: Termin rechtzeitig abgesagt"],
  fr: ["Rectification : acte facturé deux fois", "Remboursement : rendez-vous annulé à temps"],
  nl: ["Correctie: prestatie dubbel berekend", "Terugbetaling: afspraak tijdig geannuleerd"],
  it: ["Storno: prestazione addebitata due volte", "Rimborso: appuntamento disdetto in tempo"],
  es: ["Rectificación: acto facturado dos veces", "Devolución: cita anulada a tiempo"],
};

/** A practice's name, per language and kind: {a} a surname, {b} a second surname, {place} a place. */
export const PRACTICE_NAMES: Record<Language, Record<PracticeKind, string[]>> = {
  en: {
    doctor: ["{a} Medical Practice", "The {place} Private Clinic", "{a} & {b} Private GPs"],
    dentist: ["{a} Dental Care", "{place} Dental Practice", "{a} & {b} Dental Surgery"],
    vet: ["{a} Veterinary Surgery", "{place} Vets", "{a} & {b} Veterinary Clinic"],
  },
  de: {
    doctor: ["Hausarztpraxis Dr. {a}", "Praxis Dr. {a} & Dr. {b}", "Gemeinschaftspraxis {place}-Mitte"],
    dentist: ["Zahnarztpraxis Dr. {a}", "Zahnärzte Dr. {a} & {b}", "Zahnzentrum {place}"],
    vet: ["Tierarztpraxis Dr. {a}", "Kleintierpraxis {a} & {b}", "Tierklinik {place}"],
  },
  fr: {
    doctor: ["Cabinet médical du Dr {a}", "Cabinet médical {place}", "Drs {a} et {b}, médecins généralistes"],
    dentist: ["Cabinet dentaire du Dr {a}", "Centre dentaire {place}", "Drs {a} et {b}, chirurgiens-dentistes"],
    vet: ["Clinique vétérinaire {place}", "Cabinet vétérinaire du Dr {a}", "Vétérinaires {a} & {b}"],
  },
  nl: {
    doctor: ["Huisartsenpraktijk {a}", "Medisch Centrum {place}", "Praktijk {a} & {b}"],
    dentist: ["Tandartspraktijk {a}", "Tandartsen {place}", "Mondzorg {a} & {b}"],
    vet: ["Dierenartsenpraktijk {place}", "Dierenkliniek {a}", "Dierenartsen {a} & {b}"],
  },
  it: {
    doctor: ["Studio Medico Dott. {a}", "Poliambulatorio {place}", "Studio Medico Associato {a} & {b}"],
    dentist: ["Studio Dentistico Dott. {a}", "Centro Odontoiatrico {place}", "Studio Odontoiatrico {a} & {b}"],
    vet: ["Ambulatorio Veterinario {place}", "Clinica Veterinaria Dott. {a}", "Studio Veterinario {a} & {b}"],
  },
  es: {
    doctor: ["Consulta Médica Dr. {a}", "Centro Médico {place}", "Clínica {a} y {b}"],
    dentist: ["Clínica Dental {a}", "Centro Odontológico {place}", "Clínica Dental {a} & {b}"],
    vet: ["Clínica Veterinaria {place}", "Centro Veterinario {a}", "Hospital Veterinario {a} y {b}"],
  },
};

/** Practitioners' titles, per language and kind (two: a woman's, a man's, where the language tells them apart). */
export const PRACTITIONER_TITLES: Record<Language, Record<PracticeKind, [string, string][]>> = {
  en: {
    doctor: [["Dr", "Dr"]],
    dentist: [["Dr", "Dr"]],
    vet: [["", ""]],
  },
  de: {
    doctor: [
      ["Dr. med.", "Dr. med."],
      ["Fachärztin für Allgemeinmedizin", "Facharzt für Allgemeinmedizin"],
    ],
    dentist: [
      ["Dr. med. dent.", "Dr. med. dent."],
      ["Zahnärztin", "Zahnarzt"],
    ],
    vet: [
      ["Dr. med. vet.", "Dr. med. vet."],
      ["Tierärztin", "Tierarzt"],
    ],
  },
  fr: {
    doctor: [["Dr", "Dr"]],
    dentist: [["Dr", "Dr"]],
    vet: [["Dr vétérinaire", "Dr vétérinaire"]],
  },
  nl: {
    doctor: [["huisarts", "huisarts"]],
    dentist: [["tandarts", "tandarts"]],
    vet: [["dierenarts", "dierenarts"]],
  },
  it: {
    doctor: [["Dott.ssa", "Dott."]],
    dentist: [["Dott.ssa", "Dott."]],
    vet: [["Dott.ssa", "Dott."]],
  },
  es: {
    doctor: [["Dra.", "Dr."]],
    dentist: [["Dra.", "Dr."]],
    vet: [["Dra.", "Dr."]],
  },
};

/** Post-nominals an English practitioner carries. */
export const EN_LETTERS: Record<PracticeKind, string[]> = {
  doctor: ["MBBS MRCGP", "MB ChB MRCGP", "MD"],
  dentist: ["BDS", "BDS MFDS", "DDS"],
  vet: ["BVSc MRCVS", "BVetMed MRCVS", "DVM"],
};

/** Animals: species and breeds per language, and pets' names. */
export const ANIMALS: Record<Language, { species: [string, string[]][]; names: string[] }> = {
  en: {
    species: [
      ["Dog", ["Labrador Retriever", "Border Collie", "Cocker Spaniel", "crossbreed"]],
      ["Cat", ["British Shorthair", "domestic shorthair", "Maine Coon"]],
    ],
    names: ["Buddy", "Molly", "Charlie", "Poppy", "Milo", "Luna", "Alfie", "Daisy"],
  },
  de: {
    species: [
      ["Hund", ["Labrador", "Dackel", "Mischling", "Australian Shepherd"]],
      ["Katze", ["Europäisch Kurzhaar", "Maine Coon", "Britisch Kurzhaar"]],
    ],
    names: ["Bello", "Luna", "Balu", "Kira", "Paul", "Minka", "Emma", "Felix"],
  },
  fr: {
    species: [
      ["Chien", ["Labrador", "Berger australien", "croisé", "Cavalier King Charles"]],
      ["Chat", ["Européen", "Maine Coon", "Chartreux"]],
    ],
    names: ["Filou", "Nala", "Rocky", "Plume", "Simba", "Vanille", "Oscar", "Praline"],
  },
  nl: {
    species: [
      ["Hond", ["Labrador", "Kooikerhondje", "kruising", "Border Collie"]],
      ["Kat", ["Europese korthaar", "Maine Coon", "Brits korthaar"]],
    ],
    names: ["Guus", "Saar", "Bobby", "Pip", "Max", "Loes", "Teddy", "Moos"],
  },
  it: {
    species: [
      ["Cane", ["Labrador", "meticcio", "Golden Retriever", "Bassotto"]],
      ["Gatto", ["Europeo", "Maine Coon", "Certosino"]],
    ],
    names: ["Birba", "Lilla", "Rocco", "Pepe", "Briciola", "Zeus", "Nina", "Tobia"],
  },
  es: {
    species: [
      ["Perro", ["Labrador", "mestizo", "Bodeguero", "Galgo"]],
      ["Gato", ["Común europeo", "Maine Coon", "Siamés"]],
    ],
    names: ["Toby", "Lola", "Coco", "Nala", "Rufo", "Canela", "Thor", "Kira"],
  },
};

/** Reasons for a visit or diagnoses a practice prints, per language and kind. */
export const DIAGNOSES: Record<Language, Record<PracticeKind, string[]>> = {
  en: {
    doctor: ["Hypertension, review", "Acute bronchitis", "Lower back pain", "Pre-travel advice"],
    dentist: ["Caries, recall", "Routine check-up", "Bruxism"],
    vet: ["Annual health check", "Otitis externa", "Dental disease", "Lameness, left fore"],
  },
  de: {
    doctor: ["I10.90 Essentielle Hypertonie", "J20.9 Akute Bronchitis", "M54.5 Kreuzschmerz", "Z00.0 Check-up"],
    dentist: ["Karies", "Kontrolle, Prophylaxe", "Bruxismus"],
    vet: ["Jahresuntersuchung, Impfung", "Otitis externa", "Zahnstein", "Lahmheit vorne links"],
  },
  fr: {
    doctor: ["Suivi hypertension", "Bronchite aiguë", "Lombalgie", "Bilan de santé"],
    dentist: ["Carie", "Contrôle annuel", "Bruxisme"],
    vet: ["Bilan annuel et vaccins", "Otite externe", "Tartre", "Boiterie antérieure gauche"],
  },
  nl: {
    doctor: ["Controle hypertensie", "Acute bronchitis", "Lage rugpijn", "Reisadvies"],
    dentist: ["Cariës", "Periodieke controle", "Bruxisme"],
    vet: ["Jaarlijkse controle en vaccinatie", "Oorontsteking", "Tandsteen", "Kreupel linksvoor"],
  },
  it: {
    doctor: ["Controllo ipertensione", "Bronchite acuta", "Lombalgia", "Check-up"],
    dentist: ["Carie", "Controllo periodico", "Bruxismo"],
    vet: ["Controllo annuale e vaccino", "Otite esterna", "Tartaro", "Zoppia anteriore sinistra"],
  },
  es: {
    doctor: ["Control de hipertensión", "Bronquitis aguda", "Lumbalgia", "Revisión general"],
    dentist: ["Caries", "Revisión periódica", "Bruxismo"],
    vet: ["Revisión anual y vacunas", "Otitis externa", "Sarro", "Cojera anterior izquierda"],
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A collective invoice over a month's delivery notes.

/** How a delivered item is taxed: the standard rate, the food rate, zero-rated food (UK, IE), a deposit (standard). */
export type GoodsTax = "std" | "food" | "deposit" | "empties";
/** Code, description, unit, price range in cents, how it is taxed. */
export type Goods = [string, string, string, number, number, GoodsTax];

/** Per language: a beverage and food wholesaler's goods delivered to a caterer, a café or a shop. */
export const GOODS: Record<Language, Goods[]> = {
  en: [
    ["10021", "Still mineral water 24 x 0.5 l", "case", 690, 1190, "std"],
    ["10244", "Cola 24 x 330 ml can", "case", 1290, 1890, "std"],
    ["20410", "Lager 24 x 330 ml bottle", "case", 2190, 3190, "std"],
    ["30118", "Whole milk 12 x 1 l", "case", 1090, 1490, "food"],
    ["30152", "Cheddar, mature, 5 kg block", "each", 3290, 4290, "food"],
    ["40077", "Plain flour 16 kg", "sack", 1190, 1690, "food"],
    ["40215", "Coffee beans espresso blend 1 kg", "bag", 1390, 2190, "food"],
    ["50330", "Paper napkins 2-ply, 2000", "box", 1490, 2290, "std"],
    ["90001", "Deposit, crate and bottles", "crate", 360, 360, "deposit"],
    ["90002", "Empties returned, crate and bottles", "crate", 360, 360, "empties"],
  ],
  de: [
    ["10021", "Mineralwasser still 12 x 0,7 l Glas", "Kiste", 590, 890, "std"],
    ["10244", "Apfelschorle 12 x 1,0 l PET", "Kiste", 790, 1190, "std"],
    ["20410", "Pils 20 x 0,5 l Bügel", "Kiste", 1490, 1990, "std"],
    ["20415", "Weißbier 20 x 0,5 l", "Kiste", 1590, 2090, "std"],
    ["30118", "Vollmilch 3,5 % 12 x 1 l", "Karton", 990, 1390, "food"],
    ["30152", "Gouda mittelalt, Laib ca. 4,5 kg", "Stück", 2890, 3890, "food"],
    ["40077", "Weizenmehl Type 405, 25 kg", "Sack", 1190, 1790, "food"],
    ["40215", "Kaffee Crema ganze Bohne 1 kg", "Beutel", 1490, 2290, "food"],
    ["50330", "Servietten 3-lagig 33 x 33, 1000 St.", "Karton", 1690, 2490, "std"],
    ["90001", "Pfand Kiste 20 x 0,5 l", "Kiste", 310, 310, "deposit"],
    ["90002", "Leergut-Rücknahme Kiste 20 x 0,5 l", "Kiste", 310, 310, "empties"],
  ],
  fr: [
    ["10021", "Eau minérale plate 6 x 1,5 l", "pack", 290, 490, "std"],
    ["10244", "Jus d'orange 100 % 6 x 1 l", "carton", 890, 1390, "food"],
    ["20410", "Bière blonde fût 30 l", "fût", 8900, 11900, "std"],
    ["20415", "Vin rouge AOP Côtes-du-Rhône 6 x 75 cl", "carton", 3590, 5490, "std"],
    ["30118", "Lait entier UHT 6 x 1 l", "pack", 690, 990, "food"],
    ["30152", "Comté 12 mois, meule ~ 3 kg", "pièce", 4290, 5690, "food"],
    ["40077", "Farine de blé T55 25 kg", "sac", 1290, 1890, "food"],
    ["40215", "Café en grains 1 kg", "sachet", 1390, 2190, "food"],
    ["50330", "Serviettes papier 2 plis, 2000", "carton", 1490, 2290, "std"],
    ["90001", "Consigne fût 30 l", "pièce", 3000, 3000, "deposit"],
    ["90002", "Retour fûts vides (déconsignation)", "pièce", 3000, 3000, "empties"],
  ],
  nl: [
    ["10021", "Spa blauw 24 x 0,25 l glas", "krat", 990, 1390, "food"],
    ["10244", "Cola 24 x 0,2 l glas", "krat", 1190, 1690, "food"],
    ["20410", "Pils 24 x 0,3 l krat", "krat", 1990, 2690, "std"],
    ["20415", "Huiswijn rood 6 x 75 cl", "doos", 2990, 4490, "std"],
    ["30118", "Halfvolle melk 12 x 1 l", "doos", 990, 1390, "food"],
    ["30152", "Goudse kaas belegen, ca. 4 kg", "stuk", 3490, 4690, "food"],
    ["40077", "Tarwebloem 25 kg", "zak", 1190, 1790, "food"],
    ["40215", "Koffiebonen espresso 1 kg", "zak", 1390, 2190, "food"],
    ["50330", "Servetten 2-laags, 2000 stuks", "doos", 1490, 2290, "std"],
    ["90001", "Statiegeld krat + flessen", "krat", 390, 390, "deposit"],
    ["90002", "Retour leeg: krat + flessen", "krat", 390, 390, "empties"],
  ],
  it: [
    ["10021", "Acqua minerale naturale 24 x 0,5 l", "cassa", 490, 790, "std"],
    ["10244", "Aranciata 24 x 33 cl lattina", "cassa", 1290, 1790, "std"],
    ["20410", "Birra chiara fusto 20 l", "fusto", 6900, 8900, "std"],
    ["20415", "Vino rosso DOC 6 x 75 cl", "cartone", 3290, 4990, "std"],
    ["30118", "Latte intero UHT 12 x 1 l", "cartone", 1090, 1490, "food"],
    ["30152", "Parmigiano Reggiano 24 mesi, 1 kg", "pezzo", 1790, 2490, "food"],
    ["40077", "Farina 00 25 kg", "sacco", 1190, 1690, "food"],
    ["40215", "Caffè in grani miscela bar 1 kg", "busta", 1590, 2390, "std"],
    ["50330", "Tovaglioli carta 2 veli, 2000", "cartone", 1490, 2290, "std"],
    ["90001", "Cauzione fusto 20 l", "pezzo", 2500, 2500, "deposit"],
    ["90002", "Reso fusti vuoti (cauzione)", "pezzo", 2500, 2500, "empties"],
  ],
  es: [
    ["10021", "Agua mineral sin gas 24 x 0,5 l", "caja", 490, 790, "food"],
    ["10244", "Refresco de cola 24 x 33 cl lata", "caja", 1190, 1690, "food"],
    ["20410", "Cerveza barril 30 l", "barril", 7900, 9900, "std"],
    ["20415", "Vino tinto DO Rioja crianza 6 x 75 cl", "caja", 3290, 4990, "std"],
    ["30118", "Leche entera 6 x 1 l", "pack", 590, 890, "food"],
    ["30152", "Queso manchego curado, pieza 3 kg", "pieza", 3890, 5290, "food"],
    ["40077", "Harina de trigo 25 kg", "saco", 990, 1490, "food"],
    ["40215", "Café en grano mezcla 1 kg", "bolsa", 1290, 1990, "food"],
    ["50330", "Servilletas de papel 2 capas, 2000", "caja", 1490, 2290, "std"],
    ["90001", "Depósito barril 30 l", "unidad", 3000, 3000, "deposit"],
    ["90002", "Devolución barriles vacíos", "unidad", 3000, 3000, "empties"],
  ],
};

/** A wholesaler's name, per language: {a} a surname, {place} a place. */
export const WHOLESALER_NAMES: Record<Language, string[]> = {
  en: ["{a} Foodservice", "{place} Drinks Wholesale", "{a} Catering Supplies"],
  de: ["Getränke {a}", "{a} Gastro-Großhandel", "Frischdienst {place}"],
  fr: ["{a} Distribution Boissons", "Comptoir {place}", "{a} Restauration Services"],
  nl: ["{a} Horecagroothandel", "Drankenhandel {place}", "{a} Foodservice"],
  it: ["{a} Distribuzione Bevande", "Ingrosso {place}", "{a} Forniture Horeca"],
  es: ["Distribuciones {a}", "Bebidas {place}", "{a} Suministros Hostelería"],
};

/** Credit lines of a collective credit note, per language. */
export const GOODS_CREDITS: Record<Language, string[]> = {
  en: ["Damaged goods returned", "Short delivery credited"],
  de: ["Bruch/Reklamation Rücknahme", "Fehlmenge gutgeschrieben"],
  fr: ["Casse reprise", "Manquant à la livraison crédité"],
  nl: ["Breuk retour genomen", "Manco bij levering gecrediteerd"],
  it: ["Reso merce danneggiata", "Ammanco alla consegna accreditato"],
  es: ["Devolución por rotura", "Falta en la entrega abonada"],
};

// ---------------------------------------------------------------------------------------------------------------
// An advertising or print agency's project invoice.

/** A phase or an outside cost: description, price range in whole units. */
export type Phase = [string, number, number];

export const AGENCY_PHASES: Record<Language, Phase[]> = {
  en: [
    ["Briefing workshop and strategy", 1200, 3500],
    ["Concept and creative development (3 routes)", 2500, 7500],
    ["Design: brochure, 16 pages", 1800, 4800],
    ["Copywriting and proofreading", 800, 2400],
    ["Artwork and print-ready files", 600, 1800],
    ["Project management", 500, 1600],
    ["Social media assets, 12 formats", 900, 2600],
    ["Web banner set (HTML5), 6 sizes", 700, 2100],
  ],
  de: [
    ["Briefing-Workshop und Strategie", 1200, 3500],
    ["Konzeption und Kreation (3 Entwürfe)", 2500, 7500],
    ["Gestaltung Imagebroschüre, 16 Seiten", 1800, 4800],
    ["Text und Lektorat", 800, 2400],
    ["Reinzeichnung und Druckdatenerstellung", 600, 1800],
    ["Projektmanagement", 500, 1600],
    ["Social-Media-Motive, 12 Formate", 900, 2600],
    ["Online-Banner HTML5, 6 Formate", 700, 2100],
  ],
  fr: [
    ["Atelier de briefing et stratégie", 1200, 3500],
    ["Conception et création (3 pistes)", 2500, 7500],
    ["Mise en page brochure, 16 pages", 1800, 4800],
    ["Rédaction et relecture", 800, 2400],
    ["Exécution et fichiers prêts à imprimer", 600, 1800],
    ["Gestion de projet", 500, 1600],
    ["Déclinaisons réseaux sociaux, 12 formats", 900, 2600],
    ["Bannières web HTML5, 6 formats", 700, 2100],
  ],
  nl: [
    ["Briefingworkshop en strategie", 1200, 3500],
    ["Concept en creatie (3 richtingen)", 2500, 7500],
    ["Vormgeving brochure, 16 pagina's", 1800, 4800],
    ["Copywriting en correctie", 800, 2400],
    ["Opmaak en drukklare bestanden", 600, 1800],
    ["Projectmanagement", 500, 1600],
    ["Social-mediamiddelen, 12 formaten", 900, 2600],
    ["Webbanners HTML5, 6 formaten", 700, 2100],
  ],
  it: [
    ["Workshop di briefing e strategia", 1200, 3500],
    ["Ideazione e creatività (3 proposte)", 2500, 7500],
    ["Impaginazione brochure, 16 pagine", 1800, 4800],
    ["Copywriting e correzione bozze", 800, 2400],
    ["Esecutivi e file per la stampa", 600, 1800],
    ["Project management", 500, 1600],
    ["Declinazioni social, 12 formati", 900, 2600],
    ["Banner web HTML5, 6 formati", 700, 2100],
  ],
  es: [
    ["Taller de briefing y estrategia", 1200, 3500],
    ["Concepto y creatividad (3 propuestas)", 2500, 7500],
    ["Maquetación de folleto, 16 páginas", 1800, 4800],
    ["Redacción y corrección de textos", 800, 2400],
    ["Artes finales y archivos para imprenta", 600, 1800],
    ["Gestión del proyecto", 500, 1600],
    ["Adaptaciones para redes sociales, 12 formatos", 900, 2600],
    ["Banners web HTML5, 6 formatos", 700, 2100],
  ],
};

export const AGENCY_COSTS: Record<Language, Phase[]> = {
  en: [
    ["Printing: 5,000 brochures A4, 16 pp., 150gsm silk", 2800, 6500],
    ["Stock image licences (8 images)", 240, 900],
    ["Photography: 1 day studio shoot incl. photographer", 1400, 2800],
    ["Proofs and colour matching", 120, 450],
    ["Courier and distribution", 80, 380],
  ],
  de: [
    ["Druck: 5.000 Broschüren A4, 16 S., 150 g Bilderdruck", 2800, 6500],
    ["Bildrechte Stockfotos (8 Motive)", 240, 900],
    ["Fotoproduktion: 1 Studiotag inkl. Fotograf", 1400, 2800],
    ["Proofs und Farbabstimmung", 120, 450],
    ["Kurier und Versand", 80, 380],
  ],
  fr: [
    ["Impression : 5 000 brochures A4, 16 p., couché 150 g", 2800, 6500],
    ["Droits d'images banque d'images (8 visuels)", 240, 900],
    ["Prise de vue : 1 jour de studio avec photographe", 1400, 2800],
    ["Épreuves et calage couleur", 120, 450],
    ["Coursier et diffusion", 80, 380],
  ],
  nl: [
    ["Drukwerk: 5.000 brochures A4, 16 p., 150 g mc", 2800, 6500],
    ["Beeldrechten stockfoto's (8 beelden)", 240, 900],
    ["Fotoshoot: 1 studiodag incl. fotograaf", 1400, 2800],
    ["Proeven en kleurafstemming", 120, 450],
    ["Koerier en verzending", 80, 380],
  ],
  it: [
    ["Stampa: 5.000 brochure A4, 16 pp., patinata 150 g", 2800, 6500],
    ["Diritti immagini stock (8 immagini)", 240, 900],
    ["Shooting fotografico: 1 giorno in studio con fotografo", 1400, 2800],
    ["Prove colore e cianografiche", 120, 450],
    ["Corriere e distribuzione", 80, 380],
  ],
  es: [
    ["Impresión: 5.000 folletos A4, 16 pp., estucado 150 g", 2800, 6500],
    ["Derechos de imágenes de stock (8 imágenes)", 240, 900],
    ["Sesión de fotos: 1 día de estudio con fotógrafo", 1400, 2800],
    ["Pruebas de color", 120, 450],
    ["Mensajería y distribución", 80, 380],
  ],
};

/** Campaigns and projects an agency names, per language: {b} the client's brand. */
export const CAMPAIGNS: Record<Language, string[]> = {
  en: ["{b} spring campaign", "{b} corporate brochure", "{b} trade fair stand", "{b} brand refresh"],
  de: ["{b} Frühjahrskampagne", "{b} Imagebroschüre", "{b} Messeauftritt", "{b} Markenrelaunch"],
  fr: ["Campagne de printemps {b}", "Brochure institutionnelle {b}", "Stand salon {b}", "Refonte de marque {b}"],
  nl: ["{b} voorjaarscampagne", "{b} bedrijfsbrochure", "{b} beursstand", "{b} merkvernieuwing"],
  it: ["Campagna primavera {b}", "Brochure istituzionale {b}", "Stand fieristico {b}", "Restyling marchio {b}"],
  es: ["Campaña de primavera {b}", "Folleto corporativo {b}", "Stand de feria {b}", "Renovación de marca {b}"],
};

/** An agency's name, per language: {a} a surname, {place} a place, {stem} a made-up word. */
export const AGENCY_NAMES: Record<Language, string[]> = {
  en: ["{stem} Creative", "{a} & {b} Advertising", "Studio {place}"],
  de: ["{stem} Werbeagentur", "{a} & {b} Kommunikation", "Studio {place} Design"],
  fr: ["Agence {stem}", "{a} & {b} Communication", "Studio {place}"],
  nl: ["{stem} Reclamebureau", "{a} & {b} Communicatie", "Studio {place}"],
  it: ["{stem} Comunicazione", "Agenzia {a} & {b}", "Studio {place}"],
  es: ["{stem} Publicidad", "{a} & {b} Comunicación", "Estudio {place}"],
};

export const AGENCY_CREDITS: Record<Language, string[]> = {
  en: ["Credit: reprint of brochure at our cost", "Credit: design hours not used"],
  de: ["Gutschrift: Nachdruck Broschüre zu unseren Lasten", "Gutschrift: nicht verbrauchte Gestaltungsstunden"],
  fr: ["Avoir : réimpression de la brochure à notre charge", "Avoir : heures de création non consommées"],
  nl: ["Credit: herdruk brochure voor onze rekening", "Credit: niet gebruikte ontwerpuren"],
  it: ["Storno: ristampa brochure a nostro carico", "Storno: ore di grafica non utilizzate"],
  es: ["Abono: reimpresión del folleto a nuestro cargo", "Abono: horas de diseño no consumidas"],
};

// ---------------------------------------------------------------------------------------------------------------
// An IT reseller's invoice.

/** A device or service: description, manufacturer, price range in whole units, kind (a levy's base). */
export type Device = [string, string, number, number, "pc" | "screen" | "storage" | "small" | "licence"];

export const DEVICES: Device[] = [
  ["ThinkPad T14 Gen 4, i7-1355U, 16 GB, 512 GB SSD", "Lenovo", 1190, 1590, "pc"],
  ["EliteBook 840 G10, i5-1335U, 16 GB, 512 GB", "HP", 1090, 1450, "pc"],
  ["OptiPlex 7010 Micro, i5-13500T, 8 GB, 256 GB", "Dell", 690, 940, "pc"],
  ['P2723DE 27" QHD USB-C Monitor', "Dell", 290, 420, "screen"],
  ['E24 G5 23.8" FHD Monitor', "HP", 170, 240, "screen"],
  ["870 EVO SATA SSD 1 TB", "Samsung", 69, 119, "storage"],
  ["Portable SSD T7 2 TB", "Samsung", 139, 219, "storage"],
  ["MX Keys Business keyboard", "Logitech", 89, 129, "small"],
  ["MX Master 3S mouse", "Logitech", 79, 109, "small"],
  ["UniFi U6-Pro access point", "Ubiquiti", 139, 189, "small"],
  ["Back-UPS Pro 900VA", "APC", 169, 239, "small"],
  ["365 Business Standard, 1 year", "Microsoft", 129, 159, "licence"],
  ["PROTECT Entry, 5 seats, 1 year", "ESET", 159, 229, "licence"],
];

/** A manufacturer's part number and serial number patterns: '@' a capital, '%' a digit, anything else as it is. */
export const PART_PATTERNS: Record<string, [string, string]> = {
  Lenovo: ["21HD00@@@@", "PF%@@@@@"],
  HP: ["%@%@%@@#ABD", "5CD%%%%@@@"],
  Dell: ["DELL-P2723DE", "@@@@@@%"],
  Samsung: ["MZ-77E1T0B/EU", "S6PNNX0T%%%%%%@"],
  Logitech: ["920-0102%%", "2%%%@P%@%%%%"],
  Ubiquiti: ["U6-PRO", "%%@@%%@@%%@@"],
  APC: ["BR900MI", "%B%%%%@%%%%%"],
  Microsoft: ["KLQ-00211", ""],
  ESET: ["EPE-N1-A5", ""],
};

/** Service lines, per language: [description, price range in whole units per hour]. */
export const IT_SERVICES: Record<Language, [string, number, number]> = {
  en: ["Setup and configuration, on site (hours)", 85, 120],
  de: ["Einrichtung und Konfiguration vor Ort (Std.)", 85, 120],
  fr: ["Installation et paramétrage sur site (heures)", 85, 120],
  nl: ["Installatie en configuratie op locatie (uur)", 85, 120],
  it: ["Installazione e configurazione in sede (ore)", 85, 120],
  es: ["Instalación y configuración in situ (horas)", 85, 120],
};

/** Shipping lines, per language: a carrier is added. */
export const IT_SHIPPING: Record<Language, string> = {
  en: "Delivery",
  de: "Versandkosten",
  fr: "Frais de port",
  nl: "Verzendkosten",
  it: "Spese di spedizione",
  es: "Gastos de envío",
};

export const CARRIERS_PARCEL = ["DHL", "UPS", "GLS", "DPD", "FedEx"];

/**
 * The levies printed per item, per country: for each kind of device a caption and an amount in cents per unit.
 * Germany and Austria: the copyright levy on PCs and storage; France: éco-participation and the private-copy levy;
 * Belgium: Recupel and Auvibel; the Netherlands: the home-copy levy; Switzerland: the advance recycling fee (vRG/TAR);
 * Italy: RAEE and the private-copy levy; Spain: the canon digital; Ireland: the visible WEEE charge; the US: a state's
 * e-waste fee on screens.
 */
export const LEVIES: Record<string, Partial<Record<Device[4], [string, number][]>>> = {
  DE: {
    pc: [["Urheberrechtsabgabe ZPÜ (PC)", 1319]],
    storage: [["Urheberrechtsabgabe ZPÜ (Speichermedium)", 206]],
  },
  AT: {
    pc: [["Speichermedienvergütung (austro mechana)", 1500]],
    storage: [["Speichermedienvergütung (austro mechana)", 400]],
  },
  CH: {
    pc: [["vRG SENS/Swico", 200]],
    screen: [["vRG SENS/Swico", 500]],
    storage: [["vRG SENS/Swico", 20]],
    small: [["vRG SENS/Swico", 50]],
  },
  FR: {
    pc: [["Éco-participation DEEE", 100]],
    screen: [["Éco-participation DEEE", 300]],
    storage: [
      ["Éco-participation DEEE", 2],
      ["Rémunération copie privée", 1000],
    ],
    small: [["Éco-participation DEEE", 10]],
  },
  BE: {
    pc: [["Recupel", 100]],
    screen: [["Recupel", 500]],
    storage: [
      ["Recupel", 5],
      ["Auvibel", 300],
    ],
    small: [["Recupel", 10]],
  },
  NL: { storage: [["Thuiskopieheffing", 100]] },
  IT: {
    pc: [
      ["Contributo RAEE", 150],
      ["Equo compenso SIAE (copia privata)", 516],
    ],
    screen: [["Contributo RAEE", 400]],
    storage: [["Equo compenso SIAE (copia privata)", 1070]],
    small: [["Contributo RAEE", 10]],
  },
  ES: {
    pc: [["Canon digital (compensación por copia privada)", 550]],
    storage: [["Canon digital (compensación por copia privada)", 600]],
  },
  IE: {
    pc: [["WEEE EMC (visible fee)", 150]],
    screen: [["WEEE EMC (visible fee)", 500]],
    small: [["WEEE EMC (visible fee)", 25]],
  },
  US: { screen: [["State electronic waste recycling fee (CEW)", 600]] },
};

/** An IT reseller's name, per language: {stem} a made-up word, {place} a place, {a} a surname. */
export const RESELLER_NAMES: Record<Language, string[]> = {
  en: ["{stem} IT Solutions", "{place} Computer Centre", "{a} Systems"],
  de: ["{stem} IT-Systemhaus", "Computer-Center {place}", "{a} EDV-Service"],
  fr: ["{stem} Informatique", "{place} Micro Services", "{a} Solutions Informatiques"],
  nl: ["{stem} ICT", "Computercentrum {place}", "{a} Automatisering"],
  it: ["{stem} Informatica", "{place} Computer Service", "{a} Sistemi"],
  es: ["{stem} Informática", "Centro Informático {place}", "{a} Sistemas"],
};

/** Payment methods a reseller's shop takes, per language. */
export const IT_METHODS: Record<Language, string[]> = {
  en: ["credit card", "PayPal", "bank transfer (prepayment)"],
  de: ["Kreditkarte", "PayPal", "Vorkasse"],
  fr: ["carte bancaire", "PayPal", "virement (prépaiement)"],
  nl: ["iDEAL", "creditcard", "PayPal"],
  it: ["carta di credito", "PayPal", "bonifico anticipato"],
  es: ["tarjeta", "PayPal", "Bizum"],
};

// ---------------------------------------------------------------------------------------------------------------
// A distributor's stock items (the fax printout).

/** Code prefix, description ('{a|b}': one article per variant, a size or a type), unit, price range in cents. */
export type StockItem = [string, string, string, number, number];

export const STOCK: Record<Language, StockItem[]> = {
  en: [
    ["BRG", "Deep groove ball bearing {6204|6205|6206|6305}-2RS", "EA", 390, 890],
    ["HOS", "Hydraulic hose {3/8in|1/2in|3/4in} 2SN per metre", "M", 690, 1290],
    ["FLT", "Oil filter element {HF6553|HF6554|HF35001}", "EA", 1190, 2490],
    ["VBT", "V-belt SPA {1250|1400|1600}", "EA", 690, 1490],
    ["GRS", "Lithium grease EP2 400g cartridge", "EA", 390, 690],
    ["SCR", "Hex bolt M{10x40|12x60|16x80} 8.8 zinc, box 50", "BX", 1290, 2190],
    ["GLV", "Nitrile work gloves size {8|9|10}, pack 12", "PK", 890, 1590],
    ["CPL", "Jaw coupling L{075|100|110} complete", "EA", 2490, 4890],
  ],
  de: [
    ["KGL", "Rillenkugellager {6204|6205|6206|6305}-2RS", "ST", 390, 890],
    ["SCH", "Hydraulikschlauch 2SN DN{10|12|16} je Meter", "M", 690, 1290],
    ["FIL", "Ölfilterelement {HF6553|HF6554|HF35001}", "ST", 1190, 2490],
    ["KRM", "Keilriemen SPA {1250|1400|1600}", "ST", 690, 1490],
    ["FET", "Lithiumfett EP2 400 g Kartusche", "ST", 390, 690],
    ["SRB", "Sechskantschraube M{10x40|12x60|16x80} 8.8 verzinkt, VE 50", "PAK", 1290, 2190],
    ["HSH", "Nitril-Arbeitshandschuhe Gr. {8|9|10}, 12 Paar", "PAK", 890, 1590],
    ["KUP", "Klauenkupplung L{075|100|110} komplett", "ST", 2490, 4890],
  ],
  fr: [
    ["ROU", "Roulement à billes {6204|6205|6206|6305}-2RS", "U", 390, 890],
    ["FLX", "Flexible hydraulique 2SN DN{10|12|16} au mètre", "M", 690, 1290],
    ["FIL", "Cartouche filtre à huile {HF6553|HF6554|HF35001}", "U", 1190, 2490],
    ["COU", "Courroie trapézoïdale SPA {1250|1400|1600}", "U", 690, 1490],
    ["GRA", "Graisse lithium EP2 cartouche 400 g", "U", 390, 690],
    ["VIS", "Vis H M{10x40|12x60|16x80} 8.8 zinguée, boîte de 50", "BTE", 1290, 2190],
    ["GAN", "Gants nitrile T{8|9|10}, lot de 12", "LOT", 890, 1590],
    ["ACC", "Accouplement à mâchoires L{075|100|110} complet", "U", 2490, 4890],
  ],
  nl: [
    ["LAG", "Groefkogellager {6204|6205|6206|6305}-2RS", "ST", 390, 890],
    ["SLG", "Hydraulische slang 2SN DN{10|12|16} per meter", "M", 690, 1290],
    ["FIL", "Oliefilterelement {HF6553|HF6554|HF35001}", "ST", 1190, 2490],
    ["SNR", "V-snaar SPA {1250|1400|1600}", "ST", 690, 1490],
    ["VET", "Lithiumvet EP2 patroon 400 g", "ST", 390, 690],
    ["BOU", "Zeskantbout M{10x40|12x60|16x80} 8.8 verzinkt, doos 50", "DS", 1290, 2190],
    ["HSD", "Nitril werkhandschoenen mt {8|9|10}, 12 paar", "PAK", 890, 1590],
    ["KOP", "Klauwkoppeling L{075|100|110} compleet", "ST", 2490, 4890],
  ],
  it: [
    ["CUS", "Cuscinetto a sfere {6204|6205|6206|6305}-2RS", "PZ", 390, 890],
    ["TUB", "Tubo idraulico 2SN DN{10|12|16} al metro", "MT", 690, 1290],
    ["FIL", "Cartuccia filtro olio {HF6553|HF6554|HF35001}", "PZ", 1190, 2490],
    ["CIN", "Cinghia trapezoidale SPA {1250|1400|1600}", "PZ", 690, 1490],
    ["GRA", "Grasso al litio EP2 cartuccia 400 g", "PZ", 390, 690],
    ["VIT", "Vite TE M{10x40|12x60|16x80} 8.8 zincata, conf. 50", "CF", 1290, 2190],
    ["GUA", "Guanti nitrile tg. {8|9|10}, conf. 12 paia", "CF", 890, 1590],
    ["GIU", "Giunto a denti L{075|100|110} completo", "PZ", 2490, 4890],
  ],
  es: [
    ["ROD", "Rodamiento de bolas {6204|6205|6206|6305}-2RS", "UD", 390, 890],
    ["MAN", "Manguera hidráulica 2SN DN{10|12|16} por metro", "M", 690, 1290],
    ["FIL", "Cartucho filtro de aceite {HF6553|HF6554|HF35001}", "UD", 1190, 2490],
    ["COR", "Correa trapezoidal SPA {1250|1400|1600}", "UD", 690, 1490],
    ["GRA", "Grasa de litio EP2 cartucho 400 g", "UD", 390, 690],
    ["TOR", "Tornillo hexagonal M{10x40|12x60|16x80} 8.8 cincado, caja 50", "CJ", 1290, 2190],
    ["GUA", "Guantes de nitrilo talla {8|9|10}, pack 12", "PK", 890, 1590],
    ["ACO", "Acoplamiento de garras L{075|100|110} completo", "UD", 2490, 4890],
  ],
};

/** Freight lines of a distributor, per language. */
export const STOCK_FREIGHT: Record<Language, string> = {
  en: "FREIGHT/CARRIAGE",
  de: "FRACHTKOSTEN",
  fr: "FRAIS DE TRANSPORT",
  nl: "VRACHTKOSTEN",
  it: "SPESE DI TRASPORTO",
  es: "PORTES",
};

/** A distributor's name, per language: {stem} a made-up word, {a} a surname, {place} a place. */
export const DISTRIBUTOR_NAMES: Record<Language, string[]> = {
  en: ["{stem} Industrial Supplies", "{a} Bearings & Transmission", "{place} Fluid Power"],
  de: ["{stem} Industriebedarf", "{a} Wälzlager-Technik", "Hydraulik {place}"],
  fr: ["{stem} Fournitures Industrielles", "{a} Roulements et Transmission", "Hydraulique {place}"],
  nl: ["{stem} Technische Handel", "{a} Lagers & Aandrijving", "Hydrauliek {place}"],
  it: ["{stem} Forniture Industriali", "{a} Cuscinetti e Trasmissioni", "Oleodinamica {place}"],
  es: ["{stem} Suministros Industriales", "{a} Rodamientos y Transmisión", "Hidráulica {place}"],
};

export const STOCK_CREDITS: Record<Language, string[]> = {
  en: ["RETURN - WRONG ITEM SUPPLIED", "PRICE ADJUSTMENT AS AGREED"],
  de: ["RUECKNAHME FALSCHLIEFERUNG", "PREISKORREKTUR LT. ABSPRACHE"],
  fr: ["RETOUR ERREUR DE LIVRAISON", "AJUSTEMENT DE PRIX CONVENU"],
  nl: ["RETOUR VERKEERD GELEVERD", "PRIJSCORRECTIE CONFORM AFSPRAAK"],
  it: ["RESO ERRATA CONSEGNA", "RETTIFICA PREZZO CONCORDATA"],
  es: ["DEVOLUCION ERROR DE ENVIO", "AJUSTE DE PRECIO ACORDADO"],
};
