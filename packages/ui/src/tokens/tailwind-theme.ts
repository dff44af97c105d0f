/**
 * Generates `packages/ui/src/theme.css` (Tailwind v4 `@theme` blocks) from the design tokens in
 * `design.tokens.json` with Style Dictionary: it reads the DTCG file (group types, references,
 * descriptions) and a format of ours writes Tailwind's theme variables. It also writes
 * `tokens/breakpoints.ts`, the breakpoints for TypeScript. `npm run tokens` writes both files; a
 * unit test regenerates them in memory and fails when a committed file differs.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import StyleDictionary from "style-dictionary";
import type { Dictionary, TransformedToken } from "style-dictionary/types";
import { TokenValueError, cssDeclarations, cssVariable, overBreakpointPath, overWidth, widthPx } from "./css-value.ts";

export const TOKENS_FILE = fileURLToPath(new URL("./design.tokens.json", import.meta.url));
export const THEME_FILE = fileURLToPath(new URL("../theme.css", import.meta.url));
export const BREAKPOINTS_FILE = fileURLToPath(new URL("./breakpoints.ts", import.meta.url));

/**
 * Tailwind's theme namespaces: a group of these names becomes utilities (`bg-brand-500`,
 * `rounded-pill`, `animate-menu-in`) and goes into `@theme`, where Tailwind emits a variable only
 * when something uses it. Any other group (layers, durations) has no utilities, is used as
 * `z-(--layer-nav)`, and goes into `@theme static`, which always emits its variables.
 */
const TAILWIND_NAMESPACES = new Set([
  "color",
  "font",
  "text",
  "font-weight",
  "tracking",
  "leading",
  "breakpoint",
  "container",
  "spacing",
  "radius",
  "shadow",
  "inset-shadow",
  "drop-shadow",
  "blur",
  "perspective",
  "aspect",
  "ease",
  "animate",
]);

const HEADER = `/*
 * Design tokens as Tailwind CSS v4 theme variables: every token is a CSS variable
 * (var(--color-brand-900)) and, in a Tailwind namespace, a utility (bg-brand-900).
 *
 * Generated from design.tokens.json by Style Dictionary (npm run tokens): edit the tokens there
 * (or in a design tool synced with that file), never this file. A unit test fails when they differ.
 * The rest of the design system's CSS (Tailwind, fonts, keyframes, base styles) is styles.css.
 */`;

/** The token tree as Style Dictionary read it, with the groups' own properties (`$description`). */
type TokenTree = Record<string, unknown>;

/** The `$description` of the group at `path`, made safe for a CSS comment. */
function groupDescription(tree: TokenTree, path: readonly string[]): string | undefined {
  let group: unknown = tree;
  for (const name of path) group = (group as TokenTree | undefined)?.[name];
  const description = (group as { $description?: unknown } | undefined)?.$description;
  return typeof description === "string" ? description.replaceAll("*/", "* /") : undefined;
}

/** One `@theme` block: each group under a comment (its description), then its tokens. */
function themeBlock(tree: TokenTree, tokens: readonly TransformedToken[], at: string): string {
  const lines: string[] = [];
  let previousGroup = "";
  for (const token of tokens) {
    const groupPath = token.path.slice(0, -1);
    const group = groupPath.join(".");
    if (group !== previousGroup) {
      if (lines.length > 0) lines.push("");
      const description = groupDescription(tree, groupPath);
      lines.push(`  /* ${group}${description ? `: ${description}` : ""} */`);
      previousGroup = group;
    }
    // The value as written in the file, so that a reference stays one in the CSS (`var(--…)`).
    const value = token.original.$value;
    for (const [name, css] of cssDeclarations(token.path, String(token.$type), value)) {
      lines.push(`  ${name}: ${css};`);
    }
  }
  return `${at} {\n${lines.join("\n")}\n}`;
}

