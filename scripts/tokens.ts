/**
 * `npm run tokens`: writes packages/ui/src/theme.css and packages/ui/src/tokens/breakpoints.ts from
 * the design tokens (packages/ui/src/tokens/design.tokens.json) with Style Dictionary. Run it after
 * changing the tokens, by hand or through a design tool's sync; the unit tests fail until it has run.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import {
  BREAKPOINTS_FILE,
  THEME_FILE,
  TOKENS_FILE,
  breakpointsModule,
  themeCss,
} from "../packages/ui/src/tokens/tailwind-theme.ts";

for (const [file, text] of [
  [THEME_FILE, await themeCss()],
  [BREAKPOINTS_FILE, breakpointsModule()],
] as const) {
  const unchanged = readFileSync(file, "utf8") === text;
  if (!unchanged) writeFileSync(file, text);
  console.log(
    `${relative(process.cwd(), file)} ${unchanged ? "already matches" : "written from"} ${relative(process.cwd(), TOKENS_FILE)}`,
  );
}
