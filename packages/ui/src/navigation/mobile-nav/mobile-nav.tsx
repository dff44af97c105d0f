import { useId, useState, type ComponentProps, type MouseEvent } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import { ChevronDown, Menu, X } from "lucide-react";
import { useIntl } from "react-intl";
import {
  NAV_CONTACT_HREF,
  NAV_COPY,
  PRODUCT_NAV_ITEMS,
  localizedPath,
  type LocaleCode,
  type NavItem,
} from "@studio/content";
import { cn } from "../../lib/cn.ts";
import { BrandLogo } from "../../shell/brand-logo/brand-logo.tsx";
import { LanguageSwitcher } from "../language-switcher/language-switcher.tsx";
import { ProductIcon } from "../product-icon.tsx";

const mobileNavTriggerVariants = cva(
  [
    "inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink",
    "transition-colors duration-(--motion-fast) hover:bg-brand-50 data-[state=open]:bg-brand-50",
    "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
  ],
  {
    variants: {
      tone: {
        /** On the white navigation bar. */
        plain: "",
        /** Outlined, for light tinted backgrounds. */
        outlined: "border border-line bg-surface",
      },
    },
    defaultVariants: { tone: "plain" },
  },
);

/** Full-width 48 px rows of the panel (links and the products toggle); a row adds its padding and weight. */
const panelRowClasses = [
  "flex min-h-12 w-full items-center gap-3 rounded-md text-left text-base text-ink",
  "transition-colors duration-(--motion-fast) hover:bg-brand-50",
  "focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus",
];

export type MobileNavProps = Omit<ComponentProps<typeof Dialog.Root>, "children" | "modal"> &
  VariantProps<typeof mobileNavTriggerVariants> & {
    /**
     * Colours, for the background it sits on:
     * - `plain`: On the white navigation bar.
     * - `outlined`: Outlined, for light tinted backgrounds.
     *
     * Default `plain`.
     */
    tone?: "plain" | "outlined";
    /** Current interface language: shown by the language switcher, and the prefix of the product links. */
    locale: LocaleCode;
    /** Whether the panel starts open (for reviews and tests; the site starts closed). Default `false`. */
    defaultOpen?: boolean;
    /** Called with the language the visitor chooses; the panel then closes. */
    onLocaleChange: (code: LocaleCode) => void;
    /** Where the contact link leads (the home page). Defaults to the current language's home page. */
    contactHref?: string;
    /**
     * Called when the visitor follows the contact link, with the click event, before the panel
     * closes. The site scrolls down six viewport heights; call `preventDefault()` to
     * stay on the page.
     */
    onContactClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
    /**
     * The products sub-list: the eight verticals (name, icon, path without language prefix). The
     * links get the current language's prefix.
     */
    productLinks?: readonly NavItem[];
    /** Whether the products sub-list is expanded each time the panel opens. */
    defaultProductsOpen?: boolean;
    /** Extra classes for the menu button. */
    className?: string;
  };

/**
 * The navigation of small screens: a menu button that opens a full-screen side panel (Radix
 * Dialog: focus stays inside while it is open; Escape and the close button close it; focus
 * returns to the menu button). The panel holds a collapsible products list, the contact link and
 * the mobile language switcher; following a link or choosing a language closes it.
 */
