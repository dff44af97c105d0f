/**
 * The nginx configuration of a build: renders nginx/site.conf.template and the files it includes —
 * `serving.conf`, the serving policy (serving-policy.ts: content types, compression, cache rules,
 * each language's not-found page, the API and the live demos), and `security-headers.conf`,
 * generated from the build (the Content-Security-Policy with the hashes of the build's inline
 * scripts and styles, and the other security headers), with `admin-security-headers.conf`, the
 * admin page's own (its policy allows the `blob:` preview of a chosen picture and no third party).
 *
 * `node server/nginx-config.ts` (run by `npm run build`) writes them into `build/nginx/`
 * (`$SITE_BUILD_DIR/nginx/`) for deployment; `npm run serve:nginx` renders the same files with
 * local paths and runs Debian's nginx on them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_PATHS } from "@studio/api";
import { ADMIN_PATHS } from "@studio/api/admin";
import { BANNER_PICTURE } from "@studio/content";
import { portOf } from "@studio/content/ports";
import { parseSiteConfig } from "../app/lib/config.ts";
import {
  contentSecurityPolicy,
  inlineHashesOfBuild,
  securityHeaders,
  thirdPartyOriginsOf,
  type PolicyPage,
} from "./security-headers.ts";
import {
  API_HEADERS,
  API_PREFIX,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  ENCODINGS,
  FILE_RULES,
  NOT_FOUND_PAGE,
  PREFIXED_LANGUAGES,
  fileRuleOf,
  languageNotFoundPage,
  notFoundPageOf,
  type FileRule,
} from "./serving-policy.ts";

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Where a deployed nginx forwards `/api/` and the demos unless `NGINX_API_ORIGIN` says otherwise:
 * an API on the same machine, on the mock API's port.
 */
export const DEPLOY_API_ORIGIN = `http://127.0.0.1:${portOf("api", {})}`;

/** The template of the server block. */
export const SITE_TEMPLATE = join(siteDir, "nginx/site.conf.template");

/** Where Debian's package puts the Brotli module (libnginx-mod-http-brotli-static). */
export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** The values of the template's `${NAME}` variables. */
export interface SiteTemplateValues {
  readonly LISTEN: string;
  readonly SERVER_NAME: string;
  readonly SITE_ROOT: string;
  readonly CONFIG_DIR: string;
  readonly API_ORIGIN: string;
  /** Brotli is served when the module is loaded. */
  readonly BROTLI: boolean;
}

/** The template with every `${NAME}` replaced; an unknown name is an error, not an empty string. */
export function renderTemplate(template: string, values: SiteTemplateValues): string {
  const text: Record<string, string> = {
    ...values,
    BROTLI: values.BROTLI ? "brotli_static on;" : "# Brotli: libnginx-mod-http-brotli-static is not installed.",
  };
  return template.replace(/\$\{([A-Z_]+)\}/g, (_, name: string) => {
    const value = text[name];
    if (value === undefined) throw new Error(`nginx template: no value for \${${name}}`);
    return value;
  });
}

/** An nginx quoted string. */
function quoted(value: string): string {
  return `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

/** `add_header` lines for every header, sent on every status (`always`: 404 pages too). */
export function renderHeaders(headers: Readonly<Record<string, string>>): string {
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
  return `# Generated from the build by packages/site/server/nginx-config.ts. Do not edit.\n${lines.join("\n")}\n`;
}

/**
 * The directives that serve each encoding's precompressed copies (Brotli's needs its module, hence
 * the template variable; `gzip_vary` sends `Vary: Accept-Encoding` for both).
 */
const PRECOMPRESSED_COPIES: Record<(typeof ENCODINGS)[number]["name"], string> = {
  br: "${BROTLI}",
  gzip: "gzip_static on;\ngzip_vary on;",
};

/** Lines indented for an nginx block. */
function indented(lines: string): string {
  return lines
    .split("\n")
    .map((line) => (line ? `    ${line}` : line))
    .join("\n");
}

/** `add_header` lines, without the file's heading (for a block). */
function headerLines(headers: Readonly<Record<string, string>>): string {
  return renderHeaders(headers).split("\n").slice(1).join("\n").trimEnd();
}

