import { useId, type ComponentProps, type MouseEvent } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { CircleCheck, ExternalLink } from "lucide-react";
import { useIntl } from "react-intl";
import {
  PRODUCT_BENEFITS,
  PRODUCT_PAGE_COPY,
  getProductPage,
  type ProductBenefit,
  type VerticalKey,
} from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import { cn } from "../../lib/cn.ts";
import { StorefrontIllustration } from "./storefront-illustration.tsx";

const productHeroVariants = cva("relative overflow-hidden py-12 md:py-20", {
  variants: {
    tone: {
      /** Soft brand tint behind the text and picture. */
      tinted: "bg-linear-to-b from-brand-50 to-surface text-ink",
      /** Plain white page background. */
      plain: "bg-surface text-ink",
    },
  },
  defaultVariants: { tone: "tinted" },
});

export type ProductHeroProps = Omit<ComponentProps<"section">, "children"> &
  VariantProps<typeof productHeroVariants> & {
    /**
     * Colours, for the background it sits on:
     * - `tinted`: Soft brand tint behind the text and picture.
     * - `plain`: Plain white page background.
     *
     * Default `tinted`.
     */
    tone?: "tinted" | "plain";
    /** The vertical of the product page: title, pitch and the picture's colours come from it. */
    vertical: VerticalKey;
    /**
     * Full address of the vertical's live demo (the demo host from configuration plus the page's
     * `demoPath`). 'See Demo' opens it in a new tab.
     */
    demoUrl: string;
    /** Where 'Contact Us' leads without script: the demo-booking form's anchor, e.g. `#book-demo`. */
    contactHref: string;
    /**
     * Called when the visitor activates 'Contact Us'. The site scrolls towards the booking form
     * (four viewport heights) and may call `event.preventDefault()` to replace the jump.
     */
    onContactClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
    /** The tick-listed benefits, in order. Defaults to the three of every offer. */
    benefits?: readonly ProductBenefit[];
  };

/**
 * The product information block that opens every store product page: the product's title (the
 * page's `<h1>`), its pitch, three ticked benefits, 'See Demo' (the live demo in a new tab) and
 * 'Contact Us' (towards the demo-booking form), beside an animated storefront picture in the
 * vertical's colours.
 */
export function ProductHero({
  vertical,
  demoUrl,
  contactHref,
  onContactClick,
  benefits = PRODUCT_BENEFITS,
  tone,
  className,
  ...props
}: ProductHeroProps) {
  const intl = useIntl();
  const page = getProductPage(vertical);
  const title = intl.formatMessage({ id: page.titleId });
  const titleId = useId();
  return (
    <section
      data-slot="product-hero"
      data-vertical={vertical}
      aria-labelledby={titleId}
      className={cn(productHeroVariants({ tone }), className)}
      {...props}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-gutter lg:grid-cols-2 lg:gap-16">
        <div>
          <h1 id={titleId} className="text-4xl font-bold tracking-tight text-balance text-brand-900 md:text-display">
            {title}
          </h1>
          <p className="mt-5 max-w-prose text-lg text-ink-muted">{intl.formatMessage({ id: page.pitchId })}</p>
          <ul className="mt-6 space-y-3" data-slot="product-hero-benefits">
            {benefits.map((benefit) => (
              <li key={benefit.key} className="flex items-start gap-3 text-base font-medium text-ink">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" strokeWidth={2.25} />
                <span>{intl.formatMessage({ id: benefit.labelId })}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild variant="primary" size="lg">
              <a
                href={demoUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={intl.formatMessage({ id: PRODUCT_PAGE_COPY.seeDemoLabelId }, { product: title })}
              >
                {intl.formatMessage({ id: PRODUCT_PAGE_COPY.seeDemoId })}
                <ExternalLink aria-hidden="true" />
              </a>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <a href={contactHref} onClick={onContactClick}>
                {intl.formatMessage({ id: PRODUCT_PAGE_COPY.contactUsId })}
              </a>
            </Button>
          </div>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-none">
          <StorefrontIllustration
            vertical={vertical}
            label={intl.formatMessage({ id: PRODUCT_PAGE_COPY.imageAltId })}
          />
        </div>
      </div>
    </section>
  );
}

export { productHeroVariants };
