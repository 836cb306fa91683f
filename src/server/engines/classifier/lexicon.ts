/**
 * Built-in knowledge for the cold start: document-type and field concepts in the languages a
 * European back office meets (English, German, French, Dutch, Spanish, Italian), and stopwords.
 *
 * A concept is emitted as a language-independent feature ("@invoice") wherever one of its terms is
 * found, in a page or in a class's name, description, prompts and field names, so a class named
 * "Invoice" recognises a page titled "Rechnung", "Facture" or "Factuur" before any training.
 *
 * Term syntax (terms are normalised: lower case, accents removed, ß -> ss):
 *   "word"            the token itself
 *   "two words"       the token sequence (longest match wins; its tokens do not match alone)
 *   "stem*"           a token starting with stem (German/Dutch compounds: rechnungsnr, factuurdatum)
 *   "*stem"           a token ending with stem (mietvertrag, stromrechnung)
 *   "*stem*"          a token containing stem
 * A cue may also be a concept ("@total") or a layout feature ("#mrz", see features.ts).
 */

export interface DocTypeConcept {
  /** The concept's feature is "@" + id. */
  id: string;
  /** Names of the document type itself: a match in a class name makes the class this type. */
  terms: string[];
  /** What such a document usually says besides its title; added (weakly) to the class's prior. */
  cues: string[];
  /** Concepts that mark the type as surely as its title (a letter's salutation and closing). */
  markers?: string[];
  /** The broader type it is a kind of (a lease is a contract): its page also says @parent. */
  parent?: string;
}

/**
 * The document types a back office meets, written from general knowledge of such documents (not from any
 * customer's or benchmark's documents): their names in English, German, French, Dutch, Spanish and Italian
 * (terms), and what such a page typically says and looks like (cues: words, field concepts "@...", and layout
 * features "#...": #mrz a machine-readable zone, #box boxes to tick, #amtrow a line of two or more amounts,
 * #txrow a dated line with an amount, #numlabel numbered field labels "4a."). Keep it general: a term or cue
 * must be true of the kind of document everywhere, never of one sender.
 */
