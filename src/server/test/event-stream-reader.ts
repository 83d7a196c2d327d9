import type { Wallet } from "../../shared/api/wallet";

export interface StreamMessage {
  event: string;
  data: string;
}

export type EventStreamReader = ReturnType<typeof readEventStream>;

/** Reads Server-Sent Events off a response body (the app's or a server process's) as they arrive. */
export function readEventStream(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  // A read outlives a timed-out wait, and the next wait takes it over, so no chunk is lost.
  let reading: Promise<ReadableStreamReadResult<string>> | undefined;

  /** The next message (comments skipped), or null once the stream has ended. */
  async function message(timeoutMs: number): Promise<StreamMessage | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const lines = buffer.slice(0, end).split("\n");
        buffer = buffer.slice(end + 2);
        const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
        const event = field("event");
        if (event !== undefined) return { event, data: field("data") ?? "" };
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error("no event in time");
      reading ??= reader.read();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const chunk = await Promise.race([
        reading,
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("no event in time")), left))),
      ]).finally(() => clearTimeout(timer));
      reading = undefined;
      if (chunk.done) return null;
      buffer += chunk.value;
    }
  }

  return {
    /** The next message, which must be `event: wallet`. */
    async next(timeoutMs = 3000): Promise<Wallet> {
      const next = await message(timeoutMs);
      if (!next) throw new Error("stream ended");
      if (next.event !== "wallet") throw new Error(`unexpected event ${next.event}`);
      return JSON.parse(next.data) as Wallet;
    },
    /** Every message until the stream ends, or until `timeoutMs` has passed without its end. */
    async rest(timeoutMs: number): Promise<{ ended: boolean; messages: StreamMessage[] }> {
      const deadline = Date.now() + timeoutMs;
      const messages: StreamMessage[] = [];
      try {
        for (let next = await message(timeoutMs); next; next = await message(deadline - Date.now()))
          messages.push(next);
        return { ended: true, messages };
      } catch {
        return { ended: false, messages };
      }
    },
    close: () => reader.cancel(),
  };
}
