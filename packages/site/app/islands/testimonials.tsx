import { Testimonials as TestimonialsSection } from "@studio/ui";
import { inLanguage } from "../shell/in-language.tsx";
import messages from "virtual:island-messages";

/** Island: {@link TestimonialsSection} in the page's language. */
export const Testimonials = inLanguage(TestimonialsSection, messages);
