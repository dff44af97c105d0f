/**
 * Global setup of the visual suites: the baselines were taken in one Chromium release
 * (tests/visual/baselines/chromium-version.txt); a different one may draw text a little
 * differently. A run says so up front, so a reviewer reads a wall of text diffs as "new browser",
 * not "everything broke". `npm run test:visual:update` (VISUAL_UPDATE=1) records the release.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { TEST_BROWSER_PATH } from "../../scripts/chromium.ts";
import { BASELINES_DIR } from "./cases.ts";

const RECORD = resolve(BASELINES_DIR, "chromium-version.txt");

/** "Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)" → "Chromium 156.0.8078.79". */
export function chromiumRelease(): string {
  const printed = execFileSync(TEST_BROWSER_PATH, ["--version"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  return printed.match(/Chromium [\d.]+/)?.[0] ?? printed.trim();
}

export default function globalSetup(): void {
  const current = chromiumRelease();
  if (process.env.VISUAL_UPDATE === "1") {
    writeFileSync(RECORD, `${current}\n`);
    return;
  }
  const recorded = existsSync(RECORD) ? readFileSync(RECORD, "utf8").trim() : "(not recorded)";
  if (recorded !== current) {
    console.warn(
      `\nThe baselines were taken with ${recorded}; this is ${current}. If only text edges differ, ` +
        "the new release draws fonts differently: review and accept with npm run test:visual:update.\n",
    );
  }
}
