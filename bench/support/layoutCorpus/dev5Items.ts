/**
 * What half G's layouts bill and name, per language or country: a professional's services, surcharges and outlays
 * (lawyers, tax advisers and accountants, architects), a freight forwarder's charges, ports, airports, carriers and
 * trading conditions, a software subscription's plans and metered items, a workshop's vehicles, labour, parts and
 * sundries, a landlord's premises and charges.
 *
 * Some captions are fixed by law, a tariff or a trade and are printed as such, as line descriptions, not as pool
 * wordings (vocab/dev5/): the German RVG's fee items ('1,3 Geschäftsgebühr, §§ 13, 14 RVG, Nr. 2300 VV RVG',
 * 'Nr. 7002 VV RVG'), the StBVV's and HOAI's, the Italian 'Spese generali 15% (art. 2 D.M. 55/2014)', 'Contributo
 * integrativo C.P.A. 4%', 'Anticipazioni forfettarie (art. 30 D.P.R. 115/2002)' and 'Imposta di bollo', the British
 * 'MOT test fee', the forwarders' trading conditions (ADSp, BIFA, FENEX, ...) and the carriers' charge codes (FRT,
 * BAF, THC, ...). Any of them may equal a wording of an earlier half; the overlap check covers pool wordings only.
 */
import type { Language } from "./vocab";

// ---------------------------------------------------------------------------------------------------------------
// A professional's fee note.

export type Profession = "lawyer" | "adviser" | "architect";

/** The line under a firm's name, per language and profession. */
export const PROFESSION_LINES: Record<Language, Record<Profession, string[]>> = {
  en: {
    lawyer: ["Solicitors", "Solicitors & Notaries", "Solicitors · Commercial & Property"],
    adviser: ["Chartered Accountants", "Chartered Accountants & Tax Advisers", "Accountants · Payroll · Tax"],
    architect: ["Chartered Architects", "Architects & Designers", "RIBA Chartered Practice"],
  },
  de: {
    lawyer: ["Rechtsanwälte", "Rechtsanwälte · Fachanwälte", "Rechtsanwälte und Notar"],
    adviser: ["Steuerberater", "Steuerberatungsgesellschaft", "Steuerberater · vereidigte Buchprüfer"],
    architect: ["Architekten", "Architekten und Ingenieure", "Freie Architekten BDA"],
  },
  fr: {
    lawyer: ["Avocats au Barreau", "Avocats associés", "Société d'avocats"],
    adviser: ["Expertise comptable", "Expert-comptable · Commissaire aux comptes", "Cabinet d'expertise comptable"],
    architect: ["Architectes DPLG", "Atelier d'architecture", "Architecte inscrit à l'Ordre"],
  },
  nl: {
    lawyer: ["Advocaten", "Advocaten en mediators", "Advocatenkantoor"],
    adviser: ["Accountants en belastingadviseurs", "Accountantskantoor", "Fiscalisten"],
    architect: ["Architecten", "Architectenbureau", "Architecten en ingenieurs"],
  },
  it: {
    lawyer: ["Studio Legale", "Studio Legale Associato", "Avvocati"],
    adviser: ["Dottori Commercialisti", "Studio Commercialista", "Commercialisti e Revisori Legali"],
    architect: ["Studio di Architettura", "Architetti associati", "Architettura e Ingegneria"],
  },
  es: {
    lawyer: ["Abogados", "Bufete de abogados", "Abogados y asesores"],
    adviser: ["Asesoría fiscal y contable", "Asesores fiscales", "Economistas · Asesores tributarios"],
    architect: ["Arquitectos", "Estudio de arquitectura", "Arquitectura y urbanismo"],
  },
};

/** A firm's name: {a} and {b} are surnames; the legal form is part of the pattern where such firms have one. */
export const FIRM_NAMES: Record<string, Record<Profession, string[]>> = {
  GB: {
    lawyer: ["{a} {b} LLP", "{a} & Co Solicitors", "{a} {b} Solicitors Ltd"],
    adviser: ["{a} {b} LLP", "{a} & Partners Accountants Ltd", "{a} Accountancy Ltd"],
    architect: ["{a} {b} Architects Ltd", "{a} Architects LLP", "Studio {a} Ltd"],
  },
  IE: {
    lawyer: ["{a} {b} LLP", "{a} & Co. Solicitors", "{a} {b} Solicitors"],
    adviser: ["{a} {b} & Co.", "{a} Accountants Ltd", "{a} & Associates Ltd"],
    architect: ["{a} {b} Architects", "{a} Architects Ltd", "Studio {a} Ltd"],
  },
  DE: {
    lawyer: ["{a} & {b} Rechtsanwälte PartG mbB", "Kanzlei {a} & Kollegen", "{a} {b} Rechtsanwaltsgesellschaft mbH"],
    adviser: ["{a} & {b} Steuerberatungsgesellschaft mbH", "Steuerkanzlei {a}", "{a} & Partner mbB"],
    architect: ["{a} {b} Architekten PartGmbB", "Architekturbüro {a}", "{a} + {b} Architekten GmbH"],
  },
  AT: {
    lawyer: ["{a} & {b} Rechtsanwälte GmbH", "Rechtsanwaltskanzlei {a}", "{a} {b} Rechtsanwälte OG"],
    adviser: ["{a} Steuerberatung GmbH", "{a} & {b} Wirtschaftstreuhand GmbH", "Kanzlei {a} Steuerberatung"],
    architect: ["{a} {b} Architekten ZT GmbH", "Architekt {a} ZT GmbH", "{a} Architektur ZT-KG"],
  },
  CH: {
    lawyer: ["{a} {b} Rechtsanwälte AG", "Advokatur {a}", "{a} & {b} Anwaltskanzlei"],
    adviser: ["{a} Treuhand AG", "{a} & {b} Treuhand GmbH", "Treuhandbüro {a}"],
    architect: ["{a} {b} Architekten AG", "{a} Architektur GmbH", "Architekturbüro {a}"],
  },
  FR: {
    lawyer: ["SELARL {a} & Associés", "Cabinet {a} {b}", "{a} {b} Avocats AARPI"],
    adviser: ["Cabinet {a} Expertise", "SAS {a} & {b} Conseil", "{a} Audit & Conseil"],
    architect: ["Atelier {a} {b}", "SARL {a} Architecture", "{a} Architectes"],
  },
  BE: {
    lawyer: ["{a} & {b} Avocats SRL", "Cabinet {a}", "{a} {b} Avocats SC"],
    adviser: ["Fiduciaire {a} SRL", "{a} & Associés SRL", "{a} Conseils SRL"],
    architect: ["Bureau d'architecture {a} SRL", "{a} Architectes SRL", "Atelier {a} SRL"],
  },
  "BE-nl": {
    lawyer: ["{a} & {b} Advocaten BV", "Advocatenkantoor {a}", "{a} {b} Advocaten CV"],
    adviser: ["Boekhoudkantoor {a} BV", "{a} & Partners Accountants BV", "Fiduciaire {a} BV"],
    architect: ["Architectenbureau {a} BV", "{a} Architecten BV", "Atelier {a} BV"],
  },
  NL: {
    lawyer: ["{a} {b} Advocaten B.V.", "Advocatenkantoor {a}", "{a} & {b} Advocaten N.V."],
    adviser: ["{a} Accountants B.V.", "{a} & {b} Belastingadviseurs B.V.", "Administratiekantoor {a}"],
    architect: ["{a} {b} Architecten B.V.", "Architectenbureau {a}", "Studio {a} B.V."],
  },
  IT: {
    lawyer: ["Studio Legale {a} & {b}", "Studio Legale Associato {a} {b}", "{a} {b} Avvocati STP S.r.l."],
    adviser: ["Studio {a} & {b} Commercialisti Associati", "Studio Commercialista {a}", "{a} {b} STP S.r.l."],
    architect: ["{a} {b} Architetti Associati", "Studio di Architettura {a}", "{a} Architettura STP S.r.l."],
  },
  "CH-it": {
    lawyer: ["Studio Legale {a} & {b}", "Avvocatura {a}", "{a} {b} Avvocati SA"],
    adviser: ["Fiduciaria {a} SA", "{a} & {b} Fiduciaria Sagl", "Studio fiduciario {a}"],
    architect: ["{a} {b} Architetti Sagl", "Studio d'architettura {a}", "{a} Architettura SA"],
  },
  ES: {
    lawyer: ["{a} & {b} Abogados, S.L.P.", "Bufete {a}", "{a} {b} Abogados y Asociados, S.L.P."],
    adviser: ["Asesoría {a} y {b}, S.L.", "{a} Asesores, S.L.P.", "Gestoría {a}, S.L."],
    architect: ["{a} {b} Arquitectos, S.L.P.", "Estudio {a} Arquitectura, S.L.", "{a} Arquitectos, S.L.P."],
  },
};

/** What a professional is called, for a man and for a woman (after the name in English and Spanish, else before). */
export const PROFESSIONAL_TITLES: Record<Language, Record<Profession, [string, string]>> = {
  en: { lawyer: ["Solicitor", "Solicitor"], adviser: ["FCA", "FCA"], architect: ["RIBA", "RIBA"] },
  de: {
    lawyer: ["Rechtsanwalt", "Rechtsanwältin"],
    adviser: ["Steuerberater", "Steuerberaterin"],
    architect: ["Architekt", "Architektin"],
  },
  fr: {
    lawyer: ["Maître", "Maître"],
    adviser: ["Expert-comptable", "Experte-comptable"],
    architect: ["Architecte", "Architecte"],
  },
  nl: { lawyer: ["mr.", "mr."], adviser: ["drs.", "drs."], architect: ["ir.", "ir."] },
  it: { lawyer: ["Avv.", "Avv."], adviser: ["Dott.", "Dott.ssa"], architect: ["Arch.", "Arch."] },
  es: {
    lawyer: ["abogado", "abogada"],
    adviser: ["economista", "economista"],
    architect: ["arquitecto", "arquitecta"],
  },
};

