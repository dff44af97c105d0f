import { scrollOffset } from "./parallax-math.ts";

/**
 * Calls `onOffset` with the element's scroll offset (see `scrollOffset`: 0 centred in the viewport,
 * 1 just below it, -1 just above it) once at once and then at most once per animation frame while
 * the page scrolls or the window resizes, until the returned function is called. Framework-free:
 * prerendered pages drive their sections with it without hydrating them.
 */
export function watchScrollOffset(element: HTMLElement, onOffset: (offset: number) => void): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    const rect = element.getBoundingClientRect();
    onOffset(scrollOffset({ top: rect.top, height: rect.height, viewportHeight: window.innerHeight }));
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
}
