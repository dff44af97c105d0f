import { cn } from "../lib/cn.ts";

/** Classes of the navigation bar's inline items (Products trigger, contact link): 44 px tall targets. */
export const navItemClasses = cn(
  "inline-flex h-11 items-center gap-1.5 rounded-md px-3 text-sm font-semibold whitespace-nowrap text-ink",
  "transition-colors duration-(--motion-fast) hover:bg-brand-50 data-[state=open]:bg-brand-50",
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
);

/**
 * The current item of a dropdown menu (ProductsMenu, LanguageSwitcher): under the pointer, reached
 * by the arrow keys, or forced on a spec sheet (`menu-highlighted:`, styles.css). A tint and a 2 px
 * focus ring inside the item: the ring keeps 3:1 against the tint for a keyboard user.
 */
export const MENU_ITEM_HIGHLIGHT = cn(
  "menu-highlighted:bg-brand-50 menu-highlighted:outline-2 menu-highlighted:outline-solid",
  "menu-highlighted:-outline-offset-2 menu-highlighted:outline-focus",
);
