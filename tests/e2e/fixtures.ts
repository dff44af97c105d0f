/**
 * Shared end-to-end fixtures: each worker serves the tests' build against a mock API of its own
 * (fresh from the seed, on free ports), so workers run side by side without seeing each other's
 * submissions or visit counts; every page starts with the country lookups
 * (docs/product.md#43-country-detection) answered locally (no test reaches the internet; the answer
 * is the `country` option, US by default), the test build's analytics tag and registry badge
 * answered with an empty script (third-party-hosts.ts), a fresh browser context (no stored
 * language), and helpers to read what the mock API stored and to make one API call fail.
 */
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { test as base, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import type { FormName } from "@studio/api";
import type { MockData } from "../../mock-api/src/server.ts";
import { startTestMock, type TestMock } from "../../mock-api/src/testing.ts";
import { DEFAULT_COUNTRY_LOOKUP_URLS } from "../../packages/site/app/lib/country-detection.ts";
import { ISLAND_HYDRATED_EVENT } from "../../packages/site/app/shell/island-events.ts";
import { nextFrame } from "./frames.ts";
import { withoutRestingPointer } from "./pointer.ts";
import { countryLookupAnswers } from "../../packages/site/app/lib/testing/country-answers.ts";
import { createStaticHandler } from "../../packages/site/server/static-server.ts";
import { SITE_BUILD_ROOT as SITE_ROOT } from "./site-build.ts";
import { THIRD_PARTY_PATHS } from "./third-party-hosts.ts";

/** The three lookups the production build calls (none is switched off by default). */
export const LOOKUPS = {
  trace: DEFAULT_COUNTRY_LOOKUP_URLS.trace ?? "",
  text: DEFAULT_COUNTRY_LOOKUP_URLS.text ?? "",
  json: DEFAULT_COUNTRY_LOOKUP_URLS.json ?? "",
};

/** Answers the three country lookups with `country`, or fails them all (`null`). */
export async function answerCountryLookups(page: Page, country: string | null): Promise<void> {
  const answers = country ? countryLookupAnswers(country) : null;
  await page.route(LOOKUPS.trace, (route) =>
    answers
      ? route.fulfill({ status: 200, contentType: "text/plain", body: answers.trace })
      : route.abort("connectionrefused"),
  );
  await page.route(LOOKUPS.text, (route) =>
    answers ? route.fulfill({ status: 200, contentType: "text/plain", body: answers.text }) : route.abort(),
  );
  await page.route(LOOKUPS.json, (route) =>
    answers ? route.fulfill({ status: 200, json: answers.json }) : route.abort(),
  );
}

/** Answers the test build's analytics tag and registry badge with an empty script (tests route them otherwise). */
export async function answerThirdParties(page: Page): Promise<void> {
  for (const path of [`${THIRD_PARTY_PATHS.analytics}/**`, THIRD_PARTY_PATHS.registryBadge]) {
    await page.route(`**${path}`, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }));
  }
}

/**
 * Notes each island that has hydrated, as the island directive counts it: the island announces it
 * on its element once its effects have run (timers started, listeners attached). The `ssr` mark
 * goes earlier, when hydration starts.
 */
async function noteHydratedIslands(page: Page): Promise<void> {
  await page.addInitScript((event) => {
    const hydrated = new WeakSet<Element>();
    Object.assign(window, { __e2eHydratedIslands: hydrated });
    document.addEventListener(event, (announced) => hydrated.add(announced.target as Element));
  }, ISLAND_HYDRATED_EVENT);
}

/**
 * Prepares a page as every test gets it: lookups and third parties answered, hydration noted, no
 * pointer resting on the first page.
 */
async function prepare(page: Page, country: string | null): Promise<void> {
  await answerCountryLookups(page, country);
  await answerThirdParties(page);
  await noteHydratedIslands(page);
  await withoutRestingPointer(page);
}

/**
 * Another page of the test's browser context, prepared like the `page` fixture (country lookups
 * and third parties answered), for tests that open pages side by side.
 */
export async function newSitePage(context: BrowserContext, country: string | null = "US"): Promise<Page> {
  const page = await context.newPage();
  await prepare(page, country);
  return page;
}

/** This worker's mock API (set while the worker's `site` fixture runs). */
let workerMock: TestMock | undefined;

/** What this worker's mock API holds now: the seed's banners and products, and what it stored since. */
export function mockData(): MockData {
  if (!workerMock) throw new Error("The mock API runs only inside a test (the worker's `site` fixture).");
  return workerMock.stored();
}

/** The editor account of a test mock API: its development account, with its password. */
export function editorAccount(mock: TestMock): { email: string; password: string } {
  const account = mock.editorAccount;
  if (!account.printablePassword) throw new Error("A test mock API without a development account");
  return { email: account.email, password: account.printablePassword };
}

/** The records the mock API stored for a form. */
export function storedRecords(form: FormName): Record<string, unknown>[] {
  return mockData()[form] as Record<string, unknown>[];
}

/** Makes the next calls to an API path fail with HTTP 500 (through the mock's fault injection). */
export async function failApi(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, (route) =>
    route.continue({ headers: { ...route.request().headers(), "x-mock-fault": "error" } }),
  );
}

function listen(server: Server): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    server.once("error", reject);
    server.listen(0, "localhost", () => resolvePromise((server.address() as AddressInfo).port));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}

/**
 * A visitor's page on whatever server the config's `baseURL` names: the country lookups and the
 * third parties answered as the test says (tests/nginx uses it against nginx).
 */
export const visitorTest = base.extend<{ country: string | null }>({
  country: ["US", { option: true }],
  page: async ({ page, country }, use) => {
    await prepare(page, country);
    await use(page);
  },
});

