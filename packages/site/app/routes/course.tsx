import { LEARN_ENROLL_SECTION, ROUTE_PATHS, courseByPath } from "@studio/content";
import { CourseDetail, CourseHero, localizeHrefFor } from "@studio/ui";
import { ContactSection } from "../shell/contact-section.tsx";
import { useCurrentPage } from "../shell/current-page.ts";
import { useLanguage } from "../shell/language.tsx";
import { PageMeta } from "../shell/page-meta.tsx";

/**
 * A course page of the learning area (/learn/full-stack-dev, /learn/app-dev,
 * /learn/software-testing, /learn/placement-training): the hero with duration, fee and the
 * actions, the overview, curriculum, outcomes, other courses, and the enrolment form.
 */
export default function CourseRoute() {
  const { locale } = useLanguage();
  const key = useCurrentPage();
  const course = courseByPath(ROUTE_PATHS[key]);
  if (!course?.page) throw new Error(`${key} is not a course page`);
  const localizeHref = localizeHrefFor(locale);
  return (
    <>
      <PageMeta titleId={course.page.metaTitleId} descriptionId={course.page.metaDescriptionId} />
      <CourseHero course={course} localizeHref={localizeHref} />
      <CourseDetail course={course} localizeHref={localizeHref} />
      <ContactSection
        contact={LEARN_ENROLL_SECTION}
        variant={LEARN_ENROLL_SECTION.form}
        submission={LEARN_ENROLL_SECTION.submission}
      />
    </>
  );
}
