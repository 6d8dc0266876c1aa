import { deepFreeze, IllegalActionError, recordingLog, scriptedDice, stepDice, type GameEvent } from 'reglas/core';
import { marYAcero, type MyaState } from 'reglas/mar-y-acero';
import type { Piece, Task } from '../../src/games/mar-y-acero/state.js';
import { AREAS } from '../../src/games/mar-y-acero/data/areas.js';
import { myaMachine } from '../../src/games/mar-y-acero/machine.js';
import { PIECES, type PieceKind } from '../../src/games/mar-y-acero/data/units.js';

/** A decision that waits forever at the bottom of the stack, so a test stops once its own tasks are done. */
export const SENTINEL: Task = { t: 'choose', seat: 'spanish', purpose: 'intrigue', options: [0, 1] };

let serial = 0;
export function piece(kind: PieceKind, reduced = false, id?: string): Piece {
  return { id: id ?? `${kind}-t${++serial}`, kind, side: PIECES[kind].side, reduced };
}

/** An empty board on turn 2 with a Destiny card in play, nothing pending but the given tasks. */
export function board(opts: { pieces?: Record<number, Piece[]>; destiny?: number; tasks?: Task[]; patch?: Partial<MyaState> } = {}): MyaState {
  const base = marYAcero.setup({ seed: 'board' });
  const map = AREAS.map((a) => ({ pieces: opts.pieces?.[a.id] ?? [], parchment: a.twoVp, palisade: false, citadel: false, anacaona: null }));
  let s: MyaState = {
    ...base,
    turn: 2,
    destiny: opts.destiny ?? 22,
    map,
    colon: Object.values(opts.pieces ?? {}).some((ps) => ps.some((p) => p.kind === 'colon')) ? 'map' : 'prison',
    offMap: [],
    grace: { side: 'spanish', usedWindow: true, usedTurn: true },
    tasks: [SENTINEL, ...(opts.tasks ?? [])],
    result: null,
  };
  s = { ...s, control: AREAS.map((a) => controlOf(s, a.id)) };
  let vp = 0;
  for (const a of AREAS) if (s.control[a.id - 1] === 'spanish') vp += 1;
  return { ...s, vp, ...opts.patch };
}

function controlOf(s: MyaState, a: number): 'spanish' | 'indigenous' {
  const ps = s.map[a - 1]!.pieces;
  return ps.some((p) => p.side === 'spanish') && !ps.some((p) => p.side === 'indigenous') ? 'spanish' : 'indigenous';
}

/**
 * `n` bag draws forced for `scriptedDice`: a draw is a roll of a die with one face per counter in
 * the bag (4.2, bags.ts `rollFromBag`), and face `face` (default 1) is the bag's first counter in
 * the order of its kinds (soldiers: jinetes, arcabuceros, espatarios).
 */
export function draws(n: number, face = 1): number[] {
  return Array.from({ length: n }, () => face);
}

/** Runs the tasks that need no choice with forced rolls; returns the state at the next decision and the events. */
export function run(s: MyaState, rolls: number[] = []): { state: MyaState; events: GameEvent[] } {
  const log = recordingLog();
  const dice = stepDice(s.rng, scriptedDice(rolls));
  const state = myaMachine.advance(s, { dice, log });
  return { state: { ...state, rng: dice.rng() }, events: log.events };
}

export function play(s: MyaState, actions: object[], rolls: number[] = []): { state: MyaState; events: GameEvent[] } {
  const dice = scriptedDice(rolls);
  let state = s;
  const events: GameEvent[] = [];
  for (const a of actions) {
    const r = marYAcero.step(state, a as never, { dice });
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

export const kinds = (s: MyaState, a: number): string[] => s.map[a - 1]!.pieces.map((p) => p.kind + (p.reduced ? '*' : '')).sort();

/** The error an illegal action is refused with (the state is frozen: nothing may change); fails when the action is taken. */
export function refusal(s: MyaState, action: object): IllegalActionError {
  try {
    marYAcero.apply(deepFreeze(s), action as never);
  } catch (e) {
    if (e instanceof IllegalActionError) return e;
    throw e;
  }
  throw new Error(`${JSON.stringify(action)} was taken`);
}
