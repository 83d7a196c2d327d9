const PREFIX = "optimistic:";
let counter = 0;

/** A stand-in `_id` for a row shown before the server has saved it (unique within this tab). */
export function optimisticId(): string {
  counter += 1;
  return `${PREFIX}${Date.now()}-${counter}`;
}

/** Rows the server has not confirmed yet cannot be opened, edited or deleted. */
export function isOptimisticId(id: string): boolean {
  return id.startsWith(PREFIX);
}