/** A file's subject as a professional names it: {a} and {b} are parties, {year} a year, {town} a town. */
export const MATTERS: Record<Language, Record<Profession, string[]>> = {
  en: {
    lawyer: [
      "Purchase of {n} {street}, {town}",
      "Lease of commercial premises at {n} {street}",
      "{a} Ltd v {b} – unpaid invoices",
      "Employment dispute – {b}",
      "Shareholders' agreement – {a} Ltd",
    ],
    adviser: [
      "Statutory accounts year ended 31 March {year}",
      "Corporation tax return {year}",
      "Self assessment {year}/{year1}",
      "Payroll and VAT returns",
    ],
    architect: [
      "Rear extension, {n} {street}, {town}",
      "Office fit-out, {n} {street}",
      "Planning application – {n} {street}",
    ],
  },
  de: {
    lawyer: [
      "{a} ./. {b} wegen Forderung",
      "{a} ./. {b} wegen Kündigungsschutz",
      "Mietsache {street} {n}, {town}",
      "Gesellschaftsvertrag {a} GmbH",
      "Verkehrsunfall vom {date}",
    ],
    adviser: [
      "Jahresabschluss {year}",
      "Einkommensteuererklärung {year}",
      "Laufende Finanz- und Lohnbuchhaltung",
      "Betriebsprüfung {year}",
    ],
    architect: [
      "Neubau Einfamilienhaus, {street} {n}, {town}",
      "Umbau Büroetage, {street} {n}",
      "Sanierung Mehrfamilienhaus {street} {n}",
    ],
  },
  fr: {
    lawyer: [
      "{a} c/ {b} – recouvrement",
      "Bail commercial – {n} {street}, {town}",
      "Cession de parts sociales {a}",
      "Licenciement de M. {b}",
      "Contentieux prud'homal {a}",
    ],
    adviser: [
      "Comptes annuels exercice {year}",
      "Déclarations fiscales {year}",
      "Mission de tenue comptable {year}",
      "Paie et déclarations sociales",
    ],
    architect: [
      "Extension maison individuelle, {n} {street}, {town}",
      "Réhabilitation d'un immeuble, {n} {street}",
      "Permis de construire – {n} {street}",
    ],
  },
  nl: {
    lawyer: [
      "{a} / {b} – incasso",
      "Huurgeschil {street} {n}, {town}",
      "Ontslagzaak {b}",
      "Aandeelhoudersovereenkomst {a}",
      "Geschil {a} / {b}",
    ],
    adviser: [
      "Jaarrekening {year}",
      "Aangifte vennootschapsbelasting {year}",
      "Loonadministratie {year}",
      "Aangifte inkomstenbelasting {year}",
    ],
    architect: [
      "Nieuwbouw woning {street} {n}, {town}",
      "Verbouwing kantoorpand {street} {n}",
      "Omgevingsvergunning {street} {n}",
    ],
  },
  it: {
    lawyer: [
      "{a} c/ {b} – recupero crediti",
      "Causa {a} / {b} – Tribunale di {town}",
      "Locazione commerciale {street} {n}, {town}",
      "Cessione quote {a} S.r.l.",
      "Licenziamento {b}",
    ],
    adviser: [
      "Bilancio d'esercizio {year}",
      "Dichiarazione dei redditi {year}",
      "Contabilità ordinaria {year}",
      "Elaborazione paghe {year}",
    ],
    architect: [
      "Ristrutturazione immobile in {street} {n}, {town}",
      "Ampliamento fabbricato {street} {n}",
      "Pratica edilizia SCIA – {street} {n}",
    ],
  },
  es: {
    lawyer: [
      "{a} c/ {b} – reclamación de cantidad",
      "Arrendamiento local {street} {n}, {town}",
      "Despido de D. {b}",
      "Compraventa de participaciones {a}",
      "Procedimiento monitorio {a} / {b}",
    ],
    adviser: [
      "Impuesto sobre Sociedades ejercicio {year}",
      "Declaración de la renta {year}",
      "Contabilidad y libros oficiales {year}",
      "Nóminas y seguros sociales",
    ],
    architect: [
      "Vivienda unifamiliar en {street} {n}, {town}",
      "Reforma de local en {street} {n}",
      "Licencia de obra – {street} {n}",
    ],
  },
};

/**
 * A professional's service: its description ({year}, {h} hours, {period}, {n} a count), billed "flat" in a price range
 * or by the "hour" at a rate range (whole currency units).
 */
export type Service = [string, "flat" | "hour", number, number];

/** Services per country (a language's default under its language code) and profession. */
export const SERVICES: Record<string, Record<Profession, Service[]>> = {
  en: {
    lawyer: [
      ["Our professional charges", "flat", 450, 4800],
      ["Attendances, correspondence and preparation of documents", "hour", 180, 320],
      ["Completion formalities and post-completion work", "flat", 150, 600],
      ["Review of lease and report on title", "flat", 350, 1200],
      ["Telephone attendances and emails", "hour", 180, 320],
    ],
    adviser: [
      ["Preparation of statutory accounts for the year ended 31 March {year}", "flat", 900, 3600],
      ["Preparation and submission of corporation tax return (CT600)", "flat", 350, 1200],
      ["Payroll services, {n} employees, {period}", "flat", 120, 480],
      ["Preparation of quarterly VAT returns", "flat", 150, 450],
      ["Tax advice and correspondence with HMRC", "hour", 110, 220],
    ],
    architect: [
      ["RIBA Stage 2 – Concept Design", "flat", 1500, 6500],
      ["RIBA Stage 3 – Spatial Coordination", "flat", 1800, 7500],
      ["Preparation and submission of planning application", "flat", 600, 2400],
      ["Site visits and meetings", "hour", 75, 140],
      ["Measured survey of existing building", "flat", 450, 1500],
    ],
  },
  de: {
    lawyer: [
      ["Anwaltliche Tätigkeit lt. Vergütungsvereinbarung (Zeitaufwand)", "hour", 180, 350],
      ["Besprechung mit Mandant und Gegenseite", "hour", 180, 350],
      ["Entwurf und Prüfung von Verträgen", "hour", 180, 350],
    ],
    adviser: [
      ["Finanzbuchhaltung {period} (§ 33 StBVV)", "flat", 180, 900],
      ["Lohnabrechnungen {period}, {n} Arbeitnehmer (§ 34 StBVV)", "flat", 90, 600],
      ["Umsatzsteuer-Voranmeldung {period} (§ 24 Abs. 1 Nr. 7 StBVV)", "flat", 60, 280],
      ["Erstellung Jahresabschluss {year} (§ 35 StBVV)", "flat", 1200, 5200],
      ["Einkommensteuererklärung {year} (§ 24 Abs. 1 Nr. 1 StBVV)", "flat", 300, 1400],
      ["Beratung, Zeitgebühr (§ 13 StBVV)", "hour", 60, 140],
    ],
    architect: [
      ["Leistungsphase 1 Grundlagenermittlung (2 %)", "flat", 400, 2400],
      ["Leistungsphase 2 Vorplanung (7 %)", "flat", 1400, 8400],
      ["Leistungsphase 3 Entwurfsplanung (15 %)", "flat", 3000, 18000],
      ["Leistungsphase 4 Genehmigungsplanung (3 %)", "flat", 600, 3600],
      ["Besondere Leistungen, Zeithonorar", "hour", 75, 120],
    ],
  },
  AT: {
    lawyer: [
      ["Leistungen lt. Leistungsverzeichnis (Zeithonorar)", "hour", 200, 400],
      ["Klage TP 3A RATG", "flat", 250, 1400],
      ["Schriftsatz TP 3A RATG", "flat", 200, 1100],
      ["Tagsatzung TP 3A RATG, {n} halbe Stunden", "flat", 180, 900],
      ["Besprechung mit Mandant", "hour", 200, 400],
    ],
    adviser: [
      ["Buchhaltung {period} lt. Honorarvereinbarung", "flat", 200, 900],
      ["Lohnverrechnung {period}, {n} Dienstnehmer", "flat", 90, 600],
      ["Jahresabschluss und Steuererklärungen {year}", "flat", 1500, 5500],
      ["UVA-Erstellung {period}", "flat", 60, 250],
      ["Steuerliche Beratung lt. Zeitaufzeichnung", "hour", 110, 220],
    ],
    architect: [
      ["Vorentwurf lt. Leistungsbild", "flat", 1500, 7000],
      ["Einreichplanung", "flat", 1200, 6000],
      ["Baubesprechungen und Baustellenbesuche", "hour", 80, 130],
    ],
  },
  CH: {
    lawyer: [
      ["Honorar gemäss Zeitaufwand", "hour", 250, 450],
      ["Aktenstudium und Besprechungen", "hour", 250, 450],
      ["Verfassen der Klageschrift", "hour", 250, 450],
    ],
    adviser: [
      ["Buchführung {period}", "flat", 300, 1500],
      ["Jahresabschluss {year}", "flat", 1500, 6000],
      ["Steuererklärung {year}", "flat", 300, 1200],
      ["MWST-Abrechnung {period}", "flat", 150, 450],
      ["Beratung nach Aufwand", "hour", 140, 240],
    ],
    architect: [
      ["Teilleistung Vorprojekt (SIA 102)", "flat", 2000, 9000],
      ["Teilleistung Bauprojekt (SIA 102)", "flat", 3000, 12000],
      ["Baugesuch", "flat", 800, 3500],
      ["Bauleitung nach Aufwand", "hour", 110, 160],
    ],
  },
  fr: {
    lawyer: [
      ["Honoraires au temps passé", "hour", 180, 380],
      ["Honoraires forfaitaires – rédaction d'actes", "flat", 600, 3500],
      ["Consultation et analyse du dossier", "hour", 180, 380],
      ["Assistance à l'audience", "flat", 400, 1500],
      ["Frais de dossier et de secrétariat", "flat", 40, 150],
    ],
    adviser: [
      ["Tenue de la comptabilité {period}", "flat", 150, 900],
      ["Établissement des comptes annuels {year}", "flat", 1200, 4500],
      ["Liasse fiscale et déclarations {year}", "flat", 300, 1200],
      ["Bulletins de paie {period}, {n} salariés", "flat", 60, 480],
      ["Conseil et assistance (temps passé)", "hour", 90, 180],
    ],
    architect: [
      ["Mission de base – esquisse (ESQ)", "flat", 800, 4000],
      ["Avant-projet sommaire (APS)", "flat", 1200, 6000],
      ["Dossier de demande de permis de construire (PC)", "flat", 900, 4500],
      ["Visites de chantier", "hour", 70, 120],
    ],
  },
  BE: {
    lawyer: [
      ["Honoraires : prestations au temps passé", "hour", 120, 250],
      ["Rédaction de conclusions", "hour", 120, 250],
      ["Plaidoirie", "flat", 400, 1500],
      ["Déplacement au tribunal", "flat", 50, 180],
    ],
    adviser: [
      ["Tenue de la comptabilité {period}", "flat", 150, 800],
      ["Déclarations TVA {period}", "flat", 60, 250],
      ["Comptes annuels et déclaration ISoc {year}", "flat", 900, 3500],
      ["Conseil fiscal (temps passé)", "hour", 80, 160],
    ],
    architect: [
      ["Avant-projet", "flat", 1200, 6000],
      ["Dossier de demande de permis d'urbanisme", "flat", 900, 4500],
      ["Contrôle de chantier", "hour", 70, 120],
    ],
  },
  nl: {
    lawyer: [
      ["Honorarium", "hour", 180, 320],
      ["Werkzaamheden volgens urenspecificatie", "hour", 180, 320],
      ["Opstellen dagvaarding", "hour", 180, 320],
      ["Zitting kantonrechter", "flat", 300, 1200],
    ],
    adviser: [
      ["Samenstellen jaarrekening {year}", "flat", 900, 3800],
      ["Aangifte vennootschapsbelasting {year}", "flat", 350, 1200],
      ["Loonadministratie {period}, {n} werknemers", "flat", 90, 500],
      ["Aangiften omzetbelasting {period}", "flat", 80, 300],
      ["Fiscaal advies (uren)", "hour", 95, 175],
    ],
    architect: [
      ["Schetsontwerp (SO)", "flat", 1200, 6000],
      ["Voorlopig ontwerp (VO)", "flat", 1500, 7500],
      ["Aanvraag omgevingsvergunning", "flat", 800, 3500],
      ["Bouwbegeleiding (uren)", "hour", 75, 125],
    ],
  },
  "BE-nl": {
    lawyer: [
      ["Ereloon volgens tijdsbesteding", "hour", 120, 250],
      ["Opstellen conclusies", "hour", 120, 250],
      ["Pleidooi", "flat", 400, 1500],
      ["Verplaatsing rechtbank", "flat", 50, 180],
    ],
    adviser: [
      ["Boekhouding {period}", "flat", 150, 800],
      ["BTW-aangiften {period}", "flat", 60, 250],
      ["Jaarrekening en aangifte vennootschapsbelasting {year}", "flat", 900, 3500],
      ["Fiscaal advies (tijdsbesteding)", "hour", 80, 160],
    ],
    architect: [
      ["Voorontwerp", "flat", 1200, 6000],
      ["Dossier omgevingsvergunning", "flat", 900, 4500],
      ["Werfopvolging", "hour", 70, 120],
    ],
  },
  it: {
    lawyer: [
      ["Compenso fase di studio della controversia", "flat", 400, 2400],
      ["Compenso fase introduttiva del giudizio", "flat", 350, 1800],
      ["Compenso fase istruttoria e/o di trattazione", "flat", 500, 3500],
      ["Compenso fase decisionale", "flat", 600, 3800],
      ["Attività stragiudiziale", "flat", 300, 2200],
    ],
    adviser: [
      ["Tenuta contabilità ordinaria {period}", "flat", 250, 1200],
      ["Redazione bilancio d'esercizio {year}", "flat", 900, 3500],
      ["Dichiarazione dei redditi {year} e invio telematico", "flat", 300, 1200],
      ["Elaborazione cedolini paga {period}, {n} dipendenti", "flat", 80, 480],
      ["Liquidazioni IVA periodiche {period}", "flat", 80, 300],
    ],
    architect: [
      ["Progettazione di fattibilità tecnica ed economica", "flat", 1200, 6000],
      ["Progettazione esecutiva", "flat", 2000, 9000],
      ["Direzione lavori – acconto", "flat", 1000, 5000],
      ["Pratica edilizia e deposito", "flat", 500, 2000],
    ],
  },
  "CH-it": {
    lawyer: [
      ["Onorario secondo il dispendio di tempo", "hour", 250, 400],
      ["Studio dell'incarto e colloqui", "hour", 250, 400],
      ["Redazione dell'allegato di risposta", "hour", 250, 400],
    ],
    adviser: [
      ["Tenuta della contabilità {period}", "flat", 300, 1500],
      ["Chiusura contabile {year}", "flat", 1500, 5500],
      ["Dichiarazione d'imposta {year}", "flat", 300, 1100],
      ["Consulenza secondo dispendio", "hour", 140, 220],
    ],
    architect: [
      ["Prestazione parziale progetto di massima (SIA 102)", "flat", 2000, 8000],
      ["Domanda di costruzione", "flat", 800, 3500],
      ["Direzione lavori secondo dispendio", "hour", 110, 160],
    ],
  },
  es: {
    lawyer: [
      ["Honorarios profesionales", "flat", 400, 4200],
      ["Redacción de demanda y presentación", "flat", 600, 3000],
      ["Asistencia a vista oral", "flat", 300, 1500],
      ["Consultas y reuniones", "hour", 90, 220],
      ["Negociación extrajudicial", "flat", 250, 1800],
    ],
    adviser: [
      ["Cuota de asesoría contable y fiscal {period}", "flat", 120, 450],
      ["Impuesto sobre Sociedades (modelo 200) ejercicio {year}", "flat", 300, 1100],
      ["Declaraciones trimestrales IVA e IRPF (modelos 303 y 111) {period}", "flat", 60, 240],
      ["Nóminas y seguros sociales {period}, {n} trabajadores", "flat", 60, 360],
      ["Cuentas anuales y depósito en el Registro Mercantil {year}", "flat", 250, 900],
    ],
    architect: [
      ["Redacción de proyecto básico", "flat", 1500, 7000],
      ["Redacción de proyecto de ejecución", "flat", 2000, 9000],
      ["Dirección de obra – {n}.ª certificación", "flat", 600, 3000],
      ["Estudio básico de seguridad y salud", "flat", 300, 900],
    ],
  },
};

