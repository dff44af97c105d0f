import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";

/** Environment variable listing the addresses of the proxies in front of the mock, comma-separated. */
export const TRUSTED_PROXIES_ENV = "MOCK_API_TRUSTED_PROXIES";

/** The loopback addresses: the dev server's, the preview server's and nginx's proxies in this repository. */
export const LOOPBACK_PROXIES = ["127.0.0.1", "::1"] as const;

/** `::ffff:127.0.0.1` and `127.0.0.1` are one address. */
function normalise(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/** Parses the comma-separated list of proxy addresses. */
export function parseProxies(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map(normalise)
    .filter((address) => isIP(address) !== 0);
}

/**
 * The address a request comes from, for the sign-in lockout. `X-Forwarded-For` is read only when
 * the connection itself comes from a trusted proxy (anyone else could write any address in it);
 * then the address is the last one in the chain that is not a trusted proxy.
 */
export function clientAddress(req: IncomingMessage, trustedProxies: readonly string[]): string {
  const peer = normalise(req.socket.remoteAddress ?? "");
  if (!trustedProxies.includes(peer)) return peer;
  const header = req.headers["x-forwarded-for"];
  const chain = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",").map(normalise);
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const hop = chain[index]!;
    if (isIP(hop) === 0) break;
    if (!trustedProxies.includes(hop)) return hop;
  }
  return peer;
}

/**
 * The environment of a mock started behind this repository's local proxies (the dev server, the
 * preview server, nginx, all on loopback): their `X-Forwarded-For` is believed, unless
 * `MOCK_API_TRUSTED_PROXIES` already says otherwise.
 */
export function behindLocalProxy(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Record<string, string> {
  return { [TRUSTED_PROXIES_ENV]: env[TRUSTED_PROXIES_ENV] ?? LOOPBACK_PROXIES.join(",") };
}
