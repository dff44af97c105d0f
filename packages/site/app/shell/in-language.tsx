import type { ComponentType } from "react";
import type { LocaleCode } from "@studio/content";
import { LanguageRoot } from "./language-root.tsx";

/** Props of a section rendered in a page's language: its own props plus the language. */
export type InLanguageProps<P> = P & { /** The page's language. */ locale: LocaleCode };

/**
 * A design-system section in the page's language: the root of an island (hydrated) or of a
 * prerendered-only section. Islands take serializable props only (Astro writes them into the HTML).
 */
export function inLanguage<P extends object>(Section: ComponentType<P>): ComponentType<InLanguageProps<P>> {
  function InLanguage({ locale, ...props }: InLanguageProps<P>) {
    return (
      <LanguageRoot locale={locale}>
        <Section {...(props as unknown as P)} />
      </LanguageRoot>
    );
  }
  InLanguage.displayName = `InLanguage(${Section.displayName ?? Section.name})`;
  return InLanguage;
}
