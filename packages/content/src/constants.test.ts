import { describe, expect, it } from "vitest";
import * as constants from "./constants.ts";

describe("business constants (spec section 9, restated literally)", () => {
  it("has the spec's timers", () => {
    expect(constants.BANNER_INTERVAL_MS).toBe(4000);
    expect(constants.PRODUCTS_INTERVAL_MS).toBe(5000);
    expect(constants.TESTIMONIALS_INTERVAL_MS).toBe(3000);
    expect(constants.TESTIMONIALS_VISIBLE).toBe(3);
    expect(constants.TESTIMONIALS_PER_LANGUAGE).toBe(4);
  });

  it("has the spec's sizes and breakpoints", () => {
    expect(constants.BANNER_HEIGHT_PX).toBe(450);
    expect(constants.LIFECYCLE_BREAKPOINT_PX).toBe(768);
    expect(constants.HIGHLIGHTS_BREAKPOINT_PX).toBe(768);
    expect(constants.PRODUCTS_WIDE_MIN_PX).toBe(480);
    expect(constants.SPINNER_PX).toBe(40);
    expect(constants.NAV_LAYER).toBe(9999);
    expect(constants.BANNER_DESC_LINES).toBe(3);
    expect(constants.TEXTAREA_ROWS).toBe(4);
  });

  it("has the spec's scroll distances, toast timings, counts and parallax", () => {
    expect(constants.SCROLL_VIEWPORT_HEIGHTS).toEqual({ navContact: 6, bookDemo: 2, productContact: 4 });
    expect(constants.TOAST).toEqual({ offsetPx: 75, durationMs: 3000, noticeDurationMs: 4500 });
    expect(constants.COUNTS).toEqual({
      productCategories: 8,
      stripImages: 8,
      services: 5,
      lifecyclePhases: 7,
      narrowLifecyclePhases: 3,
      highlights: 4,
      faqEntries: 7,
      features: 15,
      featureColumns: 3,
      featuresPerColumn: 5,
    });
    expect(constants.COUNTS.featureColumns * constants.COUNTS.featuresPerColumn).toBe(constants.COUNTS.features);
    expect(constants.PARALLAX).toEqual({ strength: 600, blurMin: -5, blurMax: 15 });
  });

  it("lists the 27 EU member states of the spec", () => {
    expect([...constants.EU_COUNTRY_CODES].sort()).toEqual(
      "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" ").sort(),
    );
  });

  it("lists 47 distinct European countries including the spec's examples and every EU state", () => {
    const european = constants.EUROPEAN_COUNTRY_CODES;
    expect(european).toHaveLength(47);
    expect(new Set(european).size).toBe(47);
    expect(european).toEqual(expect.arrayContaining(["AD", "AL", "AT", "GB", "RU", "UA", "XK"]));
    expect(european).toEqual(expect.arrayContaining([...constants.EU_COUNTRY_CODES]));
  });

  it("maps countries to languages as spec section 4 (wider reading)", () => {
    const expected: Record<string, string> = {
      de: "DE AT CH",
      lt: "LT",
      ru: "RU BY KZ",
      po: "PT BR AO MZ",
      fr: "FR BE CA",
      sp: "ES MX AR CO PE VE CL EC GT CU BO DO HN PY SV NI CR PA UY",
    };
    const actual: Record<string, string[]> = {};
    for (const [country, language] of Object.entries(constants.COUNTRY_LANGUAGE)) {
      (actual[language] ??= []).push(country);
    }
    expect(Object.fromEntries(Object.entries(actual).map(([k, v]) => [k, v.sort()]))).toEqual(
      Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, v.split(" ").sort()])),
    );
    expect(constants.languageForCountry("at")).toBe("de");
    expect(constants.languageForCountry("US")).toBe("en");
    expect(constants.languageForCountry("IN")).toBe("en");
  });

  it("has the narrow shell variant: DE → de, LT → lt, anything else English", () => {
    const narrow = (country: string) => constants.languageForCountry(country, constants.NARROW_COUNTRY_LANGUAGE);
    expect(narrow("DE")).toBe("de");
    expect(narrow("LT")).toBe("lt");
    expect(narrow("AT")).toBe("en");
    expect(narrow("FR")).toBe("en");
  });

  it("falls back from the browser language to a country: fr → FR, lt → LT, else US", () => {
    expect(constants.DEFAULT_COUNTRY).toBe("US");
    expect(constants.countryFromBrowserLanguage("fr-CA")).toBe("FR");
    expect(constants.countryFromBrowserLanguage("FR")).toBe("FR");
    expect(constants.countryFromBrowserLanguage("lt")).toBe("LT");
    expect(constants.countryFromBrowserLanguage("de-DE")).toBe("US");
    expect(constants.countryFromBrowserLanguage(undefined)).toBe("US");
  });

  it("tells EU and European countries apart", () => {
    expect(constants.isEuCountry("lt")).toBe(true);
    expect(constants.isEuCountry("GB")).toBe(false);
    expect(constants.isEuropeanCountry("GB")).toBe(true);
    expect(constants.isEuropeanCountry("XK")).toBe(true);
    expect(constants.isEuropeanCountry("US")).toBe(false);
  });
});
