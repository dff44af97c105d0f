/*
 * The breakpoints of the design tokens, for TypeScript. Generated from design.tokens.json by
 * `npm run tokens`: edit the tokens (or a design tool synced with them), never this file. A unit
 * test fails when they differ. The strict reading of "over" a width is explained at the tokens.
 */

/** Each breakpoint's width in CSS px: its utilities (`sm:`) apply from this width up, this width included. */
export const BREAKPOINT_PX = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

/**
 * The media query of each breakpoint's "over" twin: a window wider than the breakpoint, one pixel
 * more at least, as its utilities (`over-sm:`) read it.
 */
export const OVER_BREAKPOINT_QUERY = {
  /** `over-sm:` */
  sm: "(width >= 30.0625rem)",
  /** `over-md:` */
  md: "(width >= 48.0625rem)",
  /** `over-lg:` */
  lg: "(width >= 64.0625rem)",
  /** `over-xl:` */
  xl: "(width >= 80.0625rem)",
} as const;

/** A breakpoint's name (`sm`, `md`, …). */
export type BreakpointName = keyof typeof BREAKPOINT_PX;
