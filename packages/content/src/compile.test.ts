import { TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { compiledMessagesFor } from "./compile.ts";
import { LOCALES } from "./locales.ts";
import { messagesFor, type MessageId } from "./messages.ts";

/** A value for every argument a message uses, chosen so each branch kind is exercised. */
function sampleValues(elements: MessageFormatElement[], values: Record<string, unknown> = {}): Record<string, unknown> {
  for (const element of elements) {
    if (element.type === TYPE.argument) values[element.value] ??= "Vilnius";
    if (element.type === TYPE.number) values[element.value] ??= 1234.5;
    if (element.type === TYPE.date || element.type === TYPE.time)
      values[element.value] ??= new Date(Date.UTC(2026, 5, 15));
    if (element.type === TYPE.plural) {
      values[element.value] ??= 3;
      for (const option of Object.values(element.options)) sampleValues(option.value, values);
    }
    if (element.type === TYPE.select) {
      values[element.value] ??= Object.keys(element.options)[0];
      for (const option of Object.values(element.options)) sampleValues(option.value, values);
    }
    if (element.type === TYPE.tag) {
      values[element.value] ??= (chunks: unknown[]) => `<${element.value}>${chunks.join("")}</${element.value}>`;
      sampleValues(element.children, values);
    }
  }
  return values;
}

const text = (formatted: unknown) => (Array.isArray(formatted) ? formatted.join("") : String(formatted));

describe("precompiled messages", () => {
  it.each(LOCALES.map((locale) => [locale.code, locale.tag] as const))(
    "%s: every message formats exactly as its ICU source, with the English fallback in place",
    (code, tag) => {
      const source = messagesFor(code);
      const compiled = compiledMessagesFor(code);
      expect(Object.keys(compiled).sort()).toEqual(Object.keys(source).sort());
      for (const id of Object.keys(source) as MessageId[]) {
        const values = sampleValues(compiled[id]);
        expect(text(new IntlMessageFormat(compiled[id], tag).format(values)), id).toBe(
          text(new IntlMessageFormat(source[id], tag).format(values)),
        );
      }
    },
  );

  it("parses number skeletons (the course price) instead of leaving them as text", () => {
    const price = Object.entries(messagesFor("en")).find(([, message]) => message.includes("::currency"));
    expect(price, "a message with a currency skeleton").toBeDefined();
    const [id] = price!;
    const formatted = text(
      new IntlMessageFormat(compiledMessagesFor("en")[id as MessageId], "en").format({ price: 45000 }),
    );
    expect(formatted).toContain("₹");
    expect(formatted).toContain("45,000");
  });
});
