import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { MESSAGE_AVAILABILITY, isMessageAvailable } from "./availability.ts";
import { icuError, literalText, messageArguments, missingPluralCategories } from "./checks/icu.ts";
import { LOCALE_CODES, getLocale, type LocaleCode } from "./locales.ts";
import { catalogs, messagesFor, requiredMessageIds, type MessageId } from "./messages.ts";
import { PSEUDO_TAG, pseudoMessages } from "./pseudo.ts";

const english = catalogs.en;
const englishIds = Object.keys(english) as MessageId[];

/**
 * Ids whose text is a proper name and therefore the same as English, per language. Keep it tiny:
 * anything else identical to English is an untranslated copy.
 */
const SAME_AS_ENGLISH: Partial<Record<MessageId, readonly LocaleCode[]>> = {
  "home.technologies.devops.title": ["de", "lt", "ru", "po", "fr", "sp"],
  "home.contact.services.devops": ["de", "lt", "ru", "po", "fr", "sp"],
  // "Chennai, India" is also the Spanish spelling of the city and the country.
  "footer.registeredOffice.locality": ["sp"],
  // "Banner" is the German, Portuguese and Spanish word too; "Description" the French one.
  "admin.banners.position": ["de", "po", "sp"],
  "admin.editor.description": ["fr"],
};

/** Sample values for a message's arguments, by kind. */
function sampleValues(message: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messageArguments(message)).map(([name, kind]) => {
      if (kind === "tag") return [name, (chunks: unknown[]) => chunks.join("")];
      if (kind === "plural" || kind === "selectordinal" || kind === "number") return [name, 3];
      if (kind === "date" || kind === "time") return [name, new Date(Date.UTC(2025, 5, 8))];
      return [name, "other"];
    }),
  );
}

/** A message's arguments and their kinds as a stable string, for comparison. */
function sortedArguments(message: string): string {
  return JSON.stringify(Object.entries(messageArguments(message)).sort());
}

function entries(code: LocaleCode): [string, string][] {
  return Object.entries(catalogs[code]) as [string, string][];
}

describe.each(LOCALE_CODES)("message catalog %s", (code) => {
  const catalog: Readonly<Record<string, string>> = catalogs[code];
  const tag = getLocale(code).tag;

  it("has exactly the ids available in this language (no gap, no extra id)", () => {
    const ids = Object.keys(catalog);
    const required = new Set<string>(requiredMessageIds(code));
    expect({
      missing: [...required].filter((id) => !(id in catalog)),
      extra: ids.filter((id) => !required.has(id)),
    }).toEqual({ missing: [], extra: [] });
  });

  it("has only valid, non-empty ICU messages", () => {
    const problems = entries(code).flatMap(([id, message]) => {
      if (!message.trim()) return [`${id}: empty`];
      const error = icuError(message);
      return error ? [`${id}: ${error}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("uses the same arguments, of the same kinds, as English", () => {
    const problems = entries(code)
      .filter(([id]) => id in english && icuError(english[id as MessageId]) === null && icuError(catalog[id]!) === null)
      .flatMap(([id, message]) => {
        const own = sortedArguments(message);
        const expected = sortedArguments(english[id as MessageId]);
        return own === expected ? [] : [`${id}: ${own} ≠ English ${expected}`];
      });
    expect(problems).toEqual([]);
  });

  it(`gives plural arguments every CLDR category of ${tag}`, () => {
    const problems = entries(code)
      .filter(([, message]) => icuError(message) === null)
      .flatMap(([id, message]) => missingPluralCategories(message, tag).map((missing) => `${id}: ${missing}`));
    expect(problems).toEqual([]);
  });

  it("formats every message with sample values", () => {
    const problems = entries(code)
      .filter(([, message]) => icuError(message) === null)
      .flatMap(([id, message]) => {
        try {
          new IntlMessageFormat(message, tag).format(sampleValues(message));
          return [];
        } catch (error) {
          return [`${id}: ${String(error)}`];
        }
      });
    expect(problems).toEqual([]);
  });
});

describe.each(LOCALE_CODES.filter((code) => code !== "en"))("translation %s", (code) => {
  it("is translated, not a silent copy of English (except proper names on the allowlist)", () => {
    const copied = entries(code)
      .filter(([id, message]) => message === english[id as MessageId])
      .map(([id]) => id)
      .filter((id) => !SAME_AS_ENGLISH[id as MessageId]?.includes(code));
    expect(copied).toEqual([]);
  });
});

describe("catalog rules", () => {
  it("keeps the same-as-English allowlist honest: every entry is still identical", () => {
    const stale = Object.entries(SAME_AS_ENGLISH).flatMap(([id, codes]) =>
      (codes ?? [])
        .filter((code) => catalogs[code][id as MessageId] !== english[id as MessageId])
        .map((c) => `${c} ${id}`),
    );
    expect(stale).toEqual([]);
  });

  it("declares availability only for prefixes that exist in the English catalog", () => {
    const unused = MESSAGE_AVAILABILITY.filter((entry) => !englishIds.some((id) => id.startsWith(entry.prefix)));
    expect(unused.map((entry) => entry.prefix)).toEqual([]);
  });

  it("renders a language's own text and falls back to English only for ids it lacks", () => {
    expect(messagesFor("en")).toBe(catalogs.en);
    for (const code of LOCALE_CODES) {
      const messages = messagesFor(code);
      expect(Object.keys(messages).sort()).toEqual([...englishIds].sort());
      for (const id of englishIds) {
        expect(messages[id]).toBe(isMessageAvailable(id, code) ? catalogs[code][id] : english[id]);
      }
    }
  });
});

describe("pseudo-locale", () => {
  const pseudo = pseudoMessages();

  it.each(englishIds)("%s parses, keeps English's arguments and formats", (id) => {
    const message = pseudo[id];
    expect(icuError(message)).toBeNull();
    expect(messageArguments(message)).toEqual(messageArguments(english[id]));
    const formatted = String(new IntlMessageFormat(message, PSEUDO_TAG).format(sampleValues(message)));
    expect(formatted.startsWith("[")).toBe(true);
    expect(formatted.endsWith("]")).toBe(true);
    // Every letter the message itself writes is accented; only argument values stay as given.
    expect(literalText(message)).not.toMatch(/[A-Za-z]/);
    const source = String(new IntlMessageFormat(english[id], "en").format(sampleValues(message)));
    expect(formatted.length).toBeGreaterThan(source.length);
  });
});
