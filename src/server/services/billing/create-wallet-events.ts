import type { Logger } from "pino";
import type { Wallet } from "../../../shared/api/wallet";
import type { Database } from "../../db/database";
import { listenToChannel, type Unsubscribe } from "../../db/listen-channel";
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

/**
 * One subscription to the wallet channel per server instance (NOTIFY reaches every instance),
 * fanned out in process to the open streams of each school. It starts on the first subscriber.
 */
export function createWalletEvents(db: Database, logger: Logger): WalletEvents {
  const listeners = new Map<string, Set<Listener>>();
  let stop: Unsubscribe | undefined;

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
      stop ??= listenToChannel(db, WALLET_CHANNEL, { onPayload: (schoolId) => void deliver(schoolId) }, logger);
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
      await stop?.();
    },
  };
}
