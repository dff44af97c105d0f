/**
 * Third parties cannot hurt a page (they are outside our control, and any of them may be slow or
 * down): the country lookups, the analytics tag and the business-registry badge
 * (docs/product.md#14-third-parties) of the build under test (tests/e2e/third-party-hosts.ts)
 * answered by servers that never answer, answer too late or refuse the connection. The page paints
 * and fires its load event without waiting for them, its prerendered content shows, its islands
 * work, nothing throws, and each failed third party leaves console warnings only.
 */
import type { Page, Route } from "@playwright/test";
import { IntlMessageFormat } from "intl-messageformat";
import {
  FEEDBACK_IDS,
  FOOTER_COPY,
  HOME_ENQUIRY_COPY,
  HOME_ENQUIRY_FIELDS,
  TOAST_COPY,
  catalogs,
  getLocale,
  type MessageId,
} from "@studio/content";
import { LOOKUPS, expect, test } from "./fixtures.ts";
import { THIRD_PARTY_PATHS } from "./third-party-hosts.ts";

const ANALYTICS_SCRIPT = `${THIRD_PARTY_PATHS.analytics}/matomo.js`;
const BADGE_SCRIPT = THIRD_PARTY_PATHS.registryBadge;
const COUNTRY_LOOKUPS = [LOOKUPS.trace, LOOKUPS.text, LOOKUPS.json];
/** How the site names each of those lookups in its warnings. */
const LOOKUP_SOURCES = ["cdn-trace", "ip-country", "ip-json"];
/** A "slow" third party answers after this long: past the tag's and the badge's time limits (8 s). */
const LATE_MS = 10_000;

const english = getLocale("en");
const german = getLocale("de");

/** An English message as the page shows it (ICU quotes and arguments applied). */
function message(id: MessageId, values?: Record<string, string>): string {
  return String(new IntlMessageFormat(catalogs.en[id]!, english.tag).format(values));
}

type Behaviour = "hang" | "late" | "refuse";

/**
 * Answers `url` like a server that never answers ("hang"), answers `body` after {@link LATE_MS}
 * ("late"), or refuses the connection ("refuse"). Returns whether a late answer has been given, or
 * a connection refused.
 */
async function thirdParty(page: Page, url: string, behaviour: Behaviour, body = ""): Promise<() => boolean> {
  let answered = false;
  await page.route(url, (route: Route) => {
    if (behaviour === "refuse") {
      answered = true;
      return route.abort("connectionrefused");
    }
    if (behaviour === "late") {
      setTimeout(() => {
        void route
          .fulfill({ status: 200, contentType: "text/javascript", body })
          .catch(() => undefined)
          .finally(() => (answered = true));
      }, LATE_MS);
    }
    // "hang": the request is never answered; it goes with the page.
    return undefined;
  });
  return () => answered;
}

/** What the page says in its console and what it throws. */
function watchConsole(page: Page) {
  const seen = { warnings: [] as string[], errors: [] as { text: string; url: string }[], thrown: [] as string[] };
  page.on("console", (entry) => {
    if (entry.type() === "warning") seen.warnings.push(entry.text());
    if (entry.type() === "error") seen.errors.push({ text: entry.text(), url: entry.location().url });
  });
  page.on("pageerror", (error) => seen.thrown.push(error.message));
  return seen;
}

/** Records, on the page's clock, when each script element with an address is inserted (by path). */
async function watchScriptInsertions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const inserted: Record<string, number> = {};
    Object.assign(window, { __scriptsInserted: inserted });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && node.src) inserted[new URL(node.src).pathname] ??= performance.now();
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The page's first contentful paint, the end of its load event and when each script was inserted. */
function pageTimeline(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return {
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      loadEventEnd: navigation?.loadEventEnd ?? null,
      inserted: (window as unknown as { __scriptsInserted: Record<string, number> }).__scriptsInserted,
    };
  });
}

/** The footer's badge slot, by its accessible name. */
function badgeSlot(page: Page) {
  return page.getByRole("contentinfo").getByRole("group", { name: message(FOOTER_COPY.registryBadgeLabelId) });
}

/** The footer's own content: the support address and the copyright line. */
async function expectFooterIntact(page: Page): Promise<void> {
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: /^Email us at / })).toBeVisible();
  await expect(footer.getByText(/^© \d{4} /)).toBeVisible();
}

