import { describe, expect, it } from "vitest";
import { reasonOf } from "./errors.js";
import { pageSizeForImage } from "./images.js";
import { parseTsv } from "./ocr.js";
import { describeStart, kindFromBytes, looksLikeHeaderlessPdf } from "./sniff.js";
import { wordsFromTextContent } from "./textLayer.js";
import { countRealWords, layoutWords, looksGarbled } from "../../../domain/text/words";

const bytes = (s: string) => new Uint8Array(Buffer.from(s, "latin1"));

describe("file type from bytes", () => {
  it("knows PDF, PNG and JPEG by their magic bytes", () => {
    expect(kindFromBytes(bytes("%PDF-1.7\n"))).toBe("pdf");
    expect(kindFromBytes(bytes("\r\n  junk before the header %PDF-1.4"))).toBe("pdf");
    expect(kindFromBytes(Buffer.from("89504E470D0A1A0A0000000D49484452", "hex"))).toBe("png");
    expect(kindFromBytes(Buffer.from("FFD8FFE000104A464946", "hex"))).toBe("jpeg");
    expect(kindFromBytes(Buffer.from("504B0304", "hex"))).toBeUndefined();
    expect(kindFromBytes(bytes("GIF89a"))).toBeUndefined();
  });
  it("recognises a PDF body without its header", () => {
    expect(looksLikeHeaderlessPdf(bytes("garbage\n1 0 obj\n<< /Type /Catalog >>"))).toBe(true);
    expect(looksLikeHeaderlessPdf(bytes("just some text, no objects"))).toBe(false);
  });
  it("describes the start of a file for a person", () => {
    expect(describeStart(bytes("PK\x03\x04"))).toBe("the bytes 50 4B 03 04");
    expect(describeStart(bytes("<html><head>"))).toBe('"<html><h"');
    expect(describeStart(bytes("        "))).toBe("blank space");
  });
});

describe("reasons from library errors", () => {
  it("drops positions and ends without a full stop", () => {
    expect(reasonOf(new Error("Failed to parse PDF document (line:73 col:16 offset=753): No PDF header found"))).toBe(
      "failed to parse PDF document: No PDF header found",
    );
    expect(reasonOf(new Error("Invalid PDF structure."))).toBe("invalid PDF structure");
    expect(reasonOf(undefined)).toBe("the file structure is damaged");
  });
});

describe("image page size", () => {
  it("uses a believable density", () => {
    expect(pageSizeForImage(2975, 3850, 350)).toEqual({ widthPt: 612, heightPt: 792 });
  });
  it("assumes 150 dpi otherwise and keeps large images within A4", () => {
    expect(pageSizeForImage(600, 300, undefined)).toEqual({ widthPt: 288, heightPt: 144 });
    const photo = pageSizeForImage(3000, 4000, 72);
    expect(photo.widthPt).toBeCloseTo(595, 0);
    expect(photo.heightPt).toBeCloseTo(793.33, 1);
  });
});

describe("words and lines", () => {
  it("orders words into lines and builds the text", () => {
    const r = layoutWords([
      { text: "world", x: 60, y: 10.5, width: 30, height: 10 },
      { text: "second", x: 10, y: 30, width: 40, height: 10 },
      { text: "Hello", x: 10, y: 10, width: 40, height: 10 },
    ]);
    expect(r.text).toBe("Hello world\nsecond");
    expect(r.words.map((w) => w.text)).toEqual(["Hello", "world", "second"]);
  });
  it("counts real words and spots text without a usable encoding", () => {
    const w = (text: string) => ({ text, x: 0, y: 0, width: 1, height: 1 });
    expect(countRealWords([w("Total"), w("—"), w("12")])).toBe(2);
    expect(looksGarbled([w("\uE001\uE002\uE003"), w("ab")])).toBe(true);
    expect(looksGarbled([w("Invoice"), w("42")])).toBe(false);
  });
});

describe("pdf.js text items to words", () => {
  const viewport = { transform: [1, 0, 0, -1, 0, 792] } as never; // Letter, scale 1, no rotation
  it("cuts a run into words with boxes in top-left points", () => {
    const words = wordsFromTextContent(
      [
        {
          str: "Invoice 42",
          transform: [10, 0, 0, 10, 100, 700],
          width: 50,
          height: 10,
          fontName: "f",
          hasEOL: false,
          dir: "ltr",
        },
      ],
      { f: { ascent: 0.8, descent: -0.2, vertical: false, fontFamily: "sans-serif" } },
      viewport,
    );
    expect(words.map((w) => w.text)).toEqual(["Invoice", "42"]);
    expect(words[0].x).toBeCloseTo(100);
    expect(words[0].y).toBeCloseTo(792 - 700 - 8);
    expect(words[0].height).toBeCloseTo(10);
    expect(words[1].x + words[1].width).toBeCloseTo(150);
    expect(words[1].x).toBeGreaterThan(words[0].x + words[0].width);
  });
  it("glues runs that touch into one word and keeps separate runs apart", () => {
    const style = { f: { ascent: 0.8, descent: -0.2, vertical: false, fontFamily: "sans-serif" } };
    const words = wordsFromTextContent(
      [
        {
          str: "INV-",
          transform: [10, 0, 0, 10, 100, 700],
          width: 20,
          height: 10,
          fontName: "f",
          hasEOL: false,
          dir: "ltr",
        },
        {
          str: "0042",
          transform: [10, 0, 0, 10, 120, 700],
          width: 22,
          height: 10,
          fontName: "f",
          hasEOL: false,
          dir: "ltr",
        },
        {
          str: "Total",
          transform: [10, 0, 0, 10, 300, 700],
          width: 25,
          height: 10,
          fontName: "f",
          hasEOL: false,
          dir: "ltr",
        },
      ],
      style,
      viewport,
    );
    expect(words.map((w) => w.text)).toEqual(["INV-0042", "Total"]);
    expect(words[0].width).toBeCloseTo(42);
  });
  it("handles a page rotated by 90 degrees", () => {
    // /Rotate 90 on a Letter page: viewport 792 × 612, transform [0,1,1,0,0,0].
    const rotated = { transform: [0, 1, 1, 0, 0, 0] } as never;
    const [w] = wordsFromTextContent(
      [
        {
          str: "Hello",
          transform: [10, 0, 0, 10, 100, 700],
          width: 25,
          height: 10,
          fontName: "f",
          hasEOL: false,
          dir: "ltr",
        },
      ],
      {},
      rotated,
    );
    // The text runs down the rotated view: a tall, narrow box.
    expect(w.height).toBeCloseTo(25);
    expect(w.width).toBeCloseTo(10);
    expect(w.y).toBeCloseTo(100);
  });
});

describe("tesseract TSV", () => {
  it("converts word boxes from pixels to points and drops specks", () => {
    const tsv = [
      "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext",
      "5\t1\t1\t1\t1\t1\t100\t200\t300\t50\t95.5\tInvoice",
      "5\t1\t1\t1\t1\t2\t500\t200\t10\t50\t12\t|",
      "5\t1\t1\t1\t1\t3\t600\t200\t100\t50\t30\t42",
    ].join("\n");
    expect(parseTsv(tsv, 300 / 72)).toEqual([
      { text: "Invoice", x: 24, y: 48, width: 72, height: 12 },
      { text: "42", x: 144, y: 48, width: 24, height: 12 },
    ]);
  });
});
