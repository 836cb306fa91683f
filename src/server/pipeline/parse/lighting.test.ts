import { describe, expect, it } from "vitest";
import { evenLighting } from "./lighting";
import type { GreyPixels } from "./orientation";

const W = 600;
const H = 800;

/** A page whose paper darkens from 230 (bottom right) to 130 (top left), with ink at 30 % of the paper's brightness. */
function unevenPage(): { img: GreyPixels; ink: (x: number, y: number) => boolean } {
  const ink = (x: number, y: number) =>
    // body text: 2 px strokes every 12 px in lines of text
    (y % 40 < 14 && x % 12 < 2 && x > 60 && x < 540 && y > 200) ||
    // a large bold heading near the dim corner: 24 px strokes
    (y > 60 && y < 120 && x > 60 && x < 400 && x % 40 < 24);
  const data = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const paper = 130 + 100 * ((x / W + y / H) / 2);
      data[y * W + x] = Math.round(ink(x, y) ? paper * 0.3 : paper);
    }
  }
  return { img: { data, width: W, height: H }, ink };
}

describe("evenLighting", () => {
  it("makes unevenly lit paper white everywhere and keeps the ink dark, the dim heading too", async () => {
    const { img, ink } = unevenPage();
    const even = await evenLighting(img);
    let paperMin = 255;
    let inkMax = 0;
    for (let y = 8; y < H - 8; y += 3) {
      for (let x = 8; x < W - 8; x += 3) {
        const v = even.data[y * W + x];
        // paper pixels a little away from any ink (the resampled background blurs across a stroke's edge)
        let nearInk = false;
        for (let dy = -3; dy <= 3 && !nearInk; dy++)
          for (let dx = -3; dx <= 3 && !nearInk; dx++) nearInk = ink(x + dx, y + dy);
        if (ink(x, y)) inkMax = Math.max(inkMax, v);
        else if (!nearInk) paperMin = Math.min(paperMin, v);
      }
    }
    // Before: paper from 130 to 230, ink from 39 to 69: one threshold for the page drops the dim heading or the bright text.
    expect(paperMin).toBeGreaterThanOrEqual(200);
    expect(inkMax).toBeLessThanOrEqual(110);
  });

  it("leaves a clean white page as it is", async () => {
    const data = new Uint8Array(W * H).fill(255);
    // lines of black text 10 px high with 10 px between them
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (y % 20 < 10 && x % 5 < 2) data[y * W + x] = 0;
    const img = { data, width: W, height: H };
    expect(await evenLighting(img)).toBe(img);
  });

  it("keeps white text on a dark bar readable", async () => {
    const data = new Uint8Array(W * H).fill(250);
    const bar = (x: number, y: number) => y > 300 && y < 360 && x > 40 && x < 560;
    const text = (x: number, y: number) => bar(x, y) && y > 320 && y < 340 && x % 10 < 3;
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (bar(x, y)) data[y * W + x] = text(x, y) ? 245 : 25;
    const even = await evenLighting({ data, width: W, height: H });
    const at = (x: number, y: number) => even.data[y * W + x];
    // a text stroke and the bar beside it, in the middle of the bar
    expect(at(300, 330) - at(305, 330)).toBeGreaterThanOrEqual(150);
  });
});
