// `npm run serve:nginx`: the production build served by Debian's nginx with the production
// configuration (packages/site/nginx/site.conf.template and the includes generated from the
// build) on its local port, `/api/` forwarded to the API — the mock API by default, started
// here; set API_ORIGIN (e.g. https://api.example.com) to forward to another one instead.
//
// NGINX_PORT and API_PORT (the mock's; both default in packages/content/src/ports.ts), API_ORIGIN
// (none: the mock), SITE_BUILD_DIR (`build`, the deploy folder; the nginx test serves the tests'
// `build-test`, scripts/test-build.ts).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { LOCAL_HOST, localOrigin, portEnv, portOf } from "@studio/content/ports";
import { BROTLI_MODULE, writeNginxConfig } from "../packages/site/server/nginx-config.ts";
import { NGINX_PATH, ensureSystemPackages } from "./system-packages.ts";
import { behindLocalProxy } from "../mock-api/src/admin/client-address.ts";
import { announce, assertPortFree, run, startProcess, waitForPort } from "./processes.ts";

const port = portOf("nginx");
const apiPort = portOf("api");
const buildDir = resolve("packages/site", process.env.SITE_BUILD_DIR ?? "build");
const clientDir = join(buildDir, "client");

await assertPortFree(port, "NGINX_PORT");
if (!(await ensureSystemPackages(["nginx"]))) process.exit(1);

if (!existsSync(join(clientDir, "index.html"))) {
  console.log("No build yet: building the site first.");
  const code = await run("npm", ["run", "build"]);
  if (code !== 0) process.exit(code);
}

let apiOrigin = process.env.API_ORIGIN?.replace(/\/+$/, "");
if (!apiOrigin) {
  await assertPortFree(apiPort, "API_PORT");
  startProcess(process.execPath, ["mock-api/src/main.ts"], {
    env: { ...process.env, ...portEnv("api", apiPort), ...behindLocalProxy() },
  });
  await waitForPort(apiPort);
  apiOrigin = localOrigin(apiPort);
}

// nginx's own files (configuration, pid, temporary bodies) live in a folder of their own.
const prefix = mkdtempSync(join(tmpdir(), "site-nginx-"));
for (const dir of ["temp/body", "temp/proxy", "temp/fastcgi", "temp/uwsgi", "temp/scgi"]) {
  mkdirSync(join(prefix, dir), { recursive: true, mode: 0o777 });
}
const brotli = existsSync(BROTLI_MODULE);
writeNginxConfig({
  clientDir,
  outDir: prefix,
  env: process.env,
  values: {
    LISTEN: `${port}`,
    SERVER_NAME: LOCAL_HOST,
    SITE_ROOT: clientDir,
    CONFIG_DIR: prefix,
    API_ORIGIN: apiOrigin,
    BROTLI: brotli,
  },
});
// The main context Debian's /etc/nginx/nginx.conf would give, reduced to what the site needs.
writeFileSync(
  join(prefix, "nginx.conf"),
  `${brotli ? `load_module ${BROTLI_MODULE};\n` : ""}${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
daemon off;
events { worker_connections 512; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    access_log off;
    client_body_temp_path ${prefix}/temp/body;
    proxy_temp_path ${prefix}/temp/proxy;
    fastcgi_temp_path ${prefix}/temp/fastcgi;
    uwsgi_temp_path ${prefix}/temp/uwsgi;
    scgi_temp_path ${prefix}/temp/scgi;
    include ${prefix}/site.conf;
}
`,
);

const nginx = startProcess(NGINX_PATH, ["-p", prefix, "-c", join(prefix, "nginx.conf")]);
nginx.on("exit", (code) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? 1);
});
process.on("exit", () => rmSync(prefix, { recursive: true, force: true }));
await waitForPort(port);
announce({ "nginx (production config)": localOrigin(port), API: apiOrigin });
