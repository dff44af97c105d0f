import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogs } from "@studio/content";
import { LATIN_EXT_A_SUBSET } from "./latin-ext-a.ts";

const inSubset = (codePoint: number) =>
  LATIN_EXT_A_SUBSET.ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

/** Code points of Inter's full Latin Extended file (@fontsource-variable/inter), roughly: U+0100–U+02FF. */
const latinExtended = (codePoint: number) => codePoint >= 0x0100 && codePoint <= 0x02ff;

describe("the Latin Extended subset of Inter", () => {
  it("is declared in the stylesheet with exactly its ranges, after the full file", () => {
    const theme = readFileSync(new URL("../styles.css", import.meta.url), "utf8");
    const ranges = LATIN_EXT_A_SUBSET.ranges
      .map(
        ([first, last]) =>
          `U+${first.toString(16).toUpperCase().padStart(4, "0")}-${last.toString(16).toUpperCase().padStart(4, "0")}`,
      )
      .join(",");
    expect(ranges).toBe(LATIN_EXT_A_SUBSET.unicodeRange);
    const face = /@font-face\s*{[^}]*inter-latin-ext-a-wght\.woff2[^}]*}/.exec(theme)?.[0];
    expect(face).toBeDefined();
    expect(face!.replace(/\s/g, "")).toContain(`unicode-range:${LATIN_EXT_A_SUBSET.unicodeRange};`);
    expect(theme.indexOf("@fontsource-variable/inter/wght.css")).toBeLessThan(theme.indexOf(face!));
  });

  it("is a WOFF2 file far smaller than the full one", () => {
    const subset = readFileSync(new URL("./inter-latin-ext-a-wght.woff2", import.meta.url));
    const full = readFileSync(
      new URL(import.meta.resolve("@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2")),
    );
    expect(subset.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(subset.length).toBeLessThan(full.length / 3);
  });

  it("covers every Latin Extended letter of the site's copy in every language", () => {
    const missing = new Set<string>();
    for (const catalog of Object.values(catalogs)) {
      for (const text of Object.values(catalog)) {
        for (const character of text) {
          const codePoint = character.codePointAt(0)!;
          if (latinExtended(codePoint) && !inSubset(codePoint)) missing.add(character);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });
});
