import type { BannerRecord, LocaleCode } from "@studio/api";
import seed from "@studio/mock-api/seed" with { type: "json" };

/**
 * Banner lists of every language as the API sends them: the mock API's seed itself, for the
 * stories. Lithuanian has a banner without a picture and Portuguese has none, so `resolveBanners`
 * shows its fallbacks.
 */
export const STORY_BANNER_RECORDS: Readonly<Record<LocaleCode, readonly BannerRecord[]>> = seed.banners;

/** Image name whose story picture is plain white: the worst case for white text over a picture. */
export const STORY_WHITE_IMAGE = "white.svg";

function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/**
 * A picture URL for stories that needs no network: a small SVG scene (gradient and two shapes,
 * coloured from the name) as a `data:` URL. `STORY_WHITE_IMAGE` gives a plain white picture.
 */
export function storyImageUrl(name: string): string {
  const hue = hueOf(name);
  const svg =
    name === STORY_WHITE_IMAGE
      ? "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 9'><rect width='16' height='9' fill='#fff'/></svg>"
      : [
          "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1600 900' preserveAspectRatio='xMidYMid slice'>",
          "<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'>",
          `<stop offset='0' stop-color='hsl(${hue} 65% 62%)'/>`,
          `<stop offset='1' stop-color='hsl(${(hue + 40) % 360} 60% 38%)'/>`,
          "</linearGradient></defs>",
          "<rect width='1600' height='900' fill='url(#g)'/>",
          "<circle cx='1220' cy='260' r='260' fill='#fff' fill-opacity='.22'/>",
          "<rect x='860' y='520' width='560' height='220' rx='36' fill='#fff' fill-opacity='.16'/>",
          "</svg>",
        ].join("");
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
