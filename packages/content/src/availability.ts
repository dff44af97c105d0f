import { LOCALE_CODES, type LocaleCode } from "./locales.ts";

/**
 * Which page or section exists in which language (docs/product.md#71-landing-pages, decision 0041). Everything not listed here exists in
 * all seven languages. A page that exists in fewer languages has its message ids simply absent
 * from the other catalogs — never filled with English copies — and the checks in
 * `messages.test.ts` hold every catalog to exactly the ids available in its language.
 */
export const RESTRICTED_PAGES = {
  /** Training landing page: English plus five other languages, no Lithuanian. */
  trainingLanding: ["en", "de", "ru", "po", "fr", "sp"],
  /** English-only training landing page: forces English on load. */
  englishTrainingLanding: ["en"],
} as const satisfies Record<string, readonly LocaleCode[]>;

/** A page or section that exists in fewer than seven languages. */
export type RestrictedPage = keyof typeof RESTRICTED_PAGES;

/** A message-id prefix whose ids belong to a restricted page. */
export interface MessageAvailability {
  /** Every id starting with this prefix (including its trailing dot) belongs to `page`. */
  readonly prefix: string;
  readonly page: RestrictedPage;
}

/**
 * Message-id prefixes of restricted pages. Adding a restricted section is one line here (plus
 * its page in `RESTRICTED_PAGES` if it is new); the longest matching prefix wins.
 */
export const MESSAGE_AVAILABILITY = [
  { prefix: "landing.training.", page: "trainingLanding" },
  { prefix: "meta.landing.training.", page: "trainingLanding" },
  { prefix: "landing.englishTraining.", page: "englishTrainingLanding" },
  { prefix: "meta.landing.englishTraining.", page: "englishTrainingLanding" },
] as const satisfies readonly MessageAvailability[];

/** A message-id prefix of a restricted page. */
export type RestrictedPrefix = (typeof MESSAGE_AVAILABILITY)[number]["prefix"];

/** The languages a page exists in; a page that is not restricted exists in all seven. */
export function pageLocales(page: RestrictedPage | undefined): readonly LocaleCode[] {
  return page ? RESTRICTED_PAGES[page] : LOCALE_CODES;
}

/** The restricted page a message id belongs to (longest matching prefix), if any. */
export function pageOfMessage(id: string): RestrictedPage | undefined {
  let best: MessageAvailability | undefined;
  for (const entry of MESSAGE_AVAILABILITY as readonly MessageAvailability[]) {
    if (id.startsWith(entry.prefix) && entry.prefix.length > (best?.prefix.length ?? -1)) best = entry;
  }
  return best?.page;
}

/** The languages whose catalogs must contain `id`. */
export function messageLocales(id: string): readonly LocaleCode[] {
  return pageLocales(pageOfMessage(id));
}

/** True when the message `id` exists in language `locale`. */
export function isMessageAvailable(id: string, locale: LocaleCode): boolean {
  return messageLocales(id).includes(locale);
}
