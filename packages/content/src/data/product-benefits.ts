/**
 * The three benefits every offer is marketed with, in a module of their own: the home page's
 * products showcase lists them without loading the product pages' data.
 */
import type { MessageId } from "../messages.ts";

/** A tick-listed line of the hero (also the three feature lines of the home products showcase). */
export interface ProductBenefit {
  /** Stable name of the benefit. */
  readonly key: "website" | "mobileApp" | "support";
  /** The benefit's text. */
  readonly labelId: MessageId;
}

/** The three benefits every offer is marketed with (docs/product.md#11-the-offer), in this order. */
export const PRODUCT_BENEFITS = [
  { key: "website", labelId: "product.hero.benefits.website" },
  { key: "mobileApp", labelId: "product.hero.benefits.mobileApp" },
  { key: "support", labelId: "product.hero.benefits.support" },
] as const satisfies readonly ProductBenefit[];
