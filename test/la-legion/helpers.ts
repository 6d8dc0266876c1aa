// Test helpers for La Legión: small positions built counter by counter, resting on a chosen step.
import { recordingLog, scriptedDice, stepDice, type GameEvent } from 'reglas/core';
import { laLegion, type LegionAction, type LegionState, type LegionTask } from 'reglas/la-legion';
import { hexIndex, HEX_IDS } from '../../src/games/la-legion/board.js';
import { relocate } from '../../src/games/la-legion/edits.js';
import { machine } from '../../src/games/la-legion/machine.js';
import { counterIndex, COUNTER_IDS } from '../../src/games/la-legion/pieces.js';
import { initialState } from '../../src/games/la-legion/setup.js';
import type { Weather } from '../../src/games/la-legion/state.js';

/**
 * A decision that waits at the bottom of the stack (the Spanish set-up, with counters still in
 * the box), so that a test stops once its own tasks are done.
 */
export const SENTINEL: LegionTask = { t: 'deploy', side: 'spanish', step: 'rest' };

/** The tasks of one side's steps, top last: `steps` from the first to be played to the last. */
export function steps(...tasks: LegionTask[]): LegionTask[] {
  return [SENTINEL, ...tasks.reverse()];
}

export interface BoardOptions {
  /** Counter id -> hex number (or a state code number such as AT_MELILLA). */
  readonly counters: Record<string, string | number>;
  readonly turn?: number;
  readonly weather?: Weather;
  /** Counter id -> flag bits. */
  readonly flags?: Record<string, number>;
  /** The pending tasks, bottom first (use `steps`). */
  readonly tasks: LegionTask[];
  readonly surrender?: boolean;
  /** Rolls forced while the position settles (a weather roll). */
  readonly rolls?: number[];
}

/** A position with only the counters named, resting on its first decision (no dice rolled). */
export function board(opts: BoardOptions): LegionState {
  let s: LegionState = initialState({ seed: 'board', deployment: 'free' });
  for (const [id, where] of Object.entries(opts.counters)) {
    const c = counterIndex(id);
    if (c < 0) throw new Error(`no counter ${id}`);
    s = relocate(s, c, typeof where === 'number' ? where : hexIndex(where));
  }
  const flags = s.flags.slice();
  for (const [id, bits] of Object.entries(opts.flags ?? {})) flags[counterIndex(id)] = bits;
  s = { ...s, flags, turn: opts.turn ?? 2, weather: opts.weather ?? 'normal', tasks: opts.tasks, surrender: opts.surrender ?? false };
  return machine.start(s, { dice: scriptedDice(opts.rolls ?? []) }).state;
}

/** `step` with the rolls forced. */
export function play(s: LegionState, action: LegionAction, rolls: number[] = []): { state: LegionState; events: GameEvent[] } {
  return laLegion.step(s, action, { dice: scriptedDice(rolls) });
}

/** Plays the actions in turn with the rolls forced, returning the last state and every event. */
export function playAll(s: LegionState, actions: LegionAction[], rolls: number[] = []): { state: LegionState; events: GameEvent[] } {
  const dice = scriptedDice(rolls);
  let state = s;
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = laLegion.step(state, a, { dice });
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** Where a counter is: its hex number, or its state code. */
export function where(s: LegionState, id: string): string | number {
  const at = s.at[counterIndex(id)]!;
  return at >= 0 ? HEX_IDS[at]! : at;
}

/** The hexes the pending `moving` decision offers. */
export function destinations(s: LegionState): string[] {
  return laLegion.legalActions(s).flatMap((a) => (a.type === 'move-to' ? [a.hex] : []));
}

/** The pending task's kind. */
export function pendingKind(s: LegionState): string | undefined {
  return machine.pending(s)?.kind;
}

export { COUNTER_IDS, recordingLog, stepDice };
