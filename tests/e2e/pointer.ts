import type { Page } from "@playwright/test";
import { nextFrame } from "./frames.ts";

/**
 * Gives a new tab a blank first document before the test's first address. The headless shell the
 * tests drive (scripts/chromium.ts) starts its mouse at the window's top-left corner, inside the
 * page: the first document a tab shows gets a pointer over whatever sits there (the navigation bar,
 * which then wakes as if the visitor had reached for it; a link drawn hovered in a shot). A phone
 * has no pointer, and a visitor's desktop browser has none over a new tab until the mouse moves.
 * The blank document takes that first pointer; the pages after it get none until a test moves
 * the mouse (checked by page-weight.spec.ts: the navigation bar stays asleep until pointed at).
 */
export async function withoutRestingPointer(page: Page): Promise<void> {
  await page.setContent("");
  await nextFrame(page);
}
