import type { ReactNode } from "react";
import { ArrowRight, CircleCheck } from "lucide-react";
import { useIntl } from "react-intl";
import type { ProductRecord } from "@studio/api";
import { PRODUCT_BENEFITS, PRODUCTS_SHOWCASE_COPY } from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import { cn } from "../../lib/cn.ts";

/** What both layouts of the products showcase (tabs, accordion) take besides their selection. */
export interface ProductShowcaseLayoutProps {
  /** The pause/play button, first in the row of tabs or above the items; none with a single category. */
  rotation?: ReactNode;
  /** How the slides' live region speaks of a new slide: `"off"` while they rotate on their own, `"polite"` otherwise. */
  ariaLive: "off" | "polite";
  /** What screen readers call each slide ("slide"), in the page's language. */
  slideRole: string;
  /** Turns a product's image file name into its URL. */
  imageUrl: (image: string) => string;
  /** Address of a product's page, for its 'Know more' link. */
  productHref: (product: ProductRecord) => string;
}

/** Props of {@link ProductSlide}. */
export interface ProductSlideProps {
  /** The category shown. */
  product: ProductRecord;
  /** Turns the product's image file name into its URL (the showcase's `imageUrl`). */
  imageUrl: (image: string) => string;
  /** Address of the 'Know more' link: the product's page. */
  href: string;
  /** Shows the product name as a heading: in the tabs, where the tab alone names it; the accordion's header names it. Default `false`. */
  showName?: boolean;
  /** Rounded corners, as in the tabs; square inside an accordion item. Default `true`. */
  rounded?: boolean;
}

/**
 * One category of the products showcase, in the tabs or an accordion item: its darkened picture
 * behind the name, description, the three feature lines and 'Know more'.
 */
export function ProductSlide({ product, imageUrl, href, showName = false, rounded = true }: ProductSlideProps) {
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
