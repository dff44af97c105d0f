import type { ComponentProps } from "react";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown } from "lucide-react";
import { useIntl } from "react-intl";
import { NAV_COPY, PRODUCT_NAV_ITEMS, localizedPath, type LocaleCode, type NavItem } from "@studio/content";
import { cn } from "../../lib/cn.ts";
import { MENU_ITEM_HIGHLIGHT, navItemClasses } from "../nav-item-classes.ts";
import { ProductIcon } from "../product-icon.tsx";

export type ProductsMenuProps = Omit<ComponentProps<typeof DropdownMenu.Root>, "children" | "dir"> & {
  /** Current interface language: the prefix of the product links. */
  locale: LocaleCode;
  /**
   * The eight verticals (name, icon, path without language prefix), by default those of the
   * content package; descriptions are shown under the name when an item has one.
   */
  productLinks?: readonly NavItem[];
  /** Extra classes for the trigger button. */
  className?: string;
  /**
   * Whether the open menu hides the rest of the page from assistive technology and blocks
   * scrolling. Default `false`: the page stays readable while the short list is open.
   */
  modal?: boolean;
};

/**
 * The Products menu of the navigation bar (Radix DropdownMenu, APG menu button): a button that
 * opens the list of the eight verticals, each a link with its icon. Enter, Space, ArrowDown or a
 * click opens it on the first item; arrow keys, Home and End move through the items (wrapping);
 * Escape or an outside press closes it and focus returns to the button. Non-modal, like the
 * language switcher, so the page stays readable by assistive technology while it is open.
 */
export function ProductsMenu({
  locale,
  productLinks = PRODUCT_NAV_ITEMS,
  className,
  modal = false,
  ...rootProps
}: ProductsMenuProps) {
  const intl = useIntl();
  return (
    <DropdownMenu.Root modal={modal} {...rootProps}>
      <DropdownMenu.Trigger
        data-slot="products-menu-trigger"
        className={cn("group/products-trigger", navItemClasses, className)}
      >
        {intl.formatMessage({ id: NAV_COPY.productsId })}
        <ChevronDown
          aria-hidden="true"
          focusable="false"
          className="size-4 transition-transform duration-(--motion-fast) group-data-[state=open]/products-trigger:rotate-180"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          data-slot="products-menu-content"
          align="start"
          sideOffset={8}
          collisionPadding={8}
          loop
          className="z-(--layer-nav) min-w-72 rounded-lg border border-line bg-surface p-2 text-ink shadow-menu data-[state=open]:animate-menu-in"
        >
          <DropdownMenu.Label className="px-2 pt-1 pb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {intl.formatMessage({ id: NAV_COPY.productsMenuLabelId })}
          </DropdownMenu.Label>
          {productLinks.map((item) => (
            <DropdownMenu.Item key={item.key} asChild>
              <a
                href={localizedPath(item.href, locale)}
                data-slot="products-menu-item"
                className={cn(
                  "flex min-h-11 items-center gap-3 rounded-md px-2 py-1 text-sm font-medium outline-none select-none",
                  // The menu's current item (styles.css): a tint and the focus ring inside it, the
                  // ring being what keeps 3:1 for a keyboard user (WCAG 1.4.11; the tint is 1.1:1).
                  MENU_ITEM_HIGHLIGHT,
                  "menu-highlighted:text-brand-900",
                )}
              >
                <ProductIcon icon={item.icon} />
                <span className="flex flex-col">
                  <span>{intl.formatMessage({ id: item.nameId })}</span>
                  {item.descriptionId ? (
                    <span className="text-xs font-normal text-ink-muted">
                      {intl.formatMessage({ id: item.descriptionId })}
                    </span>
                  ) : null}
                </span>
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
