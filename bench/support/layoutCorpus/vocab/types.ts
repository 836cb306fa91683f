/**
 * The label vocabulary of the generated invoices: per language, for every concept a pool of the wordings real
 * invoices use. Every pool is split in two disjoint halves by position (even places: half A, the DEV documents;
 * odd places: half B, the HELD-OUT documents), so the pools list the two most common wordings first and the halves
 * each get one of them. A pool of one wording is used by both halves (said where it happens). Half C (the FRESH
 * documents) has pools of its own (vocab/fresh/), none of whose wordings is in A or B; so has half D (the DEV2
 * documents, vocab/dev2/), none of whose wordings is in A, B or C; half E (vocab/dev3/), half F (vocab/dev4/) and
 * half G (vocab/dev5/) and half H (vocab/dev6/) likewise repeat no earlier half's wording, and so does half I (the
 * FRESH2 documents, vocab/fresh2/), the second held-out set; half J (the DEV7 documents, vocab/dev7/, German and Dutch
 * only) repeats no wording of halves A to I.
 *
 * Placeholders: {rate} a tax or discount rate ("19 %"), {p} / {n} page and page count, {days} payment days,
 * {date} a date, {amount} an amount, {city} a town.
 */
export type Concept =
  | "title"
  | "creditTitle"
  | "number"
  | "creditNumber"
  | "subjectNumber"
  | "date"
  | "dueDate"
  | "deliveryDate"
  | "orderDate"
  | "customerNo"
  | "orderNo"
  | "deliveryNote"
  | "contractNo"
  | "servicePeriod"
  | "referenceInvoice"
  | "taxNo"
  | "vatId"
  | "phone"
  | "fax"
  | "email"
  | "web"
  | "bank"
  | "iban"
  | "bic"
  | "register"
  | "manager"
  | "subtotal"
  | "net"
  | "tax"
  | "taxTotal"
  | "total"
  | "creditTotal"
  | "amountDue"
  | "paid"
  | "discount"
  | "shipping"
  | "carried"
  | "colPos"
  | "colDesc"
  | "colQty"
  | "colUnitPrice"
  | "colAmount"
  | "colVat"
  | "billTo"
  | "shipTo"
  | "from"
  | "page"
  | "placeDate"
  | "paymentTerms"
  | "earlyPayment"
  | "thanks"
  | "salutation"
  | "letterBody"
  | "closing"
  | "note"
  | "vatSummaryRate"
  | "vatSummaryBase";

/** Concepts only half C prints: more distractors, and sentences that carry amounts and dates in running text. */
export type ExtraConcept =
  | "projectNo"
  | "quoteNo"
  | "buyerVatId"
  | "supplierNo"
  | "costCentre"
  | "paymentRef"
  | "salesRep"
  /** {net} {rate} {tax} {total}: the totals said in one sentence. */
  | "totalSentence"
  /** {date} {order} {delivery}: the invoice's date in running text, with another date beside it. */
  | "dateSentence";

/**
 * Concepts only half D prints: an account summary and a running balance, a page's carried sum brought forward, a
 * 'pay to' block, a signature block, a VAT grid and a slip to send back with the payment.
 */
export type Dev2Concept =
  | "broughtForward"
  | "colDate"
  | "colBalance"
  | "accountSummary"
  | "previousBalance"
  | "paymentReceived"
  | "newCharges"
  | "remittance"
  | "payTo"
  | "accountHolder"
  | "signature"
  | "onBehalf"
  | "vatBreakdown"
  | "gridSum";

/**
 * Concepts only half E prints: a letter's reference block ('your ref', 'our ref', who handles it), hours billed
 * with the totals in prose, a marketplace's seller and payment, a progress invoice's earlier instalments and
 * retention, and an export's shipment details, zero-rate notes and a second currency.
 */
export type Dev3Concept =
  | "yourRef"
  | "yourLetterDate"
  | "ourRef"
  | "clerk"
  /** {title} {number} {date}: the document's title, number and date as one heading. */
  | "numberDateLine"
  /** {period}: the month the hours were worked. */
  | "hoursIntro"
  | "colDay"
  | "colHours"
  | "colRate"
  /** {hours}: the hours billed, summed. */
  | "hoursSum"
  /** {net} {rate} {tax} {total}: the totals in a sentence of their own. */
  | "totalsProse"
  /** {amount} {date}: the amount to transfer and by when. */
  | "payRequest"
  | "soldBy"
  /** {platform}: the marketplace the invoice was issued through. */
  | "platformNote"
  | "shipmentNo"
  | "paymentMethod"
  /** {method}: how the order was paid. */
  | "paidWith"
  | "balance"
  /** {method}: where a credit is refunded to. */
  | "refundedTo"
  /** {n}: the instalment's place in the series. */
  | "progressTitle"
  | "site"
  | "contractSum"
  /** {date}: the day the work was measured. */
  | "progressIntro"
  | "workDone"
  /** {n} {number} {date}: an earlier instalment deducted. */
  | "lessInstalment"
  | "instalmentNet"
  /** {rate}: the share held back until the work is accepted. */
  | "retention"
  | "payout"
  | "progressNote"
  | "exportTitle"
  | "eori"
  | "consignee"
  | "incoterm"
  | "transportMode"
  | "origin"
  | "destination"
  | "packages"
  | "grossWeight"
  | "netWeight"
  | "colHs"
  | "zeroRateEu"
  | "zeroRateExport"
  /** {currency} {rate} {amount}: the total in a second currency. */
  | "exchangeNote"
  | "originDeclaration";

/**
 * Concepts only half F prints: a title line that holds the number and the date, a subject; a utility bill's
 * accounts, meters, readings, instalments and direct debit; a payment slip's purpose and (where its captions are
 * not fixed by a standard form) its captions; a French-style invoice's capital, company ids, late-payment terms,
 * line discounts, VAT recap and the amount in words; a hotel folio's stay, postings, card payment and city tax; a
 * wholesale grid's abbreviated captions and its VAT strip.
 */
