import { useState, type ComponentProps } from "react";
import { cva } from "class-variance-authority";
import { useIntl } from "react-intl";
import {
  DEFAULT_SERVICE,
  SERVICES,
  SERVICES_TITLE_ID,
  type ServiceChip,
  type ServiceItem,
  type ServiceKey,
} from "@studio/content";
import { cn } from "../../lib/cn.ts";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../../disclosure/accordion/accordion.tsx";
import { Section, type SectionProps } from "../../layout/section/section.tsx";
import { ParallaxWrapper } from "../parallax/parallax-wrapper.tsx";
import { ServiceIllustration } from "./service-illustrations.tsx";

const servicesAccordionChipVariants = cva(
  "inline-flex items-center rounded-pill bg-accent-100 px-3 py-1 text-sm font-medium text-accent-700",
);

export type ServicesAccordionProps = Omit<SectionProps, "title" | "children" | "defaultValue" | "onChange"> & {
  /** The numbered services, in order. Defaults to the five services of @studio/content. */
  items?: readonly ServiceItem[];
  /** The selected service (controlled). */
  value?: ServiceKey;
  /** The service selected first when uncontrolled. Defaults to `evaluationdesign`. */
  defaultValue?: ServiceKey;
  /** Called with the key of the service the visitor selects. Selecting the selected one does nothing. */
  onValueChange?: (key: ServiceKey) => void;
  /** Turns off the illustration's parallax (it is always off under reduced motion). */
  disableParallax?: boolean;
};

/** A chip's text: its translated label, or a product or technology name as it is. */
function ChipLabel({ chip }: { chip: ServiceChip }) {
  const intl = useIntl();
  return "labelId" in chip ? intl.formatMessage({ id: chip.labelId }) : <span translate="no">{chip.name}</span>;
}

/**
 * 'Discover How We Can Assist You': the five numbered services as an accordion (the design
 * system's Accordion, `cards`: APG accordion pattern: one item open at a time, arrow keys, Home and End between the headers).
 * Pressing an item selects it: its header turns orange and it expands to show its tag chips and
 * description; the selected item stays open (pressing it again does nothing). Beside the list, in a
 * parallax wrapper, a decorative illustration follows the selection.
 */
export function ServicesAccordion({
  items = SERVICES,
  value,
  defaultValue = DEFAULT_SERVICE,
  onValueChange,
  disableParallax = false,
  className,
  ...props
}: ServicesAccordionProps) {
  const intl = useIntl();
  const [uncontrolled, setUncontrolled] = useState<ServiceKey>(defaultValue);
  const wanted = value ?? uncontrolled;
  const selected = items.find((item) => item.key === wanted) ?? items[0];
  if (!selected) return null;

  const select = (key: string) => {
    const item = items.find((entry) => entry.key === key);
    if (!item || item.key === selected.key) return;
    if (value === undefined) setUncontrolled(item.key);
    onValueChange?.(item.key);
  };

  return (
    <Section
      data-slot="services-accordion"
      title={intl.formatMessage({ id: SERVICES_TITLE_ID })}
      className={className}
      {...props}
    >
      <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
        <Accordion variant="cards" type="single" collapsible={false} value={selected.key} onValueChange={select}>
          {items.map((item) => (
            <AccordionItem key={item.key} value={item.key} variant="cards" data-slot="services-accordion-item">
              <AccordionTrigger
                variant="cards"
                data-slot="services-accordion-trigger"
                // The selected item stays open: pressing it again does nothing.
                className="data-[state=open]:cursor-default"
              >
                <span className="w-8 shrink-0 text-base font-bold text-accent-700 tabular-nums group-data-[state=open]:text-white forced-colors:group-data-[state=open]:text-[HighlightText]">
                  {item.number}
                </span>
                <span className="flex-1 text-balance hyphens-auto">{intl.formatMessage({ id: item.titleId })}</span>
              </AccordionTrigger>
              <AccordionContent variant="cards" data-slot="services-accordion-content">
                {item.chips.length > 0 ? (
                  <ul className="flex flex-wrap gap-2">
                    {item.chips.map((chip, index) => (
                      <li
                        key={`${index} ${"labelId" in chip ? chip.labelId : chip.name}`}
                        className={servicesAccordionChipVariants()}
                      >
                        <ChipLabel chip={chip} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p className="mt-4 leading-relaxed text-ink-muted">{intl.formatMessage({ id: item.descId })}</p>
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>

        <ParallaxWrapper
          disabled={disableParallax}
          className="order-first mx-auto w-full max-w-72 sm:max-w-md lg:order-none lg:max-w-none"
        >
          <ServicesIllustrationPanel items={items} selectedKey={selected.key} />
        </ParallaxWrapper>
      </div>
    </Section>
  );
}

type ServicesIllustrationPanelProps = ComponentProps<"div"> & {
  /** Every service, so their illustrations can cross-fade. */
  items: readonly ServiceItem[];
  /** The selected service, whose illustration shows. */
  selectedKey: ServiceKey;
};

/** The illustrations of all services stacked, the selected one visible (a cross-fade on change). */
function ServicesIllustrationPanel({ items, selectedKey, className, ...props }: ServicesIllustrationPanelProps) {
  const selected = items.find((item) => item.key === selectedKey);
  return (
    <div
      data-slot="services-illustration"
      data-illustration={selected?.illustration}
      className={cn("relative aspect-4/3 overflow-hidden rounded-2xl bg-brand-50", className)}
      {...props}
    >
      {items.map((item) => (
        <ServiceIllustration
          key={item.key}
          name={item.illustration}
          data-state={item.key === selectedKey ? "visible" : "hidden"}
          className={cn(
            "absolute inset-0 size-full p-4 transition-opacity duration-(--motion-slow)",
            item.key === selectedKey ? "opacity-100" : "opacity-0",
          )}
        />
      ))}
    </div>
  );
}

export { servicesAccordionChipVariants };
