import { ProductHighlights as ProductHighlightsSection } from "@studio/ui";
import { inLanguage } from "../shell/in-language.tsx";
import messages from "virtual:island-messages";

/** Island: {@link ProductHighlightsSection} in the page's language. */
export const ProductHighlights = inLanguage(ProductHighlightsSection, messages);
