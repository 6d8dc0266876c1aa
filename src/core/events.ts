import type { GameEvent } from './types.js';

/**
 * Where a step writes its events. `apply` passes {@link SILENT}, so the events it would
 * discard are never built: write `if (log.on) log.push({...})` or `log.emit(() => ({...}))`.
 */
export interface EventLog {
  /** Whether events are kept: false in `apply` ({@link SILENT}), where a rule should build no event and no string. */
  readonly on: boolean;
  /** Records an event already built (write `if (log.on) log.push({...})`). */
  push(event: GameEvent): void;
  /** Records the event `make` builds, calling it only when the log is on. */
  emit(make: () => GameEvent): void;
}

/** An event log that keeps what it is told. */
export interface RecordingLog extends EventLog {
  /** The events recorded so far, in order (the array the log appends to). */
  readonly events: GameEvent[];
}

/** A log that records every event. */
export function recordingLog(): RecordingLog {
  const events: GameEvent[] = [];
  return {
    on: true,
    events,
    push: (event) => {
      events.push(event);
    },
    emit: (make) => {
      events.push(make());
    },
  };
}

/** A log that builds nothing: the fast path of `apply`. */
export const SILENT: EventLog = Object.freeze({
  on: false,
  push: () => undefined,
  emit: () => undefined,
});
