/**
 * How a design token (DTCG JSON, `design.tokens.json`) is written as Tailwind v4 theme variables.
 * One module for both readers of the token file: the generator of `theme.css` (Style Dictionary,
 * `tailwind-theme.ts`) and the Foundations pages in Storybook, so the pages show exactly what the
 * site's CSS declares. Plain functions, no Node and no DOM: it runs in both.
 */

/** A token's `$value` as the file holds it (before references are resolved). */
export type TokenValue = unknown;

/** `{color.accent.500}` → `["color", "accent", "500"]`; anything else → undefined. */
export function referencePath(value: TokenValue): string[] | undefined {
  if (typeof value !== "string") return undefined;
  const match = /^\{([^{}]+)\}$/.exec(value.trim());
  return match ? match[1]!.split(".") : undefined;
}

/**
 * The CSS variable of a token path: its names joined by hyphens (`color.brand.50` →
 * `--color-brand-50`). A token named `DEFAULT` is its group's own value (`spacing.DEFAULT` →
 * `--spacing`, the step every spacing utility multiplies), as in Tailwind's naming.
 */
export function cssVariable(path: readonly string[]): string {
  return `--${path.filter((name) => name !== "DEFAULT").join("-")}`;
}

/**
 * A value this module cannot write, named by its token: a design tool that saves a token in
 * another shape (a shadow as `x`/`y` instead of `offsetX`/`offsetY`) stops the generation instead
 * of shipping broken CSS.
 */
export class TokenValueError extends Error {}

/** A reference as `var(--…)`, any other value as its text. */
function part(value: TokenValue): string {
  const path = referencePath(value);
  if (path) return `var(${cssVariable(path)})`;
  if (typeof value === "number") return String(value);
  if (typeof value !== "string" || value.trim() === "" || /[;{}]/.test(value)) {
    throw new TokenValueError(`not a CSS value: ${JSON.stringify(value)}`);
  }
  return value;
}

/** Lengths inside a shorthand: a zero is written `0`, as in hand-written CSS. */
function length(value: TokenValue): string {
  const text = part(value);
  return /^0(\.0+)?[a-z%]*$/i.test(text) ? "0" : text;
}

/** Whether a length is zero (a zero spread or delay is left out of a shorthand). */
function isZero(value: TokenValue): boolean {
  return length(value) === "0";
}

/** CSS generic families, written without quotes. */
const GENERIC_FAMILIES = new Set([
  "serif",
  "sans-serif",
  "monospace",
  "cursive",
  "fantasy",
  "system-ui",
  "ui-serif",
  "ui-sans-serif",
  "ui-monospace",
  "ui-rounded",
  "math",
  "emoji",
  "fangsong",
]);

function fontFamily(value: TokenValue): string {
  if (!Array.isArray(value)) return part(value);
  return value
    .map((name: unknown) => {
      const text = part(name);
      return GENERIC_FAMILIES.has(text) || !/[\s\d"']/.test(text) ? text : `"${text.replaceAll('"', "")}"`;
    })
    .join(", ");
}

/** The members of a composite value, each present (a missing one is a value in another shape). */
function members<T extends object>(value: TokenValue, names: readonly (keyof T & string)[]): T {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new TokenValueError(`expected an object with ${names.join(", ")}: ${JSON.stringify(value)}`);
  }
  const missing = names.filter((name) => !(name in value));
  if (missing.length > 0) throw new TokenValueError(`missing ${missing.join(", ")} in ${JSON.stringify(value)}`);
  return value as T;
}

interface ShadowLayer {
  color: TokenValue;
  offsetX: TokenValue;
  offsetY: TokenValue;
  blur: TokenValue;
  spread?: TokenValue;
  inset?: boolean;
}

function shadow(value: TokenValue): string {
  const layers = (Array.isArray(value) ? value : [value]).map((layer: TokenValue) =>
    members<ShadowLayer>(layer, ["color", "offsetX", "offsetY", "blur"]),
  );
  return layers
    .map((layer) =>
      [
        layer.inset ? "inset" : undefined,
        length(layer.offsetX),
        length(layer.offsetY),
        length(layer.blur),
        layer.spread === undefined || isZero(layer.spread) ? undefined : length(layer.spread),
        part(layer.color),
      ]
        .filter((item) => item !== undefined)
        .join(" "),
    )
    .join(", ");
}

/**
 * The CSS text of a token's value, references written as `var(--…)` so that the CSS keeps the
 * relation a designer made (`selection` follows `accent-500`).
 */
