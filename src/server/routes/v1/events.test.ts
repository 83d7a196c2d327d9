import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Wallet } from "../../../shared/api/wallet";
import { createWalletEvents, type WalletEvents } from "../../services/billing/create-wallet-events";
import { directorWithSchool } from "../../test/fixtures";
import { openOrder, postWebhook, webhookEvent } from "../../test/payment-fixtures";
import { createTestApp } from "../../test/test-app";
import { describeEachDatabase } from "../../test/test-database";

/** Reads `event: wallet` messages off an SSE response body as they arrive. */
function walletStream(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  return {
    async next(timeoutMs = 3000): Promise<Wallet> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (message.startsWith("event: wallet"))
            return JSON.parse(
              message
                .split("\n")
                .find((line) => line.startsWith("data: "))!
                .slice(6),
            );
          continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error("no wallet event in time");
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no wallet event in time")), left)),
        ]);
        if (chunk.done) throw new Error("stream ended");
        buffer += chunk.value;
      }
    },
    close: () => reader.cancel(),
  };
}

describeEachDatabase("wallet events (SSE)", (database) => {
  let api: ReturnType<typeof createTestApp>;
  let events: WalletEvents;
  beforeAll(() => {
    events = createWalletEvents(database().db, pino({ level: "silent" }));
    api = createTestApp(database().db, { walletEvents: events });
  });
  afterAll(() => events.close());

  it("streams the wallet at once, then each committed change of the caller's school only", async () => {
    const director = await directorWithSchool(api);
    const other = await directorWithSchool(api);
    const response = await api.call("GET", "/api/v1/events", director.headers);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    const stream = walletStream(response);
    expect(await stream.next()).toMatchObject({ coins: 20, billing: true });

    // Another school's grant must not reach this stream; this school's must, within a second.
    await postWebhook(api, webhookEvent(await openOrder(api, other)));
    const order = await openOrder(api, director);
    const started = performance.now();
    await postWebhook(api, webhookEvent(order));
    expect(await stream.next(1000)).toMatchObject({ coins: 220 });
    expect(performance.now() - started).toBeLessThan(1000);

    await api.call("POST", "/api/v1/print-jobs", director.headers, { tool: "omr-sheet" });
    await stream.close();
    // The stream's end unsubscribes it.
    await expect.poll(() => events.size()).toBe(0);
  });

  it("needs a session", async () => {
    expect((await api.call("GET", "/api/v1/events")).status).toBe(401);
  });
});
