import { LRUCache } from "lru-cache";
import type { Logger } from "pino";
import type { Database } from "../db/database";
import { listenToChannel, type Unsubscribe } from "../db/listen-channel";
import type { SessionUser } from "../http/app-env";

/** Migration 0013's triggers notify it with the user's id on any change to a user or their sessions, 0014's to their membership. */
export const SESSION_CHANNEL = "session_changed";
/** A safety net only: entries are dropped when told, this bounds how long one lives regardless. */
const REMEMBERED_FOR_MS = 60_000;
const MAX_SESSIONS = 10_000;

interface LiveSession {
  user: SessionUser;
  /** The session's own expiry, in ms since the epoch: past it the row is read again. */
  expiresAt: number;
}

export interface LiveSessionCache {
  /** Whether rows are kept now: LISTEN is in place. */
  readonly listening: boolean;
  /** The user of a session read recently and unchanged since, or undefined: then read the row. */
  get(token: string): SessionUser | undefined;
  /** Taken before reading a session row; `remember` refuses a row read before a change was heard. The first mark starts listening. */
  mark(): number;
  remember(token: string, user: SessionUser, expiresAt: Date, mark: number): void;
  /** This instance just changed sessions (sign-out, revoke): forget them all before it answers. */
  forgetAll(): void;
  /**
   * Calls `listener` after a change to a user's sessions, user row or membership was heard and their
   * kept sessions forgotten; with null when LISTEN is back, since changes may have been missed.
   */
  onUserChanged(listener: (userId: string | null) => void): () => void;
  close(): Promise<void>;
}

/**
 * Session rows this instance has read, kept only while it is LISTENing for their changes.
 *
 * Reading the session row on every request was the largest cost left on a signed-in call (decision
 * 0036). The row is kept instead, and a user's entries are dropped when PostgreSQL reports a change
 * to that user or any of their sessions — by whatever instance or console made it, at its commit.
 * While the LISTEN connection is down nothing is kept (each request reads the row, as before), and
 * when it is back everything is forgotten, since notifications may have been missed meanwhile.
 * A row read while a change was being reported is not kept: `mark` counts every change heard.
 */
export function createLiveSessionCache(db: Database, logger: Logger): LiveSessionCache {
  const sessions = new LRUCache<string, LiveSession>({ max: MAX_SESSIONS, ttl: REMEMBERED_FOR_MS });
  let listening = false;
  let changesHeard = 0;
  let unsubscribe: Unsubscribe | undefined;
  const changeListeners = new Set<(userId: string | null) => void>();

  function tell(userId: string | null) {
    for (const listener of changeListeners) listener(userId);
  }

  function forgetAll() {
    changesHeard++;
    sessions.clear();
  }

  function forgetUser(userId: string) {
    changesHeard++;
    const tokens = [...sessions.entries()].filter(([, live]) => live.user.id === userId).map(([token]) => token);
    for (const token of tokens) sessions.delete(token);
    tell(userId);
  }

  function startListening() {
    unsubscribe ??= listenToChannel(
      db,
      SESSION_CHANNEL,
      {
        onPayload: forgetUser,
        onListening: () => {
          forgetAll();
          listening = true;
          tell(null);
        },
        onLost: () => {
          listening = false;
          forgetAll();
        },
      },
      logger,
    );
  }

  return {
    get listening() {
      return listening;
    },
    get(token) {
      const live = sessions.get(token);
      if (live && live.expiresAt > Date.now()) return live.user;
      return undefined;
    },
    mark() {
      startListening();
      return changesHeard;
    },
    remember(token, user, expiresAt, mark) {
      if (listening && mark === changesHeard) sessions.set(token, { user, expiresAt: expiresAt.getTime() });
    },
    forgetAll,
    onUserChanged(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    async close() {
      listening = false;
      forgetAll();
      await unsubscribe?.();
    },
  };
}
