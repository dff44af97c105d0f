import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_ENDPOINTS, createApiClient, type LocaleCode } from "@studio/api";
import { writeFileSync } from "node:fs";
import seed from "../seed/db.json" with { type: "json" };
import { CONTENT_FROM_SEED_ENV, offlineContent } from "./offline-content.ts";
import { seedFetch } from "./seed-fetch.ts";
import { startTestMock, type TestMock } from "./testing.ts";

/**
 * The build reads the seed's banners and products in-process (`seedFetch`) instead of starting the
 * mock: what it reads must be exactly what the running mock answers from the same seed, so the
 * prerendered pages do not depend on which of the two was asked.
 */
let mock: TestMock;
beforeAll(async () => {
  mock = await startTestMock();
});
afterAll(() => mock.close());

const LOCALES = Object.keys(CONTENT_ENDPOINTS) as LocaleCode[];

describe("seedFetch", () => {
  it("answers every content read with the running mock's body for the seed", async () => {
    const answer = seedFetch();
    for (const locale of LOCALES) {
      const { bannerPath, productPath } = CONTENT_ENDPOINTS[locale];
      for (const path of [bannerPath, productPath]) {
        const inProcess = await answer(`http://seed.invalid${path}`);
        const served = await fetch(mock.url + path);
        expect(inProcess.status, path).toBe(200);
        expect(await inProcess.json(), path).toEqual(await served.json());
      }
    }
  });

  it("gives the typed client the same banners and products as the running mock", async () => {
    const fromSeed = createApiClient({ baseUrl: "http://seed.invalid", fetch: seedFetch() });
    const fromMock = createApiClient({ baseUrl: mock.url });
    for (const locale of LOCALES) {
      const banners = await fromSeed.getBanners(locale);
      expect(banners?.length, locale).toBeGreaterThan(0);
      expect(banners).toEqual(await fromMock.getBanners(locale));
      expect(await fromSeed.getProducts(locale)).toEqual(await fromMock.getProducts(locale));
    }
  });

  it("answers 404 to anything but a content read (the build asks nothing else)", async () => {
    const answer = seedFetch();
    expect((await answer("http://seed.invalid/api/no-such-path")).status).toBe(404);
    expect((await answer(`http://seed.invalid${CONTENT_ENDPOINTS.en.bannerPath}`, { method: "POST" })).status).toBe(
      404,
    );
  });
});

describe("offlineContent: what an offline build prerenders", () => {
  it("is what the mock's data file holds (an editor's saves), else the seed, and the seed when asked for it", async () => {
    const data = mock.stored();
    data.banners.de![1] = { ...data.banners.de![1]!, title: "Saved in the admin" };
    writeFileSync(mock.dbFile, JSON.stringify(data));
    const read = async (env: Record<string, string>) => {
      const { fetch } = offlineContent(env);
      const client = createApiClient({ baseUrl: "http://build.invalid", fetch });
      return (await client.getBannerList("de"))?.[1]?.title;
    };
    expect(await read({ MOCK_API_DB: mock.dbFile })).toBe("Saved in the admin");
    expect(await read({ MOCK_API_DB: mock.dbFile, [CONTENT_FROM_SEED_ENV]: "1" })).toBe(seed.banners.de[1]!.title);
    expect(await read({ MOCK_API_DB: `${mock.dbFile}.missing` })).toBe(seed.banners.de[1]!.title);
  });
});
