/** Why a stream ended; the client hears it as the stream's last event (`eventOf`). */
export type StreamEnd = "signed-out" | "left-school" | "role-changed" | "shutdown";

/**
 * `session-ended`: do not come back with this session (the app asks who is signed in again);
 * `reconnect`: open a new stream after a short pause (the server restarts, or the role changed).
 */
export function eventOf(end: StreamEnd): "session-ended" | "reconnect" {
  return end === "signed-out" || end === "left-school" ? "session-ended" : "reconnect";
}

export interface OpenStream {
  userId: string;
  /** Something about the caller changed (their sessions, user row or membership): check them again. */
  callerChanged(): void;
  end(why: StreamEnd): void;
}

export interface EventStreams {
  /** Registers an open stream; returns its removal. */
  add(stream: OpenStream): () => void;
  /** PostgreSQL reported a change to this user, or (null) LISTEN is back and any change may have been missed. */
  callerChanged(userId: string | null): void;
  /** Shutdown: every stream, and any opened from now on, ends with `reconnect`. */
  endAll(): void;
  size(): number;
}

/** The open event streams of this server instance, by user, so a change to a user reaches theirs. */
export function createEventStreams(): EventStreams {
  const byUser = new Map<string, Set<OpenStream>>();
  let stopping = false;
  const all = () => [...byUser.values()].flatMap((streams) => [...streams]);
  return {
    add(stream) {
      if (stopping) stream.end("shutdown");
      const ofUser = byUser.get(stream.userId) ?? new Set();
      ofUser.add(stream);
      byUser.set(stream.userId, ofUser);
      return () => {
        ofUser.delete(stream);
        if (!ofUser.size && byUser.get(stream.userId) === ofUser) byUser.delete(stream.userId);
      };
    },
    callerChanged(userId) {
      for (const stream of userId === null ? all() : [...(byUser.get(userId) ?? [])]) stream.callerChanged();
    },
    endAll() {
      stopping = true;
      for (const stream of all()) stream.end("shutdown");
    },
    size: () => all().length,
  };
}
