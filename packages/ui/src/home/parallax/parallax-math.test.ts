import { PARALLAX } from "@studio/content";
import { describe, expect, it } from "vitest";
import { parallaxFrame, scrollOffset } from "./parallax-math.ts";

const SPEC = { ...PARALLAX, depth: 1 };

describe("scrollOffset", () => {
  it("is 0 when the element is centred in the viewport", () => {
    expect(scrollOffset({ top: 300, height: 200, viewportHeight: 800 })).toBe(0);
  });

  it("is 1 when the element is just below the viewport and -1 when it has just left at the top", () => {
    expect(scrollOffset({ top: 800, height: 200, viewportHeight: 800 })).toBe(1);
    expect(scrollOffset({ top: -200, height: 200, viewportHeight: 800 })).toBe(-1);
  });

  it("is halfway when the element's centre is halfway to an edge, and clamps far away", () => {
    expect(scrollOffset({ top: 550, height: 200, viewportHeight: 800 })).toBe(0.5);
    expect(scrollOffset({ top: 5000, height: 200, viewportHeight: 800 })).toBe(1);
    expect(scrollOffset({ top: -5000, height: 200, viewportHeight: 800 })).toBe(-1);
  });
});

describe("parallaxFrame with the site's settings, PARALLAX (strength 600, blur -5 to 15)", () => {
  it("keeps the layer in place and sharp in the middle of the passage", () => {
    expect(parallaxFrame(0, SPEC)).toEqual({ offsetY: 0, blur: 0 });
  });

  it("travels the full strength over the passage, lagging behind the page", () => {
    expect(parallaxFrame(1, SPEC).offsetY).toBe(300);
    expect(parallaxFrame(-1, SPEC).offsetY).toBe(-300);
    expect(parallaxFrame(1, SPEC).offsetY - parallaxFrame(-1, SPEC).offsetY).toBe(PARALLAX.strength);
  });

  it("scales the travel by the depth", () => {
    expect(parallaxFrame(1, { ...SPEC, depth: 0.1 }).offsetY).toBe(30);
  });

  it("stays sharp for the middle half of the passage and blurs up to 15 px towards the extremes", () => {
    expect(parallaxFrame(0.25, SPEC).blur).toBe(0);
    expect(parallaxFrame(0.5, SPEC).blur).toBe(0);
    expect(parallaxFrame(-0.5, SPEC).blur).toBe(0);
    expect(parallaxFrame(0.75, SPEC).blur).toBe(6.3);
    expect(parallaxFrame(-0.75, SPEC).blur).toBe(6.3);
    expect(parallaxFrame(1, SPEC).blur).toBe(15);
    expect(parallaxFrame(-1, SPEC).blur).toBe(15);
  });
});
