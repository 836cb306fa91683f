import { describe, expect, it } from "vitest";
import type { DataType } from "../../../domain/entities";
import { conceptOfField } from "./concepts";

// Field names a customer types when making a class, in the languages the product reads.
const NAMES: [string, DataType, string][] = [
  ["Invoice Number", "String", "invoice_number"],
  ["Document Number", "String", "invoice_number"],
  ["Rechnungsnummer", "String", "invoice_number"],
  ["Numéro de facture", "String", "invoice_number"],
  ["Factuurnummer", "String", "invoice_number"],
  ["Número de factura", "String", "invoice_number"],
  ["Document Date", "Date", "invoice_date"],
  ["Belegdatum", "Date", "invoice_date"],
  ["Fälligkeitsdatum", "Date", "due_date"],
  ["Grand Total", "Number", "total"],
  ["Montant TTC", "Number", "total"],
  ["Total HT", "Number", "net"],
  ["Imponibile", "Number", "net"],
  ["VAT Amount", "Number", "tax"],
  ["BTW", "Number", "tax"],
  ["VAT %", "Number", "tax_rate"],
  ["Vendor Name", "String", "issuer"],
  ["Kreditor", "String", "issuer"],
  ["Absender", "String", "issuer"],
  ["Billed By", "String", "issuer"],
  ["From", "String", "issuer"],
  ["Fornitore", "String", "issuer"],
  ["Store Address", "String", "address"],
  ["Kundennummer", "String", "customer_number"],
  ["PO Number", "String", "order_number"],
  ["Bill To", "String", "customer"],
  ["Date de prestation", "Date", "delivery_date"],
  ["Somme due", "Number", "total"],
  ["Total général TTC", "Number", "total"],
  ["Zu zahlender Betrag", "Number", "total"],
  ["Émetteur", "String", "issuer"],
  ["Rechnungsaussteller", "String", "issuer"],
  ["Cessionario", "String", "customer"],
  ["Departure Date", "Date", "delivery_date"],
];

describe("conceptOfField", () => {
  it.each(NAMES)("reads the field %s (%s) as %s", (name, dataType, concept) => {
    expect(conceptOfField({ name, dataType })).toBe(concept);
  });
});
