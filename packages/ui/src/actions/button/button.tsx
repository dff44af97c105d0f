import type { ComponentProps } from "react";
import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn.ts";

const buttonVariants = cva(
  [
    // A label longer than the row (German, Russian, a phone) wraps inside the button, never out of it.
    "inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-md text-center font-semibold",
    "transition-colors duration-(--motion-fast) select-none",
    "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
    "disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60",
    "[&_svg]:size-4 [&_svg]:shrink-0",
  ],
  {
    variants: {
      // Forced colours (Windows contrast themes) drop the fill: a variant drawn by its fill gets a
      // border there, in the theme's button colour, to keep the shape of a button (decision 0163).
      variant: {
        /** Main call to action on light backgrounds. */
        primary: "bg-brand-600 text-white hover:bg-brand-700 active:bg-brand-800 forced-colors:border",
        /** Orange call to action (selection colour); white text keeps AA contrast. */
        accent: "bg-accent-700 text-white hover:bg-accent-800 active:bg-accent-900 forced-colors:border",
        /** Secondary action: outlined. */
        secondary: "border border-brand-600 bg-surface text-brand-700 hover:bg-brand-50 active:bg-brand-100",
        /** Action on dark or image backgrounds. */
        inverse: "bg-white text-brand-900 hover:bg-brand-50 active:bg-brand-100 forced-colors:border",
        /** Low-emphasis action. */
        ghost: "text-brand-700 hover:bg-brand-50 active:bg-brand-100 forced-colors:border",
        /** Looks like a link, keeps the button's target size. */
        link: "text-brand-700 underline underline-offset-4 hover:text-brand-900 active:text-brand-950",
      },
      size: {
        sm: "min-h-9 px-3 py-1.5 text-sm",
        md: "min-h-11 px-5 py-2 text-base",
        lg: "min-h-13 px-7 py-2.5 text-lg",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /**
     * Which kind it is:
     * - `primary`: Main call to action on light backgrounds.
     * - `accent`: Orange call to action (selection colour); white text keeps AA contrast.
     * - `secondary`: Secondary action: outlined.
     * - `inverse`: Action on dark or image backgrounds.
     * - `ghost`: Low-emphasis action.
     * - `link`: Looks like a link, keeps the button's target size.
     *
     * Default `primary`.
     */
    variant?: "primary" | "accent" | "secondary" | "inverse" | "ghost" | "link";
    /**
     * Size:
     * - `sm`: 36 px tall, for dense rows.
     * - `md`: 44 px tall, the comfortable touch target.
     * - `lg`: 52 px tall, for a page's main call to action.
     * - `icon`: a 44 px square for an icon alone; give it an `aria-label`.
     * - `null`: no size of its own, for a link-styled button whose classes set it.
     *
     * Default `md`.
     */
    size?: "sm" | "md" | "lg" | "icon" | null;
    /**
     * Render the single child element (e.g. an `<a>`) with the button's styles instead of a
     * `<button>`: links that look like buttons stay links.
     */
    asChild?: boolean;
  };

/** The site's button: one look for every call to action, as a button or (with `asChild`) a link. */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return (
    <Component
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? "button" })}
      {...props}
    />
  );
}

export { buttonVariants };
