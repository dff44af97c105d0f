/**
 * The layout shifts a page makes, as the browser reports them (the Layout Instability API), for
 * the tests that hold a page still while its content loads.
 */
import type { Page } from "@playwright/test";

/** A layout shift: when it happened (ms since the page began), its score, and the parts it moved (nearest `data-slot`). */
export interface Shift {
  at: number;
  value: number;
  moved: string[];
}

/**
 * Records the page's layout shifts from the first paint on (those without recent input), each
 * with its time and the parts of the page it moved, so a test can tell the shifts that follow an
 * event from earlier ones (a web font arriving late on a loaded machine moves text on first paint).
 */
export async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { shifts });
    type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(({ node }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          return element?.closest("[data-slot]")?.getAttribute("data-slot") ?? element?.localName ?? "?";
        });
        shifts.push({ at: entry.startTime, value: entry.value, moved });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
}
