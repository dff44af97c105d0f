// The site's build (`npm run build`): prerenders every page with Astro, writing into the pages the
// banners and products the API answers at build time, then precompresses the output and writes
// its nginx configuration (build/nginx, see nginx/site.conf.template).
//
// Which API: `SITE_CONTENT_API` when set (e.g. the production API's origin), else the configured
// `VITE_API_BASE_URL` when it is a full address, else the mock API with its seed data, started
// here on a free port for the length of the build (nothing to start by hand, nothing written to
// the mock's own data file).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer, connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const astroBin = join(dirname(createRequire(import.meta.url).resolve("astro/package.json")), "bin/astro.mjs");

const mockApiMain = resolve(siteDir, "../../mock-api/src/main.ts");

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, "localhost", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on("error", fail);
  });
}

async function waitForPort(port: number, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, "localhost", () => {
        socket.end();
        done(true);
      });
      socket.on("error", () => done(false));
    });
    if (open) return;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`The mock API did not start on port ${port}`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: siteDir, env, stdio: "inherit" });
    child.on("exit", (code) => done(code ?? 1));
  });
}

let contentApi =
  process.env.SITE_CONTENT_API ||
  (/^https?:\/\//.test(process.env.VITE_API_BASE_URL ?? "") ? process.env.VITE_API_BASE_URL! : "");
let stopMock = async () => {};
if (!contentApi) {
  // The mock with a throwaway copy of its seed (MOCK_API_DB is created from the seed when missing).
  const dataDir = mkdtempSync(join(tmpdir(), "site-build-api-"));
  const port = await freePort();
  const mock = spawn(process.execPath, [mockApiMain], {
    env: { ...process.env, API_PORT: String(port), MOCK_API_DB: join(dataDir, "db.json") },
    stdio: "ignore",
  });
  await waitForPort(port);
  contentApi = `http://localhost:${port}`;
  console.log(`Banners and products read from the mock API's seed (${contentApi}).`);
  stopMock = async () => {
    mock.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
} else {
  console.log(`Banners and products read from ${contentApi}.`);
}

const env = { ...process.env, SITE_CONTENT_API: contentApi };
let code = await run(process.execPath, [astroBin, "build", "--silent"], env);
await stopMock();
if (code === 0) code = await run(process.execPath, ["server/compress.ts"], env);
// The nginx configuration of this build (its CSP hashes the build's inline scripts and styles).
if (code === 0) code = await run(process.execPath, ["server/nginx-config.ts"], env);
process.exit(code);
