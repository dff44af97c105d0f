/**
 * The site under the mock API's faults, as a visitor on a bad connection or behind a failing API
 * meets them: every content call (banner and product refreshes, the visit count) and every form
 * call answered with an error (500), no answer within the client's timeout, malformed JSON, a body
 * of the wrong shape, a dropped connection or a slow answer. The faults are the real mock's
 * (`x-mock-fault` added to the page's own request, mock-api/README.md "Fault injection"), not
 * answers made up by the test. The site calls the API through its own origin, whose proxy turns a
 * dropped connection into a 502; the browser seeing the connection go (an API on another origin) is
 * a connection reset by the test, for the forms.
 *
 * - Content: each page keeps the banners, products and text it was prerendered with, logs only the
 *   failure lines of docs/product.md#125-content-in-the-html-and-its-refresh, shows the visitor
 *   nothing and raises no uncaught error.
 * - A slow API never delays the first paint: the page's text is painted before any answer.
 * - Forms: under each fault the visitor keeps what was typed and gets the toast
 *   docs/product.md#115-answers-and-toasts gives for the endpoint's reading of that answer
 *   (docs/decisions/0125-faults-and-forms.md).
 *
 * The pages of one content fault are opened side by side, and so are the four forms, each meeting
 * every fault in turn on one page load: the waits for the client's timeout and for the slow
 * answers overlap.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Locator, Page } from "@playwright/test";
import {
  API_PATHS,
  CONTENT_ENDPOINTS,
  FORM_ENDPOINTS,
  resolveBanners,
  type BannerRecord,
  type FormName,
  type ProductRecord,
} from "@studio/api";
import {
  FORM_COPY,
  PRODUCT_PAGES,
  ROUTE_PATHS,
  TOAST_COPY,
  catalogs,
  localizedPath,
  type LocaleCode,
  type MessageId,
} from "@studio/content";
import { expect, newSitePage, storedRecords, test } from "./fixtures.ts";
import { SITE_FORMS, entries, expectShown, fill, message, type SiteForm } from "./site-forms.ts";

/** The mock's per-request fault header (mock-api/src/faults.ts, `FAULT_HEADER`). */
const FAULT_HEADER = "x-mock-fault";

/**
 * A fault for an answer slower than the client waits: the client gives up after 8 s
 * (`timeoutMs` of packages/api/src/client.ts) and does not retry a timeout.
 */
const BEYOND_TIMEOUT = "slow=15000";
/** Long enough for a request that times out and the page's reaction to it. */
const TIMEOUT_WAIT_MS = 30_000;

/**
 * Adds the mock's fault header to the page's API requests for which `faultOf` names one; they are
 * sent on once `held` has settled (at once by default).
 */
async function injectFaults(
  page: Page,
  faultOf: (path: string) => string | null,
  held: Promise<void> = Promise.resolve(),
): Promise<void> {
  await page.route("**/api/**", async (route) => {
    const request = route.request();
    const fault = faultOf(new URL(request.url()).pathname);
    if (fault === null) return route.fallback();
    await held;
    return route.continue({ headers: { ...request.headers(), [FAULT_HEADER]: fault } });
  });
}

/** Every console error and warning, and every uncaught error, of a page. */
function watchConsole(page: Page): { logged: string[]; uncaught: string[] } {
  const watched = { logged: [] as string[], uncaught: [] as string[] };
  page.on("console", (entry) => {
    if (entry.type() === "error" || entry.type() === "warning") watched.logged.push(entry.text());
  });
  page.on("pageerror", (error) => watched.uncaught.push(error.message));
  return watched;
}

