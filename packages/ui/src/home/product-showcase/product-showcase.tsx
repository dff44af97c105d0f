import { useState } from "react";
import * as Accordion from "@radix-ui/react-accordion";
import * as Tabs from "@radix-ui/react-tabs";
import { cva, type VariantProps } from "class-variance-authority";
import { ArrowRight, ChevronDown, CircleCheck, PackageOpen } from "lucide-react";
import { useIntl } from "react-intl";
import { productImageUrl, type ProductRecord } from "@studio/api";
import { CAROUSEL_COPY, COUNTS, PRODUCT_BENEFITS, PRODUCTS_INTERVAL_MS, PRODUCTS_SHOWCASE_COPY } from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import { Section, type SectionProps } from "../../layout/section/section.tsx";
import { cn } from "../../lib/cn.ts";
import { useAutoAdvance } from "../../lib/use-auto-advance.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { OVER_BREAKPOINT_QUERY } from "../../tokens/breakpoints.ts";
import { CarouselRotationButton } from "../banner-carousel/carousel-controls.tsx";

/** Media query of the wide layout (tabs): the window is wider than the `sm` breakpoint (`over-sm:`). */
export const PRODUCTS_WIDE_QUERY = OVER_BREAKPOINT_QUERY.sm;

/** Picture URL of a product served by the page's own origin: `/api/productimages/{image}`. */
export function defaultProductImageUrl(image: string): string {
  return productImageUrl("", image);
}

const productTabVariants = cva(
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

/**
 * Height of the loaded showcase per layout (accordion up to 480 px, two to four rows of tabs up to
 * 1280 px, one row beyond), measured with the English sample products; the skeleton holds it while
 * they load.
 */
const PLACEHOLDER_HEIGHT = "min-h-[86rem] over-sm:min-h-[62rem] md:min-h-[56rem] lg:min-h-[58rem] xl:min-h-[57rem]";

/** Props of {@link ProductShowcase}: `Section` props (without title) plus products and rotation settings. */
export type ProductShowcaseProps = Omit<SectionProps, "title" | "children"> &
  VariantProps<typeof productTabVariants> & {
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
export function ProductShowcase({
  products,
  loading = false,
  imageUrl: imageUrlProp,
  productHref: productHrefProp,
  intervalMs = PRODUCTS_INTERVAL_MS,
  autoPlay = true,
  reducedMotion,
  initialIndex = 0,
  layout,
  size,
  className,
  ...props
}: ProductShowcaseProps) {
  const imageUrl = imageUrlProp ?? defaultProductImageUrl;
  const productHref = productHrefProp ?? ((product: ProductRecord) => product.productPath);
  const intl = useIntl();
  const wideWindow = useMediaQuery(PRODUCTS_WIDE_QUERY, true);
  const wide = layout ? layout === "tabs" : wideWindow;
  const carousel = useAutoAdvance({ count: products.length, intervalMs, autoPlay, reducedMotion, initialIndex });
  const [collapsed, setCollapsed] = useState(false);
  const { index } = carousel;
  const selected = products[index];
  const title = intl.formatMessage({ id: PRODUCTS_SHOWCASE_COPY.titleId });
  const slideRole = intl.formatMessage({ id: CAROUSEL_COPY.slideRoleDescriptionId });

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
        {loading ? (
          <>
            <p className="sr-only">{intl.formatMessage({ id: PRODUCTS_SHOWCASE_COPY.loadingId })}</p>
            <ProductShowcaseSkeleton wide={wide} />
          </>
        ) : (
          <div
            data-slot="product-showcase-empty"
            className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line bg-surface px-6 py-12 text-center"
          >
            <PackageOpen aria-hidden="true" className="size-10 text-ink-muted" />
            <p className="max-w-prose text-lg text-ink-muted">
              {intl.formatMessage({ id: PRODUCTS_SHOWCASE_COPY.emptyId })}
            </p>
          </div>
        )}
      </Section>
    );
  }

  const rotation = products.length > 1 && (
    <CarouselRotationButton
      playing={carousel.playing}
      onToggle={() => {
        if (!carousel.playing) setCollapsed(false);
        carousel.toggle();
      }}
    />
  );
  const liveProps = { "aria-live": carousel.rotating ? "off" : "polite" } as const;

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
          <Tabs.Root value={selected._id} onValueChange={select} activationMode="automatic">
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
            <div data-slot="product-showcase-slides" {...liveProps}>
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
        ) : (
          <>
            {rotation ? <div className="mb-4">{rotation}</div> : null}
            <Accordion.Root
              type="single"
              collapsible
              value={collapsed ? "" : selected._id}
              onValueChange={(id) => {
                if (id) {
                  setCollapsed(false);
                  select(id);
                } else {
                  setCollapsed(true);
                  carousel.pause();
                }
              }}
              data-slot="product-showcase-accordion"
              className="flex flex-col gap-2"
              {...liveProps}
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
        )}
      </div>

      <div
        data-slot="product-showcase-strip"
        aria-hidden="true"
        className="mt-10 grid grid-cols-4 gap-2 sm:grid-cols-8 sm:gap-3"
      >
        {Array.from({ length: COUNTS.stripImages }, (_, position) => products[position % products.length]!).map(
          (product, position) => (
            <img
              key={position}
              src={imageUrl(product.image)}
              alt=""
              loading="lazy"
              decoding="async"
              className="aspect-square w-full rounded-lg bg-brand-100 object-cover"
            />
          ),
        )}
      </div>
    </Section>
  );
}

