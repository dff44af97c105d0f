import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { LOOPBACK_PROXIES, clientAddress, parseProxies } from "./client-address.ts";

const request = (peer: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwarded ? { "x-forwarded-for": forwarded } : {},
  }) as unknown as IncomingMessage;

describe("the client address of a sign-in", () => {
  it("is the connection's address when it does not come from a trusted proxy, whatever X-Forwarded-For says", () => {
    expect(clientAddress(request("203.0.113.9", "198.51.100.1"), LOOPBACK_PROXIES)).toBe("203.0.113.9");
    expect(clientAddress(request("::ffff:127.0.0.1", "198.51.100.1"), [])).toBe("127.0.0.1");
  });

  it("is the last address before the trusted proxies when one forwards the request", () => {
    const proxies = [...LOOPBACK_PROXIES, "10.0.0.2"];
    expect(clientAddress(request("::ffff:127.0.0.1", "198.51.100.1"), proxies)).toBe("198.51.100.1");
    // The client wrote an address of its own in front: the proxy's appended one counts.
    expect(clientAddress(request("127.0.0.1", "1.1.1.1, 198.51.100.1, 10.0.0.2"), proxies)).toBe("198.51.100.1");
    // No usable address: the proxy's own, so such requests share one count.
    expect(clientAddress(request("127.0.0.1", "unknown"), proxies)).toBe("127.0.0.1");
    expect(clientAddress(request("127.0.0.1"), proxies)).toBe("127.0.0.1");
  });

  it("reads the proxies' list from the environment, dropping what is not an address", () => {
    expect(parseProxies(" 127.0.0.1, ::1 ,nginx,, ::ffff:10.0.0.2")).toEqual(["127.0.0.1", "::1", "10.0.0.2"]);
    expect(parseProxies(undefined)).toEqual([]);
  });
});
