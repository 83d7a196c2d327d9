import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import proxyAddr from "proxy-addr";

/** Whether the address `hop` steps from us (0 = the socket's peer) is a proxy of ours. */
export type TrustProxy = (address: string, hop: number) => boolean;

export const TRUST_NO_PROXY: TrustProxy = () => false;

/**
 * TRUST_PROXY as the operator wrote it: unset or `false` believes no X-Forwarded-For; `true` is one
 * proxy in front; a number that many; otherwise a comma-separated list of proxy addresses or CIDRs
 * (proxy-addr's names `loopback`, `linklocal`, `uniquelocal` too). Throws a TypeError on a bad address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? "";
  if (text === "" || text === "false") return TRUST_NO_PROXY;
  if (text === "true") return trustHops(1);
  if (/^\d+$/.test(text)) return trustHops(Number(text));
  const proxies = text.split(",").map((entry) => entry.trim());
  if (proxies.some((entry) => entry === "")) throw new TypeError(`empty entry in "${text}"`);
  return proxyAddr.compile(proxies);
}

function trustHops(count: number): TrustProxy {
  return (_address, hop) => hop < count;
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The client's address: the socket's peer, or — walking X-Forwarded-For from its end while each
 * address so far is a trusted proxy — the first one that is not. An IPv4 client reached over an IPv6
 * socket (`::ffff:203.0.113.7`) is the same client as `203.0.113.7`.
 */
export function clientIp(c: Context, trust: TrustProxy): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const request = {
    headers: { "x-forwarded-for": c.req.header("x-forwarded-for") },
    socket: { remoteAddress: incoming?.socket?.remoteAddress ?? "" },
  } as unknown as IncomingMessage;
  const address = proxyAddr(request, trust);
  return address.replace(IPV4_MAPPED, "$1") || "unknown";
}
