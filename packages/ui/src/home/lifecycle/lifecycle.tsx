import { useEffect, useRef, type ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { useIntl } from "react-intl";
import { LIFECYCLE_PHASES, LIFECYCLE_TITLE_ID, NARROW_LIFECYCLE_PHASES, type LifecyclePhase } from "@studio/content";
import { cn } from "../../lib/cn.ts";
import { Section, type SectionProps } from "../../layout/section/section.tsx";
import { Cogwheel, CogwheelCluster } from "./cogwheel.tsx";
import { turnCogwheelsWithScroll } from "./lifecycle-motion.ts";

/**
 * How `phaseSet="auto"` shows one set per width: the seven phases above the `md` breakpoint
 * (`over-md:`, the design tokens), the three at it and below. The Responsive story checks them
 * against the tokens' width.
 */
const AUTO_SET_CLASSES = { wide: "max-over-md:hidden", narrow: "over-md:hidden" } as const;

const lifecyclePhaseListVariants = cva("", {
  variants: {
    layout: {
      /** Cards in rows (two, then four from 1024 px), the last row centred: the seven phases. */
      grid: "flex flex-col gap-6 sm:flex-row sm:flex-wrap sm:justify-center",
      /** A vertical path of cogwheels joined by a line: the three phases of narrow screens. */
      timeline: "mx-auto flex max-w-2xl flex-col",
    },
  },
  defaultVariants: { layout: "grid" },
});

const lifecyclePhaseVariants = cva("relative", {
  variants: {
    layout: {
      grid: [
        "flex flex-col items-center rounded-xl border border-line bg-surface p-6 text-center shadow-card",
        "sm:w-[calc((100%_-_1.5rem)/2)] lg:w-[calc((100%_-_4.5rem)/4)]",
      ],
      timeline: [
        "flex gap-5 pb-10 last:pb-0",
        // The line from this cogwheel down to the next one.
        "before:absolute before:top-18 before:bottom-2 before:left-8 before:w-0.5 before:-translate-x-1/2",
        "before:rounded-pill before:bg-brand-200 last:before:hidden",
      ],
    },
  },
  defaultVariants: { layout: "grid" },
});

export type LifecyclePhaseListProps = ComponentProps<"ol"> &
  VariantProps<typeof lifecyclePhaseListVariants> & {
    /** The phases in order; each shows its two-digit number on a cogwheel, its name and description. */
    phases: readonly LifecyclePhase[];
    /** `grid`: cards side by side, wrapping; `timeline`: one column joined by a line. Default `grid`. */
    layout?: "grid" | "timeline";
  };

/**
 * The numbered phases of the life cycle as an ordered list: a cogwheel with the phase's visible
 * number ("01"), the name (`<h3>`) and a description. Cogwheels are decoration (aria-hidden).
 */
export function LifecyclePhaseList({ phases, layout = "grid", className, ...props }: LifecyclePhaseListProps) {
  const intl = useIntl();
  return (
    <ol data-slot="lifecycle-phases" className={cn(lifecyclePhaseListVariants({ layout }), className)} {...props}>
      {phases.map((phase, index) => (
        <li
          key={phase.key}
          data-slot="lifecycle-phase"
          data-phase={phase.key}
          className={lifecyclePhaseVariants({ layout })}
        >
          <span className="relative grid size-16 shrink-0 place-items-center">
            <Cogwheel
              direction={index % 2 === 0 ? 1 : -1}
              discRadius={31}
              className={cn("absolute inset-0 size-full", index % 2 === 0 ? "fill-brand-600" : "fill-accent-700")}
            />
            <span data-slot="lifecycle-number" className="relative text-lg font-bold text-brand-900 tabular-nums">
              {phase.id}
            </span>
          </span>
          <div className={layout === "timeline" ? "pt-2" : "mt-4"}>
            <h3 className="text-lg font-semibold text-balance hyphens-auto text-ink">
              {intl.formatMessage({ id: phase.nameId })}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-muted">{intl.formatMessage({ id: phase.descId })}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Which set of phases the section shows. */
export type LifecyclePhaseSet = "auto" | "wide" | "narrow";

export type LifecycleProps = Omit<SectionProps, "title" | "children"> & {
  /** The section's background: `plain` (white), `muted` (light grey) or `brand` (dark blue). Default `muted`. */
  tone?: "plain" | "muted" | "brand";
  /** Where the section's heading and lead sit: `start` or `center`. Default `center`. */
  align?: "start" | "center";
  /** The phases of wide screens. Defaults to the seven phases of @studio/content (01 to 07). */
  phases?: readonly LifecyclePhase[];
  /** The phases of narrow screens. Defaults to requirements, implementation and deployment (01 to 03). */
  narrowPhases?: readonly LifecyclePhase[];
  /**
   * `auto` (default) shows `phases` when the window is wider than 768 px and `narrowPhases`
   * otherwise, following resizes — by CSS, so prerendered pages are right before any script.
   * `wide` and `narrow` pin one set whatever the width.
   */
  phaseSet?: LifecyclePhaseSet;
};

/**
 * 'Software Development Life Cycle': the phases as a numbered list with cogwheels —
 * seven cards on wide screens, a path of three on narrow ones. The cogwheels turn gently as the page
 * scrolls (a scroll-linked turn, not an endless animation) and stand still under reduced motion.
 * Prerendered without script, the section reads the same; `turnCogwheelsWithScroll` on its
 * `[data-slot="lifecycle-motion"]` layer adds the turn.
 */
export function Lifecycle({
  phases = LIFECYCLE_PHASES,
  narrowPhases = NARROW_LIFECYCLE_PHASES,
  phaseSet = "auto",
  tone = "muted",
  align = "center",
  className,
  ...props
}: LifecycleProps) {
  const intl = useIntl();
  const motion = useRef<HTMLDivElement>(null);
  // `auto` renders both sets and lets CSS pick one at the breakpoint, so the prerendered page is
  // right at every width before (and without) any script.
  const sets =
    phaseSet === "auto"
      ? [
          { phases, wide: true, className: AUTO_SET_CLASSES.wide },
          { phases: narrowPhases, wide: false, className: AUTO_SET_CLASSES.narrow },
        ]
      : [{ phases: phaseSet === "wide" ? phases : narrowPhases, wide: phaseSet === "wide", className: undefined }];
  const shown = sets.filter((set) => set.phases.length > 0);

  // The same driver a prerendered page starts without hydrating the section (the site's home page).
  const hasPhases = shown.length > 0;
  useEffect(() => (hasPhases && motion.current ? turnCogwheelsWithScroll(motion.current) : undefined), [hasPhases]);

  if (shown.length === 0) return null;
  return (
    <Section
      data-slot="lifecycle"
      title={intl.formatMessage({ id: LIFECYCLE_TITLE_ID })}
      tone={tone}
      align={align}
      className={cn("relative isolate overflow-hidden", className)}
      {...props}
    >
      <div ref={motion} data-slot="lifecycle-motion">
        <CogwheelCluster className="absolute -top-12 -right-12 -z-10 hidden lg:block" />
        {shown.map((set) => (
          <LifecyclePhaseList
            key={set.wide ? "wide" : "narrow"}
            phases={set.phases}
            layout={set.wide ? "grid" : "timeline"}
            data-phase-set={set.wide ? "wide" : "narrow"}
            className={set.className}
          />
        ))}
      </div>
    </Section>
  );
}

export { lifecyclePhaseListVariants, lifecyclePhaseVariants };
