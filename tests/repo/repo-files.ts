/**
 * The repository's own text files, for the repository-wide documentation tests: everything a
 * developer writes (code, docs, configuration), without installed packages, build output, test
 * results or binary files.
 */
import { readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Folders that hold generated or installed files, wherever they are. */
const GENERATED = new Set([
  "node_modules",
  ".git",
  "build",
  "build-test",
  "build-bench",
  "dist",
  "storybook-static",
  "test-results",
  "coverage",
  ".react-router",
]);

/** Generated files and folders at a known place. */
const GENERATED_PATHS = new Set(["mock-api/data", "package-lock.json"]);

const TEXT_EXTENSIONS = new Set([
  ".ts",
  ".tsx",
  ".js",
  ".mjs",
  ".cjs",
  ".md",
  ".mdx",
  ".json",
  ".astro",
  ".css",
  ".html",
  ".yml",
  ".yaml",
  ".txt",
  ".template",
  ".conf",
  "",
]);

/** Paths (relative to the root, with `/`) of every text file written for the repository. */
export function repoTextFiles(): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      const name = relative(ROOT, path).split(sep).join("/");
      if (GENERATED.has(entry.name) || GENERATED_PATHS.has(name)) continue;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && TEXT_EXTENSIONS.has(extname(entry.name))) files.push(name);
    }
  };
  walk(ROOT);
  return files.sort();
}

/** A file's text, by its path relative to the root. */
export function readRepoFile(name: string): string {
  return readFileSync(join(ROOT, name), "utf8");
}
