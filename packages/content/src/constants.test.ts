import { describe, expect, it } from "vitest";
import * as constants from "./constants.ts";
import { LOCALES } from "./locales.ts";

// constants.ts is the one table of the site's numbers (docs/product.md#15-timing-sizes-and-motion): components, stories and
// end-to-end tests read them from there, so they are not restated here. These tests check what the
// country rules do with them, and that the lists agree with each other.

describe("the visitor's language from their country", () => {
  it("gives German to Germany, Austria and Switzerland, in any letter case", () => {
    expect(["DE", "AT", "ch"].map((country) => constants.languageForCountry(country))).toEqual(["de", "de", "de"]);
  });

  it("gives each other language to its countries", () => {
    expect(constants.languageForCountry("LT")).toBe("lt");
    expect(constants.languageForCountry("KZ")).toBe("ru");
    expect(constants.languageForCountry("BR")).toBe("po");
    expect(constants.languageForCountry("CA")).toBe("fr");
    expect(constants.languageForCountry("MX")).toBe("sp");
  });

  it("gives English to every other country", () => {
    expect(constants.languageForCountry("US")).toBe("en");
    expect(constants.languageForCountry("IN")).toBe("en");
    expect(constants.languageForCountry("")).toBe("en");
  });

  it("maps countries only to languages the site has", () => {
    const codes = new Set<string>(LOCALES.map((locale) => locale.code));
    for (const language of Object.values(constants.COUNTRY_LANGUAGE)) expect(codes).toContain(language);
  });

  it("in the shell's narrow variant knows only Germany and Lithuania", () => {
    const narrow = (country: string) => constants.languageForCountry(country, constants.NARROW_COUNTRY_LANGUAGE);
    expect([narrow("DE"), narrow("LT"), narrow("AT"), narrow("FR")]).toEqual(["de", "lt", "en", "en"]);
  });
});

describe("the country from the browser's language when no lookup answers", () => {
  it("reads French and Lithuanian browsers as France and Lithuania, whatever the region or case", () => {
    expect(constants.countryFromBrowserLanguage("fr-CA")).toBe("FR");
    expect(constants.countryFromBrowserLanguage("FR")).toBe("FR");
    expect(constants.countryFromBrowserLanguage("lt")).toBe("LT");
  });

  it("assumes the default country for any other or no language", () => {
    expect(constants.countryFromBrowserLanguage("de-DE")).toBe(constants.DEFAULT_COUNTRY);
    expect(constants.countryFromBrowserLanguage(undefined)).toBe(constants.DEFAULT_COUNTRY);
  });
});

describe("EU and European countries", () => {
  it("tells them apart, in any letter case", () => {
    expect(constants.isEuCountry("lt")).toBe(true);
    expect(constants.isEuCountry("GB")).toBe(false);
    expect(constants.isEuropeanCountry("GB")).toBe(true);
    expect(constants.isEuropeanCountry("XK")).toBe(true);
    expect(constants.isEuropeanCountry("US")).toBe(false);
  });

  it("counts every EU member as European, and lists no country twice", () => {
    expect(constants.EUROPEAN_COUNTRY_CODES).toEqual(expect.arrayContaining([...constants.EU_COUNTRY_CODES]));
    expect(new Set(constants.EU_COUNTRY_CODES).size).toBe(constants.EU_COUNTRY_CODES.length);
    expect(new Set(constants.EUROPEAN_COUNTRY_CODES).size).toBe(constants.EUROPEAN_COUNTRY_CODES.length);
  });
});

describe("the feature grid's numbers", () => {
  it("fill its columns exactly", () => {
    expect(constants.COUNTS.featureColumns * constants.COUNTS.featuresPerColumn).toBe(constants.COUNTS.features);
  });
});