/** The German RVG's fee items with their factor (the item number is part of the caption, as the act prints it). */
export const RVG_FEES: [string, number][] = [
  ["{f} Geschäftsgebühr, §§ 13, 14 RVG, Nr. 2300 VV RVG", 1.3],
  ["{f} Verfahrensgebühr, § 13 RVG, Nr. 3100 VV RVG", 1.3],
  ["{f} Terminsgebühr, § 13 RVG, Nr. 3104 VV RVG", 1.2],
  ["{f} Einigungsgebühr, § 13 RVG, Nr. 1000 VV RVG", 1.5],
  ["{f} Einigungsgebühr, § 13 RVG, Nr. 1003 VV RVG", 1.0],
];

/**
 * The RVG fee table (Anlage 2 zu § 13 RVG as of 1 January 2021): a simple fee up to each value in dispute, in euros.
 * Documents issued after the 2025 revision bill by the hour instead.
 */
export const RVG_TABLE: [number, number][] = [
  [500, 49],
  [1000, 88],
  [1500, 127],
  [2000, 166],
  [3000, 222],
  [4000, 278],
  [5000, 334],
  [6000, 390],
  [7000, 446],
  [8000, 502],
  [9000, 558],
  [10000, 614],
  [13000, 666],
  [16000, 718],
  [19000, 770],
  [22000, 822],
  [25000, 874],
  [30000, 955],
  [35000, 1036],
  [40000, 1117],
  [45000, 1198],
  [50000, 1279],
];

/** The RVG's expense items: the lump sum for post and telephone, copies, travel by car, absence. */
export const RVG_EXPENSES = {
  post: "Pauschale für Post- und Telekommunikationsentgelte, Nr. 7002 VV RVG",
  copies: "Dokumentenpauschale, Nr. 7000 VV RVG ({n} Seiten)",
  travel: "Fahrtkosten, Nr. 7003 VV RVG ({n} km × 0,42 €)",
  absence: "Tage- und Abwesenheitsgeld, Nr. 7005 VV RVG",
};

/**
 * A surcharge a profession adds in a country: its caption ({rate} filled), its percentage, whether it is taken on the
 * fees alone or on the fees and an earlier surcharge, and a cap in cents (0: none).
 */
export interface Surcharge {
  caption: string;
  rate: number;
  onSurcharges: boolean;
  cap: number;
}

export const SURCHARGES: Record<string, Partial<Record<Profession, Surcharge[]>>> = {
  DE: {
    adviser: [{ caption: "Auslagenpauschale (§ 16 StBVV)", rate: 20, onSurcharges: false, cap: 2000 }],
    architect: [{ caption: "Nebenkosten pauschal {rate} (§ 14 HOAI)", rate: 5, onSurcharges: false, cap: 0 }],
  },
  CH: {
    lawyer: [{ caption: "Kleinspesen pauschal {rate}", rate: 3, onSurcharges: false, cap: 0 }],
    architect: [{ caption: "Nebenkosten pauschal {rate}", rate: 3, onSurcharges: false, cap: 0 }],
  },
  "CH-it": {
    lawyer: [{ caption: "Spese forfettarie {rate}", rate: 3, onSurcharges: false, cap: 0 }],
  },
  BE: {
    lawyer: [{ caption: "Frais de bureau forfaitaires ({rate})", rate: 7, onSurcharges: false, cap: 0 }],
  },
  "BE-nl": {
    lawyer: [{ caption: "Kantoorkosten forfaitair ({rate})", rate: 7, onSurcharges: false, cap: 0 }],
  },
  NL: {
    lawyer: [{ caption: "Kantoorkosten {rate} over het honorarium", rate: 6, onSurcharges: false, cap: 0 }],
  },
  IT: {
    lawyer: [
      { caption: "Spese generali {rate} (art. 2 D.M. 55/2014)", rate: 15, onSurcharges: false, cap: 0 },
      { caption: "Contributo integrativo C.P.A. {rate}", rate: 4, onSurcharges: true, cap: 0 },
    ],
    adviser: [{ caption: "Contributo integrativo CNPADC {rate}", rate: 4, onSurcharges: false, cap: 0 }],
    architect: [{ caption: "Contributo integrativo Inarcassa {rate}", rate: 4, onSurcharges: false, cap: 0 }],
  },
};

/** Outlays paid on the client's behalf, outside VAT: description and a price range in cents. */
export const OUTLAYS: Record<string, Record<Profession, [string, number, number][]>> = {
  GB: {
    lawyer: [
      ["Land Registry fee", 2000, 91000],
      ["Court issue fee", 3500, 45500],
      ["Office copy entries", 700, 1400],
      ["Stamp Duty Land Tax", 150000, 1250000],
    ],
    adviser: [["Companies House filing fee", 1300, 3400]],
    architect: [["Planning application fee (local authority)", 25800, 57800]],
  },
  IE: {
    lawyer: [
      ["Land Registry fees", 4000, 80000],
      ["Commissioner for Oaths fee", 1000, 1500],
      ["Court stamp duty", 2000, 19000],
      ["Company search fee", 500, 1500],
    ],
    adviser: [["CRO filing fee", 1500, 10000]],
    architect: [["Planning application fee (county council)", 6500, 34000]],
  },
  DE: {
    lawyer: [
      ["Gerichtskostenvorschuss (verauslagt)", 11900, 124800],
      ["Anfrage Einwohnermeldeamt", 1000, 1500],
      ["Handelsregisterauszug", 450, 450],
      ["Gerichtsvollzieherkosten (verauslagt)", 2500, 12000],
    ],
    adviser: [["Gebühr Handelsregisterauszug", 450, 450]],
    architect: [["Verwaltungsgebühr Bauantrag (verauslagt)", 15000, 180000]],
  },
  AT: {
    lawyer: [
      ["Pauschalgebühr TP 1 GGG", 11000, 78000],
      ["Firmenbuchauszug", 300, 500],
      ["Grundbuchsauszug", 300, 500],
    ],
    adviser: [["Firmenbuchgebühr", 2000, 3600]],
    architect: [["Gebühr Bauansuchen (verauslagt)", 12000, 90000]],
  },
  CH: {
    lawyer: [
      ["Gerichtskostenvorschuss", 50000, 300000],
      ["Betreibungsregisterauszug", 1700, 1700],
      ["Handelsregisterauszug", 1000, 2000],
    ],
    adviser: [["Gebühr Handelsregisteramt", 2000, 12000]],
    architect: [["Baugesuchsgebühr (weiterverrechnet)", 30000, 150000]],
  },
  FR: {
    lawyer: [
      ["Droit de plaidoirie", 1300, 1300],
      ["Frais de greffe", 1500, 9000],
      ["Contribution pour l'aide juridique (débours)", 3500, 3500],
      ["Extrait Kbis (débours)", 300, 600],
    ],
    adviser: [["Frais de dépôt des comptes au greffe (débours)", 4500, 4800]],
    architect: [["Frais d'affichage du permis (débours)", 4000, 9000]],
  },
  BE: {
    lawyer: [
      ["Droit de mise au rôle", 16500, 16500],
      ["Frais de signification (huissier)", 12000, 28000],
      ["Extrait de la Banque-Carrefour", 500, 1000],
    ],
    adviser: [["Frais de dépôt à la BNB", 6000, 35000]],
    architect: [["Redevance urbanistique (débours)", 5000, 50000]],
  },
  "BE-nl": {
    lawyer: [
      ["Rolrecht", 16500, 16500],
      ["Betekeningskosten gerechtsdeurwaarder", 12000, 28000],
      ["Uittreksel KBO", 500, 1000],
    ],
    adviser: [["Neerleggingskosten NBB", 6000, 35000]],
    architect: [["Dossiertaks omgevingsvergunning", 5000, 50000]],
  },
  NL: {
    lawyer: [
      ["Griffierecht", 8600, 268800],
      ["Uittreksel Kamer van Koophandel", 280, 280],
      ["Kadasteruittreksel", 380, 380],
      ["Informatie Basisregistratie Personen", 1000, 1000],
    ],
    adviser: [["Uittreksel Kamer van Koophandel", 280, 280]],
    architect: [["Leges omgevingsvergunning (voorgeschoten)", 25000, 250000]],
  },
  IT: {
    lawyer: [
      ["Contributo unificato", 4300, 75900],
      ["Anticipazioni forfettarie (art. 30 D.P.R. 115/2002)", 2700, 2700],
      ["Diritti di notifica", 1000, 3500],
      ["Visura camerale", 500, 1000],
    ],
    adviser: [
      ["Diritti di segreteria CCIAA", 1000, 6500],
      ["Imposta di bollo deposito bilancio", 6500, 6500],
    ],
    architect: [["Diritti di segreteria pratica edilizia", 5000, 50000]],
  },
  "CH-it": {
    lawyer: [
      ["Anticipo spese giudiziarie", 50000, 250000],
      ["Estratto del registro esecuzioni", 1700, 1700],
    ],
    adviser: [["Tassa registro di commercio", 2000, 12000]],
    architect: [["Tassa domanda di costruzione (anticipata)", 30000, 120000]],
  },
  ES: {
    lawyer: [
      ["Suplido: tasa judicial (modelo 696)", 15000, 30000],
      ["Suplido: nota simple del Registro de la Propiedad", 902, 902],
      ["Suplido: burofax", 2500, 4500],
      ["Suplido: poder notarial", 4000, 9000],
    ],
    adviser: [["Suplido: tasa de depósito de cuentas en el Registro Mercantil", 4000, 6000]],
    architect: [["Suplido: visado colegial", 12000, 60000]],
  },
};

