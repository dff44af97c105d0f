import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { accentuate, pseudoLocalize, pseudoMessages } from "./pseudo.ts";
import { catalogs } from "./messages.ts";

const format = (message: string, values?: Record<string, unknown>) =>
  String(new IntlMessageFormat(message, "en-XA").format(values as never));

describe("pseudo-localization", () => {
  it("accents letters and leaves digits and punctuation", () => {
    expect(accentuate("Software 24/7!")).toBe("Šöƒţŵåŕé 24/7!");
  });

  it("brackets and pads text to about 140 % of its length", () => {
    const result = format(pseudoLocalize("Software development"));
    expect(result).toMatch(/^\[Šöƒţŵåŕé ðéṽéļöþɱéñţ ·+\]$/);
    expect(result.length / "Software development".length).toBeGreaterThanOrEqual(1.35);
    expect(result.length / "Software development".length).toBeLessThanOrEqual(1.5);
  });

  it("pads a long message with dots in word-sized groups, so the text wraps on a phone", () => {
    const result = format(pseudoLocalize("A sentence of a paragraph. ".repeat(8)));
    const padding = result.slice(result.lastIndexOf("]") - 60, result.lastIndexOf("]"));
    expect(padding).toMatch(/^[· ]+$/);
    expect(Math.max(...padding.split(" ").map((word) => word.length))).toBeLessThanOrEqual(10);
  });

  it("keeps arguments, plural keys, # and tags", () => {
    const message = "Hi <b>{name}</b>, {count, plural, one {# month} other {# months}} from {date, date, short}";
    const pseudo = pseudoLocalize(message);
    expect(pseudo).toContain("{name}");
    expect(pseudo).toMatch(/one\s*\{# ɱöñţĥ\}/);
    expect(pseudo).toMatch(/other\s*\{# ɱöñţĥš\}/);
    const result = format(pseudo, {
      name: "Ada",
      count: 2,
      date: new Date(Date.UTC(2025, 5, 8)),
      b: (chunks: string[]) => `*${chunks.join("")}*`,
    });
    expect(result).toContain("Ĥî *Ada*, 2 ɱöñţĥš");
  });

  it("escapes ICU syntax characters that were literal in English", () => {
    const result = format(pseudoLocalize("Use '{braces}' and it''s fine"));
    expect(result).toContain("{ƀŕåçéš}");
    expect(result).toContain("îţ'š");
  });

  it("covers every English message", () => {
    expect(Object.keys(pseudoMessages())).toEqual(Object.keys(catalogs.en));
    expect(pseudoMessages()).toBe(pseudoMessages());
  });
});
