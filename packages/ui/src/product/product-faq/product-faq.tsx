import type { ComponentProps } from "react";
import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { useIntl } from "react-intl";
import { PRODUCT_FAQ, PRODUCT_PAGE_COPY, type FaqItem as FaqEntry } from "@studio/content";
import { Section } from "../../layout/section/section.tsx";
import { cn } from "../../lib/cn.ts";

export type FaqAccordionProps = Omit<
  ComponentProps<typeof Accordion.Root>,
  "type" | "collapsible" | "value" | "defaultValue" | "onValueChange"
> & {
  /** Key of the open entry, or `""` for none. Leave unset to let the accordion keep its own state. */
  value?: string;
  /** Entry open when the accordion first shows (uncontrolled use); none by default. */
  defaultValue?: string;
  /** Called with the key of the entry that opens, or `""` when the open one closes. */
  onValueChange?: (value: string) => void;
};

/** The accordion root: one entry open at a time, or none (pressing the open entry closes it). */
export function FaqAccordion({ className, ...props }: FaqAccordionProps) {
  return (
    <Accordion.Root
      data-slot="faq-accordion"
      type="single"
      collapsible
      className={cn("divide-y divide-line overflow-hidden rounded-lg border border-line bg-surface", className)}
      {...props}
    />
  );
}

/** One question and its answer. */
export function FaqItem({ className, ...props }: ComponentProps<typeof Accordion.Item>) {
  return <Accordion.Item data-slot="faq-item" className={cn("group/faq", className)} {...props} />;
}

/** The question: a button inside an `<h3>` that opens and closes the answer. */
export function FaqTrigger({ className, children, ...props }: ComponentProps<typeof Accordion.Trigger>) {
  return (
    <Accordion.Header className="m-0 text-base md:text-lg">
      <Accordion.Trigger
        data-slot="faq-trigger"
        className={cn(
          "flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900",
          "transition-colors duration-(--motion-fast) hover:bg-brand-50 data-[state=open]:bg-brand-50",
          "focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus",
          className,
        )}
        {...props}
      >
        <span>{children}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-brand-700 transition-transform duration-(--motion-base) group-data-[state=open]/faq:rotate-180"
        />
      </Accordion.Trigger>
    </Accordion.Header>
  );
}

/** The answer panel, shown while its question is open. */
export function FaqContent({ className, children, ...props }: ComponentProps<typeof Accordion.Content>) {
  return (
    <Accordion.Content data-slot="faq-content" className={cn("bg-brand-50 text-ink-muted", className)} {...props}>
      <p className="max-w-prose px-5 pt-1 pb-5">{children}</p>
    </Accordion.Content>
  );
}

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
      <FaqAccordion
        className="mx-auto max-w-3xl"
        {...(value === undefined ? {} : { value })}
        {...(defaultValue === undefined ? {} : { defaultValue })}
        {...(onValueChange ? { onValueChange } : {})}
      >
        {items.map((item) => (
          <FaqItem key={item.key} value={item.key}>
            <FaqTrigger>{intl.formatMessage({ id: item.questionId })}</FaqTrigger>
            <FaqContent>{intl.formatMessage({ id: item.answerId })}</FaqContent>
          </FaqItem>
        ))}
      </FaqAccordion>
    </Section>
  );
}
