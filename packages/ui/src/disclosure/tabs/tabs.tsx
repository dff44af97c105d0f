import type { ComponentProps } from "react";
import * as TabsPrimitive from "@radix-ui/react-tabs";
import { cva } from "class-variance-authority";
import { cn } from "../../lib/cn.ts";

/** How a set of tabs looks: the product showcase's pills, or a row of underlined tabs (the admin's languages). */
export type TabsVariant = "pill" | "underline";

const TABS_LIST_CLASSES: Record<TabsVariant, string> = {
  pill: "flex flex-wrap gap-2",
  // A row that scrolls sideways on a phone rather than wrapping: the selected tab keeps its underline.
  underline: "flex gap-1 overflow-x-auto border-b border-line",
};

const tabsTriggerVariants = cva(
  [
    "inline-flex cursor-pointer items-center gap-2 font-semibold",
    "transition-colors duration-(--motion-fast) focus-visible:outline-3 focus-visible:outline-focus",
    "disabled:pointer-events-none disabled:opacity-60",
    // Forced colours drop the fill and the orange: the selected tab takes the theme's own
    // selection colours instead (decision 0163).
    "data-[state=active]:forced-selected",
  ],
  {
    variants: {
      variant: {
        /** Rounded pills; the selected one filled orange. */
        pill: [
          "rounded-pill border border-line bg-surface text-ink hover:border-brand-600 hover:text-brand-700",
          // The ring around the selected pill, outside its fill: the theme's text colour in forced colours.
          "focus-visible:outline-offset-2 forced-colors:data-[state=active]:focus-visible:outline-[CanvasText]",
          "data-[state=active]:border-accent-700 data-[state=active]:bg-accent-700 data-[state=active]:text-white",
        ],
        /** Text tabs on a line; the selected one underlined in orange, in bold ink (not by colour alone). */
        underline: [
          "-mb-px shrink-0 border-b-3 border-transparent text-ink-muted hover:border-ink-muted hover:text-ink",
          "data-[state=active]:border-accent-700 data-[state=active]:text-ink",
          // The ring inside the selected tab, over its fill: the fill's text colour in forced colours.
          "focus-visible:-outline-offset-3 forced-colors:data-[state=active]:focus-visible:outline-[HighlightText]",
        ],
      },
      size: {
        /** 44 px tall, the comfortable touch target. */
        md: "min-h-11 px-4 text-sm",
        /** 48 px tall, for roomy layouts. */
        lg: "min-h-12 px-5 text-base",
      },
    },
    defaultVariants: { variant: "pill", size: "md" },
  },
);

/** Props of {@link Tabs}. */
export type TabsProps = ComponentProps<typeof TabsPrimitive.Root>;

/** The look of a list and its tabs (give both the same). */
type VariantProp = {
  /**
   * How the tabs look (the same on the list and its tabs):
   * - `pill`: rounded pills that wrap onto several rows; the selected one filled orange.
   * - `underline`: a row of text tabs on a line that scrolls sideways when it runs out of room;
   *   the selected one underlined in orange.
   *
   * Default `pill`.
   */
  variant?: TabsVariant;
};

/**
 * Tabs (Radix Tabs, the APG tabs pattern): a row of tabs, one panel shown at a time. The arrow
 * keys move between the tabs (and select them, with `activationMode="automatic"`, the default),
 * Home and End go to the first and the last, Tab moves into the panel.
 */
export function Tabs(props: TabsProps) {
  return <TabsPrimitive.Root data-slot="tabs" {...props} />;
}

/** Props of {@link TabsList}: give it an `aria-label` that names what the tabs choose between. */
export type TabsListProps = ComponentProps<typeof TabsPrimitive.List> & VariantProp;

/** The row of tabs (`role="tablist"`); name it with `aria-label`. */
export function TabsList({ variant = "pill", className, ...props }: TabsListProps) {
  return <TabsPrimitive.List data-slot="tabs-list" className={cn(TABS_LIST_CLASSES[variant], className)} {...props} />;
}

/** Props of {@link TabsTrigger}. */
export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger> &
  VariantProp & {
    /**
     * Size:
     * - `md`: 44 px tall, the comfortable touch target.
     * - `lg`: 48 px tall, for roomy layouts.
     *
     * Default `md`.
     */
    size?: "md" | "lg";
  };

/** One tab (`role="tab"`): its `value` names the panel it shows. */
export function TabsTrigger({ variant, size, className, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(tabsTriggerVariants({ variant, size }), className)}
      {...props}
    />
  );
}

/** Props of {@link TabsContent}. */
export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>;

/** One panel (`role="tabpanel"`, named by its tab), shown while its tab is selected; focusable to reach its content. */
export function TabsContent({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        "rounded-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
        className,
      )}
      {...props}
    />
  );
}
