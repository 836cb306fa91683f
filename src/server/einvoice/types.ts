/**
 * An e-invoice as EN 16931 describes it, whichever syntax carried it (CII or UBL). Each field names
 * its business term (BT-n). Amounts and quantities are decimal strings exactly as the sender wrote
 * them ("3.0000", "-12.5"), never floats; dates are ISO (YYYY-MM-DD). A term the data does not hold
 * is null.
 */

/** A decimal number as text: optional sign, digits, optional fraction ("197.65", "-5", "3.0000"). */
export type DecimalText = string;
/** An ISO calendar date, YYYY-MM-DD. */
export type IsoDate = string;

export type EInvoiceSyntax = "CII" | "UBL";

/** The standard the XML follows, judged by its root and namespace. */
export type EInvoiceFlavour = "ZUGFeRD 1.0" | "CII" | "UBL Invoice" | "UBL CreditNote";

export interface PostalAddress {
  /** BT-35, BT-36, BT-162 (seller); BT-50, BT-51, BT-163 (buyer). */
  lines: string[];
  /** BT-38 / BT-53 */
  postcode: string | null;
  /** BT-37 / BT-52 */
  city: string | null;
  /** BT-40 / BT-55, ISO 3166-1 alpha-2 */
  country: string | null;
}

export interface Party {
  /** BT-27 seller name / BT-44 buyer name (the legal or registered name). */
  name: string | null;
  /** BT-28 / BT-45: trading name, when it differs. */
  tradingName: string | null;
  /** BT-31 seller VAT id / BT-48 buyer VAT id. */
  vatId: string | null;
  /** BT-32 seller tax registration (national tax number, e.g. a German Steuernummer). */
  taxRegistration: string | null;
  address: PostalAddress;
}

export interface Payment {
  /** BT-81 payment means code (58 SEPA transfer, 59 SEPA direct debit, ...). */
  meansCode: string | null;
  /** BT-83 remittance information. */
  reference: string | null;
  /** BT-84 the payee's account (IBAN or proprietary id). */
  iban: string | null;
  /** BT-85 */
  accountName: string | null;
  /** BT-86 */
  bic: string | null;
  /** BT-91 the buyer's account debited by direct debit. */
  debitedAccount: string | null;
  /** BT-20 payment terms. */
  terms: string | null;
}

export interface Totals {
  /** BT-106 sum of invoice line net amounts. */
  lineTotal: DecimalText | null;
  /** BT-107 sum of allowances on document level. */
  allowanceTotal: DecimalText | null;
  /** BT-108 sum of charges on document level. */
  chargeTotal: DecimalText | null;
  /** BT-109 invoice total without VAT. */
  net: DecimalText | null;
  /** BT-110 invoice total VAT amount (in the invoice currency). */
  tax: DecimalText | null;
  /** BT-112 invoice total with VAT. */
  total: DecimalText | null;
  /** BT-113 paid amount. */
  prepaid: DecimalText | null;
  /** BT-114 rounding amount. */
  rounding: DecimalText | null;
  /** BT-115 amount due for payment. */
  amountDue: DecimalText | null;
}

/** BG-25: an invoice line. */
export interface InvoiceLine {
  /** BT-126 */
  id: string | null;
  /** BT-153 item name. */
  name: string | null;
  /** BT-129 invoiced quantity. */
  quantity: DecimalText | null;
  /** BT-130 unit of measure code. */
  unitCode: string | null;
  /** BT-146 item net price. */
  unitPrice: DecimalText | null;
  /** BT-131 line net amount. */
  netAmount: DecimalText | null;
  /** BT-152 VAT rate in percent. */
  taxRate: DecimalText | null;
}

export interface EInvoice {
  syntax: EInvoiceSyntax;
  flavour: EInvoiceFlavour;
  /** BT-24 specification identifier (profile), e.g. urn:cen.eu:en16931:2017. */
  profile: string | null;
  /** BT-1 */
  invoiceNumber: string | null;
  /** BT-2 */
  issueDate: IsoDate | null;
  /** BT-3 invoice type code (380 invoice, 381 credit note, 384 corrected invoice, ...). */
  typeCode: string | null;
  /** Judged from BT-3 and the UBL root: a credit note returns money to the buyer. */
  isCreditNote: boolean;
  /** BT-5 */
  currency: string | null;
  /** BT-9 */
  dueDate: IsoDate | null;
  /** BT-10 */
  buyerReference: string | null;
  /** BG-4 */
  seller: Party;
  /** BG-7 */
  buyer: Party;
  payment: Payment;
  totals: Totals;
  lines: InvoiceLine[];
  /** Values the data holds but that could not be read as their type, one sentence each. */
  problems: string[];
}

/** Reading an XML e-invoice either gives the invoice or a sentence saying why not. */
export type EInvoiceReadResult = { ok: true; invoice: EInvoice } | { ok: false; reason: string };
