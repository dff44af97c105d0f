import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { LOCAL_HOST, localOrigin, originOf, portOf } from "@studio/content/ports";
import { createStaticServer } from "./static-server.ts";

// `SITE_BUILD_DIR` (relative to packages/site) serves a build made elsewhere, as `npm run build` honours it.
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", process.env.SITE_BUILD_DIR ?? "build", "client");
const port = portOf("preview");
const apiOrigin = process.env.API_ORIGIN ?? originOf("api");

if (!existsSync(resolve(root, "index.html"))) {
  console.error(`No build found in ${root}. Run \`npm run build\` (the tests' build: \`npm run build:test\`) first.`);
  process.exit(1);
}

const server = createStaticServer({ root, apiOrigin });
server.once("error", (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === "EADDRINUSE" ? `Preview: port ${port} is already in use (set PREVIEW_PORT).` : String(error),
  );
  process.exit(1);
});
server.listen(port, LOCAL_HOST, () => {
  console.log(`Preview:   ${localOrigin(port)}  (API ${apiOrigin})`);
});
const stop = () => server.close(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
