/**
 * The production server: Debian's nginx with the repository's configuration, serving the build.
 * Every page type answers with the security headers, a strict Content-Security-Policy that allows
 * exactly the page's inline code, compressed and correctly cached files, clean URLs and a real
 * 404; and in Chromium no page breaks that policy or logs an error while its carousels rotate and
 * its forms are sent.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Page, Response } from "@playwright/test";
import {
  API_PATHS,
  CONTENT_ENDPOINTS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  formatIdempotencyKey,
  newIdempotencyKey,
} from "@studio/api";
import { validBody } from "@studio/api/fixtures";
import { getLocale, localizedPath, type LocaleCode } from "@studio/content";
import { PAGE_TYPES } from "../../packages/site/server/page-types.ts";
// nginx serves the page (playwright.nginx.config.ts `baseURL`), not an end-to-end worker's server.
import { expect, scrollThroughPage, visitorTest as test } from "../e2e/fixtures.ts";
import { SITE_FORMS, entries, fill, submitButton, toast } from "../e2e/site-forms.ts";
import { NGINX_MOCK_DB } from "./servers.ts";

/** A directive of a policy, as its list of sources. */
function directive(policy: string, name: string): string[] {
  const entry = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return entry ? entry.slice(1) : [];
}

/** The CSP hash source of an inline script's text, computed here independently of the build. */
function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Everything a page reports that a visitor's browser would count as a problem. */
interface PageProblems {
  readonly errors: string[];
  readonly violations: string[];
}

/**
 * Collects console errors, uncaught errors and CSP violations (as the page's own listener sees
 * them). A not-found page's own 404 is what it is for: Chromium's log line for it is not counted.
 */
async function watchProblems(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { errors: [], violations: [] };
  await page.exposeFunction("reportViolation", (text: string) => problems.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  page.on("console", (entry) => {
    const documentNotFound = entry.location().url === page.url() && entry.text().includes("status of 404");
    if (entry.type() === "error" && !documentNotFound) problems.errors.push(entry.text());
  });
  page.on("pageerror", (error) => problems.errors.push(`uncaught: ${error.message}`));
  return problems;
}

/** The headers every HTML answer carries, with the policy's strictness checked source by source. */
function expectSecurityHeaders(response: Response, inlineScripts: readonly string[], admin = false): void {
  const headers = response.headers();
  const policy = headers["content-security-policy"] ?? "";
  expect(policy, "Content-Security-Policy").not.toBe("");
  const scriptSources = directive(policy, "script-src");
  expect(scriptSources).toContain("'self'");
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(scriptSources).not.toContain("'unsafe-eval'");
  expect(scriptSources.filter((source) => source === "*" || source.endsWith(":"))).toEqual([]);
  for (const script of inlineScripts) expect(scriptSources, "each inline script is hashed").toContain(sha256(script));
  expect(directive(policy, "style-src")).not.toContain("'unsafe-inline'");
  expect(directive(policy, "object-src")).toEqual(["'none'"]);
  expect(directive(policy, "base-uri")).toEqual(["'none'"]);
  expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
  expect(directive(policy, "default-src")).toEqual(["'self'"]);
  // The default build calls the API on its own origin: nothing else may be fetched but the
  // country lookups (docs/product.md#43-country-detection).
  expect(directive(policy, "connect-src")[0]).toBe("'self'");
  // Only the admin page shows `blob:` pictures: the preview of a file the editor chose, before it is uploaded.
  expect(directive(policy, "img-src")).toEqual(admin ? ["'self'", "data:", "blob:"] : ["'self'", "data:"]);

  expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["permissions-policy"]).toContain("geolocation=()");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["cache-control"]).toBe(admin ? "no-store" : "no-cache");
  expect(headers["content-type"]).toBe("text/html; charset=utf-8");
}

const LANGUAGES: readonly LocaleCode[] = ["en", "de", "ru"];

test.describe("every page type, as nginx serves it", () => {
  for (const { name, path } of PAGE_TYPES) {
    for (const language of LANGUAGES) {
      const address = localizedPath(path, language);
      test(`${name} · ${language}: headers, status, no policy violation and no error`, async ({ page }) => {
        // A page load and a scroll through it a frame at a time: in npm test the story tests share
        // the two cores, and a promo page's scroll did not end within the default 30 s. Slow, not broken.
        test.setTimeout(60_000);
        const problems = await watchProblems(page);
        // The admin page counts no visit and is never stored (docs/product.md#10-the-admin-area).
        const admin = name === "admin";
        const visitCounted = admin
          ? null
          : page.waitForRequest((request) => new URL(request.url()).pathname === API_PATHS.visitor);
        const response = await page.goto(address);
        expect(response).not.toBeNull();
        expect(response!.status()).toBe(name === "not-found" ? 404 : 200);
        await expect(page.locator("html")).toHaveAttribute("lang", getLocale(language).tag);

        const inlineScripts = await page
          .locator("script:not([src])")
          .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
        expect(inlineScripts.length, "the islands' inline runtime").toBeGreaterThan(0);
        expectSecurityHeaders(response!, inlineScripts, admin);

        // The page settles (visit counted when idle) and every island below wakes as it is reached.
        if (visitCounted) await visitCounted;
        else await page.waitForLoadState("load");
        await scrollThroughPage(page);
        await expect(page.locator("astro-island[ssr]:not([opts*='intent'])")).toHaveCount(0);
        // The navigation bar wakes on intent: reach for it. Back at the top first, at once: from the
        // page's end Playwright would scroll the bar into view through the site's smooth scrolling,
        // and twice a hover waited its whole 60 s there for the bar to hold still.
        await page.evaluate(() => window.scrollTo({ left: 0, top: 0, behavior: "instant" }));
        await page.getByRole("banner").hover();
        await expect(page.locator("astro-island[ssr]")).toHaveCount(0);

        expect(problems.violations).toEqual([]);
        expect(problems.errors).toEqual([]);
      });
    }
  }
});

