import type { ComponentProps, MouseEvent } from "react";
import { ArrowRight, Download } from "lucide-react";
import { useIntl } from "react-intl";
import { LEARN_ACTIONS, LEARN_PAGE, type LearnLink } from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import { cn } from "../../lib/cn.ts";
import { keepHref, type LocalizeHref } from "../../landing/localize-href.ts";

export type CourseActionsProps = Omit<ComponentProps<"div">, "children"> & {
  /** Background the buttons sit on: `dark` (orange main button, white others) or `light` (blue, outlined). */
  tone?: "dark" | "light";
  /**
   * The buttons, in order; the first is the main one. Use `coursePageActions(page)` for a course
   * page (Enroll Now, View Full Curriculum, and Download Brochure only when the page has a
   * brochure) or the /learn hero's two (Start Learning Now, Contact Us, the default).
   */
  actions?: readonly LearnLink[];
  /** Adds the language prefix to site paths (anchors and file URLs pass through). */
  localizeHref?: LocalizeHref;
  /** Called when a button is activated, e.g. to scroll smoothly to an in-page anchor. */
  onActionClick?: (action: LearnLink, event: MouseEvent<HTMLAnchorElement>) => void;
};

/**
 * The call-to-action buttons of the learning area's heroes, as links: in-page jumps (#courses,
 * #curriculum, #enroll), course pages, and 'Download Brochure', which downloads the course's
 * brochure file.
 */
export function CourseActions({
  actions = [LEARN_PAGE.hero.primary, LEARN_PAGE.hero.secondary],
  localizeHref: localizeHrefProp,
  onActionClick,
  tone = "dark",
  className,
  ...props
}: CourseActionsProps) {
  const localizeHref = localizeHrefProp ?? keepHref;
  const intl = useIntl();
  return (
    <div data-slot="course-actions" className={cn("flex flex-wrap gap-3", className)} {...props}>
      {actions.map((action, index) => {
        const brochure = action.labelId === LEARN_ACTIONS.downloadBrochureId;
        const variant =
          index === 0 ? (tone === "light" ? "primary" : "accent") : tone === "light" ? "secondary" : "inverse";
        return (
          <Button key={`${action.labelId}-${action.href}`} asChild variant={variant} size="lg">
            <a
              href={brochure ? action.href : localizeHref(action.href)}
              data-action={action.labelId}
              {...(brochure ? { download: "" } : {})}
              onClick={(event) => onActionClick?.(action, event)}
            >
              {intl.formatMessage({ id: action.labelId })}
              {brochure ? <Download aria-hidden="true" /> : index === 0 ? <ArrowRight aria-hidden="true" /> : null}
            </a>
          </Button>
        );
      })}
    </div>
  );
}
