import { AsyncLocalStorage } from "node:async_hooks";
import { releaseWhenIdle } from "./release-when-idle";

/**
 * Where better-auth keeps its AsyncLocalStorage instances (request state, endpoint context, the
 * adapter of a transaction): slots of one object on globalThis, each filled with `??=` on first use.
 */
const BETTER_AUTH_GLOBAL = Symbol.for("better-auth:global");
const STORAGE_SLOTS = ["requestStateAsyncStorage", "endpointContextAsyncStorage", "adapterAsyncStorage"];

/** better-auth's context object, made as better-auth makes it when it is not there yet. */
export function betterAuthGlobalContext(): Record<string, unknown> {
  const holder = globalThis as unknown as Record<symbol, { context: Record<string, unknown> } | undefined>;
  holder[BETTER_AUTH_GLOBAL] ??= { context: {} };
  return holder[BETTER_AUTH_GLOBAL].context;
}

/**
 * Fills better-auth's storage slots, before it runs anything, with storages released when idle
 * (see `releaseWhenIdle`): its own would keep promise hooks on for every request of the process.
 * A slot already filled is left as it is.
 */
export function installAuthContextStorage() {
  const context = betterAuthGlobalContext();
  for (const slot of STORAGE_SLOTS) context[slot] ??= releaseWhenIdle(new AsyncLocalStorage());
}
