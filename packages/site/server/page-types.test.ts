import { PAGE_KINDS } from "@studio/content";
import { describe, expect, it } from "vitest";
import { BUDGETS } from "./budgets.ts";
import { PAGE_TYPES, pageType } from "./page-types.ts";

describe("page types", () => {
  it("stand for each kind by the page the route table marks, then the not-found page", () => {
    // The visual baselines are named after these pages; the size and bench tables list them in this order.
    expect(PAGE_TYPES.map(({ name, path }) => `${name} ${path}`)).toEqual([
      "home /",
      "product /english/meatdelivery",
      "landing /training",
      "promo /promo-services",
      "course /learn/full-stack-dev",
      "privacy /privacy-policy",
      "not-found /no-such-page",
    ]);
    expect(pageType("home").firstScreen).toEqual(["Banners"]);
    expect(pageType("course").firstScreen).toEqual([]);
  });

  it("have a total JS budget each, and no budget names a page type that is not measured", () => {
    expect(Object.keys(BUDGETS.totalJsKB).sort()).toEqual(PAGE_TYPES.map((type) => type.name).sort());
    expect(PAGE_KINDS.filter((kind) => !PAGE_TYPES.some((type) => type.name === kind))).toEqual(["learn", "admin"]);
  });
});
