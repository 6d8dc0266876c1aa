/**
 * The Nitayno's decisions in a combat (the `fightOrder` and `combat` decisions): which fight
 * first, which pieces fight, where hits fall, whether it fights on or withdraws, and Yaya.
 *
 * 4.4.1 B: at most three pieces a side fight a round; the Nitayno commits its strongest.
 * 5.3.5 Continuar el Combate: it fights another round only with superiority; otherwise it
 * withdraws. Excepción: never in the last two impulses of the last turn, nor defending areas
 * 1, 2, 7, 8, 9.
 * 5.3.5 Repliegues: by basic movement to the area with the most Indigenous units (ties by the
 * area draw), leaders first (the reverse of the hit order).
 * 5.3.5 Asignación de impactos en combate: reduced units first, then by the hit order.
 * 4.5 Yaya (cards 48, 49): the Nitayno's use of it is reconstructed (see `combatYaya`).
 */
import type { DieRoll, StepContext } from '../../../core/index.js';
import type { MyaAction } from '../actions.js';
import { PIECES } from '../data/units.js';
import type { CombatTask, MyaState, Piece } from '../state.js';
import { adjacent, piecesIn, unitCount, weighedFactor } from './board.js';
import { firstOfType, pieceIn, type ActionOf, type Choice } from './choice.js';
import { pickTied } from './impulse.js';
import { BestThree, pickCombatHit, withdrawalAreas, withdrawalForbidden, withdrawalIsForbidden, withdrawalOrder, type HitCandidate } from './rules.js';

const commitText = (piece: string, factor: number) => (): string => `commits ${piece} (strongest factor ${factor})`;
const swapText = (out: string, inn: string) => (): string => `swaps ${out} for the stronger ${inn}`;
const hitText = (h: HitCandidate) => (): string => `takes the hit on ${h.id} (${PIECES[h.kind].name}${h.reduced ? ', reduced' : ''})`;
const withdrawText = (id: string, to: number) => (): string => `withdraws ${id} to area ${to} (no superiority)`;
const forbiddenText = (turn: number, impulsesLeft: number, area: number, defending: boolean) => (): string =>
  `stays: ${withdrawalForbidden(turn, 6, impulsesLeft, area, defending) ?? ''}`;

/** 4.4.1: of the combats its move started, the one in the planned target area first. */
export function fightOrder(state: MyaState, legal: readonly MyaAction[]): Choice | null {
  const plan = state.solitaire?.plan;
  const target = plan !== undefined && plan !== null && plan.kind !== 'reinforce' ? plan.to : null;
  let a: ActionOf<'fight'> | null = null;
  for (const x of legal) {
    if (x.type !== 'fight') continue;
    a ??= x;
    if (x.area === target) {
      a = x;
      break;
    }
  }
  if (a === null) return null;
  const area = a.area;
  return { action: a, text: () => `fights in area ${area}`, rule: '4.4.1' };
}

/** Whose decision a combat stage is: ...A the attacker's, ...D the defender's; otherwise the Indigenous side's role. */
function stageSide(task: CombatTask): boolean {
  switch (task.stage) {
    case 'commitA':
    case 'swapA':
    case 'rollA':
    case 'graceA':
    case 'hitsA':
    case 'withdrawA':
      return true;
    case 'commitD':
    case 'swapD':
    case 'rollD':
    case 'graceD':
    case 'hitsD':
    case 'withdrawD':
      return false;
    default:
      return task.a !== 'spanish';
  }
}

