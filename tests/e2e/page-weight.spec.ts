/**
 * `npm run size` tells the truth: on a phone, the scripts Chromium fetches by the time a page is
 * idle (without the visitor doing anything), and once every island has been woken, are exactly the
 * files packages/site/server/module-graph.ts counts "after idle" and "in total"; everything it
 * counts "at load" is fetched before the load event. Woken islands show their texts, never a
 * message id in their place (each island loads only its own messages).
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { compile } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import type { Page } from "@playwright/test";
import { catalogs, localizedPath, type LocaleCode } from "@studio/content";
import { PAGE_TYPES, pageType } from "../../packages/site/server/page-types.ts";
import { htmlFileOf, pageFiles, pagePhases } from "../../packages/site/server/module-graph.ts";
import { expect, test } from "./fixtures.ts";
import { SITE_BUILD_ROOT } from "./site-build.ts";

/** How long the network must stay quiet before a moment counts as over (idle callbacks wait up to 3 s). */
const QUIET_MS = 1500;

/** The build's scripts a page requests (`/assets/….js`), as site paths, and a wait for quiet. */
function watchScripts(page: Page) {
  const requested = new Set<string>();
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on("request", (request) => {
    inFlight += 1;
    lastActivity = Date.now();
    const { origin, pathname } = new URL(request.url());
    if (origin === new URL(page.url() || request.url()).origin && /^\/assets\/.+\.js$/.test(pathname))
      requested.add(pathname);
  });
  const settled = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on("requestfinished", settled);
  page.on("requestfailed", settled);
  return {
    requested: () => [...requested].sort(),
    quiet: () =>
      expect
        .poll(() => inFlight <= 0 && Date.now() - lastActivity >= QUIET_MS, { timeout: 20_000, intervals: [250] })
        .toBe(true),
  };
}

/** Message ids a page shows as text or in an accessible name, label or hint (a message its island lacks). */
function idsShown(page: Page): Promise<string[]> {
  return page.evaluate((ids) => {
    const known = new Set(ids);
    const texts = [document.body.innerText];
    for (const element of document.querySelectorAll("*")) {
      for (const name of ["aria-label", "aria-description", "aria-roledescription", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return [...new Set(texts.flatMap((text) => text.split(/[\s"'()]+/)).filter((word) => known.has(word)))];
  }, Object.keys(catalogs.en));
}

const CASES: { name: string; path: string; firstScreen: readonly string[]; locale: LocaleCode }[] = [
  ...PAGE_TYPES.map((type) => ({ ...type, locale: "en" as const })),
  // Another language: its own messages, never English's.
  { ...pageType("home"), locale: "ru" },
];

test.describe("page weight counts what a phone fetches", () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  for (const { name, path, firstScreen, locale } of CASES) {
    test(`${name} (${locale})`, async ({ page }) => {
      const address = localizedPath(path, locale);
      const phases = pagePhases(SITE_BUILD_ROOT, htmlFileOf(SITE_BUILD_ROOT, address, locale), locale, firstScreen);
      const scripts = watchScripts(page);

      await page.goto(address, { waitUntil: "load" });
      expect(phases.atLoad.filter((file) => !scripts.requested().includes(file))).toEqual([]);

      await scripts.quiet();
      if (name === "admin") {
        // The admin page's script skips the public pages' dynamic imports (the third parties'
        // loaders: docs/product.md#10-the-admin-area), which the module graph counts for every page:
        // its figures are an upper bound, and the page fetches a part of them, the third parties none.
        expect(phases.afterIdle, "after idle, untouched (at most)").toEqual(
          expect.arrayContaining(scripts.requested()),
        );
        expect(scripts.requested().filter((file) => /analytics|registry-badge|third-party/.test(file))).toEqual([]);
      } else {
        expect(scripts.requested(), "after idle, untouched").toEqual(phases.afterIdle);
      }

      // Wake every island as a visitor would: scroll to it and point at it.
      const islands = page.locator("astro-island");
      for (let index = (await islands.count()) - 1; index >= 0; index -= 1) {
        const part = islands.nth(index).locator(":scope > *:not([data-slot='toaster'])").first();
        await part.scrollIntoViewIfNeeded();
        await part.hover({ force: true, position: { x: 2, y: 2 } });
      }
      await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
      await scripts.quiet();
      if (name === "admin")
        expect(phases.total, "every island woken (at most)").toEqual(expect.arrayContaining(scripts.requested()));
      else expect(scripts.requested(), "every island woken").toEqual(phases.total);
      expect(await idsShown(page), "message ids shown in place of their texts").toEqual([]);
    });
  }
});

test("the browser gets the configuration as plain values, without its validation", () => {
  const scripts = readdirSync(join(SITE_BUILD_ROOT, "assets")).filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  const validating = scripts.filter((file) =>
    /Invalid site configuration|VITE_SUPPORT_EMAIL/.test(readFileSync(join(SITE_BUILD_ROOT, "assets", file), "utf8")),
  );
  expect(validating).toEqual([]);
});

/** The site's package: the root Tailwind scans from when a stylesheet names none (Astro's root). */
const SITE_DIR = fileURLToPath(new URL("../../packages/site/", import.meta.url));

/** The class names Tailwind finds in the sources one of the site's stylesheets (app/styles/) names. */
async function classNamesOf(stylesheet: string): Promise<Set<string>> {
  const file = join(SITE_DIR, "app/styles", stylesheet);
  const compiler = await compile(readFileSync(file, "utf8"), { base: dirname(file), onDependency: () => {} });
  const root =
    compiler.root === "none" ? [] : [{ ...(compiler.root ?? { base: SITE_DIR, pattern: "**/*" }), negated: false }];
  return new Set(new Scanner({ sources: [...root, ...compiler.sources] }).scan());
}

/** Whether a built stylesheet has a rule for a class name (as Tailwind escapes it in the selector), and not
 * only for a longer one it begins (`size-3` is not `size-3.5`, escaped `size-3\.5`). */
function styles(css: string, className: string): boolean {
  const selector = `.${className.replace(/[^\w-]/g, (character) => `\\${character}`)}`;
  return new RegExp(`${selector.replace(/[\\.[\]()*+?^$|{}]/g, "\\$&")}(?![\\w\\\\-])`).test(css);
}

test("the public pages' stylesheet has none of the admin area's own styles; the admin page has them", async () => {
  const stylesheetsOf = (path: string) =>
    pageFiles(SITE_BUILD_ROOT, htmlFileOf(SITE_BUILD_ROOT, path, "en")).stylesheets;
  const publicSheets = new Set(
    PAGE_TYPES.filter(({ name }) => name !== "admin").flatMap(({ path }) => stylesheetsOf(path)),
  );
  const adminSheets = stylesheetsOf(pageType("admin").path);
  expect(publicSheets.size, "one stylesheet for every public page").toBe(1);
  expect(adminSheets).toHaveLength(1);
  expect(adminSheets).not.toEqual([...publicSheets]);

  const read = (path: string) => readFileSync(join(SITE_BUILD_ROOT, path), "utf8");
  const [publicCss, adminCss] = [read([...publicSheets][0]!), read(adminSheets[0]!)];
  const publicClasses = await classNamesOf("public.css");
  const adminOwn = [...(await classNamesOf("admin.css"))].filter(
    (name) => !publicClasses.has(name) && styles(adminCss, name),
  );
  expect(adminOwn.length, "the admin area's own classes, styled on its page").toBeGreaterThan(0);
  expect(adminOwn.filter((name) => styles(publicCss, name))).toEqual([]);
});
