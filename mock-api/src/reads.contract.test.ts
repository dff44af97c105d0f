/**
 * Contract group `reads` (see contract-groups.ts): the GETs (docs/product.md#12-api) — the 14
 * content reads and the pictures they name — through the typed client, against any API: the one
 * named by CONTRACT_API_URL (`npm run test:contract -- --api <url>`), else a mock started
 * in-process. They check the contract's shapes, not the seed's data, and store nothing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { z } from "zod/mini";
import {
  CONTENT_ENDPOINTS,
  bannerListResponseSchema,
  createApiClient,
  productListResponseSchema,
  type LocaleCode,
} from "@studio/api";
import { contractTarget, contractUrl, describeAnswer, type ContractTarget } from "./contract-target.ts";

const LOCALES = Object.keys(CONTENT_ENDPOINTS) as LocaleCode[];

let target: ContractTarget;

beforeAll(async () => {
  target = await contractTarget();
});

afterAll(async () => {
  await target?.close();
});

/** The typed client on the target, with a logger the tests read. */
function setUp() {
  const logger = { error: vi.fn() };
  const client = createApiClient({ baseUrl: target.url, logger, retry: { limit: 1, delayMs: 100 } });
  return { client, logger };
}

/** GETs a URL; fails with what happened when nothing answers. */
async function get(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch (error) {
    throw new Error(`GET ${url} got no answer (${String((error as Error).cause ?? error)})`);
  }
}

/** GETs a contract path and returns its JSON body; fails naming what the server answered instead. */
async function getJson(path: string): Promise<unknown> {
  const url = contractUrl(target.url, path);
  const response = await get(url);
  const answer = describeAnswer("GET", url, response);
  expect(response.status, `${answer}; the contract says 200`).toBe(200);
  expect(response.headers.get("content-type") ?? "", `${answer}; the contract says JSON`).toMatch(/^application\/json/);
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${answer}, but its body is not JSON: ${text.slice(0, 80)}`);
  }
}

/** Fails listing the first problems when a body does not have the contract's shape. */
function expectShape(schema: z.ZodMiniType, body: unknown, what: string): void {
  const parsed = schema.safeParse(body);
  const problems = parsed.success
    ? []
    : parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`);
  expect(problems, `${what} does not have the contract's shape`).toEqual([]);
}

// Another API may be far away: room for a slow answer and one retry.
const TIMEOUT = { timeout: 30_000 };

describe("content reads (GET)", TIMEOUT, () => {
  it.each(LOCALES)("the %s banners: 200 JSON { data: [{ _id, image?, title, desc }] }", async (locale) => {
    const { bannerPath } = CONTENT_ENDPOINTS[locale];
    expectShape(bannerListResponseSchema, await getJson(bannerPath), `GET ${bannerPath}`);
    const { client, logger } = setUp();
    expect(await client.getBannerList(locale)).toEqual(expect.any(Array));
    // The banners a visitor sees: the language's own, or English when it has none (docs/product.md#122-banners).
    expect(await client.getBanners(locale)).toEqual(expect.any(Array));
    expect(logger.error).not.toHaveBeenCalled();
  });

  it.each(LOCALES)(
    "the %s products: 200 JSON with the language's field listing { _id, image, productName, … }",
    async (locale) => {
      const { productPath, productField } = CONTENT_ENDPOINTS[locale];
      expectShape(
        productListResponseSchema(locale),
        await getJson(productPath),
        `GET ${productPath} (${productField})`,
      );
      const { client, logger } = setUp();
      expect(await client.getProducts(locale)).toEqual(expect.any(Array));
      expect(logger.error).not.toHaveBeenCalled();
    },
  );
});

describe("pictures (GET)", { timeout: 120_000 }, () => {
  it("serves every banner and product picture the content reads name, as an image", async () => {
    const { client } = setUp();
    const urls = new Set<string>();
    const unread: string[] = [];
    for (const locale of LOCALES) {
      const banners = await client.getBannerList(locale);
      const products = await client.getProducts(locale);
      if (!banners) unread.push(CONTENT_ENDPOINTS[locale].bannerPath);
      if (!products) unread.push(CONTENT_ENDPOINTS[locale].productPath);
      for (const banner of banners ?? []) if (banner.image) urls.add(client.bannerImageUrl(banner.image));
      for (const product of products ?? []) urls.add(client.productImageUrl(product.image));
    }
    expect(unread, "content reads that did not answer a list, so their pictures are unknown").toEqual([]);
    const broken: string[] = [];
    for (const url of urls) {
      const response = await get(url);
      await response.body?.cancel();
      const type = response.headers.get("content-type") ?? "";
      if (response.status !== 200 || !type.startsWith("image/")) broken.push(describeAnswer("GET", url, response));
    }
    expect(broken, "pictures must answer 200 with an image content type").toEqual([]);
  });
});
