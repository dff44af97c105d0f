import type { LocaleCode } from "@studio/content";
import { TopNav } from "@studio/ui";
import { chooseLanguage } from "../shell/language.ts";
import { LanguageRoot } from "../shell/language-root.tsx";
import messages from "virtual:island-messages";

export interface SiteHeaderProps {
  /** The page's language. */
  locale: LocaleCode;
  /** The page's address (a language choice moves to the same page in that language). */
  path: string;
  homeHref: string;
  contactHref: string;
  mainContentId: string;
}

/** Island: the navigation bar (menus, language switcher, phone menu). */
export function SiteHeader({ locale, path, homeHref, contactHref, mainContentId }: SiteHeaderProps) {
  return (
    <LanguageRoot locale={locale} messages={messages}>
      <TopNav
        locale={locale}
        onLocaleChange={(code) => chooseLanguage(code, locale, path)}
        homeHref={homeHref}
        contactHref={contactHref}
        mainContentId={mainContentId}
      />
    </LanguageRoot>
  );
}
