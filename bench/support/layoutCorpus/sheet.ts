/**
 * Drawing on one page with coordinates from the top-left corner (y downward) as a layout is thought of. A 'ghost'
 * sheet draws nothing and only measures, so a layout can ask how tall a block will be before it places it.
 */
import { rgb, type PDFFont, type PDFPage } from "pdf-lib";

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface TextOptions {
  bold?: boolean;
  size?: number;
  align?: "left" | "right" | "center";
  /** 0 black .. 1 white. */
  grey?: number;
  /** Shrink the size until the text fits this width. */
  maxWidth?: number;
}

export class Sheet {
  constructor(
    readonly page: PDFPage | null,
    readonly fonts: Fonts,
    readonly width: number,
    readonly height: number,
    /** The document's body text size. */
    readonly size: number,
  ) {}

  get ghost(): boolean {
    return this.page === null;
  }

  font(bold = false): PDFFont {
    return bold ? this.fonts.bold : this.fonts.regular;
  }

  measure(text: string, o: TextOptions = {}): number {
    return this.font(o.bold).widthOfTextAtSize(text, o.size ?? this.size);
  }

  /** Draws a line of text whose top edge is at `top`; returns its width. */
  text(text: string, x: number, top: number, o: TextOptions = {}): number {
    let size = o.size ?? this.size;
    const font = this.font(o.bold);
    while (o.maxWidth && size > 5 && font.widthOfTextAtSize(text, size) > o.maxWidth) size -= 0.25;
    const w = font.widthOfTextAtSize(text, size);
    const at = o.align === "right" ? x - w : o.align === "center" ? x - w / 2 : x;
    const g = o.grey ?? 0;
    this.page?.drawText(text, { x: at, y: this.height - top - size * 0.8, size, font, color: rgb(g, g, g) });
    return w;
  }

  /** Lines of text one under another; returns the top of the line after the last. */
  lines(lines: string[], x: number, top: number, o: TextOptions = {}, leading = 1.3): number {
    const size = o.size ?? this.size;
    for (const line of lines) {
      this.text(line, x, top, o);
      top += size * leading;
    }
    return top;
  }

  rule(x1: number, top: number, x2: number, thickness = 0.5, grey = 0.3): void {
    this.page?.drawLine({
      start: { x: x1, y: this.height - top },
      end: { x: x2, y: this.height - top },
      thickness,
      color: rgb(grey, grey, grey),
    });
  }

  vrule(x: number, top: number, bottom: number, thickness = 0.5, grey = 0.3): void {
    this.page?.drawLine({
      start: { x, y: this.height - top },
      end: { x, y: this.height - bottom },
      thickness,
      color: rgb(grey, grey, grey),
    });
  }

  /** A rectangle filled grey (`fill`) or in a colour (`tint`, red/green/blue 0..1), bordered grey (`border`). */
  box(
    x: number,
    top: number,
    w: number,
    h: number,
    o: { fill?: number; border?: number; tint?: [number, number, number] } = {},
  ): void {
    this.page?.drawRectangle({
      x,
      y: this.height - top - h,
      width: w,
      height: h,
      color: o.tint ? rgb(...o.tint) : o.fill !== undefined ? rgb(o.fill, o.fill, o.fill) : undefined,
      borderColor: o.border !== undefined ? rgb(o.border, o.border, o.border) : undefined,
      borderWidth: o.border !== undefined ? 0.6 : 0,
    });
  }

  /** Words of a text broken into lines that fit the width. */
  wrap(text: string, width: number, o: TextOptions = {}): string[] {
    const out: string[] = [];
    let line = "";
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.measure(next, o) > width) {
        out.push(line);
        line = word;
      } else line = next;
    }
    if (line) out.push(line);
    return out;
  }
}
