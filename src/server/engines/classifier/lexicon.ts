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
}

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
      "unit price", "einzelpreis", "prix unitaire", "prijs per stuk", "@qty", "subtotal", "betrag", "montant", "bedrag",
    ],
  },
  {
    id: "credit_note",
    terms: [
      "credit note", "credit memo", "creditnote", "gutschrift*", "*gutschrift", "rechnungskorrektur", "avoir", "note de credit",
      "creditnota*", "creditfactuur*", "nota de credito", "nota di credito", "storno*",
    ],
    cues: ["@tax", "@net", "@total", "refund", "credited", "erstattung", "rembourse", "terugbetaling", "original invoice", "@invoiceno"],
  },
  {
    id: "receipt",
    terms: [
      "receipt*", "sales receipt", "payment receipt", "cash receipt", "till receipt", "quittung*", "*quittung", "kassenbon*",
      "kassenbeleg*", "kassenzettel*", "zahlungsbeleg*", "recu", "ticket de caisse", "kassabon*",
      "kassaticket*", "bonnetje*", "kwitantie*", "betaalbewijs*", "recibo*", "ricevuta*", "scontrino*", "proof of payment",
      "zahlungsbestatigung*", "payment confirmation", "facturette",
    ],
    cues: [
      "@payment", "@payment", "@payment", "@payment", "@total", "@tax", "thank you", "thanks for your", "vielen dank", "merci",
      "bedankt", "cashier", "kassierer", "caissier", "kassa", "store", "shop", "filiale", "magasin", "winkel", "change",
      "ruckgeld", "rendu", "wisselgeld", "terminal", "transaction", "trans", "auth", "card", "receipt number", "beleg nr",
      "paid", "bezahlt", "paye", "betaald", "items",
    ],
  },
  {
    id: "delivery_note",
    terms: [
      "delivery note", "delivery slip", "delivery ticket", "delivery receipt", "packing slip", "packing list", "packing note",
      "dispatch note", "despatch note", "shipping note", "goods received note", "consignment note", "waybill", "lieferschein*",
      "*lieferschein*", "warenbegleitschein*", "bon de livraison", "bordereau de livraison", "bordereau d expedition",
      "bon d expedition", "bl", "pakbon*", "afleverbon*", "leverbon*", "vrachtbrief*", "albaran", "nota de entrega",
      "bolla di consegna", "documento di trasporto", "ddt",
    ],
    cues: [
      "@shipping", "@shipping", "@shipping", "@shipping", "@qty", "@qty", "@signature", "@order", "delivered", "geliefert",
      "livre", "geleverd", "shipped", "versandt", "expedie", "verzonden", "received by", "received in good condition",
      "empfangen", "ware erhalten", "recu par", "ontvangen", "carrier", "spediteur", "transporteur", "vervoerder", "tracking",
      "parcel", "paket", "colis", "pakket", "weight", "gewicht", "poids", "pallet", "palette", "ordered", "bestellt",
      "commande", "besteld", "backorder",
    ],
  },
  {
    id: "purchase_order",
    terms: [
      "purchase order", "purchase orders", "order form", "bestellung*", "*bestellung", "bestellschein*",
      "einkaufsauftrag*", "bon de commande", "ordre d achat", "bestelbon*", "bestelformulier*", "inkooporder*", "orden de compra",
      "pedido", "ordine di acquisto", "ordine d acquisto", "purchase requisition",
    ],
    cues: [
      "@order", "@order", "@order", "@shipping", "@qty", "@qty", "@total", "supplier", "vendor", "lieferant", "fournisseur",
      "leverancier", "please supply", "please deliver", "bitte liefern", "veuillez livrer", "gelieve te leveren",
      "requested delivery", "wunschtermin", "delivery date", "lieferdatum", "date de livraison", "leverdatum", "buyer",
      "einkaufer", "acheteur", "inkoper", "approved by", "genehmigt", "ship to", "deliver to", "unit price", "einzelpreis",
      "prix unitaire", "po number", "po no", "please confirm", "order confirmation",
    ],
  },
  {
    id: "order_confirmation",
    terms: [
      "order confirmation", "confirmation of order", "sales order", "auftragsbestatigung*", "bestellbestatigung*",
      "confirmation de commande", "accuse de reception de commande", "orderbevestiging*", "opdrachtbevestiging*",
      "confirmacion de pedido", "conferma d ordine",
    ],
    cues: ["@order", "@order", "@shipping", "@qty", "@total", "we confirm", "wir bestatigen", "nous confirmons", "wij bevestigen", "thank you for your order"],
  },
  {
    id: "quotation",
    terms: [
      "quotation", "quote", "price quote", "offer", "angebot*", "*angebot", "kostenvoranschlag*", "devis", "offerte*",
      "*offerte", "prijsopgave*", "presupuesto", "cotizacion", "preventivo", "proforma", "pro forma",
    ],
    cues: ["valid until", "gultig bis", "valable jusqu", "geldig tot", "@qty", "@total", "@net", "we are pleased to offer", "acceptance"],
  },
  {
    id: "contract",
    terms: [
      "contract", "contracts", "contractual", "*contract", "agreement*", "*agreement", "vertrag*", "*vertrag*", "vereinbarung*",
      "*vereinbarung", "contrat", "contrats", "convention", "accord", "overeenkomst*", "*overeenkomst", "contract*", "contrato",
      "contratto", "lease", "tenancy", "terms and conditions", "service level agreement", "non disclosure", "nda",
    ],
    cues: [
      "@party", "@party", "@party", "@party", "@party", "@signature", "@signature", "@signature", "@clause", "@clause", "@clause",
      "hereby", "hiermit", "par la presente", "hierbij", "shall", "agrees", "obligations", "liability", "haftung",
      "responsabilite", "aansprakelijkheid", "termination", "kundigung", "resiliation", "opzegging", "term", "laufzeit",
      "duree", "looptijd", "governing law", "gerichtsstand", "confidentiality", "vertraulichkeit", "witness", "effective date",
      "in witness whereof", "entered into", "between", "zwischen", "entre", "tussen", "date of signature",
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
      "anbei", "ci joint", "bijgevoegd", "attached", "inform you", "informieren", "informer", "informeren", "contact us", "questions",
    ],
  },
  {
    id: "reminder",
    terms: [
      "payment reminder", "reminder", "dunning", "dunning letter", "final notice", "overdue notice", "mahnung*", "*mahnung",
      "zahlungserinnerung*", "relance", "rappel", "lettre de relance", "herinnering*", "betalingsherinnering*", "aanmaning*",
      "sollecito", "recordatorio de pago",
    ],
    cues: ["overdue", "uberfallig", "en retard", "achterstallig", "outstanding", "offen", "impaye", "openstaand", "@invoiceno", "@due", "@total", "late fee", "mahngebuhr"],
  },
  {
    id: "bank_statement",
    terms: [
      "bank statement", "account statement", "statement of account", "kontoauszug*", "*kontoauszug", "releve de compte",
      "releve bancaire", "rekeningafschrift*", "bankafschrift*", "dagafschrift*", "estratto conto", "extracto bancario",
    ],
    cues: ["opening balance", "closing balance", "anfangssaldo", "endsaldo", "solde", "saldo", "debit", "credit", "soll", "haben", "@iban", "transactions", "buchungstag", "valuta", "wertstellung"],
  },
  {
    id: "payslip",
    terms: [
      "payslip", "pay slip", "pay stub", "salary statement", "earnings statement", "lohnabrechnung*", "gehaltsabrechnung*",
      "entgeltabrechnung*", "verdienstabrechnung*", "bulletin de paie", "fiche de paie", "bulletin de salaire", "loonstrook*",
      "salarisstrook*", "nomina", "busta paga",
    ],
    cues: ["gross", "brutto", "brut", "bruto", "net pay", "netto", "employee", "arbeitnehmer", "salarie", "werknemer", "social security", "sozialversicherung", "cotisations", "pension", "hours", "stunden"],
  },
  {
    id: "tax_assessment",
    terms: ["tax assessment", "tax notice", "tax return", "steuerbescheid*", "einkommensteuerbescheid*", "avis d imposition", "aanslag*", "belastingaanslag*"],
    cues: ["tax office", "finanzamt", "belastingdienst", "taxable income", "zu versteuerndes", "revenu imposable", "@tax"],
  },
  {
    id: "insurance",
    terms: ["insurance policy", "policy schedule", "versicherungsschein*", "versicherungspolice*", "police d assurance", "verzekeringspolis*", "polizza"],
    cues: ["premium", "pramie", "prime", "premie", "insured", "versichert", "assure", "verzekerd", "coverage", "deckung", "couverture", "dekking", "policy number"],
  },
  {
    id: "id_document",
    terms: ["passport", "identity card", "id card", "driving licence", "driver license", "reisepass*", "personalausweis*", "fuhrerschein*", "passeport", "carte d identite", "permis de conduire", "paspoort*", "identiteitskaart*", "rijbewijs*"],
    cues: ["nationality", "staatsangehorigkeit", "nationalite", "nationaliteit", "date of birth", "geburtsdatum", "date de naissance", "geboortedatum", "expiry", "gultig bis"],
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