// ---------------------------------------------------------------------------------------------------------------
// A freight forwarder's invoice.

export type Mode = "sea" | "air" | "road";
/** How a charge is taxed: S at the standard rate, E exempt or zero-rated (international transport), O outside. */
export type VatClass = "S" | "E" | "O";
/**
 * A forwarder's charge: its code, description ({pol} {pod} the legs' ends, {eq} the equipment, {kg} the chargeable
 * weight, {n} a count, {rate} a percentage), VAT class, currency (US dollars abroad, or the invoice's), how it is
 * counted (a flat amount, per kilogram, per container, a percentage of the freight) and its price range in cents
 * (for a percentage: the percentage range).
 */
export type Charge = [string, string, VatClass, "usd" | "local", "flat" | "kg" | "ctr" | "pct", number, number];

export const CHARGES: Record<Language, Record<Mode, Charge[]>> = {
  en: {
    sea: [
      ["PUP", "Origin pick-up and export formalities", "E", "usd", "flat", 15000, 45000],
      ["OTHC", "Origin terminal handling", "E", "usd", "ctr", 9000, 18000],
      ["FRT", "Ocean freight {pol} – {pod}, {eq}", "E", "usd", "ctr", 90000, 420000],
      ["BAF", "Bunker adjustment factor", "E", "usd", "ctr", 15000, 60000],
      ["LSS", "Low sulphur surcharge", "E", "usd", "ctr", 3000, 12000],
      ["DTHC", "Destination terminal handling", "E", "local", "ctr", 18000, 32000],
      ["ISPS", "ISPS security charge", "E", "local", "ctr", 1500, 3500],
      ["DOC", "Import documentation and delivery order", "S", "local", "flat", 4500, 9500],
      ["CUS", "Customs clearance, import declaration", "S", "local", "flat", 6500, 14500],
      ["DEL", "Delivery {pod} – {town} by truck", "S", "local", "flat", 28000, 95000],
      ["DTY", "Import duty paid on your behalf", "O", "local", "flat", 12000, 480000],
    ],
    air: [
      ["PUP", "Collection at shipper's premises", "E", "usd", "flat", 8000, 26000],
      ["AFR", "Air freight {pol} – {pod}, {kg} kg chargeable", "E", "local", "kg", 180, 650],
      ["FSC", "Fuel surcharge, {kg} kg", "E", "local", "kg", 60, 180],
      ["SSC", "Security surcharge, {kg} kg", "E", "local", "kg", 10, 25],
      ["AWB", "Air waybill fee", "E", "local", "flat", 2500, 5500],
      ["HAN", "Airport handling at destination", "E", "local", "flat", 4500, 12000],
      ["CUS", "Customs clearance, import declaration", "S", "local", "flat", 6500, 14500],
      ["DEL", "Delivery {pod} – {town}", "S", "local", "flat", 9500, 42000],
      ["DTY", "Import duty paid on your behalf", "O", "local", "flat", 6000, 240000],
    ],
    road: [
      ["FTL", "Full load {pol} – {pod}, {n} pallets", "S", "local", "flat", 65000, 240000],
      ["DSL", "Fuel surcharge {rate}", "S", "local", "pct", 8, 18],
      ["TOLL", "Road toll surcharge", "S", "local", "flat", 3500, 18000],
      ["WAIT", "Waiting time at loading point, {n} h", "S", "local", "flat", 4500, 15000],
      ["PAL", "Pallet exchange, {n} pallets", "S", "local", "flat", 1200, 6000],
      ["CUS", "Customs formalities (transit document)", "S", "local", "flat", 4500, 9500],
    ],
  },
  de: {
    sea: [
      ["PUP", "Vorlauf und Exportabfertigung im Abgangsland", "E", "usd", "flat", 15000, 45000],
      ["OTHC", "Terminal Handling Abgangshafen", "E", "usd", "ctr", 9000, 18000],
      ["FRT", "Seefracht {pol} – {pod}, {eq}", "E", "usd", "ctr", 90000, 420000],
      ["BAF", "Bunkerzuschlag (BAF)", "E", "usd", "ctr", 15000, 60000],
      ["LSS", "Low Sulphur Surcharge", "E", "usd", "ctr", 3000, 12000],
      ["DTHC", "Terminal Handling Bestimmungshafen", "E", "local", "ctr", 18000, 32000],
      ["ISPS", "ISPS-Zuschlag", "E", "local", "ctr", 1500, 3500],
      ["DOC", "Dokumentengebühr / Freistellung", "S", "local", "flat", 4500, 9500],
      ["CUS", "Importverzollung (Zollanmeldung)", "S", "local", "flat", 6500, 14500],
      ["DEL", "Nachlauf {pod} – {town} per Lkw", "S", "local", "flat", 28000, 95000],
      ["DTY", "Zoll (verauslagt)", "O", "local", "flat", 12000, 480000],
    ],
    air: [
      ["PUP", "Abholung beim Versender", "E", "usd", "flat", 8000, 26000],
      ["AFR", "Luftfracht {pol} – {pod}, {kg} kg frachtpflichtig", "E", "local", "kg", 180, 650],
      ["FSC", "Treibstoffzuschlag, {kg} kg", "E", "local", "kg", 60, 180],
      ["SSC", "Sicherheitszuschlag, {kg} kg", "E", "local", "kg", 10, 25],
      ["AWB", "Luftfrachtbriefgebühr", "E", "local", "flat", 2500, 5500],
      ["HAN", "Handling Flughafen Bestimmung", "E", "local", "flat", 4500, 12000],
      ["CUS", "Importverzollung (Zollanmeldung)", "S", "local", "flat", 6500, 14500],
      ["DEL", "Zustellung {pod} – {town}", "S", "local", "flat", 9500, 42000],
      ["DTY", "Zoll (verauslagt)", "O", "local", "flat", 6000, 240000],
    ],
    road: [
      ["FTL", "Komplettladung {pol} – {pod}, {n} Paletten", "S", "local", "flat", 65000, 240000],
      ["DSL", "Dieselzuschlag {rate}", "S", "local", "pct", 8, 18],
      ["TOLL", "Mautzuschlag", "S", "local", "flat", 3500, 18000],
      ["WAIT", "Standzeit an der Ladestelle, {n} Std.", "S", "local", "flat", 4500, 15000],
      ["PAL", "Palettentausch, {n} Europaletten", "S", "local", "flat", 1200, 6000],
      ["CUS", "Zollformalitäten (T1-Versandschein)", "S", "local", "flat", 4500, 9500],
    ],
  },
  fr: {
    sea: [
      ["PUP", "Pré-acheminement et formalités export", "E", "usd", "flat", 15000, 45000],
      ["OTHC", "Manutention terminal départ", "E", "usd", "ctr", 9000, 18000],
      ["FRT", "Fret maritime {pol} – {pod}, {eq}", "E", "usd", "ctr", 90000, 420000],
      ["BAF", "Surcharge combustible (BAF)", "E", "usd", "ctr", 15000, 60000],
      ["LSS", "Surcharge basse teneur en soufre", "E", "usd", "ctr", 3000, 12000],
      ["DTHC", "Manutention terminal arrivée", "E", "local", "ctr", 18000, 32000],
      ["ISPS", "Surcharge sûreté ISPS", "E", "local", "ctr", 1500, 3500],
      ["DOC", "Frais de dossier et bon de livraison", "S", "local", "flat", 4500, 9500],
      ["CUS", "Dédouanement import (déclaration en douane)", "S", "local", "flat", 6500, 14500],
      ["DEL", "Post-acheminement {pod} – {town} par camion", "S", "local", "flat", 28000, 95000],
      ["DTY", "Droits de douane (débours)", "O", "local", "flat", 12000, 480000],
    ],
    air: [
      ["PUP", "Enlèvement chez l'expéditeur", "E", "usd", "flat", 8000, 26000],
      ["AFR", "Fret aérien {pol} – {pod}, {kg} kg taxables", "E", "local", "kg", 180, 650],
      ["FSC", "Surcharge carburant, {kg} kg", "E", "local", "kg", 60, 180],
      ["SSC", "Surcharge sûreté, {kg} kg", "E", "local", "kg", 10, 25],
      ["AWB", "Frais de LTA", "E", "local", "flat", 2500, 5500],
      ["HAN", "Manutention aéroport d'arrivée", "E", "local", "flat", 4500, 12000],
      ["CUS", "Dédouanement import (déclaration en douane)", "S", "local", "flat", 6500, 14500],
      ["DEL", "Livraison {pod} – {town}", "S", "local", "flat", 9500, 42000],
      ["DTY", "Droits de douane (débours)", "O", "local", "flat", 6000, 240000],
    ],
    road: [
      ["FTL", "Camion complet {pol} – {pod}, {n} palettes", "S", "local", "flat", 65000, 240000],
      ["DSL", "Surcharge gazole {rate}", "S", "local", "pct", 8, 18],
      ["TOLL", "Péages", "S", "local", "flat", 3500, 18000],
      ["WAIT", "Temps d'attente au chargement, {n} h", "S", "local", "flat", 4500, 15000],
      ["PAL", "Échange de palettes, {n} palettes Europe", "S", "local", "flat", 1200, 6000],
      ["CUS", "Formalités douanières (document de transit)", "S", "local", "flat", 4500, 9500],
    ],
  },
  nl: {
    sea: [
      ["PUP", "Voorvervoer en exportformaliteiten", "E", "usd", "flat", 15000, 45000],
      ["OTHC", "Terminal handling laadhaven", "E", "usd", "ctr", 9000, 18000],
      ["FRT", "Zeevracht {pol} – {pod}, {eq}", "E", "usd", "ctr", 90000, 420000],
      ["BAF", "Bunkertoeslag (BAF)", "E", "usd", "ctr", 15000, 60000],
      ["LSS", "Low sulphur toeslag", "E", "usd", "ctr", 3000, 12000],
      ["DTHC", "Terminal handling loshaven", "E", "local", "ctr", 18000, 32000],
      ["ISPS", "ISPS-toeslag", "E", "local", "ctr", 1500, 3500],
      ["DOC", "Documentatiekosten en vrijgave", "S", "local", "flat", 4500, 9500],
      ["CUS", "Inklaring (douaneaangifte invoer)", "S", "local", "flat", 6500, 14500],
      ["DEL", "Natransport {pod} – {town} per truck", "S", "local", "flat", 28000, 95000],
      ["DTY", "Invoerrechten (voorgeschoten)", "O", "local", "flat", 12000, 480000],
    ],
    air: [
      ["PUP", "Ophalen bij afzender", "E", "usd", "flat", 8000, 26000],
      ["AFR", "Luchtvracht {pol} – {pod}, {kg} kg belast", "E", "local", "kg", 180, 650],
      ["FSC", "Brandstoftoeslag, {kg} kg", "E", "local", "kg", 60, 180],
      ["SSC", "Beveiligingstoeslag, {kg} kg", "E", "local", "kg", 10, 25],
      ["AWB", "Kosten luchtvrachtbrief", "E", "local", "flat", 2500, 5500],
      ["HAN", "Afhandeling luchthaven bestemming", "E", "local", "flat", 4500, 12000],
      ["CUS", "Inklaring (douaneaangifte invoer)", "S", "local", "flat", 6500, 14500],
      ["DEL", "Aflevering {pod} – {town}", "S", "local", "flat", 9500, 42000],
      ["DTY", "Invoerrechten (voorgeschoten)", "O", "local", "flat", 6000, 240000],
    ],
    road: [
      ["FTL", "Volle lading {pol} – {pod}, {n} pallets", "S", "local", "flat", 65000, 240000],
      ["DSL", "Dieseltoeslag {rate}", "S", "local", "pct", 8, 18],
      ["TOLL", "Tolheffing", "S", "local", "flat", 3500, 18000],
      ["WAIT", "Wachttijd laadadres, {n} uur", "S", "local", "flat", 4500, 15000],
      ["PAL", "Palletruil, {n} europallets", "S", "local", "flat", 1200, 6000],
      ["CUS", "Douaneformaliteiten (T1-document)", "S", "local", "flat", 4500, 9500],
    ],
  },
  it: {
    sea: [
      ["PUP", "Ritiro e sdoganamento export all'origine", "E", "usd", "flat", 15000, 45000],
      ["OTHC", "Movimentazione terminal di partenza", "E", "usd", "ctr", 9000, 18000],
      ["FRT", "Nolo marittimo {pol} – {pod}, {eq}", "E", "usd", "ctr", 90000, 420000],
      ["BAF", "Supplemento bunker (BAF)", "E", "usd", "ctr", 15000, 60000],
      ["LSS", "Supplemento basso tenore di zolfo", "E", "usd", "ctr", 3000, 12000],
      ["DTHC", "Movimentazione terminal di arrivo", "E", "local", "ctr", 18000, 32000],
      ["ISPS", "Supplemento ISPS", "E", "local", "ctr", 1500, 3500],
      ["DOC", "Spese documentali e benestare", "S", "local", "flat", 4500, 9500],
      ["CUS", "Operazioni doganali import (bolletta)", "S", "local", "flat", 6500, 14500],
      ["DEL", "Trasporto {pod} – {town} su gomma", "S", "local", "flat", 28000, 95000],
      ["DTY", "Dazi doganali anticipati", "O", "local", "flat", 12000, 480000],
    ],
    air: [
      ["PUP", "Ritiro presso il mittente", "E", "usd", "flat", 8000, 26000],
      ["AFR", "Nolo aereo {pol} – {pod}, {kg} kg tassabili", "E", "local", "kg", 180, 650],
      ["FSC", "Supplemento carburante, {kg} kg", "E", "local", "kg", 60, 180],
      ["SSC", "Supplemento sicurezza, {kg} kg", "E", "local", "kg", 10, 25],
      ["AWB", "Diritti di emissione AWB", "E", "local", "flat", 2500, 5500],
      ["HAN", "Handling aeroporto di destino", "E", "local", "flat", 4500, 12000],
      ["CUS", "Operazioni doganali import (bolletta)", "S", "local", "flat", 6500, 14500],
      ["DEL", "Consegna {pod} – {town}", "S", "local", "flat", 9500, 42000],
      ["DTY", "Dazi doganali anticipati", "O", "local", "flat", 6000, 240000],
    ],
    road: [
      ["FTL", "Carico completo {pol} – {pod}, {n} pallet", "S", "local", "flat", 65000, 240000],
      ["DSL", "Adeguamento gasolio {rate}", "S", "local", "pct", 8, 18],
      ["TOLL", "Pedaggi autostradali", "S", "local", "flat", 3500, 18000],
      ["WAIT", "Sosta al carico, {n} ore", "S", "local", "flat", 4500, 15000],
      ["PAL", "Interscambio pallet, {n} EPAL", "S", "local", "flat", 1200, 6000],
      ["CUS", "Formalità doganali (documento di transito)", "S", "local", "flat", 4500, 9500],
    ],
  },
  es: {
    sea: [
      ["PUP", "Recogida y despacho de exportación en origen", "E", "usd", "flat", 15000, 45000],
      ["OTHC", "Manipulación terminal de origen", "E", "usd", "ctr", 9000, 18000],
      ["FRT", "Flete marítimo {pol} – {pod}, {eq}", "E", "usd", "ctr", 90000, 420000],
      ["BAF", "Recargo por combustible (BAF)", "E", "usd", "ctr", 15000, 60000],
      ["LSS", "Recargo bajo azufre", "E", "usd", "ctr", 3000, 12000],
      ["DTHC", "Manipulación terminal de destino", "E", "local", "ctr", 18000, 32000],
      ["ISPS", "Recargo ISPS", "E", "local", "ctr", 1500, 3500],
      ["DOC", "Gastos de documentación y despacho de B/L", "S", "local", "flat", 4500, 9500],
      ["CUS", "Despacho de importación (DUA)", "S", "local", "flat", 6500, 14500],
      ["DEL", "Transporte {pod} – {town} en camión", "S", "local", "flat", 28000, 95000],
      ["DTY", "Aranceles pagados por cuenta del cliente", "O", "local", "flat", 12000, 480000],
    ],
    air: [
      ["PUP", "Recogida en origen", "E", "usd", "flat", 8000, 26000],
      ["AFR", "Flete aéreo {pol} – {pod}, {kg} kg tasables", "E", "local", "kg", 180, 650],
      ["FSC", "Recargo combustible, {kg} kg", "E", "local", "kg", 60, 180],
      ["SSC", "Recargo seguridad, {kg} kg", "E", "local", "kg", 10, 25],
      ["AWB", "Emisión de AWB", "E", "local", "flat", 2500, 5500],
      ["HAN", "Handling aeropuerto de destino", "E", "local", "flat", 4500, 12000],
      ["CUS", "Despacho de importación (DUA)", "S", "local", "flat", 6500, 14500],
      ["DEL", "Entrega {pod} – {town}", "S", "local", "flat", 9500, 42000],
      ["DTY", "Aranceles pagados por cuenta del cliente", "O", "local", "flat", 6000, 240000],
    ],
    road: [
      ["FTL", "Carga completa {pol} – {pod}, {n} palés", "S", "local", "flat", 65000, 240000],
      ["DSL", "Recargo gasóleo {rate}", "S", "local", "pct", 8, 18],
      ["TOLL", "Peajes", "S", "local", "flat", 3500, 18000],
      ["WAIT", "Paralización en carga, {n} h", "S", "local", "flat", 4500, 15000],
      ["PAL", "Intercambio de palés, {n} europalés", "S", "local", "flat", 1200, 6000],
      ["CUS", "Trámites aduaneros (documento de tránsito)", "S", "local", "flat", 4500, 9500],
    ],
  },
};

