import { useCallback, useState } from "react";
import { errorMessage } from "../../lib/error-message";
import type { SheetResult } from "./worker/omr-worker-protocol";
import { runOmrWorkers } from "./worker/run-omr-workers";

export type ReadingState =
  | { readonly phase: "idle" }
  | { readonly phase: "reading"; readonly done: number; readonly total: number }
  | {
      readonly phase: "done";
      readonly results: readonly SheetResult[];
      readonly questionCount: number;
      readonly seconds: number;
    }
  | { readonly phase: "failed"; readonly message: string };

/** Reads a batch of files in the workers and keeps the outcome; a new batch replaces the last one. */
export function useSheetReading() {
  const [state, setState] = useState<ReadingState>({ phase: "idle" });
  const read = useCallback(async (files: readonly File[], questionCount: number) => {
    const started = performance.now();
    setState({ phase: "reading", done: 0, total: files.length });
    try {
      const results = await runOmrWorkers(files, questionCount, (done, total) =>
        setState({ phase: "reading", done, total }),
      );
      setState({ phase: "done", results, questionCount, seconds: (performance.now() - started) / 1000 });
    } catch (error) {
      setState({ phase: "failed", message: errorMessage(error) });
    }
  }, []);
  return { state, read };
}
