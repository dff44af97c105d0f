import { describe, expect, it, vi } from "vitest";
import { DETECTED_COUNTRY_KEY, type CountryDetection } from "./country-detection.ts";
import { decideInitialLanguage, detectInitialLanguage, forcedLocaleOf } from "./language-detection.ts";
import { memoryStorage } from "./testing/memory-storage.ts";

describe("decideInitialLanguage", () => {
  it("applies a stored explicit choice before anything detected", () => {
    expect(decideInitialLanguage({ stored: "lt", country: "DE" })).toEqual({ locale: "lt", source: "stored" });
  });

  it("ignores a stored value that is not a language code", () => {
    expect(decideInitialLanguage({ stored: "pt", country: "DE" })).toEqual({ locale: "de", source: "country" });
    expect(decideInitialLanguage({ stored: "", country: null })).toEqual({ locale: "en", source: "default" });
  });

  it.each([
    ["DE", "de"],
    ["AT", "de"],
    ["CH", "de"],
    ["LT", "lt"],
    ["RU", "ru"],
    ["BY", "ru"],
    ["KZ", "ru"],
    ["PT", "po"],
    ["BR", "po"],
    ["AO", "po"],
    ["MZ", "po"],
    ["FR", "fr"],
    ["BE", "fr"],
    ["CA", "fr"],
    ["ES", "sp"],
    ["MX", "sp"],
    ["UY", "sp"],
    ["US", "en"],
    ["GB", "en"],
    ["IN", "en"],
    ["PL", "en"],
  ])("maps the country %s to %s (wider reading)", (country, locale) => {
    expect(decideInitialLanguage({ stored: null, country })).toEqual({ locale, source: "country" });
  });

  it("uses English when detection failed", () => {
    expect(decideInitialLanguage({ stored: null, country: null })).toEqual({ locale: "en", source: "default" });
    expect(decideInitialLanguage({})).toEqual({ locale: "en", source: "default" });
  });

  it("treats a language prefix in the URL as a choice that beats the country", () => {
    expect(decideInitialLanguage({ path: "/fr/learn", country: "DE" })).toEqual({ locale: "fr", source: "url" });
    expect(decideInitialLanguage({ path: "/gr", country: "US" })).toEqual({ locale: "de", source: "url" });
  });

  it("lets the stored choice beat the URL prefix", () => {
    expect(decideInitialLanguage({ stored: "ru", path: "/fr/learn" })).toEqual({ locale: "ru", source: "stored" });
  });

  it("detects on unprefixed (English) addresses", () => {
    expect(decideInitialLanguage({ path: "/learn", country: "LT" })).toEqual({ locale: "lt", source: "country" });
    expect(decideInitialLanguage({ path: "/", country: "BR" })).toEqual({ locale: "po", source: "country" });
  });

  it("keeps the language of a page that forces it, whatever was stored or detected", () => {
    expect(decideInitialLanguage({ stored: "de", path: "/promo-french-courses", country: "DE" })).toEqual({
      locale: "fr",
      source: "forced",
    });
    expect(decideInitialLanguage({ stored: "lt", path: "/english-training/?utm=x", country: "LT" })).toEqual({
      locale: "en",
      source: "forced",
    });
  });
});

describe("forcedLocaleOf", () => {
  it("finds the forced language of the one-language pages only", () => {
    expect(forcedLocaleOf("/promo-english-services")).toBe("en");
    expect(forcedLocaleOf("/promo-french-services#contact")).toBe("fr");
    expect(forcedLocaleOf("/promo-services")).toBeNull();
    expect(forcedLocaleOf("/fr/promo-french-courses")).toBeNull();
    expect(forcedLocaleOf("/")).toBeNull();
  });
});

describe("detectInitialLanguage", () => {
  const detected = (country: string): (() => Promise<CountryDetection>) =>
    vi.fn(() => Promise.resolve({ country, source: "cdn-trace" as const }));

  it("applies the stored choice without any lookup", async () => {
    const detectCountry = detected("DE");
    const result = await detectInitialLanguage({
      storage: memoryStorage({ selectedLanguage: "sp" }),
      path: "/",
      detectCountry,
    });
    expect(result).toEqual({ locale: "sp", source: "stored" });
    expect(detectCountry).not.toHaveBeenCalled();
  });

  it("does not detect on a prefixed or forced page", async () => {
    const detectCountry = detected("DE");
    await expect(
      detectInitialLanguage({ storage: memoryStorage(), path: "/ru/learn", detectCountry }),
    ).resolves.toEqual({ locale: "ru", source: "url" });
    await expect(
      detectInitialLanguage({ storage: memoryStorage(), path: "/promo-french-courses", detectCountry }),
    ).resolves.toEqual({ locale: "fr", source: "forced" });
    expect(detectCountry).not.toHaveBeenCalled();
  });

  it("maps a detected country, stores the country and never the language", async () => {
    const storage = memoryStorage();
    const result = await detectInitialLanguage({ storage, path: "/", detectCountry: detected("AT") });
    expect(result).toEqual({ locale: "de", source: "country" });
    expect(storage.data.get(DETECTED_COUNTRY_KEY)).toBe("AT");
    expect(storage.data.has("selectedLanguage")).toBe(false);
  });

  it("reuses a country the start-up gate already detected", async () => {
    const detectCountry = detected("US");
    const result = await detectInitialLanguage({
      storage: memoryStorage({ [DETECTED_COUNTRY_KEY]: "PT" }),
      path: "/learn",
      detectCountry,
    });
    expect(result).toEqual({ locale: "po", source: "country" });
    expect(detectCountry).not.toHaveBeenCalled();
  });

  it("uses English and warns when detection throws", async () => {
    const warn = vi.fn();
    const result = await detectInitialLanguage({
      storage: memoryStorage(),
      path: "/",
      detectCountry: () => Promise.reject(new Error("boom")),
      warn,
    });
    expect(result).toEqual({ locale: "en", source: "default" });
    expect(warn).toHaveBeenCalledOnce();
  });

  it("works without storage (blocked in private mode)", async () => {
    const result = await detectInitialLanguage({ storage: undefined, path: "/", detectCountry: detected("FR") });
    expect(result).toEqual({ locale: "fr", source: "country" });
  });
});
