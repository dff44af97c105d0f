// The site build the tests check, in a folder of its own: `packages/site/build-test`.
//
// `npm run build` writes `packages/site/build` — what `npm run preview` and `npm run serve:nginx`
// serve and what a deploy copies — with the production configuration. The tests need another
// configuration (the analytics tag and the registry badge pointed at paths only the end-to-end
// tests answer, tests/e2e/third-party-hosts.ts), so their build lives elsewhere and a test run
// never leaves a test build where a deploy would pick it up.
//
// `npm run build:test` (this file run directly) makes that build; `npm test` and
// `npm run test:visual` run it; the end-to-end, nginx and visual Playwright configurations and
// `npm run size` inside `npm test` read it (`SITE_BUILD_DIR`, which every build and serve step
// honours).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { CONTENT_FROM_SEED_ENV } from "../mock-api/src/offline-content.ts";
import { THIRD_PARTY_BUILD_ENV } from "../tests/e2e/third-party-hosts.ts";

const siteDir = fileURLToPath(new URL("../packages/site/", import.meta.url));

/** The deploy folder `npm run build` writes (relative to packages/site). */
export const DEPLOY_BUILD_DIR = "build";

/** The tests' build folder (relative to packages/site, as `SITE_BUILD_DIR` takes it). */
export const TEST_BUILD_DIR = "build-test";

/** The environment of the tests' build and of the servers that serve it. */
export const TEST_BUILD_ENV = {
  ...THIRD_PARTY_BUILD_ENV,
  SITE_BUILD_DIR: TEST_BUILD_DIR,
  // The seed's banners, whatever an editor saved in the local mock's data file.
  [CONTENT_FROM_SEED_ENV]: "1",
} as const;

/** A build folder's absolute path. */
export function buildFolder(dir: string): string {
  return resolve(siteDir, dir);
}

/**
 * What a folder holds, as one digest of every file's path, size and modification time (`absent`
 * when there is no folder): two equal states mean nothing was written, added or removed there.
 */
export function folderState(folder: string): string {
  if (!existsSync(folder)) return "absent";
  const hash = createHash("sha256");
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${relative(folder, file)}\0${size}\0${mtimeMs}\n`);
  }
  return `${files.length} files, ${hash.digest("hex")}`;
}

if (import.meta.main) {
  const { run } = await import("./processes.ts");
  const code = await run("npm", ["run", "--silent", "build"], {
    env: { ...process.env, ...TEST_BUILD_ENV },
  });
  process.exit(code);
}
