import { existsSync, readFileSync } from "node:fs";
import type { MockContent } from "./content.ts";
import { databaseFile } from "./database.ts";
import { contentFetch, seedFetch } from "./seed-fetch.ts";

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
