import type { ComponentProps } from "react";
import { useIntl } from "react-intl";
import { PRODUCT_FAQ, PRODUCT_PAGE_COPY, type FaqItem as FaqEntry } from "@studio/content";
import { Section } from "../../layout/section/section.tsx";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../../disclosure/accordion/accordion.tsx";

/** Props of the question list: which entry is open (one or none). */
export type FaqAccordionProps = {
  /** Key of the open entry, or `""` for none. Leave unset to let the accordion keep its own state. */
  value?: string;
  /** Entry open when the accordion first shows (uncontrolled use); none by default. */
  defaultValue?: string;
  /** Called with the key of the entry that opens, or `""` when the open one closes. */
  onValueChange?: (value: string) => void;
};

export type ProductFaqProps = Omit<ComponentProps<typeof Section>, "title" | "children"> &
  Pick<FaqAccordionProps, "value" | "defaultValue" | "onValueChange"> & {
    /** Where the section's heading and lead sit: `start` or `center`. Default `center`. */
    align?: "start" | "center";
    /** The questions, in order. Defaults to the seven of the product pages. */
    items?: readonly FaqEntry[];
  };

/**
 * 'Frequently asked questions' of the product pages: seven questions in an accordion (APG
 * accordion pattern, Radix), one open at a time or none; pressing the open question closes it.
 */
export function ProductFaq({
  items = PRODUCT_FAQ,
  value,
  defaultValue,
  onValueChange,
  align = "center",
  ...props
}: ProductFaqProps) {
  const intl = useIntl();
  return (
    <Section
      data-slot="product-faq"
      align={align}
      title={intl.formatMessage({ id: PRODUCT_PAGE_COPY.faqHeadingId })}
      {...props}
    >
      <Accordion
        variant="divided"
        type="single"
        collapsible
        data-slot="faq-accordion"
        className="mx-auto max-w-3xl"
        {...(value === undefined ? {} : { value })}
        {...(defaultValue === undefined ? {} : { defaultValue })}
        {...(onValueChange ? { onValueChange } : {})}
      >
        {items.map((item) => (
          <AccordionItem key={item.key} value={item.key} data-slot="faq-item">
            <AccordionTrigger data-slot="faq-trigger">
              <span>{intl.formatMessage({ id: item.questionId })}</span>
            </AccordionTrigger>
            <AccordionContent data-slot="faq-content">
              <p className="max-w-prose px-5 pt-1 pb-5">{intl.formatMessage({ id: item.answerId })}</p>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </Section>
  );
}
