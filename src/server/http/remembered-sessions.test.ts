import { describe, expect, it } from "vitest";
import type { SessionUser } from "./app-env";
import { rememberSessions } from "./remembered-sessions";

const asha = { id: "user-asha", name: "Asha" } as SessionUser;

function setUp(answer: (headers: Headers) => SessionUser | null = () => asha) {
  let now = 1_000;
  const lookups: string[] = [];
  const lookUp = rememberSessions(
    async (headers) => {
      lookups.push(headers.get("cookie") ?? "");
      return answer(headers);
    },
    { ttlMs: 10_000, capacity: 2, perf: { now: () => now } },
  );
  const call = (cookie: string, authorization?: string) =>
    lookUp(new Headers({ cookie, ...(authorization ? { authorization } : {}) }));
  return { call, lookups, advance: (ms: number) => (now += ms) };
}

describe("rememberSessions", () => {
  it("looks up the same credentials once within the time limit, and again after it", async () => {
    const { call, lookups, advance } = setUp();
    expect(await call("token=a")).toBe(asha);
    advance(9_000);
    expect(await call("token=a")).toBe(asha);
    expect(lookups).toEqual(["token=a"]);
    advance(2_000);
    await call("token=a");
    expect(lookups).toEqual(["token=a", "token=a"]);
  });

  it("treats other cookies or another Authorization header as other credentials", async () => {
    const { call, lookups } = setUp();
    await call("token=a");
    await call("token=b");
    await call("token=a", "Bearer x");
    expect(lookups).toEqual(["token=a", "token=b", "token=a"]);
  });

  it("never remembers a failed lookup, so a fresh sign-in is seen at once", async () => {
    let signedIn = false;
    const { call, lookups } = setUp(() => (signedIn ? asha : null));
    expect(await call("token=a")).toBeNull();
    signedIn = true;
    expect(await call("token=a")).toBe(asha);
    expect(lookups).toHaveLength(2);
  });

  it("holds at most its capacity, forgetting the least recently used", async () => {
    const { call, lookups } = setUp();
    await call("token=a");
    await call("token=b");
    await call("token=c");
    await call("token=a");
    expect(lookups).toEqual(["token=a", "token=b", "token=c", "token=a"]);
  });
});
