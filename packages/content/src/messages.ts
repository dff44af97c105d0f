import de from "./messages/de.json" with { type: "json" };
import en from "./messages/en.json" with { type: "json" };
import fr from "./messages/fr.json" with { type: "json" };
import lt from "./messages/lt.json" with { type: "json" };
import po from "./messages/po.json" with { type: "json" };
import ru from "./messages/ru.json" with { type: "json" };
import sp from "./messages/sp.json" with { type: "json" };
import type { LocaleCode } from "./locales.ts";

/** Every message id of the site; the English catalog is the reference. */
export type MessageId = keyof typeof en;

export type MessageCatalog = Readonly<Record<MessageId, string>>;

/** The ICU message catalogs, one per interface language. */
export const catalogs: Readonly<Record<LocaleCode, MessageCatalog>> = {
  en,
  de,
  lt,
  ru,
  po,
  fr,
  sp,
};

/**
 * The messages to render for a language: its own catalog over the English one, so a message a
 * language does not declare falls back to English instead of showing a raw id.
 */
export function messagesFor(code: LocaleCode): MessageCatalog {
  return code === "en" ? catalogs.en : { ...catalogs.en, ...catalogs[code] };
}
