import type { ComponentProps } from "react";
import {
  siAndroid,
  siAngular,
  siChai,
  siContabo,
  siDart,
  siDjango,
  siDocker,
  siExpress,
  siFigma,
  siFlask,
  siFlutter,
  siIonic,
  siIos,
  siJenkins,
  siJest,
  siMocha,
  siNextdotjs,
  siNodedotjs,
  siPhp,
  siPython,
  siReact,
  type SimpleIcon,
} from "simple-icons";
import { cn } from "../../lib/cn.ts";

/**
 * Logos by artwork key (`TechnologyTile.icon`): a simple-icons logo, or the initials of a brand that
 * simple-icons does not carry (AWS and the Adobe apps), drawn as a neutral monogram tile.
 */
export const TECH_ICONS: Readonly<Record<string, SimpleIcon | { readonly monogram: string }>> = {
  angular: siAngular,
  react: siReact,
  next: siNextdotjs,
  django: siDjango,
  flask: siFlask,
  express: siExpress,
  node: siNodedotjs,
  php: siPhp,
  python: siPython,
  chai: siChai,
  jest: siJest,
  mocha: siMocha,
  aws: { monogram: "AWS" },
  contabo: siContabo,
  docker: siDocker,
  jenkins: siJenkins,
  android: siAndroid,
  ios: siIos,
  flutter: siFlutter,
  ionic: siIonic,
  // React Native's mark is React's.
  reactnative: siReact,
  dart: siDart,
  figma: siFigma,
  illustrator: { monogram: "Ai" },
  xd: { monogram: "Xd" },
  premierpro: { monogram: "Pr" },
  photoshop: { monogram: "Ps" },
  aftereffects: { monogram: "Ae" },
};

/** Initials of a name for a monogram: the first letters of its first two words ("Fast API" → "FA"). */
export function monogramOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((word) => word[0]) : [words[0]?.slice(0, 2) ?? "?"];
  return letters.join("").toUpperCase();
}

export type TechIconProps = ComponentProps<"svg"> & {
  /** Artwork key of the technology (`TechnologyTile.icon`). */
  icon: string;
  /** The technology's name; its initials make the monogram when there is no logo for `icon`. */
  name: string;
};

/**
 * A technology's logo, 24 × 24: the simple-icons path in the brand's colour, or a neutral dark
 * rounded square with the brand's initials. Always decorative (aria-hidden): the name is shown as
 * text next to it. `data-icon` says which was drawn: `logo` or `monogram`.
 */
export function TechIcon({ icon, name, className, ...props }: TechIconProps) {
  const art = TECH_ICONS[icon];
  const shared = {
    viewBox: "0 0 24 24",
    "aria-hidden": true,
    focusable: false,
    "data-slot": "tech-icon",
    className: cn("size-6 shrink-0", className),
  } as const;
  if (art && "path" in art) {
    return (
      <svg {...shared} data-icon="logo" {...props}>
        <path d={art.path} fill={`#${art.hex}`} />
      </svg>
    );
  }
  const monogram = art?.monogram ?? monogramOf(name);
  return (
    <svg {...shared} data-icon="monogram" {...props}>
      <rect width="24" height="24" rx="5" className="fill-brand-900" />
      <text
        x="12"
        y="12.5"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={monogram.length > 2 ? 8 : 11}
        fontWeight="700"
        className="fill-white font-sans"
      >
        {monogram}
      </text>
    </svg>
  );
}
