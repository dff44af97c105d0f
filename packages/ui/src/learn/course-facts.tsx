import { CalendarClock, Wallet } from "lucide-react";
import { useIntl } from "react-intl";
import { COURSE_COPY, courseFactValues, type Course } from "@studio/content";
import { cn } from "../lib/cn.ts";

/** A course's duration and fee ("Duration: 6 months", "Course fee: ₹45,000"), formatted for the language. */
export function CourseFacts({
  course,
  tone = "light",
  className,
}: {
  /** The course whose duration and fee are shown. */
  course: Course;
  /** `light` (dark blue text on pale blue chips, for light backgrounds) or `dark` (white on translucent chips, for the dark hero). Default `light`. */
  tone?: "light" | "dark";
  /** Extra classes for the list. */
  className?: string;
}) {
  const intl = useIntl();
  const values = courseFactValues(course);
  const item = cn(
    "inline-flex items-center gap-2 rounded-pill px-3 py-1.5 text-sm font-medium",
    tone === "dark" ? "bg-white/10 text-white" : "bg-brand-50 text-brand-900",
  );
  return (
    <ul data-slot="course-facts" className={cn("flex flex-wrap gap-2", className)}>
      <li className={item} data-fact="duration">
        <CalendarClock aria-hidden="true" className="size-4" />
        {intl.formatMessage({ id: COURSE_COPY.durationId }, values)}
      </li>
      <li className={item} data-fact="price">
        <Wallet aria-hidden="true" className="size-4" />
        {intl.formatMessage({ id: COURSE_COPY.priceId }, values)}
      </li>
    </ul>
  );
}

/** Props of {@link TechnologyChips}. */
export interface TechnologyChipsProps {
  /** Names in official spelling (React, Node.js…). */
  technologies: readonly string[];
  /** Extra classes for the list. */
  className?: string;
}

/** Technology and tool names as chips (plain data, not translated). */
export function TechnologyChips({ technologies, className }: TechnologyChipsProps) {
  return (
    <ul data-slot="technology-chips" className={cn("flex flex-wrap gap-2", className)}>
      {technologies.map((name) => (
        <li
          key={name}
          className="rounded-md border border-line bg-surface-muted px-2.5 py-1 text-sm font-medium text-ink"
        >
          {name}
        </li>
      ))}
    </ul>
  );
}