/** One combat decision: each stage lists one family of actions (commit, swap, hit, stay/withdraw, grace). */
export function combatChoice(
  state: MyaState,
  task: CombatTask,
  legal: readonly MyaAction[],
  ctx: StepContext,
  rolls: DieRoll[] | null,
  reasons: string[] | null,
): Choice | null {
  const attacking = stageSide(task);
  // What the list offers, read once.
  let commits = false;
  let swaps = false;
  let noSwap: ActionOf<'no-swap'> | null = null;
  let hits = false;
  let withdrawals = false;
  let grace = false;
  for (const a of legal) {
    switch (a.type) {
      case 'commit':
        commits = true;
        break;
      case 'swap':
        swaps = true;
        break;
      case 'no-swap':
        noSwap ??= a;
        break;
      case 'hit':
        hits = true;
        break;
      case 'stay':
      case 'withdraw':
        withdrawals = true;
        break;
      case 'grace':
        grace = true;
        break;
      default:
        break;
    }
  }
  const here = piecesIn(state, task.area);
  // 4.3.2 I: in a Taíno-Carib conflict both groups fight with their attack factor and no
  // modifier (the engine's `combatFactor(..., conflict = true, ...)`): weigh them that way.
  const conflict = task.a === 'taino' || task.a === 'carib';
  if (commits) {
    const c = strongestCommit(state, here, legal, attacking, task.area, conflict);
    if (c !== null) return c;
  }
  if (swaps || noSwap !== null) {
    const c = bestSwap(state, here, legal, attacking, task.area, conflict);
    if (c !== null) return c;
    if (noSwap !== null) return { action: noSwap, text: 'keeps its strongest pieces in the fight', rule: '4.4.1' };
  }
  if (hits) {
    const c = combatHit(here, legal);
    if (c !== null) return c;
  }
  if (withdrawals) return withdrawChoice(state, task, legal, ctx, rolls, reasons);
  if (grace) return combatYaya(legal);
  return null;
}

/** 4.4.1 B: the piece committed next is the one with the highest weighed factor (the first listed among equals). */
function strongestCommit(
  state: MyaState,
  here: readonly Piece[],
  legal: readonly MyaAction[],
  attacking: boolean,
  area: number,
  conflict: boolean,
): Choice | null {
  let best: ActionOf<'commit'> | null = null;
  let bestF = -1;
  for (const a of legal) {
    if (a.type !== 'commit') continue;
    const p = pieceIn(here, a.piece);
    const f = p === null ? 0 : weighedFactor(state, p, attacking, area, conflict);
    if (f > bestF) {
      bestF = f;
      best = a;
    }
  }
  return best === null ? null : { action: best, text: commitText(best.piece, bestF), rule: '4.4.1' };
}

/** 4.4.1 B: the swap that gains the most weighed factor, null when none gains. */
function bestSwap(state: MyaState, here: readonly Piece[], legal: readonly MyaAction[], attacking: boolean, area: number, conflict: boolean): Choice | null {
  let best: ActionOf<'swap'> | null = null;
  let gain = 0;
  for (const a of legal) {
    if (a.type !== 'swap') continue;
    const out = pieceIn(here, a.out);
    const inn = pieceIn(here, a.in);
    if (out === null || inn === null) continue;
    const g = weighedFactor(state, inn, attacking, area, conflict) - weighedFactor(state, out, attacking, area, conflict);
    if (g > gain) {
      gain = g;
      best = a;
    }
  }
  return best === null ? null : { action: best, text: swapText(best.out, best.in), rule: '4.4.1' };
}

/** 5.3.5 Asignación de impactos en combate: the piece that takes the hit. */
function combatHit(here: readonly Piece[], legal: readonly MyaAction[]): Choice | null {
  const cands: HitCandidate[] = [];
  for (const a of legal) {
    if (a.type !== 'hit') continue;
    const p = pieceIn(here, a.piece);
    if (p !== null) cands.push(p);
  }
  const h = pickCombatHit(cands);
  if (h === null) return null;
  for (const a of legal) {
    if (a.type === 'hit' && a.piece === h.id) return { action: a, text: hitText(h), rule: '5.3.5' };
  }
  return null;
}