/** Ports of arrival per country (UN/LOCODE and the name the country's documents print). */
export const PORTS: Record<string, [string, string][]> = {
  GB: [
    ["GBFXT", "Felixstowe"],
    ["GBSOU", "Southampton"],
    ["GBLGP", "London Gateway"],
  ],
  IE: [
    ["IEDUB", "Dublin"],
    ["IEORK", "Cork"],
  ],
  US: [
    ["USSAV", "Savannah"],
    ["USHOU", "Houston"],
    ["USLAX", "Los Angeles"],
  ],
  DE: [
    ["DEHAM", "Hamburg"],
    ["DEBRV", "Bremerhaven"],
  ],
  AT: [
    ["SIKOP", "Koper"],
    ["DEHAM", "Hamburg"],
  ],
  CH: [
    ["NLRTM", "Rotterdam"],
    ["DEHAM", "Hamburg"],
  ],
  FR: [
    ["FRLEH", "Le Havre"],
    ["FRFOS", "Fos-sur-Mer"],
  ],
  BE: [
    ["BEANR", "Antwerpen"],
    ["BEZEE", "Zeebrugge"],
  ],
  LU: [["BEANR", "Anvers"]],
  NL: [["NLRTM", "Rotterdam"]],
  IT: [
    ["ITGOA", "Genova"],
    ["ITSPE", "La Spezia"],
  ],
  ES: [
    ["ESVLC", "Valencia"],
    ["ESALG", "Algeciras"],
    ["ESBCN", "Barcelona"],
  ],
};

export const ORIGIN_PORTS: [string, string][] = [
  ["CNSHA", "Shanghai"],
  ["CNNGB", "Ningbo"],
  ["CNYTN", "Yantian"],
  ["SGSIN", "Singapore"],
  ["KRPUS", "Busan"],
  ["VNSGN", "Ho Chi Minh City"],
  ["INNSA", "Nhava Sheva"],
  ["TRAMR", "Ambarli"],
  ["BRSSZ", "Santos"],
];

/** Airports of arrival per country and of departure (IATA code, name). */
export const AIRPORTS: Record<string, [string, string][]> = {
  GB: [
    ["LHR", "London Heathrow"],
    ["MAN", "Manchester"],
  ],
  IE: [["DUB", "Dublin"]],
  US: [
    ["ATL", "Atlanta"],
    ["ORD", "Chicago O'Hare"],
  ],
  DE: [
    ["FRA", "Frankfurt"],
    ["MUC", "München"],
  ],
  AT: [["VIE", "Wien"]],
  CH: [
    ["ZRH", "Zürich"],
    ["BSL", "Basel"],
  ],
  FR: [
    ["CDG", "Paris-CDG"],
    ["LYS", "Lyon"],
  ],
  BE: [
    ["BRU", "Brussels"],
    ["LGG", "Liège"],
  ],
  LU: [["LUX", "Luxembourg"]],
  NL: [["AMS", "Amsterdam Schiphol"]],
  IT: [
    ["MXP", "Milano Malpensa"],
    ["FCO", "Roma Fiumicino"],
  ],
  ES: [
    ["MAD", "Madrid-Barajas"],
    ["BCN", "Barcelona"],
  ],
};

export const ORIGIN_AIRPORTS: [string, string][] = [
  ["PVG", "Shanghai Pudong"],
  ["HKG", "Hong Kong"],
  ["ICN", "Seoul Incheon"],
  ["NRT", "Tokyo Narita"],
  ["DEL", "Delhi"],
  ["SIN", "Singapore"],
  ["BKK", "Bangkok"],
  ["JFK", "New York JFK"],
];

/** Towns a road load comes from (with their country), per country of the invoice. */
export const ROAD_ORIGINS: Record<string, string[]> = {
  GB: ["Rotterdam (NL)", "Lille (FR)", "Duisburg (DE)", "Venlo (NL)"],
  IE: ["Rotterdam (NL)", "Cherbourg (FR)", "Duisburg (DE)", "Lyon (FR)"],
  US: ["Laredo, TX", "Chicago, IL", "Memphis, TN"],
  DE: ["Verona (IT)", "Lyon (FR)", "Poznan (PL)", "Brno (CZ)", "Valencia (ES)"],
  AT: ["Verona (IT)", "Katowice (PL)", "Nürnberg (DE)", "Ljubljana (SI)"],
  CH: ["Milano (IT)", "Mulhouse (FR)", "Stuttgart (DE)", "Lyon (FR)"],
  FR: ["Barcelona (ES)", "Milano (IT)", "Köln (DE)", "Gent (BE)"],
  BE: ["Lille (FR)", "Duisburg (DE)", "Milano (IT)", "Zaragoza (ES)"],
  LU: ["Metz (FR)", "Trier (DE)", "Liège (BE)"],
  NL: ["Duisburg (DE)", "Lyon (FR)", "Wroclaw (PL)", "Verona (IT)"],
  IT: ["München (DE)", "Lyon (FR)", "Barcelona (ES)", "Graz (AT)"],
  ES: ["Perpignan (FR)", "Milano (IT)", "Lisboa (PT)", "Stuttgart (DE)"],
};

/** Ocean carriers (name, container owner prefix, bill-of-lading prefix) and their vessels. */
export const CARRIERS: [string, string, string][] = [
  ["MSC", "MSMU", "MEDU"],
  ["Maersk", "MRKU", "MAEU"],
  ["Hapag-Lloyd", "HLXU", "HLCU"],
  ["CMA CGM", "CMAU", "CMDU"],
  ["COSCO Shipping", "CSNU", "COSU"],
  ["ONE", "TCLU", "ONEY"],
  ["Evergreen", "EGHU", "EGLV"],
];

