import { watchScrollOffset } from "../parallax/scroll-offset.ts";

/**
 * The CSS custom property the life cycle section sets while the page scrolls (in turns); every
 * cogwheel turns by it, clockwise or anticlockwise. Unset (reduced motion, prerendering): no turn.
 */
export const COGWHEEL_TURN_VAR = "--lifecycle-turn";

/** Turns of the cogwheels over the section's whole passage through the viewport. */
const TURNS_PER_PASSAGE = 0.5;

/** Reduced motion asked for, as a media query. */
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Turns the life cycle's cogwheels with the page's scroll: sets `COGWHEEL_TURN_VAR` on `element`
 * (the section's motion layer) as it passes through the viewport, and `data-motion="on"`; under
 * reduced motion (and when the visitor switches it on) the wheels stand still, `data-motion="off"`.
 * Framework-free, so a prerendered page drives the section without hydrating it; the Lifecycle
 * component uses it too. Returns a function that stops it.
 */
export function turnCogwheelsWithScroll(element: HTMLElement): () => void {
  const reduced = window.matchMedia(REDUCED_MOTION);
  let stopWatching = () => {};
  const apply = () => {
    stopWatching();
    stopWatching = () => {};
    element.dataset.motion = reduced.matches ? "off" : "on";
    if (reduced.matches) {
      element.style.removeProperty(COGWHEEL_TURN_VAR);
      return;
    }
    stopWatching = watchScrollOffset(element, (offset) =>
      element.style.setProperty(COGWHEEL_TURN_VAR, String((-offset * TURNS_PER_PASSAGE) / 2)),
    );
  };
  apply();
  reduced.addEventListener("change", apply);
  return () => {
    stopWatching();
    reduced.removeEventListener("change", apply);
  };
}
