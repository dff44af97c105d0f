/**
 * The live demo of every vertical (docs/product.md#62-product-information), in a module of its own: the page script tells demo
 * links from page links with these alone, so it loads none of the product pages' data.
 */
import type { VerticalKey } from "./keys.ts";

/** Path of a vertical's live demo, appended to the demo host from configuration. */
export type DemoPath =
  "/grocery" | "/meat" | "/milk" | "/fashion" | "/electrotech/" | "/home-needs/" | "/beauty/" | "/furniture/";

/** Path of each vertical's live demo on the demo host. */
export const VERTICAL_DEMO_PATHS = {
  grocery: "/grocery",
  meat: "/meat",
  milk: "/milk",
  fashion: "/fashion",
  electronics: "/electrotech/",
  homeNeeds: "/home-needs/",
  beauty: "/beauty/",
  furniture: "/furniture/",
} as const satisfies { readonly [K in VerticalKey]: DemoPath };
