/**
 * Stands in for the browser's Worker in unit tests: each instance records what it is sent and lets
 * the test answer. A class per test file (`fakeWorkerClass<Request, Message>()`) keeps the typing
 * of the worker's protocol and its own list of the workers made.
 */
export function fakeWorkerClass<Request, Message>() {
  return class FakeWorker {
    static all: FakeWorker[] = [];
    static get last(): FakeWorker {
      return FakeWorker.all.at(-1)!;
    }
    onmessage: ((event: MessageEvent<Message>) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    sent: Request[] = [];
    terminated = false;
    constructor(
      readonly url: URL,
      readonly options: WorkerOptions,
    ) {
      FakeWorker.all.push(this);
    }
    postMessage(message: Request) {
      this.sent.push(message);
    }
    terminate() {
      this.terminated = true;
    }
    answer(message: Message) {
      this.onmessage?.({ data: message } as MessageEvent<Message>);
    }
  };
}
