import { describe, expect, it } from "vitest";
import { PRODUCT_FEATURES, PRODUCT_HIGHLIGHTS } from "@studio/content";
import { FEATURE_ICONS, HIGHLIGHT_ICONS } from "../product-icons.ts";

// The layout at the highlights' breakpoint (`HIGHLIGHTS_BREAKPOINT_PX`) is checked where it can be
// seen: the ResponsiveLayout story.
describe("product highlights", () => {
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
