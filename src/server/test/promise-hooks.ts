import { executionAsyncId } from "node:async_hooks";

/**
 * Whether async_hooks' promise hooks are on in this process: with them, each `await` resumes in an
 * async resource of its own; without them, both continuations below run in the same one.
 */
export async function promiseHooksOn(): Promise<boolean> {
  await null;
  const first = executionAsyncId();
  await null;
  return executionAsyncId() !== first;
}
