import type { ComponentProps } from "react";
import {
  Beef,
  House,
  Milk,
  MonitorSmartphone,
  Shirt,
  ShoppingBasket,
  Sofa,
  Sparkles,
  type LucideIcon,
} from "lucide-react";
import type { NavIconKey } from "@studio/content";
import { cn } from "../lib/cn.ts";

/** The lucide icon drawn for each artwork key of the Products menu (`NavItem.icon`). */
export const PRODUCT_ICONS: { readonly [K in NavIconKey]: LucideIcon } = {
  groceryBasket: ShoppingBasket,
  milkBottle: Milk,
  meatCut: Beef,
  fashionHanger: Shirt,
  electronicsDevice: MonitorSmartphone,
  homeNeedsHouse: House,
  beautyCosmetics: Sparkles,
  furnitureSofa: Sofa,
};

export type ProductIconProps = Omit<ComponentProps<"span">, "children"> & {
  /** Artwork key of the vertical (from `PRODUCT_NAV_ITEMS`). */
  icon: NavIconKey;
};

/**
 * A vertical's icon in a tinted tile, shared by the desktop Products menu and the mobile panel.
 * Decorative: the link next to it carries the vertical's name.
 */
export function ProductIcon({ icon, className, ...props }: ProductIconProps) {
  const Icon = PRODUCT_ICONS[icon];
  return (
    <span
      data-slot="product-icon"
      data-icon={icon}
      aria-hidden="true"
      className={cn(
        "inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700",
        className,
      )}
      {...props}
    >
      <Icon className="size-5" strokeWidth={1.75} aria-hidden="true" focusable="false" />
    </span>
  );
}
