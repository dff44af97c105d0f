// `npm run fonts:subset`: writes packages/ui/src/fonts/inter-latin-ext-a-wght.woff2, the letters of
// Inter's Latin Extended file that the site's languages use (Latin Extended-A: Lithuanian ą č ę ė
// į š ų ū ž and the rest of Central Europe; ș ț; the currency signs, ₹ among them), with the weight
// axis kept. Every page that shows one such letter (the footer's Vilnius address does, on every
// page) downloads this ≈20 kB file instead of the 83 kB original, which stays declared for any
// other letter of its range. Run after upgrading @fontsource-variable/inter; the subset is
// committed (styles.css refers to it) and a unit test checks it still covers what it claims.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { LATIN_EXT_A_SUBSET } from "../packages/ui/src/fonts/latin-ext-a.ts";

const require = createRequire(import.meta.url);
const source = require.resolve("@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2");
const target = "packages/ui/src/fonts/inter-latin-ext-a-wght.woff2";

const text = LATIN_EXT_A_SUBSET.ranges
  .flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
  )
  .join("");
const subset = await subsetFont(readFileSync(source), text, { targetFormat: "woff2" });
writeFileSync(target, subset);
console.log(
  `${target}: ${(subset.length / 1024).toFixed(1)} kB (from ${(readFileSync(source).length / 1024).toFixed(1)} kB)`,
);
