import { streamSSE } from "hono/streaming";
import type { Wallet } from "../../../shared/api/wallet";
import { callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { requireRole } from "../../http/require-role";
import { getWallet } from "../../services/billing/get-wallet";
import type { WalletEvents } from "../../services/billing/create-wallet-events";

/** Proxies drop idle connections after about a minute; a comment line every 25 s keeps the stream open. */
export const HEARTBEAT_MS = 25_000;

/**
 * GET /events: Server-Sent Events; `event: wallet` with the wallet now, then after every change.
 * The handler stays inside the stream callback until the client goes away.
 */
export function createEventRoutes(walletEvents: WalletEvents) {
  return createRouter().get("/events", requireRole("staff"), (c) => {
    const schoolId = callerSchoolId(c);
    const db = c.get("db");
    // Reverse proxies (nginx) would otherwise buffer the stream and the badge would lag.
    c.header("X-Accel-Buffering", "no");
    c.header("Cache-Control", "no-cache, no-transform");
    return streamSSE(c, async (stream) => {
      let sending = Promise.resolve();
      const send = (wallet: Wallet) => {
        sending = sending
          .then(() => stream.writeSSE({ event: "wallet", data: JSON.stringify(wallet) }))
          .catch(() => {});
      };
      const unsubscribe = walletEvents.subscribe(schoolId, send);
      const heartbeat = setInterval(() => {
        sending = sending
          .then(() => stream.write(": ping\n\n"))
          .then(() => {})
          .catch(() => {});
      }, HEARTBEAT_MS);
      const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
      send(await getWallet(db, schoolId));
      await closed;
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
}
