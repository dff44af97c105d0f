import { useEffect, useRef, type ComponentProps } from "react";
import { PARALLAX } from "@studio/content";
import { cn } from "../../lib/cn.ts";
import { usePrefersReducedMotion } from "../../lib/use-media-query.ts";
import { parallaxFrame } from "./parallax-math.ts";
import { useScrollOffset } from "./use-scroll-offset.ts";

/** Share of the strength the wrapped content travels by default: foreground art moves gently. */
export const PARALLAX_FOREGROUND_DEPTH = 0.1;

export type ParallaxWrapperProps = ComponentProps<"div"> & {
  /**
   * Px a full-depth layer travels over the wrapper's passage through the viewport (600).
   * Defaults to `PARALLAX.strength` of @studio/content.
   */
  strength?: number;
  /** Blur in px at the centre of the passage; negative keeps it sharp for longer. Defaults to -5. */
  blurMin?: number;
  /** Blur in px at both ends of the passage. Defaults to 15. */
  blurMax?: number;
  /**
   * Share of `strength` the content really travels: 1 for a background, less for content that must
   * stay beside its text. Defaults to `PARALLAX_FOREGROUND_DEPTH` (0.1, so ±30 px at strength 600).
   */
  depth?: number;
  /** Turns the effect off (the content stays in place and sharp). It is always off under reduced motion. */
  disabled?: boolean;
};

/**
 * Moves its content slightly against the page while it scrolls through the viewport and blurs it
 * towards the edges of the viewport (strength 600, blur -5 to 15). A passive scroll
 * listener and `requestAnimationFrame` write `transform` and `filter` straight to the layer (no
 * React renders while scrolling). Off entirely under `prefers-reduced-motion` and before hydration,
 * so the prerendered page and motion-sensitive visitors see the content still and sharp.
 * `data-motion` tells whether the effect runs ("on") or not ("off").
 */
export function ParallaxWrapper({
  strength = PARALLAX.strength,
  blurMin = PARALLAX.blurMin,
  blurMax = PARALLAX.blurMax,
  depth = PARALLAX_FOREGROUND_DEPTH,
  disabled = false,
  className,
  children,
  ...props
}: ParallaxWrapperProps) {
  const reducedMotion = usePrefersReducedMotion();
  const enabled = !disabled && !reducedMotion;
  const wrapper = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);

  // Called at most once per frame while scrolling; writes the styles without a React render.
  const apply = (offset: number) => {
    const element = layer.current;
    if (!element) return;
    const frame = parallaxFrame(offset, { strength, blurMin, blurMax, depth });
    element.style.transform = `translate3d(0, ${frame.offsetY}px, 0)`;
    element.style.filter = frame.blur > 0 ? `blur(${frame.blur}px)` : "";
  };
  useScrollOffset(wrapper, apply, enabled, `${strength} ${blurMin} ${blurMax} ${depth}`);

  // Leave the content in place when the effect stops (reduced motion switched on, disabled).
  useEffect(() => {
    if (enabled || !layer.current) return;
    layer.current.style.transform = "";
    layer.current.style.filter = "";
  }, [enabled]);

  return (
    <div
      ref={wrapper}
      data-slot="parallax-wrapper"
      data-motion={enabled ? "on" : "off"}
      className={className}
      {...props}
    >
      <div ref={layer} data-slot="parallax-layer" className={cn(enabled && "will-change-transform")}>
        {children}
      </div>
    </div>
  );
}
