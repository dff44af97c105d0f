/**
 * Windows contrast themes (forced colours) repaint a page in the theme's few system colours and
 * drop fills and shadows, so a state drawn by a fill (the orange of a selected tab, an open item)
 * vanishes. These classes paint such a state in the theme's own selection colours instead,
 * `Highlight` with `HighlightText`, on that element alone (`forced-color-adjust: none` keeps them),
 * and its focus ring in `HighlightText` over the fill (docs/decisions/0163-forced-colours-selection.md).
 * Written out in full so that Tailwind finds them.
 */

/** The open item of an accordion (`data-state="open"`). */
export const FORCED_COLOURS_OPEN = [
  "forced-colors:data-[state=open]:forced-color-adjust-none forced-colors:data-[state=open]:border-[Highlight]",
  "forced-colors:data-[state=open]:bg-[Highlight] forced-colors:data-[state=open]:text-[HighlightText]",
  "forced-colors:data-[state=open]:focus-visible:outline-[HighlightText]",
].join(" ");

/** The selected tab (`data-state="active"`). */
export const FORCED_COLOURS_ACTIVE = [
  "forced-colors:data-[state=active]:forced-color-adjust-none forced-colors:data-[state=active]:border-[Highlight]",
  "forced-colors:data-[state=active]:bg-[Highlight] forced-colors:data-[state=active]:text-[HighlightText]",
].join(" ");
