/**
 * Drafts live in localStorage so a reload, a crash or a failed generation never costs the teacher
 * their typing. Storage may be full or disabled (private mode): then the draft lasts for this visit.
 */
export function readStoredDraft(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

export function writeStoredDraft(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: the draft stays in memory for this visit.
  }
}

/**
 * `defaults` with each field replaced by the stored one under `key` where its type matches the
 * default's: a hand-edited or older stored object never puts a wrong type into a form.
 */
export function readStoredFields<T extends Record<string, unknown>>(key: string, defaults: T): T {
  const stored = readStoredDraft(key);
  if (typeof stored !== "object" || stored === null) return defaults;
  const restored: Record<string, unknown> = { ...defaults };
  for (const [field, fallback] of Object.entries(defaults)) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value === typeof fallback && value !== null) restored[field] = value;
  }
  return restored as T;
}

export { DRAFT_KEYS } from "../../../lib/print/draft-keys";
