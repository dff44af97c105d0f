import { databaseFile } from "./database.ts";
import { serverUrl, startMockApi } from "./server.ts";

const DEFAULT_API_PORT = 3001;
const port = Number(process.env.API_PORT ?? DEFAULT_API_PORT);

try {
  const server = await startMockApi({ port, dbFile: databaseFile(), logRequests: process.env.MOCK_API_LOG === "1" });
  console.log(`Mock API:  ${serverUrl(server)}  (data: ${databaseFile()})`);
  const stop = () => server.close(() => process.exit(0));
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
