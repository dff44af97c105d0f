import { useState } from "react";
import * as Accordion from "@radix-ui/react-accordion";
import * as Tabs from "@radix-ui/react-tabs";
import { cva, type VariantProps } from "class-variance-authority";
import { ArrowRight, ChevronDown, CircleCheck } from "lucide-react";
import { useIntl } from "react-intl";
import { productImageUrl, type ProductRecord } from "@studio/api";
import {
  CAROUSEL_COPY,
  COUNTS,
  PRODUCT_BENEFITS,
  PRODUCTS_INTERVAL_MS,
  PRODUCTS_SHOWCASE_COPY,
  PRODUCTS_WIDE_MIN_PX,
} from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import { Section, type SectionProps } from "../../layout/section/section.tsx";
import { cn } from "../../lib/cn.ts";
import { useAutoAdvance } from "../../lib/use-auto-advance.ts";
import { useMediaQuery } from "../../lib/use-media-query.ts";
import { CarouselRotationButton } from "../banner-carousel/carousel-controls.tsx";

/** Media query of the wide layout (tabs): the window is wider than 480 px. */
export const PRODUCTS_WIDE_QUERY = `(min-width: ${PRODUCTS_WIDE_MIN_PX + 1}px)`;

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
 * 1280 px, one row beyond), measured with the English sample products; held while they load.
 */
const PLACEHOLDER_HEIGHT = "min-h-[86rem] min-[481px]:min-h-[62rem] md:min-h-[56rem] lg:min-h-[58rem] xl:min-h-[57rem]";

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
     * grocery, is selected first). With an empty list nothing is rendered (see `loading`).
     */
    products: readonly ProductRecord[];
    /**
     * The products are still being read. With no products yet, the showcase keeps its place — an
     * empty block as tall as the loaded showcase in each layout — so the sections below do not
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

  // No products: while they load, their place is held; when there are none, the section is left
  // out, like the other home sections with empty data, rather than a heading over nothing.
  if (!selected) {
    return loading ? (
      <div data-slot="product-showcase-placeholder" aria-hidden="true" className={PLACEHOLDER_HEIGHT} />
    ) : null;
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
