/**
 * 4.5 Gracia Divina/Yaya: who may use the marker (the side it shows, once per phase or impulse
 * window; in solitaire only the Nitayno's Yaya of cards 48/49, 5.1), what using it does to the
 * marker, and the choices it offers after a roll: of combat (4.4.1 B, up to three dice), of an
 * incursion (4.4.1 D) or of a gold search (4.4.1 C, one die each): not to use it, re-roll dice, or
 * -1 to one die. Combat, incursion and the gold search each read these lists.
 */
import type { Dice } from '../../core/index.js';
import { REROLL_DICE, type MyaAction, type RerollDice } from './actions.js';
import { other } from './board.js';
import { isHit } from './factors.js';
import { patchState } from './phase-state.js';
import type { MyaState, Side } from './state.js';

/**
 * 4.5: the side holding the marker may use it once per phase or impulse. In solitaire there
 * is no Divine Grace (5.1), except the Nitayno cards 48/49 (12+ VP row): "the Nitayno always
 * has Yaya" that turn, so only the flag counts and the side never matters.
 */
export function graceAvailable(s: MyaState, seat: Side): boolean {
  if (s.mode === 'two-player') return s.grace.side === seat && !s.grace.usedWindow;
  return seat === 'indigenous' && (s.solitaire?.effects.yaya ?? false) && !s.grace.usedWindow;
}

/** 4.5: once used, the marker passes to the other side; the state copy keeps the fixed shape (patchState, not a spread). */
export function useGrace(s: MyaState): MyaState {
  return patchState(s, { grace: { side: other(s.grace.side), usedWindow: true, usedTurn: true } });
}

/** The name of the marker's side shown, for the events. */
export const graceName = (s: MyaState): string => (s.grace.side === 'spanish' ? 'Divine Grace' : 'Yaya');

/** Die i of a roll hits: a die beyond the factors given (a piece was removed) counts against factor 1. */
export const dieHits = (dice: readonly number[], fs: readonly number[], i: number): boolean => isHit(dice[i] as number, fs[i] ?? 1);

/** How many dice of a roll hit, each against its factor. */
export function hitCount(dice: readonly number[], fs: readonly number[]): number {
  let n = 0;
  for (let i = 0; i < dice.length; i++) if (dieHits(dice, fs, i)) n++;
  return n;
}

/** 4.5 in combat: the missed dice that one less would turn into hits, one action per distinct (die, factor). */
function graceMinus(dice: readonly number[], fs: readonly number[], out: MyaAction[]): void {
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i] as number;
    const f = fs[i] ?? 1;
    if (isHit(d, f) || !isHit(d - 1, f)) continue;
    let seen = false;
    for (let j = 0; j < i; j++) {
      if (dice[j] === d && (fs[j] ?? 1) === f) {
        seen = true;
        break;
      }
    }
    if (!seen) out.push({ type: 'grace', use: 'minus', die: i + 1 });
  }
}

/**
 * 4.5 "volver a tirar cualquier número de dados": one action per choice of dice to re-roll that
 * differs in effect, in REROLL_DICE order (one die, then two, then three; positions ascending).
 * Listed: non-empty sets of missed dice, one per distinct set of factors. Why: re-rolling a hit
 * can only lose it (legal under the rule but pointless, so not listed); a missed die that is kept
 * stays a miss whatever its value, and a re-rolled die's old value is forgotten, so two sets whose
 * dice have the same factors give the same chances and the same hits. The set of every missed die
 * (the old "re-roll the missed dice") is always listed, last.
 */
function graceRerolls(dice: readonly number[], fs: readonly number[], out: MyaAction[]): void {
  const keys: number[] = [];
  for (const set of REROLL_DICE) {
    // The multiset of the set's factors (1-5, at most three dice): a base-8 count per factor.
    let key = 0;
    let ok = true;
    for (let k = 0; k < set.length; k++) {
      const i = (set[k] as number) - 1;
      if (i >= dice.length || dieHits(dice, fs, i)) {
        ok = false;
        break;
      }
      key += 1 << (3 * ((fs[i] ?? 1) - 1));
    }
    if (!ok || keys.includes(key)) continue;
    keys.push(key);
    out.push({ type: 'grace', use: 'reroll', dice: set });
  }
}

/** 4.5 after a combat roll: not using it, each re-roll that differs in effect, each -1 that turns a miss into a hit. */
export function combatGraceList(dice: readonly number[], fs: readonly number[]): MyaAction[] {
  const out: MyaAction[] = [{ type: 'grace', use: 'none' }];
  graceRerolls(dice, fs, out);
  graceMinus(dice, fs, out);
  return out;
}

/** 4.5 after the one die of an incursion or a gold search: not using it, re-rolling it, and -1 where it may help. */
export function oneDieGraceList(minus: boolean): MyaAction[] {
  const out: MyaAction[] = [
    { type: 'grace', use: 'none' },
    { type: 'grace', use: 'reroll', dice: ONE_DIE },
  ];
  if (minus) out.push({ type: 'grace', use: 'minus', die: 1 });
  return out;
}

/** The one die of an incursion or a gold search. */
const ONE_DIE: RerollDice = [1];

/** 4.5: whether the die at position `i` (die number i + 1) is among the dice to re-roll. */
function rerolled(set: RerollDice | undefined, i: number): boolean {
  return set !== undefined && set.includes(i + 1);
}

/** 4.5: the dice of a roll after the marker's use: the chosen dice re-rolled (in position order), or one die less 1. */
export function gracedDice(old: readonly number[], action: Extract<MyaAction, { type: 'grace' }>, dice: Dice): number[] {
  const out: number[] = [];
  for (let i = 0; i < old.length; i++) {
    const d = old[i] as number;
    if (action.use === 'reroll') out.push(rerolled(action.dice, i) ? dice.d6() : d);
    else out.push(i === (action.die ?? 1) - 1 ? d - 1 : d);
  }
  return out;
}

/** 4.5: the re-rolled dice for the log (numbered from 1, as in the action). */
export function diceNames(set: RerollDice | undefined): string {
  const dice = set ?? [];
  return `${dice.length > 1 ? 'dice' : 'die'} ${dice.join(', ')}`;
}
