// `npm start`: the mock API and the site's dev server, together.
import { localOrigin, portEnv, portOf } from "@studio/content/ports";
import { announce, assertPortFree, startProcess, waitForPort } from "./processes.ts";

const sitePort = portOf("site");
const apiPort = portOf("api");
const env = { ...process.env, ...portEnv("site", sitePort), ...portEnv("api", apiPort) };

await assertPortFree(apiPort, "API_PORT");
await assertPortFree(sitePort, "PORT");

startProcess(process.execPath, ["mock-api/src/main.ts"], { env });
await waitForPort(apiPort);
startProcess(process.execPath, ["../../node_modules/astro/bin/astro.mjs", "dev"], { env, cwd: "packages/site" });
await waitForPort(sitePort);

announce({ Site: localOrigin(sitePort), "Mock API": localOrigin(apiPort) });
