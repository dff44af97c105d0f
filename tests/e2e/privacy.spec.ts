/**
 * The built privacy policy names what the build calls: every outside host of the tests' build
 * (its configuration: the three public country lookups; the analytics tag and the registry badge
 * on the site's own paths, tests/e2e/third-party-hosts.ts) appears in /privacy-policy in all seven
 * languages, in the prerendered HTML a visitor gets before any script runs and after the page's
 * island has woken.
 */
import { LOCALE_CODES, ROUTE_PATHS, catalogs, localizedPath } from "@studio/content";
import { parseSiteConfig } from "../../packages/site/app/lib/config.ts";
import { thirdPartyOriginsOf } from "../../packages/site/server/security-headers.ts";
import { expect, test } from "./fixtures.ts";
import { THIRD_PARTY_BUILD_ENV } from "./third-party-hosts.ts";

/** The hosts the tests' build can call besides its own origin (what its CSP allows). */
const { api: _api, ...outside } = thirdPartyOriginsOf(parseSiteConfig(THIRD_PARTY_BUILD_ENV));
const HOSTS = [...new Set(Object.values(outside).flat())].map((origin) => new URL(origin).host);

test("the build calls the three public country lookups and nothing else outside its origin", () => {
  expect(HOSTS.sort()).toEqual(["api.db-ip.com", "ipinfo.io", "www.cloudflare.com"]);
});

for (const code of LOCALE_CODES) {
  test(`the ${code} privacy policy names every outside host the build calls, in its section on other services`, async ({
    page,
    request,
  }) => {
    const path = localizedPath(ROUTE_PATHS.privacyPolicy, code);
    const html = await (await request.get(path)).text();
    for (const host of HOSTS) expect(html, `${host} in the prerendered ${path}`).toContain(host);

    await page.goto(path);
    const heading = catalogs[code]["privacy.thirdParties.heading"].replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const section = page.getByRole("region", { name: new RegExp(heading) });
    await section.scrollIntoViewIfNeeded();
    for (const host of HOSTS) await expect(section.getByText(host, { exact: true })).toBeVisible();
    await expect(section).not.toContainText(catalogs[code]["privacy.thirdParties.none"]);
  });
}
