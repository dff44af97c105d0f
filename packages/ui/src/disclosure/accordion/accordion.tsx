import type { ComponentProps } from "react";
import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { cva } from "class-variance-authority";
import { ChevronDown } from "lucide-react";
import { cn } from "../../lib/cn.ts";

/** How an accordion looks: one box with lines between its entries, or a stack of cards. */
export type AccordionVariant = "divided" | "cards";

/** The look of an accordion and its parts (give every part the same). */
type VariantProp = {
  /**
   * How the accordion looks (the same on every part):
   * - `divided`: one bordered box, a line between entries; the open entry tinted (the product FAQ).
   * - `cards`: a stack of bordered cards; the open entry's header filled orange with white text
   *   (the home page's services).
   *
   * Default `divided`.
   */
  variant?: AccordionVariant;
};

const ROOT_CLASSES: Record<AccordionVariant, string> = {
  divided: "divide-y divide-line overflow-hidden rounded-lg border border-line bg-surface",
  cards: "grid gap-3",
};

const ITEM_CLASSES: Record<AccordionVariant, string> = {
  divided: "",
  cards: [
    "overflow-hidden rounded-xl border border-line bg-surface transition-shadow duration-(--motion-fast)",
    "data-[state=open]:border-accent-700 data-[state=open]:shadow-card",
  ].join(" "),
};

const HEADER_CLASSES: Record<AccordionVariant, string> = {
  divided: "m-0 text-base md:text-lg",
  cards: "m-0",
};

const accordionTriggerVariants = cva(
  [
    "group flex min-h-14 w-full items-center gap-4 font-semibold transition-colors duration-(--motion-fast)",
    "focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus",
  ],
  {
    variants: {
      variant: {
        divided: [
          "justify-between px-5 py-4 text-left text-brand-900",
          "hover:bg-brand-50 data-[state=open]:bg-brand-50",
        ],
        cards: [
          "px-4 py-3 text-start text-lg text-ink hover:bg-accent-100 sm:px-5",
          // The open item: orange with white text (5.2:1).
          "data-[state=open]:bg-accent-700 data-[state=open]:text-white data-[state=open]:focus-visible:outline-white",
          // Forced colours drop the orange: the open item in the theme's selection colours (decision 0163).
          "data-[state=open]:forced-selected forced-colors:data-[state=open]:focus-visible:outline-[HighlightText]",
        ],
      },
    },
    defaultVariants: { variant: "divided" },
  },
);

const CHEVRON_CLASSES: Record<AccordionVariant, string> = {
  divided: "text-brand-700 duration-(--motion-base)",
  cards: "duration-(--motion-fast)",
};

const CONTENT_CLASSES: Record<AccordionVariant, string> = {
  divided: "bg-brand-50 text-ink-muted",
  cards: "px-4 pt-4 pb-5 sm:px-5",
};

/** Props of {@link Accordion}: Radix's `type` (`single` or `multiple`), its value and the look. */
export type AccordionProps = ComponentProps<typeof AccordionPrimitive.Root> & VariantProp;

/**
 * An accordion (Radix Accordion, the APG accordion pattern): a list of headers, each opening its
 * panel below it. The arrow keys move between the headers, Home and End to the first and last,
 * Enter and Space open and close.
 */
export function Accordion({ variant = "divided", className, ...props }: AccordionProps) {
  return <AccordionPrimitive.Root data-slot="accordion" className={cn(ROOT_CLASSES[variant], className)} {...props} />;
}

/** Props of {@link AccordionItem}. */
export type AccordionItemProps = ComponentProps<typeof AccordionPrimitive.Item> & VariantProp;

/** One entry: its header and its panel. */
export function AccordionItem({ variant = "divided", className, ...props }: AccordionItemProps) {
  return (
    <AccordionPrimitive.Item data-slot="accordion-item" className={cn(ITEM_CLASSES[variant], className)} {...props} />
  );
}

/** Props of {@link AccordionTrigger}. */
export type AccordionTriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> &
  VariantProp & {
    /** Classes of the heading (`<h3>`) around the button. */
    headerClassName?: string;
  };

/**
 * The header: a button inside an `<h3>` that opens and closes the panel, with a chevron that turns
 * when it is open. Its children are the header's text (and any number or mark before it).
 */
export function AccordionTrigger({
  variant = "divided",
  headerClassName,
  className,
  children,
  ...props
}: AccordionTriggerProps) {
  return (
    <AccordionPrimitive.Header className={cn(HEADER_CLASSES[variant], headerClassName)}>
      <AccordionPrimitive.Trigger
        data-slot="accordion-trigger"
        className={cn(accordionTriggerVariants({ variant }), className)}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className={cn(
            "size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180",
            CHEVRON_CLASSES[variant],
          )}
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

/** Props of {@link AccordionContent}. */
export type AccordionContentProps = ComponentProps<typeof AccordionPrimitive.Content> & VariantProp;

/** The panel, shown while its header is open. */
export function AccordionContent({ variant = "divided", className, ...props }: AccordionContentProps) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className={cn(CONTENT_CLASSES[variant], className)}
      {...props}
    />
  );
}
