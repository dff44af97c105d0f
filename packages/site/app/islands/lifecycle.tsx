import { Lifecycle as LifecycleSection } from "@studio/ui";
import { inLanguage } from "../shell/in-language.tsx";
import messages from "virtual:island-messages";

/** Island: {@link LifecycleSection} in the page's language. */
export const Lifecycle = inLanguage(LifecycleSection, messages);