export type Dev4Concept =
  /** {title} {number} {date}: the title line. */
  | "numberTitleLine"
  | "subject"
  /** {order} {date}: what the subject line says. */
  | "subjectOrder"
  | "energyTitle"
  | "telecomTitle"
  | "accountNo"
  | "meterNo"
  | "meterPoint"
  | "tariff"
  | "lineNo"
  | "customerService"
  | "glance"
  | "previousBalance"
  | "paymentReceived"
  | "newCharges"
  | "energyCost"
  | "instalmentsPaid"
  | "settlementDue"
  | "settlementCredit"
  /** {amount} {date}: the monthly instalment from now on. */
  | "newInstalment"
  /** {amount} {date} {iban}: the amount collected by direct debit. */
  | "directDebit"
  /** {amount} {date} {ref}: the amount to transfer, by when, with which reference. */
  | "transferRequest"
  /** {amount}: a credit paid back. */
  | "refundNotice"
  | "mandateRef"
  | "creditorId"
  | "readings"
  | "colReadPrev"
  | "colReadNow"
  | "colUsage"
  | "colReading"
  | "readActual"
  | "readEstimated"
  | "details"
  /** {date}: the slip to pay with, and by when. */
  | "slipIntro"
  /** {number}: the purpose printed in the slip. */
  | "slipPurpose"
  | "slipRef"
  /** {amount}: the share capital. */
  | "shareCapital"
  | "companyId"
  | "activityCode"
  | "lateTerms"
  | "colRef"
  | "colUnit"
  | "colDiscount"
  | "grossTotal"
  | "vatRecap"
  | "vatSummaryTax"
  | "vatSummaryGross"
  | "vatSummarySum"
  | "paymentMode"
  | "folioTitle"
  | "folioNo"
  | "room"
  | "arrival"
  | "departure"
  | "nights"
  | "guests"
  | "guest"
  | "reservationNo"
  | "cashier"
  | "colDate"
  | "colCharge"
  | "cityTaxNote"
  | "totalCharges"
  /** {method}: how the stay was paid. */
  | "cardPayment"
  | "folioBalance"
  /** {date}: billed to the company's account, payable by. */
  | "onAccount"
  | "stayThanks"
  | "guestSignature"
  | "abbrNumber"
  | "abbrCreditNumber"
  | "abbrDate"
  | "abbrCustomer"
  | "abbrOrder"
  | "abbrOrderDate"
  | "abbrDeliveryNote"
  | "abbrDeliveryDate"
  | "abbrDue"
  | "abbrRep"
  | "abbrTour"
  /** The caption of the page cell (its value, 'p/n', is filled in once the page count is known). */
  | "abbrPage"
  | "colArticle"
  | "colPer"
  | "colCode"
  | "stripGoods"
  | "stripVat"
  | "stripGross"
  | "stripAll"
  | "stripPayable";

/** Half F's concepts only some languages print (the amount in words; a slip's captions where no form fixes them). */
export type Dev4Optional =
  /** {words}: the total in words. */
  "amountWords" | "slipTitle" | "slipAmount" | "slipPayee" | "slipDeadline" | "slipAmountPaid" | "slipDetach";

/**
 * Concepts only half G prints, one set per layout, since each kind of document labels its facts its own way: a
 * professional's fee note (fee*), a freight forwarder's invoice (frt*), a software subscription's invoice (saas*), a
 * workshop's repair invoice (ws*) and a landlord's rent invoice (rent*); and the few of the shared concepts its
 * documents print (the seller's contacts, bank and legal details, the page).
 */
export type Dev5Concept =
  | Dev5Shared
  // A professional's fee note.
  | "feeTitle"
  | "feeCreditTitle"
  /** {title} {number}: the title line with the number. */
  | "feeTitleLine"
  | "feeNumber"
  | "feeCreditNumber"
  | "feeDate"
  /** {city} {date}: the place and date line. */
  | "feeDateLine"
  | "feeOurRef"
  | "feeClientNo"
  | "feeCourtRef"
  | "feeOriginal"
  | "feeMatter"
  /** {matter} {from} {to}: what the note is for. */
  | "feeIntro"
  /** {number}: the note a credit corrects. */
  | "feeCreditIntro"
  | "feeColService"
  | "feeColHours"
  | "feeColRate"
  | "feeColAmount"
  | "feeCarried"
  | "feeBroughtForward"
  | "feeTaxable"
  /** {rate} */
  | "feeVat"
  | "feeOutlays"
  | "feeNetAll"
  | "feeTotal"
  | "feeCreditTotal"
  /** {date}: an advance received. */
  | "feeAdvance"
  | "feeToPay"
  /** {amount} {date} {ref} */
  | "feePayRequest"
  | "feeClosing"
  // A freight forwarder's invoice.
  | "frtTitle"
  | "frtCreditTitle"
  | "frtNumber"
  | "frtCreditNumber"
  | "frtDate"
  | "frtAccount"
  | "frtDue"
  | "frtOriginal"
  | "frtBillTo"
  | "frtShipment"
  | "frtModeSea"
  | "frtModeAir"
  | "frtModeRoad"
  | "frtFile"
  | "frtHouseSea"
  | "frtMasterSea"
  | "frtHouseAir"
  | "frtMasterAir"
  | "frtCmr"
  | "frtCarrier"
  | "frtVessel"
  | "frtFlight"
  | "frtTruck"
  | "frtPol"
  | "frtPod"
  | "frtAirFrom"
  | "frtAirTo"
  | "frtLoading"
  | "frtUnloading"
  | "frtEtd"
  | "frtEta"
  | "frtLoadDate"
  | "frtUnloadDate"
  | "frtContainers"
  | "frtEquipment"
  | "frtPackages"
  | "frtWeight"
  | "frtVolume"
  | "frtChargeable"
  | "frtCargo"
  | "frtIncoterm"
  | "frtShipper"
  | "frtClientRef"
  | "frtCustoms"
  | "frtColCode"
  | "frtColDesc"
  | "frtColBasis"
  | "frtColCur"
  | "frtColForeign"
  | "frtColFx"
  /** {cur}: the invoice's currency. */
  | "frtColAmount"
  | "frtColVat"
  | "frtOutsideCode"
  | "frtCarried"
  | "frtBroughtForward"
  /** {rate} */
  | "frtSumTaxable"
  | "frtSumExempt"
  | "frtSumOutside"
  | "frtNet"
  /** {rate} */
  | "frtVat"
  /** {cur} */
  | "frtTotal"
  | "frtCreditTotal"
  /** {rate}: the total in US dollars at the rate. */
  | "frtTotalUsd"
  /** {rate} {date} {cur}: the exchange rate used. */
  | "frtFxNote"
  /** {rate}: what 0 % and the outside code mean. */
  | "frtVatLegend"
  /** {days} {ref} */
  | "frtPayment"
  // A software subscription's invoice.
  | "saasTitle"
  | "saasCreditTitle"
  | "saasCardPaid"
  | "saasCardDue"
  | "saasCardCredit"
  | "saasCardNumber"
  | "saasCardCreditNumber"
  | "saasCardIssued"
  | "saasCardPaidOn"
  | "saasCardDueOn"
  | "saasCardOriginal"
  /** {amount} {date} */
  | "saasPaidLine"
  /** {amount} {date} */
  | "saasDueLine"
  /** {amount} {number} */
  | "saasCreditLine"
  | "saasBillTo"
  | "saasAccount"
  | "saasAccountId"
  | "saasPlanLabel"
  | "saasPeriodLabel"
  | "saasNextLabel"
  | "saasPaidStamp"
  | "saasColDesc"
  | "saasColQty"
  | "saasColUnit"
  | "saasColTax"
  | "saasColAmount"
  | "saasSubtotal"
  /** {code} {rate} */
  | "saasDiscount"
  | "saasExclTax"
  /** {rate} {base} */
  | "saasTax"
  | "saasTotal"
  | "saasCreditTotal"
  | "saasApplied"
  | "saasAmountPaid"
  | "saasAmountDue"
  /** {method} */
  | "saasRefunded"
  | "saasHistory"
  | "saasColMethod"
  | "saasColPayDate"
  | "saasColPaid"
  | "saasColReceipt"
  /** {link} {date} */
  | "saasPayOnline"
  /** {date} */
  | "saasNext"
  /** {email} */
  | "saasHelp"
  // A workshop's repair invoice.
  | "wsTitle"
  | "wsCreditTitle"
  | "wsNumber"
  | "wsCreditNumber"
  | "wsDate"
  | "wsCustomer"
  | "wsJobCard"
  | "wsAdvisor"
  | "wsOriginal"
  /** {make} */
  | "wsMakeService"
  | "wsPlate"
  | "wsModel"
  | "wsVin"
  | "wsFirstReg"
  | "wsKm"
  | "wsReceived"
  | "wsNextInspection"
  | "wsColKind"
  | "wsColRef"
  | "wsColDesc"
  | "wsColQty"
  | "wsColPrice"
  | "wsColDisc"
  | "wsColAmount"
  | "wsColTax"
  | "wsKindLabour"
  | "wsKindPart"
  | "wsKindSundry"
  | "wsCarried"
  | "wsBroughtForward"
  | "wsSumLabour"
  | "wsSumParts"
  | "wsSumSundries"
  | "wsNet"
  | "wsTaxable"
  /** {rate} */
  | "wsVat"
  | "wsTotal"
  | "wsCreditTotal"
  /** {method} */
  | "wsPaidWith"
  | "wsBalance"
  /** {date} */
  | "wsPayBy"
  | "wsWarranty"
  | "wsHandover"
  // A landlord's rent invoice.
  | "rentTitle"
  | "rentCreditTitle"
  | "rentNumber"
  | "rentCreditNumber"
  | "rentDate"
  | "rentTenantNo"
  | "rentUnit"
  | "rentLease"
  | "rentOriginal"
  /** {owner}: the landlord an agent invoices for. */
  | "rentOnBehalf"
  | "rentPremises"
  | "rentPeriod"
  | "rentColDesc"
  | "rentColNet"
  | "rentColRate"
  | "rentColVat"
  | "rentColGross"
  | "rentSum"
  | "rentCreditSum"
  | "rentArrears"
  /** {date} */
  | "rentToPay"
  | "rentOptionNote"
  /** {index} {value} */
  | "rentIndexNote"
  /** {amount} */
  | "rentDepositNote"
  /** {amount} {date} {ref} */
  | "rentPayRequest";

