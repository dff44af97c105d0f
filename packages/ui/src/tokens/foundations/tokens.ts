/**
 * The design tokens as the Foundations pages read them: straight from the token file the site's
 * theme.css is generated from, written with the generator's own functions (tokens/css-value.ts).
 */
import tokenFile from "../design.tokens.json";
import { cssDeclarations, cssVariable, referencePath, type TokenValue } from "../css-value.ts";

type Node = { readonly [key: string]: unknown };

const FILE = tokenFile as Node;

const isToken = (node: unknown): node is Node => typeof node === "object" && node !== null && "$value" in node;

/** One token of the file. */
export interface Token {
  /** Its path in the file, e.g. `["color", "brand", "50"]`. */
  readonly path: readonly string[];
  /** Its CSS variable, e.g. `--color-brand-50`. */
  readonly variable: string;
  /** Its DTCG type, given on the token or inherited from its group. */
  readonly type: string;
  /** Its value as the file holds it (a reference stays `{…}`). */
  readonly value: TokenValue;
  readonly description?: string;
}

/** A group of tokens and its description. */
export interface TokenGroup {
  readonly path: readonly string[];
  readonly description?: string;
  /** The group's own tokens, in file order (not those of its subgroups). */
  readonly tokens: readonly Token[];
}

function nodeAt(path: readonly string[]): Node {
  let node: unknown = FILE;
  for (const name of path) node = (node as Node | undefined)?.[name];
  if (typeof node !== "object" || node === null) throw new Error(`No token group ${path.join(".")}`);
  return node as Node;
}

function inheritedType(path: readonly string[]): string | undefined {
  let type: string | undefined;
  let node: unknown = FILE;
  for (const name of path) {
    node = (node as Node | undefined)?.[name];
    const own = (node as Node | undefined)?.$type;
    if (typeof own === "string") type = own;
  }
  return type;
}

function tokenAt(path: readonly string[], node: Node): Token {
  const description = node.$description;
  return {
    path,
    variable: cssVariable(path),
    type: inheritedType(path) ?? "unknown",
    value: node.$value,
    ...(typeof description === "string" ? { description } : {}),
  };
}

/** Every token under the group at `path`, in file order. */
function walk(path: readonly string[]): Token[] {
  return Object.entries(nodeAt(path))
    .filter(([name]) => !name.startsWith("$"))
    .flatMap(([name, child]) => (isToken(child) ? [tokenAt([...path, name], child)] : walk([...path, name])));
}

/**
 * The groups under `path` that hold tokens, each with its own tokens (not its subgroups'), in the
 * order their first token comes in the file.
 */
export function tokenGroups(...path: string[]): TokenGroup[] {
  const groups = new Map<string, TokenGroup & { tokens: Token[] }>();
  for (const token of walk(path)) {
    const groupPath = token.path.slice(0, -1);
    const key = groupPath.join(".");
    if (!groups.has(key)) {
      const description = nodeAt(groupPath).$description;
      groups.set(key, { path: groupPath, tokens: [], ...(typeof description === "string" ? { description } : {}) });
    }
    groups.get(key)!.tokens.push(token);
  }
  return [...groups.values()];
}

/** Every token under `path`, in file order (the token itself when `path` names one). */
export function tokensIn(...path: string[]): Token[] {
  const node = nodeAt(path);
  return isToken(node) ? [tokenAt(path, node)] : walk(path);
}

/** The token at `path`. */
export function token(...path: string[]): Token {
  const node = nodeAt(path);
  if (!isToken(node)) throw new Error(`No token ${path.join(".")}`);
  return tokenAt(path, node);
}

/** The description of the group at `path`, if it has one. */
export function groupDescription(...path: string[]): string | undefined {
  const description = nodeAt(path).$description;
  return typeof description === "string" ? description : undefined;
}

/** The token a reference points at. */
export function referencedToken(value: TokenValue): Token | undefined {
  const path = referencePath(value);
  if (!path) return undefined;
  const parent = nodeAt(path.slice(0, -1));
  const node = parent[path.at(-1)!];
  return isToken(node) ? tokenAt(path, node) : undefined;
}

/** A value with every reference replaced by what it points at, however deep. */
export function resolved(value: TokenValue): TokenValue {
  const target = referencedToken(value);
  if (target) return resolved(target.value);
  if (Array.isArray(value)) return value.map(resolved);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, resolved(member)]));
  }
  return value;
}

/** The declarations the token makes in theme.css, exactly (references as `var(--…)`). */
export function themeDeclarations(token: Token): [string, string][] {
  return cssDeclarations(token.path, token.type, token.value);
}

/** The token's main CSS value with references resolved, for a sample that needs no other token. */
export function resolvedCss(token: Token): string {
  return cssDeclarations(token.path, token.type, resolved(token.value))[0]![1];
}

/** sRGB channels of a `#rgb` or `#rrggbb` colour. */
function channels(hex: string): [number, number, number] {
  const digits = hex.replace("#", "");
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG 2 relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** What WCAG 2.2 AA allows a colour pair to carry. */
export function contrastUse(ratio: number): "text" | "large text and UI" | "decoration only" {
  if (ratio >= 4.5) return "text";
  if (ratio >= 3) return "large text and UI";
  return "decoration only";
}

/** The hex value of a colour token, references resolved. */
export function colourOf(...path: string[]): string {
  const value = resolved(token(...path).value);
  if (typeof value !== "string") throw new Error(`Colour ${path.join(".")} is not a string`);
  return value;
}
