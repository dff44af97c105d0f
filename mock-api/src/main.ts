import { portOf } from "@studio/content/ports";
import { CORS_ORIGINS_ENV, parseOrigins } from "./cors.ts";
import { TRUSTED_PROXIES_ENV, parseProxies } from "./admin/client-address.ts";
import { signInHint } from "./admin/editors.ts";
import { databaseFile } from "./database.ts";
import { FAULT_ENV, parseFaultRules } from "./faults.ts";
import { serverUrl, startMockApi } from "./server.ts";

const port = portOf("api");
const faults = process.env[FAULT_ENV];

try {
  parseFaultRules(faults);
} catch (error) {
  console.error(`Mock API: ${FAULT_ENV} is not valid: ${(error as Error).message}`);
  process.exit(1);
}

try {
  const server = await startMockApi({
    port,
    dbFile: databaseFile(),
    logRequests: process.env.MOCK_API_LOG === "1",
    faults,
    corsOrigins: parseOrigins(process.env[CORS_ORIGINS_ENV]),
    trustedProxies: parseProxies(process.env[TRUSTED_PROXIES_ENV]),
    adminEnv: process.env,
  });
  console.log(`Mock API:  ${serverUrl(server)}  (data: ${databaseFile()})`);
  console.log(`Admin:     ${signInHint(databaseFile())}`);
  if (faults) console.log(`Mock API:  injecting faults ${FAULT_ENV}="${faults}"`);
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === "EADDRINUSE"
      ? `Mock API: port ${port} is already in use. Stop the other process or set API_PORT.`
      : `Mock API failed to start: ${String(error)}`,
  );
  process.exit(1);
}
