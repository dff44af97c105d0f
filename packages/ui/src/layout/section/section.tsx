import { useId, type ComponentProps, type ReactNode } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn.ts";

const sectionVariants = cva("py-section", {
  variants: {
    tone: {
      /** White page background. */
      plain: "bg-surface text-ink",
      /** Light tinted band, to separate neighbouring sections. */
      muted: "bg-surface-muted text-ink",
      /** Dark brand band with light text. */
      brand: "bg-brand-950 text-white",
    },
    scrollMargin: {
      /** Room above the section when the page jumps to it: clear of the sticky navigation bar. */
      header: "scroll-mt-20",
      /** The same with some air above the heading (sections that buttons jump to). */
      roomy: "scroll-mt-24",
    },
  },
  defaultVariants: { tone: "plain", scrollMargin: "header" },
});

export type SectionProps = Omit<ComponentProps<"section">, "title"> &
  VariantProps<typeof sectionVariants> & {
    /**
     * Colours, for the background it sits on:
     * - `plain`: White page background.
     * - `muted`: Light tinted band, to separate neighbouring sections.
     * - `brand`: Dark brand band with light text.
     *
     * Default `plain`.
     */
    tone?: "plain" | "muted" | "brand";
    /**
     * Room kept above the section when the page jumps to it:
     * - `header`: Room above the section when the page jumps to it: clear of the sticky navigation bar.
     * - `roomy`: The same with some air above the heading (sections that buttons jump to).
     *
     * Default `header`.
     */
    scrollMargin?: "header" | "roomy";
    /** The section's heading; it also names the section landmark. */
    title: ReactNode;
    /** Level of the heading: 2 for a section of a page, 1 for a page that is one section (the admin page). Default 2. */
    headingLevel?: 1 | 2;
    /** Short line above the heading. */
    eyebrow?: ReactNode;
    /** Introductory paragraph under the heading. */
    lead?: ReactNode;
    /** Heading alignment. */
    align?: "start" | "center";
    /** Extra classes for the inner width container. */
    containerClassName?: string;
  };

/**
 * A page section: a landmark named by its heading (`<h2>`, or `<h1>` for a page of one section), with optional eyebrow and lead, and the content
 * in the site's width container. `scroll-mt` keeps anchored sections clear of the sticky header.
 */
export function Section({
  title,
  eyebrow,
  lead,
  align = "start",
  tone,
  scrollMargin,
  className,
  containerClassName,
  headingLevel = 2,
  children,
  ...props
}: SectionProps) {
  const headingId = useId();
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section
      data-slot="section"
      aria-labelledby={headingId}
      className={cn(sectionVariants({ tone, scrollMargin }), className)}
      {...props}
    >
      <div className={cn("mx-auto max-w-7xl px-gutter", containerClassName)}>
        <header className={cn("mb-10 max-w-3xl", align === "center" && "mx-auto text-center")}>
          {eyebrow ? (
            <p
              className={cn(
                "mb-2 text-sm font-semibold tracking-wide uppercase",
                tone === "brand" ? "text-accent-400" : "text-accent-700",
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <Heading id={headingId} className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {title}
          </Heading>
          {lead ? (
            <p className={cn("mt-4 text-lg", tone === "brand" ? "text-brand-100" : "text-ink-muted")}>{lead}</p>
          ) : null}
        </header>
        {children}
      </div>
    </section>
  );
}

export { sectionVariants };