export const VESSELS: Record<string, string[]> = {
  MSC: ["MSC ANNA", "MSC GÜLSÜN", "MSC AMBRA", "MSC TESSA"],
  Maersk: ["MAERSK ESSEN", "MAERSK HANGZHOU", "GUDRUN MAERSK"],
  "Hapag-Lloyd": ["HAMBURG EXPRESS", "BERLIN EXPRESS", "AL ZUBARA"],
  "CMA CGM": ["CMA CGM JACQUES SAADE", "CMA CGM MARCO POLO", "CMA CGM TROCADERO"],
  "COSCO Shipping": ["COSCO SHIPPING ARIES", "COSCO SHIPPING TAURUS"],
  ONE: ["ONE APUS", "ONE INNOVATION", "ONE STORK"],
  Evergreen: ["EVER ACE", "EVER ALOT", "EVER APEX"],
};

/** Air carriers: name, air waybill prefix, flight designator. */
export const AIRLINES: [string, string, string][] = [
  ["Lufthansa Cargo", "020", "LH"],
  ["Air France KLM Martinair Cargo", "057", "AF"],
  ["British Airways World Cargo", "125", "BA"],
  ["Emirates SkyCargo", "176", "EK"],
  ["Qatar Airways Cargo", "157", "QR"],
  ["Cathay Cargo", "160", "CX"],
  ["Turkish Cargo", "235", "TK"],
];

/** What is shipped, per language. */
export const CARGO: Record<Language, string[]> = {
  en: [
    "Machine spare parts",
    "LED luminaires",
    "Garden furniture",
    "Cotton textiles",
    "Kitchenware",
    "Electronic components",
    "Sports equipment",
    "Toys",
  ],
  de: [
    "Maschinenersatzteile",
    "LED-Leuchten",
    "Gartenmöbel",
    "Baumwolltextilien",
    "Haushaltswaren",
    "Elektronikbauteile",
    "Sportartikel",
    "Spielwaren",
  ],
  fr: [
    "Pièces détachées de machines",
    "Luminaires LED",
    "Mobilier de jardin",
    "Textiles en coton",
    "Articles de cuisine",
    "Composants électroniques",
    "Articles de sport",
    "Jouets",
  ],
  nl: [
    "Machineonderdelen",
    "LED-verlichting",
    "Tuinmeubelen",
    "Katoenen textiel",
    "Keukenartikelen",
    "Elektronische componenten",
    "Sportartikelen",
    "Speelgoed",
  ],
  it: [
    "Ricambi per macchinari",
    "Apparecchi LED",
    "Mobili da giardino",
    "Tessuti di cotone",
    "Articoli per la cucina",
    "Componenti elettronici",
    "Articoli sportivi",
    "Giocattoli",
  ],
  es: [
    "Repuestos de maquinaria",
    "Luminarias LED",
    "Muebles de jardín",
    "Tejidos de algodón",
    "Menaje de cocina",
    "Componentes electrónicos",
    "Artículos deportivos",
    "Juguetes",
  ],
};

/** The trading conditions a forwarder works under, as its country's association publishes them. */
export const TRADING_TERMS: Record<string, string> = {
  GB: "All business is undertaken subject to the BIFA Standard Trading Conditions 2021 Edition, copies available on request.",
  IE: "All business is transacted subject to the Irish International Freight Association Standard Trading Conditions.",
  US: "All services are subject to the NCBFAA Terms and Conditions of Service.",
  DE: "Wir arbeiten ausschließlich auf Grundlage der Allgemeinen Deutschen Spediteurbedingungen 2017 (ADSp 2017).",
  AT: "Wir arbeiten ausschließlich auf Grundlage der Allgemeinen Österreichischen Spediteurbedingungen (AÖSp).",
  CH: "Alle Aufträge werden gemäss den Allgemeinen Bedingungen des Verbandes SPEDLOGSWISS ausgeführt.",
  FR: "Nos prestations sont régies par les Conditions Générales de Vente de TLF Overseas.",
  BE: "Toutes nos opérations sont soumises aux Conditions générales belges d'expédition.",
  "BE-nl": "Al onze verrichtingen zijn onderworpen aan de Algemene Belgische Expeditievoorwaarden.",
  LU: "Nos opérations sont soumises aux conditions générales de la profession (Cluster for Logistics Luxembourg).",
  NL: "Op al onze werkzaamheden zijn de Nederlandse Expeditievoorwaarden (FENEX) van toepassing.",
  IT: "Tutte le operazioni sono regolate dalle Condizioni Generali di Fedespedi.",
  ES: "Todos los servicios se rigen por las Condiciones Generales de Contratación de FETEIA-OLTRA.",
};

/** Forwarders' names: {core} is a word of the firm's own. */
export const FORWARDER_NAMES: Record<Language, string[]> = {
  en: ["{core} Freight", "{core} Logistics", "{core} Shipping & Forwarding", "{core} Global Forwarding"],
  de: ["{core} Spedition", "{core} Logistik", "Internationale Spedition {core}", "{core} Cargo"],
  fr: ["Transports {core}", "{core} Logistique", "{core} Transit", "{core} Fret International"],
  nl: ["{core} Expeditie", "{core} Logistics", "{core} Forwarding", "Transportbedrijf {core}"],
  it: ["{core} Spedizioni", "{core} Logistica", "{core} Trasporti Internazionali", "{core} Cargo"],
  es: ["Transitarios {core}", "{core} Logística", "{core} Cargo", "Tránsitos {core}"],
};

// ---------------------------------------------------------------------------------------------------------------
// A software subscription.

/** Plans: name and the monthly price range per seat in cents. */
export const SAAS_PLANS: [string, number, number][] = [
  ["Starter", 600, 1500],
  ["Team", 1000, 2500],
  ["Business", 2000, 4500],
  ["Pro", 1500, 3500],
  ["Growth", 2500, 5500],
  ["Scale", 4000, 8000],
];

/** Brand words of software vendors (invented). */
export const SAAS_BRANDS = [
  "Taskwerk",
  "Planora",
  "Ledgerbird",
  "Formloop",
  "Shiftgrid",
  "Notawise",
  "Cuepoint",
  "Tallyhub",
  "Routella",
  "Mailbloom",
  "Deskflare",
  "Syncbay",
];

/** A metered item: description per language, the unit price range in ten-thousandths, the quantity range. */
export const METERED: [Record<Language, string>, number, number, number, number][] = [
  [
    {
      en: "API requests",
      de: "API-Aufrufe",
      fr: "Requêtes API",
      nl: "API-verzoeken",
      it: "Chiamate API",
      es: "Llamadas a la API",
    },
    2,
    9,
    50000,
    900000,
  ],
  [
    {
      en: "Additional storage (GB)",
      de: "Zusätzlicher Speicher (GB)",
      fr: "Stockage supplémentaire (Go)",
      nl: "Extra opslag (GB)",
      it: "Spazio aggiuntivo (GB)",
      es: "Almacenamiento adicional (GB)",
    },
    1000,
    2500,
    50,
    900,
  ],
  [
    {
      en: "SMS notifications",
      de: "SMS-Benachrichtigungen",
      fr: "Notifications SMS",
      nl: "Sms-meldingen",
      it: "Notifiche SMS",
      es: "Notificaciones SMS",
    },
    500,
    900,
    200,
    6000,
  ],
  [
    {
      en: "Build minutes",
      de: "Build-Minuten",
      fr: "Minutes de build",
      nl: "Buildminuten",
      it: "Minuti di build",
      es: "Minutos de compilación",
    },
    40,
    80,
    1000,
    40000,
  ],
  [
    {
      en: "Active contacts above plan",
      de: "Aktive Kontakte über Tarif",
      fr: "Contacts actifs hors forfait",
      nl: "Actieve contacten boven bundel",
      it: "Contatti attivi oltre il piano",
      es: "Contactos activos fuera del plan",
    },
    20,
    60,
    500,
    20000,
  ],
];

/** Add-ons billed per month: description per language, price range in cents. */
export const ADDONS: [Record<Language, string>, number, number][] = [
  [
    {
      en: "Priority support",
      de: "Priorisierter Support",
      fr: "Support prioritaire",
      nl: "Prioriteitsondersteuning",
      it: "Assistenza prioritaria",
      es: "Soporte prioritario",
    },
    4900,
    19900,
  ],
  [
    {
      en: "Single sign-on (SAML)",
      de: "Single Sign-on (SAML)",
      fr: "Authentification unique (SAML)",
      nl: "Single sign-on (SAML)",
      it: "Single sign-on (SAML)",
      es: "Inicio de sesión único (SAML)",
    },
    2900,
    9900,
  ],
  [
    {
      en: "Audit log retention, 1 year",
      de: "Audit-Log-Aufbewahrung, 1 Jahr",
      fr: "Conservation du journal d'audit, 1 an",
      nl: "Bewaring auditlog, 1 jaar",
      it: "Conservazione log di audit, 1 anno",
      es: "Conservación del registro de auditoría, 1 año",
    },
    1900,
    4900,
  ],
];

/** How a plan line, a proration credit and a proration charge read ({plan} {qty} {date} {from} {to}). */
export const SAAS_LINES: Record<Language, { plan: string; unused: string; remaining: string; seats: string }> = {
  en: {
    plan: "{plan} plan",
    unused: "Unused time on {plan} (× {qty}) after {date}",
    remaining: "Remaining time on {plan} (× {qty}) after {date}",
    seats: "seats",
  },
  de: {
    plan: "Tarif {plan}",
    unused: "Nicht genutzte Zeit für {plan} (× {qty}) ab {date}",
    remaining: "Verbleibende Zeit für {plan} (× {qty}) ab {date}",
    seats: "Nutzer",
  },
  fr: {
    plan: "Formule {plan}",
    unused: "Temps non utilisé sur {plan} (× {qty}) après le {date}",
    remaining: "Temps restant sur {plan} (× {qty}) après le {date}",
    seats: "utilisateurs",
  },
  nl: {
    plan: "Abonnement {plan}",
    unused: "Ongebruikte tijd op {plan} (× {qty}) na {date}",
    remaining: "Resterende tijd op {plan} (× {qty}) na {date}",
    seats: "gebruikers",
  },
  it: {
    plan: "Piano {plan}",
    unused: "Tempo inutilizzato su {plan} (× {qty}) dopo il {date}",
    remaining: "Tempo rimanente su {plan} (× {qty}) dopo il {date}",
    seats: "utenti",
  },
  es: {
    plan: "Plan {plan}",
    unused: "Tiempo no utilizado en {plan} (× {qty}) después del {date}",
    remaining: "Tiempo restante en {plan} (× {qty}) después del {date}",
    seats: "usuarios",
  },
};

/** Promotion codes and their discount in percent. */
export const COUPONS: [string, number][] = [
  ["WELCOME10", 10],
  ["ANNUAL15", 15],
  ["PARTNER20", 20],
  ["STARTUP25", 25],
  ["NONPROFIT30", 30],
];

/** Payment methods as a subscription's receipt names them ({d4} the last four digits). */
export const SAAS_METHODS: Record<Language, string[]> = {
  en: ["Visa •••• {d4}", "Mastercard •••• {d4}", "American Express •••• {d4}", "Direct Debit •••• {d4}"],
  de: ["Visa •••• {d4}", "Mastercard •••• {d4}", "SEPA-Lastschrift •••• {d4}", "PayPal"],
  fr: ["Visa •••• {d4}", "Mastercard •••• {d4}", "Prélèvement SEPA •••• {d4}", "Carte Bancaire •••• {d4}"],
  nl: ["Visa •••• {d4}", "Mastercard •••• {d4}", "SEPA-incasso •••• {d4}", "iDEAL"],
  it: ["Visa •••• {d4}", "Mastercard •••• {d4}", "Addebito SEPA •••• {d4}", "PayPal"],
  es: ["Visa •••• {d4}", "Mastercard •••• {d4}", "Adeudo SEPA •••• {d4}", "PayPal"],
};

// ---------------------------------------------------------------------------------------------------------------
// A workshop's repair invoice.

/** Make, model, and the family its part numbers follow. */
export type Vehicle = [string, string, "vw" | "bmw" | "mb" | "fr" | "it" | "jp" | "us" | "gen"];

