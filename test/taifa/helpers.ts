import { AREAS, CARDS, taifa, type TaifaAction, type TaifaOptions, type TaifaState } from 'reglas/taifa';
import type { AttackTask, KingdomState, TaifaTask } from '../../src/games/taifa/types.js';
import type { KingdomId } from 'reglas/taifa';
import { scriptedDice, type GameEvent } from 'reglas/core';

/** Area number by name. */
export function area(name: string): number {
  const a = AREAS.find((x) => x.name === name);
  if (a === undefined) throw new Error(`no area ${name}`);
  return a.id;
}

/** The ids of every copy of a card design. */
export function copies(key: string): number[] {
  const ids = CARDS.filter((c) => c.def.key === key).map((c) => c.id);
  if (ids.length === 0) throw new Error(`no card ${key}`);
  return ids;
}
export function card(key: string, i = 0): number {
  const id = copies(key)[i];
  if (id === undefined) throw new Error(`no copy ${i} of ${key}`);
  return id;
}

export function kIndex(state: TaifaState, id: KingdomId): number {
  return state.kingdoms.findIndex((k) => k.id === id);
}

/**
 * A state from setup with every hand put back under its deck (tests then deal what they need;
 * a card a test deals may then be both in a hand and in a deck, which these tests do not mind).
 */
export function bare(options: TaifaOptions): TaifaState {
  const s = taifa.setup(options);
  const decks: [number[], number[]] = [s.decks[0].slice(), s.decks[1].slice()];
  for (const k of s.kingdoms) for (const c of k.hand) decks[c < FIRST_MUSLIM ? 0 : 1].push(c);
  return { ...s, decks, kingdoms: s.kingdoms.map((k) => ({ ...k, hand: [] })) };
}

const FIRST_MUSLIM = CARDS.findIndex((c) => c.deck === 'muslim');

export function patchKingdom(state: TaifaState, id: KingdomId, patch: Partial<KingdomState>): TaifaState {
  return { ...state, kingdoms: state.kingdoms.map((k) => (k.id === id ? { ...k, ...patch } : k)) };
}

export function setOwner(state: TaifaState, areaNumber: number, id: KingdomId | null): TaifaState {
  const owner = state.owner.slice();
  owner[areaNumber - 1] = id === null ? -1 : kIndex(state, id);
  return { ...state, owner };
}

export function setGarrison(state: TaifaState, areaNumber: number, on = true): TaifaState {
  const garrison = state.garrison.slice();
  garrison[areaNumber - 1] = on;
  return { ...state, garrison };
}

/** Plays actions (step), with scripted dice for the one given. */
export function play(state: TaifaState, action: TaifaAction, dice?: number[]): { state: TaifaState; events: GameEvent[] } {
  return dice === undefined ? taifa.step(state, action) : taifa.step(state, action, { dice: scriptedDice(dice) });
}

export function ev(events: readonly GameEvent[], type: string): GameEvent {
  const e = events.find((x) => x.type === type);
  if (e === undefined) throw new Error(`no ${type} event in ${events.map((x) => x.type).join(', ')}`);
  return e;
}

/** Every card's place, for the conservation invariant. */
export function allCards(state: TaifaState): number[] {
  const out: number[] = [...state.decks[0], ...state.decks[1], ...state.discard, ...state.removed, ...state.permanents.map((p) => p.card)];
  for (const k of state.kingdoms) out.push(...k.hand, ...k.army, ...k.ready);
  for (const t of state.tasks) if (isAttack(t)) out.push(...t.down, ...t.placed.map((r) => r.card));
  return out.sort((a, b) => a - b);
}

export function isAttack(t: TaifaTask | undefined): t is AttackTask {
  return t !== undefined && t.t !== 'round' && t.t !== 'truce';
}

/** The task on top of the stack (the pending decision). */
export function top(state: TaifaState): TaifaTask | undefined {
  return state.tasks[state.tasks.length - 1];
}

/** The attack in progress (its task on top of the stack), or a test failure. */
export function attackOf(state: TaifaState): AttackTask {
  const t = top(state);
  if (!isAttack(t)) throw new Error(`no attack pending: the top task is ${JSON.stringify(t)}`);
  return t;
}

/** A state resting on the round of `kingdoms[current]`, nothing above it. */
export const ROUND_ONLY: TaifaState['tasks'] = [{ t: 'round' }];
