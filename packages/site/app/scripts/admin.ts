/**
 * The admin page's script (no React): the visitor's language and section links, as on every page
 * (page-basics.ts), and nothing else — no start-up checks (a regional redirect would move the
 * editor to another host and lose the session; no country lookups), no visit count, no analytics,
 * no registry badge (docs/security.md#the-admin-area).
 */
import { isLocaleCode } from "@studio/content";
import { followLanguageChoice, scrollSectionLinks } from "./page-basics.ts";

const declared = document.documentElement.dataset.locale;
followLanguageChoice(isLocaleCode(declared) ? declared : "en");
scrollSectionLinks();