export const DOC_TYPES: DocTypeConcept[] = [
  {
    id: "invoice",
    terms: [
      "invoice*", "*invoice", "tax invoice", "commercial invoice", "rechnung*", "*rechnung*", "faktura*", "facture", "factures",
      "facture n", "factuur*", "*factuur", "fattura*", "factura", "facturas", "nota fiscal", "bill of sale",
    ],
    cues: [
      "@due", "@due", "@iban", "@tax", "@net", "@total", "@invoiceno", "@invoiceno", "bill to", "billed to", "amount due", "balance due",
      "payment terms", "please pay", "remit to", "customer number", "kundennummer", "klantnummer", "numero client",
      "reverse charge", "total ttc", "total ht", "zahlbar bis", "a payer", "te betalen", "vat number", "ust idnr",
      "unit price", "einzelpreis", "prix unitaire", "prijs per stuk", "precio unitario", "@qty", "subtotal", "betrag", "montant",
      "bedrag", "importe", "#amtrow", "#amtrow",
    ],
  },
  {
    id: "credit_note",
    terms: [
      "credit note", "credit memo", "creditnote", "gutschrift*", "*gutschrift", "rechnungskorrektur", "avoir", "note de credit",
      "facture d avoir", "creditnota*", "creditfactuur*", "nota de credito", "nota di credito", "storno*", "factura rectificativa",
      "abono",
    ],
    cues: ["@tax", "@net", "@total", "refund", "credited", "erstattung", "rembourse", "terugbetaling", "reembolso", "original invoice", "@invoiceno", "return", "retoure", "retour", "devolucion", "#amtrow"],
  },
  {
    id: "receipt",
    terms: [
      "receipt*", "sales receipt", "payment receipt", "cash receipt", "till receipt", "quittung*", "*quittung", "kassenbon*",
      "kassenbeleg*", "kassenzettel*", "zahlungsbeleg*", "recu", "ticket de caisse", "kassabon*",
      "kassaticket*", "bonnetje*", "kwitantie*", "betaalbewijs*", "recibo*", "ricevuta*", "scontrino*", "proof of payment",
      "proof of purchase", "ticket de compra", "facturette",
    ],
    cues: [
      "@payment", "@payment", "@payment", "@payment", "@total", "@tax", "thank you", "thanks for your", "vielen dank", "merci",
      "bedankt", "gracias", "grazie", "cashier", "kassierer", "caissier", "cajero", "kassa", "caja", "cassa", "store", "shop",
      "filiale", "magasin", "winkel", "tienda", "change", "ruckgeld", "rendu", "wisselgeld", "cambio", "terminal", "transaction",
      "auth", "receipt number", "beleg nr", "paid", "bezahlt", "paye", "betaald", "pagado", "items", "#time",
    ],
  },
  {
    id: "delivery_note",
    terms: [
      "delivery note", "delivery slip", "delivery ticket", "delivery receipt", "packing slip", "packing list", "packing note",
      "dispatch note", "despatch note", "shipping note", "goods received note", "lieferschein*",
      "*lieferschein*", "warenbegleitschein*", "bon de livraison", "bordereau de livraison", "bordereau d expedition",
      "bon d expedition", "pakbon*", "afleverbon*", "leverbon*", "albaran", "nota de entrega", "remito",
      "bolla di consegna", "documento di trasporto", "ddt",
    ],
    cues: [
      "@shipping", "@shipping", "@shipping", "@qty", "@qty", "@signature", "@order", "delivered", "geliefert",
      "livre", "geleverd", "entregado", "consegnato", "shipped", "versandt", "expedie", "verzonden", "enviado", "received by",
      "received in good condition", "ware erhalten", "recu par", "ontvangen", "recibi conforme", "carrier", "spediteur",
      "transporteur", "vervoerder", "transportista", "parcel", "paket", "packstuck", "colis", "pakket", "bulto", "bultos",
      "weight", "gewicht", "poids", "peso", "pallet", "palette", "backorder",
    ],
  },
  {
    id: "purchase_order",
    terms: [
      "purchase order", "purchase orders", "order form", "bestellung*", "*bestellung", "bestellschein*",
      "einkaufsauftrag*", "bon de commande", "ordre d achat", "commande fournisseur", "bestelbon*", "bestelformulier*",
      "inkooporder*", "orden de compra", "pedido", "hoja de pedido", "ordine di acquisto", "ordine d acquisto", "purchase requisition",
    ],
    cues: [
      "@order", "@order", "@order", "@shipping", "@qty", "@qty", "@total", "supplier", "vendor", "lieferant", "fournisseur",
      "leverancier", "proveedor", "fornitore", "please supply", "please deliver", "bitte liefern", "veuillez livrer",
      "gelieve te leveren", "requested delivery", "wunschtermin", "delivery date", "lieferdatum", "date de livraison", "leverdatum",
      "fecha de entrega", "buyer", "einkaufer", "besteller", "acheteur", "inkoper", "comprador", "approved by", "genehmigt",
      "ship to", "deliver to", "po number", "please confirm", "bitte bestatigen", "#amtrow",
    ],
  },
  {
    id: "order_confirmation",
    terms: [
      "order confirmation", "confirmation of order", "sales order", "auftragsbestatigung*", "bestellbestatigung*",
      "confirmation de commande", "accuse de reception de commande", "orderbevestiging*", "opdrachtbevestiging*",
      "confirmacion de pedido", "conferma d ordine",
    ],
    cues: ["@order", "@order", "@shipping", "@qty", "@total", "we confirm", "wir bestatigen", "nous confirmons", "wij bevestigen", "confirmamos", "thank you for your order"],
  },
  {
    id: "quotation",
    terms: [
      "quotation", "quote", "price quote", "estimate", "price estimate", "offer", "angebot*", "*angebot", "kostenvoranschlag*",
      "devis", "proposition commerciale", "offerte*", "*offerte", "prijsopgave*", "presupuesto", "cotizacion", "oferta",
      "preventivo", "proforma", "pro forma",
    ],
    cues: [
      "valid until", "validity", "gultig bis", "freibleibend", "valable jusqu", "validite", "geldig tot", "valido hasta", "@qty", "@total",
      "@net", "we are pleased to offer", "wir bieten", "nous vous proposons", "le ofrecemos", "acceptance", "accept", "auftragserteilung",
      "bon pour accord", "aceptacion", "delivery time", "lieferzeit", "delai", "plazo", "enquiry", "anfrage", "demande", "solicitud",
    ],
  },
  {
    id: "contract",
    terms: [
      "contract", "contracts", "contractual", "*contract", "agreement*", "*agreement", "vertrag*", "*vertrag*", "vereinbarung*",
      "*vereinbarung", "contrat", "contrats", "convention", "accord", "overeenkomst*", "*overeenkomst", "contract*", "contrato",
      "contratto", "terms and conditions", "service level agreement", "non disclosure", "nda",
    ],
    cues: [
      "@party", "@party", "@party", "@party", "@party", "@signature", "@signature", "@signature", "@clause", "@clause", "@clause",
      "hereby", "hiermit", "par la presente", "hierbij", "por la presente", "shall", "agrees", "obligations", "liability", "haftung",
      "responsabilite", "aansprakelijkheid", "responsabilidad", "termination", "kundigung", "resiliation", "opzegging", "rescision",
      "term", "laufzeit", "duree", "looptijd", "duracion", "governing law", "gerichtsstand", "confidentiality", "vertraulichkeit",
      "effective date", "in witness whereof", "entered into", "between", "zwischen", "entre", "tussen", "date of signature",
    ],
  },
  {
    id: "employment_contract",
    parent: "contract",
    terms: [
      "employment contract", "employment agreement", "contract of employment", "offer letter", "arbeitsvertrag*", "*arbeitsvertrag",
      "anstellungsvertrag*", "dienstvertrag*", "contrat de travail", "arbeidsovereenkomst*", "arbeidscontract*", "contrato de trabajo",
      "contrato laboral", "contratto di lavoro",
    ],
    cues: [
      "@party", "@clause", "@signature", "employer", "employee", "arbeitgeber", "arbeitnehmer", "employeur", "salarie", "werkgever",
      "werknemer", "empresa", "trabajador", "datore di lavoro", "lavoratore", "salary", "gehalt", "vergutung", "remuneration",
      "salaris", "salario", "retribucion", "probation", "probationary", "probezeit", "periode d essai", "proeftijd", "periodo de prueba",
      "working hours", "arbeitszeit", "duree du travail", "arbeidsduur", "jornada", "holiday", "annual leave", "urlaub", "conges",
      "vakantie", "vacaciones", "position", "tatigkeit", "fonctions", "functie", "categoria", "notice", "kundigungsfrist",
    ],
  },
  {
    id: "lease",
    parent: "contract",
    terms: [
      "lease", "lease agreement", "leases", "tenancy", "tenancy agreement", "rental agreement", "rental contract", "mietvertrag*",
      "*mietvertrag", "pachtvertrag*", "contrat de location", "bail", "bail d habitation", "huurovereenkomst*", "huurcontract*",
      "contrato de arrendamiento", "contrato de alquiler", "contratto di locazione",
    ],
    cues: [
      "@party", "@signature", "landlord", "tenant", "vermieter", "mieter", "bailleur", "locataire", "verhuurder", "huurder",
      "arrendador", "arrendatario", "locatore", "conduttore", "rent", "miete", "kaltmiete", "grundmiete", "loyer", "huur", "renta",
      "alquiler", "canone", "deposit", "security deposit", "kaution", "depot de garantie", "waarborgsom", "fianza", "premises",
      "wohnung", "mietsache", "logement", "woning", "vivienda", "nebenkosten", "charges", "servicekosten", "gastos de comunidad",
      "sublet", "untervermietung", "sous location",
    ],
  },
  {
    id: "letter",
    markers: ["salutation", "closing"],
    terms: [
      "letter", "correspondence", "brief", "schreiben", "anschreiben", "korrespondenz", "lettre", "courrier", "correspondance",
      "carta", "lettera",
    ],
    cues: [
      "@salutation", "@salutation", "@salutation", "@closing", "@closing", "@closing", "subject", "betreff", "objet", "onderwerp",
      "oggetto", "asunto", "regarding", "we would like", "wir mochten", "nous souhaitons", "wij willen", "please find", "enclosed",
      "anbei", "ci joint", "bijgevoegd", "adjunto", "attached", "inform you", "informieren", "informer", "informeren", "informarle",
      "contact us", "questions", "ruckfragen", "disposicion", "disposition",
    ],
  },
  {
    id: "reminder",
    terms: [
      "payment reminder", "reminder", "dunning", "dunning letter", "final notice", "overdue notice", "past due notice", "mahnung*",
      "*mahnung", "zahlungserinnerung*", "relance", "rappel", "rappel de paiement", "lettre de relance", "mise en demeure",
      "herinnering*", "betalingsherinnering*", "aanmaning*", "sollecito", "recordatorio de pago", "requerimiento de pago", "aviso de impago",
    ],
    cues: [
      "overdue", "past due", "uberfallig", "en retard", "achterstallig", "vencido", "outstanding", "offen", "offener betrag", "impaye",
      "openstaand", "pendiente", "unpaid", "noch nicht", "reste du", "still open", "@invoiceno", "@due", "@total", "late fee",
      "mahngebuhr", "penalites", "intereses de demora", "already paid", "bereits", "deja", "already", "disregard", "gegenstandslos",
    ],
  },
  {
    id: "bank_statement",
    terms: [
      "bank statement", "account statement", "statement of account", "monthly statement", "kontoauszug*", "*kontoauszug",
      "releve de compte", "releve bancaire", "rekeningafschrift*", "bankafschrift*", "dagafschrift*", "estratto conto",
      "extracto bancario", "extracto de cuenta", "extracto",
    ],
    cues: [
      "opening balance", "closing balance", "previous balance", "new balance", "anfangssaldo", "endsaldo", "kontostand", "alter kontostand",
      "neuer kontostand", "solde", "ancien solde", "nouveau solde", "saldo", "saldo anterior", "debit", "credit", "soll", "haben",
      "cargo", "abono", "@iban", "transactions", "buchungstag", "valuta", "wertstellung", "value date", "date de valeur", "withdrawal",
      "deposit", "lastschrift", "uberweisung", "prelevement", "virement", "domiciliacion", "transferencia", "overdraft", "dispo",
      "decouvert", "#txrow", "#txrow", "#txrow", "#amtrow",
    ],
  },
  {
    id: "payslip",
    terms: [
      "payslip", "pay slip", "pay stub", "paystub", "salary statement", "earnings statement", "wage slip", "lohnabrechnung*",
      "gehaltsabrechnung*", "entgeltabrechnung*", "verdienstabrechnung*", "lohnzettel*", "bulletin de paie", "fiche de paie",
      "bulletin de salaire", "loonstrook*", "salarisstrook*", "nomina", "recibo de salarios", "busta paga", "cedolino",
    ],
    cues: [
      "gross", "gross pay", "brutto", "bruttoverdienst", "brut", "salaire brut", "bruto", "devengado", "lordo", "net pay", "netto",
      "auszahlungsbetrag", "net a payer", "liquido", "employee", "arbeitnehmer", "personalnummer", "salarie", "matricule", "werknemer",
      "trabajador", "pay period", "abrechnungszeitraum", "periode", "periodo de liquidacion", "social security", "sozialversicherung",
      "rentenversicherung", "krankenversicherung", "lohnsteuer", "cotisations", "csg", "irpf", "retencion", "income tax", "withholding",
      "ytd", "year to date", "hours", "stunden", "heures", "horas", "#amtrow",
    ],
  },
  {
    id: "tax_assessment",
    terms: ["tax assessment", "tax notice", "notice of assessment", "steuerbescheid*", "einkommensteuerbescheid*", "avis d imposition", "aanslag*", "belastingaanslag*", "liquidacion provisional", "avviso di accertamento"],
    cues: ["tax office", "finanzamt", "belastingdienst", "agencia tributaria", "finances publiques", "taxable income", "zu versteuerndes", "revenu imposable", "@tax", "assessed", "festgesetzt", "nachzahlung", "erstattung", "appeal", "einspruch"],
  },
  {
    id: "tax_return",
    terms: [
      "tax return", "income tax return", "tax declaration", "form 1040", "self assessment", "sa100", "steuererklarung*",
      "*steuererklarung", "einkommensteuererklarung*", "declaration de revenus", "declaration des revenus", "declaration d impot",
      "aangifte inkomstenbelasting", "belastingaangifte*", "declaracion de la renta", "declaracion del impuesto", "modelo 100",
      "dichiarazione dei redditi", "modello 730",
    ],
    cues: [
      "tax year", "veranlagungszeitraum", "annee", "ejercicio", "belastingjaar", "taxable income", "adjusted gross income",
      "zu versteuerndes einkommen", "revenu imposable", "base imponible", "deduction", "deductions", "werbungskosten", "sonderausgaben",
      "charges deductibles", "deducciones", "aftrekposten", "filing status", "zusammenveranlagung", "foyer fiscal", "tributacion conjunta",
      "tax office", "finanzamt", "agencia tributaria", "finances publiques", "internal revenue service", "irs", "belastingdienst",
      "withheld", "refund", "a devolver", "erstattung", "taxpayer", "steuerpflichtige", "contribuable", "contribuyente",
      "steuernummer", "identifikationsnummer", "numero fiscal", "social security number", "#box", "#box", "@signature",
    ],
  },
  {
    id: "w9",
    terms: [
      "w9", "w 9", "form w9", "w8", "w8ben", "w8bene", "w 8ben", "request for taxpayer identification number",
      "taxpayer identification number", "tin certification", "form 1099", "w8imy",
    ],
    cues: [
      "taxpayer identification number", "tin", "employer identification number", "social security number", "ssn",
      "federal tax classification", "individual sole proprietor", "c corporation", "s corporation", "partnership", "trust estate",
      "limited liability company", "llc", "exempt payee", "fatca", "backup withholding", "certification", "penalties of perjury",
      "us person", "irs", "internal revenue service", "requester", "department of the treasury", "#box", "#box", "#box", "@signature",
    ],
  },
  {
    id: "insurance",
    terms: [
      "insurance policy", "policy schedule", "certificate of insurance", "insurance certificate", "policy declarations", "insurance",
      "versicherungsschein*", "versicherungspolice*", "versicherung*", "police d assurance", "attestation d assurance", "assurance",
      "verzekeringspolis*", "verzekering*", "poliza", "poliza de seguro", "polizza", "assicurazione",
    ],
    cues: [
      "premium", "pramie", "beitrag", "jahresbeitrag", "prime", "premie", "prima", "premio", "insured", "policyholder", "versichert",
      "versicherungsnehmer", "assure", "souscripteur", "verzekerd", "verzekeringnemer", "asegurado", "tomador", "coverage", "cover",
      "deckung", "versicherte gefahren", "couverture", "garanties", "dekking", "coberturas", "policy number", "versicherungsnummer",
      "deductible", "excess", "selbstbeteiligung", "franchise", "eigen risico", "franquicia", "claims", "schaden", "sinistre",
      "siniestro", "insurer", "versicherer", "assureur", "aseguradora", "effective", "expiry", "ablauf", "echeance", "vencimiento",
    ],
  },
  {
    id: "passport",
    terms: ["passport", "passports", "reisepass*", "*reisepass", "passeport", "paspoort*", "pasaporte", "passaporto"],
    cues: [
      "#mrz", "#mrz", "#mrz", "#mrz", "nationality", "staatsangehorigkeit", "nationalite", "nationaliteit", "nacionalidad",
      "nazionalita", "date of birth", "geburtstag", "geburtsdatum", "date de naissance", "geboortedatum", "fecha de nacimiento",
      "place of birth", "geburtsort", "lieu de naissance", "lugar de nacimiento", "date of issue", "ausstellungsdatum",
      "date de delivrance", "fecha de expedicion", "date of expiry", "date of expiration", "gultig bis", "date d expiration",
      "fecha de caducidad", "authority", "behorde", "autorite", "autoridad", "surname", "given names", "vornamen", "prenoms",
      "apellidos", "type", "typ", "tipo", "sex", "geschlecht", "sexe", "sexo", "holder", "signature of holder",
    ],
  },
  {
    id: "id_card",
    terms: [
      "identity card", "id card", "national identity card", "personalausweis*", "*ausweis", "identitatskarte", "carte d identite",
      "carte nationale d identite", "identiteitskaart*", "identiteitsbewijs*", "documento nacional de identidad", "dni",
      "carta d identita", "carta di identita", "documento de identidad", "cedula",
    ],
    cues: [
      "#mrz", "#mrz", "#mrz", "nationality", "staatsangehorigkeit", "nationalite", "nationaliteit", "nacionalidad", "date of birth",
      "geburtstag", "geburtsdatum", "date de naissance", "ne le", "geboortedatum", "fecha de nacimiento", "place of birth", "geburtsort",
      "lieu de naissance", "date of expiry", "gultig bis", "valable jusqu", "valido hasta", "geldig tot", "surname", "given names",
      "vornamen", "nom", "prenom", "prenoms", "apellidos", "nombre", "sex", "sexe", "sexo", "card number", "signature of holder",
      "unterschrift", "address", "anschrift", "domicile", "domicilio",
    ],
  },
  {
    id: "driving_licence",
    terms: [
      "driving licence", "driving license", "driver license", "driver s license", "drivers license", "driver licence", "driving permit",
      "fuhrerschein*", "*fuhrerschein", "permis de conduire", "rijbewijs*", "permiso de conducir", "permiso de conduccion",
      "carnet de conducir", "patente di guida",
    ],
    cues: [
      "#numlabel", "#numlabel", "#numlabel", "#numlabel", "categories", "category", "class", "klasse", "klassen", "categorie",
      "categorias", "clase", "clases", "categoria", "date of birth", "dob", "exp", "expires", "issued", "restrictions", "restr",
      "endorsements", "dvla", "dmv", "department of motor vehicles", "landratsamt", "fahrerlaubnisbehorde", "prefecture",
      "jefatura de trafico", "trafico", "motorizzazione",
    ],
  },
  {
    id: "utility_bill",
    parent: "invoice",
    terms: [
      "utility bill", "electricity bill", "gas bill", "water bill", "energy bill", "phone bill", "energy statement", "stromrechnung*",
      "gasrechnung*", "wasserrechnung*", "nebenkostenabrechnung*", "jahresabrechnung*", "verbrauchsabrechnung*", "energierechnung*",
      "facture d electricite", "facture de gaz", "facture d eau", "energierekening*", "jaarafrekening*", "factura de luz",
      "factura de electricidad", "factura del agua", "factura de gas", "bolletta",
    ],
    cues: [
      "kwh", "meter", "meter number", "meter reading", "zahler", "zahlerstand", "zahlernummer", "compteur", "index", "releve",
      "meterstand", "contador", "lectura", "contatore", "consumption", "usage", "verbrauch", "consommation", "verbruik", "consumo",
      "electricity", "strom", "electricite", "stroom", "electricidad", "luce", "gas", "gaz", "water", "wasser", "eau", "agua",
      "supply", "lieferstelle", "point de livraison", "suministro", "service address", "tariff", "tarif", "arbeitspreis", "grundpreis",
      "abonnement", "termino de potencia", "abschlag", "advance payment", "mensualisation", "voorschot", "cups", "account number",
      "@due", "@total",
    ],
  },
  {
    id: "business_card",
    terms: ["business card", "visiting card", "contact card", "visitenkarte*", "carte de visite", "visitekaartje*", "tarjeta de visita", "biglietto da visita"],
    cues: ["mobile", "mobil", "portable", "mobiel", "movil", "cellulare", "cell", "phone", "tel", "telefon", "telephone", "telefono", "fax", "email", "mail", "www", "com", "manager", "director", "directeur", "leiter", "head of", "sales", "vertrieb", "ventas"],
  },
  {
    id: "bill_of_lading",
    terms: [
      "bill of lading", "bills of lading", "ocean bill of lading", "b l", "sea waybill", "air waybill", "waybill", "consignment note",
      "cmr", "konnossement*", "seefrachtbrief*", "frachtbrief*", "connaissement", "lettre de voiture", "cognossement*", "vrachtbrief*",
      "conocimiento de embarque", "carta de porte", "polizza di carico",
    ],
    cues: [
      "shipper", "ablader", "versender", "chargeur", "expediteur", "embarcador", "consignee", "empfanger", "destinataire", "consignatario",
      "notify party", "notify", "meldeadresse", "notifier", "vessel", "schiff", "navire", "buque", "voyage", "reise", "viaje",
      "port of loading", "verladehafen", "port de chargement", "puerto de carga", "port of discharge", "loschhafen", "port de dechargement",
      "puerto de descarga", "container", "conteneur", "contenedor", "seal", "freight", "fracht", "fret", "flete", "prepaid", "collect",
      "originals", "gross weight", "bruttogewicht", "poids brut", "peso bruto", "packages", "marks", "cbm", "carrier", "scac",
    ],
  },
  {
    id: "customs_declaration",
    terms: ["customs declaration", "export declaration", "import declaration", "zollanmeldung*", "ausfuhranmeldung*", "zollerklarung*", "declaration en douane", "douane", "aangifte douane", "declaracion aduanera", "dichiarazione doganale", "dua"],
    cues: ["customs", "zoll", "douane", "aduana", "dogana", "hs code", "tariff", "zolltarifnummer", "country of origin", "ursprungsland", "pays d origine", "exporter", "importer", "eori", "mrn", "incoterms", "duty", "value"],
  },
  {
    id: "birth_certificate",
    terms: ["birth certificate", "certificate of birth", "geburtsurkunde*", "acte de naissance", "extrait d acte de naissance", "geboorteakte*", "partida de nacimiento", "certificado de nacimiento", "certificato di nascita"],
    cues: ["born", "geboren", "ne", "nee", "nacido", "nato", "father", "vater", "pere", "vader", "padre", "mother", "mutter", "mere", "moeder", "madre", "registrar", "standesamt", "etat civil", "registro civil", "place of birth", "geburtsort", "lieu de naissance"],
  },
  {
    id: "vehicle_registration",
    terms: ["vehicle registration", "registration certificate", "logbook", "v5c", "zulassungsbescheinigung*", "fahrzeugschein*", "fahrzeugbrief*", "certificat d immatriculation", "carte grise", "kentekenbewijs*", "permiso de circulacion", "libretto di circolazione"],
    cues: ["vin", "vehicle identification number", "fahrzeug identifizierungsnummer", "chassis", "make", "model", "marke", "marque", "kenteken", "kennzeichen", "immatriculation", "matricula", "registration number", "first registration", "erstzulassung", "keeper", "halter", "titulaire", "engine", "hubraum", "cylindree"],
  },
  {
    id: "prescription",
    terms: ["prescription", "medical prescription", "rx", "rezept", "kassenrezept*", "privatrezept*", "ordonnance", "recept", "receta", "receta medica", "ricetta", "ricetta medica"],
    cues: ["patient", "patientin", "paciente", "paziente", "dr", "md", "arzt", "medecin", "arts", "medico", "mg", "tablets", "tabletten", "comprimes", "comprimidos", "capsules", "kapseln", "capsulas", "daily", "taglich", "par jour", "al dia", "dose", "dosage", "posologie", "posologia", "refills", "pharmacy", "apotheke", "pharmacie", "apotheek", "farmacia", "krankenkasse", "insurance"],
  },
  {
    id: "medical_report",
    terms: ["medical report", "discharge letter", "discharge summary", "lab report", "arztbrief*", "befundbericht*", "befund*", "entlassungsbericht*", "compte rendu medical", "rapport medical", "medisch verslag", "informe medico", "informe de alta", "referto", "lettera di dimissione"],
    cues: ["patient", "paciente", "diagnosis", "diagnose", "diagnostic", "diagnostico", "findings", "befund", "anamnesis", "anamnese", "therapy", "therapie", "therapeutique", "tratamiento", "examination", "untersuchung", "examen", "hospital", "klinik", "krankenhaus", "hopital", "ziekenhuis", "results", "ergebnis"],
  },
  {
    id: "resume",
    terms: ["resume", "curriculum vitae", "cv", "lebenslauf*", "*lebenslauf", "currículum", "curriculum", "levensloop"],
    cues: [
      "experience", "work experience", "professional experience", "berufserfahrung", "experience professionnelle", "werkervaring",
      "experiencia profesional", "esperienza", "education", "ausbildung", "studium", "formation", "opleiding", "formacion", "istruzione",
      "skills", "kenntnisse", "competences", "vaardigheden", "competencias", "competenze", "languages", "sprachen", "langues", "talen",
      "idiomas", "lingue", "university", "universitat", "universite", "universiteit", "universidad", "hobbies", "interests", "references",
    ],
  },
  {
    id: "boarding_pass",
    terms: ["boarding pass", "boarding card", "bordkarte*", "carte d embarquement", "instapkaart*", "tarjeta de embarque", "carta d imbarco", "e ticket", "flight ticket"],
    cues: ["flight", "flug", "vol", "vlucht", "vuelo", "volo", "gate", "flugsteig", "porte", "puerta", "seat", "sitz", "siege", "stoel", "asiento", "posto", "boarding", "einstieg", "embarquement", "embarque", "imbarco", "passenger", "passagier", "passager", "pasajero", "passeggero", "departure", "abflug", "depart", "salida", "zone", "#time"],
  },
  {
    id: "timesheet",
    terms: ["timesheet", "time sheet", "time report", "stundenzettel*", "stundennachweis*", "arbeitszeitnachweis*", "zeiterfassung*", "feuille de temps", "releve d heures", "urenstaat*", "urenregistratie*", "hoja de horas", "parte de horas", "foglio ore"],
    cues: ["hours", "stunden", "heures", "uren", "horas", "ore", "overtime", "uberstunden", "heures supplementaires", "overuren", "horas extra", "week", "woche", "kalenderwoche", "semaine", "semana", "project", "projekt", "projet", "proyecto", "approval", "supervisor", "vorgesetzter", "responsable", "#time", "#time"],
  },
  {
    id: "expense_report",
    terms: ["expense report", "expense claim", "travel expense claim", "reisekostenabrechnung*", "spesenabrechnung*", "auslagenabrechnung*", "note de frais", "etat de frais", "declaratie*", "onkostennota*", "hoja de gastos", "liquidacion de gastos", "nota spese"],
    cues: ["reimbursement", "reimbursable", "erstattung", "erstattungsbetrag", "rembourser", "remboursement", "vergoeding", "reembolso", "rimborso", "mileage", "kilometer", "kilometrage", "km", "kilometraje", "per diem", "verpflegungsmehraufwand", "indemnites", "dietas", "hotel", "taxi", "meals", "bewirtung", "repas", "comidas", "receipts", "belege", "justificatifs", "justificantes", "trip", "reise", "deplacement", "viaje", "advance", "#txrow"],
  },
  {
    id: "meeting_minutes",
    terms: ["meeting minutes", "board minutes", "minutes of the meeting", "minutes of meeting", "protokoll*", "*protokoll", "niederschrift*", "proces verbal", "compte rendu", "notulen", "acta", "acta de la reunion", "verbale"],
    cues: ["present", "attendees", "teilnehmer", "anwesend", "presents", "aanwezig", "asistentes", "presenti", "agenda", "tagesordnung", "top", "ordre du jour", "orden del dia", "ordine del giorno", "apologies", "resolution", "beschluss", "decision", "besluit", "acuerdo", "delibera", "action", "next meeting", "nachster termin", "prochaine reunion", "chair", "vorsitz", "unanimously", "einstimmig", "unanimite", "unanimidad"],
  },
  {
    id: "power_of_attorney",
    terms: ["power of attorney", "letter of authorization", "authorisation", "vollmacht*", "*vollmacht", "procuration", "mandat", "volmacht*", "poder notarial", "poder", "procura", "delega"],
    cues: ["principal", "attorney in fact", "agent", "bevollmachtigte", "vollmachtgeber", "mandant", "mandataire", "mandant", "gevolmachtigde", "apoderado", "poderdante", "authorize", "authorise", "bevollmachtige", "autorise", "machtig", "autorizo", "on my behalf", "in meinem namen", "en mon nom", "en mi nombre", "@signature", "notary", "notar", "notaire", "notaris", "notario"],
  },
  {
    id: "certificate",
    terms: ["certificate", "attestation", "zertifikat*", "bescheinigung*", "*bescheinigung", "urkunde*", "zeugnis*", "certificat", "certificaat*", "verklaring", "certificado", "certificato"],
    cues: ["hereby certify", "this is to certify", "bescheinigt", "hiermit wird bestatigt", "certifie", "atteste", "verklaart", "certifica", "certifies", "issued", "ausgestellt", "delivre", "expedido", "valid", "gultig", "valable", "valido", "holder", "inhaber", "titulaire", "titular", "@signature"],
  },
  {
    id: "cheque",
    terms: ["cheque", "cheques", "bank check", "scheck*", "cheque bancaire"],
    cues: ["pay to the order of", "pay", "order of", "zahlen sie", "payez", "betaal", "paguese", "dollars", "euros", "memo", "routing", "bearer", "inhaber", "porteur", "#amt"],
  },
  {
    id: "transfer_confirmation",
    terms: ["payment confirmation", "transfer confirmation", "remittance advice", "payment advice", "overweisungsbestatigung*", "uberweisungsbestatigung*", "zahlungsavis*", "zahlungsbestatigung*", "avis de virement", "avis de paiement", "confirmation de virement", "betalingsbevestiging*", "justificante de transferencia", "confirmacion de transferencia", "contabile bonifico"],
    cues: ["beneficiary", "begunstigter", "empfanger", "beneficiaire", "begunstigde", "beneficiario", "@iban", "amount", "betrag", "montant", "bedrag", "importe", "execution date", "ausfuhrungsdatum", "date d execution", "fecha de ejecucion", "reference", "verwendungszweck", "reference", "concepto", "ordering party", "auftraggeber", "donneur d ordre", "ordenante", "transfer", "uberweisung", "virement", "overboeking", "transferencia", "bonifico", "swift", "bic"],
  },
  {
    id: "financial_statement",
    terms: ["financial statement", "financial statements", "annual report", "balance sheet", "income statement", "profit and loss", "p l", "jahresabschluss*", "bilanz*", "gewinn und verlustrechnung", "guv", "bilan", "compte de resultat", "comptes annuels", "jaarrekening*", "balans", "winst en verliesrekening", "cuentas anuales", "balance de situacion", "cuenta de perdidas y ganancias", "bilancio", "conto economico"],
    cues: ["assets", "aktiva", "actif", "activa", "activo", "liabilities", "passiva", "passif", "pasivo", "equity", "eigenkapital", "capitaux propres", "eigen vermogen", "patrimonio neto", "revenue", "umsatzerlose", "chiffre d affaires", "omzet", "ingresos", "depreciation", "abschreibungen", "amortissements", "afschrijvingen", "amortizaciones", "fiscal year", "geschaftsjahr", "exercice", "boekjaar", "ejercicio", "previous year", "vorjahr", "#amtrow", "#amtrow"],
  },
];

