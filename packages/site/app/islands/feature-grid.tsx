import { FeatureGrid as FeatureGridSection } from "@studio/ui";
import { inLanguage } from "../shell/in-language.tsx";

/** Island: {@link FeatureGridSection} in the page's language. */
export const FeatureGrid = inLanguage(FeatureGridSection);
