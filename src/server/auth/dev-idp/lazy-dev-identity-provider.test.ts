import type { IncomingMessage, ServerResponse } from "node:http";
import pino from "pino";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { lazyDevIdentityProvider } from "./lazy-dev-identity-provider";

const { create } = vi.hoisted(() => ({ create: vi.fn() }));
vi.mock("./create-dev-identity-provider", () => ({ createDevIdentityProvider: create }));

const options = { issuer: "http://localhost:3000/dev-idp/", clientId: "bahi", clientSecret: "s", redirectUris: [] };
const request = {} as IncomingMessage;

function response() {
  const res = { writeHead: vi.fn(), end: vi.fn(), setHeader: vi.fn() };
  return { res, asResponse: res as unknown as ServerResponse };
}

describe("lazyDevIdentityProvider", () => {
  beforeEach(() => create.mockReset());

  it("knows its mount path without building the provider", () => {
    expect(lazyDevIdentityProvider(options, pino({ level: "silent" })).mountPath).toBe("/dev-idp");
    expect(create).not.toHaveBeenCalled();
  });

  it("builds the provider once, on the first request, for requests that arrive while it is being built too", async () => {
    const handle = vi.fn();
    create.mockResolvedValue({ mountPath: "/dev-idp", handle });
    const lazy = lazyDevIdentityProvider(options, pino({ level: "silent" }));
    const [first, second] = [response(), response()];
    await Promise.all([lazy.handle(request, first.asResponse), lazy.handle(request, second.asResponse)]);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(options);
    expect(handle.mock.calls).toEqual([
      [request, first.asResponse],
      [request, second.asResponse],
    ]);
  });

  it("answers 500 when the build fails, and builds again on the next request", async () => {
    const handle = vi.fn();
    create.mockRejectedValueOnce(new Error("no signing key")).mockResolvedValueOnce({ mountPath: "/dev-idp", handle });
    const lazy = lazyDevIdentityProvider(options, pino({ level: "silent" }));
    const failed = response();
    await lazy.handle(request, failed.asResponse);
    expect(failed.res.writeHead).toHaveBeenCalledWith(500, expect.anything());
    expect(handle).not.toHaveBeenCalled();

    const next = response();
    await lazy.handle(request, next.asResponse);
    expect(create).toHaveBeenCalledTimes(2);
    expect(handle).toHaveBeenCalledWith(request, next.asResponse);
    expect(next.res.writeHead).not.toHaveBeenCalled();
  });

  it("starts every response with the given security headers, before the provider writes anything", async () => {
    const headers = [
      ["X-Content-Type-Options", "nosniff"],
      ["Content-Security-Policy", "default-src 'self'"],
    ] as const;
    const handle = vi.fn((_req: IncomingMessage, res: ServerResponse) => {
      expect(vi.mocked(res.setHeader).mock.calls).toEqual(headers);
    });
    create.mockResolvedValue({ mountPath: "/dev-idp", handle });
    const lazy = lazyDevIdentityProvider(options, pino({ level: "silent" }), headers);
    const served = response();
    await lazy.handle(request, served.asResponse);
    expect(handle).toHaveBeenCalledTimes(1);
    // A build that fails still answers with them.
    create.mockReset().mockRejectedValueOnce(new Error("no signing key"));
    const failed = response();
    await lazyDevIdentityProvider(options, pino({ level: "silent" }), headers).handle(request, failed.asResponse);
    expect(failed.res.setHeader.mock.calls).toEqual(headers);
  });
});
