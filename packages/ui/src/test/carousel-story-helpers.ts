import { expect, waitFor } from "storybook/test";

/** A rotation interval short enough for a play function to watch several turns. */
export const SHORT_INTERVAL_MS = 300;

/**
 * The live region around a carousel's slides: polite while the slides hold (hover, focus, pause,
 * reduced motion), so moving by hand is announced, and off while they rotate. It has no role or
 * name of its own to find it by: it is the nearest `aria-live` container of a slide.
 */
export function liveRegionAround(slide: Element): Element | null {
  return slide.closest("[aria-live]");
}

/**
 * Waits until a carousel holds its slides: the live region around `slide` turns polite, as it does
 * whenever the rotation stops (hover, focus, pause). Record the shown slide only after this. That
 * a held carousel then stays held is the rotation engine's own test (use-auto-advance.test.tsx,
 * with a fake clock); here the hold is read from what a screen reader is told.
 */
export async function expectHeld(slide: Element): Promise<void> {
  const region = liveRegionAround(slide);
  await waitFor(() => expect(region, "the slides' live region").toHaveAttribute("aria-live", "polite"));
}
