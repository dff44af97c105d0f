import { describe, expect, it } from "vitest";
import { isMessageAvailable, messageLocales, pageOfMessage, requiredMessageIds } from "./availability.ts";
import { LOCALES, LOCALE_CODES } from "./locales.ts";
import { catalogs } from "./messages.ts";
import { ROUTES, ROUTE_PATHS, routeAddresses, routeLocales } from "./routes.ts";

describe("availability", () => {
  it("puts training landing ids in every language but Lithuanian", () => {
    expect(pageOfMessage("landing.training.hero.title")).toBe("trainingLanding");
    expect(pageOfMessage("meta.landing.training.title")).toBe("trainingLanding");
    expect(messageLocales("landing.training.hero.title")).toEqual(["en", "de", "ru", "po", "fr", "sp"]);
    expect(isMessageAvailable("landing.training.hero.title", "lt")).toBe(false);
  });

  it("puts English-only training ids in English only", () => {
    expect(pageOfMessage("landing.englishTraining.hero.title")).toBe("englishTrainingLanding");
    expect(messageLocales("landing.englishTraining.hero.title")).toEqual(["en"]);
  });

  it("matches whole prefixes: a similar id elsewhere exists in every language", () => {
    expect(pageOfMessage("landing.trainingCards.title")).toBeUndefined();
    expect(pageOfMessage("landing.services.hero.title")).toBeUndefined();
    expect(messageLocales("home.services.title")).toEqual(LOCALE_CODES);
  });

  it("requires every English id in English and the available ones elsewhere", () => {
    expect(requiredMessageIds("en")).toEqual(Object.keys(catalogs.en).sort());
    for (const code of LOCALE_CODES) {
      const required = requiredMessageIds(code);
      expect(required).toContain("home.services.title");
      expect(required.every((id) => isMessageAvailable(id, code))).toBe(true);
    }
  });
});

describe("route table", () => {
  it("declares each page once: a unique key and a unique English path, without a language prefix", () => {
    expect(new Set(ROUTES.map((route) => route.key)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    const prefixes = LOCALES.map((locale) => locale.pathPrefix).filter(Boolean);
    for (const { path } of ROUTES) {
      // Lower-case words joined by hyphens, between slashes; no trailing slash but the home page's.
      expect(path).toMatch(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/);
      expect(prefixes, path).not.toContain(`/${path.split("/")[1]}`);
    }
  });

  it("serves ordinary pages in all seven languages under their prefixes", () => {
    expect(routeLocales("home")).toEqual(LOCALE_CODES);
    expect(routeAddresses("home").map((address) => address.path)).toEqual([
      "/",
      "/gr",
      "/lt",
      "/ru",
      "/po",
      "/fr",
      "/sp",
    ]);
    expect(routeAddresses("meatProduct")).toContainEqual({ locale: "de", path: "/gr/english/meatdelivery" });
  });

  it("has no Lithuanian training landing page", () => {
    expect(routeLocales("trainingLanding")).not.toContain("lt");
    expect(routeAddresses("trainingLanding").map((address) => address.path)).toEqual([
      "/training",
      "/gr/training",
      "/ru/training",
      "/po/training",
      "/fr/training",
      "/sp/training",
    ]);
  });

  it("gives pages with a forced language one unprefixed address", () => {
    expect(routeAddresses("englishTrainingLanding")).toEqual([{ locale: "en", path: "/english-training" }]);
    expect(routeAddresses("promoFrenchCourses")).toEqual([{ locale: "fr", path: "/promo-french-courses" }]);
    expect(routeAddresses("promoEnglishServices")).toEqual([{ locale: "en", path: "/promo-english-services" }]);
  });

  it("names paths by key", () => {
    expect(ROUTE_PATHS.groceryProduct).toBe("/english/productpage");
    expect(ROUTE_PATHS.promoInquiry).toBe("/promo-inquirey");
  });
});
