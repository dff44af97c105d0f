import {
  LOCALES,
  PAGE_KINDS,
  ROUTES,
  catalogs,
  getLocale,
  isIndexable,
  routeAddresses,
  type LocaleCode,
} from "@studio/content";
import { readdirSync } from "node:fs";
import { relative, sep } from "node:path";
import { CONFIG_DEFAULTS } from "../../packages/site/app/lib/config.ts";
import { NOT_FOUND_PATHS } from "../../packages/site/app/lib/prerender-paths.ts";
import { expect, test } from "./fixtures.ts";
import { SITE_BUILD_ROOT } from "./site-build.ts";

/** The site's address in the tests' build, which leaves `VITE_SITE_URL` unset. */
const SITE = CONFIG_DEFAULTS.siteUrl;

/** Every address of every page with its language (the prerender list without the 404 page). */
const ADDRESSES = ROUTES.flatMap((route) =>
  routeAddresses(route.key).map((address) => ({ ...address, key: route.key, kind: route.kind })),
);

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

/** The addresses the build has a page for: every `index.html` of its folder, the not-found pages aside. */
function builtAddresses(): string[] {
  return readdirSync(SITE_BUILD_ROOT, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => `/${relative(SITE_BUILD_ROOT, entry.parentPath).split(sep).join("/")}`)
    .filter((path) => !NOT_FOUND_PATHS.includes(path));
}

test("the build has a page for every address of the route table, and for no other", () => {
  expect(builtAddresses().sort()).toEqual(ADDRESSES.map(({ path }) => path).sort());
});

test("every page is prerendered in every language it exists in, with its own head", async ({ request }) => {
  const titles = new Map<LocaleCode, Map<string, string>>();
  const descriptions = new Map<LocaleCode, Map<string, string>>();
  for (const { path, locale, key } of ADDRESSES) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const tag = getLocale(locale).tag;
    expect(html, path).toContain(`<html lang="${tag}"`);

    // The page's real text is in the HTML before any script runs.
    expect(html, path).toMatch(/<h1[^>]*>[^<]{3,}/);
    expect(html, path).toMatch(/<main[^>]*>[\s\S]{40,}<\/main>/);

    // A title of its own in its language.
    const title = attribute(html, /<title>([^<]+)<\/title>/);
    expect(title, path).toBeTruthy();
    const seen = titles.get(locale) ?? new Map<string, string>();
    expect(seen.get(title!), `${path} has the title of ${seen.get(title!)}`).toBeUndefined();
    seen.set(title!, path);
    titles.set(locale, seen);

    // A description of its own too, where the page has one (every indexable page does).
    const description = attribute(html, /<meta name="description" content="([^"]+)"/);
    if (description) {
      const known = descriptions.get(locale) ?? new Map<string, string>();
      expect(known.get(description), `${path} has the description of ${known.get(description)}`).toBeUndefined();
      known.set(description, path);
      descriptions.set(locale, known);
    }

    // The company mark as the tab icon (no request for a missing /favicon.ico).
    expect(html, path).toMatch(/<link rel="icon" href="\/favicon.svg" type="image\/svg\+xml"\/?>/);
    expect(html, path).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html, path).toContain(`<meta property="og:url" content="${SITE}${path}"`);
    if (!isIndexable(key)) {
      expect(html, path).toMatch(/<meta name="robots" content="noindex"\/?>/);
      expect(html, path).not.toContain(`rel="canonical"`);
    } else {
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="${SITE}${path.replace(/[?]/g, "\\$&")}"/?>`));
      expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
      const languages = routeAddresses(key).length;
      const hreflangs = html.match(/<link rel="alternate" hreflang="[^"]+" href="[^"]+"\/?>/gi) ?? [];
      expect(hreflangs, path).toHaveLength(languages > 1 ? languages + 1 : 0);
      if (languages > 1)
        expect(html, path).toContain(`hreflang="x-default" href="${SITE}${routeAddresses(key)[0]!.path}"`);
    }
  }
});

test("the tab icon is served as an SVG image", async ({ request }) => {
  const icon = await request.get("/favicon.svg");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toContain("image/svg+xml");
  expect(await icon.text()).toMatch(/^<svg[^>]+viewBox="0 0 40 40"/);
});

test("the sitemap lists every indexable address with its alternates; robots.txt points to it", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const indexable = ADDRESSES.filter(({ key }) => isIndexable(key)).map(({ path }) => `${SITE}${path}`);
  expect(locs.sort()).toEqual(indexable.sort());
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${SITE}/gr/english/meatdelivery"/>`);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  expect(robots).toContain("Disallow: /adminpanel");
});

