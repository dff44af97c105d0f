import type { ComponentType } from "react";
import type { LocaleCode } from "@studio/content";
import { localizeHrefFor, type LocalizeHref } from "@studio/ui";
import { LanguageRoot } from "./language-root.tsx";
import type { IslandMessages } from "./messages.ts";

/** Props of a section rendered in a page's language: its own props plus the language. */
export type InLanguageProps<P> = P & { /** The page's language. */ locale: LocaleCode };

/**
 * A design-system section in the page's language: the root of an island (hydrated; `messages` is
 * the island module's `virtual:island-messages`) or of a prerendered-only section (no `messages`).
 * Islands take serializable props only (Astro writes them into the HTML).
 */
export function inLanguage<P extends object>(
  Section: ComponentType<P>,
  messages?: IslandMessages,
): ComponentType<InLanguageProps<P>> {
  function InLanguage({ locale, ...props }: InLanguageProps<P>) {
    return (
      <LanguageRoot locale={locale} messages={messages}>
        <Section {...(props as unknown as P)} />
      </LanguageRoot>
    );
  }
  InLanguage.displayName = `InLanguage(${Section.displayName ?? Section.name})`;
  return InLanguage;
}

/**
 * Like {@link inLanguage}, for a section whose links lead to other pages of the site: its
 * `localizeHref` is the page's language's (`/training` → `/gr/training`), so views pass the
 * language once instead of a link function.
 */
export function inLanguageWithLinks<P extends { localizeHref?: LocalizeHref }>(
  Section: ComponentType<P>,
): ComponentType<InLanguageProps<Omit<P, "localizeHref">>> {
  function InLanguageWithLinks({ locale, ...props }: InLanguageProps<Omit<P, "localizeHref">>) {
    return (
      <LanguageRoot locale={locale}>
        <Section {...(props as unknown as P)} localizeHref={localizeHrefFor(locale)} />
      </LanguageRoot>
    );
  }
  InLanguageWithLinks.displayName = `InLanguageWithLinks(${Section.displayName ?? Section.name})`;
  return InLanguageWithLinks;
}
