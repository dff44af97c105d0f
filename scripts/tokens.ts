/**
 * `npm run tokens`: writes packages/ui/src/theme.css from the design tokens
 * (packages/ui/src/tokens/design.tokens.json) with Style Dictionary. Run it after changing the
 * tokens, by hand or through a design tool's sync; the unit tests fail until it has run.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { THEME_FILE, TOKENS_FILE, themeCss } from "../packages/ui/src/tokens/tailwind-theme.ts";

const css = await themeCss();
const unchanged = readFileSync(THEME_FILE, "utf8") === css;
if (!unchanged) writeFileSync(THEME_FILE, css);
console.log(
  `${relative(process.cwd(), THEME_FILE)} ${unchanged ? "already matches" : "written from"} ${relative(process.cwd(), TOKENS_FILE)}`,
);
