import { Lifecycle as LifecycleSection } from "@studio/ui";
import { inLanguage } from "../shell/in-language.tsx";

/** Island: {@link LifecycleSection} in the page's language. */
export const Lifecycle = inLanguage(LifecycleSection);
