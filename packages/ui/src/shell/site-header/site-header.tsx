import type { ComponentProps } from "react";
import { useIntl } from "react-intl";
import type { LocaleCode } from "@studio/content";
import { cn } from "../../lib/cn.ts";
import { LanguageSwitcher } from "../../navigation/language-switcher/language-switcher.tsx";
import { BrandLogo } from "../brand-logo/brand-logo.tsx";

export type SiteHeaderProps = Omit<ComponentProps<"header">, "children"> & {
  /** Current interface language. */
  locale: LocaleCode;
  /** Called when the visitor picks another language in the switcher. */
  onLocaleChange: (code: LocaleCode) => void;
  /** Where the logo leads: the home page of the current language. */
  homeHref: string;
  /** Id of the page's main content, the target of the skip link. */
  mainContentId?: string;
};

/**
 * The header of every page: a skip link, the company logo (link to the home page) and the
 * language switcher, on the navigation layer (z-index 9999).
 */
export function SiteHeader({
  locale,
  onLocaleChange,
  homeHref,
  mainContentId = "main-content",
  className,
  ...props
}: SiteHeaderProps) {
  const intl = useIntl();
  return (
    <header
      data-slot="site-header"
      className={cn("sticky top-0 z-(--layer-nav) border-b border-line bg-surface/95 backdrop-blur", className)}
      {...props}
    >
      <a
        href={`#${mainContentId}`}
        className="sr-only rounded-md bg-brand-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:px-4 focus:py-2"
      >
        {intl.formatMessage({ id: "shell.skipToContent" })}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-gutter">
        <a
          href={homeHref}
          aria-label={intl.formatMessage({ id: "header.homeLink" })}
          className="rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <BrandLogo />
        </a>
        <LanguageSwitcher value={locale} onValueChange={onLocaleChange} />
      </div>
    </header>
  );
}