/** The shared concepts half G's documents print, with wordings of its own. */
export type Dev5Shared =
  "phone" | "email" | "web" | "bank" | "iban" | "bic" | "vatId" | "taxNo" | "register" | "manager" | "page";

/**
 * Half G's concepts only some languages or countries print: the German lawyers' VAT caption, a value in dispute,
 * an Italian invoice's VAT recap and courtesy-copy note, a withholding tax (Italy, Spain), an exemption's notes
 * (Italy), miles (the UK, the US) and fees outside VAT at a workshop (the UK's MOT, Italy's registry dues).
 */
export type Dev5Optional =
  /** {rate} */
  | "feeVatRvg"
  | "feeValue"
  | "feeRecap"
  | "feeRecapRate"
  | "feeRecapBase"
  | "feeRecapTax"
  | "feeRecapOutside"
  | "feeRecapSum"
  | "feeCourtesy"
  /** {rate} {base} */
  | "feeWithholding"
  /** {rate} */
  | "rentWithholding"
  | "rentExemptShort"
  | "rentExemptNote"
  | "wsMiles"
  | "wsKindFee"
  | "wsSumFees";

/** The concepts only some halves print (C's extra ones and those of D to I). */
export type HalfConcept =
  | ExtraConcept
  | Dev2Concept
  | Dev3Concept
  | Dev4Concept
  | Dev4Optional
  | Dev5Concept
  | Dev5Optional
  | Dev6Concept
  | Fresh2Concept
  | Fresh2Optional
  | Dev7Concept
  | Fresh3Concept
  | Fresh4Concept
  | Dev8Concept
  | Fresh5Concept;

export type Pools = Record<Concept, string[]> & Partial<Record<HalfConcept, string[]>>;

/** Half C's wordings of one language: every concept, extra ones too, and the country replacements. */
export interface FreshVocabulary {
  pools: Record<Concept | ExtraConcept, string[]>;
  countries: Record<string, Partial<Record<Concept | ExtraConcept, string[]>>>;
}

/** Half D's wordings of one language: every concept, half C's extra ones and its own, and the country replacements. */
export interface Dev2Vocabulary {
  pools: Record<Concept | ExtraConcept | Dev2Concept, string[]>;
  countries: Record<string, Partial<Record<Concept | ExtraConcept | Dev2Concept, string[]>>>;
}

/** Half E's wordings of one language: every concept, the few of half C's it prints, its own, and the countries'. */
export interface Dev3Vocabulary {
  pools: Record<Concept | Dev3Concept | "projectNo" | "buyerVatId", string[]>;
  countries: Record<string, Partial<Record<Concept | Dev3Concept | "projectNo" | "buyerVatId", string[]>>>;
}

export interface Vocabulary {
  pools: Pools;
  /** Wordings of one country that replace the language's pool (e.g. 'UID-Nr.' in Austria, sales tax in the US). */
  countries: Record<string, Partial<Pools>>;
  /** Month names, January first. */
  months: string[];
  /** Abbreviated month names, where the language's invoices use them. */
  monthsShort?: string[];
}

/** Half F's wordings of one language: every concept, its own, some only where printed, and the countries'. */
export interface Dev4Vocabulary {
  pools: Record<Concept | Dev4Concept, string[]> & Partial<Record<Dev4Optional, string[]>>;
  countries: Record<string, Partial<Record<Concept | Dev4Concept | Dev4Optional, string[]>>>;
}

/** Half G's wordings of one language: every concept its layouts print, some only where printed, and the countries'. */
export interface Dev5Vocabulary {
  pools: Record<Dev5Concept, string[]> & Partial<Record<Dev5Optional, string[]>>;
  countries: Record<string, Partial<Record<Dev5Concept | Dev5Optional, string[]>>>;
}

/** The shared concepts half H's documents print, with wordings of its own. */
export type Dev6Shared = "phone" | "email" | "web" | "bank" | "iban" | "bic" | "vatId" | "taxNo" | "register" | "page";

/**
 * Concepts only half H prints, one set per layout: a medical, dental or veterinary practice's invoice (med*), a
 * collective invoice over a month's delivery notes (col*), a monospace fax or EDI printout (fax*), an agency's project
 * invoice (ag*) and an IT reseller's invoice (rs*); and the few shared concepts its documents print.
 */
