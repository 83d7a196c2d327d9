import { createRoute, z } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { callerSchoolId } from "../../http/caller-school";
import { createRouter } from "../../http/create-router";
import { eventOf, type EventStreams, type StreamEnd } from "../../http/event-streams";
import { recheckCaller } from "../../http/recheck-caller";
import type { LookUpUser } from "../../http/require-session";
import { requireRole } from "../../http/require-role";
import { getWallet } from "../../services/billing/get-wallet";
import type { WalletEvents } from "../../services/billing/create-wallet-events";
import { errorResponses, fromMiddleware } from "./openapi-helpers";

/** Proxies drop idle connections after about a minute; a comment line every 25 s keeps the stream open. */
export const HEARTBEAT_MS = 25_000;

export interface EventRouteDependencies {
  walletEvents: WalletEvents;
  /** This instance's open streams: ended when their caller signs out or leaves, and at shutdown. */
  eventStreams: EventStreams;
  lookUpUser: LookUpUser;
}

const eventsRoute = createRoute({
  method: "get",
  path: "/events",
  tags: ["wallet"],
  summary: "Server-Sent Events: `wallet` now and after every change; a last `session-ended` or `reconnect`",
  middleware: requireRole("staff"),
  responses: {
    200: {
      description: "The event stream, open until the client leaves, its session ends or the server stops",
      content: { "text/event-stream": { schema: z.string() } },
    },
    ...errorResponses(...fromMiddleware.memberRead),
  },
});

/**
 * GET /events: Server-Sent Events; `event: wallet` with the wallet now, then after every change.
 * The handler stays inside the stream callback until the client goes away or the stream is ended;
 * an ended stream's last event says why (`session-ended` or `reconnect`, see http/event-streams.ts).
 */
export function createEventRoutes({ walletEvents, eventStreams, lookUpUser }: EventRouteDependencies) {
  return createRouter().openapi(eventsRoute, (c) => {
    const schoolId = callerSchoolId(c);
    const caller = { userId: c.get("userId")!, schoolId, role: c.get("role")! };
    const db = c.get("db");
    const logger = c.get("logger");
    const headers = c.req.raw.headers;
    // Reverse proxies (nginx) would otherwise buffer the stream and the badge would lag.
    c.header("X-Accel-Buffering", "no");
    c.header("Cache-Control", "no-cache, no-transform");
    return streamSSE(c, async (stream) => {
      let open = true;
      let finish!: (why: StreamEnd | null) => void;
      const finished = new Promise<StreamEnd | null>((resolve) => (finish = resolve));
      const end = (why: StreamEnd | null) => {
        open = false;
        finish(why);
      };
      // One queue for all the stream does: a wallet change heard after a sign-out waits for the
      // caller's recheck, which that change's notification came after, and is dropped when it ends the stream.
      let sending = Promise.resolve();
      const queue = (work: () => Promise<unknown>) => {
        sending = sending
          .then(() => (open ? work() : undefined))
          .then(
            () => {},
            (error: unknown) => logger.warn({ err: error }, "event stream"),
          );
      };
      stream.onAbort(() => end(null));
      const unsubscribe = walletEvents.subscribe(schoolId, (wallet) =>
        queue(() => stream.writeSSE({ event: "wallet", data: JSON.stringify(wallet) })),
      );
      const unregister = eventStreams.add({
        userId: caller.userId,
        callerChanged: () =>
          queue(async () => {
            const why = await recheckCaller(lookUpUser, db, headers, caller);
            if (why) end(why);
          }),
        end,
      });
      const heartbeat = setInterval(() => queue(() => stream.write(": ping\n\n")), HEARTBEAT_MS);
      const wallet = await getWallet(db, schoolId);
      queue(() => stream.writeSSE({ event: "wallet", data: JSON.stringify(wallet) }));
      const why = await finished;
      clearInterval(heartbeat);
      unsubscribe();
      unregister();
      await sending;
      if (why) await stream.writeSSE({ event: eventOf(why), data: why }).catch(() => {});
    });
  });
}
