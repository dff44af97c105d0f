import { useSyncExternalStore } from "react";
import type { LocaleCode } from "@studio/content";
import { AnalyticsOptOut as AnalyticsOptOutControl } from "@studio/ui";
import messages from "virtual:island-messages";
import { analyticsState, setAnalyticsOptOut } from "../shell/analytics.ts";
import { LanguageRoot } from "../shell/language-root.tsx";

const notWhilePrerendering = () => false;

function OptOut() {
  const optedOut = useSyncExternalStore(analyticsState.subscribe, analyticsState.optedOut, notWhilePrerendering);
  const cookiesBlocked = useSyncExternalStore(
    analyticsState.subscribe,
    analyticsState.cookiesBlocked,
    notWhilePrerendering,
  );
  return (
    <AnalyticsOptOutControl optedOut={optedOut} onOptedOutChange={setAnalyticsOptOut} cookiesBlocked={cookiesBlocked} />
  );
}

/**
 * Island: the privacy policy's analytics opt-out (docs/product.md#93-analytics-opt-out), which sets
 * or clears the opt-out cookie and stops or restarts the analytics tag at once. The policy around
 * it is prerendered.
 */
export function AnalyticsOptOut({ locale }: { locale: LocaleCode }) {
  return (
    <LanguageRoot locale={locale} messages={messages}>
      <OptOut />
    </LanguageRoot>
  );
}
