import * as Tabs from "@radix-ui/react-tabs";
import { cva, type VariantProps } from "class-variance-authority";
import { useIntl } from "react-intl";
import type { ProductRecord } from "@studio/api";
import { PRODUCTS_SHOWCASE_COPY } from "@studio/content";
import { ProductSlide, type ProductShowcaseLayoutProps } from "./product-slide.tsx";

export const productTabVariants = cva(
  [
    "inline-flex min-h-11 cursor-pointer items-center rounded-pill border px-4 text-sm font-semibold",
    "transition-colors duration-(--motion-fast) focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
    "border-line bg-surface text-ink hover:border-brand-600 hover:text-brand-700",
    "data-[state=active]:border-accent-700 data-[state=active]:bg-accent-700 data-[state=active]:text-white",
  ],
  {
    variants: {
      size: {
        /** Compact pills that wrap onto several rows. */
        md: "",
        /** Larger pills for roomy layouts. */
        lg: "min-h-12 px-5 text-base",
      },
    },
    defaultVariants: { size: "md" },
  },
);

/** Props of {@link ProductShowcaseTabs}. */
export type ProductShowcaseTabsProps = VariantProps<typeof productTabVariants> &
  ProductShowcaseLayoutProps & {
    /**
     * Size of the tab pills:
     * - `md`: Compact pills that wrap onto several rows.
     * - `lg`: Larger pills for roomy layouts.
     *
     * Default `md`.
     */
    size?: "md" | "lg";
    /** The product categories, in order: one tab and one slide each. */
    products: readonly ProductRecord[];
    /** The `_id` of the selected category. */
    selectedId: string;
    /** Called with a category's `_id` when the visitor selects its tab (a click or the arrow keys). */
    onSelect: (id: string) => void;
  };

/**
 * The products showcase on wide screens: the categories as a row of tabs (APG tabs, automatic
 * activation: arrow keys, Home and End move and select), the pause/play button first, and the
 * selected category's slide under them.
 */
export function ProductShowcaseTabs({
  size,
  products,
  selectedId,
  onSelect,
  rotation,
  ariaLive,
  slideRole,
  imageUrl,
  productHref,
}: ProductShowcaseTabsProps) {
  const intl = useIntl();
  return (
    <Tabs.Root value={selectedId} onValueChange={onSelect} activationMode="automatic">
      <div className="mb-6 flex items-start gap-3">
        {rotation}
        <Tabs.List
          data-slot="product-showcase-tabs"
          aria-label={intl.formatMessage({ id: PRODUCTS_SHOWCASE_COPY.categoriesLabelId })}
          className="flex flex-wrap gap-2"
        >
          {products.map((product) => (
            <Tabs.Trigger
              key={product._id}
              value={product._id}
              data-slot="product-showcase-tab"
              className={productTabVariants({ size })}
            >
              {product.productName}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      <div data-slot="product-showcase-slides" aria-live={ariaLive}>
        {products.map((product) => (
          <Tabs.Content
            key={product._id}
            value={product._id}
            data-slot="product-showcase-slide"
            aria-roledescription={slideRole}
            className="rounded-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            <ProductSlide product={product} imageUrl={imageUrl} href={productHref(product)} showName />
          </Tabs.Content>
        ))}
      </div>
    </Tabs.Root>
  );
}
