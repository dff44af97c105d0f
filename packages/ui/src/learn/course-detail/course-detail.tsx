import { useId, type ComponentProps } from "react";
import { ArrowRight, CircleCheck } from "lucide-react";
import { useIntl } from "react-intl";
import { COURSE_COPY, LEARN_ACTIONS, LEARN_ANCHORS, relatedCourses, type Course } from "@studio/content";
import { LandingArtwork } from "../../landing/landing-artwork/landing-artwork.tsx";
import { keepHref, type LocalizeHref } from "../../landing/localize-href.ts";
import { Section } from "../../layout/section/section.tsx";
import { cn } from "../../lib/cn.ts";
import { CourseFacts, TechnologyChips } from "../course-facts.tsx";

export type CourseDetailProps = Omit<ComponentProps<"div">, "children"> & {
  /** The course of the page. A course without a page of its own renders nothing. */
  course: Course;
  /** Other courses offered at the end ('Other Courses You May Like'); defaults to the other courses with a page. */
  related?: readonly Course[];
  /** Adds the language prefix to site paths. */
  localizeHref?: LocalizeHref;
};

/**
 * The body of a course page: the overview (with duration, fee and technologies beside it), the
 * curriculum as numbered modules (`#curriculum`, the target of 'View Full Curriculum'), what the
 * learner achieves, and links to other courses.
 */
export function CourseDetail({
  course,
  related = relatedCourses(course.key),
  localizeHref: localizeHrefProp,
  className,
  ...props
}: CourseDetailProps) {
  const localizeHref = localizeHrefProp ?? keepHref;
  const intl = useIntl();
  const idPrefix = useId();
  const page = course.page;
  if (!page) return null;
  return (
    <div data-slot="course-detail" data-course={course.key} className={className} {...props}>
      <Section title={intl.formatMessage({ id: COURSE_COPY.overviewTitleId })}>
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-4 text-lg text-ink-muted">
            {page.overviewIds.map((id) => (
              <p key={id}>{intl.formatMessage({ id })}</p>
            ))}
          </div>
          <div className="h-fit rounded-xl border border-line bg-surface-muted p-6">
            <CourseFacts course={course} />
            {course.technologies.length > 0 ? (
              <>
                <h3 className="mt-6 text-base font-semibold text-brand-900">
                  {intl.formatMessage({ id: COURSE_COPY.technologiesTitleId })}
                </h3>
                <TechnologyChips technologies={course.technologies} className="mt-3" />
              </>
            ) : null}
          </div>
        </div>
      </Section>

      <Section
        id={LEARN_ANCHORS.curriculum}
        tone="muted"
        scrollMargin="roomy"
        title={intl.formatMessage({ id: COURSE_COPY.curriculumTitleId })}
      >
        <ol className="grid gap-4 md:grid-cols-2" data-slot="course-modules">
          {page.modules.map((module, index) => (
            <li key={module.key} className="rounded-xl border border-line bg-surface p-6 shadow-card">
              <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
                {intl.formatMessage({ id: COURSE_COPY.moduleLabelId }, { number: index + 1 })}
              </p>
              <h3 className="mt-1 text-lg font-semibold text-brand-900">
                {intl.formatMessage({ id: module.titleId })}
              </h3>
              <p className="mt-2 text-ink-muted">{intl.formatMessage({ id: module.descId })}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={intl.formatMessage({ id: COURSE_COPY.outcomesTitleId })}>
        <ul className="grid gap-4 md:grid-cols-2" data-slot="course-outcomes">
          {page.outcomeIds.map((id) => (
            <li key={id} className="flex items-start gap-3 text-lg text-ink">
              <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-success" strokeWidth={2.25} />
              <span>{intl.formatMessage({ id })}</span>
            </li>
          ))}
        </ul>
      </Section>

      {related.length > 0 ? (
        <Section tone="muted" title={intl.formatMessage({ id: COURSE_COPY.relatedTitleId })}>
          <ul className={cn("grid gap-6", related.length > 2 ? "md:grid-cols-3" : "md:grid-cols-2")}>
            {related.map((other) => {
              const titleId = `${idPrefix}-${other.key}-related`;
              const linkId = `${idPrefix}-${other.key}-related-link`;
              return (
                <li
                  key={other.key}
                  data-slot="related-course"
                  className="flex flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-card"
                >
                  <LandingArtwork artwork={other.image} className="aspect-video" />
                  <div className="flex flex-1 flex-col p-6">
                    <h3 id={titleId} className="text-lg font-semibold text-brand-900">
                      {intl.formatMessage({ id: other.titleId })}
                    </h3>
                    <p className="mt-2 flex-1 text-ink-muted">{intl.formatMessage({ id: other.descriptionId })}</p>
                    <a
                      id={linkId}
                      href={localizeHref(other.page?.path ?? `#${LEARN_ANCHORS.enroll}`)}
                      className={
                        "mt-4 inline-flex min-h-11 items-center gap-2 self-start rounded-md font-semibold text-brand-700 " +
                        "underline-offset-4 hover:text-brand-900 hover:underline " +
                        "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                      }
                    >
                      {intl.formatMessage({ id: LEARN_ACTIONS.learnMoreId })}
                      {/* Named "Learn more <course>": the title is visually hidden text of the link. */}
                      <span className="sr-only"> {intl.formatMessage({ id: other.titleId })}</span>
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
