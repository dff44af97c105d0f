import { portOf } from "@studio/content/ports";

/** The data file of the mock API behind nginx (playwright.nginx.config.ts starts it, the specs read it). */
export const NGINX_MOCK_DB = `test-results/nginx-data/mock-db-${portOf("nginxTestApi")}.json`;