export const VEHICLES: Record<string, Vehicle[]> = {
  de: [
    ["Volkswagen", "Golf VIII 2.0 TDI", "vw"],
    ["Volkswagen", "Passat Variant 2.0 TDI", "vw"],
    ["Škoda", "Octavia Combi 1.5 TSI", "vw"],
    ["Audi", "A4 Avant 35 TDI", "vw"],
    ["BMW", "320d Touring", "bmw"],
    ["Mercedes-Benz", "C 220 d T-Modell", "mb"],
    ["Opel", "Astra K 1.2 Turbo", "gen"],
    ["Ford", "Transit Custom 2.0 TDCi", "gen"],
    ["Toyota", "Corolla Touring Sports 1.8 Hybrid", "jp"],
  ],
  en: [
    ["Ford", "Fiesta 1.0 EcoBoost", "gen"],
    ["Vauxhall", "Corsa 1.2", "gen"],
    ["Volkswagen", "Golf 1.5 TSI", "vw"],
    ["BMW", "318d Touring", "bmw"],
    ["Nissan", "Qashqai 1.3 DIG-T", "jp"],
    ["Toyota", "Yaris 1.5 Hybrid", "jp"],
    ["Ford", "Transit Custom 2.0 EcoBlue", "gen"],
    ["Kia", "Sportage 1.6 T-GDi", "jp"],
  ],
  US: [
    ["Ford", "F-150 XLT 3.5L EcoBoost", "us"],
    ["Toyota", "Camry SE 2.5L", "jp"],
    ["Honda", "CR-V EX 1.5T", "jp"],
    ["Chevrolet", "Silverado 1500 LT", "us"],
    ["Jeep", "Grand Cherokee Laredo", "us"],
    ["Nissan", "Altima 2.5 SV", "jp"],
  ],
  fr: [
    ["Renault", "Clio V TCe 90", "fr"],
    ["Peugeot", "308 SW BlueHDi 130", "fr"],
    ["Citroën", "C3 PureTech 83", "fr"],
    ["Renault", "Kangoo Blue dCi 95", "fr"],
    ["Dacia", "Sandero Stepway TCe 90", "fr"],
    ["Volkswagen", "Polo 1.0 TSI", "vw"],
    ["Toyota", "Yaris Hybride 116h", "jp"],
  ],
  nl: [
    ["Volkswagen", "Polo 1.0 TSI", "vw"],
    ["Kia", "Niro 1.6 GDi Hybrid", "jp"],
    ["Peugeot", "208 PureTech 100", "fr"],
    ["Toyota", "Aygo X 1.0 VVT-i", "jp"],
    ["Opel", "Corsa 1.2", "gen"],
    ["Volvo", "V60 B4", "gen"],
    ["Renault", "Trafic 2.0 dCi", "fr"],
  ],
  it: [
    ["Fiat", "Panda 1.0 Hybrid", "it"],
    ["Fiat", "500X 1.6 MultiJet", "it"],
    ["Fiat", "Ducato 2.3 MultiJet", "it"],
    ["Lancia", "Ypsilon 1.0 Hybrid", "it"],
    ["Jeep", "Renegade 1.6 MultiJet", "it"],
    ["Volkswagen", "T-Roc 2.0 TDI", "vw"],
    ["Renault", "Captur TCe 90", "fr"],
  ],
  es: [
    ["SEAT", "León 1.5 eTSI", "vw"],
    ["SEAT", "Ibiza 1.0 TSI", "vw"],
    ["Cupra", "Formentor 1.5 TSI", "vw"],
    ["Renault", "Mégane E-Tech", "fr"],
    ["Peugeot", "2008 PureTech 130", "fr"],
    ["Toyota", "C-HR 125H", "jp"],
    ["Dacia", "Duster Blue dCi 115", "fr"],
  ],
};

/** Workshop jobs: description and the time it takes, in hundredths of an hour (low, high). */
export const LABOUR: Record<Language, [string, number, number][]> = {
  en: [
    ["Full service as per manufacturer schedule", 150, 300],
    ["Replace front brake pads and discs", 90, 160],
    ["Replace rear brake pads", 60, 110],
    ["Oil and filter change", 40, 70],
    ["Replace timing belt and water pump", 250, 450],
    ["Air conditioning service and re-gas", 60, 100],
    ["Diagnostic check, read fault codes", 30, 80],
    ["Four-wheel alignment", 50, 80],
    ["Replace clutch kit", 350, 600],
    ["Replace battery and code to vehicle", 30, 60],
  ],
  de: [
    ["Inspektion nach Herstellervorgabe", 150, 300],
    ["Bremsscheiben und -beläge vorn erneuern", 90, 160],
    ["Bremsbeläge hinten erneuern", 60, 110],
    ["Motoröl und Ölfilter wechseln", 40, 70],
    ["Zahnriemen mit Wasserpumpe erneuern", 250, 450],
    ["Klimaanlage warten und befüllen", 60, 100],
    ["Fehlerspeicher auslesen, Diagnose", 30, 80],
    ["Achsvermessung und Spur einstellen", 50, 80],
    ["Kupplung komplett erneuern", 350, 600],
    ["Räder umstecken, auswuchten", 40, 70],
  ],
  fr: [
    ["Révision constructeur", 150, 300],
    ["Remplacement disques et plaquettes avant", 90, 160],
    ["Remplacement plaquettes arrière", 60, 110],
    ["Vidange moteur et filtre à huile", 40, 70],
    ["Remplacement kit distribution et pompe à eau", 250, 450],
    ["Recharge climatisation", 60, 100],
    ["Diagnostic électronique", 30, 80],
    ["Réglage du parallélisme", 50, 80],
    ["Remplacement kit embrayage", 350, 600],
    ["Montage et équilibrage pneumatiques", 40, 70],
  ],
  nl: [
    ["Grote beurt volgens fabrieksvoorschrift", 150, 300],
    ["Remschijven en remblokken voor vervangen", 90, 160],
    ["Remblokken achter vervangen", 60, 110],
    ["Olie en oliefilter verversen", 40, 70],
    ["Distributieriem met waterpomp vervangen", 250, 450],
    ["Airco onderhoud en bijvullen", 60, 100],
    ["Storingsdiagnose uitlezen", 30, 80],
    ["Uitlijnen", 50, 80],
    ["Koppelingsset vervangen", 350, 600],
    ["APK-keuring", 40, 60],
  ],
  it: [
    ["Tagliando secondo piano di manutenzione", 150, 300],
    ["Sostituzione dischi e pastiglie anteriori", 90, 160],
    ["Sostituzione pastiglie posteriori", 60, 110],
    ["Cambio olio e filtro", 40, 70],
    ["Sostituzione kit distribuzione e pompa acqua", 250, 450],
    ["Ricarica climatizzatore", 60, 100],
    ["Diagnosi elettronica", 30, 80],
    ["Convergenza", 50, 80],
    ["Sostituzione kit frizione", 350, 600],
    ["Revisione periodica", 50, 70],
  ],
  es: [
    ["Revisión oficial según plan de mantenimiento", 150, 300],
    ["Sustitución de discos y pastillas delanteros", 90, 160],
    ["Sustitución de pastillas traseras", 60, 110],
    ["Cambio de aceite y filtro", 40, 70],
    ["Sustitución kit de distribución y bomba de agua", 250, 450],
    ["Carga de aire acondicionado", 60, 100],
    ["Diagnosis electrónica", 30, 80],
    ["Alineación de dirección", 50, 80],
    ["Sustitución kit de embrague", 350, 600],
    ["Equilibrado de ruedas", 40, 70],
  ],
};

/** Parts: description, unit price range in cents, quantity range. */
export const PARTS: Record<Language, [string, number, number, number, number][]> = {
  en: [
    ["Brake disc, front", 3800, 9500, 2, 2],
    ["Brake pad set, front", 3500, 8500, 1, 1],
    ["Brake pad set, rear", 2800, 6500, 1, 1],
    ["Oil filter", 800, 1900, 1, 1],
    ["Air filter", 1200, 2800, 1, 1],
    ["Pollen filter", 1400, 3200, 1, 1],
    ["Spark plug", 900, 1800, 4, 4],
    ["Timing belt kit with water pump", 14000, 32000, 1, 1],
    ["Clutch kit", 18000, 42000, 1, 1],
    ["Wiper blade set", 1900, 4200, 1, 1],
    ["Battery 70 Ah AGM", 13000, 21000, 1, 1],
    ["Sump plug washer", 90, 250, 1, 1],
  ],
  de: [
    ["Bremsscheibe vorn", 3800, 9500, 2, 2],
    ["Bremsbelagsatz vorn", 3500, 8500, 1, 1],
    ["Bremsbelagsatz hinten", 2800, 6500, 1, 1],
    ["Ölfilter", 800, 1900, 1, 1],
    ["Luftfiltereinsatz", 1200, 2800, 1, 1],
    ["Innenraumfilter", 1400, 3200, 1, 1],
    ["Zündkerze", 900, 1800, 4, 4],
    ["Zahnriemensatz mit Wasserpumpe", 14000, 32000, 1, 1],
    ["Kupplungssatz", 18000, 42000, 1, 1],
    ["Wischblattsatz", 1900, 4200, 1, 1],
    ["Batterie 70 Ah AGM", 13000, 21000, 1, 1],
    ["Dichtring Ölablassschraube", 90, 250, 1, 1],
  ],
  fr: [
    ["Disque de frein avant", 3800, 9500, 2, 2],
    ["Jeu de plaquettes avant", 3500, 8500, 1, 1],
    ["Jeu de plaquettes arrière", 2800, 6500, 1, 1],
    ["Filtre à huile", 800, 1900, 1, 1],
    ["Filtre à air", 1200, 2800, 1, 1],
    ["Filtre d'habitacle", 1400, 3200, 1, 1],
    ["Bougie d'allumage", 900, 1800, 4, 4],
    ["Kit de distribution avec pompe à eau", 14000, 32000, 1, 1],
    ["Kit d'embrayage", 18000, 42000, 1, 1],
    ["Balais d'essuie-glace (paire)", 1900, 4200, 1, 1],
    ["Batterie 70 Ah AGM", 13000, 21000, 1, 1],
    ["Joint de bouchon de vidange", 90, 250, 1, 1],
  ],
  nl: [
    ["Remschijf voor", 3800, 9500, 2, 2],
    ["Remblokset voor", 3500, 8500, 1, 1],
    ["Remblokset achter", 2800, 6500, 1, 1],
    ["Oliefilter", 800, 1900, 1, 1],
    ["Luchtfilter", 1200, 2800, 1, 1],
    ["Interieurfilter", 1400, 3200, 1, 1],
    ["Bougie", 900, 1800, 4, 4],
    ["Distributieset met waterpomp", 14000, 32000, 1, 1],
    ["Koppelingsset", 18000, 42000, 1, 1],
    ["Ruitenwisserset", 1900, 4200, 1, 1],
    ["Accu 70 Ah AGM", 13000, 21000, 1, 1],
    ["Afdichtring carterplug", 90, 250, 1, 1],
  ],
  it: [
    ["Disco freno anteriore", 3800, 9500, 2, 2],
    ["Kit pastiglie anteriori", 3500, 8500, 1, 1],
    ["Kit pastiglie posteriori", 2800, 6500, 1, 1],
    ["Filtro olio", 800, 1900, 1, 1],
    ["Filtro aria", 1200, 2800, 1, 1],
    ["Filtro abitacolo", 1400, 3200, 1, 1],
    ["Candela d'accensione", 900, 1800, 4, 4],
    ["Kit distribuzione con pompa acqua", 14000, 32000, 1, 1],
    ["Kit frizione", 18000, 42000, 1, 1],
    ["Spazzole tergicristallo (coppia)", 1900, 4200, 1, 1],
    ["Batteria 70 Ah AGM", 13000, 21000, 1, 1],
    ["Guarnizione tappo coppa olio", 90, 250, 1, 1],
  ],
  es: [
    ["Disco de freno delantero", 3800, 9500, 2, 2],
    ["Juego de pastillas delanteras", 3500, 8500, 1, 1],
    ["Juego de pastillas traseras", 2800, 6500, 1, 1],
    ["Filtro de aceite", 800, 1900, 1, 1],
    ["Filtro de aire", 1200, 2800, 1, 1],
    ["Filtro de habitáculo", 1400, 3200, 1, 1],
    ["Bujía", 900, 1800, 4, 4],
    ["Kit de distribución con bomba de agua", 14000, 32000, 1, 1],
    ["Kit de embrague", 18000, 42000, 1, 1],
    ["Escobillas limpiaparabrisas (par)", 1900, 4200, 1, 1],
    ["Batería 70 Ah AGM", 13000, 21000, 1, 1],
    ["Arandela tapón de cárter", 90, 250, 1, 1],
  ],
};

