/**
 * Pure helpers behind the catalog checks in `messages.test.ts` (not part of the package's API).
 */
import { TYPE, parse, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";

const TYPE_NAMES: Readonly<Partial<Record<TYPE, string>>> = {
  [TYPE.argument]: "argument",
  [TYPE.number]: "number",
  [TYPE.date]: "date",
  [TYPE.time]: "time",
  [TYPE.select]: "select",
  [TYPE.plural]: "plural",
  [TYPE.tag]: "tag",
};

function walk(elements: MessageFormatElement[], visit: (element: MessageFormatElement) => void): void {
  for (const element of elements) {
    visit(element);
    if (element.type === TYPE.tag) walk(element.children, visit);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) walk(option.value, visit);
    }
  }
}

/**
 * The arguments and tags a message uses, each with its ICU kind: `{ name: "argument",
 * count: "plural", b: "tag" }`. Ordinal plurals are reported as `selectordinal`.
 */
export function messageArguments(message: string): Record<string, string> {
  const found: Record<string, string> = {};
  walk(parse(message), (element) => {
    if (element.type === TYPE.literal || element.type === TYPE.pound) return;
    const kind =
      element.type === TYPE.plural && element.pluralType === "ordinal" ? "selectordinal" : TYPE_NAMES[element.type];
    found[element.value] = kind ?? "unknown";
  });
  return found;
}

/**
 * The CLDR plural categories a message's plural arguments lack in a language (`tag`), as
 * "count: few" strings. Exact matches (`=0`) do not stand in for a category; `other` is always
 * required.
 */
export function missingPluralCategories(message: string, tag: string): string[] {
  const missing: string[] = [];
  walk(parse(message), (element) => {
    if (element.type !== TYPE.plural) return;
    const rules = new Intl.PluralRules(tag, { type: element.pluralType ?? "cardinal" });
    const needed = new Set([...rules.resolvedOptions().pluralCategories, "other"]);
    for (const category of needed) {
      if (!(category in element.options)) missing.push(`${element.value}: ${category}`);
    }
  });
  return missing;
}

/** The parse error of a message, or null when it is valid ICU. */
export function icuError(message: string): string | null {
  try {
    parse(message);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** All literal text a message writes itself (in every plural/select branch and tag), joined. */
export function literalText(message: string): string {
  const parts: string[] = [];
  walk(parse(message), (element) => {
    if (element.type === TYPE.literal) parts.push(element.value);
  });
  return parts.join("");
}
