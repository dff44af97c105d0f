import { localizedPath, type LocaleCode } from "@studio/content";

/**
 * Turns a target from the content data into the address to render: site paths in the data have no
 * language prefix (`/learn`), so the site passes a function that adds the current language's
 * prefix; in-page anchors (`#contact-form`) and full URLs should pass through unchanged.
 */
export type LocalizeHref = (href: string) => string;

/** The default {@link LocalizeHref}: the target as the data gives it. */
export const keepHref: LocalizeHref = (href) => href;

/**
 * A {@link LocalizeHref} for a language: site paths get its prefix (`/learn` → `/gr/learn` in
 * German), anchors and full URLs stay as they are.
 */
export function localizeHrefFor(code: LocaleCode): LocalizeHref {
  return (href) => (href.startsWith("/") ? localizedPath(href, code) : href);
}