/** The `location` of a file rule (and the not-found page it answers with, when not the server's). */
function fileLocation(match: string, rule: FileRule, notFoundPage?: string): string {
  const lookup = rule.cleanUrls ? "$uri $uri/index.html" : "$uri";
  return `location ${match} {
    include \${CONFIG_DIR}/${HEADER_FILES[rule.policy ?? "public"]};
    add_header Cache-Control ${quoted(rule.cacheControl)} always;${notFoundPage ? `\n    error_page 404 ${notFoundPage};` : ""}
    try_files ${lookup} =404;
}`;
}

/**
 * `serving.conf`, the serving policy (serving-policy.ts) in nginx's words, for the build whose
 * files `exists` knows: content types, precompressed copies, cache rules, clean URLs, the
 * not-found page of each language the build has one for, the API and the live demos.
 */
export function renderServing(exists: (file: string) => boolean): string {
  const types = Object.entries(CONTENT_TYPES).reduce<Map<string, string[]>>((byType, [extension, { type }]) => {
    byType.set(type, [...(byType.get(type) ?? []), extension]);
    return byType;
  }, new Map());
  // nginx always adds the charset to text/html; naming it again is a warning.
  const charsetTypes = [
    ...new Set(Object.values(CONTENT_TYPES).flatMap(({ type, charset }) => (charset ? [type] : []))),
  ].filter((type) => type !== "text/html");
  const precompressed = ENCODINGS.map(({ name }) => PRECOMPRESSED_COPIES[name]);
  const [pageRule] = FILE_RULES.filter((rule) => rule.prefix === "/");
  if (!pageRule) throw new Error("serving policy: no rule for /");
  const blocks = [
    `# Content types of the build's files; the text types carry the charset.
types {
${indented([...types].map(([type, extensions]) => `${type} ${extensions.join(" ")};`).join("\n"))}
}
default_type ${DEFAULT_CONTENT_TYPE};
charset utf-8;
charset_types ${charsetTypes.join(" ")};`,
    `# The build writes Brotli and gzip copies of every text file worth it: they are served as they
# are, preferred in this order, and nothing is compressed on the fly. Vary: Accept-Encoding goes
# with them.
gzip off;
${precompressed.join("\n")}`,
    `# A missing file answers 404 with the English not-found page, or its language's (below).
error_page 404 ${NOT_FOUND_PAGE};`,
    ...FILE_RULES.map((rule) => {
      // A language's own address keeps its language's not-found page (the longer location wins over `^~ /gr/`).
      const notFound = rule.prefix === "/" ? null : notFoundPageOf(rule.prefix, exists);
      return `# ${rule.why}\n${fileLocation(rule.prefix, rule, notFound && notFound !== NOT_FOUND_PAGE ? notFound : undefined)}`;
    }),
    ...PREFIXED_LANGUAGES.filter(({ pathPrefix }) => exists(languageNotFoundPage(pathPrefix))).map(
      ({ pathPrefix, code }) =>
        `# ${code}: a missing page under ${pathPrefix}/ shows the ${code} not-found page.
${fileLocation(`^~ ${pathPrefix}/`, fileRuleOf(`${pathPrefix}/`), languageNotFoundPage(pathPrefix))}`,
    ),
    `# The API, for a site that calls it at the page's own origin
# (docs/product.md#121-base-url-and-paths). Request headers pass unchanged, the forms'
# Idempotency-Key included (mock-api/README.md, "Idempotent submissions"); a POST is never retried
# upstream by nginx (\`proxy_next_upstream\` lacks \`non_idempotent\`): the client retries it
# itself, with its key.
${apiLocation(API_PREFIX, "64k")}`,
    `# Banner pictures uploaded in the admin (mock-api/README.md, "Admin API"): up to
# ${BANNER_PICTURE.maxBytes / 1024 / 1024} MB, which the API itself checks and answers for; nginx refuses only what is far beyond.
${apiLocation(`= ${ADMIN_PATHS.pictures}`, `${Math.ceil((BANNER_PICTURE.maxBytes * 1.2) / 1024 / 1024)}m`)}`,
    `# The live demos: their host defaults to the API's (docs/product.md#62-product-information).
location ~ ^/(${Object.values(DEMO_PATHS)
      .map((path) => path.replace(/^\/+|\/+$/g, ""))
      .sort()
      .join("|")})/?$ {
    proxy_pass \${API_ORIGIN};
    proxy_http_version 1.1;
    proxy_set_header Host $proxy_host;
}`,
  ];
  return `# Generated from the serving policy (packages/site/server/serving-policy.ts) by nginx-config.ts.
# Do not edit.\n\n${blocks.join("\n\n")}\n`;
}

