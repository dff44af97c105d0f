import { ProductFaq as ProductFaqSection } from "@studio/ui";
import { inLanguage } from "../shell/in-language.tsx";
import messages from "virtual:island-messages";

/** Island: {@link ProductFaqSection} in the page's language. */
export const ProductFaq = inLanguage(ProductFaqSection, messages);
