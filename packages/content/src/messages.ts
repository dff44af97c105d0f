import de from "./messages/de.json" with { type: "json" };
import en from "./messages/en.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };
import lt from "./messages/lt.json" with { type: "json" };
import po from "./messages/po.json" with { type: "json" };
import ru from "./messages/ru.json" with { type: "json" };
import sp from "./messages/sp.json" with { type: "json" };
import { isMessageAvailable, type RestrictedPrefix } from "./availability.ts";
import type { LocaleCode } from "./locales.ts";

/** Every message id of the site; the English catalog is the reference and has them all. */
export type MessageId = keyof typeof en;

/** A complete set of messages: one ICU MessageFormat string per id. */
export type MessageCatalog = Readonly<Record<MessageId, string>>;

/** The ids of everything that exists in all seven languages (see `availability.ts`). */
export type UniversalMessageId = Exclude<MessageId, `${RestrictedPrefix}${string}`>;

/**
 * A language's own catalog: every universal id (checked by the compiler), plus the ids of the
 * restricted pages that exist in the language. The content tests check the latter exactly.
 */
export type LocaleCatalog = Readonly<Record<UniversalMessageId, string>> & Readonly<Partial<Record<MessageId, string>>>;

/** The ICU message catalogs, one per interface language; English is complete. */
export const catalogs: { readonly en: MessageCatalog } & Readonly<Record<Exclude<LocaleCode, "en">, LocaleCatalog>> = {
  en,
  de,
  lt,
  ru,
  po,
  fr,
  sp,
};

/**
 * The messages to render for a language: its own catalog over the English one. Only ids of pages
 * that do not exist in the language are missing from its catalog, so English fills in exactly
 * those (e.g. a component shared with the English-only training page).
 */
export function messagesFor(code: LocaleCode): MessageCatalog {
  return code === "en" ? catalogs.en : withEnglishFallback(catalogs.en, catalogs[code]);
}

/** A language's own catalog over the English one (English fills in the ids the language lacks). */
export function withEnglishFallback(english: MessageCatalog, own: LocaleCatalog): MessageCatalog {
  return { ...english, ...own };
}

/**
 * Exactly the ids the catalog of `locale` must contain: every English id except those of pages
 * that do not exist in that language (`availability.ts`). Sorted.
 */
export function requiredMessageIds(locale: LocaleCode): MessageId[] {
  return (Object.keys(catalogs.en) as MessageId[]).filter((id) => isMessageAvailable(id, locale)).sort();
}
