import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { ProductRecord } from "@studio/api";
import { cn } from "../../lib/cn.ts";
import { ProductSlide, type ProductShowcaseLayoutProps } from "./product-slide.tsx";

/** Props of {@link ProductShowcaseAccordion}. */
export interface ProductShowcaseAccordionProps extends ProductShowcaseLayoutProps {
  /** The product categories, in order: one item each. */
  products: readonly ProductRecord[];
  /** The `_id` of the open category; an empty text when the visitor has closed it. */
  openId: string;
  /** Called with a category's `_id` when the visitor opens its item, with an empty text when they close it. */
  onOpenChange: (id: string) => void;
}

/**
 * The products showcase on narrow screens: the categories as an accordion (APG accordion, one
 * item open, collapsible, with a chevron), the open one showing its slide; the pause/play button
 * above.
 */
export function ProductShowcaseAccordion({
  products,
  openId,
  onOpenChange,
  rotation,
  ariaLive,
  slideRole,
  imageUrl,
  productHref,
}: ProductShowcaseAccordionProps) {
  return (
    <>
      {rotation ? <div className="mb-4">{rotation}</div> : null}
      <Accordion.Root
        type="single"
        collapsible
        value={openId}
        onValueChange={onOpenChange}
        data-slot="product-showcase-accordion"
        className="flex flex-col gap-2"
        aria-live={ariaLive}
      >
        {products.map((product) => (
          <Accordion.Item
            key={product._id}
            value={product._id}
            className="overflow-hidden rounded-xl border border-line bg-surface"
          >
            <Accordion.Header className="text-base font-semibold">
              <Accordion.Trigger
                data-slot="product-showcase-trigger"
                className={cn(
                  "group flex min-h-12 w-full cursor-pointer items-center justify-between gap-3 px-4 py-3 text-start",
                  "focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus",
                  "data-[state=open]:bg-accent-700 data-[state=open]:text-white",
                  // On the orange of the open product the focus colour would not show: white does (5.2:1).
                  "data-[state=open]:focus-visible:outline-white",
                  // Forced colours: the open product in the theme's selection colours (decision 0163).
                  "data-[state=open]:forced-selected forced-colors:data-[state=open]:focus-visible:outline-[HighlightText]",
                )}
              >
                {product.productName}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform duration-(--motion-fast) group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content data-slot="product-showcase-slide" aria-roledescription={slideRole}>
              <ProductSlide product={product} imageUrl={imageUrl} href={productHref(product)} rounded={false} />
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </>
  );
}
