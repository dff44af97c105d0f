import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importCycles, importGraph, modulesUnder } from "./checks/import-cycles.ts";

describe("imports inside @studio/content", () => {
  it("run one way: no module imports, however indirectly, one that imports it (type-only imports included)", () => {
    const graph = importGraph(modulesUnder(fileURLToPath(new URL(".", import.meta.url))));
    expect(graph.get("routes.ts")).toContain("data/keys.ts");
    expect(importCycles(graph)).toEqual([]);
  });
});

describe("the circle finder", () => {
  it("follows every kind of import: value, type-only, re-export and dynamic", () => {
    const graph = importGraph(
      new Map([
        ["a.ts", 'import { b } from "./b.ts";\nimport type { C } from "./data/c.ts";'],
        ["b.ts", 'export { d } from "./d.ts";'],
        [
          "data/c.ts",
          'const a = await import("../a.ts");\nimport en from "../messages/en.json" with { type: "json" };',
        ],
        ["d.ts", 'import ts from "typescript";'],
      ]),
    );
    expect(Object.fromEntries(graph)).toEqual({
      "a.ts": ["b.ts", "data/c.ts"],
      "b.ts": ["d.ts"],
      "data/c.ts": ["a.ts"],
      "d.ts": [],
    });
  });

  it("finds a circle made only of type imports, and reports it from its first module", () => {
    const graph = importGraph(
      new Map([
        ["routes.ts", 'import type { Key } from "./data/landing.ts";'],
        ["data/landing.ts", 'import type { RouteKey } from "../routes.ts";\nimport { X } from "./leaf.ts";'],
        ["data/leaf.ts", "export const X = 1;"],
      ]),
    );
    expect(importCycles(graph)).toEqual([["data/landing.ts", "routes.ts"]]);
  });

  it("finds a module importing itself and a circle through three modules, and nothing in a chain", () => {
    expect(importCycles(new Map([["a.ts", ["a.ts"]]]))).toEqual([["a.ts"]]);
    expect(
      importCycles(
        new Map([
          ["c.ts", ["a.ts"]],
          ["a.ts", ["b.ts"]],
          ["b.ts", ["c.ts"]],
        ]),
      ),
    ).toEqual([["a.ts", "b.ts", "c.ts"]]);
    expect(
      importCycles(
        new Map([
          ["a.ts", ["b.ts", "c.ts"]],
          ["b.ts", ["c.ts"]],
          ["c.ts", []],
        ]),
      ),
    ).toEqual([]);
  });
});
