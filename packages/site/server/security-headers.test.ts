import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseSiteConfig } from "../app/lib/config.ts";
import { renderHeaders, renderServing, renderTemplate, SITE_TEMPLATE, writeNginxConfig } from "./nginx-config.ts";
import {
  contentSecurityPolicy,
  decodeAttribute,
  inlineHashesOfBuild,
  inlineHashesOfHtml,
  thirdPartyOriginsOf,
} from "./security-headers.ts";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const NO_OUTSIDE = { api: [], analytics: [], registryBadge: [], countryLookups: [] };

describe("inline code and styles of the HTML", () => {
  it("hashes inline scripts as the browser reads them, but not external or data scripts", () => {
    const html = `<head><script type="module">run("ü")</script><script src="/a.js"></script>
      <script type="application/ld+json">{"@type":"Organization"}</script><script>go()</script></head>`;
    expect(inlineHashesOfHtml(html).scripts).toEqual([hash('run("ü")'), hash("go()")].sort());
  });

  it("hashes <style> elements and the decoded values of style attributes, even next to a quoted '>'", () => {
    const html = `<style>astro-island{display:contents}</style>
      <div title="a > b" style="--x:&quot;1&quot;;color:red"></div><p style='rotate:1turn'>style="not an attribute"</p>`;
    const found = inlineHashesOfHtml(html);
    expect(found.styles).toEqual([hash("astro-island{display:contents}")]);
    expect(found.styleAttributes).toEqual([hash('--x:"1";color:red'), hash("rotate:1turn")].sort());
  });

  it("decodes named and numeric character references", () => {
    expect(decodeAttribute("a&amp;b&#39;c&#x27;d&lt;")).toBe("a&b'c'd<");
  });
});

