/**
 * The pseudo-locale: English turned into accented, ~40 % longer text ("[Ŝöƒţŵåŕé ····]") to
 * reveal hard-coded strings, clipped layouts and missing glyphs in Storybook. Only literal text
 * changes; arguments, plural/select keys, `#` and tags survive, so every message still formats
 * with the same values. Imported through `@studio/content/pseudo` so the site never bundles it.
 */
import { TYPE, parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { printAST } from "@formatjs/icu-messageformat-parser/printer.js";
import { catalogs, type MessageCatalog, type MessageId } from "./messages.ts";

/** The pseudo-locale's toolbar value in Storybook. */
export const PSEUDO_LOCALE = "pseudo";

/** BCP-47 tag of the pseudo-locale (the conventional "English, pseudo-accents" tag). */
export const PSEUDO_TAG = "en-XA";

/** How much longer pseudo text is than its English source. */
const EXPANSION = 0.4;

/**
 * The padding comes in words of at most this many dots: longer text wraps like a real language
 * does, where one 120-dot "word" would overflow any phone (no language has words that long; the
 * long German compounds are tested in German).
 */
const PADDING_WORD = 10;

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter, index) => [
    letter,
    [..."åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"][index]!,
  ]),
);

/** Replaces every ASCII letter by an accented look-alike. */
export function accentuate(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);
}

/** Accents the literal text of a message's elements, recursing into tags and plural/select options. */
function accentElements(elements: MessageFormatElement[]): { elements: MessageFormatElement[]; length: number } {
  let length = 0;
  const result = elements.map((element): MessageFormatElement => {
    if (element.type === TYPE.literal) {
      length += element.value.length;
      return { ...element, value: accentuate(element.value) };
    }
    if (element.type === TYPE.tag) {
      const children = accentElements(element.children);
      length += children.length;
      return { ...element, children: children.elements };
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      // Only one branch renders: the longest one counts towards the padding.
      let longest = 0;
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => {
          const inner = accentElements(option.value);
          longest = Math.max(longest, inner.length);
          return [key, { ...option, value: inner.elements }];
        }),
      );
      length += longest;
      return { ...element, options };
    }
    return element;
  });
  return { elements: result, length };
}

/**
 * One message in the pseudo-locale: literal text accented, the whole wrapped in brackets and
 * padded with middle dots to about 140 % of the English length.
 */
export function pseudoLocalize(message: string): string {
  const { elements, length } = accentElements(parse(message));
  const dots = "·".repeat(Math.max(1, Math.ceil(length * EXPANSION) - 3));
  const padding = dots.match(new RegExp(`.{1,${PADDING_WORD}}`, "gu"))!.join(" ");
  const literal = (value: string): MessageFormatElement => ({ type: TYPE.literal, value });
  return printAST([literal("["), ...elements, literal(` ${padding}]`)]);
}

let cache: MessageCatalog | undefined;

/** Every message of the site in the pseudo-locale, generated from English once and cached. */
export function pseudoMessages(): MessageCatalog {
  cache ??= Object.fromEntries(
    (Object.entries(catalogs.en) as [MessageId, string][]).map(([id, message]) => [id, pseudoLocalize(message)]),
  ) as Record<MessageId, string>;
  return cache;
}
