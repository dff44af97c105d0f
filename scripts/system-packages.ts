// The Debian packages the tests and servers need, checked together and installed together when
// missing (one `apt-get update`, one `apt-get install`), with one line that says what was found.
import { existsSync } from "node:fs";
import { BROTLI_MODULE } from "../packages/site/server/nginx-config.ts";
import { CHROMIUM_PATH, TEST_BROWSER_PATH } from "./chromium.ts";
import { run } from "./processes.ts";

/** Where Debian's package installs the server. */
export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

interface SystemPackage {
  /** What it is for, in the one-line report. */
  label: string;
  /** The files that show it is installed, each with the Debian package that brings it. */
  files: readonly (readonly [path: string, debianPackage: string])[];
  /** Files without which it still works (nginx without Brotli serves gzip only). */
  optional?: readonly string[];
}

/** The project's system packages, by the name suites ask for them with. */
export const SYSTEM_PACKAGES = {
  // The full browser, where `npm run bench` runs Lighthouse (scripts/chromium.ts).
  chromium: {
    label: "Chromium",
    files: [[CHROMIUM_PATH, "chromium"]],
  },
  // The browser the test suites drive (scripts/chromium.ts).
  "chromium-headless-shell": {
    label: "Chromium headless shell",
    files: [[TEST_BROWSER_PATH, "chromium-headless-shell"]],
  },
  nginx: {
    label: "nginx with Brotli",
    files: [
      [NGINX_PATH, "nginx"],
      [BROTLI_MODULE, "libnginx-mod-http-brotli-static"],
    ],
    optional: [BROTLI_MODULE],
  },
  optipng: {
    label: "optipng",
    files: [["/usr/bin/optipng", "optipng"]],
  },
} as const satisfies Record<string, SystemPackage>;

export type SystemPackageName = keyof typeof SYSTEM_PACKAGES;

const missingFiles = (name: SystemPackageName) => SYSTEM_PACKAGES[name].files.filter(([path]) => !existsSync(path));

/** Whether a package is usable: every file there, or at least those it cannot do without. */
function usable(name: SystemPackageName): boolean {
  const spec: SystemPackage = SYSTEM_PACKAGES[name];
  const optional = spec.optional ?? [];
  return missingFiles(name).every(([path]) => optional.includes(path));
}

/**
 * Makes sure the named packages are installed: installs what is missing when running as root
 * (otherwise says what to install), then prints one line, e.g.
 * `System packages: Chromium ✓, nginx with Brotli ✓ (installed now)`. False when one is unusable.
 */
export async function ensureSystemPackages(names: readonly SystemPackageName[]): Promise<boolean> {
  const wanted = [...new Set(names)];
  if (wanted.length === 0) return true;
  const missing = wanted.filter((name) => missingFiles(name).length > 0);
  const debianPackages = [...new Set(missing.flatMap((name) => missingFiles(name).map(([, pkg]) => pkg)))];
  let how = "";
  if (debianPackages.length > 0) {
    if (process.getuid?.() === 0) {
      console.log(`Installing Debian's ${debianPackages.join(", ")} (apt-get)…`);
      const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
      // Installing must not start Debian's own nginx on port 80: without systemd nothing starts.
      const installed =
        (await run("apt-get", ["update", "-qq"], { env })) === 0 &&
        (await run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...debianPackages], { env })) === 0;
      how = installed ? " (installed now)" : " (apt-get failed)";
    } else {
      how = ` (missing; as root: apt-get update && apt-get install -y ${debianPackages.join(" ")})`;
    }
  }
  const states = wanted.map((name) => {
    const ok = usable(name);
    const partial = ok && missingFiles(name).length > 0 ? " (without its optional parts)" : "";
    return `${SYSTEM_PACKAGES[name].label} ${ok ? "✓" : "✗"}${partial}${missing.includes(name) ? how : ""}`;
  });
  console.log(`System packages: ${states.join(", ")}`);
  return wanted.every(usable);
}

if (import.meta.main) {
  const names = process.argv.slice(2).filter((name): name is SystemPackageName => name in SYSTEM_PACKAGES);
  process.exit((await ensureSystemPackages(names.length ? names : ["chromium", "nginx"])) ? 0 : 1);
}