/** Field and wording concepts: shared evidence between types, language-independent. */
export const FIELD_CONCEPTS: Record<string, string[]> = {
  invoiceno: [
    "invoice number", "invoice no", "invoice nr", "inv no", "rechnungsnummer", "rechnungsnr", "rechnung nr",
    "numero de facture", "facture n", "factuurnummer", "factuurnr", "numero fattura", "numero de factura",
  ],
  total: [
    "total", "totals", "grand total", "total amount", "amount due", "total due", "gesamt*", "summe", "endbetrag*", "rechnungsbetrag*",
    "gesamtbetrag*", "montant total", "total ttc", "totaal*", "totale", "importe total", "te betalen", "a payer", "zu zahlen",
  ],
  tax: [
    "tax", "taxes", "vat", "sales tax", "gst", "hst", "mwst", "ust", "umsatzsteuer*", "mehrwertsteuer*", "steuer", "tva", "taxe",
    "btw", "iva", "imposta",
  ],
  net: [
    "net", "net amount", "subtotal", "sub total", "netto*", "zwischensumme", "nettobetrag", "sous total", "total ht", "hors taxe",
    "ht", "subtotaal", "excl btw", "exclusief btw", "imponibile", "base imponible",
  ],
  due: [
    "due date", "due", "payment due", "pay by", "payable by", "payment terms", "terms net", "net 30", "net 14", "falligkeit*",
    "fallig*", "zahlbar*", "zahlungsziel*", "zahlungsbedingungen", "echeance", "date d echeance", "date limite de paiement",
    "vervaldatum", "vervaldag", "betalingstermijn", "uiterste betaaldatum", "scadenza", "vencimiento",
  ],
  iban: ["iban", "bic", "swift", "bank account", "account number", "bankverbindung*", "kontonummer", "rib", "rekeningnummer*", "sort code", "routing number"],
  qty: ["qty", "quantity", "quantities", "menge", "anzahl", "stuck", "quantite", "qte", "aantal", "hoeveelheid", "cantidad", "quantita", "pcs", "units"],
  payment: [
    "paid", "cash", "card", "credit card", "debit card", "visa", "mastercard", "maestro", "amex", "contactless", "change due",
    "payment method", "bezahlt", "bar", "barzahlung", "bargeld", "ec karte", "girocard", "kartenzahlung", "ruckgeld", "wechselgeld",
    "paye", "especes", "carte bancaire", "cb", "rendu", "monnaie", "betaald", "contant", "pin", "pinbetaling", "wisselgeld",
    "efectivo", "tarjeta", "contanti", "tip", "trinkgeld", "pourboire", "fooi",
  ],
  shipping: [
    "ship to", "shipped to", "deliver to", "delivery address", "shipping address", "lieferadresse", "lieferanschrift",
    "versandadresse", "adresse de livraison", "afleveradres", "leveradres", "delivery date", "lieferdatum", "liefertermin",
    "date de livraison", "leverdatum", "afleverdatum", "shipment", "shipping", "versand*", "expedition", "verzending*",
    "carrier", "spediteur", "transporteur", "vervoerder", "tracking number", "sendungsnummer", "numero de suivi", "track and trace",
    "consignee", "empfanger", "destinataire", "geadresseerde", "delivery", "lieferung", "livraison", "levering", "aflevering",
  ],
  order: [
    "order", "order number", "order no", "order date", "po", "po number", "po no", "purchase order number", "purchase order no",
    "your order", "bestellnummer", "bestelldatum",
    "auftragsnummer", "auftrag*", "ihre bestellung", "commande", "numero de commande", "date de commande", "ordernummer",
    "bestelnummer", "orderdatum", "uw bestelling", "pedido", "ordine",
  ],
  signature: [
    "signature", "signatures", "signed", "sign here", "signatory", "unterschrift*", "unterzeichnet", "gezeichnet", "signe",
    "signataire", "fait a", "handtekening*", "getekend", "ondertekend", "firma", "firmado",
  ],
  party: [
    "party", "parties", "the parties", "partei*", "vertragspartei*", "partie", "parties contractantes", "partij*", "contracting party",
    "hereinafter", "hereinafter referred to as", "nachfolgend", "ci apres denomme", "hierna te noemen", "in het vervolg",
    "the client", "the contractor", "auftraggeber*", "auftragnehmer*", "mieter", "vermieter", "tenant", "landlord",
    "locataire", "bailleur", "huurder", "verhuurder", "employer", "employee",
  ],
  clause: [
    "clause", "clauses", "article", "articles", "section", "paragraph", "paragraf", "absatz", "klausel*",
    "bepaling*", "alinea", "termination", "terminate", "kundigung*", "kundigungsfrist", "resiliation", "opzegging*", "opzegtermijn",
    "governing law", "jurisdiction", "gerichtsstand", "droit applicable", "toepasselijk recht", "liability", "haftung",
    "indemnify", "confidential", "confidentiality", "force majeure", "shall", "hereby", "hiermit", "hierbij", "obligations",
  ],
  salutation: [
    "dear", "dear sir", "dear madam", "dear sir or madam", "dear customer", "to whom it may concern", "sehr geehrte",
    "sehr geehrter", "sehr geehrte damen und herren", "liebe", "lieber", "guten tag", "madame monsieur", "madame", "monsieur",
    "cher", "chere", "bonjour", "geachte", "geachte heer", "geachte mevrouw", "beste", "estimado", "estimada", "gentile", "egregio",
  ],
  closing: [
    "sincerely", "yours sincerely", "yours faithfully", "kind regards", "best regards", "regards", "with best wishes",
    "mit freundlichen grussen", "freundliche grusse", "beste grusse", "hochachtungsvoll", "cordialement", "bien cordialement",
    "veuillez agreer", "salutations distinguees", "met vriendelijke groet", "met vriendelijke groeten", "hoogachtend",
    "atentamente", "cordiali saluti", "distinti saluti",
  ],
};

