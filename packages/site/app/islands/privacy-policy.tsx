import { useSyncExternalStore } from "react";
import type { LocaleCode } from "@studio/content";
import { PrivacyPolicy as PrivacyPolicyText } from "@studio/ui";
import { siteConfig } from "../lib/site-config.ts";
import { analyticsState, setAnalyticsOptOut } from "../shell/analytics.ts";
import { LanguageRoot } from "../shell/language-root.tsx";
import messages from "virtual:island-messages";

const notWhilePrerendering = () => false;

function PolicyWithOptOut() {
  const optedOut = useSyncExternalStore(analyticsState.subscribe, analyticsState.optedOut, notWhilePrerendering);
  const cookiesBlocked = useSyncExternalStore(
    analyticsState.subscribe,
    analyticsState.cookiesBlocked,
    notWhilePrerendering,
  );
  return (
    <PrivacyPolicyText
      supportEmail={siteConfig.supportEmail}
      optedOut={optedOut}
      onOptedOutChange={setAnalyticsOptOut}
      cookiesBlocked={cookiesBlocked}
    />
  );
}

/**
 * Island: the privacy policy (spec 2.7) with the analytics opt-out, which sets or clears the
 * opt-out cookie and stops or restarts the analytics tag at once.
 */
export function PrivacyPolicy({ locale }: { locale: LocaleCode }) {
  return (
    <LanguageRoot locale={locale} messages={messages}>
      <PolicyWithOptOut />
    </LanguageRoot>
  );
}
