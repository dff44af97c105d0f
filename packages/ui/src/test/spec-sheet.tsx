/**
 * The spec sheet of a component's all-states story: every variant and state on one canvas, each in
 * a cell labelled with what it shows ("primary · md · hover"), so a designer can hold the sheet
 * against the design file and the visual checks photograph every state at once.
 *
 * Labels are built from code identifiers (prop values such as `primary` or `md`, and the state
 * names below), never from copy: they are the names designers meet in the Controls panel and the
 * props tables, the same in every language, so they are not translated (docs/decisions/0106-spec-sheets.md).
 *
 * Hover, keyboard focus and pressed are real CSS states, shown with `storybook-addon-pseudo-states`:
 * the addon rewrites the stylesheets so that its classes (`pseudo-hover-all` on a cell,
 * `pseudo-focus-visible` on an element) trigger the components' own `:hover`, `:focus-visible`
 * and `:active` rules; no state is imitated with CSS of its own. A state of one part only (one item
 * of an open menu, which Radix portals out of the cell) is forced by the story's `pseudo` parameter
 * on that part (`SpecPart`, `specPartsPseudo`) and named in the cell's label.
 * Disabled, loading, error, open and selected are the component's props or data: the story sets
 * them, and the cell only names them.
 */
import { Fragment, type ComponentType, type ReactNode } from "react";
import { cn } from "../lib/cn.ts";

/**
 * States a cell forces through the pseudo-states addon, and the addon's classes the cell itself
 * carries for each. Hover and pressed apply to everything in the cell (`-all`: a hovered card
 * hovers its parts, as under a real pointer). Keyboard focus is one element at a time, so it is
 * not forced on the cell: the addon gives it to the cell's focusable elements (`SPEC_PSEUDO`),
 * or the page's focus ring would circle every icon and span in the cell.
 */
const PSEUDO_CLASSES = {
  hover: "pseudo-hover-all",
  "focus-visible": "",
  // A press with the pointer is also a hover: both, as the browser shows it.
  pressed: "pseudo-hover-all pseudo-active-all",
} as const;

/** What a keyboard can focus: the elements a focus-visible cell shows focused. */
const FOCUSABLE = ":is(a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1']))";

/**
 * The addon's `pseudo` parameter of a spec sheet (every all-states story has it, through
 * `ALL_STATES_PARAMETERS`): the focusable elements inside a `focus-visible` cell are focused.
 * Scoped to such cells, it changes nothing in a story without them.
 */
export const SPEC_PSEUDO = {
  focusVisible: [`[data-spec-state="focus-visible"] ${FOCUSABLE}`],
} as const;

/** A state shown by forcing a CSS pseudo-class: pointer over it, keyboard focus, pressed. */
export type PseudoState = keyof typeof PSEUDO_CLASSES;

/**
 * One part of a cell's component in a state of its own, where the state is not the whole cell's:
 * one item of an open menu hovered while the others rest. The story forces it through the addon's
 * `pseudo` parameter (`specPartsPseudo`) and the cell names it in its label (`SpecCell`'s `parts`),
 * both from the same list, so the label cannot say one thing and the sheet show another.
 */
export interface SpecPart {
  /** The part as the label names it: a position or a code identifier (`item 2`), never copy. */
  readonly name: string;
  /** The part's state: `default` (nothing forced on it) or a pseudo-state forced on it alone. */
  readonly state: "default" | PseudoState;
  /**
   * CSS selector of the part, searched in the whole document: a menu is portalled to the body,
   * outside its cell (`[data-slot="products-menu-content"] :nth-child(2 of [role="menuitem"])`).
   */
  readonly selector: string;
}

/**
 * CSS selector of the `position`-th cell (from 1) of a sheet, to scope a part's selector to one
 * cell when several cells hold the same component (`${specCellSelector(3)} a[href]`).
 */
export function specCellSelector(position: number): string {
  return `[data-slot="spec-cell"]:nth-child(${position} of [data-slot="spec-cell"])`;
}

/**
 * The addon's `pseudo` parameter of a spec sheet whose cells force states on single parts
 * (`SpecPart`): `SPEC_PSEUDO`, plus each part's pseudo-class on the elements its selector finds.
 * Pressed is hover and active together, as on a cell. The selectors are searched from the body
 * (`rootSelector`), which reaches the menus portalled out of the sheet; a part whose selector
 * finds nothing is simply not forced, so the story's play function checks that each one is found.
 */
export function specPartsPseudo(parts: readonly SpecPart[]) {
  const selectors = (...states: PseudoState[]) =>
    parts.filter((part) => states.some((state) => state === part.state)).map((part) => part.selector);
  return {
    rootSelector: "body",
    hover: selectors("hover", "pressed"),
    active: selectors("pressed"),
    focusVisible: [...SPEC_PSEUDO.focusVisible, ...selectors("focus-visible")],
  };
}

