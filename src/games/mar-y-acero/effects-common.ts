/**
 * What the groups of card effects share: the card's die and its ranges, a choice left to a side,
 * leaders entering the map, the Royal Support track (4.2 Apoyo Real) and an activation out of the
 * impulse sequence. The vocabulary itself is effects.ts.
 */
import type { Modifier, StepContext } from '../../core/index.js';
import type { Effect, Range } from './data/cards.js';
import { ROYAL_SUPPORT } from './data/tables.js';
import type { LeaderKind } from './data/units.js';
import { activationIn } from './movement.js';
import { patchState } from './phase-state.js';
import type { AreaState, ChoosePurpose, MyaState, Piece, Side, Task } from './state.js';
import { push } from './tasks.js';

/** A die's value in a card's range. */
export const within = (v: number, r: Range): boolean => v >= r.min && v <= r.max;

/** One kind of effect of the card vocabulary (data/cards.ts). */
export type EffectOf<K extends Effect['kind']> = Extract<Effect, { kind: K }>;

/** 4.2 Apoyo Real: the Royal Support track moves, within 0 and its top. */
export function changeRoyalSupport(s: MyaState, delta: number, why: string, ctx: StepContext): MyaState {
  const rs = Math.max(0, Math.min(ROYAL_SUPPORT.max, s.royalSupport + delta));
  if (ctx.log.on) ctx.log.push({ type: 'royal-support', rule: '4.2', text: `Royal Support ${s.royalSupport} -> ${rs} (${why})`, delta });
  return patchState(s, { royalSupport: rs });
}

const NO_MODIFIERS: readonly Modifier[] = [];

/**
 * A d6 for a card, reported as a resolution (the contract's events): the card as its rule, the die,
 * the modifiers (each with its rule) and what it gave, `result(die)` (read only when events are kept).
 */
export function roll(ctx: StepContext, label: string, what: string, result: (v: number) => string, modifiers: readonly Modifier[] = NO_MODIFIERS): number {
  const v = ctx.dice.d6();
  if (ctx.log.on) {
    const r = result(v);
    let sum = 0;
    for (const m of modifiers) sum += m.value;
    const shown = sum === 0 ? `${v}` : `${v} ${sum > 0 ? '+' : ''}${sum} = ${v + sum}`;
    ctx.log.push({
      type: 'roll',
      rule: label,
      text: `${label}, ${what}: rolls ${shown}: ${r}`,
      rolls: [{ die: 'd6', value: v, for: `${label}, ${what}` }],
      modifiers: [...modifiers],
      result: r,
    });
  }
  return v;
}

/** A choice among areas (or 0/1) that an effect leaves to a side. */
export function choose(seat: Side, purpose: ChoosePurpose, options: number[]): Task {
  return { t: 'choose', seat, purpose, options };
}

/** A leader entering the map (leaders are their own ids). */
export function leaderPiece(kind: LeaderKind, side: Side): Piece {
  return { id: kind, kind, side, reduced: false };
}

/** The area where the leader stands, or null. */
export function leaderOnMap(s: MyaState, kind: LeaderKind): number | null {
  for (let i = 0; i < 15; i++) for (const p of (s.map[i] as AreaState).pieces) if (p.kind === kind) return i + 1;
  return null;
}

/**
 * An activation out of the impulse sequence (4.3.1 VI after the landing; card 37 for Colón): the
 * Spanish activate the area chosen at once.
 */
export function freeActivation(s: MyaState, a: number, rule: string, ctx: StepContext): MyaState {
  if (ctx.log.on) ctx.log.push({ type: 'activate', rule, text: `Spanish activate area ${a}` });
  return push(s, { t: 'settle' }, activationIn(s, 'spanish', a, true));
}

/**
 * Whether the Event phase (4.3.2 II) is running: its cards resolve after the reveal, with the
 * Replacement and Reinforcement phase the next phase waiting on the stack. 4.4.3 (a) lets a
 * deployment offer the Royal scribes only then: never in the Destiny phase (card 34, or card 40
 * when Colón dies there), nor in an impulse (where the area must be activated, 4.4.3 (c)).
 */
export function inEventPhase(s: MyaState): boolean {
  for (let i = s.tasks.length - 1; i >= 0; i--) {
    const t = s.tasks[i] as Task;
    if (t.t === 'phase') return t.phase === 'reinforcement';
  }
  return false;
}
