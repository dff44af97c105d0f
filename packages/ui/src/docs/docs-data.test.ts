/**
 * The docs pages state the site's data by rendering it (test/doc-facts.ts, the content data, the
 * tokens), never by typing it: a typed fact is true the day it is written and silently wrong
 * after (the language switcher's page listed the labels "ENG, DEU, LIT, РУС" while the switcher
 * showed GER and RUS). Each rule below is one kind of fact a page typed before.
 */
import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as content from "@studio/content";
import { BREAKPOINT_PX, languageName } from "../test/doc-facts.ts";

const SRC = fileURLToPath(new URL("..", import.meta.url));
const pages = globSync("**/*.mdx", { cwd: SRC }).sort();

/** What a page shows or renders: its text without import lines, code blocks and inline code. */
function readable(file: string): string {
  return readFileSync(`${SRC}/${file}`, "utf8")
    .replace(/^import .*$/gm, "")
    .replace(/```[\s\S]*?```/g, "")
    .replace(/`[^`\n]*`/g, "");
}

/** Every numeric constant of @studio/content whose name says its unit (`BANNER_HEIGHT_PX`, `TOAST.durationMs`). */
function constantsIn(unit: "px" | "ms"): number[] {
  const named = (name: string) => (unit === "px" ? /(_PX|Px)$/ : /(_MS|Ms)$/).test(name);
  return Object.entries(content).flatMap(([name, value]) => {
    if (typeof value === "number") return named(name) ? [value] : [];
    if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
    return Object.entries(value).flatMap(([key, member]) => (typeof member === "number" && named(key) ? [member] : []));
  });
}

/** The Storybook viewports' widths (.storybook/viewports.ts, read as text: it is outside this package). */
const VIEWPORT_WIDTHS = [
  ...readFileSync(fileURLToPath(new URL("../../../../.storybook/viewports.ts", import.meta.url)), "utf8").matchAll(
    /width: "(\d+)px"/g,
  ),
].map((match) => Number(match[1]));

/**
 * Widths a page must not type: the breakpoints, the viewports and the layout constants. Small
 * constants (a 40 px spinner) are left out: the same number is as often another part's own size (a
 * 40 px logo); the pages render those constants all the same.
 */
const PIXELS = new Set([
  ...Object.values(BREAKPOINT_PX),
  ...VIEWPORT_WIDTHS,
  ...constantsIn("px").filter((pixels) => pixels >= 100),
]);
const MILLISECONDS = new Set(constantsIn("ms"));

/**
 * How a person types a language's label: the registry's labels and the first three letters of
 * each language's English name and its own name (ENG, GER, DEU, LIT, LIE, RUS, РУС…).
 */
const LABEL_LIKE = [
  ...new Set(
    content.LOCALES.flatMap(({ code, label, name }) =>
      [label, languageName(code), name].map((word) => word.slice(0, 3).toUpperCase()),
    ),
  ),
];

/** Each language's names a list would spell out: its English name and its own. */
const LANGUAGE_WORDS = content.LOCALES.map(({ code, name }) =>
  [languageName(code), name].map((word) => new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, "u")),
);

interface Rule {
  readonly fact: string;
  readonly matches: (text: string) => string[];
}

const pattern =
  (regex: RegExp, keep: (match: RegExpMatchArray) => boolean = () => true) =>
  (text: string) =>
    [...text.matchAll(regex)].filter(keep).map((match) => match[0]);

const RULES: readonly Rule[] = [
  {
    fact: "a language's label (LOCALE_LABELS, the locale registry)",
    matches: pattern(new RegExp(`(?<!\\p{L})(${LABEL_LIKE.join("|")})(?!\\p{L})`, "gu")),
  },
  {
    fact: "a list of the languages (LANGUAGE_NAMES_IN_WORDS, the locale registry)",
    matches: (text) =>
      text
        .split(/[.;:!?](?:\s|$)|\n\s*\n/)
        .filter((sentence) => LANGUAGE_WORDS.filter((names) => names.some((name) => name.test(sentence))).length >= 3)
        .map((sentence) => sentence.trim().slice(0, 80)),
  },
  { fact: "a number of characters (longestText, the data)", matches: pattern(/\b\d+\s+characters\b/g) },
  {
    fact: "how much longer translations run (textGrowth, the catalogs)",
    matches: pattern(/\d+\s*(?:[–-]\s*\d+\s*)?%\s+longer/g),
  },
  {
    fact: "a width of the breakpoints, viewports or constants (BREAKPOINT, px)",
    matches: pattern(/\b(\d+)(?:\s|-)?px\b/g, (match) => PIXELS.has(Number(match[1]))),
  },
  {
    fact: "a timer of the constants (seconds)",
    matches: pattern(/\b(\d+(?:\.\d+)?)\s*(ms|s|seconds?)\b/g, (match) =>
      MILLISECONDS.has(Number(match[1]) * (match[2] === "ms" ? 1 : 1000)),
    ),
  },
  {
    fact: "a position or count a screen reader announces (positionOf, the data)",
    matches: pattern(/\b\d+ of \d+\b|\blist, \d+ items\b/g),
  },
];

describe("docs pages", () => {
  it("are found", () => {
    expect(pages.length).toBeGreaterThan(40);
  });

  for (const rule of RULES) {
    it(`render ${rule.fact} instead of typing it`, () => {
      const typed = pages.flatMap((file) => rule.matches(readable(file)).map((match) => `${file}: ${match}`));
      expect(typed).toEqual([]);
    });
  }

  it("catch what they are meant to catch", () => {
    const caught = (text: string) => RULES.filter((rule) => rule.matches(text).length > 0).map((rule) => rule.fact);
    expect(caught("the label (ENG, DEU, РУС)")).toHaveLength(1);
    expect(caught("English, German and Lithuanian are real translations")).toHaveLength(1);
    expect(caught("at most about 120 characters")).toHaveLength(1);
    expect(caught("German and Russian run 30–40 % longer")).toHaveLength(1);
    expect(caught(`three columns from ${BREAKPOINT_PX.md} px`)).toHaveLength(1);
    expect(caught(`turning every ${content.BANNER_INTERVAL_MS / 1000} seconds`)).toHaveLength(1);
    expect(caught('"Deutsch, menu item radio, 2 of 7"')).toHaveLength(1);
    expect(caught("a 44 px target, 60 % opacity, in English, an API and CSS")).toEqual([]);
  });
});
