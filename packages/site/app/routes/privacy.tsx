import { PRIVACY_PAGE } from "@studio/content";
import { PrivacyPolicy } from "@studio/ui";
import { siteConfig } from "../lib/config.ts";
import { useAnalytics } from "../shell/analytics.tsx";
import { PageMeta } from "../shell/page-meta.tsx";

/**
 * /privacy-policy (spec 2.7): the numbered policy with the collected-data table and the analytics
 * opt-out, which sets or clears the opt-out cookie and stops or restarts the analytics tag at once.
 */
export default function PrivacyRoute() {
  const analytics = useAnalytics();
  return (
    <>
      <PageMeta titleId={PRIVACY_PAGE.metaTitleId} descriptionId={PRIVACY_PAGE.metaDescriptionId} />
      <PrivacyPolicy
        supportEmail={siteConfig.supportEmail}
        optedOut={analytics.optedOut}
        onOptedOutChange={analytics.setOptOut}
        cookiesBlocked={analytics.cookiesBlocked}
      />
    </>
  );
}
