import { useIntl } from "react-intl";
import type { ProductRecord } from "@studio/api";
import { PRODUCTS_SHOWCASE_COPY } from "@studio/content";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../disclosure/tabs/tabs.tsx";
import { ProductSlide, type ProductShowcaseLayoutProps } from "./product-slide.tsx";

/** Props of {@link ProductShowcaseTabs}. */
export type ProductShowcaseTabsProps = ProductShowcaseLayoutProps & {
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
 * The products showcase on wide screens: the categories as a row of pill tabs (the design
 * system's Tabs: APG tabs, automatic activation: arrow keys, Home and End move and select), the
 * pause/play button first, and the selected category's slide under them.
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
    <Tabs value={selectedId} onValueChange={onSelect} activationMode="automatic">
      <div className="mb-6 flex items-start gap-3">
        {rotation}
        <TabsList
          data-slot="product-showcase-tabs"
          aria-label={intl.formatMessage({ id: PRODUCTS_SHOWCASE_COPY.categoriesLabelId })}
        >
          {products.map((product) => (
            <TabsTrigger key={product._id} value={product._id} size={size} data-slot="product-showcase-tab">
              {product.productName}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      <div data-slot="product-showcase-slides" aria-live={ariaLive}>
        {products.map((product) => (
          <TabsContent
            key={product._id}
            value={product._id}
            data-slot="product-showcase-slide"
            aria-roledescription={slideRole}
          >
            <ProductSlide product={product} imageUrl={imageUrl} href={productHref(product)} showName />
          </TabsContent>
        ))}
      </div>
    </Tabs>
  );
}
