// Installs Debian's nginx (and its Brotli module) when missing, as `npm test` does for Chromium.
import { existsSync } from "node:fs";
import { BROTLI_MODULE } from "../packages/site/server/nginx-config.ts";
import { run } from "./processes.ts";

/** Where Debian's package installs the server. */
export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** True when nginx is there (installed now if it was missing and we may install packages). */
export async function ensureNginx(): Promise<boolean> {
  const missing = [
    ...(existsSync(NGINX_PATH) ? [] : ["nginx"]),
    ...(existsSync(BROTLI_MODULE) ? [] : ["libnginx-mod-http-brotli-static"]),
  ];
  if (missing.length === 0) return true;
  if (process.getuid?.() !== 0) {
    if (existsSync(NGINX_PATH)) return true; // Without Brotli: gzip only.
    console.error(
      [
        `nginx is missing (${NGINX_PATH}); npm run serve:nginx and its test need it.`,
        "Install Debian's packages as root:  apt-get update && apt-get install -y nginx libnginx-mod-http-brotli-static",
        "or point NGINX_PATH at an installed nginx.",
      ].join("\n"),
    );
    return false;
  }
  console.log(`Installing Debian's ${missing.join(" and ")} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if ((await run("apt-get", ["update", "-qq"], { env })) !== 0) return existsSync(NGINX_PATH);
  // Installing must not start Debian's own nginx service on port 80: policy-rc.d is honoured by
  // invoke-rc.d; without systemd nothing starts anyway.
  await run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], { env });
  return existsSync(NGINX_PATH);
}

if (import.meta.main) {
  process.exit((await ensureNginx()) ? 0 : 1);
}
