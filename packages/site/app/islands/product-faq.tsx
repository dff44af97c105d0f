import { ProductFaq as ProductFaqSection } from "@studio/ui";
import { inLanguage } from "../shell/in-language.tsx";

/** Island: {@link ProductFaqSection} in the page's language. */
export const ProductFaq = inLanguage(ProductFaqSection);
