/** What a caught value says, for a toast or a worker's error message: anything may be thrown, not only an Error. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