export type Dev6Concept =
  | Dev6Shared
  | "medTitle"
  | "medVetTitle"
  | "medCreditTitle"
  | "medNumber"
  | "medCreditNumber"
  | "medDate"
  | "medPatient"
  | "medBorn"
  | "medPatientNo"
  | "medInsurance"
  | "medAnimal"
  | "medChip"
  | "medOwner"
  | "medPractitioner"
  | "medPeriod"
  | "medDiagnosis"
  | "medOriginal"
  | "medColDate"
  | "medColCode"
  | "medColTooth"
  | "medColDesc"
  | "medColFactor"
  | "medColQty"
  | "medColVat"
  | "medColAmount"
  | "medSumExempt"
  | "medSumTaxed"
  | "medNet"
  | "medVat"
  | "medVatTotal"
  | "medTotal"
  | "medCreditTotal"
  | "medExemptNote"
  | "medPayText"
  | "medInsurerNote"
  | "colTitle"
  | "colCreditTitle"
  | "colNumber"
  | "colCreditNumber"
  | "colDate"
  | "colCustomer"
  | "colMonth"
  | "colOriginal"
  | "colIntro"
  | "colNote"
  | "colNoteSum"
  | "colColArt"
  | "colColDesc"
  | "colColQty"
  | "colColPrice"
  | "colColVat"
  | "colColAmount"
  | "colNetRate"
  | "colVatRate"
  | "colNet"
  | "colVatTotal"
  | "colTotal"
  | "colCreditTotal"
  | "colPrevious"
  | "colPayment"
  | "colBalance"
  | "colDebit"
  | "colPayText"
  | "faxFrom"
  | "faxPage"
  | "faxTitle"
  | "faxCreditTitle"
  | "faxNumber"
  | "faxDate"
  | "faxCustomer"
  | "faxOrder"
  | "faxDelivery"
  | "faxShipDate"
  | "faxDue"
  | "faxTerms"
  | "faxVia"
  | "faxOriginal"
  | "faxSoldTo"
  | "faxShipTo"
  | "faxColLine"
  | "faxColItem"
  | "faxColDesc"
  | "faxColQty"
  | "faxColUom"
  | "faxColPrice"
  | "faxColAmount"
  | "faxGoods"
  | "faxNet"
  | "faxVat"
  | "faxVatTotal"
  | "faxTotal"
  | "faxCreditTotal"
  | "faxPayText"
  | "faxEnd"
  | "faxContinued"
  | "agTitle"
  | "agCreditTitle"
  | "agNumber"
  | "agCreditNumber"
  | "agDate"
  | "agJob"
  | "agPo"
  | "agProject"
  | "agContact"
  | "agManager"
  | "agOriginal"
  | "agIntro"
  | "agColPhase"
  | "agColQuoted"
  | "agColAmount"
  | "agServices"
  | "agThirdParty"
  | "agAtCost"
  | "agFee"
  | "agQuotedSum"
  | "agSubtotal"
  | "agDeposit"
  | "agNet"
  | "agVat"
  | "agTotal"
  | "agCreditTotal"
  | "agRights"
  | "agPayText"
  | "rsTitle"
  | "rsCreditTitle"
  | "rsNumber"
  | "rsCreditNumber"
  | "rsDate"
  | "rsCustomer"
  | "rsOrder"
  | "rsOrderDate"
  | "rsDeliveryNote"
  | "rsTracking"
  | "rsOriginal"
  | "rsBillTo"
  | "rsShipTo"
  | "rsColPos"
  | "rsColMpn"
  | "rsColDesc"
  | "rsColQty"
  | "rsColPrice"
  | "rsColAmount"
  | "rsSerials"
  | "rsWarranty"
  | "rsNet"
  | "rsVat"
  | "rsTotal"
  | "rsCreditTotal"
  | "rsFeesNote"
  | "rsPaidBox"
  | "rsPaidVia"
  | "rsBalance"
  | "rsPayText";

/** Half H's wordings of one language: every concept its layouts print, and the countries' replacements. */
export interface Dev6Vocabulary {
  pools: Record<Dev6Concept, string[]>;
  countries: Record<string, Partial<Record<Dev6Concept, string[]>>>;
}

/**
 * Concepts only half I (FRESH2, the second held-out set) prints, one set per layout: an event caterer's invoice
 * (cat*), a builder's merchant's delivery invoice (bm*), a facility-cleaning company's monthly invoice (cln*), a
 * training provider's invoice (crs*) and a small craftsman's letter (crf*); and the shared concepts its documents
 * print (the seller's contacts, bank and legal details, the page).
 */
export type Fresh2Concept =
  | Fresh2Shared
  // An event caterer's invoice.
  | "catTitle"
  | "catCreditTitle"
  | "catNumber"
  | "catCreditNumber"
  | "catDate"
  | "catOriginal"
  | "catBooking"
  | "catCustomer"
  | "catQuote"
  | "catEvent"
  | "catEventDate"
  | "catVenue"
  | "catGuests"
  | "catContact"
  | "catColDesc"
  | "catColQty"
  | "catColPrice"
  | "catColVat"
  | "catColAmount"
  | "catSecFood"
  | "catSecDrinks"
  | "catSecStaff"
  | "catSecExtras"
  /** {rate}: the service charge as a line. */
  | "catService"
  | "catNet"
  /** {rate} {base} */
  | "catVat"
  | "catVatTotal"
  | "catTotal"
  | "catCreditTotal"
  /** {date}: the deposit paid at booking. */
  | "catDeposit"
  | "catBalance"
  /** {amount} {date} {ref} */
  | "catPayBy"
  | "catThanks"
  // A builder's merchant's delivery invoice.
  | "bmTitle"
  | "bmCreditTitle"
  | "bmNumber"
  | "bmCreditNumber"
  | "bmDate"
  | "bmOriginal"
  | "bmAccount"
  | "bmCostCentre"
  | "bmSite"
  | "bmProject"
  | "bmBranch"
  | "bmColTicket"
  | "bmColTicketDate"
  | "bmColArticle"
  | "bmColDesc"
  | "bmColQty"
  | "bmColUnit"
  | "bmColWeight"
  | "bmColPrice"
  | "bmColAmount"
  | "bmColVat"
  /** The pallet deposit's line. */
  | "bmPallet"
  | "bmPalletBack"
  | "bmGoods"
  | "bmDeposit"
  | "bmNet"
  /** {rate} {base} */
  | "bmVat"
  | "bmTotal"
  | "bmCreditTotal"
  | "bmWeightTotal"
  /** {n}: the pallets the customer holds. */
  | "bmPalletAccount"
  /** {rate} {date} {amount} */
  | "bmEarly"
  /** {date} */
  | "bmDue"
  | "bmOutsideNote"
  // A facility-cleaning company's monthly invoice.
  | "clnTitle"
  | "clnCreditTitle"
  | "clnNumber"
  | "clnCreditNumber"
  | "clnDate"
  | "clnOriginal"
  | "clnCustomer"
  | "clnContract"
  | "clnPeriod"
  /** {n}: a site's heading. */
  | "clnObject"
  | "clnObjectSum"
  | "clnColDesc"
  | "clnColQty"
  | "clnColPrice"
  | "clnColAmount"
  /** A flat monthly fee's quantity. */
  | "clnFlat"
  | "clnNet"
  /** {rate} */
  | "clnVat"
  | "clnTotal"
  | "clnCreditTotal"
  | "clnMandate"
  | "clnCreditor"
  /** {amount} {date} {iban} */
  | "clnDebit"
  /** {period} */
  | "clnIntro"
  // A training provider's invoice.
  | "crsTitle"
  | "crsCreditTitle"
  | "crsNumber"
  | "crsCreditNumber"
  | "crsDate"
  | "crsOriginal"
  | "crsBooking"
  | "crsCustomer"
  | "crsCourse"
  | "crsCode"
  | "crsDates"
  | "crsVenue"
  | "crsParticipants"
  | "crsColDesc"
  | "crsColQty"
  | "crsColPrice"
  | "crsColVat"
  | "crsColAmount"
  /** {rate} */
  | "crsEarly"
  | "crsExemptShort"
  | "crsExemptSum"
  /** {rate} */
  | "crsTaxableSum"
  | "crsNet"
  /** {rate} */
  | "crsVat"
  | "crsTotal"
  | "crsCreditTotal"
  | "crsExemptNote"
  /** {date} {ref} */
  | "crsPayBy"
  // A small craftsman's letter.
  /** {number} */
  | "crfSubject"
  /** {number} {original} */
  | "crfCreditSubject"
  | "crfDear"
  /** {date} {place} */
  | "crfIntro"
  /** {original} */
  | "crfCreditIntro"
  | "crfWorkDate"
  | "crfNet"
  /** {rate} */
  | "crfVat"
  | "crfTotal"
  | "crfCreditTotal"
  /** {total} {net} {rate} {tax} {date} */
  | "crfSentence"
  /** {total} {net} {rate} {tax} */
  | "crfCreditSentence"
  /** {date} */
  | "crfPayBlock"
  | "crfThanks"
  | "crfClosing"
  /** {city} {date} */
  | "crfPlaceDate";

