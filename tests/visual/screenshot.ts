/**
 * The visual suites' screenshot assertion: Playwright's `toHaveScreenshot` with the suites'
 * tolerance, after a shortcut for the usual case. Renders here are repeatable, so nearly every shot
 * is the baseline pixel for pixel; Playwright's comparator still decodes both PNGs and compares
 * them in JavaScript, about 0.4 s a shot on two busy cores (a third of the components suite). So the
 * page is photographed once with exactly the options the suites give `toHaveScreenshot`
 * (playwright.visual.config.ts), both images are decoded natively (sharp), and identical pixels
 * pass there. Anything else (one pixel off, another size, no baseline yet, an update run) goes to
 * `toHaveScreenshot`, which photographs again, compares within the tolerance, writes the diff, or
 * writes the baseline: the shortcut can only pass what the full comparison passes too.
 */
import { expect, test, type Page } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { BROWSER_DRAWN_CSS, SCREENSHOT_TIMEOUT_MS, SCREENSHOT_TOLERANCE } from "./stable-render.ts";

/** browser-drawn.css, as `toHaveScreenshot` applies it (its `stylePath`). */
const BROWSER_DRAWN_STYLE = readFileSync(BROWSER_DRAWN_CSS, "utf8");

interface ShotOptions {
  /** The whole page rather than the viewport. */
  fullPage: boolean;
  /** Only this part of the page (in page coordinates). */
  clip?: { x: number; y: number; width: number; height: number };
}

/** A PNG's pixels as RGBA, with its size. */
async function pixels(png: Buffer | string) {
  return sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
}

/** Whether two PNG images have the same size and the same pixels (however each file is compressed). */
export async function samePixels(actual: Buffer, baselineFile: string): Promise<boolean> {
  const [shot, baseline] = await Promise.all([pixels(actual), pixels(baselineFile)]);
  return (
    shot.info.width === baseline.info.width &&
    shot.info.height === baseline.info.height &&
    shot.data.equals(baseline.data)
  );
}

/** Asserts that the page looks like the baseline `name` (the suite's folder of baselines). */
export async function expectScreenshot(page: Page, name: string, options: ShotOptions): Promise<void> {
  const info = test.info();
  const baseline = info.snapshotPath(name, { kind: "screenshot" });
  if (info.config.updateSnapshots !== "all" && existsSync(baseline)) {
    const shot = await page.screenshot({
      ...options,
      animations: "disabled",
      caret: "hide",
      scale: "css",
      style: BROWSER_DRAWN_STYLE,
      timeout: SCREENSHOT_TIMEOUT_MS,
    });
    if (await samePixels(shot, baseline)) return;
  }
  await expect(page).toHaveScreenshot(name, { ...SCREENSHOT_TOLERANCE, ...options });
}
