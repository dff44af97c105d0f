/**
 * The home page's API content (banners, products) is in the prerendered HTML, read at build time
 * through the typed client with its language rules (docs/product.md#122-banners); in the browser it
 * is refreshed once the page is idle: a failure keeps what the page showed, a different answer
 * replaces it in place.
 */
import { CONTENT_ENDPOINTS } from "@studio/api";
import { expect, mockData, test } from "./fixtures.ts";
import { watchShifts } from "./layout-shifts.ts";

/** Text as the HTML writes it. */
const inHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

for (const [path, language] of [
  ["/", "en"],
  ["/fr", "fr"],
] as const) {
  test(`the ${language} home page's HTML holds its banners and products; the first banner's picture is fetched first`, async ({
    request,
  }) => {
    const { banners, products } = mockData();
    const html = await (await request.get(path)).text();
    for (const banner of banners[language]!) expect(html).toContain(inHtml(banner.title));
    for (const product of products[language]!) expect(html).toContain(inHtml(product.productName));
    const pictures = [...html.matchAll(/<img\b[^>]*src="\/api\/bannerimages\/[^"]+"[^>]*>/g)].map(([tag]) => tag);
    expect(pictures).toHaveLength(banners[language]!.length);
    expect(pictures[0]).toContain(`src="/api/bannerimages/${banners[language]![0]!.image}"`);
    expect(pictures[0]).toMatch(/fetchpriority="high"/i);
    expect(pictures[0]).toMatch(/loading="eager"/);
    expect(pictures[0]).toMatch(/width="\d+"/);
    expect(pictures[0]).toMatch(/height="\d+"/);
    for (const other of pictures.slice(1)) expect(other).toMatch(/loading="lazy"/);
  });
}

test("when the refresh fails, the page keeps the banners and products it opened with, and logs the failure", async ({
  page,
}) => {
  const { banners, products } = mockData();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  for (const path of [CONTENT_ENDPOINTS.en.bannerPath, CONTENT_ENDPOINTS.en.productPath]) {
    await page.route(`**${path}`, (route) => route.fulfill({ status: 500, body: "down" }));
  }
  await page.goto("/");
  await expect.poll(() => errors.join("\n"), { timeout: 20_000 }).toContain("Error fetching English banners");
  await expect.poll(() => errors.join("\n")).toContain("Error fetching product information:");
  const current = page.locator('[data-slot="banner-carousel-slide"][data-current="true"]');
  await expect(current.getByRole("heading")).toHaveText(banners.en![0]!.title);
  await expect(page.locator('[data-slot="product-showcase"]').getByRole("tab")).toHaveCount(products.en!.length);
});

test("a refresh that answers differently replaces the banners in place, without moving the page", async ({ page }) => {
  const shifts = await watchShifts(page);
  const { banners } = mockData();
  const changed = banners.en!.map((banner, index) =>
    index === 0 ? { ...banner, title: "Fresh from the API" } : banner,
  );
  await page.route(`**${CONTENT_ENDPOINTS.en.bannerPath}`, (route) => route.fulfill({ json: { data: changed } }));
  await page.goto("/");
  const current = page.locator('[data-slot="banner-carousel-slide"][data-current="true"]');
  await expect(current.getByRole("heading")).toHaveText("Fresh from the API");
  // From the moment the page asked the API again: its answer must not move anything.
  const asked = await page.evaluate(
    (path) => performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(path))?.startTime ?? 0,
    CONTENT_ENDPOINTS.en.bannerPath,
  );
  const all = await shifts();
  expect(
    all.filter(({ at }) => at >= asked),
    `layout shifts after the refresh asked the API at ${asked.toFixed(0)} ms (all: ${JSON.stringify(all)})`,
  ).toEqual([]);
});
