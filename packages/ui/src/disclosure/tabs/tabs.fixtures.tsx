import { useIntl } from "react-intl";
import type { ProductRecord } from "@studio/api";
import { LOCALES, PRODUCTS_SHOWCASE_COPY } from "@studio/content";
import { STORY_PRODUCT_RECORDS } from "../../home/product-showcase/product-showcase.fixtures.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsVariant } from "./tabs.tsx";

/** How many of a language's product categories the examples show as tabs. */
export const SAMPLE_TAB_COUNT = 4;

/** The first product categories of the surrounding intl language: real labels and panels in every language. */
export function useSampleProducts(count = SAMPLE_TAB_COUNT): readonly ProductRecord[] {
  const { locale } = useIntl();
  const code = LOCALES.find(({ tag }) => tag === locale)?.code ?? "en";
  return STORY_PRODUCT_RECORDS[code].slice(0, count);
}

/** Props of {@link SampleTabs}. */
export interface SampleTabsProps {
  /** The tabs' look (see `TabsTrigger`'s `variant`). */
  variant: TabsVariant;
  /** The tabs' size (see `TabsTrigger`'s `size`). Default `md`. */
  size?: "md" | "lg";
  /** How many tabs. */
  count?: number;
  /** Position of a tab shown disabled, if any. */
  disabledTab?: number;
  /** Leave the panels out (the docs' examples show the tabs alone). */
  withoutPanels?: boolean;
}

/** Tabs of product categories, each panel the category's description (the stories' and the docs' example). */
export function SampleTabs({ variant, size = "md", count, disabledTab, withoutPanels = false }: SampleTabsProps) {
  const intl = useIntl();
  const products = useSampleProducts(count);
  return (
    <Tabs defaultValue={products[0]?._id}>
      <TabsList variant={variant} aria-label={intl.formatMessage({ id: PRODUCTS_SHOWCASE_COPY.categoriesLabelId })}>
        {products.map((product, position) => (
          <TabsTrigger
            key={product._id}
            value={product._id}
            variant={variant}
            size={size}
            disabled={position === disabledTab}
          >
            {product.productName}
          </TabsTrigger>
        ))}
      </TabsList>
      {withoutPanels
        ? null
        : products.map((product) => (
            <TabsContent key={product._id} value={product._id} className="mt-4 p-1">
              <p className="max-w-prose text-ink">{product.productDescription}</p>
            </TabsContent>
          ))}
    </Tabs>
  );
}
