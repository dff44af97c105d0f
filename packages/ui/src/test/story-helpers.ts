import {
  CAROUSEL_COPY,
  DEFAULT_LOCALE,
  getLocale,
  isLocaleCode,
  messagesFor,
  type Locale,
  type MessageId,
} from "@studio/content";
import { PSEUDO_LOCALE, PSEUDO_TAG, pseudoMessages } from "@studio/content/pseudo";
import { IntlMessageFormat } from "intl-messageformat";
import { expect } from "storybook/test";
import { SPEC_PSEUDO, type SpecPart } from "../test/spec-sheet.tsx";

/**
 * The registry entry of the language a story runs in (the `locale` global). The pseudo-locale
 * is generated from English, so it reports English here (flags, labels, `lang` attributes).
 */
export function storyLocale(globals: Record<string, unknown>): Locale {
  return getLocale(isLocaleCode(globals.locale) ? globals.locale : DEFAULT_LOCALE);
}

/** True when the toolbar shows the pseudo-locale. */
export function isPseudoStory(globals: Record<string, unknown>): boolean {
  return globals.locale === PSEUDO_LOCALE;
}

/**
 * A message of the story's language, formatted, to assert what the visitor reads. In the
 * pseudo-locale it is the pseudo text the story renders, so play functions pass there too.
 * White space is collapsed to plain spaces (French no-break spaces included), as Testing Library
 * and jest-dom collapse the text they read from the page.
 */
export function storyMessage(
  globals: Record<string, unknown>,
  id: MessageId,
  values?: Record<string, string | number>,
): string {
  const [message, tag] = isPseudoStory(globals)
    ? [pseudoMessages()[id], PSEUDO_TAG]
    : [messagesFor(storyLocale(globals).code)[id], storyLocale(globals).tag];
  return String(new IntlMessageFormat(message, tag).format(values)).replace(/\s+/g, " ");
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Matches exactly this text with any white space between words: accessible names and text
 * content keep no-break spaces (French punctuation) that `storyMessage` has collapsed.
 */
export function sameText(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text.trim()).replace(/ +/g, "\\s+")}\\s*$`);
}

/** Matches text that contains this text, with any white space between words. */
export function containsText(text: string): RegExp {
  return new RegExp(escapeRegExp(text.trim()).replace(/ +/g, "\\s+"));
}

/** Text with white space collapsed to single spaces, to compare with `storyMessage`. */
export function collapse(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** An element's text with white space collapsed. */
export function readText(element: Element | null | undefined): string {
  return collapse(element?.textContent);
}

/**
 * Parameters of every component's `AllStates` story, its spec sheet (test/spec-sheet.tsx): the one
 * story per component that Chromatic snapshots (every language × mobile, tablet and desktop; all
 * other stories are off there, see .storybook/preview.tsx) and that the offline visual suite
 * photographs (tests/visual); and the pseudo-states addon's parameter that focuses the elements of
 * its `focus-visible` cells.
 */
export const ALL_STATES_PARAMETERS = { chromatic: { disableSnapshot: false }, pseudo: SPEC_PSEUDO } as const;

/**
 * Checks that every part a spec sheet's labels name in a state is on the sheet, once: the addon
 * forces nothing on a selector that finds nothing, and a label would then name a state the sheet
 * does not show.
 */
export async function expectPartsOnSheet(parts: readonly SpecPart[]): Promise<void> {
  for (const part of parts) {
    await expect(
      document.querySelectorAll(part.selector).length,
      `${part.name} (${part.state}): the elements its selector finds`,
    ).toBe(1);
  }
}

/**
 * The accessible name of the `position`-th (from 0) of `total` copies of one landmark on a spec
 * sheet: landmarks on one page need distinct names, so the first keeps its own name (`base`) and
 * the others add the carousel's "2 of 5" message ("Featured 2 of 5"), in the story's language.
 */
export function nthLandmarkName(
  globals: Record<string, unknown>,
  base: string,
  position: number,
  total: number,
): string {
  if (position === 0) return base;
  return `${base} ${storyMessage(globals, CAROUSEL_COPY.slideLabelId, { number: position + 1, total })}`;
}

/**
 * Decorative parts of a component (a flag, an icon, an illustration, a spinner) inside `scope`,
 * found by `selector`. Assistive technology never meets them on their own (they sit under
 * `aria-hidden`, or inside an image, whose parts are presentational), so no accessible query (role
 * and name, label, text) reaches them. Throws when there is none, or when one is not hidden from
 * assistive technology: a part the visitor can hear is found by its role and name instead.
 */
export function decorativeParts<E extends Element = HTMLElement>(scope: Element, selector: string): E[] {
  const parts = Array.from(scope.querySelectorAll<E>(selector));
  if (parts.length === 0) throw new Error(`No decorative part matches ${selector}`);
  const heard = parts.find(
    (part) => !part.closest('[aria-hidden="true"]') && !part.parentElement?.closest('[role="img"]'),
  );
  if (heard) throw new Error(`${selector} is not hidden from assistive technology: find it by its role and name`);
  return parts;
}

/** The one decorative part of `scope` that `selector` finds (see `decorativeParts`). */
export function decorativePart<E extends Element = HTMLElement>(scope: Element, selector: string): E {
  return decorativeParts<E>(scope, selector)[0]!;
}
