import { portOf } from "@studio/content/ports";

/** The data file of the mock API behind nginx (playwright.nginx.config.ts starts it, the specs read it). */
export const NGINX_MOCK_DB = `test-results/nginx-data/mock-db-${portOf("nginxTestApi")}.json`;

/** The editor account of that mock API (the admin tests sign in with it through nginx). */
export const NGINX_EDITOR = {
  email: "nginx-suite@studio.test",
  password: "nginx suite's password, for tests only",
} as const;
