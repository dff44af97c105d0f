import { describe, expect, it } from "vitest";
import { LOCALE_CODES, ROUTES, routeAddresses, type LocaleCode, type RouteEntry, type RouteKey } from "@studio/content";
import { prerenderPaths } from "./prerender-paths.ts";
import { pageLocaleOf, pathInLanguage } from "./page-language.ts";

describe("pageLocaleOf", () => {
  it("reads the language prefix of an address", () => {
    expect(pageLocaleOf("/")).toBe("en");
    expect(pageLocaleOf("/gr")).toBe("de");
    expect(pageLocaleOf("/lt/learn/app-dev")).toBe("lt");
    expect(pageLocaleOf("/sp/english/meatdelivery?x=1#book-demo")).toBe("sp");
  });

  it("gives the forced language of the French promo pages and English of the English-only pages", () => {
    expect(pageLocaleOf("/promo-french-courses")).toBe("fr");
    expect(pageLocaleOf("/promo-french-services/")).toBe("fr");
    expect(pageLocaleOf("/promo-english-services")).toBe("en");
    expect(pageLocaleOf("/english-training#contact")).toBe("en");
  });
});

describe("pathInLanguage", () => {
  it("moves a page to the same page in another language, keeping query and hash", () => {
    expect(pathInLanguage("/learn", "de")).toBe("/gr/learn");
    expect(pathInLanguage("/gr/learn", "en")).toBe("/learn");
    expect(pathInLanguage("/fr", "ru")).toBe("/ru");
    expect(pathInLanguage("/", "lt")).toBe("/lt");
    expect(pathInLanguage("/po/english/beautystore?ref=mail#book-demo", "sp")).toBe(
      "/sp/english/beautystore?ref=mail#book-demo",
    );
  });

  it("sends a Lithuanian visitor of the training landing page to the courses", () => {
    expect(pathInLanguage("/training", "lt")).toBe("/lt/learn");
    expect(pathInLanguage("/gr/training#contact-form", "lt")).toBe("/lt/learn");
  });

  it("sends visitors of a one-language page to the page with the same offer in their language", () => {
    expect(pathInLanguage("/promo-french-courses", "de")).toBe("/gr/training");
    expect(pathInLanguage("/promo-french-courses", "en")).toBe("/training");
    expect(pathInLanguage("/promo-french-services?utm=x", "sp")).toBe("/sp/services?utm=x");
    expect(pathInLanguage("/promo-english-courses", "ru")).toBe("/ru/training");
    expect(pathInLanguage("/english-training", "lt")).toBe("/lt/learn");
    expect(pathInLanguage("/promo-english-services", "po")).toBe("/po/services");
  });

  it("keeps a one-language page in its own language", () => {
    expect(pathInLanguage("/promo-french-courses", "fr")).toBe("/promo-french-courses");
    expect(pathInLanguage("/english-training#contact", "en")).toBe("/english-training#contact");
  });

  it("gives an unknown address the language's prefix (the not-found page in that language)", () => {
    expect(pathInLanguage("/no-such-page", "fr")).toBe("/fr/no-such-page");
    expect(pathInLanguage("/fr/no-such-page", "en")).toBe("/no-such-page");
  });

  it("always lands on a prerendered address, from every page in every language", () => {
    const built = new Set(prerenderPaths());
    for (const route of ROUTES) {
      for (const { path } of routeAddresses(route.key)) {
        for (const locale of LOCALE_CODES as readonly LocaleCode[]) {
          const target = pathInLanguage(path, locale);
          expect(built.has(target), `${path} in ${locale} → ${target}`).toBe(true);
          expect(pageLocaleOf(target), `${path} in ${locale} → ${target}`).toBe(locale);
        }
      }
    }
  });

  it("has counterparts only for pages missing from some language, each a page of the route table", () => {
    const keys = new Set<string>(ROUTES.map((route) => route.key));
    for (const route of ROUTES as readonly RouteEntry[]) {
      if (route.counterpart === undefined) continue;
      expect(routeAddresses(route.key as RouteKey).length, route.key).toBeLessThan(7);
      expect(keys.has(route.counterpart), `${route.key} → ${route.counterpart}`).toBe(true);
    }
  });
});
