import { TYPE, parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { LOCALES, LOCALE_CODES } from "./locales.ts";
import { catalogs, messagesFor } from "./messages.ts";

/** The argument names a message uses, with their ICU type (plural, select, number…). */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, TYPE>()): Map<string, TYPE> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      argumentsOf(element.children, found);
      continue;
    }
    found.set(element.value, element.type);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
  }
  return found;
}

const english = catalogs.en;
const ids = Object.keys(english).sort();

describe.each(LOCALE_CODES)("message catalog %s", (code) => {
  const catalog = catalogs[code];

  it("has exactly the message ids of the English catalog", () => {
    expect(Object.keys(catalog).sort()).toEqual(ids);
  });

  it.each(ids)("%s parses as ICU, is not empty and uses the same arguments as English", (id) => {
    const message = catalog[id as keyof typeof catalog];
    expect(message.trim()).not.toBe("");
    const elements = parse(message);
    expect(Object.fromEntries(argumentsOf(elements))).toEqual(
      Object.fromEntries(argumentsOf(parse(english[id as keyof typeof english]))),
    );
  });

  it("is translated, not a copy of English", () => {
    if (code === "en") return;
    const copied = ids.filter((id) => catalog[id as keyof typeof catalog] === english[id as keyof typeof english]);
    expect(copied).toEqual([]);
  });
});

describe("locale registry", () => {
  it("lists the seven interface languages with unique tags, labels, flags and prefixes", () => {
    expect(LOCALES.map((locale) => locale.code)).toEqual(["en", "de", "lt", "ru", "po", "fr", "sp"]);
    expect(LOCALES.map((locale) => locale.label)).toEqual(["ENG", "GER", "LIT", "RUS", "POR", "FRA", "ESP"]);
    expect(LOCALES.map((locale) => locale.tag)).toEqual(["en", "de", "lt", "ru", "pt", "fr", "es"]);
    for (const key of ["flag", "pathPrefix", "name"] as const) {
      expect(new Set(LOCALES.map((locale) => locale[key])).size).toBe(LOCALES.length);
    }
  });

  it("uses tags that Intl understands", () => {
    for (const locale of LOCALES) {
      expect(Intl.getCanonicalLocales(locale.tag)).toEqual([locale.tag]);
    }
  });

  it("falls back to English for a message a language does not declare", () => {
    expect(messagesFor("fr")["home.hero.title"]).toBe(catalogs.fr["home.hero.title"]);
    expect(messagesFor("en")).toBe(catalogs.en);
  });
});
