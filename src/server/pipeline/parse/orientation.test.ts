import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EINVOICES_DIR, INVOICES_DIR } from '../../../testing/fixtures';
import { renderFirstPage, turnedScan } from '../../../testing/turnedScans';
import { detectOrientation } from './orientation.js';
import { RenderSurface } from './render.js';

const PAGES = [path.join(INVOICES_DIR, 'coolblue1.pdf'), path.join(INVOICES_DIR, 'AzureInterior.pdf'), path.join(EINVOICES_DIR, 'pdf', 'FX_EN16931_Einfach.pdf')];

describe('detectOrientation', () => {
  it('finds the rotation that turns a scan turned 0/90/180/270° (skewed, noisy) upright', async () => {
    const surface = new RenderSurface();
    try {
      for (const [i, pdf] of PAGES.entries()) {
        const page = await renderFirstPage(pdf, 300, surface);
        for (const turn of [0, 90, 180, 270] as const) {
          const scan = await turnedScan(page, turn, i * 10 + turn);
          expect({ pdf: path.basename(pdf), turn, rotation: detectOrientation(scan).rotation }).toEqual({ pdf: path.basename(pdf), turn, rotation: (360 - turn) % 360 });
        }
      }
    } finally {
      surface.release();
    }
  }, 60_000);

  it('has no confidence on a blank page', () => {
    const blank = { data: new Uint8Array(400 * 600).fill(250), width: 400, height: 600 };
    expect(detectOrientation(blank).confidence).toBe(0);
  });
});