/**
 * 5.3.5 Continuar el Combate / Repliegues: the Nitayno fights on only with superiority (or
 * under the exception); otherwise its pieces withdraw, leaders first, by basic movement to
 * the area with the most Indigenous units.
 */
function withdrawChoice(
  state: MyaState,
  task: CombatTask,
  legal: readonly MyaAction[],
  ctx: StepContext,
  rolls: DieRoll[] | null,
  reasons: string[] | null,
): Choice | null {
  const stay = firstOfType(legal, 'stay');
  const defending = task.d === 'indigenous';
  if (stay !== null && withdrawalIsForbidden(state.turn, 6, state.impulses.indigenous, task.area, defending)) {
    return { action: stay, text: forbiddenText(state.turn, state.impulses.indigenous, task.area, defending), rule: '5.3.5' };
  }
  const here = piecesIn(state, task.area);
  const mine: HitCandidate[] = [];
  let theirs = 0;
  for (const p of here) {
    if (p.side === 'indigenous') mine.push(p);
    else theirs++;
  }
  if (stay !== null && (theirs === 0 || superiorIn(state, here, task.area, defending)))
    return { action: stay, text: 'stays: it has superiority', rule: '5.3.5' };
  for (const id of withdrawalOrder(mine)) {
    const options: { area: number; indigenousUnits: number }[] = [];
    for (const a of legal) {
      if (a.type === 'withdraw' && a.piece === id && adjacent(task.area, a.to))
        options.push({ area: a.to, indigenousUnits: unitCount(state, a.to, 'indigenous') });
    }
    if (options.length === 0) continue;
    const to = pickTied(withdrawalAreas(options), ctx.dice, rolls, reasons, 'withdrawal area tie (5.3.5)');
    for (const a of legal) {
      if (a.type === 'withdraw' && a.piece === id && a.to === to) return { action: a, text: withdrawText(id, to), rule: '5.3.5' };
    }
  }
  return stay === null ? null : { action: stay, text: 'cannot withdraw by basic movement: the combat goes on', rule: '5.3.5' };
}

/** 5.3.5 superiority in a combat: the three best factors of each side in the area, the Indigenous sum higher. */
function superiorIn(state: MyaState, here: readonly Piece[], area: number, defending: boolean): boolean {
  const ours = new BestThree();
  const foes = new BestThree();
  for (const p of here) {
    if (p.side === 'indigenous') ours.add(weighedFactor(state, p, !defending, area));
    else foes.add(weighedFactor(state, p, defending, area));
  }
  return ours.sum() > foes.sum();
}

/**
 * Cards 48/49 (12+ VP): the Nitayno holds Yaya this turn (4.5). The rulebook gives it no rule
 * for using it; reconstructed: after its own combat roll, -1 on a die when that turns a miss
 * into a hit, otherwise re-roll the missed dice (a re-rolled miss can only improve).
 */
function combatYaya(legal: readonly MyaAction[]): Choice | null {
  // 4.5: of the dice sets offered (only missed dice are), the one with every missed die.
  let reroll: ActionOf<'grace'> | null = null;
  let none: ActionOf<'grace'> | null = null;
  for (const a of legal) {
    if (a.type !== 'grace') continue;
    if (a.use === 'minus') {
      const die = a.die ?? 1;
      return { action: a, text: () => `Yaya: -1 on die ${die}, a miss becomes a hit`, rule: '4.5' };
    }
    if (a.use === 'reroll' && (reroll === null || rerolled(a) > rerolled(reroll))) reroll = a;
    if (a.use === 'none') none ??= a;
  }
  if (reroll !== null) return { action: reroll, text: 'Yaya: re-rolls its missed dice', rule: '4.5' };
  return none === null ? null : { action: none, text: 'does not use Yaya', rule: '4.5' };
}

/** How many dice a Yaya re-roll takes again (4.5: `dice` lists their positions). */
function rerolled(a: ActionOf<'grace'>): number {
  return a.dice === undefined ? 0 : a.dice.length;
}
