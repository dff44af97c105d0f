import { LEARN_ENROLL_SECTION, LEARN_PAGE } from "@studio/content";
import { CourseCards, CourseHero, localizeHrefFor } from "@studio/ui";
import { ContactSection } from "../shell/contact-section.tsx";
import { useLanguage } from "../shell/language.tsx";
import { PageMeta } from "../shell/page-meta.tsx";

/**
 * /learn, the course overview (spec 2.6): the hero with 'Start Learning Now' and 'Contact Us',
 * the six course cards (course pages or 'Enroll Now') and the enrolment form, which posts to
 * /api/submit-contact.
 */
export default function LearnRoute() {
  const { locale } = useLanguage();
  const localizeHref = localizeHrefFor(locale);
  return (
    <>
      <PageMeta titleId={LEARN_PAGE.metaTitleId} descriptionId={LEARN_PAGE.metaDescriptionId} />
      <CourseHero localizeHref={localizeHref} />
      <CourseCards
        anchorId={LEARN_PAGE.courses.anchorId}
        titleId={LEARN_PAGE.courses.titleId}
        introId={LEARN_PAGE.courses.introId}
        localizeHref={localizeHref}
      />
      <ContactSection
        contact={LEARN_ENROLL_SECTION}
        variant={LEARN_ENROLL_SECTION.form}
        submission={LEARN_ENROLL_SECTION.submission}
      />
    </>
  );
}