test("files come precompressed with Vary, hashed assets are immutable, other files revalidate", async ({
  page,
  request,
}) => {
  const assets: Response[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/assets/")) assets.push(response);
  });
  // Text files have Brotli and gzip copies (fonts and pictures are compressed already).
  const firstScript = () => assets.map((asset) => new URL(asset.url()).pathname).find((path) => path.endsWith(".js"));
  await page.goto("/");
  await expect.poll(firstScript, { message: "a script from /assets/" }).toBeDefined();
  for (const asset of assets) {
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }

  const script = firstScript()!;
  for (const encoding of ["br", "gzip"]) {
    for (const path of ["/", script, "/sitemap.xml"]) {
      const answer = await request.get(path, { headers: { "Accept-Encoding": encoding } });
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()["content-encoding"], `${path} as ${encoding}`).toBe(encoding);
      expect(answer.headers()["vary"]).toBe("Accept-Encoding");
    }
  }
  const plain = await request.get("/robots.txt", { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(plain.headers()["cache-control"]).toBe("no-cache");
  expect(await plain.text()).toContain("Sitemap:");
});

test("clean URLs serve every prerendered page; unknown addresses get their language's 404 page", async ({
  request,
}) => {
  for (const path of ["/english/meatdelivery", "/english/meatdelivery/", localizedPath("/privacy-policy", "fr")]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
  }
  for (const [path, language] of [
    ["/no-such-page", "en"],
    ["/ru/no-such-page", "ru"],
    ["/gr/english/no-such-product", "de"],
    ["/assets/no-such-file.js", "en"],
  ] as const) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(answer.headers()["content-security-policy"], path).toContain("object-src 'none'");
    expect(await answer.text(), path).toContain(`lang="${getLocale(language).tag}"`);
  }
  // The API and the live demos go to the API.
  const banners = await request.get(CONTENT_ENDPOINTS.en.bannerPath);
  expect(banners.status()).toBe(200);
  expect(((await banners.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  expect(banners.headers()["x-content-type-options"]).toBe("nosniff");
});

/** One form per page type that has one, named by its page type. */
const FORMS = [
  { page: "home", form: SITE_FORMS.home },
  { page: "product", form: SITE_FORMS.demo },
  { page: "landing", form: SITE_FORMS.training },
] as const;

test("/api/ passes the Idempotency-Key through: a repeated submission gets the first answer, not a second record", async ({
  request,
}) => {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: formatIdempotencyKey(newIdempotencyKey()) };
  const data = validBody("submitContact", { email: `nginx-idempotency-${Date.now()}@example.com` });
  const first = await request.post(API_PATHS.submitContact, { data, headers });
  expect(first.status()).toBe(201);
  expect(first.headers()[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
  const again = await request.post(API_PATHS.submitContact, { data, headers });
  expect(again.status()).toBe(201);
  expect(again.headers()[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe("true");
  expect(await again.text()).toBe(await first.text());
  // The mock behind nginx (playwright.nginx.config.ts) stored it once.
  const db = JSON.parse(readFileSync(NGINX_MOCK_DB, "utf8")) as { submitContact: { email: string }[] };
  expect(db.submitContact.filter((record) => record.email === data.email)).toHaveLength(1);
});

test.describe("under the policy, the interactive parts work without a violation or an error", () => {
  test("the home page's banners and testimonials rotate", async ({ page }) => {
    const problems = await watchProblems(page);
    await page.goto("/");
    const current = page.locator('[data-slot="banner-carousel-slide"][data-current="true"]').getByRole("heading");
    const first = await current.textContent();
    // The carousel advances every 4 s (`BANNER_INTERVAL_MS`).
    await expect(current).not.toHaveText(first ?? "", { timeout: 10_000 });
    const testimonials = page.locator('[data-slot="testimonial-card"]').first();
    await testimonials.scrollIntoViewIfNeeded();
    const quote = await testimonials.textContent();
    await expect(testimonials).not.toHaveText(quote ?? "", { timeout: 10_000 });
    expect(problems.violations).toEqual([]);
    expect(problems.errors).toEqual([]);
  });

  for (const { page: pageType, form } of FORMS) {
    test(`the ${pageType} page's form is sent and thanked`, async ({ page }) => {
      const problems = await watchProblems(page);
      const visitCounted = page.waitForRequest((request) => new URL(request.url()).pathname === API_PATHS.visitor);
      await page.goto(form.path);
      await visitCounted;
      const section = page.locator(`#${form.sectionId}`);
      await section.scrollIntoViewIfNeeded();
      await fill(section, form, entries(form, `nginx-${Date.now()}@example.com`));
      await submitButton(section, form).click();
      await expect(toast(page, form.language, form.feedback.success)).toBeVisible();
      expect(problems.violations).toEqual([]);
      expect(problems.errors).toEqual([]);
    });
  }
});
