/**
 * Doc blocks of the Foundations pages: tables and samples drawn from the token file, so that the
 * pages show what the site's theme.css declares, never a copy of it.
 */
import type { CSSProperties, ReactNode } from "react";
import {
  colourOf,
  contrastRatio,
  contrastUse,
  referencedToken,
  resolvedCss,
  themeDeclarations,
  tokenGroups,
  tokensIn,
  type Token,
} from "./tokens.ts";

/** How components use a token: its Tailwind utility, or the variable in an arbitrary value. */
export function utilityOf(token: Token): string {
  const [group] = token.path;
  const name = token.path.slice(1).join("-");
  switch (group) {
    case "color":
      return `bg-${name}, text-${name}, border-${name}`;
    case "spacing":
      return name === "DEFAULT" ? "p-4 = 4 × the step" : `p-${name}, h-${name}, …`;
    case "radius":
      return `rounded-${name}`;
    case "shadow":
      return `shadow-${name}`;
    case "breakpoint":
      return `${name}:, over-${name}:`;
    case "text":
      return `text-${name}`;
    case "font":
      return `font-${name}`;
    case "ease":
      return `ease-${name}`;
    case "animate":
      return `animate-${name}`;
    case "layer":
      return `z-(${token.variable})`;
    case "motion":
      return `duration-(${token.variable})`;
    default:
      return `var(${token.variable})`;
  }
}

const cell = "border-b border-line py-3 pr-4 align-top";

/** The value column: what theme.css declares, and what a reference points at. */
function Value({ token }: { token: Token }) {
  const target = referencedToken(token.value);
  return (
    <>
      {themeDeclarations(token).map(([name, value]) => (
        <div key={name}>
          <code>{value}</code>
        </div>
      ))}
      {target ? (
        <div className="text-ink-muted">
          follows <code>{target.variable}</code> ({resolvedCss(token)})
        </div>
      ) : null}
    </>
  );
}

interface TokenTableProps {
  /** The group's path in the token file, e.g. `["radius"]`. */
  path: readonly string[];
  /** A sample drawn with the token's value (references resolved). */
  sample?: (css: string, token: Token) => ReactNode;
  /** Only the group's own tokens, not those of its subgroups. */
  own?: boolean;
}

