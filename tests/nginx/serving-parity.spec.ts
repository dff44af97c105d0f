/**
 * The preview server (what `npm run preview`, the end-to-end tests and `npm run bench` serve) and
 * production's nginx answer alike: both follow the one serving policy
 * (packages/site/server/serving-policy.ts), which the preview reads and nginx's configuration is
 * generated from. The same addresses of the tests' build — pages, assets, a not-found page in two
 * languages, the sitemap — asked of both, with the encodings a browser, an old client and a script
 * send, get the same status, Cache-Control, Content-Type and Content-Encoding.
 */
import { readdirSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { getLocale } from "@studio/content";
import { CONTENT_TYPES } from "../../packages/site/server/serving-policy.ts";
import { createStaticServer } from "../../packages/site/server/static-server.ts";
import { TEST_BUILD_DIR, buildFolder } from "../../scripts/test-build.ts";

const clientDir = join(buildFolder(TEST_BUILD_DIR), "client");

/** The build's files under /assets/ (no precompressed copies), by extension. */
function assetOf(extension: string): string {
  const name = readdirSync(join(clientDir, "assets")).find((file) => file.endsWith(`.${extension}`));
  if (!name) throw new Error(`The tests' build has no .${extension} file under /assets/`);
  return `/assets/${name}`;
}

const ADDRESSES = [
  // Pages, with and without the trailing slash, in two languages.
  "/",
  "/english/meatdelivery",
  "/english/meatdelivery/",
  "/ru",
  "/ru/",
  "/gr/english/meatdelivery",
  "/index.html",
  // Hashed assets: a script, the stylesheet, a font (never compressed again).
  assetOf("js"),
  assetOf("css"),
  assetOf("woff2"),
  // Not found: English, Russian, German (its own page), and a missing asset.
  "/no-such-page",
  "/ru/no-such-page",
  "/gr/english/no-such-product",
  "/assets/no-such-file.js",
  "/404",
  // The admin page (never stored), in two languages, and a missing address under it in German.
  "/adminpanel",
  "/gr/adminpanel",
  "/gr/adminpanel/no-such-page",
  // Files of the site's root.
  "/sitemap.xml",
  "/robots.txt",
  "/favicon.svg",
];

/** What a browser, a gzip-only client and a client without compression send. */
const ENCODINGS = ["gzip, deflate, br, zstd", "gzip", "identity"];

let preview: Server;
let previewOrigin: string;

test.beforeAll(async () => {
  preview = createStaticServer({ root: clientDir });
  await new Promise<void>((listening) => preview.listen(0, "localhost", listening));
  previewOrigin = `http://localhost:${(preview.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((closed) => preview.close(() => closed())));

/** The four headers that must agree, and the status. */
async function answerOf(request: APIRequestContext, url: string, encoding: string) {
  const response = await request.get(url, { headers: { "Accept-Encoding": encoding }, maxRedirects: 0 });
  const headers = response.headers();
  return {
    status: response.status(),
    "cache-control": headers["cache-control"],
    "content-type": headers["content-type"],
    "content-encoding": headers["content-encoding"],
  };
}

test("the preview server and nginx give every address the same status, caching, type and encoding", async ({
  request,
  baseURL,
}) => {
  const differences: string[] = [];
  for (const address of ADDRESSES) {
    for (const encoding of ENCODINGS) {
      const nginx = await answerOf(request, baseURL + address, encoding);
      const previewed = await answerOf(request, previewOrigin + address, encoding);
      if (JSON.stringify(previewed) !== JSON.stringify(nginx)) {
        differences.push(
          `${address} (${encoding}): nginx ${JSON.stringify(nginx)}, preview ${JSON.stringify(previewed)}`,
        );
      }
    }
  }
  expect(differences).toEqual([]);
  // Not alike by accident: the addresses cover both cache rules, both encodings and both statuses.
  const home = await answerOf(request, `${baseURL}/`, "gzip, deflate, br");
  expect(home).toEqual({
    status: 200,
    "cache-control": "no-cache",
    "content-type": "text/html; charset=utf-8",
    "content-encoding": "br",
  });
  const russianNotFound = await answerOf(request, `${previewOrigin}/ru/no-such-page`, "gzip");
  expect(russianNotFound).toMatchObject({ status: 404, "content-encoding": "gzip" });
  expect((await answerOf(request, previewOrigin + assetOf("js"), "identity"))["cache-control"]).toBe(
    "public, max-age=31536000, immutable",
  );
});

test("the not-found page is the address's language's, on both servers", async ({ request, baseURL }) => {
  for (const [address, language] of [
    ["/no-such-page", "en"],
    ["/ru/no-such-page", "ru"],
  ] as const) {
    for (const origin of [baseURL, previewOrigin]) {
      const response = await request.get(origin + address);
      expect(response.status(), origin + address).toBe(404);
      expect(await response.text(), origin + address).toContain(`lang="${getLocale(language).tag}"`);
    }
  }
});

test("every kind of file the build holds has its content type in the serving policy", () => {
  const extensions = new Set(
    readdirSync(clientDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
      .map((entry) => /\.([a-z0-9]+)$/i.exec(entry.name)?.[1]?.toLowerCase() ?? "(none)"),
  );
  expect([...extensions].filter((extension) => !(extension in CONTENT_TYPES))).toEqual([]);
});
