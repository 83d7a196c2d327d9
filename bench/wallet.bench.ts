import { signWebhook } from "../src/server/services/payments/signatures";
import { heading, percentile, report } from "./support/report";
import { startSeededServer } from "./support/seeded-server";
import { residentMb } from "./support/server-process";

const GRANTS = 100;
const IDLE_STREAMS = 1000;
const WEBHOOK_SECRET = "bench-webhook-secret";

/** Reads `event: wallet` messages off an open SSE response. */
function walletEvents(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  return {
    async next(): Promise<{ coins: number }> {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = message.split("\n").find((line) => line.startsWith("data: "));
          if (message.startsWith("event: wallet") && data) return JSON.parse(data.slice(6));
          continue;
        }
        const chunk = await reader.read();
        if (chunk.done) throw new Error("stream ended");
        buffer += chunk.value;
      }
    },
    cancel: () => reader.cancel(),
  };
}

/**
 * `npm run bench -- wallet` (PostgreSQL): grant → SSE event latency through a signed webhook,
 * LISTEN/NOTIFY and the stream, p50/p99 over 100 grants; then the server's RSS with 1,000 idle streams.
 */
export async function benchWallet() {
  heading("Wallet (PostgreSQL, development gateway)");
  const seeded = await startSeededServer(
    "bahi_bench_wallet",
    { ledgers: 1, studentsPerLedger: 1, transactionsPerStudent: 0 },
    {
      NODE_ENV: "development",
      RAZORPAY_KEY_SECRET: "bench-key-secret",
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  );
  const { url } = seeded.server;
  const auth = { authorization: `Bearer ${seeded.token}` };
  try {
    const stream = walletEvents(await fetch(`${url}/api/v1/events`, { headers: auth }));
    let coins = (await stream.next()).coins;
    const latencies: number[] = [];
    for (let i = 0; i < GRANTS; i++) {
      const order = (await (
        await fetch(`${url}/api/v1/payments/orders`, {
          method: "POST",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify({ planId: "coins-200" }),
        })
      ).json()) as {
        data: { orderId: string; amountPaise: number };
      };
      const body = JSON.stringify({
        event: "payment.captured",
        payload: {
          payment: {
            entity: {
              id: `pay_bench${i}`,
              order_id: order.data.orderId,
              amount: order.data.amountPaise,
              currency: "INR",
            },
          },
        },
      });
      const started = performance.now();
      const response = await fetch(`${url}/api/v1/payments/webhook`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-razorpay-signature": signWebhook(body, WEBHOOK_SECRET),
          "x-razorpay-event-id": `evt_bench_${i}`,
        },
        body,
      });
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
      for (;;) {
        const wallet = await stream.next();
        if (wallet.coins >= coins + 200) {
          coins = wallet.coins;
          break;
        }
      }
      latencies.push(performance.now() - started);
    }
    await stream.cancel();
    report(
      `grant → badge event p50 (${GRANTS} webhook grants)`,
      `${percentile(latencies, 50).toFixed(1)} ms`,
      "< 1000 ms",
    );
    report(`grant → badge event p99`, `${percentile(latencies, 99).toFixed(1)} ms`, "< 1000 ms");

    const before = residentMb(seeded.server.pid);
    const idle = await Promise.all(
      Array.from({ length: IDLE_STREAMS }, async () =>
        walletEvents(await fetch(`${url}/api/v1/events`, { headers: auth })),
      ),
    );
    await Promise.all(idle.map((s) => s.next()));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = residentMb(seeded.server.pid);
    report("server RSS before the idle streams", `${before.toFixed(0)} MB`);
    report(`server RSS with ${IDLE_STREAMS} idle SSE streams`, `${after.toFixed(0)} MB`);
    report("per idle stream", `${(((after - before) * 1024) / IDLE_STREAMS).toFixed(1)} KB`);
    await Promise.all(idle.map((s) => s.cancel()));
  } finally {
    await seeded.stop();
  }
}
