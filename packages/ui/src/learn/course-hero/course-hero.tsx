import { useId, type ComponentProps, type MouseEvent } from "react";
import { ArrowLeft } from "lucide-react";
import { useIntl } from "react-intl";
import { COURSE_COPY, LEARN_PAGE, ROUTE_PATHS, coursePageActions, type Course, type LearnLink } from "@studio/content";
import { LandingArtwork } from "../../landing/landing-artwork/landing-artwork.tsx";
import { keepHref, type LocalizeHref } from "../../landing/localize-href.ts";
import { cn } from "../../lib/cn.ts";
import { CourseActions } from "../course-actions/course-actions.tsx";
import { CourseFacts } from "../course-facts.tsx";

export type CourseHeroProps = Omit<ComponentProps<"section">, "children"> & {
  /**
   * The course of a course page: its title, tagline, duration and fee, and its page's buttons
   * (Enroll Now, View Full Curriculum, Download Brochure with a brochure). Without a course the
   * hero of /learn shows: 'Embark on Your Full Stack Development Journey', Start Learning Now and
   * Contact Us.
   */
  course?: Course;
  /** Adds the language prefix to site paths (anchors and file URLs pass through). */
  localizeHref?: LocalizeHref;
  /** Called when a button is activated, e.g. to scroll smoothly to an in-page anchor. */
  onActionClick?: (action: LearnLink, event: MouseEvent<HTMLAnchorElement>) => void;
};

/**
 * The opening band of the learning area: the page's `<h1>`, a lead line, the buttons and a
 * picture; on a course page also the course's duration and fee and a link back to all courses.
 */
export function CourseHero({
  course,
  localizeHref: localizeHrefProp,
  onActionClick,
  className,
  ...props
}: CourseHeroProps) {
  const localizeHref = localizeHrefProp ?? keepHref;
  const intl = useIntl();
  const titleId = useId();
  const title = course ? course.titleId : LEARN_PAGE.hero.titleId;
  const lead = course ? (course.page?.taglineId ?? course.descriptionId) : LEARN_PAGE.hero.leadId;
  const actions = course?.page ? coursePageActions(course.page) : [LEARN_PAGE.hero.primary, LEARN_PAGE.hero.secondary];
  return (
    <section
      data-slot="course-hero"
      data-course={course?.key ?? "index"}
      aria-labelledby={titleId}
      className={cn("relative isolate overflow-hidden bg-brand-950 py-16 text-white md:py-24", className)}
      {...props}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-gutter lg:grid-cols-[3fr_2fr] lg:gap-16">
        <div>
          {course ? (
            <a
              href={localizeHref(ROUTE_PATHS.learn)}
              data-slot="course-hero-back"
              className={
                "mb-6 inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-semibold text-brand-100 " +
                "hover:text-white hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
              }
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {intl.formatMessage({ id: COURSE_COPY.allCoursesId })}
            </a>
          ) : null}
          <h1 id={titleId} className="text-4xl font-bold tracking-tight text-balance md:text-display">
            {intl.formatMessage({ id: title })}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100 md:text-xl">{intl.formatMessage({ id: lead })}</p>
          {course ? <CourseFacts course={course} tone="dark" className="mt-6" /> : null}
          <CourseActions
            className="mt-10"
            actions={actions}
            localizeHref={localizeHref}
            {...(onActionClick ? { onActionClick } : {})}
          />
        </div>
        <div className="hidden overflow-hidden rounded-xl shadow-menu sm:block">
          <LandingArtwork artwork={course?.image ?? "courseFullStack"} />
        </div>
      </div>
    </section>
  );
}