export function cssValue(type: string, value: TokenValue): string {
  if (referencePath(value)) return part(value);
  switch (type) {
    case "fontFamily":
      return fontFamily(value);
    case "cubicBezier":
      if (!Array.isArray(value) || value.length !== 4 || !value.every((n) => typeof n === "number")) {
        throw new TokenValueError(`expected four numbers: ${JSON.stringify(value)}`);
      }
      return `cubic-bezier(${value.join(", ")})`;
    case "shadow":
      return shadow(value);
    default:
      return part(value);
  }
}

/** CSS px in a rem of a media query: the browser's initial font size, whatever the page sets. */
const PX_PER_REM = 16;

/** A width token's number and unit (`30rem` → 30, "rem"); only px and rem can be compared with a window. */
function widthParts(value: TokenValue): { number: number; unit: "px" | "rem" } {
  const match = typeof value === "string" ? /^(\d+(?:\.\d+)?)(px|rem)$/.exec(value.trim()) : null;
  if (!match) throw new TokenValueError(`expected a width in px or rem: ${JSON.stringify(value)}`);
  return { number: Number(match[1]), unit: match[2] as "px" | "rem" };
}

/** A width in CSS px (`30rem` → 480). */
export function widthPx(value: TokenValue): number {
  const { number, unit } = widthParts(value);
  return unit === "rem" ? number * PX_PER_REM : number;
}

/**
 * A breakpoint's "over" width: one pixel more, in the breakpoint's own unit (`30rem` →
 * `30.0625rem`, `480px` → `481px`), so that Tailwind orders it among the breakpoints. Where the
 * product description says a layout applies over or above a width, a window of exactly that width
 * does not get it (design.tokens.json, `breakpoint`).
 */
export function overWidth(value: TokenValue): string {
  const { number, unit } = widthParts(value);
  return unit === "rem" ? `${number + 1 / PX_PER_REM}rem` : `${number + 1}px`;
}

/** The name of a breakpoint's "over" twin: `breakpoint.sm` → `breakpoint.over-sm` (`over-sm:` utilities). */
export function overBreakpointPath(path: readonly string[]): string[] {
  return [...path.slice(0, -1), `over-${path.at(-1)}`];
}

interface Typography {
  fontSize: TokenValue;
  lineHeight: TokenValue;
  fontWeight: TokenValue;
  letterSpacing?: TokenValue;
}

interface Transition {
  duration: TokenValue;
  delay?: TokenValue;
  timingFunction: TokenValue;
}

/**
 * The theme variables a token declares, in order: one for most tokens; for a text style
 * (`typography`), Tailwind's size with its line height and weight (`--text-display`,
 * `--text-display--line-height`, `--text-display--font-weight`; the family is the page's, a zero
 * tracking is Tailwind's default); for an animation (a `transition` in the `animate` group), the
 * `animation` shorthand with the keyframes of the token's name (`menu-in var(--motion-fast) …`);
 * for a breakpoint, its width and its "over" twin one pixel wider (`--breakpoint-sm`,
 * `--breakpoint-over-sm`).
 */
export function cssDeclarations(path: readonly string[], type: string, value: TokenValue): [string, string][] {
  try {
    return declarations(path, type, value);
  } catch (error) {
    if (error instanceof TokenValueError) {
      throw new TokenValueError(`Token ${path.join(".")} (${type}): ${error.message}`, { cause: error });
    }
    throw error;
  }
}

function declarations(path: readonly string[], type: string, value: TokenValue): [string, string][] {
  const name = cssVariable(path);
  if (type === "typography" && !referencePath(value)) {
    const text = members<Typography>(value, ["fontSize", "lineHeight", "fontWeight"]);
    return [
      [name, part(text.fontSize)],
      [`${name}--line-height`, part(text.lineHeight)],
      [`${name}--font-weight`, part(text.fontWeight)],
      ...(text.letterSpacing === undefined || isZero(text.letterSpacing)
        ? []
        : [[`${name}--letter-spacing`, part(text.letterSpacing)] as [string, string]]),
    ];
  }
  if (type === "transition" && !referencePath(value)) {
    const motion = members<Transition>(value, ["duration", "timingFunction"]);
    const delay = motion.delay === undefined || isZero(motion.delay) ? [] : [part(motion.delay)];
    const easing = cssValue("cubicBezier", motion.timingFunction);
    return [[name, [path.at(-1), part(motion.duration), easing, ...delay].join(" ")]];
  }
  if (path[0] === "breakpoint") {
    return [
      [name, cssValue(type, value)],
      [cssVariable(overBreakpointPath(path)), overWidth(value)],
    ];
  }
  return [[name, cssValue(type, value)]];
}
