import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import DE from "./svg/DE.svg?no-inline";
import ES from "./svg/ES.svg?no-inline";
import FR from "./svg/FR.svg?no-inline";
import GB from "./svg/GB.svg?no-inline";
import LT from "./svg/LT.svg?no-inline";
import PT from "./svg/PT.svg?no-inline";
import RU from "./svg/RU.svg?no-inline";
import type { FlagCode } from "@studio/content";
import { cn } from "../../lib/cn.ts";

/**
 * Each flag's drawing as a file (svg/, from country-flag-icons), by address: an image, so the
 * drawings stay out of the pages' JavaScript (the language switcher is on every page) and the
 * browser fetches a flag only when it shows.
 */
const FLAGS = { GB, DE, LT, RU, PT, FR, ES } satisfies Record<FlagCode, string>;

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
    /**
     * Size:
     * - `sm`: 21 × 14 px: beside a language's name or label (the language switcher).
     * - `lg`: 48 × 32 px.
     *
     * Default `sm`.
     */
    size?: "sm" | "lg";
    /** ISO 3166-1 code of the flag to draw (from the locale registry). */
    code: FlagCode;
  };

/**
 * A small SVG flag (3:2). Decorative: it is hidden from assistive technology, so always place it
 * next to the language's name or label.
 */
export function Flag({ code, size, className, ...props }: FlagProps) {
  return (
    <span
      data-slot="flag"
      data-flag={code}
      aria-hidden="true"
      className={cn(flagVariants({ size }), className)}
      {...props}
    >
      <img src={FLAGS[code]} alt="" draggable={false} className="block size-full" />
    </span>
  );
}

export { flagVariants };
