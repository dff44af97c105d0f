import type { LocaleCode } from "@studio/content";
import { DemoBookingForm, ToastProvider } from "@studio/ui";
import { api } from "../shell/api.ts";
import { LanguageRoot } from "../shell/language-root.tsx";
import messages from "virtual:island-messages";

/** Island: a product page's demo-booking form (posts to /api/product-query). */
export function DemoBooking({ locale }: { locale: LocaleCode }) {
  return (
    <LanguageRoot locale={locale} messages={messages}>
      <ToastProvider>
        <DemoBookingForm onSubmit={(body) => api.postDemoBooking(body)} />
      </ToastProvider>
    </LanguageRoot>
  );
}
