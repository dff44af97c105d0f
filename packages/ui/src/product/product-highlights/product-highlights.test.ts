import { describe, expect, it } from "vitest";
import { HIGHLIGHTS_BREAKPOINT_PX, PRODUCT_FEATURES, PRODUCT_HIGHLIGHTS } from "@studio/content";
import { FEATURE_ICONS, HIGHLIGHT_ICONS } from "../product-icons.ts";
import { highlightsListClasses } from "./product-highlights.tsx";

describe("product highlights", () => {
  it("switch to the wide layout just above the spec's breakpoint (at or below 768 px is narrow)", () => {
    expect(highlightsListClasses).toContain(`min-[${HIGHLIGHTS_BREAKPOINT_PX + 1}px]:grid-cols-2`);
  });

  it("have a drawn icon for every icon and hover-icon key of the data", () => {
    for (const highlight of PRODUCT_HIGHLIGHTS) {
      expect(HIGHLIGHT_ICONS[highlight.icon], highlight.icon).toBeDefined();
      expect(HIGHLIGHT_ICONS[highlight.hoverIcon], highlight.hoverIcon).toBeDefined();
      expect(HIGHLIGHT_ICONS[highlight.hoverIcon]).not.toBe(HIGHLIGHT_ICONS[highlight.icon]);
    }
  });

  it("feature grid has an icon for every feature", () => {
    for (const feature of PRODUCT_FEATURES) expect(FEATURE_ICONS[feature.icon], feature.icon).toBeDefined();
  });
});
