import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SERVERS, localOrigin, originOf, portEnv, portOf, type ServerName } from "./ports.ts";

const NAMES = Object.keys(SERVERS) as ServerName[];

describe("the local servers' ports", () => {
  it("are the defaults unless a variable says otherwise, the first variable set winning", () => {
    for (const name of NAMES) expect(portOf(name, {})).toBe(SERVERS[name].port);
    expect(portOf("api", { API_PORT: "4000" })).toBe(4000);
    // The preview also takes PORT, but PREVIEW_PORT first.
    expect(portOf("preview", { PORT: "4500" })).toBe(4500);
    expect(portOf("preview", { PORT: "4500", PREVIEW_PORT: "4600" })).toBe(4600);
    expect(portOf("site", { PORT: "" })).toBe(SERVERS.site.port);
  });

  it("refuse a value that is not a port, naming the variable", () => {
    expect(() => portOf("api", { API_PORT: "abc" })).toThrow(
      'API_PORT must be a port number between 1 and 65535, not "abc"',
    );
    expect(() => portOf("nginx", { NGINX_PORT: "70000" })).toThrow(/NGINX_PORT/);
    expect(() => portOf("storybook", { STORYBOOK_PORT: "60.5" })).toThrow(/STORYBOOK_PORT/);
  });

  it("differ from each other, and no two servers read the same variable first", () => {
    const ports = NAMES.map((name) => SERVERS[name].port);
    expect(new Set(ports).size).toBe(ports.length);
    const first = NAMES.map((name) => SERVERS[name].variables[0]);
    expect(new Set(first).size).toBe(first.length);
  });

  it("give origins on localhost and the variable that passes a port on to a child process", () => {
    expect(originOf("api", { API_PORT: "4000" })).toBe("http://localhost:4000");
    expect(localOrigin(SERVERS.preview.port)).toBe(originOf("preview", {}));
    expect(portOf("preview", portEnv("preview", 4700))).toBe(4700);
  });
});

/**
 * The repository's own files (tracked or new, not ignored): what a port could be written in. Prose
 * (Markdown, MDX) may name a default for its reader; code, configuration and tests read this module.
 */
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const THIS_MODULE = relative(ROOT, fileURLToPath(new URL("./ports.ts", import.meta.url)));
const CODE = /\.(?:[cm]?[jt]sx?|astro|json|template|conf|ya?ml|sh|css|html)$/;
const NOT_CODE = ["package-lock.json"];

function codeFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed.split("\0").filter((file) => CODE.test(file) && !NOT_CODE.includes(file) && file !== THIS_MODULE);
}

describe("the ports are written once", () => {
  it("in ports.ts: no other code, configuration or test file writes one of them", () => {
    const numbers = NAMES.map((name) => SERVERS[name].port).join("|");
    const literal = new RegExp(`(?<![\\w.])(?:${numbers})(?![\\w])`, "g");
    const files = codeFiles();
    // The scan must see the scripts and configurations that start the servers.
    expect(files).toEqual(expect.arrayContaining(["package.json", "playwright.visual.config.ts", "scripts/start.ts"]));
    const found = files.flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(join(ROOT, file), "utf8");
      } catch {
        return []; // listed but deleted in the working tree
      }
      return text
        .split("\n")
        .flatMap((line, index) => (line.match(literal) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
    });
    expect(found, "read the port from @studio/content/ports instead").toEqual([]);
  });
});