/** The shared concepts half I's documents print, with wordings of its own. */
export type Fresh2Shared =
  | "phone"
  | "email"
  | "web"
  | "bank"
  | "iban"
  | "bic"
  | "vatId"
  | "taxNo"
  | "register"
  | "manager"
  | "page"
  /** The sum carried at the foot of a page, and brought forward at the head of the next. */
  | "carried"
  | "broughtForward";

/** Half I's concepts only some languages print (the German labour share a household may deduct). */
export type Fresh2Optional =
  /** {amount} */
  "crfLabour";

/** Half I's wordings of one language: every concept its layouts print, some only where printed, and the countries'. */
export interface Fresh2Vocabulary {
  pools: Record<Fresh2Concept, string[]> & Partial<Record<Fresh2Optional, string[]>>;
  countries: Record<string, Partial<Record<Fresh2Concept | Fresh2Optional, string[]>>>;
}

/**
 * Concepts only half J (DEV7, German and Dutch documents only) prints, one set per layout: a small business's
 * invoice from an online accounting tool (acc*), a B2B wholesale invoice with an intra-community supply or a reverse
 * charge on some (b2b*), a periodical's subscription or an association's membership fee (sub*), a credit note or
 * correction of an earlier invoice (cn*) and a larger company's multi-page ERP invoice (erp*); and the shared concepts
 * its documents print (the seller's contacts, bank and legal details, the page, the sum carried between pages).
 */
export type Dev7Concept =
  | "phone"
  | "email"
  | "web"
  | "bank"
  | "iban"
  | "bic"
  | "vatId"
  | "taxNo"
  | "register"
  | "page"
  | "manager"
  | "carried"
  | "broughtForward"
  | "accTitle"
  | "accNumber"
  | "accCustomer"
  | "accDate"
  | "accServiceDate"
  | "accServicePeriod"
  | "accDue"
  | "accOffer"
  | "accContact"
  | "accGreeting"
  | "accIntro"
  | "accColPos"
  | "accColDesc"
  | "accColQty"
  | "accColUnit"
  | "accColPrice"
  | "accColAmount"
  | "accNet"
  | "accVat"
  | "accTotal"
  | "accSmallTotal"
  | "accSmallNote"
  | "accPayText"
  | "accClosing"
  | "accOwner"
  | "b2bTitle"
  | "b2bNumber"
  | "b2bDate"
  | "b2bCustomer"
  | "b2bOrder"
  | "b2bOrderDate"
  | "b2bDelivery"
  | "b2bShipDate"
  | "b2bIncoterms"
  | "b2bBuyerVat"
  | "b2bBillTo"
  | "b2bShipTo"
  | "b2bColArt"
  | "b2bColDesc"
  | "b2bColQty"
  | "b2bColPrice"
  | "b2bColAmount"
  | "b2bWeight"
  | "b2bNet"
  | "b2bVat"
  | "b2bZeroVat"
  | "b2bTotal"
  | "b2bIcNote"
  | "b2bRcNote"
  | "b2bTerms"
  | "b2bPayText"
  | "subTitle"
  | "subMemberTitle"
  | "subNumber"
  | "subDate"
  | "subSubscriber"
  | "subMember"
  | "subPeriod"
  | "subMemberPeriod"
  | "subColDesc"
  | "subColPeriod"
  | "subColVat"
  | "subColAmount"
  | "subNet"
  | "subVat"
  | "subTotal"
  | "subOutside"
  | "subDebit"
  | "subTransfer"
  | "subCancel"
  | "subMemberCancel"
  | "subPrevious"
  | "cnTitle"
  | "cnStornoTitle"
  | "cnCorrTitle"
  | "cnNumber"
  | "cnDate"
  | "cnCustomer"
  | "cnOriginalNo"
  | "cnOriginalDate"
  | "cnOriginalTotal"
  | "cnReason"
  | "cnIntro"
  | "cnStornoIntro"
  | "cnColDesc"
  | "cnColQty"
  | "cnColPrice"
  | "cnColAmount"
  | "cnNet"
  | "cnVat"
  | "cnTotal"
  | "cnRefund"
  | "cnOffset"
  | "erpTitle"
  | "erpDocNo"
  | "erpDocDate"
  | "erpDebtor"
  | "erpOrder"
  | "erpOrderDate"
  | "erpSalesOrder"
  | "erpDelivery"
  | "erpDeliveryDate"
  | "erpContact"
  | "erpTerms"
  | "erpIncoterms"
  | "erpBuyerVat"
  | "erpColPos"
  | "erpColMat"
  | "erpColDesc"
  | "erpColQty"
  | "erpColPrice"
  | "erpColAmount"
  | "erpCustMat"
  | "erpNet"
  | "erpVat"
  | "erpTotal"
  | "erpPayText"
  | "erpBoard"
  | "erpChair"
  | "erpSeat";

/** Half J's wordings of one language (German, Dutch): every concept its layouts print, and the countries'. */
export interface Dev7Vocabulary {
  pools: Record<Dev7Concept, string[]>;
  countries: Record<string, Partial<Record<Dev7Concept, string[]>>>;
}

