import { PackageOpen } from "lucide-react";
import { useIntl } from "react-intl";
import { COUNTS, PRODUCT_BENEFITS, PRODUCTS_SHOWCASE_COPY } from "@studio/content";
import { cn } from "../../lib/cn.ts";

/** Widths of the category pills while loading, one per category the site sells (mixed, like names). */
const SKELETON_PILLS = ["w-24", "w-32", "w-28", "w-36", "w-24", "w-40", "w-28", "w-32"] as const satisfies {
  length: typeof COUNTS.productCategories;
};

/**
 * A block of the skeleton: the showcase's line colour, pulsing unless motion is reduced; outlined
 * in forced colours, which drop the fill (decision 0163).
 */
const bone = "bg-line motion-safe:animate-pulse forced-colors:border";

/** A line of text to come, inside a block: outlined in forced colours too. */
const line = "rounded-md bg-surface-muted forced-colors:border";

/** Props of {@link ProductShowcasePlaceholder}. */
export interface ProductShowcasePlaceholderProps {
  /** The products are still being read: the skeleton; otherwise the API has none, and it says so. */
  loading: boolean;
  /** The layout that will come: `true` for the row of tabs (wide screens), `false` for the accordion. */
  wide: boolean;
}

/**
 * What the products showcase shows without products.
 *
 * - **Loading**: 'Loading products…' for screen readers, and for the eye (hidden from assistive
 *   technology; the section is `aria-busy`) a skeleton in the layout that will come — the pause
 *   button and the category pills with the slide and its text lines (narrow: a column of items,
 *   the first open), then the picture strip, as pulsing blocks.
 * - **Empty** (the API has no products for the page's language): a dashed card with an open box and
 *   'No products to show yet.', so the page's products link still lands on something a visitor
 *   can read.
 */
export function ProductShowcasePlaceholder({ loading, wide }: ProductShowcasePlaceholderProps) {
  const intl = useIntl();
  if (!loading) {
    return (
      <div
        data-slot="product-showcase-empty"
        className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line bg-surface px-6 py-12 text-center"
      >
        <PackageOpen aria-hidden="true" className="size-10 text-ink-muted" />
        <p className="max-w-prose text-lg text-ink-muted">
          {intl.formatMessage({ id: PRODUCTS_SHOWCASE_COPY.emptyId })}
        </p>
      </div>
    );
  }
  const slide = (
    <div className={cn("flex min-h-96 flex-col justify-center gap-5 rounded-xl p-6 sm:min-h-104 sm:p-10", bone)}>
      <div className={cn("h-8 w-2/3 max-w-sm", line)} />
      <div className={cn("h-5 w-full max-w-xl", line)} />
      <div className={cn("h-5 w-5/6 max-w-lg", line)} />
      {PRODUCT_BENEFITS.map((benefit) => (
        <div key={benefit.key} className={cn("h-5 w-1/2 max-w-xs", line)} />
      ))}
      <div className="h-11 w-36 rounded-pill bg-surface-muted forced-colors:border" />
    </div>
  );
  return (
    <>
      <p className="sr-only">{intl.formatMessage({ id: PRODUCTS_SHOWCASE_COPY.loadingId })}</p>
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
    </>
  );
}
