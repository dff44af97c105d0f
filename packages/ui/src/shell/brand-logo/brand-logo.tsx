import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn.ts";

const brandLogoVariants = cva("", {
  variants: {
    size: {
      /** 40 px: the navigation bar and the phone menu. */
      md: "size-10",
      /** 48 px: the footer. */
      lg: "size-12",
      /** 80 px: a large mark (e.g. a splash or an empty state). */
      xl: "size-20",
    },
  },
  defaultVariants: { size: "md" },
});

export type BrandLogoProps = Omit<ComponentProps<"svg">, "children"> &
  VariantProps<typeof brandLogoVariants> & {
    /**
     * Size:
     * - `md`: 40 px: the navigation bar and the phone menu.
     * - `lg`: 48 px: the footer.
     * - `xl`: 80 px: a large mark (e.g. a splash or an empty state).
     *
     * Default `md`.
     */
    size?: "md" | "lg" | "xl";
  };

/**
 * The company mark: a navy tile with an orange code bracket. Decorative; the link or heading
 * that contains it carries the accessible name.
 */
export function BrandLogo({ size, className, ...props }: BrandLogoProps) {
  return (
    <svg
      data-slot="brand-logo"
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className={cn(brandLogoVariants({ size }), className)}
      {...props}
    >
      <rect width="40" height="40" rx="10" className="fill-brand-900" />
      <path
        d="M16 13 9 20l7 7"
        fill="none"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-accent-500"
      />
      <path
        d="m24 13 7 7-7 7"
        fill="none"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-white"
      />
    </svg>
  );
}

export { brandLogoVariants };
