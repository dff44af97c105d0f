import { ServicesAccordion as ServicesAccordionSection } from "@studio/ui";
import { inLanguage } from "../shell/in-language.tsx";
import messages from "virtual:island-messages";

/** Island: {@link ServicesAccordionSection} in the page's language. */
export const ServicesAccordion = inLanguage(ServicesAccordionSection, messages);