/** Tokens a wildcard would catch that mean something else. */
export const CONCEPT_EXCEPTIONS = new Set([
  "berechnung", "berechnungen", "rechnungsadresse", "rechnungsanschrift", "factuuradres", "contractor", "contractors",
  "contracted", "bestellungen", "invoiceaddress",
]);

/** Function words of the six languages; never features, never part of a class's prior. */
export const STOPWORDS = new Set(
  `a an the and or of to in on at by for from with without as is are was were be been being it its this that these those
  which who whom whose what when where why how all any both each few more most other some such no nor not only own same so
  than too very can will just should now our ours your yours their theirs we you he she they them his her him me my i us
  do does did has have had having if then else into onto over under per via up out off about above below between
  der die das den dem des ein eine einer eines einem einen und oder aber nicht ist sind war waren wird werden wurde
  mit von zu zum zur im in an am auf aus bei bis fur uber unter vor nach durch gegen ohne um als auch noch nur schon
  sie er es wir ihr ich du sich mich dich uns euch sein seine ihre ihren ihrem unser unsere dass wie wenn so
  le la les un une des du de d l et ou mais ne pas est sont etait sera au aux ce cet cette ces qui que quoi dont
  en dans sur sous par pour avec sans chez il elle ils elles nous vous je tu on son sa ses leur leurs notre nos votre vos
  het een en of maar niet is zijn was waren wordt worden werd van voor met op aan bij naar door over uit tot om als
  ook nog al te er hij zij wij jij ik u uw ons onze deze dit dat die wat wie hun haar zijn
  el los las una unos unas y o pero es son era del al con sin por para que se su sus lo
  il lo gli uno e ma sono era della delle dei degli al alla alle con senza per che si suo sua`.split(/\s+/).filter(Boolean),
);
