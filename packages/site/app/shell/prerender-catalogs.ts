/**
 * Every language's precompiled catalog, for prerendering only (imported by the page layout, which
 * runs at build time): the islands and sections render with them without waiting
 * (language-root.tsx), and `prerenderIntl` formats the head's title and description with them.
 */
import { createIntl, type IntlShape } from "react-intl";
import { getLocale, type LocaleCode } from "@studio/content";
import type { CompiledCatalog } from "@studio/content/compile";
import de from "virtual:messages/de";
import en from "virtual:messages/en";
import fr from "virtual:messages/fr";
import lt from "virtual:messages/lt";
import po from "virtual:messages/po";
import ru from "virtual:messages/ru";
import sp from "virtual:messages/sp";
import { registerPrerenderCatalogs } from "./language-root.tsx";

const CATALOGS: { readonly [K in LocaleCode]: CompiledCatalog } = { en, de, lt, ru, po, fr, sp };

registerPrerenderCatalogs(new Map(Object.entries(CATALOGS) as [LocaleCode, CompiledCatalog][]));

const intls = new Map<LocaleCode, IntlShape>();

/** Formats a language's messages while prerendering (the head, headings around islands). */
export function prerenderIntl(locale: LocaleCode): IntlShape {
  let intl = intls.get(locale);
  if (!intl) intls.set(locale, (intl = createIntl({ locale: getLocale(locale).tag, messages: CATALOGS[locale] })));
  return intl;
}
