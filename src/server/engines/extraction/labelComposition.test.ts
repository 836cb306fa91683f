import { describe, expect, it } from "vitest";
import { composedLabel } from "./labelComposition";
import type { Token } from "./layout";

const tokens = (text: string) => text.split(" ").map((t) => ({ text: t }) as Token);
const conceptOf = (text: string) => {
  const def = composedLabel(tokens(text));
  return def ? (def.targets[0].concept ?? "something else") : null;
};

describe("composedLabel: labels read by their parts", () => {
  it.each([
    ["Rechn.-Nr.:", "invoice_number"],
    ["Gutschrift-Nr.", "invoice_number"],
    ["Notanummer", "invoice_number"],
    ["Fakturanummer", "invoice_number"],
    ["Num. documento", "invoice_number"],
    ["Fact. n°", "invoice_number"],
    ["Fakt.-Datum", "invoice_date"],
    ["Kd.-Nr.", "customer_number"],
    ["N° de client", "customer_number"],
    ["Bestell-Nr.", "order_number"],
    ["Lieferschein-Nr.", "something else"],
    ["Vertrags-Nr.", "something else"],
    ["Agreement Ref. No.:", "something else"],
    ["Pièce n°", "invoice_number"],
    ["Réf. facture", "invoice_number"],
    ["Nº rectificativa", "invoice_number"],
    ["Ref. contrato", "something else"],
    ["Datum bestelling", "order_date"],
    ["Data conferma ordine", "order_date"],
    ["Data trasporto", "delivery_date"],
    ["Fecha entrega", "delivery_date"],
    ["N. documento", "invoice_number"],
    ["Order Dated:", "order_date"],
    ["Facture du", "invoice_date"],
    ["Nr. creditfactuur", "invoice_number"],
    ["Fattura ordinaria n.ro", "invoice_number"],
    ["Boekstuknr.", "invoice_number"],
    ["Factuurreferentie", "invoice_number"],
    ["Identifiant facture", "invoice_number"],
    ["Identificativo cliente", "customer_number"],
    ["Belegkennung", "invoice_number"],
    ["Date facturation", "invoice_date"],
    ["Fakturierungsdatum", "invoice_date"],
    ["Fecha de facturación", "invoice_date"],
    ["Adresse de facturation", null],
    ["Rechnungsstellung am:", "invoice_date"],
    ["F.NR.", "invoice_number"],
    ["F.Dat.", "invoice_date"],
    ["K.-Nr.", null],
    ["FAKTUR-NR.:", "invoice_number"],
    ["Inv. Nbr.:", "invoice_number"],
    ["Creditbewijsnummer:", "invoice_number"],
    ["Nº de reembolso:", "invoice_number"],
    ["Rectificación de la factura nº", "something else"],
    ["Berichtigung der Rechnung Nr.", "something else"],
    ["Restitutienota N°", "invoice_number"],
    ["Rechnungs- und Leistungsdatum", "invoice_date"],
    ["Bestell- und Lieferdatum", "order_date"],
    ["Rechnungsreferenz", "invoice_number"],
    ["Klantreferentie", "customer_number"],
    ["gemäß Sammelrechnung vom", null],
    ["Heizkostenrechnung vom", null],
    ["selon facture du", "something else"],
    ["Sammelrechnung Nr.", "invoice_number"],
    ["Commande du", "order_date"],
    ["Bestellung vom:", "order_date"],
    ["Pedido del:", "order_date"],
    ["Documento di vendita N.", "invoice_number"],
    ["Factura comercial n.º", "invoice_number"],
    ["KORREKTUR-NR.:", "invoice_number"],
    ["Nº DE ABONO", "invoice_number"],
    ["Original-Nr.", null],
    ["Ursprüngliche Rechnung Nr.", "something else"],
    ["Importe factura:", "total"],
    ["Fra. núm.:", "invoice_number"],
    ["Sobre factura nº", "something else"],
    ["Factura rectificada nº", "something else"],
    ["Berichtigte Rechnung Nr.", "something else"],
    ["Facture annulée n°", "something else"],
    ["Fattura stornata n.", "something else"],
    ["Gecorrigeerde factuur nr.", "something else"],
    ["Oorspr. factuurnr.", "something else"],
    ["Cancelled invoice no.", "something else"],
    ["Montant de la facture", "total"],
    ["Belegsumme", "total"],
    ["Fakturabetrag", "total"],
  ] as [string, string | null][])("reads %s as %s", (text, concept) => {
    expect(conceptOf(text)).toBe(concept);
  });

  it.each([
    "Re: Angebot",
    "Nr.",
    "Datum",
    "Gesamt netto",
    "Projekt Nr. 4",
    "Ref. 73941-59",
    "Serienummer:",
    "No facture F2503959",
    "Bestellsumme",
    "Zwischensumme",
    "Order total",
    "Co. Registration No.:",
  ])("leaves %s to the dictionary", (text) => {
    expect(conceptOf(text)).toBeNull();
  });
});
