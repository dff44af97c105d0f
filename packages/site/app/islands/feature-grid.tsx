import { FeatureGrid as FeatureGridSection } from "@studio/ui";
import { inLanguage } from "../shell/in-language.tsx";
import messages from "virtual:island-messages";

/** Island: {@link FeatureGridSection} in the page's language. */
export const FeatureGrid = inLanguage(FeatureGridSection, messages);
