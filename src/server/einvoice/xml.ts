/**
 * XML for e-invoices, parsed by fast-xml-parser with everything an invoice never needs refused:
 * no DOCTYPE (so no entity of any kind, internal or external, can be declared or expanded), a size
 * cap and a nesting cap. Element names lose their namespace prefix (senders pick prefixes freely);
 * the root's namespace declarations are kept to tell the syntaxes apart.
 */
import { XMLParser } from "fast-xml-parser";
import { reasonOf } from "../pipeline/parse/errors";

/** Larger than any real invoice with its embedded attachments (XRechnung can carry base64 files). */
export const MAX_XML_BYTES = 30 * 1024 * 1024;
/** CII nests about 8 levels deep, UBL about 6; 64 leaves room for extensions. */
const MAX_XML_DEPTH = 64;

/** A parsed element: children by local name (always arrays), attributes as '@name', text as '#text'. */
export interface XmlNode {
  [key: string]: XmlNode[] | string | undefined;
}

interface ParsedXml {
  /** The root element's local name, e.g. 'CrossIndustryInvoice'. */
  rootName: string;
  /** The namespace of the root element (its prefix resolved against its declarations). */
  rootNamespace: string | null;
  root: XmlNode;
}

type XmlParseResult = { ok: true; xml: ParsedXml } | { ok: false; reason: string };

const localName = (qname: string) => qname.slice(qname.indexOf(":") + 1);

/** The root's qualified name, noted by the tag-name hook during the (synchronous) parse under way. */
let rootQName: string | null = null;

const PARSER = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  alwaysCreateTextNode: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // With the DOCTYPE refused before parsing no entity can be declared: what is left to decode is
  // the fixed set of XML (and HTML) named entities and numeric character references.
  processEntities: true,
  htmlEntities: true,
  maxNestedTags: MAX_XML_DEPTH,
  jPath: false,
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
  transformTagName: (name) => {
    if (!name.startsWith("?")) rootQName ??= name;
    return localName(name);
  },
});

/** Parse XML text safely; every failure is a sentence, never an exception. */
export function parseXml(input: Uint8Array | string): XmlParseResult {
  const size = typeof input === "string" ? Buffer.byteLength(input) : input.byteLength;
  if (size === 0) return { ok: false, reason: "The XML file is empty." };
  if (size > MAX_XML_BYTES) {
    return {
      ok: false,
      reason: `The XML file is ${megabytes(size)} MB; e-invoices above ${megabytes(MAX_XML_BYTES)} MB are not read.`,
    };
  }
  const text = typeof input === "string" ? input : decodeUtf8(input);
  if (text === null) return { ok: false, reason: "The XML file is not UTF-8 text." };
  const prolog = checkProlog(text);
  if (prolog) return { ok: false, reason: prolog };

  rootQName = null;
  let parsed: Record<string, unknown>;
  try {
    // Validation first: the parser alone would take a file cut off between two tags for whole.
    parsed = PARSER.parse(withoutAttachedFiles(text), true) as Record<string, unknown>;
  } catch (err) {
    return { ok: false, reason: `The XML cannot be read: ${reasonOf(err)}.` };
  }
  const rootNames = Object.keys(parsed);
  const qname: string | null = rootQName;
  if (rootNames.length !== 1 || qname === null) return { ok: false, reason: "The XML has no single root element." };
  const rootName = rootNames[0];
  const root = (parsed[rootName] as XmlNode[])[0];
  return { ok: true, xml: { rootName, rootNamespace: namespaceOf(qname, root), root } };
}

/**
 * The base64 content of files attached inside the invoice (CII AttachmentBinaryObject, UBL
 * EmbeddedDocumentBinaryObject), dropped before validating and parsing: they are never read here,
 * and scanning megabytes of them made a 1.3 MB XRechnung ~10x slower to read. Only runs of base64
 * characters are removed, so no markup can change.
 */
const ATTACHED_FILE =
  /(<(?:[\w.-]+:)?(?:AttachmentBinaryObject|EmbeddedDocumentBinaryObject)\b[^<>]*>)[A-Za-z0-9+/=\s]+(?=<\/)/g;
const withoutAttachedFiles = (text: string) => text.replace(ATTACHED_FILE, "$1");

/** The root's namespace: the declaration of its prefix, or the default namespace. */
function namespaceOf(qname: string, root: XmlNode): string | null {
  const colon = qname.indexOf(":");
  const attr = colon < 0 ? "@xmlns" : `@xmlns:${qname.slice(0, colon)}`;
  const value = root[attr];
  return typeof value === "string" ? value : null;
}

/**
 * Walk the prolog (declaration, comments, processing instructions) up to the root element; a
 * DOCTYPE there is refused, because a DTD is the only door to entity expansion and external
 * entities, and no e-invoice standard uses one.
 */
function checkProlog(text: string): string | null {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    const lt = text.indexOf("<", i);
    if (lt < 0) return "The file holds no XML element.";
    if (text.startsWith("<?", lt)) i = skipPast(text, "?>", lt);
    else if (text.startsWith("<!--", lt)) i = skipPast(text, "-->", lt);
    else if (/^<!DOCTYPE/i.test(text.slice(lt, lt + 9))) {
      return "The XML declares a document type (DOCTYPE); e-invoices never do, and such files are refused so that no entity is expanded.";
    } else return null;
    if (i < 0) return "The XML ends inside its prolog.";
  }
}

function skipPast(text: string, end: string, from: number): number {
  const at = text.indexOf(end, from);
  return at < 0 ? -1 : at + end.length;
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

// ---- reading parsed nodes -------------------------------------------------------------

/** The first child element with this local name. */
export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  const list = node?.[name];
  return Array.isArray(list) ? list[0] : undefined;
}

/** All child elements with this local name. */
export function children(node: XmlNode | undefined, name: string): XmlNode[] {
  const list = node?.[name];
  return Array.isArray(list) ? list : [];
}

/** Follow a path of local names, first match at each step. */
export function at(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let current = node;
  for (const name of path) current = child(current, name);
  return current;
}

/** The trimmed text of an element; null when absent or empty. */
export function textOf(node: XmlNode | undefined): string | null {
  const value = node?.["#text"];
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** The text at a path of local names. */
export const textAt = (node: XmlNode | undefined, ...path: string[]) => textOf(at(node, ...path));

export function attr(node: XmlNode | undefined, name: string): string | null {
  const value = node?.[`@${name}`];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}
