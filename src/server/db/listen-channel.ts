import type { PGlite } from "@electric-sql/pglite";
import type { Client, Pool } from "pg";
import type { Logger } from "pino";
import type { Database } from "./database";

export interface ChannelSubscriber {
  /** One committed `pg_notify(channel, payload)`. */
  onPayload(payload: string): void;
  /** LISTEN is in place: from now on every committed notification arrives. */
  onListening?(): void;
  /** The connection dropped: notifications may be missed until `onListening` is called again. */
  onLost?(): void;
}

/** Stops the subscription; the last one on a database closes its LISTEN connection. */
export type Unsubscribe = () => Promise<void>;

const RECONNECT_MS = 1000;

/**
 * Hears `pg_notify` on `channel`. On PGlite its own in-process listen(); on PostgreSQL one dedicated
 * connection per pool, outside it (a pooled one would be handed to queries), shared by every
 * channel and subscriber of that pool and re-established after a drop.
 */
export function listenToChannel(
  db: Database,
  channel: string,
  subscriber: ChannelSubscriber,
  logger: Logger,
): Unsubscribe {
  const client = (db as unknown as { $client: PGlite | Pool }).$client;
  if ("listen" in client && typeof client.listen === "function")
    return listenOnPglite(client, channel, subscriber, logger);
  const pool = client as Pool;
  let hub = hubs.get(pool);
  if (!hub) {
    hub = new PostgresHub(pool, logger, () => hubs.delete(pool));
    hubs.set(pool, hub);
  }
  return hub.subscribe(channel, subscriber);
}

/** Ends the pool's LISTEN connection for good (the database is closing): subscribers hear `onLost`. */
export async function closeChannels(pool: Pool): Promise<void> {
  await hubs.get(pool)?.close();
}

function listenOnPglite(pglite: PGlite, channel: string, subscriber: ChannelSubscriber, logger: Logger): Unsubscribe {
  const listening = pglite.listen(channel, subscriber.onPayload).then((unlisten) => {
    subscriber.onListening?.();
    return unlisten;
  });
  listening.catch((error) => logger.error({ err: error, channel }, "LISTEN failed"));
  return async () => (await listening.catch(() => async () => {}))();
}

const hubs = new WeakMap<Pool, PostgresHub>();

class PostgresHub {
  private readonly subscribers = new Map<string, Set<ChannelSubscriber>>();
  private client: Client | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly pool: Pool,
    private readonly logger: Logger,
    private readonly onEmpty: () => void,
  ) {}

  subscribe(channel: string, subscriber: ChannelSubscriber): Unsubscribe {
    const forChannel = this.subscribers.get(channel) ?? new Set();
    const isNewChannel = forChannel.size === 0;
    forChannel.add(subscriber);
    this.subscribers.set(channel, forChannel);
    const client = this.client;
    if (client && isNewChannel) {
      client.query(`LISTEN ${quoteIdentifier(channel)}`).then(
        () => subscriber.onListening?.(),
        (error: unknown) => this.logger.warn({ err: error, channel }, "LISTEN failed"),
      );
    } else if (client) {
      subscriber.onListening?.();
    } else {
      this.connecting ??= this.connect();
    }
    return async () => {
      forChannel.delete(subscriber);
      if (forChannel.size) return;
      this.subscribers.delete(channel);
      if (this.subscribers.size) {
        await this.client?.query(`UNLISTEN ${quoteIdentifier(channel)}`).catch(() => {});
        return;
      }
      await this.close();
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.onEmpty();
    for (const subscriber of this.allSubscribers()) subscriber.onLost?.();
    await this.connecting?.catch(() => {});
    await this.client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const { default: pg } = await import("pg");
    const client = new pg.Client(this.pool.options);
    client.on("notification", (message) => {
      if (message.payload === undefined) return;
      for (const subscriber of this.subscribers.get(message.channel) ?? []) subscriber.onPayload(message.payload);
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost || this.closed) return;
      lost = true;
      this.logger.warn({ err: error }, "LISTEN connection lost; reconnecting");
      this.client = undefined;
      void client.end().catch(() => {});
      for (const subscriber of this.allSubscribers()) subscriber.onLost?.();
      setTimeout(() => void this.reconnect(), RECONNECT_MS).unref();
    };
    client.on("error", onLost);
    client.on("end", () => onLost());
    try {
      await client.connect();
      for (const channel of this.subscribers.keys()) await client.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    for (const subscriber of this.allSubscribers()) subscriber.onListening?.();
  }

  private reconnect(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.connecting = this.connect();
    return this.connecting;
  }

  private allSubscribers(): ChannelSubscriber[] {
    return [...this.subscribers.values()].flatMap((set) => [...set]);
  }
}

/** Channel names are ours, but LISTEN takes an identifier, not a parameter. */
function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
