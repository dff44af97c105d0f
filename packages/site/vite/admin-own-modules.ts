import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/** The admin island, the root of the admin area's code in the browser. */
const ADMIN_ISLAND = /[\\/]app[\\/]islands[\\/]admin-area\.tsx$/;
/** The virtual module of an island's messages. */
const ISLAND_MESSAGES = "virtual:island-messages";
/** What marks a module as the admin area's own copy. */
const ADMIN_QUERY = "admin";
/**
 * Modules every island shares, copies or not: React itself and React DOM (Astro's renderer
 * hydrates every island with one React; a second copy would break its hooks). Its JSX runtime holds
 * no state (elements are marked with a global symbol), so the admin has its own.
 */
const SHARED =
  /[\\/]node_modules[\\/](react[\\/](index\.js|cjs[\\/]react\.(production|development)\.js)$|react-dom[\\/]|scheduler[\\/])/;

const withoutQuery = (id: string) => id.replace(/\?.*$/, "");
const isAdminCopy = (id: string) => new URLSearchParams(id.split("?")[1] ?? "").has(ADMIN_QUERY);

/**
 * The admin area's code is its own (docs/decisions/0157-admin-code-of-its-own.md): in the
 * browser build, every module the admin island imports, directly or not, is resolved to a copy of
 * its own (the same file under `?admin`), except React. Without it the bundler would regroup the
 * modules the admin shares with the public islands (the forms, Tabs, the API contract) into new
 * shared chunks, and every public page would download more, smaller files for a page visitors
 * never open. With it the public pages' chunks are exactly what they would be without the admin
 * area, and the admin page pays for its copies.
 */
export function adminOwnModules(): Plugin {
  return {
    name: "studio:admin-own-modules",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith("\0island-messages")) return null;
      if (!(ADMIN_ISLAND.test(withoutQuery(importer)) || isAdminCopy(importer))) return null;
      // An island's messages are its own already (the plugin gives each island the ids it uses).
      if (source.startsWith(ISLAND_MESSAGES)) return null;
      const resolved = await this.resolve(source, withoutQuery(importer), { ...options, skipSelf: true });
      if (!resolved || resolved.external || SHARED.test(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${resolved.id.includes("?") ? "&" : "?"}${ADMIN_QUERY}` };
    },
    // The bundler reads a file's kind from its name, which the query hides from it for data files.
    async load(id) {
      if (!isAdminCopy(id)) return null;
      const original = withoutQuery(id);
      // A virtual module (the site's configuration): the code its own plugin makes.
      if (original.startsWith("\0")) return (await this.load({ id: original })).code ?? null;
      if (original.endsWith(".json")) return { code: readFileSync(original, "utf8"), moduleType: "json" };
      return null;
    },
  };
}
