import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIp, parseTrustProxy } from "./client-ip";

/** The address clientIp resolves for a request from `peer` carrying `forwardedFor`, under TRUST_PROXY=`setting`. */
async function resolve(setting: string | undefined, peer: string, forwardedFor?: string): Promise<string> {
  const trust = parseTrustProxy(setting);
  const app = new Hono().get("/", (c) => c.text(clientIp(c, trust)));
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor };
  const response = await app.request("/", { headers }, { incoming: { socket: { remoteAddress: peer } } });
  return response.text();
}

describe("clientIp", () => {
  it("believes no X-Forwarded-For when TRUST_PROXY is unset or false, not even from a LAN or loopback peer", async () => {
    for (const setting of [undefined, "", "false"]) {
      for (const peer of ["192.168.1.20", "10.0.0.5", "172.16.4.4", "127.0.0.1", "::1", "::ffff:192.168.1.20"]) {
        expect(await resolve(setting, peer, "203.0.113.7")).toBe(peer.replace("::ffff:", ""));
      }
    }
  });

  it("with true, believes the one entry the proxy in front appended, whatever the client wrote before it", async () => {
    expect(await resolve("true", "10.0.0.2", "198.51.100.9, 203.0.113.7")).toBe("203.0.113.7");
    expect(await resolve("true", "10.0.0.2")).toBe("10.0.0.2");
  });

  it("with a number, walks back that many proxies", async () => {
    expect(await resolve("2", "10.0.0.2", "198.51.100.9, 203.0.113.7, 10.0.0.1")).toBe("203.0.113.7");
    expect(await resolve("0", "10.0.0.2", "203.0.113.7")).toBe("10.0.0.2");
  });

  it("with a list, believes the header only from the named proxies and stops at the first address not named", async () => {
    const setting = "10.0.0.0/8, 192.168.1.1";
    expect(await resolve(setting, "10.1.2.3", "203.0.113.7")).toBe("203.0.113.7");
    expect(await resolve(setting, "192.168.1.1", "198.51.100.9, 203.0.113.7, 10.9.9.9")).toBe("203.0.113.7");
    // A LAN client that is not a named proxy cannot choose its key.
    expect(await resolve(setting, "192.168.1.50", "203.0.113.7")).toBe("192.168.1.50");
    expect(await resolve("loopback", "127.0.0.1", "203.0.113.7")).toBe("203.0.113.7");
  });

  it("treats an IPv4-mapped peer like the plain address, against plain and mapped ranges", async () => {
    expect(await resolve("172.16.0.0/12", "::ffff:172.20.1.1", "203.0.113.7")).toBe("203.0.113.7");
    expect(await resolve("::ffff:172.16.0.0/108", "172.20.1.1", "203.0.113.7")).toBe("203.0.113.7");
    expect(await resolve("172.16.0.0/12", "::ffff:172.32.0.1", "203.0.113.7")).toBe("172.32.0.1");
    // The same client over an IPv6 socket counts as the same address.
    expect(await resolve("true", "::1", "::ffff:203.0.113.7")).toBe("203.0.113.7");
  });
});

describe("parseTrustProxy", () => {
  it.each(["10.0.0.0/33", "proxy.example.com", "10.0.0.1,,10.0.0.2", "-1"])("refuses %j", (setting) => {
    expect(() => parseTrustProxy(setting)).toThrow(TypeError);
  });
});
