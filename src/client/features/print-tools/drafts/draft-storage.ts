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

export { DRAFT_KEYS } from "../../../lib/print/draft-keys";