test("the admin route shows only 'Bannermanagement' and stays out of search results", async ({ page }) => {
  await page.goto("/adminpanel");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bannermanagement");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("the admin page asks no third party, counts no visit and is never moved to another address", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => asked.push(`${request.method()} ${request.url()}`));
  await page.goto("/gr/adminpanel");
  await page.waitForLoadState("load");
  // The public pages count the visit and start their third parties once the browser is idle.
  for (let round = 0; round < 3; round += 1) {
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 1000 })));
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogs.de["admin.heading"]!);
  expect(new URL(page.url()).pathname).toBe("/gr/adminpanel");
  const site = new URL(page.url()).origin;
  const elsewhere = asked.filter((request) => !request.split(" ")[1]!.startsWith(site));
  expect(elsewhere, "requests to other hosts").toEqual([]);
  expect(asked.filter((request) => /\/api\/visitor|e2e-third-party/.test(request))).toEqual([]);
});

test("an unknown address in a language answers 404 with the not-found page in that language", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    // The 404 answer itself is logged by the browser; anything else is a defect (e.g. a hydration mismatch).
    if (message.type() === "error" && !message.text().includes("404")) errors.push(message.text());
  });
  const response = await page.goto("/fr/pas-de-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogs.fr["notFound.title"]);
  await page.getByRole("link", { name: catalogs.fr["notFound.backHome"] }).click();
  await expect(page).toHaveURL(/\/fr$/);
  expect(errors).toEqual([]);
});

// One test per language and kind of page, so that the addresses are shared out among the
// workers and no test holds more than a kind's pages (eight product pages at most); each page is
// loaded once, on a phone, for everything a visitor of that language would notice at first sight.
const GROUPS = LOCALES.flatMap((locale) =>
  PAGE_KINDS.map((kind) => ({
    locale,
    kind,
    addresses: ADDRESSES.filter((address) => address.locale === locale.code && address.kind === kind),
  })),
).filter((group) => group.addresses.length > 0);

for (const { locale, kind, addresses } of GROUPS) {
  test(`every ${locale.name} ${kind} page loads without errors, keeps its heading and does not scroll sideways on a 375 px phone`, async ({
    page,
  }) => {
    // Up to eight full page loads: a second each on a quiet machine, several on a busy one.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 812 });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`${page.url()}: ${message.text()}`);
    });
    const wider: string[] = [];
    for (const { path } of addresses) {
      const html = await (await page.request.get(path)).text();
      const heading = attribute(html, /<h1[^>]*>([^<]+)/)!
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&amp;/g, "&");
      await page.goto(path);
      await expect(page.locator("html"), path).toHaveAttribute("lang", locale.tag);
      await expect(page.getByRole("heading", { level: 1 }).first(), path).toHaveText(heading);
      await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\$&")}$`));
      // The width depends on the web font (long words in German and Russian headings).
      const width = await page.evaluate(async () => {
        await document.fonts.ready;
        return document.documentElement.scrollWidth;
      });
      if (width > 375) wider.push(`${path}: ${width} px`);
    }
    expect(wider, "pages wider than the phone").toEqual([]);
    expect(errors, "errors while loading").toEqual([]);
  });
}
