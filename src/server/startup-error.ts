/** A failure at start that the operator can fix; main.ts prints its message as one line, no stack. */
export class StartupError extends Error {
  override name = "StartupError";
}
