import { describe, expect, it } from "vitest";
import { COUNTS } from "../constants.ts";
import { PRODUCT_NAV_ITEMS, SOCIAL_NETWORKS, whatsappChatUrl } from "./shell.ts";
import { DEFAULT_PRODUCT_TAB, PRODUCT_TAB_ORDER, VERTICALS, VERTICAL_KEYS } from "./verticals.ts";

describe("verticals", () => {
  it("lists the eight verticals in the Products menu's order", () => {
    expect(VERTICAL_KEYS).toEqual([
      "grocery",
      "milk",
      "meat",
      "fashion",
      "electronics",
      "homeNeeds",
      "beauty",
      "furniture",
    ]);
    expect(VERTICAL_KEYS).toHaveLength(COUNTS.productCategories);
  });

  it("orders the product tabs from grocery delivery, covering every vertical once", () => {
    expect(PRODUCT_TAB_ORDER[0]).toBe("grocery");
    expect([...PRODUCT_TAB_ORDER].sort()).toEqual([...VERTICAL_KEYS].sort());
    expect(DEFAULT_PRODUCT_TAB).toBe("grocerydelivery");
    expect(new Set(Object.values(VERTICALS).map((vertical) => vertical.tabKey)).size).toBe(8);
  });
});

describe("navigation", () => {
  it("links the Products menu to the product pages, grocery first, without descriptions", () => {
    expect(PRODUCT_NAV_ITEMS.map((item) => item.href)).toEqual([
      "/english/productpage",
      "/english/milkdelivery",
      "/english/meatdelivery",
      "/english/fashionstore",
      "/english/electronicstore",
      "/english/homeneedsstore",
      "/english/beautystore",
      "/english/furniturestore",
    ]);
    expect(PRODUCT_NAV_ITEMS.every((item) => item.descriptionId === undefined)).toBe(true);
    expect(new Set(PRODUCT_NAV_ITEMS.map((item) => item.icon)).size).toBe(8);
  });
});

describe("footer and WhatsApp", () => {
  it("has three social networks with https profiles", () => {
    expect(SOCIAL_NETWORKS).toHaveLength(3);
    for (const network of SOCIAL_NETWORKS) expect(new URL(network.url).protocol).toBe("https:");
  });

  it("builds a click-to-chat link with the prefilled text encoded", () => {
    expect(whatsappChatUrl("+370 600 00000", "Hello! I’d like to know more & more?")).toBe(
      "https://wa.me/37060000000?text=Hello!%20I%E2%80%99d%20like%20to%20know%20more%20%26%20more%3F",
    );
    expect(() => whatsappChatUrl("", "Hi")).toThrow();
  });
});
