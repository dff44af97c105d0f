/**
 * The message ids a piece of built JavaScript (or an island's serialized props) can show: every
 * quoted text that is an id of the catalogs. Ids are always written out in full (the content
 * package's extraction check forbids assembling them), so they survive bundling and
 * minification as string literals.
 */
const QUOTED_ID = /(["'`])([a-z][A-Za-z]*(?:\.[A-Za-z0-9]+)+)\1/g;

/** The ids of `known` that `code` mentions as quoted strings (`"home.hero.title"`, `` `nav.products` ``). */
export function messageIdsIn(code: string, known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const [, , text] of code.matchAll(QUOTED_ID)) if (text && known.has(text)) found.add(text);
  return found;
}
