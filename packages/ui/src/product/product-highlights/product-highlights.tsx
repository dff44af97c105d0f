import type { ComponentProps, ReactNode } from "react";
import { useIntl } from "react-intl";
import { PRODUCT_HIGHLIGHTS, PRODUCT_PAGE_COPY, type ProductHighlight } from "@studio/content";
import { Section } from "../../layout/section/section.tsx";
import { cn } from "../../lib/cn.ts";
import { HIGHLIGHT_ICONS, iconFor } from "../product-icons.ts";

/*
 * Layout: at the `md` breakpoint and below the cards are a single column of compact rows (icon
 * beside the text); above it (`over-md:`, the design tokens) a grid of two, and of four from `lg`.
 *
 * A card is active while hovered, while focus is inside it, or when `activeKey` names it: the
 * `highlight-active:` variant (theme.css) styles all three in CSS, so the section needs no script.
 */
const cardClasses = cn(
  "relative flex h-full items-start gap-4 rounded-lg border border-line bg-surface p-5 shadow-card",
  "transition-[border-color,transform,box-shadow] duration-(--motion-base) ease-standard",
  "over-md:flex-col over-md:p-6",
  "highlight-active:border-brand-500 highlight-active:shadow-menu motion-safe:highlight-active:-translate-y-1",
);

const iconBoxClasses = cn(
  "relative inline-flex size-12 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700",
  "transition-colors duration-(--motion-base)",
  "highlight-active:bg-brand-600 highlight-active:text-white",
  // Forced colours drop the fill: the highlighted card's icon in the theme's selection colours (decision 0163).
  "highlight-active:forced-selected",
);

const iconClasses =
  "absolute inset-0 m-auto size-6 transition-[opacity,transform] duration-(--motion-base) ease-standard";

export type ProductHighlightsProps = Omit<ComponentProps<typeof Section>, "title" | "children"> & {
  /** The section's background: `plain` (white), `muted` (light grey) or `brand` (dark blue). Default `muted`. */
  tone?: "plain" | "muted" | "brand";
  /** Where the section's heading and lead sit: `start` or `center`. Default `center`. */
  align?: "start" | "center";
  /** The cards, in order. Defaults to the four highlights of the product pages. */
  highlights?: readonly ProductHighlight[];
  /**
   * Key of a card to show as active whatever the pointer does (a design review, a screenshot), or
   * `null`/unset for none. Cards are active anyway while hovered or while focus is inside them.
   */
  activeKey?: string | null;
  /**
   * Optional interactive content at the foot of a card (e.g. a link to the booking form). Cards
   * themselves are not focusable; a card with an action swaps its icon while the action has focus.
   */
  cardAction?: (highlight: ProductHighlight) => ReactNode;
};

/**
 * 'Why choose our product': the four highlight cards of a product page (white label product,
 * user-friendly interface, data security, 24/7 customer service). A card's icon changes to its
 * second icon while the card is hovered or has keyboard focus inside it (a hovered card
 * or none), in CSS. Its own layout at or below 768 px: one column of compact rows.
 */
export function ProductHighlights({
  highlights = PRODUCT_HIGHLIGHTS,
  activeKey = null,
  cardAction,
  tone = "muted",
  align = "center",
  ...props
}: ProductHighlightsProps) {
  const intl = useIntl();
  return (
    <Section
      data-slot="product-highlights"
      tone={tone}
      align={align}
      title={intl.formatMessage({ id: PRODUCT_PAGE_COPY.highlightsHeadingId })}
      {...props}
    >
      <ul className="grid gap-4 over-md:grid-cols-2 over-md:gap-6 lg:grid-cols-4" data-slot="product-highlights-list">
        {highlights.map((highlight) => {
          const Icon = iconFor(HIGHLIGHT_ICONS, highlight.icon);
          const HoverIcon = iconFor(HIGHLIGHT_ICONS, highlight.hoverIcon);
          const action = cardAction?.(highlight);
          return (
            <li
              key={highlight.key}
              data-slot="product-highlight"
              data-key={highlight.key}
              data-active={activeKey === highlight.key}
              className={cardClasses}
            >
              <span className={iconBoxClasses}>
                <Icon
                  aria-hidden="true"
                  data-slot="product-highlight-icon"
                  data-icon={highlight.icon}
                  className={cn(
                    iconClasses,
                    "scale-100 opacity-100 highlight-active:scale-75 highlight-active:opacity-0",
                  )}
                />
                <HoverIcon
                  aria-hidden="true"
                  data-slot="product-highlight-icon"
                  data-icon={highlight.hoverIcon}
                  className={cn(
                    iconClasses,
                    "scale-75 opacity-0 highlight-active:scale-100 highlight-active:opacity-100",
                  )}
                />
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="text-lg font-semibold text-brand-900">
                  {intl.formatMessage({ id: highlight.titleId })}
                </h3>
                <p className="mt-1.5 text-ink-muted">{intl.formatMessage({ id: highlight.descriptionId })}</p>
                {action ? <div className="mt-4">{action}</div> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
