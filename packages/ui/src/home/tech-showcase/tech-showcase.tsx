import { useId } from "react";
import { cva } from "class-variance-authority";
import { useIntl } from "react-intl";
import { TECHNOLOGIES_TITLE_ID, TECHNOLOGY_GROUPS, type TechnologyGroup, type TechnologyTile } from "@studio/content";
import { cn } from "../../lib/cn.ts";
import { Section, type SectionProps } from "../../layout/section/section.tsx";
import { TechIcon } from "./tech-icon.tsx";

/** Pastel card tints by the data's tint key; text on every tint is ink (AA and better). */
const techGroupVariants = cva("flex flex-col gap-5 rounded-2xl border p-5 sm:p-6", {
  variants: {
    tint: {
      blue: "border-sky-200 bg-sky-50",
      green: "border-emerald-200 bg-emerald-50",
      orange: "border-orange-200 bg-orange-50",
      purple: "border-violet-200 bg-violet-50",
      pink: "border-pink-200 bg-pink-50",
      /** Any tint key without a colour of its own. */
      neutral: "border-line bg-surface-muted",
    },
    /** Groups split into subgroups (Web Development) take two columns. */
    wide: { true: "md:col-span-2", false: "" },
  },
  defaultVariants: { tint: "neutral", wide: false },
});

/** The colour dot before a group's title. */
const techGroupMarkerVariants = cva("size-2.5 shrink-0 rounded-pill", {
  variants: {
    tint: {
      blue: "bg-sky-600",
      green: "bg-emerald-600",
      orange: "bg-orange-600",
      purple: "bg-violet-600",
      pink: "bg-pink-600",
      neutral: "bg-ink-muted",
    },
  },
  defaultVariants: { tint: "neutral" },
});

type Tint = "blue" | "green" | "orange" | "purple" | "pink" | "neutral";
const TINTS: readonly Tint[] = ["blue", "green", "orange", "purple", "pink"];
const tintOf = (tint: string): Tint => TINTS.find((known) => known === tint) ?? "neutral";

export type TechShowcaseProps = Omit<SectionProps, "title" | "children"> & {
  /** The section's background: `plain` (white), `muted` (light grey) or `brand` (dark blue). Default `muted`. */
  tone?: "plain" | "muted" | "brand";
  /**
   * The groups, in order, each with a title id, a tint key and subgroups of technology tiles.
   * Defaults to the five groups of @studio/content. Subgroups without tiles and groups left with
   * nothing are not shown; with no tiles at all the section is left out.
   */
  groups?: readonly TechnologyGroup[];
};

/**
 * 'What do we work with?': colour-tinted cards per field (Web Development with
 * Frontend and Backend, Testing, DevOps, Mobile Development, Design), each listing its technologies
 * as tiles with the logo (decorative) and the name as text. Names are data, shown as they are in every
 * language (`translate="no"`).
 */
export function TechShowcase({ groups = TECHNOLOGY_GROUPS, tone = "muted", className, ...props }: TechShowcaseProps) {
  const intl = useIntl();
  const shown = groups
    .map((group) => ({ ...group, subgroups: group.subgroups.filter((subgroup) => subgroup.tiles.length > 0) }))
    .filter((group) => group.subgroups.length > 0);
  if (shown.length === 0) return null;
  return (
    <Section
      data-slot="tech-showcase"
      title={intl.formatMessage({ id: TECHNOLOGIES_TITLE_ID })}
      tone={tone}
      className={className}
      {...props}
    >
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((group) => (
          <TechGroup key={group.key} group={group} />
        ))}
      </div>
    </Section>
  );
}

/** One tinted card: the group's title (`<h3>`), then each subgroup's title (`<h4>`) and tiles. */
function TechGroup({ group }: { group: TechnologyGroup }) {
  const intl = useIntl();
  const headingId = useId();
  const tint = tintOf(group.tint);
  const wide = group.subgroups.length > 1;
  return (
    <div data-slot="tech-group" data-group={group.key} data-tint={tint} className={techGroupVariants({ tint, wide })}>
      <h3 id={headingId} className="flex items-center gap-2.5 text-xl font-semibold text-ink">
        <span aria-hidden="true" className={techGroupMarkerVariants({ tint })} />
        {intl.formatMessage({ id: group.titleId })}
      </h3>
      <div className={cn("grid gap-5", wide && "md:grid-cols-2")}>
        {group.subgroups.map((subgroup, index) => {
          const subgroupHeadingId = `${headingId}-${index}`;
          return (
            <div key={subgroup.titleId ?? index} data-slot="tech-subgroup">
              {subgroup.titleId ? (
                <h4
                  id={subgroupHeadingId}
                  className="mb-3 text-sm font-semibold tracking-wide text-ink-muted uppercase"
                >
                  {intl.formatMessage({ id: subgroup.titleId })}
                </h4>
              ) : null}
              <TechTileList tiles={subgroup.tiles} labelledBy={subgroup.titleId ? subgroupHeadingId : headingId} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** The tiles of a (sub)group as a list named by its heading. */
function TechTileList({ tiles, labelledBy }: { tiles: readonly TechnologyTile[]; labelledBy: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-2.5">
      {tiles.map((tile) => (
        <li
          key={tile.id}
          data-slot="tech-tile"
          data-tile={tile.id}
          className="flex min-h-12 items-center gap-3 rounded-lg bg-surface px-3 py-2 text-sm font-medium text-ink shadow-card"
        >
          <TechIcon icon={tile.icon} name={tile.name} />
          <span translate="no" className="min-w-0 break-words">
            {tile.name}
          </span>
        </li>
      ))}
    </ul>
  );
}

export { techGroupVariants, techGroupMarkerVariants };
