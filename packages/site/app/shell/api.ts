import { createApiClient } from "@studio/api";
import { siteConfig } from "../lib/site-config.ts";

/** The site's client of its own backend. */
export const api = createApiClient({ baseUrl: siteConfig.apiBaseUrl });
