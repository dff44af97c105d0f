// The products showcase, put together from its parts beside it: the tabs of wide screens
// (product-tabs.tsx), the accordion of narrow ones (product-accordion.tsx), the slide both show
// (product-slide.tsx), and what it shows without products: the skeleton while they load, else the
// empty state (product-showcase-placeholder.tsx).
import { memo, useDeferredValue, useState } from "react";
import { useIntl } from "react-intl";
import { productImageUrl, type ProductRecord } from "@studio/api";
import { CAROUSEL_COPY, COUNTS, PRODUCTS_INTERVAL_MS, PRODUCTS_SHOWCASE_COPY } from "@studio/content";
import { Section, type SectionProps } from "../../layout/section/section.tsx";
import { cn } from "../../lib/cn.ts";
import { useAutoAdvance } from "../../lib/use-auto-advance.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { OVER_BREAKPOINT_QUERY } from "../../tokens/breakpoints.ts";
import { CarouselRotationButton } from "../banner-carousel/carousel-controls.tsx";
import { ProductShowcaseAccordion } from "./product-accordion.tsx";
import { ProductShowcasePlaceholder } from "./product-showcase-placeholder.tsx";
import { ProductShowcaseTabs } from "./product-tabs.tsx";

/** Media query of the wide layout (tabs): the window is wider than the `sm` breakpoint (`over-sm:`). */
export const PRODUCTS_WIDE_QUERY = OVER_BREAKPOINT_QUERY.sm;

/** Picture URL of a product served by the page's own origin: `/api/productimages/{image}`. */
export function defaultProductImageUrl(image: string): string {
  return productImageUrl("", image);
}

/**
 * Height of the loaded showcase per layout (accordion up to 480 px, two to four rows of tabs up to
 * 1280 px, one row beyond), measured with the English sample products; the skeleton holds it while
 * they load.
 */
const PLACEHOLDER_HEIGHT = "min-h-[86rem] over-sm:min-h-[62rem] md:min-h-[56rem] lg:min-h-[58rem] xl:min-h-[57rem]";

/** Props of {@link ProductShowcase}: `Section` props (without title) plus products and rotation settings. */
export type ProductShowcaseProps = Omit<SectionProps, "title" | "children"> & {
  /**
   * Size:
   * - `md`: Compact pills that wrap onto several rows.
   * - `lg`: Larger pills for roomy layouts.
   *
   * Default `md`.
   */
  size?: "md" | "lg";
  /**
   * The product categories of the page's language, in order (the API's product list; the first,
   * grocery, is selected first). With an empty list the section shows its skeleton while
   * `loading`, else a short 'No products to show yet' message under its title.
   */
  products: readonly ProductRecord[];
  /**
   * The products are still being read. With no products yet, the showcase shows its skeleton —
   * pulsing blocks in the layout of the tabs (or accordion), the slide and the picture strip,
   * `aria-busy`, as tall as the loaded showcase in each layout — so the sections below do not
   * move when the products arrive (no layout shift). Default `false`.
   */
  loading?: boolean;
  /**
   * Turns a product's image file name into its URL. Defaults to the page's own origin
   * (`/api/productimages/{image}`); the site passes `productImageUrl` with its API base URL.
   */
  imageUrl?: (image: string) => string;
  /**
   * Address of a product's page for its 'Know more' link. Defaults to the record's
   * `productPath`; the site adds the language prefix.
   */
  productHref?: (product: ProductRecord) => string;
  /** Time each category stays selected, in milliseconds. Default `PRODUCTS_INTERVAL_MS` (5 s). */
  intervalMs?: number;
  /** Whether rotation starts on its own. Default `true`; it never does under reduced motion. */
  autoPlay?: boolean;
  /** Overrides the visitor's `prefers-reduced-motion` setting (stories and tests). */
  reducedMotion?: boolean;
  /** Category selected first. Default 0 (grocery). */
  initialIndex?: number;
  /**
   * Forces the layout: `"tabs"` (wide) or `"accordion"` (narrow). By default it follows the
   * window: tabs above 480 px, the accordion at 480 px and below (tabs while prerendering).
   */
  layout?: "tabs" | "accordion";
};

/**
 * The products showcase of the home page, 'What products we have?': the eight store
 * categories, each with its picture, name, description, the three feature lines and a 'Know more'
 * link to its page, then a decorative strip of eight pictures.
 *
 * Above 480 px the categories are a horizontal tab list (APG tabs: arrow keys, Home and End move
 * and select); at 480 px and below an accordion (one item open, collapsible, chevron). Either way
 * it is an APG tabbed carousel: the selected category advances every 5 s and wraps after the
 * last, with a pause/play button first, holding while hovered or focused, never on its own under
 * reduced motion. Collapsing the open accordion item pauses the rotation.
 */
