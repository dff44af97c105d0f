/**
 * Contract group `mock` (see contract-groups.ts): the content reads of the seed — its banners, products and pictures, the banner fallbacks, faults and retries. Always against a mock started in-process.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONTENT_ENDPOINTS, createApiClient, type ApiClientOptions, type LocaleCode } from "@studio/api";
import { startTestMock, type TestMock, type TestMockOptions } from "./testing.ts";

const LOCALES = Object.keys(CONTENT_ENDPOINTS) as LocaleCode[];

let mock: TestMock | undefined;

afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

async function setUp(mockOptions: TestMockOptions = {}, clientOptions: Partial<ApiClientOptions> = {}) {
  mock = await startTestMock(mockOptions);
  const logger = { error: vi.fn() };
  const client = createApiClient({
    baseUrl: mock.url,
    logger,
    retry: { delayMs: 5 },
    ...clientOptions,
  });
  return { mock, client, logger };
}

describe("content reads through the typed client (seed data)", () => {
  it.each(LOCALES)(
    "reads the %s banners: at least 3 titled banners, except Portuguese which is empty",
    async (locale) => {
      const { client, logger, mock } = await setUp();
      const banners = await client.getBannerList(locale);
      expect(mock.count("GET", CONTENT_ENDPOINTS[locale].bannerPath)).toBe(1);
      if (locale === "po") expect(banners).toEqual([]);
      else {
        expect(banners?.length).toBeGreaterThanOrEqual(3);
        for (const banner of banners ?? []) expect(banner.title.length * banner.desc.length).toBeGreaterThan(0);
      }
      expect(logger.error).not.toHaveBeenCalled();
    },
  );

  it.each(LOCALES)("reads the %s products: the eight verticals with their product pages", async (locale) => {
    const { client, logger, mock } = await setUp();
    const products = await client.getProducts(locale);
    expect(mock.count("GET", CONTENT_ENDPOINTS[locale].productPath)).toBe(1);
    expect(products?.map((product) => product.productPath)).toEqual([
      "/english/productpage",
      "/english/meatdelivery",
      "/english/milkdelivery",
      "/english/fashionstore",
      "/english/electronicstore",
      "/english/homeneedsstore",
      "/english/beautystore",
      "/english/furniturestore",
    ]);
    expect(new Set(products?.map((product) => product.image)).size).toBe(8);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("has product names in each language, not copies of English", async () => {
    const { client } = await setUp();
    const english = (await client.getProducts("en"))?.map((product) => product.productName);
    for (const locale of LOCALES.filter((code) => code !== "en")) {
      const names = (await client.getProducts(locale))?.map((product) => product.productName);
      expect(names, locale).toHaveLength(8);
      expect(
        names?.filter((name, index) => name === english?.[index]),
        locale,
      ).toEqual([]);
    }
  });

  it("serves every picture the seed names, as SVG", async () => {
    const { client } = await setUp();
    const names = new Set<string>();
    for (const locale of LOCALES) {
      for (const banner of (await client.getBanners(locale)) ?? [])
        if (banner.image) names.add(client.bannerImageUrl(banner.image));
      for (const product of (await client.getProducts(locale)) ?? []) names.add(client.productImageUrl(product.image));
    }
    expect(names.size).toBe(5 + 8);
    for (const url of names) {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type"), url).toBe("image/svg+xml");
      const svg = await response.text();
      expect(svg, url).toMatch(/^<svg [^>]*viewBox="0 0 (1600 450|800 600)"/);
      expect(svg.length, url).toBeLessThan(10_000);
      expect(svg, url).not.toMatch(/<text|<script|href="http/);
    }
  });

  it("answers 404 for an unknown picture or a name that is not a plain file name", async () => {
    const { mock } = await setUp();
    for (const path of [
      "/api/bannerimages/unknown.svg",
      "/api/productimages/unknown.svg",
      "/api/productimages/..%2F..%2Fseed%2Fdb.json",
      "/api/bannerimages/.hidden.svg",
      "/api/bannerimages/",
    ]) {
      expect((await fetch(`${mock.url}${path}`)).status, path).toBe(404);
    }
  });
});

describe("banner fallbacks (docs/product.md#122-banners)", () => {
  it("shows English banners with their own pictures", async () => {
    const { client } = await setUp();
    const banners = await client.getBanners("en");
    expect(banners?.map((banner) => banner.image)).toEqual([
      "banner-apps.svg",
      "banner-web.svg",
      "banner-stores.svg",
      "banner-courses.svg",
    ]);
  });

  it("gives a banner the English picture at the same index over its own", async () => {
    const { client } = await setUp({
      data: {
        banners: {
          en: [{ _id: "e1", image: "banner-web.svg", title: "Web", desc: "Websites." }],
          de: [
            { _id: "d1", image: "banner-courses.svg", title: "Kurse", desc: "Lernen." },
            { _id: "d2", image: "banner-support.svg", title: "Support", desc: "Rund um die Uhr." },
          ],
        },
      },
    });
    expect((await client.getBanners("de"))?.map((banner) => [banner.title, banner.image])).toEqual([
      ["Kurse", "banner-web.svg"],
      ["Support", "banner-support.svg"],
    ]);
  });

  it("falls back to the first English picture for the Lithuanian banner without one", async () => {
    const { client } = await setUp();
    const raw = await client.getBannerList("lt");
    expect(raw?.[4]?.image).toBeUndefined();
    const banners = await client.getBanners("lt");
    expect(banners?.[4]).toMatchObject({ title: "Pagalba, kuri niekada nemiega", image: "banner-apps.svg" });
  });

  it("keeps the French fifth banner's own picture (English has no fifth banner)", async () => {
    const { client } = await setUp();
    expect((await client.getBanners("fr"))?.[4]?.image).toBe("banner-support.svg");
  });

  it("shows the English list for Portuguese, whose list is empty", async () => {
    const { client, mock } = await setUp();
    const banners = await client.getBanners("po");
    expect(banners?.[0]?.title).toBe("Apps your customers love to open");
    expect(banners).toHaveLength(4);
    expect(mock.count("GET", "/api/get-portuguesebannerimage")).toBe(1);
    expect(mock.count("GET", "/api/get-bannerimage")).toBe(1);
  });
});

describe("unreadable and failed reads", () => {
  it("leaves the list unchanged (null) and logs when a banner answer's data is not an array", async () => {
    const { client, logger } = await setUp({}, { headers: { "x-mock-fault": "wrong-shape" } });
    await expect(client.getBannerList("de")).resolves.toBeNull();
    expect(logger.error).toHaveBeenCalledWith("Invalid response data format", expect.anything());
    await expect(client.getBanners("de")).resolves.toBeNull();
  });

  it("leaves the products unchanged (null) and logs when the field is not an array", async () => {
    const { client, logger } = await setUp({}, { headers: { "x-mock-fault": "wrong-shape" } });
    await expect(client.getProducts("ru")).resolves.toBeNull();
    expect(logger.error).toHaveBeenCalledWith("Invalid response data format", { russianFormatted: "not a list" });
  });

  it("shows English when only the language's own banner read fails", async () => {
    const { client, logger } = await setUp({ faults: "/api/get-germanbannerimage=error" });
    const banners = await client.getBanners("de");
    expect(banners?.[0]?.title).toBe("Apps your customers love to open");
    expect(logger.error).toHaveBeenCalledWith("Error fetching German banners", expect.anything());
  });

  it.each([
    ["an error status", "error"],
    ["malformed JSON", "malformed"],
    ["a dropped connection", "drop"],
  ])("logs 'Error fetching <language> banners' on %s and never throws", async (_name, fault) => {
    const { client, logger } = await setUp({}, { headers: { "x-mock-fault": fault } });
    await expect(client.getBannerList("sp")).resolves.toBeNull();
    expect(logger.error).toHaveBeenCalledWith("Error fetching Spanish banners", expect.anything());
    await expect(client.getBanners("en")).resolves.toBeNull();
    expect(logger.error).toHaveBeenCalledWith("Error fetching English banners", expect.anything());
  });

  it("logs 'Error fetching product information:' when a product read fails, and never throws", async () => {
    const { client, logger } = await setUp({}, { headers: { "x-mock-fault": "error" } });
    await expect(client.getProducts("lt")).resolves.toBeNull();
    expect(logger.error).toHaveBeenCalledWith("Error fetching product information:", expect.anything());
  });

  it("treats a read slower than the timeout as failed, without retrying it", async () => {
    // The client and the mock share one event loop: the timeout must leave the request time to
    // arrive even on a busy machine.
    const { client, logger, mock } = await setUp({}, { timeoutMs: 1000, headers: { "x-mock-fault": "slow=3000" } });
    await expect(client.getProducts("fr")).resolves.toBeNull();
    expect(logger.error).toHaveBeenCalledWith("Error fetching product information:", expect.anything());
    expect(mock.count("GET", "/api/get-frenchproduct")).toBe(1);
  });

  it("resolves to null quietly when the caller cancels the read", async () => {
    const { client, logger } = await setUp({}, { headers: { "x-mock-fault": "slow=300" } });
    const controller = new AbortController();
    const read = client.getBanners("de", { signal: controller.signal });
    controller.abort();
    await expect(read).resolves.toBeNull();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it("leaves out records that break the contract and keeps the rest", async () => {
    const logger = { error: vi.fn() };
    const fetchBroken: typeof fetch = async () =>
      Response.json({ data: [{ _id: "ok", image: "a.svg", title: "Fine", desc: "Fine." }, { _id: 7 }] });
    const client = createApiClient({ baseUrl: "http://api.invalid", logger, fetch: fetchBroken });
    expect((await client.getBannerList("en"))?.map((banner) => banner._id)).toEqual(["ok"]);
    expect(logger.error).toHaveBeenCalledWith("Invalid response data format", "1 record(s) left out");
  });
});

describe("retries", () => {
  it("retries a failing GET a bounded number of times", async () => {
    const { client, mock } = await setUp({}, { headers: { "x-mock-fault": "error" }, retry: { limit: 2, delayMs: 5 } });
    await client.getProducts("de");
    expect(mock.count("GET", "/api/get-germanproduct")).toBe(3);
  });

  it("succeeds when a retried GET gets through", async () => {
    let calls = 0;
    const { mock } = await setUp();
    const flaky: typeof fetch = async (input, init) => {
      calls += 1;
      if (calls === 1) return new Response("busy", { status: 503 });
      return fetch(input, init);
    };
    const retrying = createApiClient({ baseUrl: mock.url, fetch: flaky, retry: { delayMs: 5 } });
    expect(await retrying.getProducts("en")).toHaveLength(8);
    expect(calls).toBe(2);
  });

  it("never retries a POST", async () => {
    const { client, mock } = await setUp({}, { headers: { "x-mock-fault": "error" }, retry: { limit: 3, delayMs: 5 } });
    await client.registerVisit();
    await client.postContact({
      fullName: "A",
      email: "a@example.com",
      phoneNumber: "+3706123456",
      neededServices: "x",
    });
    expect(mock.count("POST", "/api/visitor")).toBe(1);
    expect(mock.count("POST", "/api/contact")).toBe(1);
  });
});
