import type { ComponentProps, MouseEventHandler } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { CircleAlert, X } from "lucide-react";
import { useIntl } from "react-intl";
import { NOT_READY_COPY, TOAST_COPY } from "@studio/content";
import { Button } from "../../actions/button/button.tsx";
import { cn } from "../../lib/cn.ts";

const notReadyNoticeVariants = cva(
  "flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-danger/40 bg-surface p-4 text-ink",
  {
    variants: {
      placement: {
        /**
         * Under the part that is not ready, in the page's flow: as wide as a form, at the start
         * (`mx-auto` centres it under a centred form or between full-width sections).
         */
        inline: "my-4 w-full max-w-3xl",
        /** Floating under the navigation bar, where the toasts appear (the menu: always in view). */
        floating: "fixed inset-x-gutter top-(--spacing-toast-offset) z-(--layer-toast) mx-auto max-w-md shadow-menu",
      },
    },
    defaultVariants: { placement: "inline" },
  },
);

const NOT_READY_MESSAGES = {
  form: NOT_READY_COPY.formId,
  menu: NOT_READY_COPY.menuId,
  section: NOT_READY_COPY.sectionId,
} as const;

export type NotReadyKind = keyof typeof NOT_READY_MESSAGES;

export type NotReadyNoticeProps = Omit<ComponentProps<"div">, "children"> &
  VariantProps<typeof notReadyNoticeVariants> & {
    /**
     * Where it sits:
     * - `inline`: Under the part that is not ready, in the page's flow: as wide as a form, at the start (`mx-auto` centres it under a centred form or between full-width sections).
     * - `floating`: Floating under the navigation bar, where the toasts appear (the menu: always in view).
     *
     * Default `inline`.
     */
    placement?: "inline" | "floating";
    /**
     * What could not be made ready, which words the message: `form` (what the visitor entered
     * is kept), `menu` (the navigation menu) or `section` (any other part of the page).
     */
    kind: NotReadyKind;
    /** Called when the visitor presses 'Try again'. */
    onRetry?: MouseEventHandler<HTMLButtonElement> | undefined;
    /** Called when the visitor closes a floating notice (only floating notices can be closed). */
    onDismiss?: MouseEventHandler<HTMLButtonElement> | undefined;
  };

/**
 * Says that a part of the page (a form, the menu, a section) could not be made ready — its code
 * did not arrive — and offers to try again. The message is a polite `status` region; the site
 * prerenders the notice hidden in the page's language and reveals a copy with plain DOM (React
 * may be what failed to load), so every part is found by its `data-slot`.
 */
export function NotReadyNotice({ kind, placement, onRetry, onDismiss, className, ...props }: NotReadyNoticeProps) {
  const intl = useIntl();
  return (
    <div
      data-slot="not-ready-notice"
      data-kind={kind}
      className={cn(notReadyNoticeVariants({ placement }), className)}
      {...props}
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0 self-start text-danger" />
      <p data-slot="not-ready-notice-message" role="status" className="min-w-48 flex-1 text-sm font-medium">
        {intl.formatMessage({ id: NOT_READY_MESSAGES[kind] })}
      </p>
      <Button data-slot="not-ready-notice-retry" variant="secondary" size="sm" onClick={onRetry}>
        {intl.formatMessage({ id: NOT_READY_COPY.retryId })}
      </Button>
      {placement === "floating" && (
        <button
          type="button"
          data-slot="not-ready-notice-dismiss"
          onClick={onDismiss}
          aria-label={intl.formatMessage({ id: TOAST_COPY.dismissId })}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}

export { notReadyNoticeVariants };