/**
 * Concepts only half K (FRESH3, the third held-out set, written without reading the engine) prints, one set per
 * layout: a car rental company's invoice (rnt*), a waste-disposal company's invoice (wst*), a translation agency's
 * invoice (trl*), a coworking space's monthly invoice (cow*) and a print shop's invoice (prt*); and the shared
 * concepts its documents print (the seller's contacts, bank and legal details, the page, the sum carried between
 * pages). Placeholders in braces are filled where printed.
 */
export type Fresh3Concept =
  | "phone"
  | "email"
  | "web"
  | "bank"
  | "iban"
  | "bic"
  | "vatId"
  | "taxNo"
  | "register"
  /** {p} {n} */
  | "page"
  | "carried"
  | "broughtForward"
  // A car rental or leasing company's invoice (rnt*)
  | "rntTitle"
  | "rntCreditTitle"
  | "rntNumber"
  | "rntCreditNumber"
  | "rntDate"
  | "rntOriginal"
  | "rntAgreement"
  | "rntCustomer"
  | "rntOut"
  | "rntIn"
  | "rntStation"
  | "rntWhen"
  | "rntOdo"
  | "rntFuel"
  | "rntDriven"
  | "rntVehicle"
  | "rntPlate"
  | "rntGroup"
  | "rntColDesc"
  | "rntColQty"
  | "rntColPrice"
  | "rntColAmount"
  | "rntNet"
  /** {rate} */
  | "rntVat"
  | "rntTotal"
  | "rntCreditTotal"
  /** {amount} {card} */
  | "rntDeposit"
  /** {amount} {card} {date} */
  | "rntCharged"
  // A waste-disposal company's invoice (wst*)
  | "wstTitle"
  | "wstCreditTitle"
  | "wstNumber"
  | "wstCreditNumber"
  | "wstDate"
  | "wstOriginal"
  | "wstCustomer"
  | "wstSite"
  | "wstContainer"
  | "wstPeriod"
  | "wstColTicket"
  | "wstColDate"
  | "wstColCode"
  | "wstColDesc"
  | "wstColQty"
  | "wstColPrice"
  | "wstColAmount"
  | "wstTaxable"
  /** {rate} */
  | "wstVat"
  | "wstLevies"
  | "wstNet"
  | "wstTotal"
  | "wstCreditTotal"
  | "wstTonnes"
  | "wstLevyNote"
  | "wstLicence"
  /** {date} */
  | "wstDue"
  // A translation agency's invoice (trl*)
  | "trlTitle"
  | "trlCreditTitle"
  | "trlNumber"
  | "trlCreditNumber"
  | "trlDate"
  | "trlOriginal"
  | "trlProject"
  | "trlOrder"
  /** {ref} {date} {amount} */
  | "trlQuote"
  | "trlDelivered"
  | "trlManager"
  | "trlColPair"
  | "trlColDesc"
  | "trlColQty"
  | "trlColRate"
  | "trlColAmount"
  /** {new} {fuzzy} {reps} */
  | "trlMatches"
  /** {rate} */
  | "trlRush"
  | "trlMinimum"
  | "trlNet"
  /** {rate} */
  | "trlVat"
  | "trlTotal"
  | "trlCreditTotal"
  /** {amount} {date} */
  | "trlPayBy"
  | "trlDear"
  | "trlClosing"
  // A coworking space's monthly invoice (cow*)
  | "cowTitle"
  | "cowCreditTitle"
  | "cowNumber"
  | "cowCreditNumber"
  | "cowDate"
  | "cowOriginal"
  | "cowMember"
  | "cowPlan"
  | "cowLocation"
  | "cowPeriod"
  | "cowAmountDue"
  | "cowDueDate"
  | "cowSecPlan"
  | "cowSecUsage"
  | "cowColDesc"
  | "cowColQty"
  | "cowColPrice"
  | "cowColAmount"
  /** {from} {to} */
  | "cowProrated"
  | "cowNet"
  /** {rate} */
  | "cowVat"
  | "cowTotal"
  | "cowCreditTotal"
  | "cowCreditApplied"
  /** {amount} */
  | "cowDepositHeld"
  /** {amount} {card} {date} */
  | "cowAutoPay"
  // A print shop's invoice (prt*)
  | "prtTitle"
  | "prtCreditTitle"
  | "prtNumber"
  | "prtCreditNumber"
  | "prtDate"
  | "prtOriginal"
  | "prtCustomer"
  | "prtYourRef"
  | "prtDelivery"
  | "prtQuote"
  | "prtColJob"
  | "prtColDesc"
  | "prtColQty"
  | "prtColPrice"
  | "prtColAmount"
  | "prtVatRate"
  | "prtVatBase"
  | "prtVatAmount"
  | "prtNet"
  | "prtVatTotal"
  | "prtTotal"
  | "prtCreditTotal"
  /** {date} */
  | "prtAdvance"
  | "prtBalance"
  /** {date} */
  | "prtPayBy";

/** Half K's wordings of one language: every concept its layouts print, and the countries' replacements. */
export interface Fresh3Vocabulary {
  pools: Record<Fresh3Concept, string[]>;
  countries: Record<string, Partial<Record<Fresh3Concept, string[]>>>;
}

/**
 * Concepts only half L (FRESH4, the fourth held-out set, written without reading the engine) prints, one set per
 * layout: a field-service company's job invoice (fsv*), a car dealer's or bike shop's sales invoice (veh*), a removals
 * company's invoice after its quote (mov*), a hosting company's or domain registrar's invoice (hst*) and a fuel card
 * issuer's monthly invoice (ful*); and the shared concepts its documents print (the seller's contacts, bank and legal
 * details, the page, the sum carried between pages). Placeholders in braces are filled where printed.
 */
