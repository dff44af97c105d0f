import { PAGE_KINDS, ROUTES, type RouteEntry } from "@studio/content";
import { describe, expect, it } from "vitest";
import { BUDGETS } from "./budgets.ts";
import { PAGE_TYPES, pageType } from "./page-types.ts";

describe("page types", () => {
  it("stand for every kind, in the order of PAGE_KINDS, by the page the route table marks, then the not-found page", () => {
    // The visual baselines are named after these types; the size and bench tables list them in this order.
    expect(PAGE_TYPES.map((type) => type.name)).toEqual([...PAGE_KINDS, "not-found"]);
    for (const kind of PAGE_KINDS) {
      const samples = (ROUTES as readonly RouteEntry[]).filter((route) => route.kind === kind && route.sample);
      expect(
        samples.map((route) => route.path),
        kind,
      ).toEqual([pageType(kind).path]);
    }
    expect(ROUTES.map((route) => route.path)).not.toContain(pageType("not-found").path);
    expect(pageType("home").firstScreen).toEqual(["Banners"]);
    expect(pageType("course").firstScreen).toEqual([]);
  });

  it("have a total JS budget each, and no budget names a page type that is not measured", () => {
    expect(Object.keys(BUDGETS.totalJsKB).sort()).toEqual(PAGE_TYPES.map((type) => type.name).sort());
  });
});
