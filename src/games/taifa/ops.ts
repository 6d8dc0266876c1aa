/**
 * Small immutable updates shared by the rules, each copying only what it changes: cards moving
 * between hand, discards and decks (5.1.7, 5.3, 5.5, 6), the card bonus (7), and the round moving
 * on after an action (4.3-4.4).
 */
import type { Dice, EventLog } from '../../core/index.js';
import { cardName, kingdomName, religionDeck } from './tables.js';
import type { KingdomState, TaifaState, TaifaTask } from './types.js';

export function setKingdom(state: TaifaState, k: number, patch: Partial<KingdomState>): TaifaState {
  const kingdoms = state.kingdoms.slice();
  const old = kingdoms[k]!;
  // One fixed field order keeps every kingdom object the same shape (fast property access).
  kingdoms[k] = {
    id: old.id,
    bot: old.bot,
    hand: patch.hand ?? old.hand,
    army: patch.army ?? old.army,
    ready: patch.ready ?? old.ready,
    bonus: patch.bonus ?? old.bonus,
    kept: patch.kept ?? old.kept,
  };
  return withCore(state, kingdoms, state.discard, state.tasks, state.passes, state.current);
}

/**
 * A copy of the state with some fields changed, built in one fixed field order so that every
 * state object has the same shape (object spread with varying overrides is slow in V8).
 */
export function withState(s: TaifaState, c: Partial<TaifaState>): TaifaState {
  return {
    game: s.game,
    format: s.format,
    rng: c.rng ?? s.rng,
    scenario: s.scenario,
    turn: c.turn ?? s.turn,
    current: c.current ?? s.current,
    passes: c.passes ?? s.passes,
    kingdoms: c.kingdoms ?? s.kingdoms,
    owner: c.owner ?? s.owner,
    garrison: c.garrison ?? s.garrison,
    decks: c.decks ?? s.decks,
    discard: c.discard ?? s.discard,
    removed: c.removed ?? s.removed,
    permanents: c.permanents ?? s.permanents,
    cidTruce: c.cidTruce ?? s.cidTruce,
    hands: s.hands,
    tasks: c.tasks ?? s.tasks,
    result: c.result === undefined ? s.result : c.result,
  };
}

/**
 * The hottest updates as fixed-shape copies: `withState` reads its patch through
 * many patch shapes (a slow, megamorphic read per field); these read nothing but the state.
 */
export function withCore(
  s: TaifaState,
  kingdoms: TaifaState['kingdoms'],
  discard: TaifaState['discard'],
  tasks: TaifaState['tasks'],
  passes: number,
  current: number,
): TaifaState {
  return {
    game: s.game,
    format: s.format,
    rng: s.rng,
    scenario: s.scenario,
    turn: s.turn,
    current,
    passes,
    kingdoms,
    owner: s.owner,
    garrison: s.garrison,
    decks: s.decks,
    discard,
    removed: s.removed,
    permanents: s.permanents,
    cidTruce: s.cidTruce,
    hands: s.hands,
    tasks,
    result: s.result,
  };
}

/** The state with another task stack: the decision machine's stack writer, in the one field order. */
export function withTasks(s: TaifaState, tasks: readonly TaifaTask[]): TaifaState {
  return withCore(s, s.kingdoms, s.discard, tasks, s.passes, s.current);
}

/** The state with the generator's new state (the machine's writer, once a step). */
export function withRng(s: TaifaState, rng: TaifaState['rng']): TaifaState {
  return withState(s, { rng });
}

/** 4.3-4.4: after any action but a pass the round moves on and the run of passes is broken. */
export function endAction(state: TaifaState): TaifaState {
  if (state.result !== null) return state;
  return withCore(state, state.kingdoms, state.discard, state.tasks, 0, (state.current + 1) % state.kingdoms.length);
}

/** A kingdom with a new hand, in the one field order of `setKingdom`. */
export function withHand(state: TaifaState, k: number, hand: readonly number[]): TaifaState['kingdoms'] {
  const kingdoms = state.kingdoms.slice();
  const old = kingdoms[k]!;
  kingdoms[k] = { id: old.id, bot: old.bot, hand, army: old.army, ready: old.ready, bonus: old.bonus, kept: old.kept };
  return kingdoms;
}

export function without(list: readonly number[], item: number): number[] {
  const i = list.indexOf(item);
  if (i < 0) return list.slice();
  // A plain loop: spreading two slices costs several times more on this hot path.
  const n = list.length;
  const out = new Array<number>(n - 1);
  for (let j = 0; j < i; j++) out[j] = list[j]!;
  for (let j = i + 1; j < n; j++) out[j - 1] = list[j]!;
  return out;
}

/** `[...a, ...b]` as a plain loop (spread is slow on the hot path). */
export function concat<T>(a: readonly T[], b: readonly T[]): T[] {
  const n = a.length;
  const m = b.length;
  const out = new Array<T>(n + m);
  for (let i = 0; i < n; i++) out[i] = a[i]!;
  for (let i = 0; i < m; i++) out[n + i] = b[i]!;
  return out;
}

/** `[...a, item]` as a plain loop. */
export function append<T>(a: readonly T[], item: T): T[] {
  const n = a.length;
  const out = new Array<T>(n + 1);
  for (let i = 0; i < n; i++) out[i] = a[i]!;
  out[n] = item;
  return out;
}

