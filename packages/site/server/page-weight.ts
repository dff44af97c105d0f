/**
 * `npm run size`: the JavaScript each page type makes the browser fetch at load, after idle and in
 * total, and its CSS (module-graph.ts), in gzip kB, for one page of every type (page-types.ts) in
 * English and Russian, from a build. Prints the table with each budget beside its figure
 * (budgets.ts) and exits 1 when a page exceeds one.
 *
 *   npm run size -- [build/client] [--files] [--write]
 *
 * The build is `$SITE_BUILD_DIR/client` (`build`, the deploy folder) unless a folder is given.
 * `--files` lists each page's files and when they are fetched. `--write` also writes the table
 * into docs/performance.md, the section of that build (performance-report.ts); `npm test` weighs
 * the tests' build without it, so a test run leaves the report as it is.
 */
import { existsSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipBytes, pageWeight, type PageWeight } from "./module-graph.ts";
import { PAGE_TYPES } from "./page-types.ts";
import { markdownTable, runFacts, writeSection } from "./performance-report.ts";
import { SIZE_HEADER, SIZE_LOCALES, kB, overBudget, sizeRow } from "./size-report.ts";

const USAGE = "npm run size -- [build/client] [--files] [--write]";

let options: { root: string; files: boolean; write: boolean };
try {
  const { values, positionals } = parseArgs({
    options: { files: { type: "boolean", default: false }, write: { type: "boolean", default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length > 1) throw new Error(`one build folder at most, not ${positionals.join(" ")}`);
  // `SITE_BUILD_DIR` (relative to packages/site) weighs a build made elsewhere, as `npm run build` honours it.
  const build = fileURLToPath(new URL(`../${process.env.SITE_BUILD_DIR ?? "build"}/client`, import.meta.url));
  options = { root: resolve(positionals[0] ?? build), files: values.files, write: values.write };
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const { root } = options;
if (!existsSync(join(root, "index.html"))) {
  console.error(`No build in ${root}: run npm run build first.`);
  process.exit(1);
}

const weights: PageWeight[] = SIZE_LOCALES.flatMap((locale) =>
  PAGE_TYPES.map((page) => pageWeight(root, page.name, locale, page.path, page.firstScreen)),
);
const table = markdownTable(SIZE_HEADER, weights.map(sizeRow));
console.log(table);

if (options.files) {
  for (const weight of weights) {
    const atLoad = new Set(weight.phases.atLoad);
    const afterIdle = new Set(weight.phases.afterIdle);
    const moment = (file: string) => (atLoad.has(file) ? "at load" : afterIdle.has(file) ? "after idle" : "on waking");
    console.log(`\n${weight.pageType} · ${weight.locale} (${weight.path})`);
    for (const file of weight.phases.total) {
      console.log(`  ${kB(gzipBytes(root, file)).padStart(6)} kB  ${moment(file).padEnd(10)}  ${file}`);
    }
  }
}

/** The report's heading of a build folder's section: the two builds the scripts make by name. */
const BUILD_TITLES: Readonly<Record<string, string>> = {
  build: "The deploy build (`npm run build`)",
  "build-test": "The tests' build (`npm run build:test`)",
};

if (options.write) {
  const buildDir = basename(dirname(root));
  const title = BUILD_TITLES[buildDir] ?? `The build in \`${buildDir}\``;
  await writeSection(`size:${buildDir}`, `### ${title}\n\n${runFacts()}\n\n${table}`);
}

const over = weights.flatMap(overBudget);
if (over.length > 0) {
  console.log(`\nOver budget:\n  ${over.join("\n  ")}`);
  process.exit(1);
}
console.log("\nEvery page is within its budgets.");
