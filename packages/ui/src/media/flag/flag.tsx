import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { DE, ES, FR, GB, LT, PT, RU } from "country-flag-icons/react/3x2";
import type { FlagCode } from "@studio/content";
import { cn } from "../../lib/cn.ts";

const FLAGS = { GB, DE, LT, RU, PT, FR, ES } satisfies Record<FlagCode, unknown>;

const flagVariants = cva("inline-block shrink-0 overflow-hidden rounded-[2px] ring-1 ring-black/10", {
  variants: {
    size: {
      /** 21 × 14 px: beside a language's name or label (the language switcher). */
      sm: "h-3.5 w-[1.3125rem]",
      /** 48 × 32 px. */
      lg: "h-8 w-12",
    },
  },
  defaultVariants: { size: "sm" },
});

export type FlagProps = Omit<ComponentProps<"span">, "children"> &
  VariantProps<typeof flagVariants> & {
    /** ISO 3166-1 code of the flag to draw (from the locale registry). */
    code: FlagCode;
  };

/**
 * A small SVG flag (3:2). Decorative: it is hidden from assistive technology, so always place it
 * next to the language's name or label.
 */
export function Flag({ code, size, className, ...props }: FlagProps) {
  const Artwork = FLAGS[code];
  return (
    <span
      data-slot="flag"
      data-flag={code}
      aria-hidden="true"
      className={cn(flagVariants({ size }), className)}
      {...props}
    >
      <Artwork className="block size-full" />
    </span>
  );
}

export { flagVariants };