/**
 * A state a cell names. `hover`, `focus-visible` and `pressed` are forced by the cell itself; the
 * others (`disabled`, `loading`, `error`, `open`, …) are set by the story on the component.
 */
export type SpecState =
  | "default"
  | PseudoState
  | "disabled"
  | "loading"
  | "error"
  | "empty"
  | "open"
  | "closed"
  | "selected"
  | "paused"
  | "playing";

/** The pseudo-states a cell forces, in the order a sheet lists them after `default`. */
export const PSEUDO_STATES: readonly PseudoState[] = ["hover", "focus-visible", "pressed"];

const isPseudoState = (state: SpecState | undefined): state is PseudoState =>
  state !== undefined && state in PSEUDO_CLASSES;

export interface SpecSheetProps {
  /**
   * How cells are laid out:
   * - `wrap`: side by side, wrapping to the next row when the width runs out (small components:
   *   buttons, fields, flags).
   * - `stack`: one under another, each as wide as the sheet (sections, whole forms).
   *
   * Default `wrap`.
   */
  layout?: "wrap" | "stack";
  /** Extra classes of the sheet (spacing around it). */
  className?: string;
  /** The cells (`SpecCell`), or rows of cells (nested `SpecSheet`s). */
  children: ReactNode;
}

/** A labelled grid of a component's variants and states: the body of an all-states story. */
export function SpecSheet({ layout = "wrap", className, children }: SpecSheetProps) {
  return (
    <div
      data-slot="spec-sheet"
      className={cn(
        layout === "wrap" ? "flex flex-wrap items-start gap-x-6 gap-y-4" : "flex flex-col gap-6",
        className,
      )}
    >
      {children}
    </div>
  );
}

export interface SpecCellProps {
  /**
   * What the cell shows, most general first: the variant, size or other prop values (code
   * identifiers, e.g. `["primary", "md"]`). The state follows them in the label.
   */
  spec?: readonly string[];
  /**
   * The state shown. `hover`, `focus-visible` and `pressed` are forced on the cell's content by the
   * pseudo-states addon; any other state must be set on the component by the story. Omitted: the
   * label names no state.
   */
  state?: SpecState;
  /**
   * The background the component sits on: `light` (the page's surface) or `dark` (a brand band, for
   * variants made for dark and image backgrounds). The label keeps AA contrast on both. Default
   * `light`.
   */
  tone?: "light" | "dark";
  /**
   * The component is a whole section, as wide as the window (a full-screen story): the label is
   * inset by the page's gutter instead of sitting on the window's edge. Default `false`.
   */
  bleed?: boolean;
  /**
   * Parts of the component shown in states of their own, named after `state` in the label
   * ("open · item 1 default · item 2 hover"): the items of an open menu, each in another state. The
   * story forces them with the same list (`specPartsPseudo` in its `pseudo` parameter); the cell
   * only names them. Default: none.
   */
  parts?: readonly SpecPart[];
  /** Extra classes of the cell's content box (e.g. a width for a field). */
  className?: string;
  /** The component in the named variant and state. */
  children: ReactNode;
}

/**
 * One labelled cell of a spec sheet: the label ("primary · md · hover") above the component, and
 * after the state the parts in states of their own ("open · item 2 hover").
 */
export function SpecCell({
  spec = [],
  state,
  tone = "light",
  bleed = false,
  parts = [],
  className,
  children,
}: SpecCellProps) {
  const head = [...spec, ...(state ? [state] : [])].join(" · ");
  const partLabels = parts.map((part) => `${part.name} ${part.state}`);
  const label = [head, ...partLabels].filter(Boolean).join(" · ");
  return (
    <figure
      data-slot="spec-cell"
      data-spec={label}
      className={cn("m-0 flex min-w-0 flex-col gap-2", tone === "dark" && "rounded-lg bg-brand-950 p-4")}
    >
      <figcaption
        data-slot="spec-label"
        className={cn(
          "text-xs tabular-nums",
          tone === "dark" ? "text-brand-100" : "text-ink-muted",
          bleed && "px-gutter pt-4",
        )}
      >
        {head}
        {/* A long label wraps between the parts, never inside one ("item 3 focus-visible"). */}
        {partLabels.map((partLabel, index) => (
          <Fragment key={partLabel}>
            {head || index > 0 ? " · " : null}
            <span className="whitespace-nowrap">{partLabel}</span>
          </Fragment>
        ))}
      </figcaption>
      <div data-spec-state={state} className={cn("min-w-0", isPseudoState(state) && PSEUDO_CLASSES[state], className)}>
        {children}
      </div>
    </figure>
  );
}

/**
 * A story decorator that shows the story as the one cell of its sheet: for an all-states story
 * that renders its component once, with the meta's render (`decorators: [inSpecCell({ … })]`).
 */
export function inSpecCell(cell: Omit<SpecCellProps, "children">) {
  return function SpecCellDecorator(Story: ComponentType) {
    return (
      <SpecCell {...cell}>
        <Story />
      </SpecCell>
    );
  };
}
