/**
 * One entry for every XML e-invoice: the root element and its namespace choose the syntax, the
 * syntax's reader yields the EN 16931 terms. Anything else is a sentence saying what the XML is.
 */
import { reasonOf } from "../pipeline/parse/errors";
import { readCii } from "./cii";
import type { EInvoice, EInvoiceReadResult } from "./types";
import { readUbl } from "./ubl";
import { parseXml, type XmlNode } from "./xml";

type Reader = (root: XmlNode) => EInvoice;

/** Root local name → namespace → reader. */
const READERS: Record<string, Record<string, Reader>> = {
  CrossIndustryInvoice: {
    "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100": (root) => readCii(root, "D16B"),
  },
  CrossIndustryDocument: {
    "urn:ferd:CrossIndustryDocument:invoice:1p0": (root) => readCii(root, "ZUGFeRD 1.0"),
  },
  Invoice: {
    "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2": (root) => readUbl(root, "Invoice"),
  },
  CreditNote: {
    "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2": (root) => readUbl(root, "CreditNote"),
  },
};

/** Read XML bytes or text as an EN 16931 e-invoice; failures are sentences, never exceptions. */
export function readEInvoice(input: Uint8Array | string): EInvoiceReadResult {
  const parsed = parseXml(input);
  if (!parsed.ok) return parsed;
  const { rootName, rootNamespace, root } = parsed.xml;
  const byNamespace = READERS[rootName];
  if (!byNamespace) {
    return {
      ok: false,
      reason: `The XML is not an e-invoice: its root element is ${rootName}, not a CII CrossIndustryInvoice or a UBL Invoice or CreditNote.`,
    };
  }
  const reader = rootNamespace ? byNamespace[rootNamespace] : undefined;
  if (!reader) {
    const where = rootNamespace ? `the namespace ${rootNamespace}` : "no namespace";
    return {
      ok: false,
      reason: `The XML's root element ${rootName} is in ${where}, which is not a CII or UBL e-invoice standard.`,
    };
  }
  try {
    return { ok: true, invoice: reader(root) };
  } catch (err) {
    // The readers only look things up; this is a bug, reported as a sentence rather than a crash.
    return { ok: false, reason: `The e-invoice could not be read: ${reasonOf(err)}.` };
  }
}
