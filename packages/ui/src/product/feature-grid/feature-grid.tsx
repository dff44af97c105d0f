import { useId, useState, type ComponentProps, type CSSProperties } from "react";
import { cva } from "class-variance-authority";
import { Check } from "lucide-react";
import { useIntl } from "react-intl";
import { PRODUCT_FEATURES, PRODUCT_PAGE_COPY, type ProductFeature } from "@studio/content";
import { Section } from "../../layout/section/section.tsx";
import { FEATURE_ICONS, iconFor } from "../product-icons.ts";

const featureCardVariants = cva([
  "group relative flex h-full cursor-pointer items-start gap-4 rounded-lg border-2 py-4 pr-8 pl-4",
  "transition-[background-color,border-color,box-shadow] duration-(--motion-fast) ease-standard",
  // The toggle's focus ring is drawn around the whole card.
  "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus",
  // At rest: a white card that warms up on hover.
  "border-line bg-surface hover:border-accent-400 hover:shadow-card",
  // Selected: the site's orange selection colour (the original seed showed nothing; we show it).
  "has-aria-pressed:border-accent-500 has-aria-pressed:bg-accent-100 has-aria-pressed:shadow-card",
]);

export type FeatureGridProps = Omit<ComponentProps<typeof Section>, "title" | "children"> & {
  /** Where the section's heading and lead sit: `start` or `center`. Default `center`. */
  align?: "start" | "center";
  /** The features, in reading order: column 1 top to bottom, then 2, then 3. Defaults to the fifteen. */
  features?: readonly ProductFeature[];
  /** Key of the selected feature, or `null` for none. Leave unset to let the grid keep its own selection. */
  selectedKey?: string | null;
  /** Selection when the grid first shows (uncontrolled use); none by default. */
  defaultSelectedKey?: string | null;
  /** Called with the newly selected feature's key, or `null` when the selected one is pressed again. */
  onSelectedKeyChange?: (key: string | null) => void;
};

/**
 * 'What can our product do for you?': the fifteen features of the store product, three columns
 * of five on wider screens and one column on phones. Each card is a toggle button: pressing it
 * selects it (orange selection), pressing it again clears the selection; one selection at a time.
 */
export function FeatureGrid({
  features = PRODUCT_FEATURES,
  selectedKey,
  defaultSelectedKey = null,
  onSelectedKeyChange,
  align = "center",
  ...props
}: FeatureGridProps) {
  const intl = useIntl();
  const idPrefix = useId();
  const [ownSelectedKey, setOwnSelectedKey] = useState<string | null>(defaultSelectedKey);
  const current = selectedKey === undefined ? ownSelectedKey : selectedKey;
  const rows = Math.ceil(features.length / 3);

  return (
    <Section
      data-slot="feature-grid"
      align={align}
      title={intl.formatMessage({ id: PRODUCT_PAGE_COPY.featuresHeadingId })}
      {...props}
    >
      <ul
        data-slot="feature-grid-list"
        className="grid gap-4 md:grid-flow-col md:grid-cols-3 md:grid-rows-(--feature-rows)"
        style={{ "--feature-rows": `repeat(${rows}, minmax(0, auto))` } as CSSProperties}
      >
        {features.map((feature) => {
          const Icon = iconFor(FEATURE_ICONS, feature.icon);
          const selected = current === feature.key;
          const descriptionId = `${idPrefix}-${feature.key}-description`;
          return (
            <li
              key={feature.key}
              data-slot="feature-card"
              data-key={feature.key}
              data-column={feature.column}
              className={featureCardVariants()}
            >
              <span
                className={
                  "inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700 " +
                  "transition-colors duration-(--motion-fast) group-has-aria-pressed:bg-accent-700 group-has-aria-pressed:text-white " +
                  // Forced colours: the selected feature's icon in the theme's selection colours (decision 0163).
                  "group-has-aria-pressed:forced-selected"
                }
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 flex-1">
                {/* The button's ::after stretches over the whole card, so the card is one target. */}
                <button
                  type="button"
                  data-slot="feature-toggle"
                  data-key={feature.key}
                  aria-pressed={selected}
                  aria-describedby={descriptionId}
                  className="block text-left font-semibold text-brand-900 outline-none after:absolute after:inset-0 after:rounded-lg after:content-['']"
                  onClick={() => {
                    const next = selected ? null : feature.key;
                    setOwnSelectedKey(next);
                    onSelectedKeyChange?.(next);
                  }}
                >
                  {intl.formatMessage({ id: feature.titleId })}
                </button>
                <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
                  {intl.formatMessage({ id: feature.descriptionId })}
                </p>
              </div>
              <span
                aria-hidden="true"
                className={
                  "pointer-events-none absolute top-2 right-2 inline-flex size-5 items-center justify-center rounded-pill " +
                  "bg-accent-700 text-white opacity-0 transition-opacity duration-(--motion-fast) group-has-aria-pressed:opacity-100"
                }
              >
                <Check className="size-3.5" strokeWidth={3} />
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export { featureCardVariants };
