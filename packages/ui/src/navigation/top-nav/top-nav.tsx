import { useState, type ComponentProps, type MouseEvent } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { useIntl } from "react-intl";
import { NAV_COPY, PRODUCT_NAV_ITEMS, SKIP_TO_CONTENT_ID, type LocaleCode, type NavItem } from "@studio/content";
import { cn } from "../../lib/cn.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { BrandLogo } from "../../shell/brand-logo/brand-logo.tsx";
import { LanguageSwitcher } from "../language-switcher/language-switcher.tsx";
import { MobileNav } from "../mobile-nav/mobile-nav.tsx";
import { navItemClasses } from "../nav-item-classes.ts";
import { ProductsMenu } from "../products-menu/products-menu.tsx";

/** The `md` breakpoint (768 px): from here on the bar shows its items inline. */
const DESKTOP_QUERY = "(min-width: 48rem)";

const topNavVariants = cva("sticky top-0 z-(--layer-nav) border-b border-line", {
  variants: {
    tone: {
      /** Slightly translucent white bar that blurs the page scrolling under it. */
      translucent: "bg-surface/95 backdrop-blur",
      /** Opaque white bar. */
      solid: "bg-surface",
    },
  },
  defaultVariants: { tone: "translucent" },
});

export type TopNavProps = Omit<ComponentProps<"header">, "children"> &
  VariantProps<typeof topNavVariants> & {
    /**
     * Colours, for the background it sits on:
     * - `translucent`: Slightly translucent white bar that blurs the page scrolling under it.
     * - `solid`: Opaque white bar.
     *
     * Default `translucent`.
     */
    tone?: "translucent" | "solid";
    /** Current interface language: shown by the language switcher, and the prefix of the product links. */
    locale: LocaleCode;
    /** Called when the visitor picks another language in a switcher. */
    onLocaleChange: (code: LocaleCode) => void;
    /** Where the logo leads: the home page of the current language. */
    homeHref: string;
    /** Where the contact link leads (the home page). Defaults to `homeHref`. */
    contactHref?: string;
    /**
     * Called when the visitor follows the contact link, with the click event. The site scrolls
     * down six viewport heights; call `preventDefault()` to stay on the page.
     */
    onContactClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
    /**
     * The Products menu: the eight verticals (name, icon, path without language prefix), by
     * default those of the content package. The links get the current language's prefix.
     */
    productLinks?: readonly NavItem[];
    /** Id of the page's main content, the target of the skip link. */
    mainContentId?: string;
  };

/**
 * The header bar of every page: a skip link, the company logo (link to the home page), the
 * Products menu of the eight verticals, the contact link and the language switcher; sticky, on
 * the navigation layer (z-index 9999). Below 768 px it shows the logo and a menu button that
 * opens the full-screen `MobileNav` panel instead of the inline items.
 */
export function TopNav({
  locale,
  onLocaleChange,
  homeHref,
  contactHref = homeHref,
  onContactClick,
  productLinks = PRODUCT_NAV_ITEMS,
  mainContentId = "main-content",
  tone,
  className,
  ...props
}: TopNavProps) {
  const intl = useIntl();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  // The side panel belongs to small screens: growing past the breakpoint closes it.
  if (isDesktop && menuOpen) setMenuOpen(false);

  return (
    <header data-slot="top-nav" className={cn(topNavVariants({ tone }), className)} {...props}>
      <a
        href={`#${mainContentId}`}
        data-slot="top-nav-skip-link"
        className="sr-only rounded-md bg-brand-900 px-4 py-2 font-semibold text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:px-4 focus:py-2"
      >
        {intl.formatMessage({ id: SKIP_TO_CONTENT_ID })}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-gutter">
        <a
          href={homeHref}
          data-slot="top-nav-home-link"
          aria-label={intl.formatMessage({ id: NAV_COPY.homeLinkId })}
          className="shrink-0 rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <BrandLogo />
        </a>
        <nav aria-label={intl.formatMessage({ id: NAV_COPY.navLabelId })} className="ml-auto flex items-center gap-1">
          <div data-slot="top-nav-items" className="hidden items-center gap-1 md:flex">
            <ProductsMenu locale={locale} productLinks={productLinks} />
            <a href={contactHref} data-slot="top-nav-contact" onClick={onContactClick} className={navItemClasses}>
              {intl.formatMessage({ id: NAV_COPY.contactId })}
            </a>
          </div>
          <MobileNav
            className="md:hidden"
            open={menuOpen && !isDesktop}
            onOpenChange={setMenuOpen}
            locale={locale}
            onLocaleChange={onLocaleChange}
            contactHref={contactHref}
            onContactClick={onContactClick}
            productLinks={productLinks}
          />
        </nav>
        {/* Desktop only; its own box is the switcher's (the wrapper has none from 768 px). */}
        <div className="hidden md:contents">
          <LanguageSwitcher variant="desktop" value={locale} onValueChange={onLocaleChange} />
        </div>
      </div>
    </header>
  );
}

export { topNavVariants };
