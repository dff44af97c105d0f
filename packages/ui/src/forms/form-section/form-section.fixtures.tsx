import type { FormSectionKey } from "@studio/content";
import { DemoBookingForm } from "../demo-booking-form/demo-booking-form.tsx";
import type { SubmitReply } from "../form-types.ts";
import { HomeEnquiryForm } from "../home-enquiry-form/home-enquiry-form.tsx";

export interface FramedFormProps {
  /** Which form: `enquiry` (the home page's) or `demoBooking` (a product page's). */
  form: FormSectionKey;
  /** Answers the form's submission in place of the site's API. */
  onSubmit: (body: unknown) => Promise<SubmitReply>;
}

/**
 * The form a FormSection frames, as the site's island renders it (the frame places it): for the
 * stories of the section and of the pages.
 * It reports through the toasts of a `ToastProvider` around it.
 */
export function FramedForm({ form, onSubmit }: FramedFormProps) {
  return form === "enquiry" ? <HomeEnquiryForm onSubmit={onSubmit} /> : <DemoBookingForm onSubmit={onSubmit} />;
}
