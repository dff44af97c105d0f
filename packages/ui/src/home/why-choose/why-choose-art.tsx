import type { ComponentProps, ComponentType } from "react";
import { cn } from "../../lib/cn.ts";

type ArtProps = ComponentProps<"svg">;

/** Shared attributes of the decorative pictures: hidden from assistive technology, never focusable. */
const svgProps = { viewBox: "0 0 96 96", "aria-hidden": true, focusable: false } as const;

/** A light bulb with rays: knowledge of the latest technologies turned into new ideas. */
export function ExpertiseInnovationArt({ className, ...props }: ArtProps) {
  return (
    <svg {...svgProps} className={className} {...props}>
      <g className="stroke-accent-500" strokeWidth="4" strokeLinecap="round" fill="none">
        <path d="M48 6v7M21 17l5 5M75 17l-5 5M10 42h7M79 42h7" />
      </g>
      <circle cx="48" cy="42" r="22" className="fill-accent-100 stroke-brand-600" strokeWidth="4" />
      <path
        d="M39 45l5 6 4-7 4 7 5-6"
        className="stroke-accent-700"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <path d="M38 63h20v7a4 4 0 0 1-4 4H42a4 4 0 0 1-4-4z" className="fill-brand-600" />
      <rect x="42" y="77" width="12" height="6" rx="3" className="fill-brand-700" />
    </svg>
  );
}

/** A stack of coins and a falling cost line: no in-house IT department to pay for. */
export function CostEffectivenessArt({ className, ...props }: ArtProps) {
  return (
    <svg {...svgProps} className={className} {...props}>
      {[70, 58, 46].map((y) => (
        <g key={y}>
          <path d={`M12 ${y}v8c0 4 9 7 20 7s20-3 20-7v-8`} className="fill-brand-700" />
          <ellipse cx="32" cy={y} rx="20" ry="7" className="fill-brand-500" />
        </g>
      ))}
      <ellipse cx="32" cy="46" rx="9" ry="3" className="fill-brand-200" />
      <path
        d="M50 14l12 14 8-8 16 20"
        className="stroke-accent-700"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <path
        d="M86 28v12H74"
        className="stroke-accent-700"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}

/** A headset around a clock: support requests answered around the clock. */
export function Support247Art({ className, ...props }: ArtProps) {
  return (
    <svg {...svgProps} className={className} {...props}>
      <path d="M20 54v-8a28 28 0 0 1 56 0v8" className="stroke-brand-700" strokeWidth="6" fill="none" />
      <rect x="12" y="46" width="14" height="24" rx="6" className="fill-brand-600" />
      <rect x="70" y="46" width="14" height="24" rx="6" className="fill-brand-600" />
      <path d="M77 70c0 10-8 15-19 15" className="stroke-brand-700" strokeWidth="4" strokeLinecap="round" fill="none" />
      <circle cx="54" cy="85" r="5" className="fill-accent-500" />
      <circle cx="48" cy="52" r="15" className="fill-surface stroke-accent-700" strokeWidth="4" />
      <path
        d="M48 43v10l6 4"
        className="stroke-accent-700"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </svg>
  );
}

/** A neutral sparkle for cards whose artwork key has no picture of its own. */
export function WhyChooseFallbackArt({ className, ...props }: ArtProps) {
  return (
    <svg {...svgProps} className={className} {...props}>
      <path d="M48 14l8 26 26 8-26 8-8 26-8-26-26-8 26-8z" className="fill-brand-500" />
      <circle cx="76" cy="20" r="6" className="fill-accent-500" />
    </svg>
  );
}

/**
 * The pictures of the why-choose cards by artwork key (`WhyChooseCard.image`). The landing pages'
 * matching reasons (expertise, cost, support) share them.
 */
export const WHY_CHOOSE_ART: Readonly<Record<string, ComponentType<ArtProps>>> = {
  expertiseInnovation: ExpertiseInnovationArt,
  costEffectiveness: CostEffectivenessArt,
  support247: Support247Art,
  reasonExpertise: ExpertiseInnovationArt,
  reasonCostEffective: CostEffectivenessArt,
  reasonSupport: Support247Art,
};

export type WhyChooseArtProps = ArtProps & {
  /** Artwork key of the card; unknown keys get a neutral sparkle. */
  image: string;
};

/** The decorative picture of a why-choose card, in a tinted rounded tile. */
export function WhyChooseArt({ image, className, ...props }: WhyChooseArtProps) {
  const Art = WHY_CHOOSE_ART[image] ?? WhyChooseFallbackArt;
  return (
    <span
      data-slot="why-choose-art"
      data-art={image in WHY_CHOOSE_ART ? image : "fallback"}
      className={cn("inline-grid size-20 shrink-0 place-items-center rounded-xl bg-brand-50", className)}
    >
      <Art className="size-14" {...props} />
    </span>
  );
}
