// `npm run preview`: the production build served like production (clean URLs, real 404s) with the mock API.
import { ROUTE_PATHS } from "@studio/content";
import { existsSync } from "node:fs";
import { localOrigin, portEnv, portOf } from "@studio/content/ports";
import { databaseFile } from "../mock-api/src/database.ts";
import { signInHint } from "../mock-api/src/admin/editors.ts";
import { behindLocalProxy } from "../mock-api/src/admin/client-address.ts";
import { announce, assertPortFree, run, startProcess, waitForPort } from "./processes.ts";

const previewPort = portOf("preview");
const apiPort = portOf("api");
const env = { ...process.env, ...portEnv("preview", previewPort), ...portEnv("api", apiPort), ...behindLocalProxy() };

await assertPortFree(apiPort, "API_PORT");
await assertPortFree(previewPort, "PREVIEW_PORT");

if (!existsSync("packages/site/build/client/index.html")) {
  console.log("No build yet: building the site first.");
  const code = await run("npm", ["run", "build"]);
  if (code !== 0) process.exit(code);
}

startProcess(process.execPath, ["mock-api/src/main.ts"], { env });
await waitForPort(apiPort);
startProcess(process.execPath, ["packages/site/server/serve.ts"], { env });
await waitForPort(previewPort);

announce({
  Preview: localOrigin(previewPort),
  "Mock API": localOrigin(apiPort),
  Admin: `${localOrigin(previewPort)}${ROUTE_PATHS.adminPanel}`,
  "Sign in as": signInHint(databaseFile(env), env),
});