/** Waits for checks running side by side; fails with every failure, so one does not hide another. */
async function allPass(checks: readonly Promise<void>[]): Promise<void> {
  const failures = (await Promise.allSettled(checks)).flatMap((result) =>
    result.status === "rejected" ? [result.reason as unknown] : [],
  );
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) {
    throw new Error(
      failures.map((failure) => (failure instanceof Error ? failure.message : String(failure))).join("\n\n"),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Content calls
// ---------------------------------------------------------------------------------------------

interface Seed {
  banners: Record<LocaleCode, BannerRecord[]>;
  products: Record<LocaleCode, ProductRecord[]>;
}

/** The mock's seed: the banners and products the build prerendered (npm run build reads it). */
const seed = JSON.parse(readFileSync(resolve("mock-api/seed/db.json"), "utf8")) as Seed;

/** The banner titles a home page shows, by the language rules of docs/product.md#122-banners. */
function bannerTitles(locale: LocaleCode): string[] {
  return (resolveBanners(locale, seed.banners[locale], seed.banners.en) ?? []).map((banner) => banner.title);
}

/**
 * The lines the client logs (docs/product.md#125-content-in-the-html-and-its-refresh; the visit
 * count's failure is only logged, docs/product.md#46-visit-count).
 */
const LOG = {
  banners: (locale: LocaleCode) => `Error fetching ${CONTENT_ENDPOINTS[locale].language} banners`,
  products: "Error fetching product information:",
  notAList: "Invalid response data format",
  visitor: "Error updating visitor count:",
} as const;

/** Any of the lines above. */
const CONTENT_LOG = [
  /^Error fetching (English|German|Lithuanian|Russian|Portuguese|Spanish|French) banners/,
  /^Error fetching product information:/,
  /^Invalid response data format/,
  /^Error updating visitor count:/,
];

/** What may appear in the console: those lines and the browser's own note of a failed request. */
const ALLOWED_LOG = [
  ...CONTENT_LOG,
  /^Failed to load resource: /,
  // A country lookup that fails (here: too slow on a busy machine) is a console warning
  // (docs/product.md#43-country-detection).
  /^Country lookup \S+ \(.*\) failed:/,
];

/** A page whose content calls are faulted: what it calls and what it was prerendered with. */
interface ContentPage {
  readonly label: string;
  readonly path: string;
  /**
   * The loopback name the page is opened on. A browser opens at most six connections per host:
   * pages side by side on one name would queue each other's slow calls.
   */
  readonly host: "localhost" | "127.0.0.1";
  /** Home pages: the language of their banners and products. */
  readonly home?: LocaleCode;
  /** Product pages: the heading of the page. */
  readonly headingId?: MessageId;
}

const CONTENT_PAGES: readonly ContentPage[] = [
  { label: "English home page", path: ROUTE_PATHS.home, host: "localhost", home: "en" },
  { label: "German home page", path: localizedPath(ROUTE_PATHS.home, "de"), host: "127.0.0.1", home: "de" },
  {
    label: "meat delivery product page",
    path: PRODUCT_PAGES.meat.path,
    host: "localhost",
    headingId: PRODUCT_PAGES.meat.titleId,
  },
];

/** The content paths a page calls (the visit count everywhere, the lists on home pages). */
function contentPaths(target: ContentPage): string[] {
  if (!target.home) return [API_PATHS.visitor];
  const { bannerPath, productPath } = CONTENT_ENDPOINTS[target.home];
  return [...new Set([CONTENT_ENDPOINTS.en.bannerPath, bannerPath, productPath, API_PATHS.visitor])];
}

/** How the client reads a faulted content answer. */
type ContentReading = "failed" | "not a list" | "answered";

/** The log lines a page must show for a reading. */
function expectedLog(target: ContentPage, reading: ContentReading): string[] {
  if (reading === "answered") return [];
  const lists = target.home
    ? reading === "failed"
      ? [...new Set([LOG.banners("en"), LOG.banners(target.home)]), LOG.products]
      : [LOG.notAList]
    : [];
  return [...lists, LOG.visitor];
}

const CONTENT_FAULTS: readonly { title: string; fault: string; reading: ContentReading }[] = [
  { title: "an error answer (500)", fault: "error", reading: "failed" },
  { title: "no answer within the client's timeout", fault: BEYOND_TIMEOUT, reading: "failed" },
  // The body cannot be read as JSON: the read failed ('Error fetching …').
  { title: "malformed JSON", fault: "malformed", reading: "failed" },
  { title: "a body of the wrong shape", fault: "wrong-shape", reading: "not a list" },
  { title: "a dropped connection", fault: "drop", reading: "failed" },
  // Slow, yet well inside the client's 8 s: a 5 s answer once passed 8 s on a loaded machine and
  // was read as a timeout, which is the row above.
  { title: "a 3 s slow answer", fault: "slow=3000", reading: "answered" },
];

/** The home page shows these banners (the current one visible) and product tabs. */
async function expectHomeContent(page: Page, locale: LocaleCode, label: string): Promise<void> {
  const titles = bannerTitles(locale);
  const slides = page.locator('[data-slot="banner-carousel-slide"]');
  await expect(slides.getByRole("heading", { includeHidden: true }), `${label}: banners`).toHaveText(titles);
  const current = slides.and(page.locator('[data-current="true"]'));
  await expect(current.getByRole("heading"), `${label}: the current banner`).toBeVisible();
  expect(titles, `${label}: the current banner`).toContain(await current.getByRole("heading").textContent());
  await expect(page.locator('[data-slot="product-showcase"]').getByRole("tab"), `${label}: product tabs`).toHaveText(
    seed.products[locale].map((product) => product.productName),
  );
}

/** Nothing is shown to the visitor about content loading: no toast, no alert. */
async function expectNothingShown(page: Page, label: string): Promise<void> {
  await expect(page.locator('[data-slot="toast"]'), `${label}: toasts`).toHaveCount(0);
  await expect(page.getByRole("alert"), `${label}: alerts`).toHaveCount(0);
}

/**
 * Opens a page with `fault` on its content calls, waits until the client has read every faulted
 * answer (its log lines, or the answers themselves), then checks what the visitor sees.
 */
async function visitWithFault(
  page: Page,
  site: URL,
  target: ContentPage,
  fault: string,
  reading: ContentReading,
): Promise<void> {
  const { label } = target;
  const paths = contentPaths(target);
  const watched = watchConsole(page);
  await injectFaults(page, (path) => (paths.includes(path) ? fault : null));
  // A call that fails instead (the client giving up on it) is named if the wait below runs out.
  const failed: string[] = [];
  page.on("requestfailed", (request) => {
    const path = new URL(request.url()).pathname;
    if (paths.includes(path)) failed.push(`${path} (${request.failure()?.errorText ?? "no answer"})`);
  });
  const finished =
    reading === "answered"
      ? paths.map((path) =>
          page.waitForEvent("requestfinished", {
            predicate: (request) => new URL(request.url()).pathname === path,
            timeout: TIMEOUT_WAIT_MS,
          }),
        )
      : [];
  const address = new URL(target.path, site);
  address.hostname = target.host;
  await page.goto(address.href);

  if (reading === "answered") {
    // Every call is answered, late; the answers replace the lists with the same ones.
    await Promise.all(finished).catch((error: Error) => {
      throw new Error(`${label}: ${error.message}; calls that failed: ${failed.join(", ") || "none"}`);
    });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))));
  } else {
    for (const line of expectedLog(target, reading)) {
      await expect
        .poll(() => watched.logged.filter((text) => text.startsWith(line)).length, {
          message: `${label}: logs '${line}'`,
          timeout: TIMEOUT_WAIT_MS,
        })
        .toBeGreaterThan(0);
    }
  }

  if (target.home) await expectHomeContent(page, target.home, label);
  if (target.headingId) {
    await expect(page.getByRole("heading", { level: 1 }), `${label}: heading`).toHaveText(
      catalogs.en[target.headingId],
    );
  }
  await expectNothingShown(page, label);
  expect(
    watched.logged.filter((text) => !ALLOWED_LOG.some((allowed) => allowed.test(text))),
    `${label}: console lines beyond the failures the site logs`,
  ).toEqual([]);
  if (reading === "answered") {
    expect(
      watched.logged.filter((text) => CONTENT_LOG.some((line) => line.test(text))),
      `${label}: every content call answered`,
    ).toEqual([]);
  }
  expect(watched.uncaught, `${label}: uncaught errors`).toEqual([]);
}

