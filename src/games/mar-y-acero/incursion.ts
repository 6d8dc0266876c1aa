/**
 * 4.4.1 D Incursión: instead of moving, the activated area's pieces raid an adjacent area holding
 * enemy units: one die against the first- and second-attempt tables, with their modifiers; leaders
 * in the target are never affected.
 */
import type { Modifier, StepContext } from '../../core/index.js';
import type { MyaAction } from './actions.js';
import { areaAt, isRebel, isUnit, other, pieceLabel } from './board.js';
import { removePiece, takeHit } from './edits.js';
import { graceAvailable, oneDieGraceList, useGrace } from './grace.js';
import { AREAS } from './data/areas.js';
import { baseFactor, modifier } from './factors.js';
import { pieceData } from './kinds.js';
import { unitCount } from './stacking.js';
import { nitaynoIncursionVictim } from './nitayno/index.js';
import type { AreaState, MyaState, Piece, Side, Task } from './state.js';
import { pop, replaceTop } from './tasks.js';

type IncursionTask = Extract<Task, { t: 'incursion' }>;

/** The incursion task at a new stage (a fixed-shape copy). */
function incursionAt(t: IncursionTask, attempt: 1 | 2, stage: IncursionTask['stage'], die: number): IncursionTask {
  return { t: 'incursion', seat: t.seat, origin: t.origin, target: t.target, attempt, stage, die };
}

export type IncursionResult = 'retire' | 'reduce' | 'none' | 'attackerLoss' | 'attackerLossLeaderDies';

/** The two incursion tables (4.4.1 D), by modified roll (below 1 reads as 1, above 6 as 6). */
export function incursionResult(attempt: 1 | 2, modified: number): IncursionResult {
  const r = modified < 1 ? 1 : modified > 6 ? 6 : modified;
  if (r <= 2) return 'retire';
  if (r === 3) return 'reduce';
  if (attempt === 1) return r <= 5 ? 'none' : 'attackerLoss';
  return r <= 5 ? 'attackerLoss' : 'attackerLossLeaderDies';
}

/**
 * The modifiers of an incursion die (4.4.1 D) from `t.origin` into `t.target` by `t.seat`: a
 * citadel in the target, the jungle without a Rebel, Nitayno card 45; each with its rule.
 */
export function incursionModifiers(s: MyaState, t: { origin: number; target: number; seat: Side }): Modifier[] {
  const mods: Modifier[] = [];
  incursionBonus(s, t, mods);
  return mods;
}

/**
 * 4.4.1 D: +1 against a citadel, -1 for Indigenous without a Rebel raiding into the jungle; in
 * solitaire, Nitayno card 45's bonus to Spanish rolls (5.3.5). Returns their sum, and lists each,
 * labelled, in `out` when given.
 */
function incursionBonus(s: MyaState, t: { origin: number; target: number; seat: Side }, out: Modifier[] | null): number {
  let sum = 0;
  const bonus = t.seat === 'spanish' ? (s.solitaire?.effects.spanishRollBonus ?? 0) : 0;
  if (bonus !== 0) sum += modifier(out, 'Nitayno card 45: Spanish rolls', bonus, '5.3.5');
  if (areaAt(s, t.target).citadel) sum += modifier(out, 'incursion against a citadel', 1, '4.4.1 D');
  if (t.seat === 'indigenous' && JUNGLE_AT[t.target - 1] === true && !areaAt(s, t.origin).pieces.some(isRebel)) {
    sum += modifier(out, 'Indigenous-only incursion into jungle', -1, '4.4.1 D');
  }
  return sum;
}

/** The unit (never a leader) of the target with the highest defence factor; full strength first on a tie. */
export function highestDefender(s: MyaState, target: number, attacker: Side): Piece | null {
  let best: Piece | null = null;
  let bestF = -1;
  for (const p of areaAt(s, target).pieces) {
    if (p.side === attacker || !isUnit(p)) continue;
    const f = baseFactor(p, false, false);
    if (f > bestF || (f === bestF && best !== null && best.reduced && !p.reduced)) {
      best = p;
      bestF = f;
    }
  }
  return best;
}

/** The attacking unit or leader with the highest attack factor; full strength first on a tie. */
export function highestAttacker(s: MyaState, origin: number, attacker: Side): Piece | null {
  let best: Piece | null = null;
  let bestF = -1;
  for (const p of areaAt(s, origin).pieces) {
    if (p.side !== attacker || !pieceData(p.kind).fights) continue;
    const f = baseFactor(p, true, false);
    if (f > bestF || (f === bestF && best !== null && best.reduced && !p.reduced)) {
      best = p;
      bestF = f;
    }
  }
  return best;
}

/** 4.4.1 B: the dense-jungle areas (index = area - 1). */
const JUNGLE_AT: readonly boolean[] = AREAS.map((a) => a.jungle);

export function incursionLegal(s: MyaState, t: IncursionTask): MyaAction[] {
  if (t.stage === 'grace') {
    if (!graceAvailable(s, t.seat) || t.die <= 1) return [];
    return oneDieGraceList(true);
  }
  if (t.stage === 'again') return highestDefender(s, t.target, t.seat) && highestAttacker(s, t.origin, t.seat) ? [{ type: 'again' }, { type: 'stop' }] : [];
  return [];
}

