import type { IncomingMessage, ServerResponse } from "node:http";
import { demoOfPath } from "@studio/api";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Stand-ins for the live store demos (docs/product.md#62-product-information), at the eight demo
 * paths of the demo host (which defaults to the API's host): a small page naming the vertical, so
 * 'See Demo' leads somewhere real offline. Development and test fixture only, in English.
 */
export function demoPages() {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const { pathname } = new URL(req.url ?? "/", "http://mock.invalid");
    const vertical = demoOfPath(pathname);
    if (!vertical || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const name = escapeHtml(vertical);
    const body = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Live demo: ${name} store (mock)</title></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem">
<h1 data-demo="${name}">Live demo: ${name} store</h1>
<p>This page stands in for the live demo on the demo host. Set VITE_DEMO_HOST to the real one.</p>
</body>
</html>
`;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" });
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
