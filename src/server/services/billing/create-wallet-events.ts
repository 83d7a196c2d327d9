import type { Logger } from "pino";
import type { Wallet } from "../../../shared/api/wallet";
import type { Database } from "../../db/database";
import { getWallet } from "./get-wallet";
import { WALLET_CHANNEL } from "./notify-wallet-change";

type Listener = (wallet: Wallet) => void;

export interface WalletEvents {
  /** Calls `listener` with the school's wallet after every committed change; returns the unsubscribe. */
  subscribe(schoolId: string, listener: Listener): () => void;
  /** Open subscriptions (streams), for the bench and logs. */
  size(): number;
  close(): Promise<void>;
}

interface ChannelClient {
  listen(onPayload: (schoolId: string) => void): Promise<() => Promise<void>>;
}

/**
 * One LISTEN per server instance, fanned out in process to the open streams of each school. On
 * PostgreSQL a dedicated client (NOTIFY then reaches every instance); on PGlite its own
 * listen(), which hears the same pg_notify within this process. It starts on the first subscriber.
 */
export function createWalletEvents(db: Database, logger: Logger): WalletEvents {
  const listeners = new Map<string, Set<Listener>>();
  let stop: Promise<() => Promise<void>> | undefined;

  async function deliver(schoolId: string) {
    const forSchool = listeners.get(schoolId);
    if (!forSchool?.size) return;
    try {
      const wallet = await getWallet(db, schoolId);
      for (const listener of forSchool) listener(wallet);
    } catch (error) {
      logger.error({ err: error, schoolId }, "wallet event: could not read the wallet");
    }
  }

  return {
    subscribe(schoolId, listener) {
      stop ??= channelClient(db, logger).listen((schoolId) => void deliver(schoolId));
      stop.catch((error) => logger.error({ err: error }, "wallet events: LISTEN failed"));
      const forSchool = listeners.get(schoolId) ?? new Set();
      forSchool.add(listener);
      listeners.set(schoolId, forSchool);
      return () => {
        forSchool.delete(listener);
        if (!forSchool.size) listeners.delete(schoolId);
      };
    },
    size: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    async close() {
      listeners.clear();
      if (stop) await (await stop.catch(() => async () => {}))();
    },
  };
}

function channelClient(db: Database, logger: Logger): ChannelClient {
  const client = (db as unknown as { $client: unknown }).$client;
  if (typeof (client as { listen?: unknown }).listen === "function") {
    const pglite = client as import("@electric-sql/pglite").PGlite;
    return { listen: async (onPayload) => pglite.listen(WALLET_CHANNEL, onPayload).then((unlisten) => () => unlisten()) };
  }
  return { listen: (onPayload) => listenOnPostgres(client as import("pg").Pool, onPayload, logger) };
}

const RECONNECT_MS = 1000;

/** A dedicated connection outside the pool (a pooled one would be handed to queries); reconnects when dropped. */
async function listenOnPostgres(pool: import("pg").Pool, onPayload: (schoolId: string) => void, logger: Logger) {
  const { default: pg } = await import("pg");
  let closed = false;
  let current: import("pg").Client | undefined;
  const retry = () => {
    if (!closed) setTimeout(() => void connect().catch(retry), RECONNECT_MS).unref();
  };
  async function connect(): Promise<void> {
    const client = new pg.Client(pool.options);
    client.on("notification", (message) => message.payload && onPayload(message.payload));
    client.on("error", (error) => {
      logger.warn({ err: error }, "wallet events: LISTEN connection lost");
      void client.end().catch(() => {});
      retry();
    });
    await client.connect();
    await client.query(`LISTEN ${WALLET_CHANNEL}`);
    current = client;
  }
  await connect();
  return async () => {
    closed = true;
    await current?.end().catch(() => {});
  };
}
