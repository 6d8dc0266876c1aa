// Test helpers for ¡Al filo de la espada!: small battles built from a position, resting on a chosen decision.
import { scriptedDice, stepDice, type GameEvent } from 'reglas/core';
import { alFilo, UNITS, type AlFiloAction, type AlFiloPosition, type AlFiloState, type AlFiloTask } from 'reglas/al-filo';
import { hexIndex } from '../../src/games/al-filo/board.js';
import { rebuild } from '../../src/games/al-filo/edits.js';
import { activate } from '../../src/games/al-filo/initiative.js';
import { machine } from '../../src/games/al-filo/machine.js';
import { leaderIndex, unitIndex } from '../../src/games/al-filo/pieces.js';
import { stateFromPosition } from '../../src/games/al-filo/position.js';
import { SILENT } from '../../src/core/events.js';

/**
 * A decision that waits under the tasks a test pushes: the Muslim deployment of {@link RESERVE},
 * the last Muslim unit, which `battle` leaves off the map, so a test stops once its own tasks are done.
 */
const SENTINEL: AlFiloTask = { t: 'deploy', side: 'muslim' };
/** The unit the sentinel deployment waits to place. */
export const RESERVE = UNITS[UNITS.length - 1]!.id;

/** The battle of a position with only the units named (the others eliminated but {@link RESERVE}), resting before phase A. */
export function battle(p: AlFiloPosition, seed = 'test'): AlFiloState {
  const s = stateFromPosition({ omitted: 'off-map', ...p }, seed, p.victory ?? 'open');
  const at = s.at.slice();
  at[unitIndex(RESERVE)] = -1;
  return rebuild(s, { at });
}

/** `s` with the tasks given (bottom first) in place of its stack, settled up to its first decision with the rolls forced. */
export function at(s: AlFiloState, tasks: AlFiloTask[], rolls: number[] = []): AlFiloState {
  return machine.start(rebuild(s, { tasks: [SENTINEL, ...tasks] }), { dice: scriptedDice(rolls) }).state;
}

/** As {@link at}, with the events of what was played. */
export function run(s: AlFiloState, tasks: AlFiloTask[], rolls: number[] = []): { state: AlFiloState; events: GameEvent[] } {
  return machine.start(rebuild(s, { tasks: [SENTINEL, ...tasks] }), { dice: scriptedDice(rolls) });
}

/** `s` with leader `id` activated (6.D), resting on his activation's first decision. */
export function activated(s: AlFiloState, id: string): AlFiloState {
  const l = leaderIndex(id);
  if (l < 0) throw new Error(`no leader ${id}`);
  const ctx = { dice: stepDice(s.rng, scriptedDice([])), log: SILENT, listed: (): void => undefined };
  const base = rebuild(s, { tasks: [SENTINEL] });
  return machine.start(activate(base, l, ctx)).state;
}

/** `step` with the rolls forced. */
export function play(s: AlFiloState, action: AlFiloAction, rolls: number[] = []): { state: AlFiloState; events: GameEvent[] } {
  return alFilo.step(s, action, { dice: scriptedDice(rolls) });
}

/** Plays the actions in turn, returning the last state and every event. */
export function playAll(s: AlFiloState, actions: AlFiloAction[], rolls: number[] = []): { state: AlFiloState; events: GameEvent[] } {
  const dice = scriptedDice(rolls);
  let state = s;
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = alFilo.step(state, a, { dice });
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** The printed hex a unit stands on. */
export function hexOf(s: AlFiloState, unit: string): string | null {
  const h = s.at[unitIndex(unit)]!;
  return h >= 0 ? alFilo.position(s).units![unit]!.hex : null;
}

/** The legal actions of a type, as short strings (`step 1716`). */
export function legalOf(s: AlFiloState, type: AlFiloAction['type']): string[] {
  return alFilo
    .legalActions(s)
    .filter((a) => a.type === type)
    .map((a) =>
      `${a.type} ${Object.entries(a)
        .filter(([k]) => k !== 'type')
        .map(([, v]) => String(v))
        .join(' ')}`.trim(),
    );
}

/** The moving task on top of the stack (its MP left), or null. */
export function movingMp(s: AlFiloState): number | null {
  const t = s.tasks[s.tasks.length - 1];
  return t?.t === 'moving' ? t.mp : null;
}

/** A hex index, for tests that read the state's arrays. */
export { hexIndex, unitIndex, leaderIndex };