export function ProductShowcase({ layout, ...props }: ProductShowcaseProps) {
  const wideWindow = useMediaQuery(PRODUCTS_WIDE_QUERY, true);
  // A phone's page is prerendered with the tabs; once hydrated, the switch to the accordion is
  // rendered in the background, a few milliseconds at a time, instead of in one task that kept a
  // phone from answering for a quarter of a second (docs/performance.md, long tasks). The showcase
  // itself is memoized, so the urgent pass before it renders nothing again.
  const wide = useDeferredValue(wideWindow);
  return <Showcase {...props} wide={layout ? layout === "tabs" : wide} />;
}

/** The showcase in the layout chosen: tabs when `wide`, else the accordion. */
const Showcase = memo(function Showcase({
  products,
  loading = false,
  imageUrl: imageUrlProp,
  productHref: productHrefProp,
  intervalMs = PRODUCTS_INTERVAL_MS,
  autoPlay = true,
  reducedMotion,
  initialIndex = 0,
  wide,
  size,
  className,
  ...props
}: Omit<ProductShowcaseProps, "layout"> & { wide: boolean }) {
  const imageUrl = imageUrlProp ?? defaultProductImageUrl;
  const productHref = productHrefProp ?? ((product: ProductRecord) => product.productPath);
  const intl = useIntl();
  const carousel = useAutoAdvance({ count: products.length, intervalMs, autoPlay, reducedMotion, initialIndex });
  const [collapsed, setCollapsed] = useState(false);
  const { index } = carousel;
  const selected = products[index];
  const title = intl.formatMessage({ id: PRODUCTS_SHOWCASE_COPY.titleId });

  const select = (id: string) => {
    const position = products.findIndex((product) => product._id === id);
    if (position >= 0) carousel.goTo(position);
  };

  // No products: while they load, a skeleton shaped like the showcase holds its place (as tall as
  // the loaded one, so nothing below moves); when the API has none, the section says so, so the
  // page's products link still lands on something a visitor can read.
  if (!selected) {
    return (
      <Section
        data-slot="product-showcase"
        data-state={loading ? "loading" : "empty"}
        aria-busy={loading || undefined}
        title={title}
        tone="muted"
        className={cn(loading && PLACEHOLDER_HEIGHT, className)}
        {...props}
      >
        <ProductShowcasePlaceholder loading={loading} wide={wide} />
      </Section>
    );
  }

  const parts = {
    products,
    rotation: products.length > 1 && (
      <CarouselRotationButton
        playing={carousel.playing}
        onToggle={() => {
          if (!carousel.playing) setCollapsed(false);
          carousel.toggle();
        }}
      />
    ),
    ariaLive: carousel.rotating ? "off" : "polite",
    slideRole: intl.formatMessage({ id: CAROUSEL_COPY.slideRoleDescriptionId }),
    imageUrl,
    productHref,
  } as const;

  return (
    <Section
      data-slot="product-showcase"
      data-layout={wide ? "tabs" : "accordion"}
      data-index={index}
      data-playing={carousel.playing}
      aria-roledescription={intl.formatMessage({ id: CAROUSEL_COPY.roleDescriptionId })}
      title={title}
      tone="muted"
      className={className}
      {...props}
    >
      <div data-slot="product-showcase-carousel" {...carousel.containerProps}>
        {wide ? (
          <ProductShowcaseTabs {...parts} size={size} selectedId={selected._id} onSelect={select} />
        ) : (
          <ProductShowcaseAccordion
            {...parts}
            openId={collapsed ? "" : selected._id}
            onOpenChange={(id) => {
              setCollapsed(!id);
              if (id) select(id);
              else carousel.pause();
            }}
          />
        )}
      </div>

      <div
        data-slot="product-showcase-strip"
        aria-hidden="true"
        className="mt-10 grid grid-cols-4 gap-2 sm:grid-cols-8 sm:gap-3"
      >
        {Array.from({ length: COUNTS.stripImages }, (_, position) => (
          <img
            key={position}
            src={imageUrl(products[position % products.length]!.image)}
            alt=""
            loading="lazy"
            decoding="async"
            className="aspect-square w-full rounded-lg bg-brand-100 object-cover"
          />
        ))}
      </div>
    </Section>
  );
});
