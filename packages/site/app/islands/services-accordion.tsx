import { ServicesAccordion as ServicesAccordionSection } from "@studio/ui";
import { inLanguage } from "../shell/in-language.tsx";

/** Island: {@link ServicesAccordionSection} in the page's language. */
export const ServicesAccordion = inLanguage(ServicesAccordionSection);
