import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

/**
 * Stroke glyphs for the sample clients' initials, drawn in a 10 × 16 box whose left edge is `x`
 * (y from 16 to 32 in the badge's 48 × 48 grid). Drawn as paths, not `<text>`, so the badge adds
 * no text to the link around it (its accessible name stays the client's name).
 */
const GLYPHS: Readonly<Record<string, (x: number) => string>> = {
  B: (x) => `M${x} 16V32H${x + 6}a4 4 0 0 0 0-8H${x}M${x} 24H${x + 5}a4 4 0 0 0 0-8H${x}`,
  C: (x) => `M${x + 10} 19.5A5 8 0 1 0 ${x + 10} 28.5`,
  F: (x) => `M${x + 9} 16H${x}V32M${x} 24H${x + 7}`,
  G: (x) => `M${x + 10} 19.5A5 8 0 1 0 ${x + 10} 28.5V24.5H${x + 6}`,
  M: (x) => `M${x} 32V16L${x + 5} 26L${x + 10} 16V32`,
  O: (x) => `M${x + 5} 16a5 8 0 1 1 0 16a5 8 0 1 1 0-16Z`,
  P: (x) => `M${x} 32V16H${x + 5}a4.5 4.5 0 0 1 0 9H${x}`,
  V: (x) => `M${x} 16L${x + 5} 32L${x + 10} 16`,
};

/** Badge outlines. */
const SHAPES = {
  circle: "M24 2a22 22 0 1 1 0 44a22 22 0 1 1 0-44Z",
  square: "M12 2h24a10 10 0 0 1 10 10v24a10 10 0 0 1-10 10H12A10 10 0 0 1 2 36V12A10 10 0 0 1 12 2Z",
  hexagon: "M24 2l19 11v22L24 46L5 35V13Z",
  shield: "M24 2l20 7v14c0 12-8.5 20-20 23C12.5 43 4 35 4 23V9Z",
} as const;

/**
 * The four sample clients of `data/home.ts` (SAMPLE DATA): their initials and badge outline, by
 * logo key. Unknown keys get a plain circle without letters.
 */
const MONOGRAMS: Readonly<Record<string, { initials: string; shape: keyof typeof SHAPES }>> = {
  greenBasket: { initials: "GB", shape: "circle" },
  primeCuts: { initials: "PC", shape: "square" },
  maisonVella: { initials: "MV", shape: "hexagon" },
  oakline: { initials: "OF", shape: "shield" },
};

/** The path of a monogram's letters, centred in the badge. */
function lettersPath(initials: string): string {
  const letters = [...initials].filter((letter) => letter in GLYPHS);
  const width = letters.length * 10 + (letters.length - 1) * 4;
  const start = 24 - width / 2;
  return letters.map((letter, position) => GLYPHS[letter]!(start + position * 14)).join("");
}

/** Props of {@link ClientMonogram}. */
export type ClientMonogramProps = Omit<ComponentProps<"svg">, "children"> & {
  /** Artwork key of the client's logo (`Testimonial.logo`). */
  logo: string;
};

/**
 * A small neutral stand-in for a sample client's logo: its initials in an outlined badge, drawn
 * as SVG paths. Decorative (the link around it carries the client's name). The sample clients
 * have no real logos; replace them with their artwork before launch.
 */
export function ClientMonogram({ logo, className, ...props }: ClientMonogramProps) {
  const monogram = MONOGRAMS[logo];
  return (
    <svg
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      data-slot="client-monogram"
      data-logo={logo}
      className={cn("size-12 shrink-0", className)}
      {...props}
    >
      <path
        d={SHAPES[monogram?.shape ?? "circle"]}
        className="fill-brand-50 stroke-brand-700"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      {monogram ? (
        <path
          d={lettersPath(monogram.initials)}
          className="fill-none stroke-brand-900"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : null}
    </svg>
  );
}