/** The page opened and its prerendered content shows (the language check lets go within its budget). */
async function expectPageShown(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(message("home.hero.title"));
  await expect(page.locator('[data-startup-check="language"]')).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** The visitor opens the language switcher and closes it again. */
async function useLanguageSwitcher(page: Page): Promise<void> {
  await page.getByRole("button", { name: new RegExp(`^${english.label}`) }).click();
  await expect(page.getByRole("menuitemradio")).toHaveCount(7);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menuitemradio")).toHaveCount(0);
}

/** Every warning is about one of the third parties. */
function expectOnlyThirdPartyWarnings(warnings: readonly string[]): void {
  for (const warning of warnings) expect(warning).toMatch(/^(Country lookup |Analytics tag |Business-registry badge )/);
}

test.beforeAll(async ({ request }) => {
  const html = await (await request.get("/")).text();
  if (!html.includes("data-registry-badge")) {
    throw new Error("The build under test has no registry badge: build it as npm test does: npm run build:test");
  }
});

test("third parties that never answer, or answer too late, hold nothing up and are given up", async ({ page }) => {
  test.slow(); // The tag and the badge are given up after 8 s; the late answer comes after 10 s.
  const seen = watchConsole(page);
  await watchScriptInsertions(page);
  for (const url of COUNTRY_LOOKUPS) await thirdParty(page, url, "hang");
  await thirdParty(page, `**${ANALYTICS_SCRIPT}`, "hang");
  // A badge that, had it still run, would write outside its slot.
  const lateBadge = "window.__lateBadgeRan = true; document.body.append('late badge');";
  const badgeAnswered = await thirdParty(page, `**${BADGE_SCRIPT}`, "late", lateBadge);

  // The load event fires although every third party is still waiting for its answer (a script
  // inserted before it would hold it up for as long as its server keeps silent).
  const analyticsRequested = page.waitForRequest(`**${ANALYTICS_SCRIPT}`);
  await page.goto("/", { waitUntil: "load", timeout: 15_000 });
  await expectPageShown(page);
  await analyticsRequested;

  // The badge is fetched once the visitor comes near the footer.
  const badgeRequested = page.waitForRequest(`**${BADGE_SCRIPT}`);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await badgeRequested;

  const timeline = await pageTimeline(page);
  expect(timeline.firstContentfulPaint).not.toBeNull();
  expect(timeline.loadEventEnd).toBeGreaterThan(0);
  for (const script of [ANALYTICS_SCRIPT, BADGE_SCRIPT]) {
    // Injected after the page painted and after its load event: they could delay neither.
    expect(timeline.inserted[script], script).toBeGreaterThanOrEqual(timeline.loadEventEnd!);
    expect(timeline.inserted[script], script).toBeGreaterThan(timeline.firstContentfulPaint!);
  }

  // The islands work meanwhile.
  await page.evaluate(() => window.scrollTo(0, 0));
  await useLanguageSwitcher(page);

  // Both are given up after their time limit: one warning each, nothing left waiting.
  await expect
    .poll(() => seen.warnings.filter((warning) => /^(Analytics tag|Business-registry badge) /.test(warning)), {
      timeout: 15_000,
    })
    .toEqual([
      expect.stringContaining(`Analytics tag (${ANALYTICS_SCRIPT}) did not load within`),
      expect.stringContaining(`Business-registry badge (${BADGE_SCRIPT}) did not load within`),
    ]);
  await expect(page.locator(`script[src$="${ANALYTICS_SCRIPT}"], script[src$="${BADGE_SCRIPT}"]`)).toHaveCount(0);
  expect(await page.evaluate(() => "_paq" in window)).toBe(false);
  await expect(badgeSlot(page)).toBeHidden();
  await expectFooterIntact(page);

  // The badge's late answer never runs.
  await expect.poll(badgeAnswered, { timeout: LATE_MS + 5_000 }).toBe(true);
  expect(await page.evaluate(() => "__lateBadgeRan" in window)).toBe(false);
  await expect(page.getByText("late badge")).toHaveCount(0);

  expect(seen.thrown).toEqual([]);
  expect(seen.errors).toEqual([]);
  expect(seen.warnings.some((warning) => warning.startsWith("Country lookup "))).toBe(true);
  expectOnlyThirdPartyWarnings(seen.warnings);
  await page.unrouteAll({ behavior: "ignoreErrors" });
});

test("third parties that refuse the connection: the page works, a form is sent, only warnings are logged", async ({
  page,
}) => {
  const seen = watchConsole(page);
  const refusedLookups: (() => boolean)[] = [];
  for (const url of COUNTRY_LOOKUPS) refusedLookups.push(await thirdParty(page, url, "refuse"));
  await thirdParty(page, `**${ANALYTICS_SCRIPT}`, "refuse");
  await thirdParty(page, `**${BADGE_SCRIPT}`, "refuse");

  await page.goto("/", { waitUntil: "load" });
  await expectPageShown(page);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(badgeSlot(page)).toBeHidden();
  await expectFooterIntact(page);

  // The home contact form is sent and answered.
  const section = page.locator("#contact");
  await section.scrollIntoViewIfNeeded();
  const typed: Readonly<Record<string, string>> = {
    email: "third-parties@example.com",
    phoneNumber: "+44 7700 900123",
  };
  for (const field of HOME_ENQUIRY_FIELDS) {
    const name = new RegExp(`^${message(field.labelId)}\\b`);
    if (field.control === "select") await section.getByRole("combobox", { name }).selectOption({ index: 1 });
    else await section.getByRole("textbox", { name }).fill(typed[field.name] ?? "Hello");
  }
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/site-contactus"));
  await section.getByRole("button", { name: message(HOME_ENQUIRY_COPY.submitId) }).click();
  expect((await answer).status()).toBe(200);
  await expect(
    page
      .getByRole("region", { name: message(TOAST_COPY.regionLabelId) })
      .getByText(message(FEEDBACK_IDS.homeEnquiry.success)),
  ).toBeVisible();

  // Each refusal is told once it has happened (the tag and the badge load when the browser is idle,
  // which on a busy machine comes late). The lookups are tried in turn within a time budget: the
  // first always, the others while the budget lasts.
  expect(refusedLookups[0]!(), "the first country lookup is tried").toBe(true);
  await expect
    .poll(
      () =>
        [...LOOKUP_SOURCES.entries()]
          .filter(([index]) => refusedLookups[index]!())
          .every(([, source]) => seen.warnings.some((warning) => warning.startsWith(`Country lookup ${source} `))),
      { message: "a warning for every refused country lookup" },
    )
    .toBe(true);
  await expect
    .poll(() => seen.warnings, { message: "a warning for the refused tag and badge" })
    .toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Analytics tag (${ANALYTICS_SCRIPT}) could not be loaded`),
        expect.stringContaining(`Business-registry badge (${BADGE_SCRIPT}) could not be loaded`),
      ]),
    );

  // The language switcher still takes the visitor to the German page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: new RegExp(`^${english.label}`) }).click();
  await page.getByRole("menuitemradio", { name: new RegExp(german.name) }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", german.tag);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalogs.de["home.hero.title"]!);

  expect(seen.thrown).toEqual([]);
  // The browser reports each refused request itself; nothing else is an error.
  for (const error of seen.errors) {
    expect(error.text).toContain("ERR_CONNECTION_REFUSED");
    expect([...COUNTRY_LOOKUPS, ANALYTICS_SCRIPT, BADGE_SCRIPT].some((url) => error.url.endsWith(url))).toBe(true);
  }
  expectOnlyThirdPartyWarnings(seen.warnings);
});

test("third parties that answer: the badge is mounted in the footer's labelled slot, the tag counts the page", async ({
  page,
}) => {
  const seen = watchConsole(page);
  // A badge writes next to its own script element, as registry badges do.
  const badge = `document.currentScript.insertAdjacentHTML("afterend", '<a href="https://registry.example/verify/42">Registered company</a>');`;
  await page.route(`**${BADGE_SCRIPT}`, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: badge }),
  );
  // A tracker that keeps the commands it found.
  const tracker = "window.__trackerQueue = JSON.stringify(window._paq);";
  await page.route(`**${ANALYTICS_SCRIPT}`, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: tracker }),
  );

  await page.goto("/", { waitUntil: "load" });
  await expectPageShown(page);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(badgeSlot(page).getByRole("link", { name: "Registered company" })).toBeVisible();
  await expectFooterIntact(page);

  await expect
    .poll(() => page.evaluate(() => (window as { __trackerQueue?: string }).__trackerQueue ?? null))
    .toBe(
      JSON.stringify([
        ["disableCookies"],
        ["setTrackerUrl", `${THIRD_PARTY_PATHS.analytics}/matomo.php`],
        ["setSiteId", "1"],
        ["trackPageView"],
        ["enableLinkTracking"],
      ]),
    );
  await expect(page.locator(`script[src$="${ANALYTICS_SCRIPT}"]`)).toHaveJSProperty("async", true);
  expect(seen.thrown).toEqual([]);
  expect(seen.errors).toEqual([]);
  expect(seen.warnings).toEqual([]);
});