export type Fresh4Concept =
  | "phone"
  | "email"
  | "web"
  | "bank"
  | "iban"
  | "bic"
  | "vatId"
  | "taxNo"
  | "register"
  /** {p} {n} */
  | "page"
  | "carried"
  | "broughtForward"
  // A field-service company's job invoice from its app (fsv*)
  | "fsvTitle"
  | "fsvCreditTitle"
  | "fsvNumber"
  | "fsvCreditNumber"
  | "fsvDate"
  | "fsvOriginal"
  | "fsvJob"
  | "fsvSite"
  | "fsvTech"
  | "fsvVisit"
  /** {from} {to} */
  | "fsvTimes"
  /** {n} {ref} */
  | "fsvPhotos"
  | "fsvWork"
  | "fsvColDesc"
  | "fsvColQty"
  | "fsvColPrice"
  | "fsvColAmount"
  | "fsvNet"
  /** {rate} */
  | "fsvVat"
  | "fsvTotal"
  | "fsvCreditTotal"
  /** {card} */
  | "fsvPaidCard"
  | "fsvBalance"
  /** {name} */
  | "fsvSigned"
  // A car dealer's or bike shop's sales invoice (veh*)
  | "vehTitle"
  | "vehCreditTitle"
  | "vehNumber"
  | "vehCreditNumber"
  | "vehDate"
  | "vehOriginal"
  | "vehCustomer"
  | "vehSalesman"
  | "vehContract"
  | "vehHandover"
  | "vehVehicle"
  | "vehModel"
  | "vehVin"
  | "vehFrame"
  | "vehFirstReg"
  | "vehMileage"
  | "vehColDesc"
  | "vehColAmount"
  | "vehNet"
  /** {rate} */
  | "vehVat"
  | "vehFeeNote"
  | "vehTotal"
  | "vehCreditTotal"
  /** {model} {plate} */
  | "vehTradeIn"
  | "vehDeposit"
  | "vehBalance"
  /** {bank} {ref} */
  | "vehFinance"
  // A removals company's invoice after its quote (mov*)
  | "movTitle"
  | "movCreditTitle"
  | "movNumber"
  | "movCreditNumber"
  | "movDate"
  | "movOriginal"
  /** {ref} {date} {amount} */
  | "movQuote"
  | "movCustomer"
  | "movMoveDate"
  | "movFrom"
  | "movTo"
  | "movFloor"
  | "movVolume"
  | "movCrew"
  | "movColDesc"
  | "movColQty"
  | "movColPrice"
  | "movColAmount"
  | "movNet"
  /** {rate} */
  | "movVat"
  | "movTotal"
  | "movCreditTotal"
  | "movAdvance"
  | "movBalance"
  | "movOutsideNote"
  // A hosting company's or domain registrar's invoice (hst*)
  | "hstTitle"
  | "hstCreditTitle"
  | "hstNumber"
  | "hstCreditNumber"
  | "hstDate"
  | "hstOriginal"
  | "hstAccount"
  | "hstDue"
  | "hstBillTo"
  | "hstCustVat"
  | "hstColProduct"
  | "hstColPeriod"
  | "hstColQty"
  | "hstColPrice"
  | "hstColAmount"
  | "hstNet"
  /** {rate} */
  | "hstVat"
  | "hstTotal"
  | "hstCreditTotal"
  | "hstReverse"
  /** {card} {date} */
  | "hstPaid"
  // A fuel card issuer's monthly invoice (ful*)
  | "fulTitle"
  | "fulCreditTitle"
  | "fulNumber"
  | "fulCreditNumber"
  | "fulDate"
  | "fulOriginal"
  | "fulCustomer"
  | "fulPeriod"
  /** {card} {plate} */
  | "fulCard"
  | "fulColDate"
  | "fulColStation"
  | "fulColProduct"
  | "fulColQty"
  | "fulColPrice"
  | "fulColAmount"
  | "fulSubtotal"
  | "fulLitres"
  | "fulNet"
  /** {rate} */
  | "fulVat"
  | "fulTotal"
  | "fulCreditTotal"
  /** {date} {iban} */
  | "fulDebit";

/** Half L's wordings of one language: every concept its layouts print, and the countries' replacements. */
export interface Fresh4Vocabulary {
  pools: Record<Fresh4Concept, string[]>;
  countries: Record<string, Partial<Record<Fresh4Concept, string[]>>>;
}

/**
 * Concepts only half N (DEV8, written without reading the engine) prints, one set per layout: an auction house's
 * buyer's invoice (auc*), a travel agency's invoice (trv*), an electric-vehicle charging network's receipt as its
 * billing e-mail prints it (chg*), a temporary-staffing agency's weekly invoice (tmp*) and a pharmaceutical or
 * medical-supplies wholesaler's delivery note and invoice in one (phw*); and the shared concepts its documents print
 * (the seller's contacts, bank and legal details, the page, the sum carried between pages). Placeholders in braces
 * are filled where printed.
 */
export type Dev8Concept =
  | "phone"
  | "email"
  | "web"
  | "bank"
  | "iban"
  | "bic"
  | "vatId"
  | "taxNo"
  | "register"
  /** {p} {n} */
  | "page"
  | "carried"
  | "broughtForward"
  // An auction house's buyer's invoice (auc*)
  | "aucTitle"
  | "aucCreditTitle"
  | "aucNumber"
  | "aucCreditNumber"
  | "aucDate"
  | "aucOriginal"
  | "aucSale"
  | "aucSaleDate"
  | "aucBidder"
  | "aucColLot"
  | "aucColDesc"
  | "aucColHammer"
  | "aucColPremium"
  | "aucColAmount"
  /** {rate} */
  | "aucPremiumNote"
  | "aucMarginNote"
  | "aucNet"
  /** {rate} */
  | "aucVat"
  | "aucTotal"
  | "aucCreditTotal"
  | "aucPaid"
  | "aucBalance"
  /** {date} */
  | "aucRelease"
  // A travel agency's invoice (trv*)
  | "trvTitle"
  | "trvCreditTitle"
  | "trvNumber"
  | "trvCreditNumber"
  | "trvDate"
  | "trvOriginal"
  | "trvDossier"
  | "trvPnr"
  | "trvCustomer"
  | "trvTravellers"
  | "trvDeparture"
  | "trvReturn"
  | "trvDestination"
  | "trvColDesc"
  | "trvColTicket"
  | "trvColAmount"
  | "trvNet"
  /** {rate} */
  | "trvVat"
  | "trvTotal"
  | "trvCreditTotal"
  | "trvAgentNote"
  | "trvMarginNote"
  /** {date} */
  | "trvDue"
  // An electric-vehicle charging network's receipt (chg*)
  | "chgTitle"
  | "chgCreditTitle"
  | "chgNumber"
  | "chgCreditNumber"
  | "chgDatePaid"
  | "chgReceipt"
  | "chgOriginal"
  | "chgMethod"
  /** {last4} */
  | "chgCard"
  | "chgPeriod"
  | "chgAccount"
  | "chgAmountPaid"
  /** {date} */
  | "chgPaidOn"
  | "chgColSession"
  | "chgColEnergy"
  | "chgColPrice"
  | "chgColAmount"
  | "chgSubtotal"
  /** {rate} */
  | "chgVat"
  | "chgTotal"
  | "chgCreditTotal"
  /** {last4} */
  | "chgRefund"
  | "chgQuestions"
  // A temporary-staffing agency's weekly invoice (tmp*)
  | "tmpTitle"
  | "tmpCreditTitle"
  | "tmpNumber"
  | "tmpCreditNumber"
  | "tmpDate"
  | "tmpOriginal"
  | "tmpCustomer"
  | "tmpOrder"
  | "tmpSite"
  /** {week} {year} */
  | "tmpWeek"
  /** {name} {role} {sheet} */
  | "tmpWorker"
  | "tmpColDesc"
  | "tmpColHours"
  | "tmpColRate"
  | "tmpColAmount"
  | "tmpSubtotal"
  | "tmpNet"
  /** {rate} */
  | "tmpVat"
  | "tmpTotal"
  | "tmpCreditTotal"
  /** {ref} */
  | "tmpPermit"
  /** {amount} {iban} */
  | "tmpBlocked"
  | "tmpWageNote"
  /** {date} */
  | "tmpDue"
  // A pharmaceutical or medical-supplies wholesaler's delivery note and invoice in one (phw*)
  | "phwTitle"
  | "phwCreditTitle"
  | "phwNumber"
  | "phwCreditNumber"
  | "phwDate"
  | "phwOriginal"
  | "phwDeliveryNote"
  | "phwDeliveryDate"
  | "phwCustomer"
  | "phwOrder"
  | "phwTour"
  | "phwColPos"
  | "phwColCode"
  | "phwColDesc"
  | "phwColBatch"
  | "phwColExpiry"
  | "phwColQty"
  | "phwColPrice"
  | "phwColDisc"
  | "phwColAmount"
  | "phwColVat"
  | "phwRecapRate"
  | "phwRecapBase"
  | "phwRecapVat"
  | "phwNet"
  | "phwVatTotal"
  | "phwTotal"
  | "phwCreditTotal"
  /** {date} */
  | "phwDue"
  | "phwCold"
  | "phwReceived";

