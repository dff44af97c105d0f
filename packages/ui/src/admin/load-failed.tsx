import { CircleAlert } from "lucide-react";
import { useIntl } from "react-intl";
import { ADMIN_BANNERS_COPY, type MessageId } from "@studio/content";
import { Button } from "../actions/button/button.tsx";

export interface LoadFailedProps {
  /** What could not be read, and what to do: a message id of the content package. */
  messageId: MessageId;
  /** Reads again; without it there is no 'Try again'. */
  onRetry?: (() => void) | undefined;
}

/**
 * What the admin shows where a read failed (the banners, the change log): the message, red with
 * an icon, announced at once, and 'Try again' when the caller can read again.
 */
export function LoadFailed({ messageId, onRetry }: LoadFailedProps) {
  const intl = useIntl();
  return (
    <div role="alert" data-slot="admin-load-failed" className="flex flex-col items-start gap-3">
      <p className="flex items-start gap-2 font-medium text-danger">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>{intl.formatMessage({ id: messageId })}</span>
      </p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {intl.formatMessage({ id: ADMIN_BANNERS_COPY.retryId })}
        </Button>
      ) : null}
    </div>
  );
}
