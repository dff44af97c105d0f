// `npm start`: the mock API and the site's dev server, together.
import { ROUTE_PATHS } from "@studio/content";
import { localOrigin, portEnv, portOf } from "@studio/content/ports";
import { databaseFile } from "../mock-api/src/database.ts";
import { signInHint } from "../mock-api/src/admin/editors.ts";
import { behindLocalProxy } from "../mock-api/src/admin/client-address.ts";
import { announce, assertPortFree, startProcess, waitForPort } from "./processes.ts";

const sitePort = portOf("site");
const apiPort = portOf("api");
const env = { ...process.env, ...portEnv("site", sitePort), ...portEnv("api", apiPort), ...behindLocalProxy() };

await assertPortFree(apiPort, "API_PORT");
await assertPortFree(sitePort, "PORT");

startProcess(process.execPath, ["mock-api/src/main.ts"], { env });
await waitForPort(apiPort);
startProcess(process.execPath, ["../../node_modules/astro/bin/astro.mjs", "dev"], { env, cwd: "packages/site" });
await waitForPort(sitePort);

announce({
  Site: localOrigin(sitePort),
  "Mock API": localOrigin(apiPort),
  Admin: `${localOrigin(sitePort)}${ROUTE_PATHS.adminPanel}`,
  "Sign in as": signInHint(databaseFile(env), env),
});
