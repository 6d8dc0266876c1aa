/**
 * What a seat may know (contract: `view`), by the rules that keep cards secret: other kingdoms'
 * hands (4.1, 7); a bot's hand, a face-down pile nobody knows, its own seat included (9.1); the
 * decks (4.1, 6); the cards an attack puts face down by others until the reveal (5.1.2-5.1.3,
 * 5.1.5); the defender's garrison choice until the reveal (5.1.4); and the generator. Everything
 * else is face up and stays: the discards (5.5, 5.1.7; a random discard too, "boca arriba", 5.3),
 * permanent events (5.4), cards out of the game (5.4, 10.2), a bot's deployed army and Responses
 * and the cards it attacks with, which come from them (9.1-9.2), and every count.
 */
import { HIDDEN, HIDDEN_RNG, type Viewer } from '../../core/index.js';
import type { KingdomState, TaifaState, TaifaTask } from './types.js';

const hide = (cards: readonly number[]): number[] => cards.map(() => HIDDEN);

/**
 * Whether the seat at index `me` (-1 for the spectator) knows the hand of kingdom `k`: its own,
 * unless it is a bot's face-down pile (9.1).
 */
function knowsHand(kingdom: KingdomState, k: number, me: number): boolean {
  return k === me && !kingdom.bot;
}

/**
 * Whether the seat at index `me` knows the face-down cards kingdom `by` put on an attack: its own,
 * and a bot's, which come face up from its army and deployed Responses (9.1-9.2).
 */
function knowsPlaced(state: TaifaState, by: number, me: number): boolean {
  return by === me || state.kingdoms[by]!.bot;
}

/** The state as `viewer` may know it: hidden cards read `HIDDEN`, every pile keeps its length. */
export function view(state: TaifaState, viewer: Viewer): TaifaState {
  const me = state.kingdoms.findIndex((k) => k.id === viewer);
  return {
    ...state,
    rng: HIDDEN_RNG,
    decks: [hide(state.decks[0]), hide(state.decks[1])],
    kingdoms: state.kingdoms.map((k, i) => (knowsHand(k, i, me) ? k : { ...k, hand: hide(k.hand) })),
    tasks: state.tasks.map((t) => maskTask(state, t, me)),
  };
}

/** An attack's face-down cards and garrisons, as the seat at index `me` may know them. */
function maskTask(state: TaifaState, t: TaifaTask, me: number): TaifaTask {
  if (t.t === 'round' || t.t === 'truce') return t;
  return {
    ...t,
    down: knowsPlaced(state, t.attacker, me) ? t.down : hide(t.down),
    placed: t.placed.map((r) => (knowsPlaced(state, r.by, me) ? r : { ...r, card: HIDDEN })),
    // 5.1.4: how many garrisons the defender spends shows; which ones, only at the reveal (5.1.5).
    garrisons: t.defender === me ? t.garrisons : hide(t.garrisons),
  };
}