describe("the Content-Security-Policy", () => {
  const hashes = { scripts: ["'sha256-A'"], styles: ["'sha256-B'"], styleAttributes: ["'sha256-C'"] };

  it("allows the page's own files and exactly its inline code; nothing inline otherwise, no plugins, no framing", () => {
    const policy = contentSecurityPolicy(hashes, thirdPartyOriginsOf(parseSiteConfig({})));
    expect(policy).toContain("script-src 'self' 'sha256-A';");
    expect(policy).toContain("style-src 'self' 'sha256-B';");
    expect(policy).toContain("style-src-attr 'unsafe-hashes' 'sha256-C';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy).toContain("connect-src 'self' https://api.db-ip.com https://ipinfo.io https://www.cloudflare.com;");
    expect(policy).toContain("img-src 'self' data:;");
  });

  it("adds the configured API, analytics and badge hosts where each needs them, and drops switched-off lookups", () => {
    const outside = thirdPartyOriginsOf(
      parseSiteConfig({
        VITE_API_BASE_URL: "https://api.example.com/v1",
        VITE_ANALYTICS_URL: "https://stats.example.com/matomo",
        VITE_ANALYTICS_SITE_ID: "3",
        VITE_REGISTRY_BADGE_URL: "https://badge.example.org/badge.js",
        VITE_COUNTRY_TRACE_URL: "/cdn-cgi/trace",
        VITE_COUNTRY_TEXT_URL: "off",
      }),
    );
    const policy = contentSecurityPolicy(hashes, outside);
    expect(policy).toContain("script-src 'self' 'sha256-A' https://stats.example.com https://badge.example.org;");
    expect(policy).toContain(
      "img-src 'self' data: https://api.example.com https://stats.example.com https://badge.example.org;",
    );
    expect(policy).toContain(
      "connect-src 'self' https://api.example.com https://stats.example.com https://api.db-ip.com;",
    );
  });

  it("connects only to the country lookups VITE_COUNTRY_LOOKUPS chooses", () => {
    expect(thirdPartyOriginsOf(parseSiteConfig({ VITE_COUNTRY_LOOKUPS: "json, trace" })).countryLookups).toEqual([
      "https://api.db-ip.com",
      "https://www.cloudflare.com",
    ]);
    expect(thirdPartyOriginsOf(parseSiteConfig({ VITE_COUNTRY_LOOKUPS: "off" })).countryLookups).toEqual([]);
  });

  it("leaves analytics out when it is not configured", () => {
    expect(
      thirdPartyOriginsOf(parseSiteConfig({ VITE_REGISTRY_BADGE_URL: "https://badge.example.org/b.js" })).analytics,
    ).toEqual([]);
  });

  it("gives the admin page its own policy: blob: pictures (a chosen file's preview), no third party", () => {
    const outside = thirdPartyOriginsOf(
      parseSiteConfig({
        VITE_API_BASE_URL: "https://api.example.com/v1",
        VITE_ANALYTICS_URL: "https://stats.example.com/matomo",
        VITE_ANALYTICS_SITE_ID: "3",
        VITE_REGISTRY_BADGE_URL: "https://badge.example.org/badge.js",
      }),
    );
    const admin = contentSecurityPolicy(hashes, outside, "admin");
    expect(admin).toContain("img-src 'self' data: blob: https://api.example.com;");
    expect(admin).toContain("script-src 'self' 'sha256-A';");
    expect(admin).toContain("connect-src 'self' https://api.example.com;");
    expect(contentSecurityPolicy(hashes, outside)).not.toContain("blob:");
  });

  it("allows no style attribute at all when the HTML has none", () => {
    const policy = contentSecurityPolicy({ scripts: [], styles: [], styleAttributes: [] }, NO_OUTSIDE);
    expect(policy).toContain("style-src-attr 'none'");
  });
});

describe("the nginx configuration", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const values = {
    LISTEN: "8000",
    SERVER_NAME: "localhost",
    SITE_ROOT: "/srv/site",
    CONFIG_DIR: "/etc/nginx/site",
    API_ORIGIN: "http://127.0.0.1:3000",
    BROTLI: true,
  };

  it("fills every variable of the template and refuses an unknown one", () => {
    const rendered = renderTemplate(readFileSync(SITE_TEMPLATE, "utf8"), values);
    expect(rendered).not.toMatch(/\$\{[A-Z_]+\}/);
    expect(rendered).toContain("root /srv/site;");
    expect(rendered).toContain("include /etc/nginx/site/serving.conf;");
    expect(() => renderTemplate("${NOPE}", values)).toThrow("no value for ${NOPE}");
  });

  it("renders the serving policy: types, precompressed copies, cache rules, the API and the demos", () => {
    const serving = renderTemplate(
      renderServing(() => true),
      values,
    );
    expect(serving).not.toMatch(/\$\{[A-Z_]+\}/);
    expect(serving).toContain("    application/javascript js;");
    expect(serving).toContain("charset_types application/javascript text/xml text/plain;");
    expect(serving).toContain("brotli_static on;\ngzip_static on;");
    expect(serving).toMatch(
      /location \/assets\/ \{\n.*security-headers\.conf;\n\s+add_header Cache-Control "public, max-age=31536000, immutable" always;\n\s+try_files \$uri =404;/,
    );
    expect(serving).toContain('add_header Cache-Control "no-cache" always;\n    try_files $uri $uri/index.html =404;');
    // The admin pages' own policy (blob: previews), at every language's address.
    expect(serving).toMatch(
      /location \/gr\/adminpanel \{\n\s+include \/etc\/nginx\/site\/admin-security-headers\.conf;\n\s+add_header Cache-Control "no-store" always;/,
    );
    expect(serving).toContain("location /api/ {\n    proxy_pass http://127.0.0.1:3000;");
    expect(serving).toContain('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;');
    expect(serving).toMatch(/location ~ \^\/\((?:[a-z-]+\|){7}[a-z-]+\)\/\?\$ \{/);
    expect(
      renderTemplate(
        renderServing(() => true),
        { ...values, BROTLI: false },
      ),
    ).not.toContain("brotli_static");
  });

  it("sends each language's not-found page under its prefix, for the languages the build has one for", () => {
    const serving = renderServing((file) => file !== "/lt/404/index.html");
    expect(serving).toContain("error_page 404 /404.html;");
    expect(serving).toContain("location ^~ /ru/ {");
    expect(serving).toContain("error_page 404 /ru/404/index.html;");
    // Without its own page, a language's missing pages get the English one, as in the preview.
    expect(serving).not.toContain("location ^~ /lt/ {");
    expect(serving).not.toContain("location ^~ / {");
  });

  it("quotes header values for nginx and sends them on every status", () => {
    expect(renderHeaders({ "X-Test": 'say "hi"' })).toContain('add_header X-Test "say \\"hi\\"" always;');
  });

  it("writes the four files from a build, the policy hashing the build's inline script", () => {
    dir = mkdtempSync(join(tmpdir(), "nginx-config-"));
    const client = join(dir, "client");
    mkdirSync(join(client, "ru"), { recursive: true });
    writeFileSync(join(client, "index.html"), "<script>boot()</script>");
    writeFileSync(join(client, "ru", "index.html"), '<div style="color:red"></div>');
    expect(inlineHashesOfBuild(client).scripts).toEqual([hash("boot()")]);

    writeNginxConfig({ clientDir: client, outDir: join(dir, "nginx"), values, env: {} });
    const headers = readFileSync(join(dir, "nginx", "security-headers.conf"), "utf8");
    const adminHeaders = readFileSync(join(dir, "nginx", "admin-security-headers.conf"), "utf8");
    expect(adminHeaders).toContain(`script-src 'self' ${hash("boot()")};`);
    expect(adminHeaders).toContain("img-src 'self' data: blob:;");
    expect(headers).toContain("img-src 'self' data:;");
    expect(headers).toContain(`script-src 'self' ${hash("boot()")};`);
    expect(headers).toContain(`style-src-attr 'unsafe-hashes' ${hash("color:red")};`);
    expect(readFileSync(join(dir, "nginx", "site.conf"), "utf8")).toContain("listen 8000;");
    const serving = readFileSync(join(dir, "nginx", "serving.conf"), "utf8");
    expect(serving).toContain("proxy_pass http://127.0.0.1:3000;");
    // The build has no Russian not-found page: its missing pages get the English one.
    expect(serving).not.toContain("location ^~ /ru/ {");
  });
});