/** The file of each kind of page's security headers, next to serving.conf. */
export const HEADER_FILES: Readonly<Record<PolicyPage, string>> = {
  public: "security-headers.conf",
  admin: "admin-security-headers.conf",
};

/** A location forwarding to the API: the client's address and scheme said, bodies up to `bodyLimit`. */
function apiLocation(match: string, bodyLimit: string): string {
  return `location ${match} {
    proxy_pass \${API_ORIGIN};
    proxy_http_version 1.1;
    proxy_set_header Host $proxy_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout 5s;
    proxy_read_timeout 30s;
    client_max_body_size ${bodyLimit};
${indented(headerLines(API_HEADERS))}
}`;
}

/**
 * The headers of a build, from its HTML and the configuration in `env` (the build's `VITE_*`,
 * read exactly as the build read them).
 */
export function headersOfBuild(
  clientDir: string,
  env: Readonly<Record<string, string | undefined>>,
  page: PolicyPage = "public",
) {
  return securityHeaders(
    contentSecurityPolicy(inlineHashesOfBuild(clientDir), thirdPartyOriginsOf(parseSiteConfig(env)), page),
  );
}

/**
 * Writes site.conf, serving.conf and security-headers.conf into `outDir`; the files refer to each
 * other through `values.CONFIG_DIR` (where they will live).
 */
export function writeNginxConfig({
  clientDir,
  outDir,
  values,
  env,
}: {
  clientDir: string;
  outDir: string;
  values: SiteTemplateValues;
  env: Readonly<Record<string, string | undefined>>;
}): void {
  mkdirSync(outDir, { recursive: true });
  for (const [page, file] of Object.entries(HEADER_FILES) as [PolicyPage, string][]) {
    writeFileSync(join(outDir, file), renderHeaders(headersOfBuild(clientDir, env, page)));
  }
  const exists = (file: string) => existsSync(join(clientDir, ...file.split("/")));
  writeFileSync(join(outDir, "serving.conf"), renderTemplate(renderServing(exists), values));
  writeFileSync(join(outDir, "site.conf"), renderTemplate(readFileSync(SITE_TEMPLATE, "utf8"), values));
}

/**
 * Writes the deployable configuration of the build in `buildDir` into `buildDir/nginx/`, for the
 * paths given by `NGINX_*` in `env` (defaults: a typical Debian layout) and the build's `VITE_*`.
 */
export function writeDeployNginxConfig(buildDir: string, env: Readonly<Record<string, string | undefined>>): void {
  const clientDir = join(buildDir, "client");
  const { siteUrl } = parseSiteConfig(env);
  writeNginxConfig({
    clientDir,
    outDir: join(buildDir, "nginx"),
    env,
    values: {
      CONFIG_DIR: env.NGINX_CONFIG_DIR ?? "/etc/nginx/site",
      LISTEN: env.NGINX_LISTEN ?? "80",
      SERVER_NAME: env.NGINX_SERVER_NAME ?? new URL(siteUrl).hostname,
      SITE_ROOT: env.NGINX_SITE_ROOT ?? "/var/www/site",
      API_ORIGIN: env.NGINX_API_ORIGIN ?? DEPLOY_API_ORIGIN,
      BROTLI: true,
    },
  });
  console.log(
    `nginx configuration written to ${join(buildDir, "nginx")} (site.conf, serving.conf, security-headers.conf)`,
  );
}

if (import.meta.main) {
  const build = resolve(siteDir, process.env.SITE_BUILD_DIR ?? "build");
  if (!existsSync(join(build, "client", "index.html"))) {
    console.error(`No build in ${join(build, "client")}: run npm run build first.`);
    process.exit(1);
  }
  writeDeployNginxConfig(build, process.env);
}
