import type { LocaleCode } from "@studio/content";
import { HomeEnquiryForm, ToastProvider } from "@studio/ui";
import { api } from "../shell/api.ts";
import { LanguageRoot } from "../shell/language-root.tsx";
import messages from "virtual:island-messages";

/** Island: the home page's enquiry form (posts to /api/site-contactus). */
export function HomeEnquiry({ locale }: { locale: LocaleCode }) {
  return (
    <LanguageRoot locale={locale} messages={messages}>
      <ToastProvider>
        <HomeEnquiryForm onSubmit={(body) => api.postHomeEnquiry(body)} />
      </ToastProvider>
    </LanguageRoot>
  );
}
