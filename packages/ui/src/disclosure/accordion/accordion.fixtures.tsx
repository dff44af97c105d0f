import { useIntl } from "react-intl";
import { PRODUCT_FAQ } from "@studio/content";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, type AccordionVariant } from "./accordion.tsx";

/** How many of the product FAQ's questions the examples show. */
export const SAMPLE_ENTRY_COUNT = 3;

/** Props of {@link SampleAccordion}. */
export interface SampleAccordionProps {
  /** The accordion's look (see `Accordion`'s `variant`). */
  variant: AccordionVariant;
  /** How many entries. Default {@link SAMPLE_ENTRY_COUNT}. */
  count?: number;
  /** Position of the first question shown. Default 0. */
  start?: number;
  /** Key of the entry open first; none by default. */
  defaultValue?: string;
  /** Whether pressing the open entry closes it (the FAQ) or leaves it open (the services). Default true. */
  collapsible?: boolean;
}

/** The product FAQ's first questions as an accordion, in the surrounding language (the stories' and the docs' example). */
export function SampleAccordion({
  variant,
  count = SAMPLE_ENTRY_COUNT,
  start = 0,
  defaultValue,
  collapsible = true,
}: SampleAccordionProps) {
  const intl = useIntl();
  return (
    <Accordion
      variant={variant}
      type="single"
      collapsible={collapsible}
      {...(defaultValue === undefined ? {} : { defaultValue })}
      className="max-w-3xl"
    >
      {PRODUCT_FAQ.slice(start, start + count).map((item) => (
        <AccordionItem key={item.key} value={item.key} variant={variant}>
          <AccordionTrigger variant={variant}>
            <span className="flex-1">{intl.formatMessage({ id: item.questionId })}</span>
          </AccordionTrigger>
          <AccordionContent variant={variant}>
            <p className={variant === "divided" ? "max-w-prose px-5 pt-1 pb-5" : "max-w-prose"}>
              {intl.formatMessage({ id: item.answerId })}
            </p>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
