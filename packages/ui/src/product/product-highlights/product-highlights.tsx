import { useState, type ComponentProps, type ReactNode } from "react";
import { cva } from "class-variance-authority";
import { useIntl } from "react-intl";
import { PRODUCT_HIGHLIGHTS, PRODUCT_PAGE_COPY, type ProductHighlight } from "@studio/content";
import { Section } from "../../layout/section/section.tsx";
import { cn } from "../../lib/cn.ts";
import { HIGHLIGHT_ICONS, iconFor } from "../product-icons.ts";

/*
 * Layout: at or below HIGHLIGHTS_BREAKPOINT_PX (768 px, spec 9) the cards are a single column of
 * compact rows (icon beside the text); above it a grid of two, and of four from 1024 px.
 * Tailwind needs literal class names, so 769 px is written out: HIGHLIGHTS_BREAKPOINT_PX + 1.
 */
const highlightsListClasses = "grid gap-4 min-[769px]:grid-cols-2 min-[769px]:gap-6 lg:grid-cols-4";

const highlightCardVariants = cva(
  [
    "relative flex h-full items-start gap-4 rounded-lg border bg-surface p-5 shadow-card",
    "transition-[border-color,transform,box-shadow] duration-(--motion-base) ease-standard",
    "min-[769px]:flex-col min-[769px]:p-6",
  ],
  {
    variants: {
      active: {
        true: "border-brand-500 shadow-menu motion-safe:-translate-y-1",
        false: "border-line",
      },
    },
    defaultVariants: { active: false },
  },
);

const highlightIconVariants = cva(
  "absolute inset-0 m-auto size-6 transition-[opacity,transform] duration-(--motion-base) ease-standard",
  {
    variants: {
      shown: {
        true: "scale-100 opacity-100",
        false: "scale-75 opacity-0",
      },
    },
  },
);

export type ProductHighlightsProps = Omit<ComponentProps<typeof Section>, "title" | "children"> & {
  /** The cards, in order. Defaults to the four highlights of the product pages. */
  highlights?: readonly ProductHighlight[];
  /**
   * Key of the card shown as active (hovered or focused), or `null` for none. Leave unset to let
   * the cards follow the pointer and the keyboard focus themselves.
   */
  activeKey?: string | null;
  /** Card active when the section first shows (uncontrolled use); `null` by default. */
  defaultActiveKey?: string | null;
  /** Called with the card the pointer or focus moves onto, or `null` when it leaves the cards. */
  onActiveKeyChange?: (key: string | null) => void;
  /**
   * Optional interactive content at the foot of a card (e.g. a link to the booking form). Cards
   * themselves are not focusable; a card with an action swaps its icon while the action has focus.
   */
  cardAction?: (highlight: ProductHighlight) => ReactNode;
};

/**
 * 'Why choose our product': the four highlight cards of a product page (white label product,
 * user-friendly interface, data security, 24/7 customer service). A card's icon changes to its
 * second icon while the card is hovered or has keyboard focus inside it (spec 4: a hovered card
 * or none). Its own layout at or below 768 px: one column of compact rows.
 */
export function ProductHighlights({
  highlights = PRODUCT_HIGHLIGHTS,
  activeKey,
  defaultActiveKey = null,
  onActiveKeyChange,
  cardAction,
  tone = "muted",
  align = "center",
  ...props
}: ProductHighlightsProps) {
  const intl = useIntl();
  const [ownActiveKey, setOwnActiveKey] = useState<string | null>(defaultActiveKey);
  const current = activeKey === undefined ? ownActiveKey : activeKey;
  const setActive = (key: string | null) => {
    if (key === current) return;
    setOwnActiveKey(key);
    onActiveKeyChange?.(key);
  };

  return (
    <Section
      data-slot="product-highlights"
      tone={tone}
      align={align}
      title={intl.formatMessage({ id: PRODUCT_PAGE_COPY.highlightsHeadingId })}
      {...props}
    >
      <ul className={highlightsListClasses} data-slot="product-highlights-list">
        {highlights.map((highlight) => {
          const active = current === highlight.key;
          const Icon = iconFor(HIGHLIGHT_ICONS, highlight.icon);
          const HoverIcon = iconFor(HIGHLIGHT_ICONS, highlight.hoverIcon);
          const action = cardAction?.(highlight);
          return (
            // The handlers only drive the presentational icon swap (hover and focus-within); the
            // card has no action of its own, so it stays a plain list item.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
            <li
              key={highlight.key}
              data-slot="product-highlight"
              data-key={highlight.key}
              data-active={active}
              className={highlightCardVariants({ active })}
              onMouseEnter={() => setActive(highlight.key)}
              onMouseLeave={() => setActive(null)}
              onFocus={() => setActive(highlight.key)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setActive(null);
              }}
            >
              <span
                className={cn(
                  "relative inline-flex size-12 shrink-0 items-center justify-center rounded-md",
                  "transition-colors duration-(--motion-base)",
                  active ? "bg-brand-600 text-white" : "bg-brand-50 text-brand-700",
                )}
              >
                <Icon
                  aria-hidden="true"
                  data-slot="product-highlight-icon"
                  data-icon={highlight.icon}
                  data-shown={!active}
                  className={highlightIconVariants({ shown: !active })}
                />
                <HoverIcon
                  aria-hidden="true"
                  data-slot="product-highlight-icon"
                  data-icon={highlight.hoverIcon}
                  data-shown={active}
                  className={highlightIconVariants({ shown: active })}
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

export { highlightCardVariants, highlightsListClasses };
