// `npm start`: the mock API and the site's dev server, together.
import { announce, assertPortFree, startProcess, waitForPort } from "./processes.ts";

const sitePort = Number(process.env.PORT ?? 5173);
const apiPort = Number(process.env.API_PORT ?? 3001);
const env = { ...process.env, PORT: String(sitePort), API_PORT: String(apiPort) };

await assertPortFree(apiPort, "API_PORT");
await assertPortFree(sitePort, "PORT");

startProcess(process.execPath, ["mock-api/src/main.ts"], { env });
await waitForPort(apiPort);
startProcess(process.execPath, ["../../node_modules/astro/bin/astro.mjs", "dev"], { env, cwd: "packages/site" });
await waitForPort(sitePort);

announce({ Site: `http://localhost:${sitePort}`, "Mock API": `http://localhost:${apiPort}` });
