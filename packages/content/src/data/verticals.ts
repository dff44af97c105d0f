import type { MessageId } from "../messages.ts";
import type { RouteKey } from "../routes.ts";
import type { VerticalKey } from "./keys.ts";

/** What every part of the site needs to name and link a vertical. */
export interface Vertical {
  readonly key: VerticalKey;
  /** The vertical's name ("Grocery Delivery"), used by the menu, demo form and product tabs. */
  readonly nameId: MessageId;
  /** The vertical's product page. */
  readonly routeKey: RouteKey;
  /**
   * The vertical's key in the home page's products showcase, where the selection starts as
   * `grocerydelivery` (docs/product.md#57-products-showcase).
   */
  readonly tabKey: string;
}

/** The eight verticals by key. */
export const VERTICALS = {
  grocery: {
    key: "grocery",
    nameId: "verticals.grocery.name",
    routeKey: "groceryProduct",
    tabKey: "grocerydelivery",
  },
  milk: { key: "milk", nameId: "verticals.milk.name", routeKey: "milkProduct", tabKey: "milkdelivery" },
  meat: { key: "meat", nameId: "verticals.meat.name", routeKey: "meatProduct", tabKey: "meatdelivery" },
  fashion: { key: "fashion", nameId: "verticals.fashion.name", routeKey: "fashionProduct", tabKey: "fashionstore" },
  electronics: {
    key: "electronics",
    nameId: "verticals.electronics.name",
    routeKey: "electronicsProduct",
    tabKey: "electronicstore",
  },
  homeNeeds: {
    key: "homeNeeds",
    nameId: "verticals.homeNeeds.name",
    routeKey: "homeNeedsProduct",
    tabKey: "homeneedsstore",
  },
  beauty: { key: "beauty", nameId: "verticals.beauty.name", routeKey: "beautyProduct", tabKey: "beautystore" },
  furniture: {
    key: "furniture",
    nameId: "verticals.furniture.name",
    routeKey: "furnitureProduct",
    tabKey: "furniturestore",
  },
} as const satisfies { readonly [K in VerticalKey]: Vertical & { readonly key: K } };

/**
 * The order of the products showcase's tabs (docs/product.md#57-products-showcase), starting with
 * grocery delivery and then following the order of the product lines (docs/product.md#11-the-offer): grocery, meat, milk, fashion,
 * electronics, home needs, beauty, furniture.
 */
export const PRODUCT_TAB_ORDER = [
  "grocery",
  "meat",
  "milk",
  "fashion",
  "electronics",
  "homeNeeds",
  "beauty",
  "furniture",
] as const satisfies readonly VerticalKey[];

/** The products showcase's initially selected tab. */
export const DEFAULT_PRODUCT_TAB = VERTICALS.grocery.tabKey;
