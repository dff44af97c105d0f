/** Where an element is, as a scroll listener reads it (`getBoundingClientRect` and the window). */
export interface ScrollGeometry {
  /** Distance of the element's top edge from the top of the viewport, in px. */
  readonly top: number;
  /** The element's height, in px. */
  readonly height: number;
  /** The viewport's height, in px. */
  readonly viewportHeight: number;
}

/** The parallax settings: the site's are `PARALLAX` (docs/product.md#55-services). */
export interface ParallaxSettings {
  /** Distance, in px, a full-strength layer travels over the element's passage through the viewport. */
  readonly strength: number;
  /** Blur, in px, while the element is centred in the viewport (negative values mean sharp for longer). */
  readonly blurMin: number;
  /** Blur, in px, when the element is about to leave the viewport. */
  readonly blurMax: number;
  /**
   * Share of the strength a layer actually travels: 1 for a background behind the content, less
   * for foreground art that must stay next to the text it illustrates.
   */
  readonly depth: number;
}

/** What the parallax layer shows for one scroll position. */
export interface ParallaxFrame {
  /** Vertical shift of the layer, in px (positive moves it down). */
  readonly offsetY: number;
  /** Blur of the layer, in px, never negative. */
  readonly blur: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * How far an element is from the middle of its passage through the viewport: 0 when its centre is
 * at the viewport's centre, 1 when it is just below the viewport (about to enter), -1 when it has
 * just left at the top. Values are clamped to -1…1.
 */
export function scrollOffset({ top, height, viewportHeight }: ScrollGeometry): number {
  const range = (viewportHeight + height) / 2;
  if (range <= 0) return 0;
  return clamp((top + height / 2 - viewportHeight / 2) / range, -1, 1);
}

/**
 * The parallax frame for a scroll offset (see `scrollOffset`). The layer lags behind the page:
 * it sits `strength × depth / 2` px lower than its place while entering and as much higher while
 * leaving, so it travels `strength × depth` px over the whole passage. The blur goes from `blurMin`
 * at the centre to `blurMax` at both edges along the square of the distance, and is never negative:
 * with -5…15 the layer stays sharp for the middle half of its passage (while it is in full view) and
 * softens only as it leaves (5 px at three quarters of the way, 15 px at the edge).
 */
export function parallaxFrame(offset: number, { strength, blurMin, blurMax, depth }: ParallaxSettings): ParallaxFrame {
  const distance = clamp(Math.abs(offset), 0, 1);
  const offsetY = (clamp(offset, -1, 1) * strength * depth) / 2;
  const blur = Math.max(0, blurMin + (blurMax - blurMin) * distance ** 2);
  return { offsetY: Math.round(offsetY * 10) / 10, blur: Math.round(blur * 10) / 10 };
}