export function kname(state: TaifaState, k: number): string {
  const kingdom = state.kingdoms[k];
  return kingdom === undefined ? 'nobody' : kingdomName(kingdom.id);
}

/** 7: the card bonus moves by `delta`, clamped to -2..+2 (moves beyond are ignored). */
export function changeBonus(state: TaifaState, k: number, delta: number, why: string, log: EventLog): TaifaState {
  const before = state.kingdoms[k]!.bonus;
  const after = Math.max(-2, Math.min(2, before + delta));
  if (log.on)
    log.push({
      type: 'bonus',
      text: `${kname(state, k)} card bonus ${fmt(before)} -> ${fmt(after)} (${why})${after === before + delta ? '' : '; the rest is ignored (limit -2..+2)'}`,
      rule: '7',
      kingdom: state.kingdoms[k]!.id,
      before,
      after,
    });
  return after === before ? state : setKingdom(state, k, { bonus: after });
}

/** A modifier as the rulebook's tables write it, signed, zero too: `+1`, `+0`, `-2`. */
export function fmt(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

/** Draws up to `count` cards from the kingdom's deck; a bot puts them on top of its pile (9.1). */
export function drawCards(state: TaifaState, k: number, count: number, log: EventLog, rule: string): TaifaState {
  const kingdom = state.kingdoms[k]!;
  const d = religionDeck(kingdom.id);
  const deck = state.decks[d];
  const n = Math.max(0, Math.min(count, deck.length));
  const drawn = deck.slice(0, n);
  const decks: [readonly number[], readonly number[]] = [state.decks[0], state.decks[1]];
  decks[d] = deck.slice(n);
  const hand = kingdom.bot ? concat(drawn, kingdom.hand) : concat(kingdom.hand, drawn);
  if (log.on) {
    const text = `${kname(state, k)} draws ${n} card${n === 1 ? '' : 's'}${n < count ? ` (${count} due, the deck ran out)` : ''}`;
    // The cards drawn are known to the kingdom drawing them; a bot's go face down unseen (9.1).
    log.push({
      type: 'draw',
      text,
      rule,
      kingdom: kingdom.id,
      count: n,
      cards: drawn,
      secret: { knownTo: kingdom.bot ? [] : [kingdom.id], fields: ['cards'], text },
    });
  }
  return setKingdom(withState(state, { decks }), k, { hand });
}

/** Puts used cards on the discard pile (5.1.7). */
export function toDiscard(state: TaifaState, cards: readonly number[]): TaifaState {
  if (cards.length === 0) return state;
  return withCore(state, state.kingdoms, concat(state.discard, cards), state.tasks, state.passes, state.current);
}

/** The faces of a die with one face per card of a hand of `n` (1..n), built once per size. */
const HAND_DIE: readonly (readonly number[])[] = Array.from({ length: 41 }, (_, n) => Array.from({ length: n }, (_, i) => i + 1));

/**
 * A random card of the hand is discarded face up (5.3, FAQ: any type): a die with one face per
 * card (a `d5` for five cards) names its position in the hand, so `scriptedDice` can force it.
 */
export function discardRandom(state: TaifaState, k: number, dice: Dice, log: EventLog, rule: string): TaifaState {
  const hand = state.kingdoms[k]!.hand;
  if (hand.length === 0) {
    if (log.on) log.push({ type: 'discard', text: `${kname(state, k)} has no card to discard`, rule, kingdom: state.kingdoms[k]!.id });
    return state;
  }
  const n = hand.length;
  const value = dice.roll(HAND_DIE[n] ?? Array.from({ length: n }, (_, i) => i + 1));
  const card = hand[value - 1]!;
  if (log.on)
    log.push({
      type: 'discard',
      text: `${kname(state, k)} discards ${cardName(card)} at random (a d${n} for its ${n} card${n === 1 ? '' : 's'}: ${value})`,
      rule,
      kingdom: state.kingdoms[k]!.id,
      card,
      random: true,
      rolls: [{ die: `d${n}`, value, for: `the card ${kname(state, k)} discards at random` }],
      modifiers: [{ label: `cards in the hand of ${kname(state, k)} (the die's faces)`, value: n, rule }],
    });
  return toDiscard(setKingdom(state, k, { hand: without(hand, card) }), [card]);
}

/**
 * A round's action that spends cards from the hand (5.5, 5.3): the cards leave the hand for
 * the discards and the round moves on (4.3-4.4). One state copy for what
 * `endAction(toDiscard(takeFromHand(...)))` does in three.
 */
export function spendAndEnd(state: TaifaState, k: number, hand: readonly number[], discarded: readonly number[]): TaifaState {
  const discard = discarded.length === 0 ? state.discard : concat(state.discard, discarded);
  return withCore(state, withHand(state, k, hand), discard, state.tasks, 0, (state.current + 1) % state.kingdoms.length);
}

/** Removes a card from a kingdom's hand. */
export function takeFromHand(state: TaifaState, k: number, card: number): TaifaState {
  return withCore(state, withHand(state, k, without(state.kingdoms[k]!.hand, card)), state.discard, state.tasks, state.passes, state.current);
}