/** The end-to-end tests: a visitor's page on the worker's own server of the tests' build. */
/** A site of the tests' build served against a mock API of its own, started by `startSite`. */
interface ServedSite {
  readonly url: string;
  readonly mock: TestMock;
  close(): Promise<void>;
}

/** Serves the tests' build against a new mock API, like `npm run preview` (the site calls the API through its own origin). */
async function startSite(): Promise<ServedSite> {
  if (!existsSync(join(SITE_ROOT, "index.html"))) {
    throw new Error(`No build in ${SITE_ROOT}: run \`npm run build:test\` first.`);
  }
  // The site's address first: the mock takes the admin's writes from it alone.
  const server = createServer();
  const port = await listen(server);
  const url = `http://localhost:${port}`;
  const mock = await startTestMock({ admin: { siteOrigins: [url] } });
  server.on("request", createStaticHandler({ root: SITE_ROOT, apiOrigin: mock.url }));
  // Idle connections stay open longer than any test runs. Playwright's request client reuses
  // them and does not retry: with Node's 5 s, a request sent as the server closed the idle
  // connection it chose got ECONNRESET (seen once under load, between two page loads over 5 s).
  server.keepAliveTimeout = 120_000;
  return {
    url,
    mock,
    async close() {
      await close(server);
      await mock.close();
    },
  };
}

/** The end-to-end tests: a visitor's page on the worker's own server of the tests' build. */
export const test = visitorTest.extend<object, { site: string }>({
  // The worker's own mock API and the build served against it; every test's `baseURL`.
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern.
    async ({}, use) => {
      const site = await startSite();
      workerMock = site.mock;
      await use(site.url);
      workerMock = undefined;
      await site.close();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ site }, use) => use(site),
});

/**
 * Tests that change what the API holds (the admin area's saves): each on a site and mock API of
 * its own (`ownSite`, also the test's `baseURL`), so the worker's other tests keep the seed.
 */
export const writingTest = test.extend<{ ownSite: ServedSite }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern.
  ownSite: async ({}, use) => {
    const site = await startSite();
    await use(site);
    await site.close();
  },
  baseURL: async ({ ownSite }, use) => use(ownSite.url),
});

export { expect };

/**
 * Opens an address and waits until the page has settled (the page script counts the visit once
 * the browser is idle; the navigation bar hydrates then too).
 */
export async function openPage(page: Page, path: string): Promise<void> {
  const hydrated = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/visitor");
  await page.goto(path);
  await hydrated;
}

/** An island that wakes near the viewport and has not yet: its component, where it is, whether the directive watches it. */
export interface AsleepIsland {
  name: string | null;
  /** Its top, in CSS px from the top of the window. */
  top: number;
  /** The directive has started watching it (it preloads the island's code then: app/directives/schedule.ts). */
  watched: boolean;
}

/** The islands still asleep on the page, the navigation bar aside (it wakes only on the visitor's intent). */
export function asleepIslands(page: Page): Promise<AsleepIsland[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('astro-island[ssr]:not([opts*="intent"])')].map((island) => {
      const url = island.getAttribute("component-url") ?? "";
      return {
        name: island.getAttribute("component-export"),
        top: Math.round(island.firstElementChild?.getBoundingClientRect().top ?? 0),
        watched: !!document.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(url)}"]`),
      };
    }),
  );
}

/**
 * Scrolls through the whole page like a visitor, half a screen a frame, once the island directive
 * watches every island that wakes near the viewport (its code is preloaded when it starts
 * watching: app/directives/schedule.ts). Scrolling earlier would pass islands nobody watches yet
 * and leave them asleep, as for a visitor who never comes back to them. The moment is asked of
 * the page, not assumed from an idle callback asked for after the load event: a browser runs idle
 * callbacks in the order they were asked for, but under Playwright's clock (`page.clock`) they are
 * timers of 0 or 50 ms that need not keep it.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  // Bounded by the test's own time limit, as the directive waits for the browser to be idle.
  await expect
    .poll(async () => (await asleepIslands(page)).filter((island) => !island.watched), { timeout: 0 })
    .toEqual([]);
  const size = await page.evaluate(() => ({
    bottom: document.documentElement.scrollHeight,
    width: window.innerWidth,
    height: window.innerHeight,
  }));
  const step = size.height / 2;
  expect(
    step >= 100 && size.bottom / step <= 400,
    `a page of a sane size: ${size.bottom} px high in a ${size.width} × ${size.height} px window`,
  ).toBe(true);
  // A step at a time, each followed by the page's next frame (where the browser tells the islands'
  // observers what came into view); the caller's wait for the islands says whether they woke.
  for (let top = 0; top < size.bottom; top += step) {
    await page.evaluate((y) => window.scrollTo({ left: 0, top: y, behavior: "instant" }), top);
    await nextFrame(page);
  }
}

/**
 * Scrolls a section into view, as a visitor does, and waits until it has come alive: interactive
 * sections hydrate as they approach the viewport, and a carousel's timer starts once React has
 * hydrated it and run its effects (later than the island's `ssr` mark goes, by as long as the
 * island's messages take to load).
 */
export async function scrollToLive(section: Locator): Promise<void> {
  await section.scrollIntoViewIfNeeded();
  const island = section.locator("xpath=ancestor::astro-island[1]");
  await expect(island).not.toHaveAttribute("ssr");
  await expect
    .poll(() =>
      island.evaluate((element) =>
        (window as unknown as { __e2eHydratedIslands: WeakSet<Element> }).__e2eHydratedIslands.has(element),
      ),
    )
    .toBe(true);
}
