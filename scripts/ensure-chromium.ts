// Installs Debian's Chromium when it is missing (the only browser the tests use; none is downloaded).
import { existsSync } from "node:fs";
import { CHROMIUM_PATH } from "./chromium.ts";
import { run } from "./processes.ts";

export async function ensureChromium(): Promise<boolean> {
  if (existsSync(CHROMIUM_PATH)) return true;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      [
        `Chromium is missing (${CHROMIUM_PATH}); the story and end-to-end tests need it.`,
        "Install Debian's package as root:  apt-get update && apt-get install -y chromium",
        "or point CHROMIUM_PATH at an installed Chromium.",
      ].join("\n"),
    );
    return false;
  }
  console.log("Chromium is missing: installing Debian's chromium package (apt-get)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if ((await run("apt-get", ["update", "-qq"], { env })) !== 0) return false;
  if ((await run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], { env })) !== 0) {
    return false;
  }
  return existsSync(CHROMIUM_PATH);
}

if (import.meta.main) {
  process.exit((await ensureChromium()) ? 0 : 1);
}
