import { describe, expect, it } from "vitest";
import { LOCALES, localeFromPath, localizedPath, unlocalizedPath } from "./locales.ts";

describe("locale registry", () => {
  it("lists the seven interface languages with unique tags, labels, flags and prefixes", () => {
    expect(LOCALES.map((locale) => locale.code)).toEqual(["en", "de", "lt", "ru", "po", "fr", "sp"]);
    expect(LOCALES.map((locale) => locale.label)).toEqual(["ENG", "GER", "LIT", "RUS", "POR", "FRA", "ESP"]);
    expect(LOCALES.map((locale) => locale.tag)).toEqual(["en", "de", "lt", "ru", "pt", "fr", "es"]);
    expect(LOCALES.map((locale) => locale.pathPrefix)).toEqual(["", "/gr", "/lt", "/ru", "/po", "/fr", "/sp"]);
    for (const key of ["flag", "pathPrefix", "name"] as const) {
      expect(new Set(LOCALES.map((locale) => locale[key])).size).toBe(LOCALES.length);
    }
  });

  it("uses tags that Intl understands", () => {
    for (const locale of LOCALES) {
      expect(Intl.getCanonicalLocales(locale.tag)).toEqual([locale.tag]);
    }
  });
});

describe("localized paths", () => {
  it("reads the language from the first path segment only", () => {
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/learn")).toBe("en");
    expect(localeFromPath("/gr")).toBe("de");
    expect(localeFromPath("/gr/english/meatdelivery")).toBe("de");
    expect(localeFromPath("/lt/")).toBe("lt");
    expect(localeFromPath("/po?x=1")).toBe("po");
    expect(localeFromPath("/sp#contact")).toBe("sp");
    // Whole segments only: these are English pages.
    expect(localeFromPath("/grocery")).toBe("en");
    expect(localeFromPath("/frontpage/fr")).toBe("en");
  });

  it("removes the language prefix, keeping query and hash", () => {
    expect(unlocalizedPath("/gr/english/meatdelivery")).toBe("/english/meatdelivery");
    expect(unlocalizedPath("/fr")).toBe("/");
    expect(unlocalizedPath("/ru/?a=1#top")).toBe("/?a=1#top");
    expect(unlocalizedPath("/learn/app-dev")).toBe("/learn/app-dev");
    expect(unlocalizedPath("")).toBe("/");
  });

  it("builds the same page's address in another language", () => {
    expect(localizedPath("/", "de")).toBe("/gr");
    expect(localizedPath("/", "en")).toBe("/");
    expect(localizedPath("/learn", "lt")).toBe("/lt/learn");
    expect(localizedPath("/english/productpage", "po")).toBe("/po/english/productpage");
    expect(localizedPath("/gr/learn", "fr")).toBe("/fr/learn");
    expect(localizedPath("/sp/learn?x=1#contact", "en")).toBe("/learn?x=1#contact");
    expect(localizedPath("/?ref=ad", "ru")).toBe("/ru?ref=ad");
  });

  it("round-trips every language", () => {
    for (const { code } of LOCALES) {
      const path = localizedPath("/privacy-policy", code);
      expect(localeFromPath(path)).toBe(code);
      expect(unlocalizedPath(path)).toBe("/privacy-policy");
    }
  });
});
