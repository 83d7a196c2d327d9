import type { Adapter, AdapterFactory, AdapterPayload } from "oidc-provider";

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

const SWEEP_EVERY_WRITES = 500;

/** Only tokens die with their grant; an Interaction also carries a grantId but must survive a revocation. */
const GRANT_BOUND_MODELS = new Set([
  "AccessToken",
  "AuthorizationCode",
  "RefreshToken",
  "DeviceCode",
  "BackchannelAuthenticationRequest",
  "PreAuthorizedCode",
]);

/**
 * A per-provider in-memory store. oidc-provider's built-in one shares state across instances
 * (tests create several) and prints a "you MUST change it" warning on every start.
 */
export function createMemoryAdapterFactory(): AdapterFactory {
  const entries = new Map<string, Entry>();
  const sessionKeyByUid = new Map<string, string>();
  const keysByGrant = new Map<string, Set<string>>();
  let writes = 0;

  const read = (key: string | undefined): AdapterPayload | undefined => {
    if (key === undefined) return undefined;
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) entries.delete(key);
    return entry && entry.expiresAt > Date.now() ? entry.payload : undefined;
  };

  const sweep = (): void => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    for (const [uid, key] of sessionKeyByUid) if (!entries.has(key)) sessionKeyByUid.delete(uid);
    for (const [grantId, keys] of keysByGrant) {
      for (const key of keys) if (!entries.has(key)) keys.delete(key);
      if (keys.size === 0) keysByGrant.delete(grantId);
    }
  };

  return (model: string): Adapter => {
    const keyOf = (id: string): string => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        const key = keyOf(id);
        const expiresAt = expiresIn === undefined ? Number.POSITIVE_INFINITY : Date.now() + expiresIn * 1000;
        entries.set(key, { payload, expiresAt });
        if (model === "Session" && payload.uid) sessionKeyByUid.set(payload.uid, key);
        if (GRANT_BOUND_MODELS.has(model) && payload.grantId) {
          keysByGrant.set(payload.grantId, (keysByGrant.get(payload.grantId) ?? new Set()).add(key));
        }
        if (++writes % SWEEP_EVERY_WRITES === 0) sweep();
      },
      async find(id) {
        return read(keyOf(id));
      },
      async findByUid(uid) {
        return read(sessionKeyByUid.get(uid));
      },
      async findByUserCode() {
        return undefined; // The device flow is not enabled.
      },
      async consume(id) {
        const payload = read(keyOf(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const key of keysByGrant.get(grantId) ?? []) entries.delete(key);
        keysByGrant.delete(grantId);
      },
    };
  };
}