/** Every token of a group: variable, utility, value, description and a sample. */
export function TokenTable({ path, sample, own = false }: TokenTableProps) {
  const rows = own
    ? (tokenGroups(...path).find((group) => group.path.length === path.length)?.tokens ?? [])
    : tokensIn(...path);
  return (
    <table className="w-full border-collapse text-left text-sm">
      <thead>
        <tr>
          <th className={cell}>Token</th>
          <th className={cell}>Use</th>
          <th className={cell}>Value</th>
          <th className={cell}>What it is for</th>
          {sample ? <th className={cell}>Sample</th> : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((token) => (
          <tr key={token.variable}>
            <td className={cell}>
              <code>{token.variable}</code>
            </td>
            <td className={cell}>
              <code>{utilityOf(token)}</code>
            </td>
            <td className={cell}>
              <Value token={token} />
            </td>
            <td className={cell}>{token.description}</td>
            {sample ? <td className={`${cell} w-1/3`}>{sample(resolvedCss(token), token)}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A colour's swatch: the resolved value, outlined so that white shows. */
function Swatch({ colour }: { colour: string }) {
  return (
    <div aria-hidden="true" className="h-10 w-16 rounded-md border border-line" style={{ backgroundColor: colour }} />
  );
}

/** The colour tokens under `path`, one table per group (in file order), each under its description. */
export function ColourTables({ path }: { path: readonly string[] }) {
  return tokenGroups(...path).map((group) => (
    <section key={group.path.join(".")} className="mb-8">
      <h3 className="mb-1 text-lg font-semibold">
        <code>{group.path.join(".")}</code>
      </h3>
      {group.description ? <p className="mb-2">{group.description}</p> : null}
      <TokenTable path={group.path} own sample={(css) => <Swatch colour={css} />} />
    </section>
  ));
}

const RATIO_FORMAT = new Intl.NumberFormat("en", { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** WCAG's contrast thresholds (AA large text and UI, AA text, AAA text). */
const THRESHOLDS = [3, 4.5, 7];

/**
 * A ratio to one decimal, never rounded up onto a threshold it misses (4.46 shows as 4.4, not as
 * a passing 4.5).
 */
export function formatRatio(ratio: number): string {
  const rounded = Math.round(ratio * 10) / 10;
  const crosses = THRESHOLDS.some((threshold) => ratio < threshold && rounded >= threshold);
  return `${RATIO_FORMAT.format(crosses ? Math.floor(ratio * 10) / 10 : rounded)}:1`;
}

const USE_STYLE: Record<ReturnType<typeof contrastUse>, string> = {
  text: "text-success",
  "large text and UI": "text-ink",
  "decoration only": "text-danger",
};

/**
 * The contrast of every colour token on the backgrounds the site uses, computed from the token
 * file: what each pair may carry under WCAG 2.2 AA (text 4.5:1; large text and controls 3:1).
 */
export function ContrastTable({ backgrounds }: { backgrounds: readonly (readonly string[])[] }) {
  const colours = tokensIn("color").filter((token) => token.type === "color");
  return (
    <table className="w-full border-collapse text-left text-sm">
      <thead>
        <tr>
          <th className={cell}>Colour</th>
          {backgrounds.map((background) => (
            <th key={background.join(".")} className={cell}>
              on <code>{background.slice(1).join("-")}</code> ({colourOf(...background)})
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {colours.map((token) => {
          const colour = resolvedCss(token);
          return (
            <tr key={token.variable}>
              <td className={cell}>
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="inline-block size-4 rounded-sm border border-line"
                    style={{ backgroundColor: colour }}
                  />
                  <code>{token.path.slice(1).join("-")}</code> {colour}
                </span>
              </td>
              {backgrounds.map((background) => {
                const ratio = contrastRatio(colour, colourOf(...background));
                const use = contrastUse(ratio);
                return (
                  <td key={background.join(".")} className={cell}>
                    <strong>{formatRatio(ratio)}</strong> <span className={USE_STYLE[use]}>{use}</span>
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** One contrast figure in running text: `ink` on `surface` → "17.7:1". */
export function Ratio({ of, on }: { of: readonly string[]; on: readonly string[] }) {
  return <strong>{formatRatio(contrastRatio(colourOf(...of), colourOf(...on)))}</strong>;
}

/** A bar of the given width (a spacing or breakpoint sample). */
export function Bar({ width }: { width: string }) {
  return <div aria-hidden="true" className="h-4 max-w-full rounded-sm bg-brand-600" style={{ width }} />;
}

/** A box with the given style (radius and shadow samples). */
export function Box({ style }: { style: CSSProperties }) {
  return <div aria-hidden="true" className="m-4 h-16 w-32 border border-line bg-surface" style={style} />;
}

/** A track whose dot crosses it with the given duration and easing while the pointer is over it. */
export function MotionSample({ duration, easing }: { duration: string; easing: string }) {
  return (
    <div aria-hidden="true" className="group relative h-6 w-48 rounded-pill bg-surface-muted">
      <div
        className="absolute top-1 left-1 size-4 rounded-pill bg-accent-500 transition-transform group-hover:translate-x-40"
        style={{ transitionDuration: duration, transitionTimingFunction: easing }}
      />
    </div>
  );
}

/** A cubic Bézier easing drawn as its curve: time across, progress up. */
export function EasingCurve({ easing }: { easing: string }) {
  const [x1, y1, x2, y2] = (/cubic-bezier\(([^)]*)\)/.exec(easing)?.[1] ?? "0, 0, 1, 1").split(",").map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const point = (x: number, y: number) => `${x * 100} ${100 - y * 100}`;
  return (
    <svg aria-hidden="true" viewBox="-4 -4 108 108" className="size-24 overflow-visible">
      <rect x="0" y="0" width="100" height="100" className="fill-surface-muted" />
      <path
        d={`M${point(0, 0)} C${point(x1, y1)} ${point(x2, y2)} ${point(1, 1)}`}
        className="fill-none stroke-brand-600"
        strokeWidth="3"
      />
    </svg>
  );
}

/** The CSS easing of the first token under `path` (the standard curve), for motion samples. */
export function easingOf(...path: string[]): string {
  const [token] = tokensIn(...path);
  if (!token) throw new Error(`No easing token under ${path.join(".")}`);
  return resolvedCss(token);
}