test.describe("content calls under the mock API's faults", () => {
  for (const { title, fault, reading } of CONTENT_FAULTS) {
    test(`${title}: home (English, German) and a product page keep their prerendered content, log only the expected failure lines and show nothing`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const site = new URL(baseURL ?? "http://localhost");
      const pages = [page];
      while (pages.length < CONTENT_PAGES.length) {
        pages.push(await newSitePage(context));
      }
      await allPass(CONTENT_PAGES.map((target, index) => visitWithFault(pages[index]!, site, target, fault, reading)));
    });
  }
});

test("with every API call held back, then 5 s slow, the home page paints its text before any answer", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const paints: number[] = [];
    (window as unknown as { largestPaints: number[] }).largestPaints = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) paints.push(entry.startTime);
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  const watched = watchConsole(page);
  // The calls are held here until the paints have been read, then answered 5 s late by the mock:
  // a page whose paint waited for an answer never paints, however busy the machine (a loaded
  // machine once took longer than 5 s to paint, which says nothing about what the paint waits for).
  let release = () => {};
  await injectFaults(page, () => "slow=5000", new Promise<void>((done) => (release = done)));
  /** When each API answer arrived (epoch ms). */
  const answers: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/api/")) answers.push(Date.now());
  });

  await page.goto("/", { waitUntil: "domcontentloaded" });
  const titles = bannerTitles("en");
  const current = page.locator('[data-slot="banner-carousel-slide"][data-current="true"]');
  await expect(current.getByRole("heading")).toHaveText(titles[0]!);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const painted = await page.evaluate(async () => {
    // The first paints, read once the browser has reported them (at most a few frames).
    for (let frame = 0; frame < 120; frame += 1) {
      const contentful = performance.getEntriesByName("first-contentful-paint")[0];
      const largest = (window as unknown as { largestPaints: number[] }).largestPaints[0];
      if (contentful && largest !== undefined) {
        return { origin: performance.timeOrigin, contentful: contentful.startTime, largest };
      }
      await new Promise((done) => requestAnimationFrame(done));
    }
    return null;
  });
  expect(painted, "first contentful and largest contentful paints").not.toBeNull();
  // Painting did not wait for the API: no answer had come (how soon it paints is the bench's to measure).
  expect(answers, "API answers before the page's text was painted").toEqual([]);
  release();

  // The API answers about 5 s later: every answer came after both paints.
  await expect.poll(() => answers.length, { timeout: TIMEOUT_WAIT_MS }).toBeGreaterThan(0);
  const firstAnswer = Math.min(...answers) - painted!.origin;
  expect(painted!.contentful).toBeLessThan(firstAnswer);
  expect(painted!.largest).toBeLessThan(firstAnswer);
  await expect(current.getByRole("heading")).toBeVisible();
  expect(watched.uncaught).toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// Form calls