interface ProductSlideProps {
  /** The category shown. */
  product: ProductRecord;
  /** Image URL builder of the showcase. */
  imageUrl: (image: string) => string;
  /** Address of the 'Know more' link. */
  href: string;
  /** Shows the product name as a heading (the tab layout; the accordion's trigger names it). */
  showName?: boolean;
  /** Rounded corners (the tab layout); square inside the accordion's item. */
  rounded?: boolean;
}

/** One category: its darkened picture behind the name, description, feature lines and 'Know more'. */
function ProductSlide({ product, imageUrl, href, showName = false, rounded = true }: ProductSlideProps) {
  const intl = useIntl();
  return (
    <div
      className={cn(
        "relative isolate flex min-h-96 overflow-hidden bg-brand-950 text-white sm:min-h-104",
        rounded && "rounded-xl",
      )}
    >
      <img
        src={imageUrl(product.image)}
        alt=""
        loading="lazy"
        decoding="async"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      {/* Darkens every picture enough for white text (≥ 4.5:1 even over white). */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-brand-950/50 bg-linear-to-r from-brand-950/85 via-brand-950/55 to-brand-950/25"
      />
      <div className="flex max-w-2xl flex-col justify-center gap-5 p-6 sm:p-10">
        {showName ? <h3 className="text-2xl font-bold tracking-tight sm:text-3xl">{product.productName}</h3> : null}
        <p className="text-base text-brand-50 sm:text-lg">{product.productDescription}</p>
        <ul className="flex flex-col gap-2" data-slot="product-showcase-benefits">
          {PRODUCT_BENEFITS.map((benefit) => (
            <li key={benefit.key} className="flex items-start gap-2">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-400" />
              <span>{intl.formatMessage({ id: benefit.labelId })}</span>
            </li>
          ))}
        </ul>
        <Button asChild variant="inverse" className="self-start">
          <a
            href={href}
            aria-label={intl.formatMessage(
              { id: PRODUCTS_SHOWCASE_COPY.knowMoreLabelId },
              { product: product.productName },
            )}
          >
            {intl.formatMessage({ id: PRODUCTS_SHOWCASE_COPY.knowMoreId })}
            <ArrowRight aria-hidden="true" />
          </a>
        </Button>
      </div>
    </div>
  );
}

export { productTabVariants };

/** Widths of the category pills while loading, one per category the site sells (mixed, like names). */
const SKELETON_PILLS = ["w-24", "w-32", "w-28", "w-36", "w-24", "w-40", "w-28", "w-32"] as const satisfies {
  length: typeof COUNTS.productCategories;
};

/** A block of the skeleton: the showcase's line colour, pulsing unless motion is reduced. */
const bone = "bg-line motion-safe:animate-pulse";

/**
 * The showcase while its products load, hidden from assistive technology (the section is
 * `aria-busy` and says it is loading): the pause button and the category pills with the slide
 * and its text lines (narrow: a column of items, the first open), then the picture strip.
 */
function ProductShowcaseSkeleton({ wide }: { wide: boolean }) {
  const slide = (
    <div className={cn("flex min-h-96 flex-col justify-center gap-5 rounded-xl p-6 sm:min-h-104 sm:p-10", bone)}>
      <div className="h-8 w-2/3 max-w-sm rounded-md bg-surface-muted" />
      <div className="h-5 w-full max-w-xl rounded-md bg-surface-muted" />
      <div className="h-5 w-5/6 max-w-lg rounded-md bg-surface-muted" />
      {PRODUCT_BENEFITS.map((benefit) => (
        <div key={benefit.key} className="h-5 w-1/2 max-w-xs rounded-md bg-surface-muted" />
      ))}
      <div className="h-11 w-36 rounded-pill bg-surface-muted" />
    </div>
  );
  return (
    <div data-slot="product-showcase-skeleton" aria-hidden="true">
      {wide ? (
        <>
          <div className="mb-6 flex items-start gap-3">
            <div className={cn("size-11 shrink-0 rounded-full", bone)} />
            <div className="flex flex-wrap gap-2">
              {SKELETON_PILLS.map((width, position) => (
                <div
                  key={position}
                  data-slot="product-showcase-skeleton-category"
                  className={cn("h-11 rounded-pill", width, bone)}
                />
              ))}
            </div>
          </div>
          {slide}
        </>
      ) : (
        <>
          <div className={cn("mb-4 size-11 rounded-full", bone)} />
          <div className="flex flex-col gap-2">
            {SKELETON_PILLS.map((_, position) => (
              <div
                key={position}
                data-slot="product-showcase-skeleton-category"
                className={cn("h-12 rounded-xl", bone)}
              />
            )).toSpliced(1, 0, <div key="open">{slide}</div>)}
          </div>
        </>
      )}
      <div className="mt-10 grid grid-cols-4 gap-2 sm:grid-cols-8 sm:gap-3">
        {Array.from({ length: COUNTS.stripImages }, (_, position) => (
          <div key={position} className={cn("aspect-square rounded-lg", bone)} />
        ))}
      </div>
    </div>
  );
}
