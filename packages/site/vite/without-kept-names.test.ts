import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseAst, type Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { withoutKeptNames } from "./without-kept-names.ts";

/** The plugin's transform, as the build calls it (with the bundler's parser). */
function transform(code: string, id = "/node_modules/@radix-ui/react-example/dist/index.mjs"): string | null {
  const hook = withoutKeptNames().transform as Extract<Plugin["transform"], { handler: unknown }>;
  const result = (hook.handler as (this: unknown, code: string, id: string) => { code: string } | null).call(
    { parse: (source: string) => parseAst(source) },
    code,
    id,
  );
  return result?.code ?? null;
}

describe("withoutKeptNames (Radix's keep-names wrappers leave the production build)", () => {
  it("unwraps every form Radix publishes, and the code still does the same without the helper", () => {
    const published = `
      var __defProp = Object.defineProperty;
      var __name = (target, value) => __defProp(target, "name", { value, configurable: true });
      var Root = /* @__PURE__ */ __name((props) => props.value * 2, "Root");
      function wrap(items) { return items.map(/* @__PURE__ */ __name((item) => item + 1, "inner")); }
      __name(wrap, "wrap");
      var Nested = __name(function Nested2() { return __name(() => "deep", "Deep")(); }, "Nested");
      var result = [Root({ value: 21 }), wrap([1, 2]), Nested()];
    `;
    const output = transform(published)!;
    expect(output).not.toMatch(/__name\(\s*[^t]/);
    // Run without any __name: a call left behind would throw.
    const withoutHelper = output.replace(/var __name = .*;/, "");
    expect(new Function(`${withoutHelper}; return result;`)()).toEqual([42, [2, 3], "deep"]);
    expect(new Function(`${published}; return result;`)()).toEqual([42, [2, 3], "deep"]);
  });

  it("leaves Radix's dropdown menu valid JavaScript with no keep-names call left", () => {
    const entry = fileURLToPath(import.meta.resolve("@radix-ui/react-dropdown-menu"));
    const source = readFileSync(entry, "utf8");
    expect(source.match(/__name\(/g)!.length).toBeGreaterThan(10);
    const output = transform(source, entry)!;
    expect(() => parseAst(output)).not.toThrow();
    expect(output.match(/__name\(/g) ?? []).toHaveLength(0);
    // The components themselves stay, named as before.
    expect(output).toContain("function DropdownMenuContent2(props, forwardedRef)");
  });

  it("touches nothing outside @radix-ui", () => {
    const filter = (withoutKeptNames().transform as { filter: { id: RegExp } }).filter.id;
    expect(filter.test("/node_modules/@radix-ui/react-menu/dist/index.mjs")).toBe(true);
    expect(filter.test("/packages/ui/src/navigation/top-nav/top-nav.tsx")).toBe(false);
    expect(filter.test("/node_modules/react-hook-form/dist/index.esm.mjs")).toBe(false);
  });
});