/** Style Dictionary format: the token file as Tailwind `@theme` and `@theme static` blocks. */
function tailwindTheme(dictionary: Dictionary, tree: TokenTree): string {
  const inNamespace = (token: TransformedToken) => TAILWIND_NAMESPACES.has(token.path[0]!);
  const blocks = [
    themeBlock(tree, dictionary.allTokens.filter(inNamespace), "@theme"),
    themeBlock(
      tree,
      dictionary.allTokens.filter((token) => !inNamespace(token)),
      "@theme static",
    ),
  ];
  return `${HEADER}\n\n${blocks.join("\n\n")}\n`;
}

/** `theme.css` as a token file (by default the design system's) makes it, in memory. */
export async function themeCss(tokensFile = TOKENS_FILE): Promise<string> {
  try {
    return await generate(tokensFile, "silent");
  } catch {
    // Quietly, Style Dictionary only counts the problems (a reference to no token); run again,
    // verbosely, so the error names them.
    return await generate(tokensFile, "verbose");
  }
}

async function generate(tokensFile: string, verbosity: "silent" | "verbose"): Promise<string> {
  const dictionary: StyleDictionary = new StyleDictionary({
    source: [tokensFile],
    log: { verbosity, errors: { brokenReferences: "throw" } },
    hooks: {
      transforms: {
        "name/tailwind-variable": {
          type: "name",
          transform: (token) => cssVariable(token.path).slice(2),
        },
      },
      // The platform's dictionary drops the groups' descriptions; the source tree keeps them.
      formats: {
        "tailwind/theme": ({ dictionary: platform }): string => tailwindTheme(platform, dictionary.tokens),
      },
    },
    platforms: {
      tailwind: {
        transforms: ["name/tailwind-variable"],
        files: [{ destination: "theme.css", format: "tailwind/theme" }],
      },
    },
  });
  const [file] = await dictionary.formatPlatform("tailwind");
  if (typeof file?.output !== "string") throw new Error("Style Dictionary wrote no theme.css");
  return file.output;
}

/** A key of a generated object literal: a name as it is when it can be, else quoted (`"2xl"`). */
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/**
 * `tokens/breakpoints.ts` as a token file makes it: each breakpoint's width in px and the media
 * query of its "over" twin, exactly as the CSS reads them, for the components' and stories' code
 * (which cannot import the whole token file without shipping it).
 */
export function breakpointsModule(tokensFile = TOKENS_FILE): string {
  const group = (JSON.parse(readFileSync(tokensFile, "utf8")) as { breakpoint?: Record<string, unknown> }).breakpoint;
  const tokens = Object.entries(group ?? {}).filter(([name]) => !name.startsWith("$"));
  const widths: string[] = [];
  const queries: string[] = [];
  for (const [name, node] of tokens) {
    const value = (node as { $value?: unknown }).$value;
    try {
      widths.push(`${key(name)}: ${widthPx(value)}`);
      const over = cssVariable(overBreakpointPath(["breakpoint", name]));
      queries.push(
        `  /** \`${over.slice("--breakpoint-".length)}:\` */\n  ${key(name)}: "(width >= ${overWidth(value)})",`,
      );
    } catch (error) {
      if (error instanceof TokenValueError) throw new TokenValueError(`Token breakpoint.${name}: ${error.message}`);
      throw error;
    }
  }
  return `/*
 * The breakpoints of the design tokens, for TypeScript. Generated from design.tokens.json by
 * \`npm run tokens\`: edit the tokens (or a design tool synced with them), never this file. A unit
 * test fails when they differ. The strict reading of "over" a width is explained at the tokens.
 */

/** Each breakpoint's width in CSS px: its utilities (\`sm:\`) apply from this width up, this width included. */
export const BREAKPOINT_PX = { ${widths.join(", ")} } as const;

/**
 * The media query of each breakpoint's "over" twin: a window wider than the breakpoint, one pixel
 * more at least, as its utilities (\`over-sm:\`) read it.
 */
export const OVER_BREAKPOINT_QUERY = {
${queries.join("\n")}
} as const;

/** A breakpoint's name (\`sm\`, \`md\`, …). */
export type BreakpointName = keyof typeof BREAKPOINT_PX;
`;
}