// ---------------------------------------------------------------------------------------------

/** How the site reads a form's answer (the client's `SubmitResult` outcomes). */
type Reading = "success" | "rejected" | "failed";

/** A form of the site, and the loopback name its page is opened on (see `ContentPage.host`). */
interface FaultedForm extends SiteForm {
  readonly title: string;
  readonly host: "localhost" | "127.0.0.1";
}

/** One form per endpoint; each reading has its toast (`feedback`, docs/product.md#115-answers-and-toasts). */
const FORMS: readonly FaultedForm[] = (
  [
    [SITE_FORMS.home, "localhost"],
    [SITE_FORMS.demo, "localhost"],
    [SITE_FORMS.training, "127.0.0.1"],
    [SITE_FORMS.frenchPromo, "127.0.0.1"],
  ] as const
).map(([form, host]) => ({ ...form, host, title: `${form.store} form (POST ${form.endpoint})` }));

/**
 * What the API answers under a fault: nothing (the client gives up or the connection goes), or a
 * status with the route's own answer, a body that is not JSON, one of the wrong shape, or the
 * mock's error body.
 */
type Answer =
  "no answer" | { readonly status: number; readonly body: "route's" | "malformed" | "wrong shape" | "error" };

/**
 * How each form reads an answer (docs/product.md#115-answers-and-toasts,
 * docs/decisions/0125-faults-and-forms.md): site-contactus succeeds on status 200 whatever the
 * body; product-query on 200 with a `status` of `"success"`, and another 200 still thanks the
 * visitor (`rejected`), while an error status means the request failed; submit-contact succeeds
 * on 201; contact on `success: true`.
 */
const READINGS: Readonly<Record<FormName, (answer: Answer) => Reading>> = {
  homeEnquiry: (answer) => (answer === "no answer" ? "failed" : answer.status === 200 ? "success" : "rejected"),
  demoBooking: (answer) => {
    if (answer === "no answer" || answer.status !== 200) return "failed";
    return answer.body === "route's" ? "success" : "rejected";
  },
  submitContact: (answer) => (answer === "no answer" ? "failed" : answer.status === 201 ? "success" : "rejected"),
  contact: (answer) => (answer === "no answer" ? "failed" : answer.body === "route's" ? "success" : "rejected"),
};

/** The faults each form meets, one after the other on one page load. */
const FORM_FAULTS: readonly {
  title: string;
  /** The mock's fault, or a connection the browser sees reset. */
  fault: { mock: string } | { reset: true };
  answer: (form: FormName) => Answer;
  /** The answer is held back long enough to look at the form while it is sending. */
  slow?: true;
}[] = [
  { title: "an error answer (500)", fault: { mock: "error" }, answer: () => ({ status: 500, body: "error" }) },
  { title: "no answer within the client's timeout", fault: { mock: BEYOND_TIMEOUT }, answer: () => "no answer" },
  {
    title: "malformed JSON with status 200",
    fault: { mock: "malformed" },
    answer: () => ({ status: 200, body: "malformed" }),
  },
  {
    title: "a body of the wrong shape with status 200",
    fault: { mock: "wrong-shape" },
    answer: () => ({ status: 200, body: "wrong shape" }),
  },
  // The site calls its own origin, whose proxy answers 502 when the API drops the connection.
  {
    title: "a dropped connection (502 from the site's proxy)",
    fault: { mock: "drop" },
    answer: () => ({ status: 502, body: "error" }),
  },
  // Calling an API on another origin, the browser itself sees the connection go.
  { title: "a connection reset seen by the browser", fault: { reset: true }, answer: () => "no answer" },
  {
    title: "a 5 s slow answer",
    fault: { mock: "slow=5000" },
    answer: (form) => ({ status: FORM_ENDPOINTS[form].successStatus, body: "route's" }),
    slow: true,
  },
];