/** Half N's wordings of one language: every concept its layouts print, and the countries' replacements. */
export interface Dev8Vocabulary {
  pools: Record<Dev8Concept, string[]>;
  countries: Record<string, Partial<Record<Dev8Concept, string[]>>>;
}

/**
 * Concepts only half M (FRESH5, the fifth held-out set, written without reading the engine) prints, one set per
 * layout: a campsite's or holiday park's stay invoice (cmp*), a managed-print company's quarterly meter bill (mps*),
 * an optician's invoice for glasses (opt*), a patent and trade mark attorney's invoice (ipa*) and a florist's invoice
 * for an event (flo*); and the shared concepts its documents print (the seller's contacts, bank and legal details, the
 * page, the sum carried between pages). Placeholders in braces are filled where printed.
 */
export type Fresh5Concept =
  | "phone"
  | "email"
  | "web"
  | "iban"
  | "vatId"
  | "taxNo"
  | "register"
  /** {p} {n} */
  | "page"
  | "carried"
  | "broughtForward"
  // A campsite's or holiday park's stay invoice (cmp*)
  | "cmpTitle"
  | "cmpCreditTitle"
  | "cmpNumber"
  | "cmpCreditNumber"
  | "cmpDate"
  | "cmpOriginal"
  | "cmpGuest"
  | "cmpBooking"
  | "cmpPitch"
  | "cmpArrival"
  | "cmpDeparture"
  | "cmpNights"
  | "cmpGuests"
  | "cmpColDesc"
  | "cmpColQty"
  | "cmpColPrice"
  | "cmpColVat"
  | "cmpColAmount"
  | "cmpNet"
  /** {rate} */
  | "cmpVat"
  | "cmpTotal"
  | "cmpCreditTotal"
  | "cmpGridRate"
  | "cmpGridNet"
  | "cmpGridVat"
  | "cmpGridGross"
  | "cmpGridSum"
  /** {date} */
  | "cmpDeposit"
  /** {card} */
  | "cmpCard"
  | "cmpBalance"
  | "cmpOutsideNote"
  | "cmpThanks"
  // A managed-print company's quarterly meter bill (mps*)
  | "mpsTitle"
  | "mpsCreditTitle"
  | "mpsNumber"
  | "mpsCreditNumber"
  | "mpsDate"
  | "mpsOriginal"
  | "mpsCustomer"
  | "mpsContract"
  | "mpsPeriod"
  | "mpsDue"
  | "mpsSummary"
  /** {ref} {date} */
  | "mpsPrevious"
  /** {date} */
  | "mpsPayment"
  | "mpsOpen"
  | "mpsThis"
  | "mpsCollect"
  /** {model} {serial} */
  | "mpsDevice"
  | "mpsPlace"
  | "mpsDetails"
  | "mpsColDesc"
  | "mpsColQty"
  | "mpsColPrice"
  | "mpsColAmount"
  | "mpsNet"
  /** {rate} */
  | "mpsVat"
  | "mpsTotal"
  | "mpsCreditTotal"
  /** {date} {iban} {mandate} */
  | "mpsDebit"
  // An optician's invoice for glasses (opt*)
  | "optTitle"
  | "optCreditTitle"
  | "optNumber"
  | "optCreditNumber"
  | "optDate"
  | "optOriginal"
  | "optCustomer"
  | "optBirth"
  | "optOrdered"
  | "optCollected"
  /** {name} {date} */
  | "optPrescriber"
  | "optRx"
  | "optEye"
  | "optRight"
  | "optLeft"
  | "optSph"
  | "optCyl"
  | "optAxis"
  | "optAdd"
  | "optPd"
  | "optColDesc"
  | "optColVat"
  | "optColAmount"
  | "optTotal"
  | "optCreditTotal"
  /** {rate} */
  | "optVat"
  | "optNet"
  | "optExemptNote"
  /** {name} {member} */
  | "optInsurer"
  | "optDeposit"
  /** {card} */
  | "optCard"
  | "optToPay"
  | "optReg"
  // A patent and trade mark attorney's invoice (ipa*)
  | "ipaTitle"
  | "ipaCreditTitle"
  | "ipaNumber"
  | "ipaCreditNumber"
  | "ipaDate"
  | "ipaOriginal"
  | "ipaOurRef"
  | "ipaYourRef"
  | "ipaClient"
  | "ipaRight"
  | "ipaSubject"
  | "ipaOwner"
  | "ipaColDate"
  | "ipaColDesc"
  | "ipaColWho"
  | "ipaColHours"
  | "ipaColRate"
  | "ipaColAmount"
  | "ipaFees"
  | "ipaOfficial"
  | "ipaCosts"
  | "ipaNet"
  /** {rate} */
  | "ipaVat"
  | "ipaTotal"
  | "ipaCreditTotal"
  /** {ref} {date} */
  | "ipaAdvance"
  /** {rate} */
  | "ipaWithholding"
  | "ipaToPay"
  | "ipaOfficialNote"
  // A florist's invoice for an event (flo*)
  | "floTitle"
  | "floCreditTitle"
  | "floNumber"
  | "floCreditNumber"
  | "floDate"
  | "floOriginal"
  | "floEvent"
  | "floEventDate"
  | "floVenue"
  /** {ref} {date} */
  | "floQuote"
  | "floColDesc"
  | "floColQty"
  | "floColPrice"
  | "floColVat"
  | "floColAmount"
  | "floNet"
  /** {rate} */
  | "floVat"
  | "floVatTotal"
  | "floTotal"
  | "floCreditTotal"
  /** {date} */
  | "floDeposit"
  | "floBalance"
  | "floThanks"
  | "floGridRate"
  | "floGridNet"
  | "floGridVat";

/** Half M's wordings of one language: every concept its layouts print, and the countries' replacements. */
export interface Fresh5Vocabulary {
  pools: Record<Fresh5Concept, string[]>;
  countries: Record<string, Partial<Record<Fresh5Concept, string[]>>>;
}
