/**
 * Nothing an island can show is missing from the messages it loads: for every island of every
 * page of a build, the messages chunk it loads in the page's language (and, for its code, in every
 * language) holds every id its code holds (`islandMessageIds`, the ids the build's plugin gave it)
 * and every id its props carry (texts the view passes in, e.g. a contact section's heading).
 * tests/e2e/island-messages.spec.ts runs it on the build under test.
 * `node packages/site/server/island-messages.ts [build/client]` prints the problems and fails.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { catalogs, isLocaleCode, LOCALE_CODES, type LocaleCode } from "@studio/content";
import { islandMessageIds } from "../vite/compiled-messages.ts";
import { messageIdsIn } from "../vite/message-ids.ts";
import { islandsOf, languageOfChunk, ModuleGraph } from "./module-graph.ts";

const SITE_DIR = fileURLToPath(new URL("..", import.meta.url));
const ISLANDS_DIR = join(SITE_DIR, "app/islands");

/** Every HTML file of a build folder. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

/** The island module a built island comes from (`/assets/feature-grid.<hash>.js` → app/islands/feature-grid.tsx). */
function islandSource(componentUrl: string, islandsDir: string): string {
  const name = /([\w-]+)\.[\w-]+\.js$/.exec(componentUrl)?.[1] ?? "";
  const source = ["tsx", "ts"].map((extension) => join(islandsDir, `${name}.${extension}`)).find(existsSync);
  if (!source) throw new Error(`${componentUrl}: no island module ${name} in ${islandsDir}`);
  return source;
}

/**
 * The problems of a build, one line each (none: every island has every message it can show).
 * `islandsDir`: where the island modules are.
 */
export async function islandMessageProblems(root: string, islandsDir: string = ISLANDS_DIR): Promise<string[]> {
  const known = new Set(Object.keys(catalogs.en));
  const graph = new ModuleGraph(root);
  const catalogKeys = new Map<string, Promise<Set<string>>>();
  /** The ids of the messages an island loads in a language. */
  const catalogOf = (componentUrl: string, locale: LocaleCode): Promise<Set<string>> => {
    const key = `${componentUrl} ${locale}`;
    let keys = catalogKeys.get(key);
    if (!keys) {
      const chunks = graph
        .closure(componentUrl, [componentUrl], locale)
        .filter((file) => languageOfChunk(file) === locale);
      keys = Promise.all(
        chunks.map(async (file) => {
          const module = (await import(pathToFileURL(join(root, file)).href)) as { default: object };
          return Object.keys(module.default);
        }),
      ).then((lists) => new Set(lists.flat()));
      catalogKeys.set(key, keys);
    }
    return keys;
  };
  const codeIds = new Map<string, Promise<Set<string>>>();
  const problems: string[] = [];
  const report = (where: string, missing: readonly string[]) => {
    if (missing.length > 0) problems.push(`${where} lacks ${[...missing].sort().join(", ")}`);
  };

  for (const file of htmlFiles(root).sort()) {
    const html = readFileSync(file, "utf8");
    const declared = /<html\b[^>]*\bdata-locale="(\w+)"/.exec(html)?.[1];
    const locale: LocaleCode = declared && isLocaleCode(declared) ? declared : "en";
    const page = file.slice(root.length) || "/";
    for (const island of islandsOf(html)) {
      let code = codeIds.get(island.component);
      if (!code) {
        const source = islandSource(island.component, islandsDir);
        code = islandMessageIds(source, SITE_DIR, known);
        codeIds.set(island.component, code);
        // Its code's ids, in every language.
        for (const language of LOCALE_CODES) {
          const catalog = await catalogOf(island.component, language);
          report(
            `${island.name} (${language})`,
            [...(await code)].filter((id) => !catalog.has(id)),
          );
        }
      }
      // The ids its props carry, in the page's language.
      const catalog = await catalogOf(island.component, locale);
      report(
        `${island.name} on ${page}`,
        [...messageIdsIn(island.props, known)].filter((id) => !catalog.has(id)),
      );
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(SITE_DIR, process.env.SITE_BUILD_DIR ?? "build", "client"));
  const problems = await islandMessageProblems(root);
  if (problems.length > 0) {
    console.error(`Islands without messages they can show:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log("Every island has every message it can show, in every language.");
}
