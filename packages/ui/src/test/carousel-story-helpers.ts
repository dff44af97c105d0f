import { expect, waitFor } from "storybook/test";

/** A rotation interval short enough for a play function to watch several turns. */
export const SHORT_INTERVAL_MS = 300;

/**
 * Waits until a carousel holds its slide: its live region turns polite, as it does whenever the
 * rotation stops (hover, focus, pause). Record the shown slide only after this.
 */
export async function expectHeld(liveRegion: Element | null): Promise<void> {
  await waitFor(() => expect(liveRegion).toHaveAttribute("aria-live", "polite"));
}