/** The toasts in the site's notification area. */
function toasts(page: Page, form: FaultedForm): Locator {
  return page
    .getByRole("region", { name: message(form.language, TOAST_COPY.regionLabelId) })
    .locator('[data-slot="toast"]');
}

/**
 * Meets every fault in turn on one page load of the form: fills the form, sends it, and checks the
 * toast and the fields; the mock stores what a slow answer eventually accepts.
 */
async function meetEveryFault(page: Page, site: URL, form: FaultedForm): Promise<void> {
  const watched = watchConsole(page);
  let current: (typeof FORM_FAULTS)[number]["fault"] = { mock: "none" };
  // A slow answer's request is held here until the form has been looked at while sending, so that
  // a busy machine cannot let the answer arrive (and a success empty the form) before the look;
  // the mock then holds it for what is left of its delay, so the answer still comes after 5 s.
  let held: Promise<void> = Promise.resolve();
  await page.route(`**${form.endpoint}`, async (route) => {
    const request = route.request();
    if ("reset" in current) return route.abort("connectionreset");
    const fault = current.mock;
    const sent = Date.now();
    await held;
    const slow = /^slow=(\d+)$/.exec(fault);
    const left = slow ? Number(slow[1]) - (Date.now() - sent) : 0;
    const mock = slow ? (left > 0 ? `slow=${left}` : "none") : fault;
    return route.continue({ headers: { ...request.headers(), [FAULT_HEADER]: mock } });
  });
  const visited = page.waitForRequest((request) => new URL(request.url()).pathname === API_PATHS.visitor);
  const address = new URL(form.path, site);
  address.hostname = form.host;
  await page.goto(address.href);
  await visited;
  const section = page.locator(`#${form.sectionId}`);
  await section.scrollIntoViewIfNeeded();
  const submit = section.getByRole("button", { name: message(form.language, form.submitId), exact: true });
  const sending = section.getByRole("button", { name: message(form.language, FORM_COPY.submittingId) });

  for (const [index, { title, fault, answer, slow }] of FORM_FAULTS.entries()) {
    const context = `${form.title}, ${title}`;
    const outcome = READINGS[form.store](answer(form.store));
    const email = `e2e-fault-${form.store}-${index}-${Date.now()}@example.com`.toLowerCase();
    const typed = entries(form, email);
    current = fault;
    let release = () => {};
    if (slow) held = new Promise((resolve) => (release = resolve));
    await fill(section, form, typed);
    await submit.click();
    if (slow) {
      // While a slow answer is awaited the form is sending and keeps every value.
      await expect(sending, `${context}: sending`).toBeVisible();
      await expectShown(section, form, typed, `${context}, while sending`);
      held = Promise.resolve();
      release();
    }

    await expect(toasts(page, form), context).toHaveText([message(form.language, form.feedback[outcome])], {
      timeout: TIMEOUT_WAIT_MS,
    });
    await expect(sending, `${context}: sending ends`).toHaveCount(0);
    // A success empties the form; anything else keeps every value
    // (docs/product.md#116-after-the-answer).
    await expectShown(section, form, outcome === "success" ? {} : typed, context);
    if (slow) {
      await expect
        .poll(() => storedRecords(form.store).filter((record) => record[form.emailKey] === email).length, {
          message: `${context}: the slow submission is stored`,
        })
        .toBe(1);
    }
    // Clear the notification area for the next fault.
    await page.evaluate(() => {
      for (const button of document.querySelectorAll<HTMLButtonElement>('[data-slot="toast"] button')) {
        button.click();
      }
    });
    await expect(toasts(page, form), `${context}: toast dismissed`).toHaveCount(0);
  }
  expect(watched.uncaught, `${form.title}: uncaught errors`).toEqual([]);
}

test("every form, under every fault in turn, keeps the typed values and shows the toast of its reading", async ({
  page,
  context,
  baseURL,
}) => {
  // Each form waits once for the client's timeout and once for a 5 s answer; the forms run side by side.
  test.setTimeout(180_000);
  const pages = [page];
  while (pages.length < FORMS.length) {
    pages.push(await newSitePage(context));
  }
  const site = new URL(baseURL ?? "http://localhost");
  await allPass(FORMS.map((form, index) => meetEveryFault(pages[index]!, site, form)));
});
