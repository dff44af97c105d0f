import { useEffect, useRef, type RefObject } from "react";
import { scrollOffset } from "./parallax-math.ts";

/**
 * Calls `onOffset` with the element's scroll offset (see `scrollOffset`: 0 centred in the viewport,
 * 1 just below it, -1 just above it) once on start and then at most once per animation frame while
 * the page scrolls or the window resizes. Does nothing while `enabled` is false (reduced motion,
 * prerendering). `onOffset` should write styles directly rather than set React state, so scrolling
 * never re-renders the component. A change of `refreshKey` calls `onOffset` again at once (for
 * settings that change how the offset is drawn).
 */
export function useScrollOffset(
  ref: RefObject<HTMLElement | null>,
  onOffset: (offset: number) => void,
  enabled: boolean,
  refreshKey?: string | number,
): void {
  const callback = useRef(onOffset);
  useEffect(() => {
    callback.current = onOffset;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const rect = element.getBoundingClientRect();
      callback.current(scrollOffset({ top: rect.top, height: rect.height, viewportHeight: window.innerHeight }));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [ref, enabled, refreshKey]);
}
