import { useId, type ComponentProps, type MouseEvent } from "react";
import { ArrowRight, Check, Download } from "lucide-react";
import { useIntl } from "react-intl";
import {
  COURSES,
  COURSE_COPY,
  LEARN_ACTIONS,
  LEARN_PAGE,
  courseCardAction,
  type Course,
  type LearnLink,
  type MessageId,
} from "@studio/content";
import { LandingArtwork } from "../../landing/landing-artwork/landing-artwork.tsx";
import { keepHref, type LocalizeHref } from "../../landing/localize-href.ts";
import { Section } from "../../layout/section/section.tsx";
import { cn } from "../../lib/cn.ts";
import { CourseFacts, TechnologyChips } from "../course-facts.tsx";

export type CourseCardsProps = Omit<ComponentProps<typeof Section>, "title" | "lead" | "children" | "id"> & {
  /** Where the section's heading and lead sit: `start` or `center`. Default `center`. */
  align?: "start" | "center";
  /** The courses, in order. Defaults to the six of the learning area. */
  courses?: readonly Course[];
  /** Section title. Defaults to 'Explore Our Courses'. */
  titleId?: MessageId;
  /** Line under the title. */
  introId?: MessageId;
  /** Element id of the section, the target of 'Start Learning Now'. Defaults to `courses`. */
  anchorId?: string;
  /** Adds the language prefix to site paths (anchors pass through; brochure files are never prefixed). */
  localizeHref?: LocalizeHref;
  /** Called when a card's action is activated (e.g. 'Enroll Now', an in-page jump to the form). */
  onActionClick?: (action: LearnLink, course: Course, event: MouseEvent<HTMLAnchorElement>) => void;
};

/**
 * The course cards of /learn: for each course its picture, title, description, duration and fee,
 * 'What you'll learn', its technologies (or, for placement training, its outcomes), and its
 * action: 'View Course Details' for a course with a page, 'Enroll Now' otherwise, plus
 * 'Download Brochure' when the course has a brochure.
 */
export function CourseCards({
  courses = COURSES,
  titleId = LEARN_PAGE.courses.titleId,
  introId = LEARN_PAGE.courses.introId,
  anchorId = LEARN_PAGE.courses.anchorId,
  localizeHref: localizeHrefProp,
  onActionClick,
  align = "center",
  className,
  ...props
}: CourseCardsProps) {
  const localizeHref = localizeHrefProp ?? keepHref;
  const intl = useIntl();
  const idPrefix = useId();
  return (
    <Section
      data-slot="course-cards"
      id={anchorId}
      align={align}
      title={intl.formatMessage({ id: titleId })}
      lead={intl.formatMessage({ id: introId })}
      scrollMargin="roomy"
      className={className}
      {...props}
    >
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {courses.map((course) => {
          const cardTitleId = `${idPrefix}-${course.key}-title`;
          const action = courseCardAction(course);
          const brochureHref = course.page?.brochureHref;
          const links: { link: LearnLink; brochure: boolean }[] = [{ link: action, brochure: false }];
          if (brochureHref) {
            links.push({ link: { labelId: LEARN_ACTIONS.downloadBrochureId, href: brochureHref }, brochure: true });
          }
          const showOutcomes = course.technologies.length === 0 && (course.page?.outcomeIds.length ?? 0) > 0;
          return (
            <li
              key={course.key}
              data-slot="course-card"
              data-key={course.key}
              className="flex flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-card"
            >
              <LandingArtwork artwork={course.image} className="aspect-video" />
              <div className="flex flex-1 flex-col gap-5 p-6">
                <div>
                  <h3 id={cardTitleId} className="text-xl font-semibold text-brand-900">
                    {intl.formatMessage({ id: course.titleId })}
                  </h3>
                  <p className="mt-2 text-ink-muted">{intl.formatMessage({ id: course.descriptionId })}</p>
                </div>
                <CourseFacts course={course} />
                <CardList titleId={course.highlights.titleId} itemIds={course.highlights.itemIds} />
                {course.technologies.length > 0 ? (
                  <div>
                    <h4 className="text-sm font-semibold tracking-wide text-ink uppercase">
                      {intl.formatMessage({ id: COURSE_COPY.technologiesTitleId })}
                    </h4>
                    <TechnologyChips technologies={course.technologies} className="mt-2" />
                  </div>
                ) : null}
                {showOutcomes ? (
                  <CardList titleId={COURSE_COPY.outcomesTitleId} itemIds={course.page?.outcomeIds ?? []} />
                ) : null}
                <div className="mt-auto flex flex-wrap gap-x-6 gap-y-2 pt-2">
                  {links.map(({ link, brochure }) => {
                    const linkId = `${idPrefix}-${course.key}-${brochure ? "brochure" : "action"}`;
                    return (
                      <a
                        key={linkId}
                        id={linkId}
                        href={brochure ? link.href : localizeHref(link.href)}
                        data-action={link.labelId}
                        aria-labelledby={`${linkId} ${cardTitleId}`}
                        {...(brochure ? { download: "" } : {})}
                        onClick={(event) => onActionClick?.(link, course, event)}
                        className={cn(
                          "inline-flex min-h-11 items-center gap-2 rounded-md font-semibold underline-offset-4 hover:underline",
                          "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus",
                          brochure ? "text-ink" : "text-brand-700 hover:text-brand-900",
                        )}
                      >
                        {intl.formatMessage({ id: link.labelId })}
                        {brochure ? (
                          <Download aria-hidden="true" className="size-4" />
                        ) : (
                          <ArrowRight aria-hidden="true" className="size-4" />
                        )}
                      </a>
                    );
                  })}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** A titled list with check marks ('What you'll learn', 'What You'll Achieve'). */
function CardList({ titleId, itemIds }: { titleId: MessageId; itemIds: readonly MessageId[] }) {
  const intl = useIntl();
  return (
    <div>
      <h4 className="text-sm font-semibold tracking-wide text-ink uppercase">{intl.formatMessage({ id: titleId })}</h4>
      <ul className="mt-2 space-y-1.5">
        {itemIds.map((id) => (
          <li key={id} className="flex items-start gap-2 text-ink">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" strokeWidth={2.5} />
            <span>{intl.formatMessage({ id })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