/**
 * Sundries: description, price per unit in cents, the unit, quantity range in hundredths (oil by the litre,
 * refrigerant by the gram).
 */
export const SUNDRIES: Record<Language, [string, number, number, string, number, number][]> = {
  en: [
    ["Engine oil 5W-30", 1100, 1900, "l", 350, 650],
    ["Refrigerant R1234yf", 12, 22, "g", 40000, 65000],
    ["Brake cleaner", 450, 900, "", 100, 200],
    ["Screenwash concentrate", 350, 700, "", 100, 100],
    ["Waste oil and filter disposal", 350, 900, "", 100, 100],
    ["Workshop consumables", 450, 1500, "", 100, 100],
  ],
  de: [
    ["Motoröl 5W-30", 1200, 2200, "l", 350, 650],
    ["Kältemittel R1234yf", 12, 22, "g", 40000, 65000],
    ["Bremsenreiniger", 450, 900, "Ds.", 100, 200],
    ["Scheibenreiniger-Konzentrat", 350, 700, "", 100, 100],
    ["Altöl- und Filterentsorgung", 350, 900, "", 100, 100],
    ["Kleinmaterial pauschal", 450, 1500, "", 100, 100],
  ],
  fr: [
    ["Huile moteur 5W-30", 1100, 2000, "l", 350, 650],
    ["Fluide frigorigène R1234yf", 12, 22, "g", 40000, 65000],
    ["Nettoyant freins", 450, 900, "", 100, 200],
    ["Lave-glace concentré", 350, 700, "", 100, 100],
    ["Recyclage huile et filtre usagés", 350, 900, "", 100, 100],
    ["Ingrédients et petites fournitures", 450, 1500, "", 100, 100],
  ],
  nl: [
    ["Motorolie 5W-30", 1200, 2100, "l", 350, 650],
    ["Koudemiddel R1234yf", 12, 22, "g", 40000, 65000],
    ["Remmenreiniger", 450, 900, "", 100, 200],
    ["Ruitensproeiervloeistof", 350, 700, "", 100, 100],
    ["Milieutoeslag afvoer olie en filters", 350, 900, "", 100, 100],
    ["Klein materiaal", 450, 1500, "", 100, 100],
  ],
  it: [
    ["Olio motore 5W-30", 1100, 1900, "l", 350, 650],
    ["Gas refrigerante R1234yf", 12, 22, "g", 40000, 65000],
    ["Pulitore freni", 450, 900, "", 100, 200],
    ["Liquido lavavetri", 350, 700, "", 100, 100],
    ["Smaltimento olio e filtri esausti", 350, 900, "", 100, 100],
    ["Materiale di consumo", 450, 1500, "", 100, 100],
  ],
  es: [
    ["Aceite motor 5W-30", 1000, 1800, "l", 350, 650],
    ["Gas refrigerante R1234yf", 12, 22, "g", 40000, 65000],
    ["Limpiador de frenos", 450, 900, "", 100, 200],
    ["Líquido limpiaparabrisas", 350, 700, "", 100, 100],
    ["Gestión de residuos (aceite y filtros)", 350, 900, "", 100, 100],
    ["Material de taller", 450, 1500, "", 100, 100],
  ],
};

/** Hourly labour rates per country, in cents. */
export const LABOUR_RATES: Record<string, [number, number]> = {
  GB: [6500, 12000],
  IE: [7000, 11000],
  US: [11000, 18000],
  DE: [9500, 16500],
  AT: [10000, 15000],
  CH: [13000, 19000],
  FR: [5500, 9500],
  BE: [5500, 8500],
  NL: [7000, 10500],
  IT: [3500, 6000],
  ES: [4000, 6500],
};

/** Workshops' names: {core} a word of their own, {make} the make they serve. */
export const WORKSHOP_NAMES: Record<Language, string[]> = {
  en: ["{core} Motors", "{core} Garage", "{core} Autocentre", "{core} {make} Service"],
  de: ["Autohaus {core}", "Kfz-Werkstatt {core}", "{core} Automobile", "Autohaus {core} – {make} Service"],
  fr: ["Garage {core}", "{core} Automobiles", "Garage {core} et Fils", "{core} Auto Service"],
  nl: ["Autobedrijf {core}", "Garage {core}", "{core} Auto's", "Autoservice {core}"],
  it: ["Autofficina {core}", "Officina {core}", "{core} Auto", "Carrozzeria e Officina {core}"],
  es: ["Talleres {core}", "Autos {core}", "Taller Mecánico {core}", "{core} Automoción"],
};

/** Out-of-scope items a workshop passes on: the British MOT test fee, the Italian inspection's registry dues. */
export const WORKSHOP_FEES: Record<string, [string, number][]> = {
  GB: [["MOT test fee (class 4)", 5485]],
  IT: [["Diritti Motorizzazione revisione (art. 15)", 1020]],
};

// ---------------------------------------------------------------------------------------------------------------
// A landlord's rent invoice.

/** What is let, per language: {floor} a floor, {n} a number. */
export const PREMISES: Record<Language, string[]> = {
  en: ["Office suite {n}, {floor} floor", "Retail unit {n}", "Warehouse unit {n}", "Ground floor shop and basement"],
  de: ["Büroeinheit {n}, {floor}. OG", "Ladenlokal {n}, EG", "Lagerhalle {n}", "Praxisräume, {floor}. OG"],
  fr: ["Bureaux lot {n}, {floor}e étage", "Local commercial n° {n}", "Entrepôt cellule {n}", "Cabinet, {floor}e étage"],
  nl: ["Kantoorunit {n}, {floor}e verdieping", "Winkelruimte {n}", "Bedrijfshal {n}", "Praktijkruimte, {floor}e etage"],
  it: [
    "Ufficio int. {n}, piano {floor}",
    "Negozio n. {n}",
    "Capannone lotto {n}",
    "Studio professionale, piano {floor}",
  ],
  es: ["Oficina {n}, planta {floor}", "Local comercial n.º {n}", "Nave industrial {n}", "Despacho, planta {floor}"],
};

/**
 * A rent invoice's charges: description ({period} the period, {n} a count), whether it is counted per space, the
 * share of the base rent it costs (in percent, low and high) and whether it follows the rent's VAT (true) or is
 * outside VAT whatever the rent (false).
 */
export type RentCharge = [string, boolean, number, number, boolean];

export const RENT_CHARGES: Record<string, RentCharge[]> = {
  GB: [
    ["Service charge on account", false, 12, 30, true],
    ["Insurance rent", false, 3, 8, true],
    ["Car parking spaces ({n})", true, 2, 5, true],
  ],
  IE: [
    ["Service charge on account", false, 12, 30, true],
    ["Insurance contribution", false, 3, 8, true],
    ["Car parking spaces ({n})", true, 2, 5, true],
  ],
  de: [
    ["Nebenkostenvorauszahlung", false, 15, 30, true],
    ["Heizkostenvorauszahlung", false, 5, 12, true],
    ["Tiefgaragenstellplätze ({n})", true, 3, 6, true],
    ["Werbefläche Fassade", false, 2, 5, true],
  ],
  fr: [
    ["Provision sur charges", false, 10, 25, true],
    ["Taxe foncière (quote-part)", false, 4, 9, true],
    ["Emplacements de parking ({n})", true, 3, 6, true],
  ],
  nl: [
    ["Voorschot servicekosten", false, 10, 25, true],
    ["Parkeerplaatsen ({n})", true, 3, 6, true],
    ["Reclamebord gevel", false, 1, 3, true],
  ],
  it: [
    ["Acconto oneri accessori", false, 8, 20, true],
    ["Posti auto coperti ({n})", true, 3, 6, true],
  ],
  es: [
    ["Gastos de comunidad", false, 6, 15, true],
    ["IBI repercutido (parte proporcional)", false, 3, 8, true],
    ["Plazas de garaje ({n})", true, 3, 6, true],
  ],
};

/** The base rent's description per language ({period} the period billed). */
export const BASE_RENT: Record<string, string[]> = {
  GB: ["Rent for the quarter {period}", "Quarterly rent in advance {period}"],
  IE: ["Rent for the quarter {period}", "Quarterly rent in advance {period}"],
  de: ["Grundmiete {period}", "Nettokaltmiete {period}"],
  fr: ["Loyer HT {period}", "Loyer principal {period}"],
  nl: ["Huur {period}", "Kale huur {period}"],
  it: ["Canone di locazione {period}", "Canone {period}"],
  es: ["Renta {period}", "Alquiler del local {period}"],
};

/** Landlords' and managing agents' names: {core} a word of their own, {a} a surname. */
export const LANDLORD_NAMES: Record<Language, { owner: string[]; agent: string[] }> = {
  en: {
    owner: ["{core} Estates Ltd", "{core} Property Holdings Ltd", "{core} Investments Ltd"],
    agent: ["{a} Property Management", "{a} & Co Chartered Surveyors", "{a} Estate Management"],
  },
  de: {
    owner: ["{core} Immobilien GmbH & Co. KG", "{core} Grundbesitz GmbH", "{core} Objektgesellschaft mbH"],
    agent: ["Hausverwaltung {a}", "{a} Immobilienverwaltung", "{a} Property Management GmbH"],
  },
  fr: {
    owner: ["SCI {core}", "{core} Immobilier SAS", "SCI du {core}"],
    agent: ["Cabinet {a} Gestion", "{a} Administration de biens", "Agence {a} Immobilier"],
  },
  nl: {
    owner: ["{core} Vastgoed B.V.", "{core} Beleggingen B.V.", "{core} Onroerend Goed B.V."],
    agent: ["{a} Vastgoedbeheer", "Beheermaatschappij {a}", "{a} Property Management"],
  },
  it: {
    owner: ["Immobiliare {core} S.r.l.", "{core} Real Estate S.p.A.", "{core} Immobili S.r.l."],
    agent: ["Studio {a} Amministrazioni", "{a} Gestioni Immobiliari", "Amministrazione {a}"],
  },
  es: {
    owner: ["Inmobiliaria {core}, S.L.", "{core} Patrimonial, S.L.", "{core} Inversiones, S.A."],
    agent: ["Administración de Fincas {a}", "{a} Gestión Inmobiliaria", "Gestora {a}"],
  },
};

/** A rent index as each country names it, with its base and a value. */
export const RENT_INDEX: Record<string, [string, number, number]> = {
  GB: ["RPI (Jan 1987 = 100)", 330, 390],
  IE: ["CPI (Dec 2016 = 100)", 110, 130],
  DE: ["VPI (2020 = 100)", 105, 121],
  AT: ["VPI 2020", 105, 125],
  CH: ["LIK (Dez. 2020 = 100)", 101, 107],
  FR: ["ILC", 118, 136],
  BE: ["indice santé", 110, 130],
  "BE-nl": ["gezondheidsindex", 110, 130],
  NL: ["CPI (2015 = 100)", 110, 132],
  IT: ["indice ISTAT FOI", 104, 121],
  ES: ["IPC", 102, 118],
};