export function incursionAuto(s: MyaState, t: IncursionTask, ctx: StepContext): MyaState {
  if (t.stage === 'roll') {
    const die = ctx.dice.d6();
    if (ctx.log.on) {
      ctx.log.push({
        type: 'incursion-roll',
        rule: '4.4.1 D',
        text: `${t.seat} incursion ${t.attempt === 1 ? '(1st attempt)' : '(2nd attempt)'} from area ${t.origin} into area ${t.target}: rolls ${die}`,
        rolls: [{ die: 'd6', value: die, for: `incursion attempt ${t.attempt}` }],
        modifiers: incursionModifiers(s, t),
      });
    }
    return replaceTop(s, incursionAt(t, t.attempt, 'grace', die));
  }
  if (t.stage === 'grace') return resolveIncursion(s, t, ctx);
  return pop(s);
}

function resolveIncursion(s: MyaState, t: IncursionTask, ctx: StepContext): MyaState {
  const total = t.die + incursionBonus(s, t, null);
  const result = incursionResult(t.attempt, total);
  let next = s;
  let text = '';
  // 5.3.5: when the Nitayno raids, its own priorities pick the victims (the Spanish unit, and its own loss).
  const bot = s.mode === 'solitaire' && t.seat === 'indigenous';
  if (result === 'retire' || result === 'reduce') {
    const victim = bot ? nitaynoIncursionVictim(s, t.target, 'spanish', false) : highestDefender(s, t.target, t.seat);
    if (victim) {
      next = result === 'retire' ? removePiece(next, t.target, victim.id) : takeHit(next, t.target, victim.id).state;
      text = `${pieceLabel(victim)} is ${result === 'retire' ? 'removed' : 'reduced'}`;
    }
  } else if (result === 'attackerLoss' || result === 'attackerLossLeaderDies') {
    const victim = bot ? nitaynoIncursionVictim(s, t.origin, 'indigenous', true) : highestAttacker(s, t.origin, t.seat);
    if (victim) {
      const leader = !isUnit(victim);
      next = leader && result === 'attackerLossLeaderDies' ? removePiece(next, t.origin, victim.id) : takeHit(next, t.origin, victim.id).state;
      text = `the attacker's ${pieceLabel(victim)} suffers`;
    }
  } else text = 'no effect';
  if (ctx.log.on) {
    ctx.log.push({
      type: 'incursion',
      rule: '4.4.1 D',
      text: `Incursion into area ${t.target}: die ${t.die}, modified ${total}: ${result} — ${text}`,
      rolls: [{ die: 'd6', value: t.die, for: `incursion attempt ${t.attempt}` }],
      modifiers: incursionModifiers(s, t),
      die: t.die,
      total,
      result,
      attempt: t.attempt,
    });
  }
  const success = result === 'retire' || result === 'reduce';
  if (success && t.attempt === 1) return replaceTop(next, incursionAt(t, 1, 'again', t.die));
  return pop(next);
}

export function incursionAct(s: MyaState, t: IncursionTask, action: MyaAction, ctx: StepContext): MyaState {
  if (action.type === 'grace') {
    if (action.use === 'none') return resolveIncursion(s, t, ctx);
    const die = action.use === 'reroll' ? ctx.dice.d6() : t.die - 1;
    if (ctx.log.on) {
      const name = s.grace.side === 'spanish' ? 'Divine Grace' : 'Yaya';
      ctx.log.push({
        type: 'grace',
        rule: '4.5',
        text: `${name} on the incursion die: ${t.die} → ${die}`,
        dice: [die],
        rolls: action.use === 'reroll' ? [{ die: 'd6', value: die, for: `incursion die re-rolled (was ${t.die})` }] : [],
        modifiers: action.use === 'minus' ? [{ label: `${name}: the incursion die`, value: -1, rule: '4.5' }] : [],
      });
    }
    const t2 = incursionAt(t, t.attempt, t.stage, die);
    return resolveIncursion(replaceTop(useGrace(s), t2), t2, ctx);
  }
  if (action.type === 'again') return replaceTop(s, incursionAt(t, 2, 'roll', 0));
  if (action.type === 'stop') return pop(s);
  throw new Error(`incursion cannot take ${action.type}`);
}

// ---- 4.4.1 D the targets: instead of moving, an incursion into an adjacent area ----

/** Whether an area holds an enemy unit (leaders are never affected by an incursion, 4.4.1 D). */
function hasEnemyUnit(area: AreaState, seat: Side): boolean {
  return unitCount(area, other(seat)) > 0;
}

/** 4.4.1 D: areas adjacent to the activated one with enemy units (leaders are never affected). */
export function incursionTargets(s: MyaState, origin: number, seat: Side): number[] {
  const out: number[] = [];
  const below = origin === 1 ? 15 : origin - 1;
  const above = origin === 15 ? 1 : origin + 1;
  if (hasEnemyUnit(areaAt(s, below), seat)) out.push(below);
  if (hasEnemyUnit(areaAt(s, above), seat)) out.push(above);
  return out;
}

/** The incursion actions of `incursionTargets`, pushed straight into a legal list. */
export function pushIncursions(out: MyaAction[], s: MyaState, origin: number, seat: Side): void {
  const below = origin === 1 ? 15 : origin - 1;
  const above = origin === 15 ? 1 : origin + 1;
  if (hasEnemyUnit(areaAt(s, below), seat)) out.push({ type: 'incursion', target: below });
  if (hasEnemyUnit(areaAt(s, above), seat)) out.push({ type: 'incursion', target: above });
}
