import type { ComponentProps, CSSProperties } from "react";
import { cn } from "../../lib/cn.ts";
import { COGWHEEL_TURN_VAR } from "./lifecycle-motion.ts";

/** Outline of a ten-tooth cogwheel in a 100 × 100 box, centred on 50,50 (outer radius 48, root 40). */
export const COGWHEEL_PATH =
  "M43.7 10.5L45.8 2.2L54.2 2.2L56.3 10.5A40 40 0 0 1 68.2 14.4L74.7 8.8L81.5 13.8L78.3 21.7A40 40 0 0 1 85.6 31.8L94.2 31.2L96.8 39.2L89.5 43.7A40 40 0 0 1 89.5 56.3L96.8 60.8L94.2 68.8L85.6 68.2A40 40 0 0 1 78.3 78.3L81.5 86.2L74.7 91.2L68.2 85.6A40 40 0 0 1 56.3 89.5L54.2 97.8L45.8 97.8L43.7 89.5A40 40 0 0 1 31.8 85.6L25.3 91.2L18.5 86.2L21.7 78.3A40 40 0 0 1 14.4 68.2L5.8 68.8L3.2 60.8L10.5 56.3A40 40 0 0 1 10.5 43.7L3.2 39.2L5.8 31.2L14.4 31.8A40 40 0 0 1 21.7 21.7L18.5 13.8L25.3 8.8L31.8 14.4A40 40 0 0 1 43.7 10.5Z";

/** Rotation style of a cogwheel following the section's scroll turn. */
export function cogwheelTurn(direction: 1 | -1, offsetTurns = 0): CSSProperties {
  return { rotate: `calc(var(${COGWHEEL_TURN_VAR}, 0) * ${direction}turn + ${offsetTurns}turn)` };
}

export type CogwheelProps = ComponentProps<"svg"> & {
  /** Which way the wheel turns as the page scrolls: 1 clockwise, -1 anticlockwise (meshing wheels alternate). */
  direction?: 1 | -1;
  /** Radius of the plain disc in the middle (0 to 40), where a number can sit; 0 draws a hub with a hole. */
  discRadius?: number;
};

/** A decorative cogwheel (always hidden from assistive technology). Colour it with `fill-*` classes. */
export function Cogwheel({ direction = 1, discRadius = 0, className, style, ...props }: CogwheelProps) {
  return (
    <svg
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
      data-slot="cogwheel"
      className={cn("origin-center", className)}
      style={{ ...cogwheelTurn(direction), ...style }}
      {...props}
    >
      {discRadius > 0 ? (
        <>
          <path d={COGWHEEL_PATH} />
          <circle cx="50" cy="50" r={discRadius} className="fill-surface" />
        </>
      ) : (
        <path d={`${COGWHEEL_PATH}M50 36a14 14 0 1 0 0 28a14 14 0 1 0 0-28Z`} fillRule="evenodd" />
      )}
    </svg>
  );
}

/**
 * Two meshing cogwheels and a small one, for the corner of the life cycle section. `className`
 * places it (the wheels sit inside it, so it must be positioned): `relative` unless given.
 */
export type CogwheelClusterProps = ComponentProps<"div"> & {
  /** Placement of the cluster in its section. Default `relative`: a positioned box in the flow. */
  className?: string;
};

export function CogwheelCluster({ className = "relative", ...props }: CogwheelClusterProps) {
  return (
    <div aria-hidden="true" data-slot="cogwheel-cluster" className={cn("size-64", className)} {...props}>
      {/* Centres 136 px apart along the diagonal, so the teeth of the two large wheels mesh. */}
      <Cogwheel direction={1} className="absolute top-0 left-0 size-44 fill-brand-100" />
      <Cogwheel
        direction={-1}
        className="absolute top-30 left-30 size-32 fill-brand-200"
        style={cogwheelTurn(-1, 0.05)}
      />
      <Cogwheel direction={-1} className="absolute top-2.5 left-38 size-20 fill-accent-100" />
    </div>
  );
}
