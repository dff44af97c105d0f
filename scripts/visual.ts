// `npm run test:visual:update`: builds the tests' site and the Storybook, reruns the visual suite
// (playwright.visual.config.ts) writing the baselines that differ and those missing, deletes those
// no test uses any more and compresses the new PNGs losslessly. (Comparing without writing is
// `npm test -- --only visual`.) Other arguments go to Playwright:
// `npm run test:visual:update -- --project pages -g home`; `--no-build` skips both builds (when
// they are already current).
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { BASELINES_DIR, unusedBaselines, type VisualSuite } from "../tests/visual/cases.ts";
import { STORYBOOK_DIR } from "../tests/visual/storybook-index.ts";
import { ensureSystemPackages } from "./system-packages.ts";
import { run } from "./processes.ts";

const args = process.argv.slice(2);
const build = !args.includes("--no-build");
const playwrightArgs = args.filter((arg) => arg !== "--no-build");

async function step(label: string, command: string, commandArgs: string[]): Promise<void> {
  console.log(`\n━━ ${label} ━━`);
  const code = await run(command, commandArgs);
  if (code !== 0) process.exit(code);
}

if (!(await ensureSystemPackages(["chromium-headless-shell", "optipng"]))) process.exit(1);
if (build) {
  // The tests' build (packages/site/build-test), which the visual config serves; never the deploy folder.
  await step("site build", "npm", ["run", "build:test", "--silent"]);
  await step("Storybook build", "npx", ["--no-install", "storybook", "build", "-o", STORYBOOK_DIR, "--quiet"]);
}

console.log("\n━━ visual regression, writing the baselines that differ ━━");
const code = await run(
  "npx",
  [
    "--no-install",
    "playwright",
    "test",
    "-c",
    "playwright.visual.config.ts",
    "--update-snapshots=changed",
    ...playwrightArgs,
  ],
  { env: { ...process.env, VISUAL_UPDATE: "1" } },
);

for (const suite of ["components", "pages"] satisfies VisualSuite[]) {
  for (const file of unusedBaselines(suite)) {
    rmSync(resolve(BASELINES_DIR, suite, file));
    console.log(`deleted ${suite}/${file} (no test uses it any more)`);
  }
}
await compressChangedBaselines();
console.log(
  "\nBaselines updated. Review them before committing: `git status tests/visual/baselines` lists them,\n" +
    "docs/visual-regression.md says how to look at the differences.",
);
process.exit(code);

/** Recompresses the baselines git sees as new or changed with optipng (lossless: the pixels stay the same, the files shrink by about 40 %). */
async function compressChangedBaselines(): Promise<void> {
  const changed = execFileSync("git", ["status", "--porcelain", "--untracked-files=all", "--", BASELINES_DIR], {
    encoding: "utf8",
  })
    .split("\n")
    .filter((line) => line.endsWith(".png") && !line.startsWith(" D"))
    .map((line) => line.slice(3));
  if (changed.length === 0) return;
  console.log(`\nCompressing ${changed.length} baseline(s) with optipng…`);
  // Two at a time: one per core.
  const queue = [...changed];
  await Promise.all(
    [0, 1].map(async () => {
      for (let file = queue.shift(); file; file = queue.shift()) await run("optipng", ["-o2", "-quiet", file]);
    }),
  );
}
