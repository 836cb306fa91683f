import { describe, expect, it } from "vitest";
import { pageForKey, typedPage } from "./pageKeys";

describe("page keys", () => {
  const order = [3, 1, 2, 7];
  it("steps through the pages in their order, stopping at either end", () => {
    expect(pageForKey("ArrowRight", order, 1)).toBe(2);
    expect(pageForKey("PageDown", order, 7)).toBe(7);
    expect(pageForKey("ArrowLeft", order, 1)).toBe(3);
    expect(pageForKey("PageUp", order, 3)).toBe(3);
    expect(pageForKey("ArrowDown", order, 2)).toBe(7);
    expect(pageForKey("ArrowUp", order, 2)).toBe(1);
    expect(pageForKey("Home", order, 2)).toBe(3);
    expect(pageForKey("End", order, 2)).toBe(7);
    expect(pageForKey("a", order, 2)).toBeNull();
    expect(pageForKey("Home", [], 1)).toBeNull();
  });
  it("takes a typed page number only when the page is there", () => {
    expect(typedPage(" 7 ", order)).toBe(7);
    expect(typedPage("5", order)).toBeNull();
    expect(typedPage("two", order)).toBeNull();
    expect(typedPage("", order)).toBeNull();
  });
});
