import {
  Apple,
  Armchair,
  BadgeCheck,
  BedDouble,
  Beef,
  Bike,
  Boxes,
  Carrot,
  ChartColumn,
  ClipboardList,
  CreditCard,
  Droplet,
  Drumstick,
  Egg,
  Flower2,
  GalleryHorizontalEnd,
  Gem,
  Glasses,
  Headphones,
  Headset,
  LayoutDashboard,
  LayoutGrid,
  Laptop,
  Milk,
  MousePointerClick,
  Package,
  Percent,
  ReceiptText,
  Search,
  Shield,
  ShieldCheck,
  Shirt,
  ShoppingBasket,
  Smartphone,
  Smile,
  Sofa,
  Sparkles,
  SprayCan,
  Tag,
  TicketPercent,
  Truck,
  Users,
  WashingMachine,
  Watch,
  Fish,
  CupSoda,
  type LucideIcon,
} from "lucide-react";
import type { VerticalKey } from "@studio/content";

/** Icons of the highlight cards by the data's `icon` / `hoverIcon` keys (`PRODUCT_HIGHLIGHTS`). */
export const HIGHLIGHT_ICONS: Readonly<Record<string, LucideIcon>> = {
  whiteLabel: Tag,
  whiteLabelHover: BadgeCheck,
  userFriendly: MousePointerClick,
  userFriendlyHover: Smile,
  dataSecurity: Shield,
  dataSecurityHover: ShieldCheck,
  customerService: Headphones,
  customerServiceHover: Headset,
};

/** Icons of the feature grid by the data's `icon` keys (`PRODUCT_FEATURES`). */
export const FEATURE_ICONS: Readonly<Record<string, LucideIcon>> = {
  adminPanel: LayoutDashboard,
  userManagement: Users,
  deliveryPartnerManagement: Bike,
  inventoryManagement: Boxes,
  discountManagement: Percent,
  bannerManagement: GalleryHorizontalEnd,
  productManagement: Package,
  couponManagement: TicketPercent,
  orderManagement: ClipboardList,
  paymentGateway: CreditCard,
  deliveryManagement: Truck,
  categoryManagement: LayoutGrid,
  invoiceManagement: ReceiptText,
  reportsManagement: ChartColumn,
  searchAndFilters: Search,
};

/** The icon for an artwork key, or a neutral sparkle when the key is unknown (new data, typo). */
export function iconFor(icons: Readonly<Record<string, LucideIcon>>, key: string): LucideIcon {
  return icons[key] ?? Sparkles;
}

/** Colours and product glyphs that theme the storefront illustration of a vertical. */
export interface VerticalTheme {
  /** Main colour of the store's brand (header bar, buttons). */
  readonly primary: string;
  /** Light tint for backgrounds and tiles. */
  readonly tint: string;
  /** Mid tone for secondary shapes. */
  readonly mid: string;
  /** Three product glyphs shown on the tiles. */
  readonly products: readonly [LucideIcon, LucideIcon, LucideIcon];
}

/** One theme per vertical: the generic storefront mock-up wears the vertical's colours and goods. */
export const VERTICAL_THEMES: Readonly<Record<VerticalKey, VerticalTheme>> = {
  grocery: { primary: "#15803d", tint: "#dcfce7", mid: "#86efac", products: [Carrot, Apple, ShoppingBasket] },
  meat: { primary: "#b91c1c", tint: "#fee2e2", mid: "#fca5a5", products: [Beef, Drumstick, Fish] },
  milk: { primary: "#0369a1", tint: "#e0f2fe", mid: "#7dd3fc", products: [Milk, Egg, CupSoda] },
  fashion: { primary: "#7e22ce", tint: "#f3e8ff", mid: "#d8b4fe", products: [Shirt, Glasses, Watch] },
  electronics: { primary: "#3730a3", tint: "#e0e7ff", mid: "#a5b4fc", products: [Smartphone, Laptop, Headphones] },
  homeNeeds: { primary: "#0f766e", tint: "#ccfbf1", mid: "#5eead4", products: [SprayCan, WashingMachine, Droplet] },
  beauty: { primary: "#be185d", tint: "#fce7f3", mid: "#f9a8d4", products: [Sparkles, Flower2, Gem] },
  furniture: { primary: "#92400e", tint: "#fef3c7", mid: "#fcd34d", products: [Sofa, Armchair, BedDouble] },
};
