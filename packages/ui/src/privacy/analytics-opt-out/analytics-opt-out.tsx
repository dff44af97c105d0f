import { useId, type ComponentProps } from "react";
import { ShieldCheck, ShieldOff } from "lucide-react";
import { useIntl } from "react-intl";
import { PRIVACY_OPT_OUT } from "@studio/content";
import { cn } from "../../lib/cn.ts";

export type AnalyticsOptOutProps = Omit<ComponentProps<"div">, "children" | "onChange"> & {
  /** Whether the visitor has opted out of the web analytics (the opt-out cookie is set): the box is ticked. */
  optedOut: boolean;
  /**
   * Called with the new choice when the visitor ticks or unticks the box. The site writes or
   * removes the opt-out cookie and passes the result back through `optedOut`.
   */
  onOptedOutChange: (optedOut: boolean) => void;
  /** The browser refuses cookies: the choice cannot be saved, so the box is disabled and says why. */
  cookiesBlocked?: boolean;
};

/**
 * The analytics opt-out of the privacy policy: a checkbox 'Exclude my visits from the website
 * statistics' and a status line (opted in / opted out) announced politely when it changes. The
 * component only reports the choice; the site sets the cookie.
 */
export function AnalyticsOptOut({
  optedOut,
  onOptedOutChange,
  cookiesBlocked = false,
  className,
  ...props
}: AnalyticsOptOutProps) {
  const intl = useIntl();
  const inputId = useId();
  const statusId = useId();
  const status = cookiesBlocked
    ? PRIVACY_OPT_OUT.cookiesBlockedId
    : optedOut
      ? PRIVACY_OPT_OUT.statusOptedOutId
      : PRIVACY_OPT_OUT.statusOptedInId;
  const StatusIcon = optedOut ? ShieldOff : ShieldCheck;
  return (
    <div
      data-slot="analytics-opt-out"
      data-opted-out={optedOut}
      className={cn("rounded-xl border border-line bg-surface-muted p-5", className)}
      {...props}
    >
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          checked={optedOut}
          disabled={cookiesBlocked}
          aria-describedby={statusId}
          onChange={(event) => onOptedOutChange(event.currentTarget.checked)}
          className="mt-0.5 size-6 shrink-0 cursor-pointer accent-brand-600 disabled:cursor-not-allowed"
        />
        <label
          htmlFor={inputId}
          className={cn("min-h-6 font-semibold text-ink", cookiesBlocked ? "cursor-not-allowed" : "cursor-pointer")}
        >
          {intl.formatMessage({ id: PRIVACY_OPT_OUT.checkboxLabelId })}
        </label>
      </div>
      <p
        id={statusId}
        role="status"
        data-slot="analytics-opt-out-status"
        className={cn("mt-3 flex items-start gap-2 text-sm", cookiesBlocked ? "text-danger" : "text-ink-muted")}
      >
        <StatusIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{intl.formatMessage({ id: status })}</span>
      </p>
    </div>
  );
}
