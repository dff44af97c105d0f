/**
 * Build-time configuration of the site, read from the environment (Vite's `VITE_` variables).
 * Defaults point at the mock API through the dev and preview servers' `/api` proxy.
 */
export interface SiteConfig {
  /** Base URL of the backend; empty means the site's own origin. */
  apiBaseUrl: string;
}

export const siteConfig: SiteConfig = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? "",
};