export function MobileNav({
  locale,
  onLocaleChange,
  contactHref = localizedPath(NAV_CONTACT_HREF, locale),
  onContactClick,
  productLinks = PRODUCT_NAV_ITEMS,
  defaultProductsOpen = false,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  tone,
  className,
  ...rootProps
}: MobileNavProps) {
  const intl = useIntl();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen} {...rootProps}>
      <Dialog.Trigger
        data-slot="mobile-nav-trigger"
        aria-label={intl.formatMessage({ id: NAV_COPY.menuOpenId })}
        className={cn(mobileNavTriggerVariants({ tone }), className)}
      >
        <Menu className="size-6" aria-hidden="true" focusable="false" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay
          data-slot="mobile-nav-overlay"
          className="fixed inset-0 z-(--layer-nav) bg-brand-950/50 data-[state=open]:animate-menu-in"
        />
        <Dialog.Content
          data-slot="mobile-nav-panel"
          aria-describedby={undefined}
          className={cn(
            "fixed inset-y-0 right-0 z-(--layer-nav) flex w-full flex-col overflow-y-auto bg-surface text-ink",
            "shadow-menu outline-none data-[state=open]:animate-menu-in sm:max-w-md sm:border-l sm:border-line",
          )}
        >
          <MobileNavPanel
            locale={locale}
            contactHref={contactHref}
            productLinks={productLinks}
            defaultProductsOpen={defaultProductsOpen}
            onContactClick={(event) => {
              onContactClick?.(event);
              setOpen(false);
            }}
            onLinkClick={() => setOpen(false)}
            onLocaleChange={(code) => {
              onLocaleChange(code);
              setOpen(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface MobileNavPanelProps {
  locale: LocaleCode;
  contactHref: string;
  productLinks: readonly NavItem[];
  defaultProductsOpen: boolean;
  onContactClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  onLinkClick: () => void;
  onLocaleChange: (code: LocaleCode) => void;
}

/** The panel's content; mounted while the panel is open, so the sub-list starts afresh each time. */
function MobileNavPanel({
  locale,
  contactHref,
  productLinks,
  defaultProductsOpen,
  onContactClick,
  onLinkClick,
  onLocaleChange,
}: MobileNavPanelProps) {
  const intl = useIntl();
  const listId = useId();
  const [productsOpen, setProductsOpen] = useState(defaultProductsOpen);

  return (
    <>
      <div className="flex h-16 shrink-0 items-center justify-between gap-4 border-b border-line px-gutter">
        <BrandLogo />
        <Dialog.Title className="sr-only">{intl.formatMessage({ id: NAV_COPY.menuTitleId })}</Dialog.Title>
        <Dialog.Close
          data-slot="mobile-nav-close"
          aria-label={intl.formatMessage({ id: NAV_COPY.menuCloseId })}
          className={mobileNavTriggerVariants()}
        >
          <X className="size-6" aria-hidden="true" focusable="false" />
        </Dialog.Close>
      </div>
      <nav aria-label={intl.formatMessage({ id: NAV_COPY.navLabelId })} className="flex flex-col gap-1 p-3">
        <button
          type="button"
          data-slot="mobile-nav-products-toggle"
          aria-expanded={productsOpen}
          aria-controls={listId}
          onClick={() => setProductsOpen((current) => !current)}
          className={cn(panelRowClasses, "justify-between px-4 font-semibold")}
        >
          {intl.formatMessage({ id: NAV_COPY.productsId })}
          <ChevronDown
            aria-hidden="true"
            focusable="false"
            className={cn("size-5 transition-transform duration-(--motion-fast)", productsOpen && "rotate-180")}
          />
        </button>
        <ul
          id={listId}
          hidden={!productsOpen}
          data-slot="mobile-nav-products"
          className="flex flex-col gap-1 pb-2 pl-2"
        >
          {productLinks.map((item) => (
            <li key={item.key}>
              <a
                href={localizedPath(item.href, locale)}
                onClick={onLinkClick}
                className={cn(panelRowClasses, "px-2 font-medium")}
              >
                <ProductIcon icon={item.icon} />
                <span className="flex flex-col">
                  <span>{intl.formatMessage({ id: item.nameId })}</span>
                  {item.descriptionId ? (
                    <span className="text-sm font-normal text-ink-muted">
                      {intl.formatMessage({ id: item.descriptionId })}
                    </span>
                  ) : null}
                </span>
              </a>
            </li>
          ))}
        </ul>
        <a
          href={contactHref}
          data-slot="mobile-nav-contact"
          onClick={onContactClick}
          className={cn(panelRowClasses, "px-4 font-semibold")}
        >
          {intl.formatMessage({ id: NAV_COPY.contactId })}
        </a>
      </nav>
      <div className="mt-auto border-t border-line p-3">
        <LanguageSwitcher variant="mobile" value={locale} onValueChange={onLocaleChange} />
      </div>
    </>
  );
}

export { mobileNavTriggerVariants };
