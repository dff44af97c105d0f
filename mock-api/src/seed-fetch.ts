import { existsSync, readFileSync } from "node:fs";
import seed from "../seed/db.json" with { type: "json" };
import { contentReads, type MockContent } from "./content.ts";
import { databaseFile } from "./database.ts";

/**
 * A `fetch` that answers the mock API's content reads (banners and products of every language)
 * from `content`, in-process: the site's build reads it through the typed client — its schemas,
 * fallbacks and logging — exactly as it would read the running mock, without starting a server
 * for it. Whatever else is asked (the build asks nothing else) is answered 404. Nothing is written.
 */
function contentFetch(content: MockContent): typeof fetch {
  const reads = contentReads(() => content);
  return async (input, init) => {
    const request = new Request(input, init);
    const answer = request.method === "GET" ? reads.get(new URL(request.url).pathname) : undefined;
    return answer
      ? Response.json(answer(), { headers: { "Cache-Control": "no-store" } })
      : Response.json({ error: "Not found" }, { status: 404, headers: { "Cache-Control": "no-store" } });
  };
}

/** The content reads answered from the mock's seed (the tests' build: the same pages every time). */
export function seedFetch(): typeof fetch {
  return contentFetch(seed as MockContent);
}

/** Environment variable (`1`) that makes the build read the seed even when the mock has a data file. */
export const CONTENT_FROM_SEED_ENV = "SITE_CONTENT_FROM_SEED";

/**
 * Where an offline build reads its banners and products: the mock's data file (`MOCK_API_DB`, else
 * `mock-api/data/db.json`) when there is one — what an editor saved in the admin is what the pages
 * show — else the seed; the seed always with `SITE_CONTENT_FROM_SEED=1` (the tests' build).
 */
export function offlineContent(env: Readonly<Record<string, string | undefined>> = process.env): {
  fetch: typeof fetch;
  source: string;
} {
  const file = databaseFile(env);
  if (env[CONTENT_FROM_SEED_ENV] !== "1" && existsSync(file)) {
    const data = JSON.parse(readFileSync(file, "utf8")) as Partial<MockContent>;
    return {
      fetch: contentFetch({ banners: data.banners ?? {}, products: data.products ?? {} }),
      source: `the mock API's data file (${file})`,
    };
  }
  return { fetch: seedFetch(), source: "the mock API's seed" };
}
