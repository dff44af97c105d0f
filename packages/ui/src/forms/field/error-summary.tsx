import { useEffect, useId, useRef, type ComponentProps, type MouseEvent, type ReactNode } from "react";
import { CircleAlert } from "lucide-react";
import { useIntl } from "react-intl";
import { FORM_COPY } from "@studio/content";
import { cn } from "../../lib/cn.ts";

/** One problem listed in the error summary. */
export interface ErrorSummaryItem {
  /** Id of the control to move to (the `controlId` of its `Field`). */
  fieldId: string;
  /** The field's validation message, already in the visitor's language (the same text as next to the field). */
  message: ReactNode;
}

export type ErrorSummaryProps = Omit<ComponentProps<"div">, "children"> & {
  /** The problems, in the order of the fields. Nothing is rendered when the list is empty. */
  errors: readonly ErrorSummaryItem[];
  /** Level of the heading ("There are 3 problems"): 2 at the top of a page, 3 inside a section. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Moves the keyboard focus to the summary whenever this number changes to a value above 0:
   * increase it after every submit that failed validation.
   */
  focusRequest?: number;
};

/**
 * The error summary of a form (the GOV.UK pattern): a heading with the number of problems and a
 * link to each invalid field. It takes the focus after a failed submit (so screen readers read it
 * at once; no `role="alert"` needed), and each link moves the focus to its field and brings the
 * field's label into view.
 */
export function ErrorSummary({ errors, headingLevel = 2, focusRequest = 0, className, ...props }: ErrorSummaryProps) {
  const intl = useIntl();
  const headingId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;

  useEffect(() => {
    if (focusRequest > 0 && shown) ref.current?.focus();
  }, [focusRequest, shown]);

  if (!shown) return null;
  const Heading = `h${headingLevel}` as const;

  const moveToField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const control = document.getElementById(fieldId);
    if (!control) return;
    event.preventDefault();
    const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
    (label ?? control).scrollIntoView({ block: "start" });
    control.focus({ preventScroll: true });
  };

  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-slot="error-summary"
      aria-labelledby={headingId}
      role="group"
      className={cn(
        "scroll-mt-24 rounded-lg border-2 border-danger bg-surface p-5 text-ink",
        "focus:outline-3 focus:outline-offset-2 focus:outline-focus",
        className,
      )}
      {...props}
    >
      <Heading id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-danger" />
        {intl.formatMessage({ id: FORM_COPY.errorSummaryHeadingId }, { count: errors.length })}
      </Heading>
      <ul className="mt-3 flex flex-col gap-1">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => moveToField(event, error.fieldId)}
              className="inline-flex min-h-6 items-center py-0.5 font-semibold text-danger underline underline-offset-4 hover:decoration-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
