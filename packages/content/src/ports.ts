/**
 * Where the project's local servers listen: the port of each server the scripts and test suites
 * start (`npm start`, `npm run preview`, `npm run serve:nginx`, `npm run storybook`, the
 * benchmark, the nginx and visual suites), the variables that override it, and its origin. Every
 * script, configuration and test reads them here; `ports.test.ts` fails when a port of this table
 * is written anywhere else in the repository's code.
 *
 * The suites' and the benchmark's servers have ports of their own, so that a suite runs while
 * `npm start` or `npm run preview` are up, and beside the other suites. (The end-to-end workers
 * and the unit tests take free ports from the system instead: `port: 0`.)
 *
 * Node only (it reads `process.env` when no environment is given): `@studio/content/ports`, kept
 * out of the package's main entry so that no page bundles it.
 */

/** An environment, as `process.env` holds it. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** One local server: its port when nothing overrides it, and the variables that do, first set wins. */
export interface LocalServer {
  readonly port: number;
  readonly variables: readonly string[];
}

/** The host every local server listens on and every local origin names. */
export const LOCAL_HOST = "localhost";

export const SERVERS = {
  /** `npm start`: the site's development server. */
  site: { port: 5173, variables: ["PORT"] },
  /** The mock API of `npm start`, `npm run preview`, `npm run mock-api` and `npm run serve:nginx`. */
  api: { port: 3001, variables: ["API_PORT"] },
  /**
   * `npm run preview`: the build served like production. Its origin is also the site address a
   * build gets when `VITE_SITE_URL` is unset (canonical links, the sitemap).
   */
  preview: { port: 4173, variables: ["PREVIEW_PORT", "PORT"] },
  /** `npm run serve:nginx`: the build served by nginx with the production configuration. */
  nginx: { port: 8080, variables: ["NGINX_PORT"] },
  /** `npm run storybook`. */
  storybook: { port: 6006, variables: ["STORYBOOK_PORT"] },
  /** The nginx suite (playwright.nginx.config.ts): nginx, and the mock API behind it. */
  nginxTest: { port: 8902, variables: ["NGINX_TEST_PORT"] },
  nginxTestApi: { port: 3902, variables: ["NGINX_TEST_API_PORT"] },
  /** The visual suite (playwright.visual.config.ts): the static Storybook, the site, their mock API. */
  visualStorybook: { port: 6911, variables: ["VISUAL_STORYBOOK_PORT"] },
  visualSite: { port: 4911, variables: ["VISUAL_SITE_PORT"] },
  visualApi: { port: 3911, variables: ["VISUAL_API_PORT"] },
  /** `npm run bench`: the benchmark's site and mock API. */
  benchSite: { port: 4931, variables: ["BENCH_SITE_PORT"] },
  benchApi: { port: 3931, variables: ["BENCH_API_PORT"] },
} as const satisfies Readonly<Record<string, LocalServer>>;

/** A local server's name in {@link SERVERS}. */
export type ServerName = keyof typeof SERVERS;

/** A port as an environment variable gives it; a value that is not one stops the command with its name. */
function parsePort(variable: string, value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number between 1 and 65535, not "${value}"`);
  }
  return port;
}

/**
 * The port a server listens on: the first of its variables set in `env`, else its default. Pass
 * `{}` for the default alone.
 */
export function portOf(server: ServerName, env: Environment = process.env): number {
  const { port, variables } = SERVERS[server];
  for (const variable of variables) {
    const value = env[variable];
    if (value !== undefined && value !== "") return parsePort(variable, value);
  }
  return port;
}

/** The origin of a local port, `http://localhost:<port>`. */
export function localOrigin(port: number): string {
  return `http://${LOCAL_HOST}:${port}`;
}

/** The origin of a server (`http://localhost:<port>`), with `env`'s overrides; `{}` for its default. */
export function originOf(server: ServerName, env: Environment = process.env): string {
  return localOrigin(portOf(server, env));
}

/** The environment that gives a server its port, for a child process: its first variable, which wins. */
export function portEnv(server: ServerName, port: number): Record<string, string> {
  return { [SERVERS[server].variables[0]]: String(port) };
}
