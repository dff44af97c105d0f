/**
 * Shared end-to-end fixtures: every page starts with the country lookups of spec 7.3 answered
 * locally (no test reaches the internet; the answer is the `country` option, US by default), the
 * test build's analytics tag and registry badge answered with an empty script
 * (third-party-hosts.ts), a fresh browser context (no stored language), and helpers to read what
 * the mock API stored and to make one API call fail.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { test as base, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import type { FormName } from "@studio/api";
import { DEFAULT_COUNTRY_LOOKUP_URLS } from "../../packages/site/app/lib/country-detection.ts";
import { countryLookupAnswers } from "../../packages/site/app/lib/testing/country-answers.ts";
import { THIRD_PARTY_PATHS } from "./third-party-hosts.ts";

/** The mock API's data file of the end-to-end run (see playwright.config.ts; one per API port). */
export const E2E_DB_FILE = resolve(`test-results/e2e-data/mock-db-${process.env.E2E_API_PORT ?? 3901}.json`);

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
 * Another page of the test's browser context, prepared like the `page` fixture (country lookups
 * and third parties answered), for tests that open pages side by side.
 */
export async function newSitePage(context: BrowserContext, country: string | null = "US"): Promise<Page> {
  const page = await context.newPage();
  await answerCountryLookups(page, country);
  await answerThirdParties(page);
  return page;
}

/** The records the mock API stored for a form. */
export function storedRecords(form: FormName): Record<string, unknown>[] {
  const data = JSON.parse(readFileSync(E2E_DB_FILE, "utf8")) as Record<string, unknown>;
  return (data[form] as Record<string, unknown>[] | undefined) ?? [];
}

/** Makes the next calls to an API path fail with HTTP 500 (through the mock's fault injection). */
export async function failApi(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, (route) =>
    route.continue({ headers: { ...route.request().headers(), "x-mock-fault": "error" } }),
  );
}

export const test = base.extend<{ country: string | null }>({
  country: ["US", { option: true }],
  page: async ({ page, country }, use) => {
    await answerCountryLookups(page, country);
    await answerThirdParties(page);
    await use(page);
  },
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

/**
 * Scrolls a section into view, as a visitor does, and waits until it has come alive: interactive
 * sections hydrate as they approach the viewport (the island loses its `ssr` mark).
 */
export async function scrollToLive(section: Locator): Promise<void> {
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator("xpath=ancestor::astro-island[1]")).not.toHaveAttribute("ssr");
}
