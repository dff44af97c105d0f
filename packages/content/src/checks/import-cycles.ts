/**
 * Import circles among a folder's TypeScript modules, for `import-cycles.test.ts` (not part of the
 * package's API). Every module specifier counts — `import`, `import type`, `export … from`,
 * `import("…")` — because a type-only circle ties two modules as tightly for whoever reads or
 * moves them as a value one does.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/** Every `.ts` module under `dir` (declaration files aside), by path relative to `dir`, with its source. */
export function modulesUnder(dir: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (entry.endsWith(".ts") && !entry.endsWith(".d.ts")) modules.set(entry, readFileSync(join(dir, entry), "utf8"));
  }
  return modules;
}

/**
 * Which modules each module imports, among `modules` (relative paths → sources): the relative
 * specifiers that name one of them. Packages and other files (JSON catalogs) are not nodes.
 */
export function importGraph(modules: ReadonlyMap<string, string>): Map<string, string[]> {
  const root = resolve("/");
  const graph = new Map<string, string[]>();
  for (const [path, source] of modules) {
    const imported = ts
      .preProcessFile(source, true, true)
      .importedFiles.map((file) => file.fileName)
      .filter((specifier) => specifier.startsWith("."))
      .map((specifier) => relative(root, resolve(root, dirname(path), specifier)))
      .filter((target) => modules.has(target));
    graph.set(path, [...new Set(imported)].sort());
  }
  return graph;
}

/**
 * Import circles of a graph — at least one through every group of modules that import each
 * other, none when imports run one way — each as the modules it passes through, starting from
 * its alphabetically first module (so a circle reads the same way every time).
 */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found = new Map<string, string[]>();
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): void => {
    const onPath = path.indexOf(node);
    if (onPath >= 0) {
      const cycle = path.slice(onPath);
      const start = cycle.indexOf([...cycle].sort()[0]!);
      const rotated = [...cycle.slice(start), ...cycle.slice(0, start)];
      found.set(rotated.join(" → "), rotated);
      return;
    }
    if (done.has(node)) return;
    path.push(node);
    for (const next of graph.get(node) ?? []) visit(next);
    path.pop();
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) visit(node);
  return [...found.values()];
}
